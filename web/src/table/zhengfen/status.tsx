/**
 * What the Zheng Fen table's status bar holds: the deal, the score to reach,
 * who is out so far (in order), and the clock. The bar itself (one line,
 * the rest behind "more") is ../status-bar.tsx; `data-drop` marks what it
 * may leave to its sheet (the seats' chips show who is out, in what place).
 */
import type { ZhengFenView } from "../../../../src/engine";
import { t } from "../../i18n";
import { TableClock } from "../chrome";
import { seatName } from "../names";
import type { TableHandle } from "../use-table";

export function ZhengFenStatus({ h, view }: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  return (
    <>
      <span class="stat" data-drop="2"><small>{t("deal")}</small> <b>{view.deal}</b></span>
      <span class="stat" data-drop="2"><small>{t("target")}</small> <b>{view.options.target}</b></span>
      {view.out.length > 0 ? (
        <span class="stat" data-stat="out" data-drop="1"><small>{t("out")}</small> <b>{view.out.map((s) => seatName(h, s)).join(", ")}</b></span>
      ) : null}
      <TableClock h={h} />
    </>
  );
}
