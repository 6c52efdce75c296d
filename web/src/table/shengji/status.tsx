/**
 * What the Shengji table's status bar holds: trump (or, while a bid stands
 * and trump is not fixed, the bid's), the catchers' points, the friend
 * calls and who answered each, the way back to the last hand's result, and
 * the clock. The bar itself (one line, the rest behind "more") is
 * ../status-bar.tsx; `data-drop` marks what it may leave to its sheet
 * (the seats' chips show each seat's points).
 */
import type { ShengjiView } from "../../../../src/engine";
import { t } from "../../i18n";
import { cardLabel } from "../../ui/card";
import { TableClock } from "../chrome";
import { seatName, trumpLabel } from "../names";
import type { TableHandle } from "../use-table";

function ordinalLabel(o: number | "other"): string {
  if (o === "other") return t("other");
  return `#${o}`;
}

/** The points the catchers hold so far: every card point won by a seat outside the makers' side. */
function catchersPoints(view: ShengjiView): number {
  const makers = new Set(view.makers);
  return view.maker === null ? 0 : view.seats.reduce((sum, s, i) => sum + (makers.has(i) ? 0 : (s.won ?? 0)), 0);
}

/** `lastHand` opens the last hand's result again (null while it is up by itself, or when there is none to show). */
export function ShengjiStatus({ h, view, lastHand }: { readonly h: TableHandle; readonly view: ShengjiView; readonly lastHand: (() => void) | null }) {
  // While a bid stands and trump is not yet fixed, the status bar shows the bid's trump.
  const bidTrump = view.trump === null && view.bid ? cardLabel(view.bid.card) : null;
  const trumpRed = (view.trump?.suit ?? view.bid?.card[0]) === "H" || (view.trump?.suit ?? view.bid?.card[0]) === "D";
  return (
    <>
      <span class="stat" data-stat="trump"><small>{t("trump")}</small> <b class={trumpRed ? "red" : ""}>{bidTrump ? `${bidTrump}?` : trumpLabel(view.trump)}</b></span>
      <span class="stat" data-stat="catchers" data-drop="2"><small>{t("catchers")}</small> <b>{catchersPoints(view)}</b></span>
      {view.calls.length > 0 ? (
        <span class="stat calls" data-stat="calls">
          <small>{t("calls")}</small>{" "}
          {view.calls.map((c, i) => (
            <b key={i} class={c.by !== null ? "found" : ""}>
              {cardLabel(c.card)} {ordinalLabel(c.ordinal)}
              {c.by !== null ? ` → ${seatName(h, c.by)}` : ""}
            </b>
          ))}
        </span>
      ) : null}
      {lastHand ? <button type="button" class="link" data-action="last-result" data-drop="1" onClick={lastHand}>{t("lastHand")}</button> : null}
      <TableClock h={h} />
    </>
  );
}
