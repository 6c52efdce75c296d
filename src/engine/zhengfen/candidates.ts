/**
 * Legal-play generation: every combination a hand can play, or every one that
 * beats the combination on the table, built category by category from the
 * hand's rank and suit counts (plus jokers as wildcards). No subset of the
 * hand is ever enumerated.
 *
 * One candidate per *shape*: a category, the multiset of real ranks used and
 * the number of jokers used. Which of several same-rank cards is spent (a
 * suit choice) is not a different candidate, except where suits make the
 * combination (suit sequences, the adjacent-suited full house, the specials),
 * where the generator picks suits that work. Within a shape the candidate is
 * the strongest reading the hand allows. Jokers standing in as wildcards are
 * spent little joker first, keeping the big joker (the best single).
 *
 * Complete at that level (unless a category reaches its cap): for every set
 * of cards the rules accept there is a candidate with the same category and
 * shape that is at least as strong (test/engine/zhengfen/candidates.test.ts
 * checks this against brute force).
 *
 * Singles, sets and specials live here; runs.ts and full-houses.ts hold the
 * categories whose shapes multiply.
 */
import { SPECIAL_FOUR_TWOS, SPECIAL_MIXED, SPECIAL_SUITED } from "./combos";
import type { ZhengFenCategory, ZhengFenPattern } from "./combos";
import { fullHouses } from "./full-houses";
import { indexHand, takeJokers, takeRank, wantFor } from "./hand-index";
import type { Candidate, HandIndex, Want } from "./hand-index";
import { BIG, codeAt, LITTLE, LOWEST, RANK_SLOTS, TWO } from "./ranks";
import { runs, suitRuns } from "./runs";

export type { Candidate } from "./hand-index";

/** A: every distinct single; jokers are themselves. */
function singles(ix: HandIndex, want: Want, out: Candidate[]): void {
  for (let r = LOWEST; r <= TWO; r++) {
    if ((ix.counts[r] as number) > 0 && want("A", r, 1)) {
      out.push({ category: "A", rank: r, length: 1, codes: [(ix.byRank[r] as number[])[0] as number] });
    }
  }
  if (ix.littleJokers > 0 && want("A", LITTLE, 1)) out.push({ category: "A", rank: LITTLE, length: 1, codes: [52] });
  if (ix.bigJokers > 0 && want("A", BIG, 1)) out.push({ category: "A", rank: BIG, length: 1, codes: [53] });
}

/** B, C, D: `width` cards of one rank, jokers filling in. */
function sets(ix: HandIndex, width: number, category: ZhengFenCategory, want: Want, out: Candidate[]): void {
  const jokers = ix.wild.length;
  for (let r = LOWEST; r <= TWO; r++) {
    if (!want(category, r, width)) continue;
    const most = Math.min(width, ix.counts[r] as number);
    for (let real = most; real >= Math.max(1, width - jokers); real--) {
      if (width === 4 && r === TWO && real === 4) continue; // four real 2s are the special
      const codes: number[] = [];
      takeRank(codes, ix, r, real);
      takeJokers(codes, ix, width - real);
      out.push({ category, rank: r, length: width, codes });
    }
  }
  // Only jokers: they stand for the highest rank, 2s.
  if (jokers >= width && want(category, TWO, width)) {
    const codes: number[] = [];
    takeJokers(codes, ix, width);
    out.push({ category, rank: TWO, length: width, codes });
  }
}

/** J: four 2s, and 5-10-K of one suit and of mixed suits, real cards only. */
function specials(ix: HandIndex, want: Want, out: Candidate[]): void {
  if ((ix.counts[TWO] as number) >= 4 && want("J", SPECIAL_FOUR_TWOS, 4)) {
    const codes: number[] = [];
    takeRank(codes, ix, TWO, 4);
    out.push({ category: "J", rank: SPECIAL_FOUR_TWOS, length: 4, codes });
  }
  const suitsOf = (r: number): number[] => [0, 1, 2, 3].filter((s) => (ix.suitCounts[s * RANK_SLOTS + r] as number) > 0);
  const fives = suitsOf(5);
  const tens = suitsOf(10);
  const kings = suitsOf(13);
  if (want("J", SPECIAL_SUITED, 3)) {
    const s = fives.find((f) => tens.includes(f) && kings.includes(f));
    if (s !== undefined) out.push({ category: "J", rank: SPECIAL_SUITED, length: 3, codes: [codeAt(s, 5), codeAt(s, 10), codeAt(s, 13)] });
  }
  if (want("J", SPECIAL_MIXED, 3)) {
    mixed: for (const a of fives) {
      for (const b of tens) {
        for (const c of kings) {
          if (a === b && b === c) continue;
          out.push({ category: "J", rank: SPECIAL_MIXED, length: 3, codes: [codeAt(a, 5), codeAt(b, 10), codeAt(c, 13)] });
          break mixed;
        }
      }
    }
  }
}

/**
 * At most this many shapes per category of sequences, full houses and suit
 * sequences. One pack never comes near it (an 18-card hand has at most a few
 * hundred in all); with three packs and six jokers a 54-card hand has over a
 * hundred thousand, nearly all spending jokers on cards the hand holds.
 */
export const CATEGORY_CAP = 500;

/**
 * Every candidate of `hand` (card codes) that may be led (`lead` null) or
 * that beats `lead`. Candidates come grouped by category, A to J. Complete
 * unless a category reaches `cap`, where its list is cut short (shapes that
 * spend no spare joker come first).
 */
export function candidates(hand: readonly number[], lead: ZhengFenPattern | null, cap = CATEGORY_CAP): Candidate[] {
  const ix = indexHand(hand);
  const want = wantFor(lead);
  const out: Candidate[] = [];
  const open = (c: ZhengFenCategory): boolean => lead === null || (lead.category === c && c !== "J");
  if (open("A")) singles(ix, want, out);
  if (open("B")) sets(ix, 2, "B", want, out);
  if (open("C")) sets(ix, 3, "C", want, out);
  if (open("D")) sets(ix, 4, "D", want, out);
  if (open("E")) runs(ix, 2, "E", want, out, cap);
  if (open("F")) runs(ix, 3, "F", want, out, cap);
  if (open("G")) runs(ix, 4, "G", want, out, cap);
  if (open("H")) fullHouses(ix, lead, out, cap);
  if (open("I")) suitRuns(ix, want, out, cap);
  specials(ix, want, out);
  return out;
}
