/**
 * Each seat's turn clock and time bank at a table (docs/PROTOCOL.md,
 * "No stalls"): a move may take the table's `turnSeconds` (twice that to
 * bury the kitty or call friends); past it, the seat's bank for the game
 * is drawn on; when both are gone a bot moves for the person and stands in
 * until they are back. A seat taken after the game started (a stranger,
 * maybe, who never moves) has a short clock of its own and no bank, even at
 * a table without a clock. Pure: the bank spent is a fact of the table
 * (meta `bankSpent`, ms per seat, emptied when a game starts).
 */
import { awaiting } from "../../engine";
import { BANK_CLOCK_TURNS, type Clock, clockOf } from "../../protocol/pace";
import type { TurnClock } from "../../protocol/server-frames";
import { isTurnBased } from "../../protocol/turn-based";
import { LATE_TURN_SECONDS } from "../limits/table-limits";
import { moveClockMs, paceOf } from "./pacing";
import type { TableState } from "../state/table-state";
import { heldBy } from "../seats/relation";
import { META, type Row } from "../store/rows";

/** The table's clock as it works now, its defaults included (null: none; a late seat still has its own). */
export function tableClock(t: TableState): Clock | null {
  return clockOf(paceOf(t.config.settings).turnSeconds);
}

/**
 * When the move awaited began to count: the table's last change or the
 * host's change of the clock (`turnBegan`), or later if nobody was at the
 * table since and somebody came (a person back after days is not out of
 * time at once).
 */
export function clockFrom(t: TableState): number {
  // A turn-based table's clock runs whoever is there: a visit does not put it back.
  return isTurnBased(t.config.settings) ? turnBegan(t) : Math.max(turnBegan(t), t.arrivedAt);
}

/** A seat's clock for a move, in seconds: the table's (a late seat's is LATE_TURN_SECONDS at most, clock or not); 0 when none. */
export function seatSeconds(t: TableState, seat: number): number {
  const turn = paceOf(t.config.settings).turnSeconds;
  // (At a turn-based table nobody is expected at once: a late seat has the table's clock.)
  if (t.seats[seat]?.late && !isTurnBased(t.config.settings)) return turn > 0 ? Math.min(turn, LATE_TURN_SECONDS) : LATE_TURN_SECONDS;
  return turn;
}

/** What is left of a seat's time bank for this game (ms); a late seat has none. */
export function bankLeftMs(t: TableState, seat: number): number {
  // A turn-based table has none either: its deadline is the turn's clock, shown as a date.
  if (t.seats[seat]?.late || isTurnBased(t.config.settings)) return 0;
  return Math.max(0, seatSeconds(t, seat) * BANK_CLOCK_TURNS * 1000 - (t.bankSpent[seat] ?? 0));
}

function spend(t: TableState, seat: number, ms: number): { rows: Row[]; next: TableState } | null {
  if (ms <= 0) return null;
  const bankSpent = Array.from({ length: t.config.players }, (_, i) => (t.bankSpent[i] ?? 0) + (i === seat ? ms : 0));
  return { rows: [{ t: "meta", key: META.bankSpent, value: JSON.stringify(bankSpent) }], next: { ...t, bankSpent } };
}

/**
 * A person's own move at `now`, awaited since `clockFrom`: the
 * time it took past its clock comes off the seat's bank. `t` is the table
 * before the move. Null when nothing is drawn (the usual case: no row).
 */
export function drawBank(t: TableState, seat: number, now: number): { rows: Row[]; next: TableState } | null {
  if (!t.state || !awaiting(t.state).includes(seat)) return null;
  const seconds = seatSeconds(t, seat);
  if (seconds === 0) return null;
  return spend(t, seat, Math.min(bankLeftMs(t, seat), now - clockFrom(t) - moveClockMs(t.state, seconds)));
}

/** The seat's clock and bank ran out: nothing is left of its bank for this game. */
export function emptyBank(t: TableState, seat: number): { rows: Row[]; next: TableState } | null {
  return spend(t, seat, bankLeftMs(t, seat));
}

/** A new game: every seat's bank is whole again. */
export function wholeBanks(): Row {
  return { t: "meta", key: META.bankSpent, value: "[]" };
}

/** When the turn clock of a turn-based table in play runs out (null at a live table: its views carry no deadline). */
export function deadlineOf(t: TableState): number | null {
  if (!t.state || t.phase !== "playing" || !isTurnBased(t.config.settings)) return null;
  // As the clock step counts it: from the turn's start, twice as long to bury or call, no bank.
  return turnBegan(t) + moveClockMs(t.state, t.config.settings.turnSeconds ?? 0);
}

/**
 * Each awaited person's turn clock at a live table in play, as the alarm
 * counts it (steps.ts `due`, pacing.ts `nextStep`): from `clockFrom`, the
 * move's clock, then what is left of the bank. None for a bot's seat, for
 * a person a stand-in already plays for (their clock ran out: the bot
 * moves after its pause) and at a turn-based table (`deadlineOf`).
 */
export function turnClocks(t: TableState): TurnClock[] {
  const state = t.state;
  if (!state || t.phase !== "playing" || isTurnBased(t.config.settings)) return [];
  const from = clockFrom(t);
  return awaiting(state).flatMap((seat) => {
    const r = t.seats[seat];
    const seconds = seatSeconds(t, seat);
    if (heldBy(r) === null || r?.awaySince != null || seconds === 0) return [];
    return [{ seat, ends: from + moveClockMs(state, seconds), bank: bankLeftMs(t, seat) }];
  });
}

/** What a view frame or a summary says of the clock at `now`: a turn-based table's deadline, or a live table's turn clocks with the server's time. */
export function clockFields(t: TableState, now: number): { deadline?: number; clocks?: TurnClock[]; now?: number } {
  const deadline = deadlineOf(t);
  if (deadline !== null) return { deadline };
  const clocks = turnClocks(t);
  return clocks.length > 0 ? { clocks, now } : {};
}

/**
 * When the move awaited began to count on its clock: the table's last
 * change, or the host's change of the clock if that came later. A clock
 * changed under a player counts from the change, never from the last move
 * (a clock cut to 1 s made a stand-in move 86 ms later, the seat having
 * thought 3 s already); the next move counts from itself.
 */
export function turnBegan(t: TableState): number {
  return Math.max(t.lastChangeAt, t.clockSetAt);
}
