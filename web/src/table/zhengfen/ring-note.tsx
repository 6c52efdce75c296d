/** The Zheng Fen table's line under the seats, in words: the combination to beat (or whose turn it is), and the points in the trick. */
import type { ZhengFenView } from "../../../../src/engine";
import { colon, t } from "../../i18n";
import { seatName } from "../names";
import type { TableHandle } from "../use-table";
import { zf } from "./use-zf-engine";
import { patternText } from "./zhengfen-words";

export function RingNote({ h, view }: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  const lead = zf().toBeat(view);
  const you = typeof view.viewer === "number" ? view.viewer : null;
  return (
    <>
      {lead ? (
        <span data-to-beat="1"><small>{t("toBeat")}{colon()}</small>{patternText(lead)}</span>
      ) : view.turn !== null && view.turn !== you ? (
        <span class="muted">{t("turnOf", { name: seatName(h, view.turn) })}</span>
      ) : null}
      {view.trick && view.trick.points > 0 ? <span class="pts">{t("points")}: {view.trick.points}</span> : null}
    </>
  );
}
