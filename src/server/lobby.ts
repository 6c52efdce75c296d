/**
 * Seats before and during a game: who may sit where, what the host may
 * change. Pure functions over the seat rows; the Durable Object stores the
 * result.
 */
import type { SeatInfo } from "../protocol";
import type { SeatRow } from "./store";

export type TablePhase = "lobby" | "playing" | "over";

export function emptySeat(seat: number): SeatRow {
  return { seat, name: null, tokenHash: null, bot: false, awaySince: null };
}

export function isFree(row: SeatRow, phase: TablePhase): boolean {
  // Before a game a seat is free when nobody holds it; during one, a bot's seat may be taken over.
  if (row.tokenHash !== null) return false;
  return phase === "playing" ? true : !row.bot;
}

export function botName(seat: number): string {
  return `Bot ${seat + 1}`;
}

/** Everyone may see who sits where, who is a bot and who is connected. */
export function seatInfo(rows: readonly SeatRow[], connected: ReadonlySet<number>): SeatInfo[] {
  return rows.map((r) => ({
    seat: r.seat,
    name: r.bot && r.tokenHash === null ? botName(r.seat) : r.name,
    bot: r.bot && r.tokenHash === null,
    connected: connected.has(r.seat),
    standIn: r.tokenHash !== null && !connected.has(r.seat) && r.awaySince !== null,
  }));
}

/** True when every seat has a person or a bot, so a game can start. */
export function allFilled(rows: readonly SeatRow[]): boolean {
  return rows.length > 0 && rows.every((r) => r.bot || r.tokenHash !== null);
}

/** What a seat becomes when its player leaves or is removed: empty before a game, a bot during one. */
export function vacated(row: SeatRow, phase: TablePhase): SeatRow {
  return phase === "playing" ? { seat: row.seat, name: null, tokenHash: null, bot: true, awaySince: null } : emptySeat(row.seat);
}
