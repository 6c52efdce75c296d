/**
 * A game of bots alone goes nowhere (history/hand-rows.ts `recorded`): once a person
 * sits down in it (between hands, by `sit` or Play now), it is theirs too,
 * and what it played so far goes to D1 with it, so that its record is
 * whole from its first hand (a replay needs every hand before the one it shows).
 */
import type { Row } from "../state/change";
import { recordSoFar, recorded } from "../history/hand-rows";
import type { TableState } from "../state/table-state";

/** The whole game's log, oldest first: read by the caller only when `wantsLog` says a sit may make the game one to record. */
export type GameLog = readonly string[];

/** Whether a person sitting down now would make the game in play one to record (its log is then needed). */
export function wantsLog(t: TableState): boolean {
  const g = t.game;
  return g !== null && !recorded(g) && t.phase === "playing" && !t.config.practice;
}

/** `next`, the table after a seat changed hands: if its game in play had no person and now has one, the rows that record it. */
export function recordOnceSeated(next: TableState, log: GameLog, now: number): { rows: Row[]; next: TableState } {
  const g = next.game;
  if (!g || recorded(g) || next.phase !== "playing" || next.config.practice || !next.seats.some((r) => r.tokenHash !== null)) return { rows: [], next };
  const game = { ...g, people: true };
  return { rows: [{ t: "game", game }, ...recordSoFar(next.config.tableId, game, log, now)], next: { ...next, game } };
}
