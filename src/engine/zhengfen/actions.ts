/**
 * The actions of Zheng Fen, described once as a value (spec.ts): the type
 * is inferred from it, the engine reads an action from anything with it,
 * and the wire's zod schema is built from it at the protocol boundary
 * (src/protocol/action-schema.ts).
 *
 * - `play`: put `cards` on the trick. `as` names the category when the cards
 *   can be read several ways (only with jokers, five cards or more) and the
 *   player leads something other than the canonical reading; when following,
 *   the trick's category (or a special) is used and `as` may be left out.
 *   The cards are only bounded here: a name that is no card is refused by
 *   the game as `not-a-card`, naming it.
 * - `pass`: play nothing this turn (a leader cannot pass).
 * - `deal` (the table): shuffle and let the players draw the next deal.
 */

import { ACTION_READING, type Infer, list, literal, object, oneOf, optional, specProblem, text, union } from "../spec";
import { CATEGORIES } from "./combos";

/** A combination never holds more than 52 cards (13 quartets). */
export const MAX_CARDS_IN_PLAY = 52;

export const ZHENG_FEN_ACTION = union(
  object({ type: literal("play"), cards: list(text(3), 1, MAX_CARDS_IN_PLAY), as: optional(oneOf(...CATEGORIES)) }),
  object({ type: literal("pass") }),
  object({ type: literal("deal") }),
);
export type ZhengFenAction = Infer<typeof ZHENG_FEN_ACTION>;

/** Why `a` is not a Zheng Fen action (naming the field), or null. */
export function zhengFenActionProblem(a: unknown): string | null {
  return specProblem(ZHENG_FEN_ACTION, a, ACTION_READING);
}
