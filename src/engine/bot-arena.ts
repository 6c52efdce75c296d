/**
 * Levels for the arena (bench/arena.ts) only. Not exported from the
 * engine's index and never selectable at a table.
 */
import { type BotLevel, botMove } from "./bots";
import type { GameState, SeatAction } from "./game";
import type { Seat } from "./types";

export type ArenaLevel = BotLevel;

export function arenaMove(state: GameState, seat: Seat, level: ArenaLevel, key: string): SeatAction | null {
  return botMove(state, seat, level, key);
}
