/** The last trick of a Shengji hand in a sheet: each seat's cards, the winner starred, the points it held. */
import type { ShengjiView } from "../../../../src/engine";
import { t } from "../../i18n";
import { CardRow } from "../../ui/card";
import { Sheet } from "../../ui/sheet";
import { seatName } from "../names";
import type { TableHandle } from "../use-table";

export function LastTrick({ h, view, onClose }: { readonly h: TableHandle; readonly view: ShengjiView; readonly onClose: () => void }) {
  const last = view.lastTrick;
  return (
    <Sheet name="last-trick" label={t("lastTrick")} onClose={onClose}>
      <h3>{t("lastTrick")}</h3>
      {last ? (
        <ul class="plays">
          {last.plays.map((p) => (
            <li key={p.seat} class={p.seat === last.winning ? "winner" : ""}>
              <span class="who">{seatName(h, p.seat)}{p.seat === last.winning ? " ★" : ""}</span>
              <CardRow cards={p.cards} />
            </li>
          ))}
        </ul>
      ) : null}
      {last ? <p class="muted">{t("points")}: {last.points}</p> : null}
    </Sheet>
  );
}
