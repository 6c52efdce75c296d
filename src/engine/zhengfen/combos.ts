/**
 * Zheng Fen combinations (seed 002, "Playable Card Combinations"): what a set
 * of cards is, and whether one combination beats another.
 *
 * A pattern is `{ category, rank, length }`:
 * - `category` "A".."J" as in the seed (A single, B pair, C triple, D quartet,
 *   E sequence of pairs, F sequence of triples, G sequence of quartets,
 *   H full house, I suit sequence, J special);
 * - `rank` for A–I is a Zheng Fen rank (ranks.ts: 3..14 as printed, 2 = 15,
 *   little joker 16, big joker 17): the card for A, the set's rank for B–D,
 *   the highest unit for E, F, G and I, the triple for H. For J it is 1 (5-10-K
 *   of mixed suits), 2 (5-10-K of one suit) or 3 (four 2s);
 * - `length` is the number of cards.
 *
 * Jokers are wild in B–I and then rank exactly as the card they stand for, so
 * a set of cards can often be read several ways. The readings chosen here
 * (docs/ZHENGFEN.md explains why):
 * - within a category a set always takes its highest reading (a joker stands
 *   for whatever makes the combination strongest: that is never worse for the
 *   player, and when following any reading that beats implies this one does);
 * - in B–I a joker only ever stands for a card from 3 to 2, never for a joker
 *   (the seed: jokers "are themselves" only in A). So joker + joker is a pair
 *   of 2s, and a group made only of jokers reads as 2s;
 * - four real 2s are only the special, never a quartet (the special is
 *   stronger in every situation); a joker never completes a special, so
 *   2-2-2-joker is a quartet of 2s and 5-10-joker is nothing;
 * - a set that fits several categories (only possible with jokers, five or
 *   more cards) has a canonical reading by the order J, I, G, F, E, H, D, C,
 *   B, A; a player may name another category when leading, and when following
 *   the category of the trick is used. A fixed order is what makes
 *   `beatsZhengFen` antisymmetric.
 */
import { codeOf } from "../cards";
import { isCountingRank, RANK_SLOTS, SEQUENCE_RANKS, TWO, ZF_RANK, ZF_SUIT } from "./ranks";

export type ZhengFenCategory = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J";

export interface ZhengFenPattern {
  readonly category: ZhengFenCategory;
  readonly rank: number;
  readonly length: number;
}

export const CATEGORIES: readonly ZhengFenCategory[] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
/** The order in which an ambiguous set is read when nobody names a category. */
export const CATEGORY_PRIORITY: readonly ZhengFenCategory[] = ["J", "I", "G", "F", "E", "H", "D", "C", "B", "A"];

/** Special ranks (category J), in the seed's ascending order. */
export const SPECIAL_MIXED = 1;
export const SPECIAL_SUITED = 2;
export const SPECIAL_FOUR_TWOS = 3;

/** No combination can hold more cards than 13 quartets. */
const MAX_COMBINATION = SEQUENCE_RANKS * 4;
/** Longer inputs are refused before they are read (a bound on work, not a rule). */
const MAX_INPUT = 1000;

/** What the readers need to know about a set of cards, computed once. */
export interface CardStats {
  readonly codes: readonly number[];
  readonly n: number;
  readonly jokers: number;
  /** Real (non-joker) cards by Zheng Fen rank. */
  readonly counts: Uint8Array;
  readonly minRank: number;
  readonly maxRank: number;
  readonly maxCount: number;
  readonly distinct: number;
  /** True when every real card has the same suit (or there is none). */
  readonly oneSuit: boolean;
}

export function statsOf(codes: readonly number[]): CardStats {
  const counts = new Uint8Array(RANK_SLOTS);
  let jokers = 0;
  let minRank = 0;
  let maxRank = 0;
  let maxCount = 0;
  let distinct = 0;
  let suit = -1;
  let oneSuit = true;
  for (const code of codes) {
    const rank = ZF_RANK[code] as number;
    if (rank > TWO) {
      jokers++;
      continue;
    }
    const c = (counts[rank] as number) + 1;
    counts[rank] = c;
    if (c === 1) distinct++;
    if (c > maxCount) maxCount = c;
    if (minRank === 0 || rank < minRank) minRank = rank;
    if (rank > maxRank) maxRank = rank;
    const s = ZF_SUIT[code] as number;
    if (suit < 0) suit = s;
    else if (s !== suit) oneSuit = false;
  }
  return { codes, n: codes.length, jokers, counts, minRank, maxRank, maxCount, distinct, oneSuit };
}

/**
 * Top of a run of `units` consecutive ranks, each holding `width` cards,
 * that the real cards fit into with jokers filling the rest; the highest such
 * top, or null. Runs lie inside 3..2, so K-A-2 is a run and 2-3 is not.
 */
function runTop(s: CardStats, width: number, units: number): number | null {
  if (units > SEQUENCE_RANKS || s.maxCount > width) return null;
  if (s.distinct === 0) return TWO;
  if (s.maxRank - s.minRank + 1 > units) return null;
  return Math.min(TWO, s.minRank + units - 1);
}

/** A set of one rank (B, C, D): its rank, 2s when it is only jokers. */
function setRank(s: CardStats, width: number): number | null {
  if (s.n !== width || s.distinct > 1) return null;
  return s.distinct === 0 ? TWO : s.minRank;
}

function sequenceReader(width: number): (s: CardStats) => number | null {
  return (s) => (s.n % width !== 0 || s.n < 3 * width ? null : runTop(s, width, s.n / width));
}

/** The two extra cards of a full house (seed 002, H: "There are four legal types"). */
function isFullHouseAttachment(a: number, b: number): boolean {
  const ra = ZF_RANK[a] as number;
  const rb = ZF_RANK[b] as number;
  if (ra > TWO || rb > TWO) return true; // a joker copies the other card: a pair
  if (ra === rb) return true; // triple + pair
  if (ZF_SUIT[a] === ZF_SUIT[b] && Math.abs(ra - rb) === 1) return true; // two adjacent cards of one suit
  if (ra === 3 || rb === 3) return true; // triple + any three + any other card
  return isCountingRank(ra) && isCountingRank(rb); // triple + two counting cards
}

/** The rank of three cards read as a triple (jokers wild), or 0. */
function tripleRank(a: number, b: number, c: number): number {
  let rank = 0;
  for (const code of [a, b, c]) {
    const r = ZF_RANK[code] as number;
    if (r > TWO) continue;
    if (rank !== 0 && r !== rank) return 0;
    rank = r;
  }
  return rank === 0 ? TWO : rank;
}

/** H: the highest triple over every way of splitting five cards into triple + two. */
function fullHouseRank(s: CardStats): number | null {
  if (s.n !== 5) return null;
  const c = s.codes;
  let best = 0;
  for (let i = 0; i < 5; i++) {
    for (let j = i + 1; j < 5; j++) {
      const rest: number[] = [];
      for (let k = 0; k < 5; k++) if (k !== i && k !== j) rest.push(c[k] as number);
      const t = tripleRank(rest[0] as number, rest[1] as number, rest[2] as number);
      if (t > best && isFullHouseAttachment(c[i] as number, c[j] as number)) best = t;
    }
  }
  return best === 0 ? null : best;
}

function specialRank(s: CardStats): number | null {
  if (s.jokers > 0) return null; // "jokers cannot be used as substitutes - the cards must be real"
  if (s.n === 4 && s.counts[TWO] === 4) return SPECIAL_FOUR_TWOS;
  if (s.n === 3 && s.counts[5] === 1 && s.counts[10] === 1 && s.counts[13] === 1) {
    return s.oneSuit ? SPECIAL_SUITED : SPECIAL_MIXED;
  }
  return null;
}

/** One reader per category: the highest rank the cards reach in it, or null. */
const READERS: Record<ZhengFenCategory, (s: CardStats) => number | null> = {
  A: (s) => (s.n === 1 ? (ZF_RANK[s.codes[0] as number] as number) : null), // jokers are themselves
  B: (s) => setRank(s, 2),
  C: (s) => setRank(s, 3),
  D: (s) => (s.n === 4 && s.jokers === 0 && s.counts[TWO] === 4 ? null : setRank(s, 4)),
  E: sequenceReader(2),
  F: sequenceReader(3),
  G: sequenceReader(4),
  H: fullHouseRank,
  I: (s) => (s.n < 5 || !s.oneSuit ? null : runTop(s, 1, s.n)),
  J: specialRank,
};

/** How two patterns of one category compare: > 0 when `a` is higher. */
const COMPARE: Record<ZhengFenCategory, (a: ZhengFenPattern, b: ZhengFenPattern) => number> = {
  A: byRank,
  B: byRank,
  C: byRank,
  D: byRank,
  // "If the highest pairs are equal, a longer sequence beats a shorter one."
  E: byRankThenLength,
  F: byRank,
  G: byRank,
  H: byRank, // "The type of full house and the rank of the other two cards have no effect."
  // "The rank is determined by the highest card in the sequence. If these are equal, the longer sequence beats the shorter."
  I: byRankThenLength,
  J: byRank,
};

function byRank(a: ZhengFenPattern, b: ZhengFenPattern): number {
  return a.rank - b.rank;
}

function byRankThenLength(a: ZhengFenPattern, b: ZhengFenPattern): number {
  return a.rank - b.rank || a.length - b.length;
}

/** The reading of the cards in one category, or null. */
export function readingIn(s: CardStats, category: ZhengFenCategory): ZhengFenPattern | null {
  if (s.n === 0 || s.n > MAX_COMBINATION) return null;
  const rank = READERS[category](s);
  return rank === null ? null : { category, rank, length: s.n };
}

/** Every reading of the cards, at most one per category, in CATEGORY_PRIORITY order. */
export function readings(codes: readonly number[]): ZhengFenPattern[] {
  const out: ZhengFenPattern[] = [];
  if (codes.length === 0 || codes.length > MAX_COMBINATION) return out;
  const s = statsOf(codes);
  for (const category of CATEGORY_PRIORITY) {
    const p = readingIn(s, category);
    if (p !== null) out.push(p);
  }
  return out;
}

/** The canonical reading (first in CATEGORY_PRIORITY), or null for a non-combination. */
export function classifyCodes(codes: readonly number[]): ZhengFenPattern | null {
  if (codes.length === 0 || codes.length > MAX_COMBINATION) return null;
  const s = statsOf(codes);
  for (const category of CATEGORY_PRIORITY) {
    const p = readingIn(s, category);
    if (p !== null) return p;
  }
  return null;
}

/**
 * The canonical category of cards known to read as `category`, checking only
 * the categories before it in CATEGORY_PRIORITY (the cheap way to know
 * whether a leader has to name the category).
 */
export function canonicalCategory(s: CardStats, category: ZhengFenCategory): ZhengFenCategory {
  for (const c of CATEGORY_PRIORITY) {
    if (c === category) return c;
    if (readingIn(s, c) !== null) return c;
  }
  return category;
}

/**
 * Whether `next` beats `prev`. The one cross-category rule lives here:
 * specials (J) beat anything in A–I. Otherwise only a higher combination of
 * the same category beats; equal ones never beat each other.
 */
export function beats(next: ZhengFenPattern, prev: ZhengFenPattern): boolean {
  if (next.category === "J" && prev.category !== "J") return true;
  if (next.category !== prev.category) return false;
  return COMPARE[next.category](next, prev) > 0;
}

/** Card strings to codes, or null if anything is not a card. Never throws. */
export function codesOfCards(cards: unknown): number[] | null {
  if (!Array.isArray(cards) || cards.length > MAX_INPUT) return null;
  const codes: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    const code = codeOf(cards[i]);
    if (code === undefined) return null;
    codes.push(code);
  }
  return codes;
}

/**
 * The public classifier: the canonical reading of a list of cards, or null
 * for a non-combination or any bad input (it never throws).
 */
export function classifyZhengFen(
  cards: readonly string[],
): { category: ZhengFenCategory; rank: number; length: number } | null {
  try {
    const codes = codesOfCards(cards);
    if (codes === null) return null;
    const p = classifyCodes(codes);
    return p === null ? null : { category: p.category, rank: p.rank, length: p.length };
  } catch {
    return null;
  }
}

/**
 * Whether `next` may be played on `current`: `current` as classified, `next`
 * in any of its readings (a follower's jokers stand for whatever they need).
 * False if either is not a combination. Irreflexive and antisymmetric
 * (docs/ZHENGFEN.md gives the argument).
 */
export function beatsZhengFen(next: readonly string[], current: readonly string[]): boolean {
  try {
    const cur = classifyZhengFen(current);
    const codes = codesOfCards(next);
    if (cur === null || codes === null) return false;
    for (const p of readings(codes)) if (beats(p, cur)) return true;
    return false;
  } catch {
    return false;
  }
}

