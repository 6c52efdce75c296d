/**
 * Trump: the one module that knows how Shengji cards compare.
 *
 * A trump spec is a rank (the level being played) plus a suit, or no suit
 * (no-trump: only jokers and rank cards are trumps), or neither (the Joker
 * level of 000's lap variant: only jokers are trumps).
 *
 * For each card a `TrumpTable` holds three numbers:
 * - `suit`: the effective suit, 0..3 for S H D C, or TRUMP (4);
 * - `strength`: order inside the effective suit (higher wins; equal
 *   strength means equal cards, and the first played wins);
 * - `level`: position for adjacency (tractors), or NO_LEVEL when the card
 *   may not join a tractor. Adjacency skips the trump rank: with 4 as the
 *   trump rank, 3 and 5 are adjacent.
 *
 * Trump strengths: plain trump-suit cards 2..14 by rank, off-suit rank cards
 * 15 (all equal), trump-suit rank card 16, little joker 17, big joker 18.
 */
import {
  ACE, BIG_JOKER, CARD_CODES, type CardCode, LITTLE_JOKER, type Rank, type Suit, SUITS, rankOf, suitIndexOf,
} from "../cards";

export const TRUMP = 4;
export const NO_LEVEL = -1;
export type EffectiveSuit = 0 | 1 | 2 | 3 | typeof TRUMP;

export interface TrumpSpec {
  /** The trump rank (2..14), or null at the Joker level. */
  readonly rank: Rank | null;
  /** The trump suit, or null for no-trump. */
  readonly suit: Suit | null;
}

/**
 * How trumps join tractors (RULES.md "tractors in trump"):
 * - `excluded` (000): jokers and trump-rank cards never join a tractor;
 *   plain trump-suit cards do, up to the ace.
 * - `trump-order` (001, 004, and 000's variant "trump suit tractors continue
 *   above the ace"): by the trump order, trump-suit A < off-suit rank cards
 *   (all one level, so two of them are never adjacent) < trump-suit rank
 *   card < little joker < big joker.
 */
export type TrumpTractors = "excluded" | "trump-order";

export interface TrumpTable {
  readonly spec: TrumpSpec;
  readonly suit: Uint8Array;
  readonly strength: Uint8Array;
  readonly level: Int8Array;
}

const tables = new Map<string, TrumpTable>();

/** The comparison table for a trump spec (cached: there are few distinct specs). */
export function trumpTable(spec: TrumpSpec, tractors: TrumpTractors): TrumpTable {
  const key = `${spec.rank ?? "J"}${spec.suit ?? "N"}${tractors}`;
  let table = tables.get(key);
  if (!table) {
    table = buildTable(spec, tractors);
    tables.set(key, table);
  }
  return table;
}

/** Adjacency index of a plain rank in a suit: ranks in order, the trump rank left out. */
function plainLevel(rank: Rank, trumpRank: Rank | null): number {
  return rank - 2 - (trumpRank !== null && rank > trumpRank ? 1 : 0);
}

function buildTable(spec: TrumpSpec, tractors: TrumpTractors): TrumpTable {
  const suit = new Uint8Array(CARD_CODES);
  const strength = new Uint8Array(CARD_CODES);
  const level = new Int8Array(CARD_CODES);
  const trumpSuit = spec.suit === null ? -1 : SUITS.indexOf(spec.suit);
  const aceLevel = plainLevel(spec.rank === ACE ? 13 : ACE, spec.rank);
  const byOrder = tractors === "trump-order";
  // Levels above the plain trump cards, in trump order (no-trump has no
  // trump-suit rank card, so the jokers sit right above the rank cards).
  const offRankLevel = aceLevel + 1;
  const suitRankLevel = aceLevel + 2;
  const littleLevel = spec.rank === null ? aceLevel + 1 : spec.suit === null ? aceLevel + 2 : aceLevel + 3;
  for (let code = 0; code < CARD_CODES; code++) {
    if (code === LITTLE_JOKER || code === BIG_JOKER) {
      suit[code] = TRUMP;
      strength[code] = code === LITTLE_JOKER ? 17 : 18;
      level[code] = byOrder ? littleLevel + (code - LITTLE_JOKER) : NO_LEVEL;
      continue;
    }
    const s = suitIndexOf(code);
    const r = rankOf(code);
    if (r === spec.rank) {
      suit[code] = TRUMP;
      const inSuit = s === trumpSuit;
      strength[code] = inSuit ? 16 : 15;
      level[code] = byOrder ? (inSuit ? suitRankLevel : offRankLevel) : NO_LEVEL;
    } else {
      suit[code] = s === trumpSuit ? TRUMP : s;
      strength[code] = r;
      level[code] = plainLevel(r, spec.rank);
    }
  }
  return { spec, suit, strength, level };
}

export function isTrump(t: TrumpTable, code: CardCode): boolean {
  return t.suit[code] === TRUMP;
}

/**
 * Compares two cards as they would meet in a trick led in `led`:
 * 1 if a beats b, −1 if b beats a, 0 if equal (then the first played wins),
 * null if neither can beat the other (two different off-suits).
 */
export function compareInTrick(t: TrumpTable, led: EffectiveSuit, a: CardCode, b: CardCode): -1 | 0 | 1 | null {
  const sa = t.suit[a] as EffectiveSuit;
  const sb = t.suit[b] as EffectiveSuit;
  const rank = (s: EffectiveSuit) => (s === TRUMP ? 2 : s === led ? 1 : 0);
  const ra = rank(sa);
  const rb = rank(sb);
  if (ra !== rb) return ra > rb ? 1 : -1;
  if (ra === 0) return sa === sb ? Math.sign((t.strength[a] ?? 0) - (t.strength[b] ?? 0)) as -1 | 0 | 1 : null;
  return Math.sign((t.strength[a] ?? 0) - (t.strength[b] ?? 0)) as -1 | 0 | 1;
}

/** Suit name for messages: "trumps", "hearts". */
export function effectiveSuitWords(s: EffectiveSuit): string {
  return s === TRUMP ? "trumps" : (["spades", "hearts", "diamonds", "clubs"][s] as string);
}

/** An effective suit for a refusal's params: its suit letter, or "trump". */
export function effectiveSuitCode(s: EffectiveSuit): string {
  return s === TRUMP ? "trump" : (["S", "H", "D", "C"][s] as string);
}

/**
 * Sort key for showing a hand: trumps first (highest first), then suits in
 * S H C D order alternating colours, high to low. Lower key shows first.
 */
export function displayKey(t: TrumpTable, code: CardCode): number {
  const s = t.suit[code] as EffectiveSuit;
  const suitOrder = s === TRUMP ? 0 : 1 + ([0, 1, 3, 2][s] as number);
  return suitOrder * 100 + (100 - (t.strength[code] ?? 0)) + (s === TRUMP ? suitIndexOf(code) * 0.1 : 0);
}
