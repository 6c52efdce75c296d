/**
 * Which hand is being played, and whether any seat now holds cards the
 * others cannot see. Decided from the engine's views alone (viewFor is the
 * only place hidden information is decided): a seat has a secret when its
 * view shows a card more often than a spectator's does.
 */
import { type GameState, viewFor } from "../engine";
import { isCard } from "../engine/cards";
import type { HandNow, TablePhase } from "./seats";

function cardCounts(x: unknown, out: Map<string, number> = new Map()): Map<string, number> {
  if (typeof x === "string") {
    if (isCard(x)) out.set(x, (out.get(x) ?? 0) + 1);
  } else if (Array.isArray(x)) {
    for (const y of x) cardCounts(y, out);
  } else if (x !== null && typeof x === "object") {
    for (const y of Object.values(x)) cardCounts(y, out);
  }
  return out;
}

/** The hand in play (null: no game in play: the lobby, or a game that is over, whose seats table.ts shows only as a spectator sees them while any of it is secret). */
export function handNow(state: GameState | null, phase: TablePhase): HandNow | null {
  if (!state || phase !== "playing") return null;
  const hand = state.game === "shengji" ? state.hand : state.deal;
  const everyone = cardCounts(viewFor(state, "spectator"));
  for (let seat = 0; seat < state.players; seat++) {
    for (const [card, n] of cardCounts(viewFor(state, seat))) {
      if (n > (everyone.get(card) ?? 0)) return { hand, secret: true };
    }
  }
  return { hand, secret: false };
}
