/** The last trick of a Zheng Fen deal in a sheet: each entry in order (cards or a pass), the winner marked, the points it held. */
import type { ZhengFenView } from "../../../../src/engine";
import { t } from "../../i18n";
import { CardRow } from "../../ui/card";
import { Sheet } from "../../ui/sheet";
import { seatName } from "../names";
import type { TableHandle } from "../use-table";

export function LastTrick({ h, last, onClose }: { readonly h: TableHandle; readonly last: NonNullable<ZhengFenView["lastTrick"]>; readonly onClose: () => void }) {
  return (
    <Sheet name="last-trick" label={t("lastTrick")} onClose={onClose}>
      <h3>{t("lastTrick")}</h3>
      <ul class="plays">
        {last.entries.map((e, i) => (
          <li key={i} class={e.kind === "play" && e.seat === last.winner ? "winner" : ""}>
            <span class="who">{seatName(h, e.seat)}</span>
            {e.kind === "pass" ? <span class="muted">{t("passed")}</span> : <CardRow cards={e.cards} />}
          </li>
        ))}
      </ul>
      <p class="muted">{t("points")}: {last.points}</p>
    </Sheet>
  );
}
