/**
 * A game of bots alone goes nowhere (hands.ts `recorded`): once a person
 * sits down in it (between hands, by `sit` or Play now), it is theirs too,
 * and what it played so far goes to D1 with it, so that its record is
 * whole from its first hand (a replay needs every hand before the one it shows).
 */
import type { Row } from "../change";
import { recordSoFar, recorded } from "../hands";
import type { TableState } from "../table-state";

/** The whole game's log, oldest first (read only when a game becomes recorded). */
export type GameLog = () => readonly string[];

/** `next`, the table after a seat changed hands: if its game in play had no person and now has one, the rows that record it. */
export function recordOnceSeated(next: TableState, log: GameLog, now: number): { rows: Row[]; next: TableState } {
  const g = next.game;
  if (!g || recorded(g) || next.phase !== "playing" || next.config.practice || !next.seats.some((r) => r.tokenHash !== null)) return { rows: [], next };
  const game = { ...g, people: true };
  return { rows: [{ t: "game", game }, ...recordSoFar(next.config.tableId, game, log(), now)], next: { ...next, game } };
}
