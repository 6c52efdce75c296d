/**
 * What the legal-play generator knows about a hand (rank and suit counts,
 * cards by rank, jokers), and how it picks concrete cards for a shape.
 */
import { beats } from "./combos";
import type { ZhengFenCategory, ZhengFenPattern } from "./combos";
import { BIG, RANK_SLOTS, TWO, ZF_RANK, ZF_SUIT } from "./ranks";

export interface Candidate extends ZhengFenPattern {
  readonly codes: readonly number[];
}

/** What the generator needs to know about a hand. */
export interface HandIndex {
  /** Real cards by Zheng Fen rank. */
  readonly counts: Uint8Array;
  /** Real cards by suit × rank: suitCounts[suit * RANK_SLOTS + rank]. */
  readonly suitCounts: Uint8Array;
  /** The real cards of each rank, in the order they are spent. */
  readonly byRank: readonly (readonly number[])[];
  /** Jokers in the order they are spent as wildcards: little ones first. */
  readonly wild: readonly number[];
  readonly littleJokers: number;
  readonly bigJokers: number;
}

export function indexHand(hand: readonly number[]): HandIndex {
  const counts = new Uint8Array(RANK_SLOTS);
  const suitCounts = new Uint8Array(4 * RANK_SLOTS);
  const byRank: number[][] = [];
  for (let r = 0; r < RANK_SLOTS; r++) byRank.push([]);
  let littleJokers = 0;
  let bigJokers = 0;
  const sorted = hand.slice().sort((a, b) => a - b);
  for (const code of sorted) {
    const rank = ZF_RANK[code] as number;
    if (rank > TWO) {
      if (rank === BIG) bigJokers++;
      else littleJokers++;
      continue;
    }
    counts[rank] = (counts[rank] as number) + 1;
    const k = (ZF_SUIT[code] as number) * RANK_SLOTS + rank;
    suitCounts[k] = (suitCounts[k] as number) + 1;
    (byRank[rank] as number[]).push(code);
  }
  const wild: number[] = [];
  for (let i = 0; i < littleJokers; i++) wild.push(52);
  for (let i = 0; i < bigJokers; i++) wild.push(53);
  return { counts, suitCounts, byRank, wild, littleJokers, bigJokers };
}

/** Appends `k` cards of `rank`, skipping one copy of `skip` (a card already taken). */
export function takeRank(out: number[], ix: HandIndex, rank: number, k: number, skip = -1): void {
  const cards = ix.byRank[rank] as readonly number[];
  let skipped = skip < 0;
  for (let i = 0; i < cards.length && k > 0; i++) {
    const code = cards[i] as number;
    if (!skipped && code === skip) {
      skipped = true;
      continue;
    }
    out.push(code);
    k--;
  }
}

export function takeJokers(out: number[], ix: HandIndex, k: number): void {
  for (let i = 0; i < k; i++) out.push(ix.wild[i] as number);
}

export type Want = (category: ZhengFenCategory, rank: number, length: number) => boolean;

export function wantFor(lead: ZhengFenPattern | null): Want {
  if (lead === null) return () => true;
  return (category, rank, length) => beats({ category, rank, length }, lead);
}

