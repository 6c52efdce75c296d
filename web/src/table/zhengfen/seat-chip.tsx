/**
 * A seat on the Zheng Fen table's rim: its name (with whether someone is
 * there), cards in hand, points caught this deal and score, marked when it
 * is this seat's turn and, once it has gone out, in what place.
 */
import type { ZhengFenView } from "../../../../src/engine";
import { t } from "../../i18n";
import { ChipName } from "../chip-name";
import { TurnClock } from "../turn/turn-clock";
import { seatName } from "../names";
import type { TableHandle } from "../use-table";

export function SeatChip({ h, view, seat }: { readonly h: TableHandle; readonly view: ZhengFenView; readonly seat: number }) {
  const info = h.client.table?.seats[seat];
  const name = seatName(h, seat);
  const you = typeof view.viewer === "number" ? view.viewer : null;
  const place = view.out.indexOf(seat) + 1;
  return (
    <div class={`chip${view.turn === seat ? " turn" : ""}${seat === you ? " me" : ""}${place > 0 ? " out" : ""}`} data-seat={seat} data-turn={view.turn === seat ? "1" : "0"}
      role="group" aria-label={`${name}, ${view.handCounts[seat]} ${t("cards")}, ${view.pointsCaught[seat]} ${t("won")}, ${t("scores")} ${view.scores[seat]}`}>
      <ChipName name={name} dot={{ on: Boolean(info?.connected || info?.bot) }}>
        <TurnClock h={h} seat={seat} />
      </ChipName>
      <div class="chip-meta">
        <span>🂠{view.handCounts[seat]}</span>
        <span class="pts">{view.pointsCaught[seat]}{t("won")}</span>
        <span title={t("scores")}>Σ{view.scores[seat]}</span>
      </div>
      {place > 0 ? <div class="role friend">{t("out")} #{place}</div> : null}
    </div>
  );
}
