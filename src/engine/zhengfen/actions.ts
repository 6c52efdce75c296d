/**
 * The actions of Zheng Fen: their types and the check that reads one from
 * anything. The wire validates the same shapes with zod at the boundary
 * (src/protocol/action-schema.ts, checked at compile time against these types).
 *
 * - `play`: put `cards` on the trick. `as` names the category when the cards
 *   can be read several ways (only with jokers, five cards or more) and the
 *   player leads something other than the canonical reading; when following,
 *   the trick's category (or a special) is used and `as` may be left out.
 * - `pass`: play nothing this turn (a leader cannot pass).
 * - `deal` (the table): shuffle and let the players draw the next deal.
 */

import { CATEGORIES, type ZhengFenCategory } from "./combos";

/** A combination never holds more than 52 cards (13 quartets). */
export const MAX_CARDS_IN_PLAY = 52;

export type ZhengFenAction =
  | { type: "play"; cards: string[]; as?: ZhengFenCategory | undefined }
  | { type: "pass" }
  | { type: "deal" };

/** Why `a` is not a Zheng Fen action (naming the field), or null. */
export function zhengFenActionProblem(a: unknown): string | null {
  if (typeof a !== "object" || a === null || Array.isArray(a)) return "the action must be an object with a type";
  const o = a as Record<string, unknown>;
  const allowed = o.type === "play" ? ["type", "cards", "as"] : o.type === "pass" || o.type === "deal" ? ["type"] : null;
  if (allowed === null) return `type must be "play", "pass" or "deal"`;
  const extra = Object.keys(o).find((k) => !allowed.includes(k));
  if (extra !== undefined) return `unknown field "${extra.slice(0, 40)}"`;
  if (o.type !== "play") return null;
  const cards = o.cards;
  if (!Array.isArray(cards) || cards.length === 0 || cards.length > MAX_CARDS_IN_PLAY) {
    return `cards must be a list of 1 to ${MAX_CARDS_IN_PLAY} cards`;
  }
  if (cards.some((c) => typeof c !== "string" || c.length > 3)) return "cards must be card names such as S10, HK, BJ";
  if (o.as !== undefined && !(CATEGORIES as readonly unknown[]).includes(o.as)) return `as must be one of ${CATEGORIES.join(", ")}`;
  return null;
}
