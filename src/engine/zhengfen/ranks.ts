/**
 * Zheng Fen's own order of the cards. This is the only module that turns a
 * card code into a Zheng Fen rank; every comparison elsewhere goes through
 * these numbers.
 *
 * Seed 002: "3 - 4 - 5 - 6 - 7 - 8 - 9 - 10 - J - Q - K - A - 2 - small joker
 * - big joker". The numbers are 3..14 for 3..A as printed, 15 for a 2, 16 for
 * the little joker and 17 for the big joker, so that "in sequence" is simply
 * "consecutive numbers" and 2-3 is never adjacent (15 and 3).
 */
import { BIG_JOKER, CARD_CODES, LITTLE_JOKER } from "../cards";

export const LOWEST = 3;
export const TWO = 15;
export const LITTLE = 16;
export const BIG = 17;
/** Length of arrays indexed by Zheng Fen rank (0..17). */
export const RANK_SLOTS = 18;
/** Number of ranks a joker may stand for (3..2): the longest possible sequence. */
export const SEQUENCE_RANKS = TWO - LOWEST + 1;

function rankOfCode(code: number): number {
  if (code === LITTLE_JOKER) return LITTLE;
  if (code === BIG_JOKER) return BIG;
  const printed = (code % 13) + 2;
  return printed === 2 ? TWO : printed;
}

/** Zheng Fen rank by card code (a table: this sits on every hot path). */
export const ZF_RANK: Uint8Array = Uint8Array.from({ length: CARD_CODES }, (_, code) => rankOfCode(code));
/** Suit index 0..3 (S H D C) by card code, 4 for a joker. */
export const ZF_SUIT: Uint8Array = Uint8Array.from({ length: CARD_CODES }, (_, code) =>
  code >= LITTLE_JOKER ? 4 : Math.floor(code / 13),
);

/** The code of the suited card with Zheng Fen rank `rank` (3..15) in suit 0..3. */
export function codeAt(suit: number, rank: number): number {
  return suit * 13 + (rank === TWO ? 0 : rank - 2);
}

/** Counting cards: fives, tens and kings. */
export function isCountingRank(rank: number): boolean {
  return rank === 5 || rank === 10 || rank === 13;
}

const PLURAL: Record<number, string> = {
  3: "3s", 4: "4s", 5: "5s", 6: "6s", 7: "7s", 8: "8s", 9: "9s", 10: "10s",
  11: "jacks", 12: "queens", 13: "kings", 14: "aces", 15: "2s", 16: "little jokers", 17: "big jokers",
};
const SINGULAR: Record<number, string> = {
  3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
  11: "jack", 12: "queen", 13: "king", 14: "ace", 15: "2", 16: "little joker", 17: "big joker",
};

/** "queens", "2s": for messages. */
export function rankPlural(rank: number): string {
  return PLURAL[rank] ?? `rank ${rank}`;
}

/** "queen", "2", "big joker": for messages. */
export function rankSingular(rank: number): string {
  return SINGULAR[rank] ?? `rank ${rank}`;
}

/** Sorts codes low to high in Zheng Fen order, then by suit: how a hand is shown. */
export function compareCodes(a: number, b: number): number {
  return (ZF_RANK[a] ?? 0) - (ZF_RANK[b] ?? 0) || a - b;
}
