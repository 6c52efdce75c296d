/**
 * Bombs (rbtying/shengji's `BombPolicy`, its #498; `bombs` in trick-rules.ts):
 * four or more identical cards played as a whole lead or follow. This module
 * says what a bomb is, who may play one, and how two bombs compare; trick.ts
 * uses it to judge who wins and follow.ts to judge who may follow with one.
 *
 * A bomb beats every play that is not a bomb, whatever its format or suit.
 * Between two bombs the one of more cards wins (in one trick every play has
 * the lead's size, so this decides only in principle), then the one higher
 * in the trick: trumps over the led suit over the other suits, then by rank
 * (`compareInTrick`). rbtying breaks a tie between two bombs of different
 * plain suits by its display order of suits, which is no rule of the game:
 * here, as with any two cards of different suits neither led nor trump,
 * neither beats the other and the earlier stands.
 */
import type { CardCode } from "../cards";
import type { TrickRules } from "./trick-rules";
import { type EffectiveSuit, TRUMP, type TrumpTable, compareInTrick } from "./trump";

/** Identical cards that make a bomb: at least this many. */
export const BOMB_SIZE = 4;

/** The card a play of identical cards repeats, if it is large enough to be a bomb; else null. */
export function bombCard(codes: readonly CardCode[]): CardCode | null {
  if (codes.length < BOMB_SIZE) return null;
  const c = codes[0] as CardCode;
  return codes.every((x) => x === c) ? c : null;
}

/** Is this play a bomb at this table? */
export function isBomb(rules: TrickRules, codes: readonly CardCode[]): boolean {
  return rules.bombs !== "none" && bombCard(codes) !== null;
}

/**
 * May a follower holding `hand` answer a lead in `led` with `play` as a bomb?
 * (The play has the lead's size: the caller checks that first.) `any-suit`:
 * always. `follow-suit`: a bomb of the led suit or of trumps, or of another
 * suit from a player who holds none of the led suit.
 */
export function mayBomb(t: TrumpTable, rules: TrickRules, led: EffectiveSuit, hand: readonly CardCode[], play: readonly CardCode[]): boolean {
  if (!isBomb(rules, play)) return false;
  if (rules.bombs === "any-suit") return true;
  const suit = t.suit[play[0] as CardCode] as EffectiveSuit;
  return suit === led || suit === TRUMP || !hand.some((c) => t.suit[c] === led);
}

/** A bomb as it stands in a trick: its card and how many of it. */
export interface BombPlay {
  readonly card: CardCode;
  readonly count: number;
}

/** Does bomb `next` (played later) beat bomb `current` in a trick led in `led`? */
export function bombBeats(t: TrumpTable, led: EffectiveSuit, next: BombPlay, current: BombPlay): boolean {
  if (next.count !== current.count) return next.count > current.count;
  return compareInTrick(t, led, next.card, current.card) === 1;
}
