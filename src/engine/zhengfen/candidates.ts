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
 * Complete at that level: for every set of cards the rules accept there is a
 * candidate with the same category and shape that is at least as strong
 * (test/engine/zhengfen/candidates.test.ts checks this against brute force).
 */
import { beats, SPECIAL_FOUR_TWOS, SPECIAL_MIXED, SPECIAL_SUITED } from "./combos";
import type { ZhengFenCategory, ZhengFenPattern } from "./combos";
import { BIG, codeAt, LITTLE, LOWEST, RANK_SLOTS, TWO, ZF_RANK, ZF_SUIT } from "./ranks";

export interface Candidate extends ZhengFenPattern {
  readonly codes: readonly number[];
}

/** What the generator needs to know about a hand. */
interface HandIndex {
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

function indexHand(hand: readonly number[]): HandIndex {
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
function takeRank(out: number[], ix: HandIndex, rank: number, k: number, skip = -1): void {
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

function takeJokers(out: number[], ix: HandIndex, k: number): void {
  for (let i = 0; i < k; i++) out.push(ix.wild[i] as number);
}

type Want = (category: ZhengFenCategory, rank: number, length: number) => boolean;

function wantFor(lead: ZhengFenPattern | null): Want {
  if (lead === null) return () => true;
  return (category, rank, length) => beats({ category, rank, length }, lead);
}

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

/**
 * E, F, G: runs of three or more ranks with `width` cards each. A shape is
 * placed on its highest window: its lowest rank holds a real card, or the
 * window ends at the 2. Inside a window every way of letting spare jokers
 * replace real cards is a shape of its own.
 */
function runs(ix: HandIndex, width: number, category: ZhengFenCategory, want: Want, out: Candidate[]): void {
  const jokers = ix.wild.length;
  const used = new Uint8Array(RANK_SLOTS);
  const emit = (lo: number, hi: number): void => {
    const codes: number[] = [];
    let wild = 0;
    for (let r = lo; r <= hi; r++) {
      const m = used[r] as number;
      takeRank(codes, ix, r, m);
      wild += width - m;
    }
    takeJokers(codes, ix, wild);
    out.push({ category, rank: hi, length: (hi - lo + 1) * width, codes });
  };
  const spread = (lo: number, hi: number, r: number, budget: number): void => {
    if (r > hi) {
      emit(lo, hi);
      return;
    }
    const avail = Math.min(width, ix.counts[r] as number);
    let least = Math.max(0, avail - budget);
    if (r === lo && hi !== TWO) least = Math.max(least, 1);
    for (let m = avail; m >= least; m--) {
      used[r] = m;
      spread(lo, hi, r + 1, budget - (avail - m));
    }
  };
  for (let lo = LOWEST; lo <= TWO - 2; lo++) {
    let deficit = 0;
    for (let hi = lo; hi <= TWO; hi++) {
      deficit += width - Math.min(width, ix.counts[hi] as number);
      if (deficit > jokers) break;
      const units = hi - lo + 1;
      if (units < 3) continue;
      if ((ix.counts[lo] as number) === 0 && hi !== TWO) continue;
      if (!want(category, hi, units * width)) continue;
      spread(lo, hi, lo, jokers - deficit);
    }
  }
}

/** I: five or more cards of one suit in sequence, jokers filling gaps or replacing cards. */
function suitRuns(ix: HandIndex, want: Want, out: Candidate[]): void {
  const jokers = ix.wild.length;
  const seen = new Set<number>();
  const present: number[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const has = (r: number): boolean => (ix.suitCounts[suit * RANK_SLOTS + r] as number) > 0;
    for (let lo = LOWEST; lo <= TWO - 4; lo++) {
      let missing = 0;
      for (let hi = lo; hi <= TWO; hi++) {
        if (!has(hi)) missing++;
        if (missing > jokers) break;
        const length = hi - lo + 1;
        if (length < 5) continue;
        const keepLow = hi !== TWO; // the window must be the shape's highest
        if (keepLow && !has(lo)) continue;
        if (!want("I", hi, length)) continue;
        // Real cards that a spare joker may replace.
        present.length = 0;
        let mask = 0;
        for (let r = lo; r <= hi; r++) {
          if (!has(r)) continue;
          mask |= 1 << (r - LOWEST);
          if (!(keepLow && r === lo)) present.push(r);
        }
        const drop = (from: number, budget: number, kept: number): void => {
          const key = kept * 16 + length;
          if (!seen.has(key)) {
            seen.add(key);
            const codes: number[] = [];
            for (let r = lo; r <= hi; r++) if (kept & (1 << (r - LOWEST))) codes.push(codeAt(suit, r));
            takeJokers(codes, ix, length - codes.length);
            out.push({ category: "I", rank: hi, length, codes });
          }
          if (budget === 0) return;
          for (let i = from; i < present.length; i++) {
            drop(i + 1, budget - 1, kept & ~(1 << ((present[i] as number) - LOWEST)));
          }
        };
        drop(0, jokers - missing, mask);
      }
    }
  }
}

/** Powers of 6 for the shape keys of full houses: at most 5 cards per rank. */
const SHAPE_BASE: readonly number[] = Array.from({ length: 14 }, (_, i) => 6 ** i);
const JOKER_DIGIT = SHAPE_BASE[13] as number;
const rankDigit = (r: number): number => SHAPE_BASE[r - LOWEST] as number;

interface FullHouse {
  readonly triple: number;
  readonly realInTriple: number;
  /** Real ranks of the two extra cards (0 for a joker). */
  readonly x: number;
  readonly y: number;
  /** Suit of the two extra cards when they are the adjacent-suited pair, else -1. */
  readonly suit: number;
}

/**
 * H: every triple (real cards and jokers) with every kind of extra two cards
 * the seed allows. Different splits of the same cards give the same shape
 * key; triples are tried from the highest down so a shape keeps its highest.
 */
function fullHouses(ix: HandIndex, lead: ZhengFenPattern | null, out: Candidate[]): void {
  const jokers = ix.wild.length;
  const best = new Map<number, FullHouse>();
  const lowest = lead !== null && lead.category === "H" ? lead.rank + 1 : LOWEST;
  for (let t = TWO; t >= lowest; t--) {
    const most = Math.min(3, ix.counts[t] as number);
    const fewest = Math.max(t === TWO ? 0 : 1, 3 - jokers); // only jokers: a triple of 2s
    for (let real = most; real >= fewest; real--) {
      const spare = jokers - (3 - real);
      const base = (real > 0 ? real * rankDigit(t) : 0) + (3 - real) * JOKER_DIGIT;
      const left = (r: number): number => (ix.counts[r] as number) - (r === t ? real : 0);
      const add = (key: number, x: number, y: number, suit = -1): void => {
        if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x, y, suit });
      };
      if (spare >= 2) add(base + 2 * JOKER_DIGIT, 0, 0); // two jokers: a pair
      for (let y = LOWEST; y <= TWO; y++) {
        const ly = left(y);
        if (ly >= 1 && spare >= 1) add(base + JOKER_DIGIT + rankDigit(y), y, 0); // joker + card: a pair
        if (ly >= 2) add(base + 2 * rankDigit(y), y, y); // a pair
        if (y > 3 && ly >= 1 && left(3) >= 1) add(base + rankDigit(3) + rankDigit(y), 3, y); // a three + any card
      }
      for (let x = LOWEST; x < TWO; x++) {
        if (left(x) < 1 || left(x + 1) < 1) continue;
        for (let suit = 0; suit < 4; suit++) {
          const row = suit * RANK_SLOTS;
          if ((ix.suitCounts[row + x] as number) > 0 && (ix.suitCounts[row + x + 1] as number) > 0) {
            add(base + rankDigit(x) + rankDigit(x + 1), x, x + 1, suit); // adjacent, one suit
            break;
          }
        }
      }
      for (const [x, y] of COUNTING_PAIRS) {
        if (left(x) >= 1 && left(y) >= 1) add(base + rankDigit(x) + rankDigit(y), x, y); // two counting cards
      }
    }
  }
  for (const h of best.values()) out.push({ category: "H", rank: h.triple, length: 5, codes: fullHouseCodes(ix, h) });
}

const COUNTING_PAIRS: readonly (readonly [number, number])[] = [[5, 10], [5, 13], [10, 13]];

function fullHouseCodes(ix: HandIndex, h: FullHouse): number[] {
  const codes: number[] = [];
  let wild = 3 - h.realInTriple;
  if (h.suit >= 0) {
    const a = codeAt(h.suit, h.x);
    const b = codeAt(h.suit, h.y);
    codes.push(a, b);
    takeRank(codes, ix, h.triple, h.realInTriple, h.triple === h.x ? a : h.triple === h.y ? b : -1);
  } else {
    // Real cards per rank: the triple's and the extra cards', taken together so none is taken twice.
    const need = new Map<number, number>();
    if (h.realInTriple > 0) need.set(h.triple, h.realInTriple);
    for (const r of [h.x, h.y]) {
      if (r === 0) wild++;
      else need.set(r, (need.get(r) ?? 0) + 1);
    }
    for (const [r, k] of need) takeRank(codes, ix, r, k);
  }
  takeJokers(codes, ix, wild);
  return codes;
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
 * Every candidate of `hand` (card codes) that may be led (`lead` null) or
 * that beats `lead`. Candidates come grouped by category, A to J.
 */
export function candidates(hand: readonly number[], lead: ZhengFenPattern | null): Candidate[] {
  const ix = indexHand(hand);
  const want = wantFor(lead);
  const out: Candidate[] = [];
  const open = (c: ZhengFenCategory): boolean => lead === null || (lead.category === c && c !== "J");
  if (open("A")) singles(ix, want, out);
  if (open("B")) sets(ix, 2, "B", want, out);
  if (open("C")) sets(ix, 3, "C", want, out);
  if (open("D")) sets(ix, 4, "D", want, out);
  if (open("E")) runs(ix, 2, "E", want, out);
  if (open("F")) runs(ix, 3, "F", want, out);
  if (open("G")) runs(ix, 4, "G", want, out);
  if (open("H")) fullHouses(ix, lead, out);
  if (open("I")) suitRuns(ix, want, out);
  specials(ix, want, out);
  return out;
}
