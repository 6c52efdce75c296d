/**
 * A seat on the Shengji table's rim: its name (with whether someone is
 * there), level, cards in hand, points won and role in the hand, marked
 * when it is this seat's turn (to play or steal, to bury the kitty it holds,
 * or to call as the maker).
 */
import type { ShengjiView } from "../../../../src/engine";
import { kittyHolderOf } from "../../../../src/engine/client";
import { t } from "../../i18n";
import { ChipName } from "../chip-name";
import { TurnClock } from "../turn/turn-clock";
import { levelText, seatName } from "../names";
import type { TableHandle } from "../use-table";
import { roleOf } from "./role";

export function SeatChip({ h, view, seat }: { readonly h: TableHandle; readonly view: ShengjiView; readonly seat: number }) {
  const s = view.seats[seat];
  const info = h.client.table?.seats[seat];
  const turn = view.turn === seat || (view.phase === "burying" && kittyHolderOf(view) === seat) || (view.phase === "calling" && view.maker === seat);
  const role = roleOf(view, seat, view.maker, view.makers);
  const name = seatName(h, seat);
  const label = [name, `${t("level")} ${levelText(s?.levelName ?? "")}`, `${s?.cards ?? 0} ${t("cards")}`, s?.won ? `${s.won} ${t("won")}` : "", role?.text ?? "", turn ? t("toPlay") : ""]
    .filter(Boolean)
    .join(", ");
  return (
    <div class={`chip${turn ? " turn" : ""}${seat === view.you ? " me" : ""}${view.makers.includes(seat) ? " maker-side" : ""}`} data-seat={seat} data-turn={turn ? "1" : "0"}
      role="group" aria-label={label}>
      <ChipName name={name} dot={{ on: Boolean(info?.connected || info?.bot), away: Boolean(info?.standIn), title: info?.standIn ? t("away") : "" }}>
        <TurnClock h={h} seat={seat} />
      </ChipName>
      {/* One line on a phone: every seat holds as many cards as the viewer's hand shows (the maker
          a kitty more while burying), so the count gives way there to keep the chip's height fixed. */}
      <div class="chip-meta one-line">
        <span title={t("level")}>{t("lv")}{levelText(s?.levelName ?? "")}</span>
        <span class="count">🂠{s?.cards}</span>
        {s?.won ? <span class="pts">{s.won}{t("won")}</span> : null}
      </div>
      {role ? <div class={`role ${role.kind}`} data-role={role.kind}>{role.text}</div> : null}
    </div>
  );
}
