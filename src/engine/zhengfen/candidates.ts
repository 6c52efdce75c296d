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
 * replace real cards is a shape of its own; those come in a second pass,
 * after every run that spends no joker it does not need.
 */
function runs(ix: HandIndex, width: number, category: ZhengFenCategory, want: Want, out: Candidate[], cap: number): void {
  const jokers = ix.wild.length;
  const used = new Uint8Array(RANK_SLOTS);
  let emitted = 0;
  let secondPass = false;
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
    emitted++;
  };
  const spread = (lo: number, hi: number, r: number, budget: number, replaced: number): void => {
    if (emitted >= cap) return;
    if (r > hi) {
      if (secondPass === replaced > 0) emit(lo, hi);
      return;
    }
    const avail = Math.min(width, ix.counts[r] as number);
    let least = Math.max(0, avail - budget);
    if (r === lo && hi !== TWO) least = Math.max(least, 1);
    for (let m = avail; m >= least; m--) {
      used[r] = m;
      spread(lo, hi, r + 1, budget - (avail - m), replaced + avail - m);
    }
  };
  for (const pass of [false, true]) {
    secondPass = pass;
    for (let lo = LOWEST; lo <= TWO - 2; lo++) {
      let deficit = 0;
      for (let hi = lo; hi <= TWO; hi++) {
        deficit += width - Math.min(width, ix.counts[hi] as number);
        if (deficit > jokers) break;
        const units = hi - lo + 1;
        if (units < 3) continue;
        if ((ix.counts[lo] as number) === 0 && hi !== TWO) continue;
        if (pass && deficit === jokers) continue; // no joker to spare
        if (!want(category, hi, units * width)) continue;
        spread(lo, hi, lo, pass ? jokers - deficit : 0, 0);
      }
    }
  }
}

/**
 * I: five or more cards of one suit in sequence, jokers filling gaps; in a
 * second pass, spare jokers also replacing cards. The same shape in another
 * suit is the same candidate.
 */
function suitRuns(ix: HandIndex, want: Want, out: Candidate[], cap: number): void {
  const jokers = ix.wild.length;
  const seen = new Set<number>();
  const present: number[] = [];
  // Ranks held in each suit, as bit masks (bit r − 3).
  const masks = [0, 1, 2, 3].map((suit) => {
    let m = 0;
    for (let r = LOWEST; r <= TWO; r++) if ((ix.suitCounts[suit * RANK_SLOTS + r] as number) > 0) m |= 1 << (r - LOWEST);
    return m;
  });
  const scan = (suit: number, replace: boolean): void => {
    const held = masks[suit] as number;
    const has = (r: number): boolean => (held & (1 << (r - LOWEST))) !== 0;
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
        const window = ((1 << length) - 1) << (lo - LOWEST);
        // Real cards that a spare joker may replace.
        present.length = 0;
        for (let r = lo; r <= hi; r++) if (has(r) && !(keepLow && r === lo)) present.push(r);
        const drop = (from: number, budget: number, kept: number): void => {
          if (seen.size >= cap) return;
          // A set of ranks an earlier suit also holds in this window was
          // explored there, and so was everything dropped from it.
          for (let s = 0; s < suit; s++) if ((kept & ~((masks[s] as number) & window)) === 0) return;
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
        drop(0, replace ? jokers - missing : 0, held & window);
      }
    }
  };
  for (let suit = 0; suit < 4; suit++) scan(suit, false);
  for (let suit = 0; suit < 4; suit++) scan(suit, true);
}

/** Joker digit in the shape key of a full house. */
const JOKER_KEY = LITTLE;

/**
 * The shape of a five-card set as one small integer: its ranks (a joker
 * counts as 16) sorted and packed five bits each, so shapes dedupe in a Map
 * with small-integer keys.
 */
function shapeKey5(a: number, b: number, c: number, d: number, e: number): number {
  // A sorting network on locals: this runs for every full house tried.
  let t: number;
  if (a > b) { t = a; a = b; b = t; }
  if (d > e) { t = d; d = e; e = t; }
  if (c > e) { t = c; c = e; e = t; }
  if (c > d) { t = c; c = d; d = t; }
  if (a > d) { t = a; a = d; d = t; }
  if (a > c) { t = a; a = c; c = t; }
  if (b > e) { t = b; b = e; e = t; }
  if (b > d) { t = b; b = d; d = t; }
  if (b > c) { t = b; b = c; c = t; }
  return (((a * 32 + b) * 32 + c) * 32 + d) * 32 + e;
}

interface FullHouse {
  readonly triple: number;
  readonly realInTriple: number;
  /** Real ranks of the two extra cards (0 for a joker). */
  readonly x: number;
  readonly y: number;
  /** Suit of the two extra cards when they are the adjacent-suited pair, else -1. */
  readonly suit: number;
}

const COUNTING_PAIRS: readonly (readonly [number, number])[] = [[5, 10], [5, 13], [10, 13]];

/**
 * H: every triple (real cards and jokers) with every kind of extra two cards
 * the seed allows. Different splits of the same cards give the same shape;
 * triples are tried from the highest down so a shape keeps its highest.
 */
function fullHouses(ix: HandIndex, lead: ZhengFenPattern | null, out: Candidate[], cap: number): void {
  const jokers = ix.wild.length;
  const best = new Map<number, FullHouse>();
  const left = ix.counts.slice();
  const lowest = lead !== null && lead.category === "H" ? lead.rank + 1 : LOWEST;
  const J = JOKER_KEY;
  // Stopping early keeps every shape found at its highest: higher triples come first.
  for (let t = TWO; t >= lowest && best.size < cap; t--) {
    const most = Math.min(3, ix.counts[t] as number);
    const fewest = Math.max(t === TWO ? 0 : 1, 3 - jokers); // only jokers: a triple of 2s
    for (let real = most; real >= fewest; real--) {
      const spare = jokers - (3 - real);
      left[t] = (ix.counts[t] as number) - real;
      // The triple's three ranks, jokers as 16.
      const t1 = real >= 1 ? t : J;
      const t2 = real >= 2 ? t : J;
      const t3 = real >= 3 ? t : J;
      let key: number;
      if (spare >= 2) {
        key = shapeKey5(t1, t2, t3, J, J); // two jokers: a pair
        if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x: 0, y: 0, suit: -1 });
      }
      const threes = left[3] as number;
      for (let y = LOWEST; y <= TWO; y++) {
        const ly = left[y] as number;
        if (ly === 0) continue;
        if (spare >= 1) {
          key = shapeKey5(t1, t2, t3, J, y); // joker + card: a pair
          if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x: y, y: 0, suit: -1 });
        }
        if (ly >= 2) {
          key = shapeKey5(t1, t2, t3, y, y); // a pair
          if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x: y, y, suit: -1 });
        }
        if (y > 3 && threes >= 1) {
          key = shapeKey5(t1, t2, t3, 3, y); // a three + any card
          if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x: 3, y, suit: -1 });
        }
      }
      for (let x = LOWEST; x < TWO; x++) {
        if ((left[x] as number) < 1 || (left[x + 1] as number) < 1) continue;
        for (let suit = 0; suit < 4; suit++) {
          const row = suit * RANK_SLOTS;
          if ((ix.suitCounts[row + x] as number) > 0 && (ix.suitCounts[row + x + 1] as number) > 0) {
            key = shapeKey5(t1, t2, t3, x, x + 1); // adjacent, one suit
            if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x, y: x + 1, suit });
            break;
          }
        }
      }
      for (const [x, y] of COUNTING_PAIRS) {
        if ((left[x] as number) >= 1 && (left[y] as number) >= 1) {
          key = shapeKey5(t1, t2, t3, x, y); // two counting cards
          if (!best.has(key)) best.set(key, { triple: t, realInTriple: real, x, y, suit: -1 });
        }
      }
      left[t] = ix.counts[t] as number;
    }
  }
  for (const h of best.values()) out.push({ category: "H", rank: h.triple, length: 5, codes: fullHouseCodes(ix, h) });
}

function fullHouseCodes(ix: HandIndex, h: FullHouse): number[] {
  const codes: number[] = [];
  let wild = 3 - h.realInTriple;
  if (h.suit >= 0) {
    const a = codeAt(h.suit, h.x);
    const b = codeAt(h.suit, h.y);
    codes.push(a, b);
    takeRank(codes, ix, h.triple, h.realInTriple, h.triple === h.x ? a : h.triple === h.y ? b : -1);
  } else {
    // Real cards per rank, the triple's and the extra cards' taken together so none is taken twice.
    const { triple, x, y } = h;
    let nt = h.realInTriple;
    let nx = 0;
    let ny = 0;
    if (x === 0) wild++;
    else if (x === triple) nt++;
    else nx++;
    if (y === 0) wild++;
    else if (y === triple) nt++;
    else if (y === x) nx++;
    else ny++;
    if (nt > 0) takeRank(codes, ix, triple, nt);
    if (nx > 0) takeRank(codes, ix, x, nx);
    if (ny > 0) takeRank(codes, ix, y, ny);
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
