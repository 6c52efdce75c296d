/**
 * Generated full houses (H): every triple with every kind of extra two cards
 * the seed allows, one candidate per shape at its highest triple.
 */
import type { ZhengFenPattern } from "./combos";
import { takeJokers, takeRank } from "./hand-index";
import type { Candidate, HandIndex } from "./hand-index";
import { codeAt, LITTLE, LOWEST, RANK_SLOTS, TWO } from "./ranks";

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
export function fullHouses(ix: HandIndex, lead: ZhengFenPattern | null, out: Candidate[], cap: number): void {
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

