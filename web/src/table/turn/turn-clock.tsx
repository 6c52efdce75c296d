/**
 * A seat's turn clock, counting down (issue 57, item 1): the time left for
 * the move, then, once that is gone, the time bank being drawn on (marked
 * so), before a bot moves for the person. Worked out at each drawing from
 * the table's deadline (TableClient.clocks, already in this machine's
 * time) and `Date.now()`, never by counting a number down here: a tab that
 * was hidden (its timers slowed or stopped) or a page that reconnected
 * shows the right time at once. The last seconds before the bot moves are
 * marked quietly: a colour, no sound.
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { TableHandle } from "../use-table";

/** The last this many ms before a bot moves for the person: the clock is marked (`low`). */
export const LOW_MS = 10_000;

/** `ms` as m:ss, rounded up to the whole second (a clock reads 0:01 until its last instant). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Where `seat`'s clock stands now: ms left and whether that is its bank; null when no clock runs for it. */
export function clockLeft(h: TableHandle, seat: number | null): { readonly ms: number; readonly bank: boolean; readonly low: boolean } | null {
  const c = h.client.clocks.find((x) => x.seat === seat);
  if (!c) return null;
  const now = Date.now();
  const bank = now >= c.ends && c.bank > 0;
  const end = c.ends + c.bank;
  return { ms: (bank ? end : c.ends) - now, bank, low: end - now <= LOW_MS };
}

/** Draws again a few times a second while `on`, and at once when the page comes back to the front. */
function useTicking(on: boolean): void {
  const [, setNow] = useState(0);
  useEffect(() => {
    if (!on) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 250);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [on]);
}

/**
 * `seat`'s countdown (nothing when no clock runs for it): on its chip, and
 * for yourself in the status bar (`stat`: with its words, which say when
 * the bank is being drawn on).
 */
export function TurnClock({ h, seat, stat }: { readonly h: TableHandle; readonly seat: number | null; readonly stat?: boolean }) {
  const left = clockLeft(h, seat);
  useTicking(left !== null);
  if (!left) return null;
  const words = t(left.bank ? "clockBank" : "clockLeft");
  const tick = (
    <b class={`tick${left.bank ? " bank" : ""}${left.low ? " low" : ""}`} data-clock={seat ?? ""} data-bank={left.bank ? "1" : "0"} role="timer" title={words} aria-label={`${words} ${clockText(left.ms)}`}>
      {clockText(left.ms)}
    </b>
  );
  return stat ? <span class="stat clock" data-stat="my-clock"><small>{words}</small> {tick}</span> : tick;
}
