/**
 * Which hand is being played, and whether any seat now holds cards the
 * others cannot see (the engine's rule, privateNow).
 */
import { type GameState, handNumber, privateNow } from "../../engine";
import type { HandNow, TablePhase } from "./relation";

/** The hand in play (null: no game in play: the lobby, or a game that is over, whose seats table/table-object.ts shows only as a spectator sees them while any of it is secret). */
export function handNow(state: GameState | null, phase: TablePhase): HandNow | null {
  if (!state || phase !== "playing") return null;
  return { hand: handNumber(state), secret: privateNow(state) };
}
