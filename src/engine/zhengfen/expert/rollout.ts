/**
 * How every seat plays the rest of a sampled Zheng Fen deal in a rollout:
 * strong's weighing (shed the hand in as few plays as it can, race the
 * others out, take points it is likely to keep, keep jokers, 2s and
 * specials) over plays found from rank counts alone. Strong's generator of
 * every legal play costs tens of microseconds a call, too much for the
 * thousands of moves a search plays; this one knows sets, runs of pairs and
 * of triples, full houses (a triple and a pair), suit runs and specials,
 * with real cards only (jokers play as themselves, singles). Each seat
 * knows its own hand and the cards played, never another hand.
 */
import { type ZhengFenCategory, type ZhengFenPattern, SPECIAL_FOUR_TWOS, SPECIAL_MIXED, SPECIAL_SUITED, beats, readings } from "../combos";
import { BIG, LITTLE, LOWEST, RANK_SLOTS, TWO, ZF_RANK, ZF_SUIT, codeAt, isCountingRank } from "../ranks";
import type { ZSim } from "./world";

export interface ZMove {
  readonly codes: readonly number[];
  readonly pattern: ZhengFenPattern;
}

export function zRollout(sim: ZSim): void {
  while (!sim.over) {
    const seat = sim.turn;
    const m = zChoose(sim, seat);
    if (m === null) sim.pass(seat);
    else sim.play(seat, m.codes, m.pattern);
  }
}

/** A play found from counts: its pattern and the ranks it spends (cards are picked when it is chosen). */
interface Option {
  readonly category: ZhengFenCategory;
  readonly rank: number;
  readonly length: number;
  /** Cards spent per rank, for ranks from..to (a set: one rank). */
  readonly from: number;
  readonly to: number;
  readonly width: number;
  /** A full house's pair. */
  readonly pair: number;
  /** A suit run's suit, or -1. */
  readonly suit: number;
  /** A special's cards. */
  readonly codes: readonly number[] | null;
}

const mine = new Uint8Array(RANK_SLOTS);
const outside = new Int32Array(RANK_SLOTS);
const suited = new Uint8Array(4 * RANK_SLOTS);

function option(category: ZhengFenCategory, rank: number, length: number, from: number, to: number, width: number, pair = 0, suit = -1, codes: readonly number[] | null = null): Option {
  return { category, rank, length, from, to, width, pair, suit, codes };
}

/** Plays of `hand` (counts in `mine`), of one category or all. */
function options(only: ZhengFenCategory | null): Option[] {
  const out: Option[] = [];
  for (let r = LOWEST; r <= BIG; r++) {
    const n = mine[r] as number;
    if (n === 0) continue;
    if ((only === null || only === "A")) out.push(option("A", r, 1, r, r, 1));
    if (r > TWO) continue;
    if (n >= 2 && (only === null || only === "B")) out.push(option("B", r, 2, r, r, 2));
    if (n >= 3 && (only === null || only === "C")) out.push(option("C", r, 3, r, r, 3));
    if (n >= 4 && r !== TWO && (only === null || only === "D")) out.push(option("D", r, 4, r, r, 4));
  }
  for (const [w, c] of [[2, "E"], [3, "F"], [4, "G"]] as const) {
    if (only !== null && only !== c) continue;
    // Runs of three ranks or more, each with w cards: every run ending at each top, from the shortest.
    let start = -1;
    for (let r = LOWEST; r <= TWO + 1; r++) {
      const ok = r <= TWO && (mine[r] as number) >= w;
      if (ok && start < 0) start = r;
      if (!ok && start >= 0) {
        for (let top = start + 2; top < r; top++) {
          out.push(option(c, top, 3 * w, top - 2, top, w));
          if (top - start + 1 > 3) out.push(option(c, top, (top - start + 1) * w, start, top, w));
        }
        start = -1;
      }
    }
  }
  if ((only === null || only === "H")) {
    let pair = 0;
    for (let r = LOWEST; r <= TWO && pair === 0; r++) if ((mine[r] as number) === 2) pair = r;
    for (let r = LOWEST; r <= TWO && pair === 0; r++) if ((mine[r] as number) >= 2) pair = r;
    if (pair > 0) {
      for (let r = LOWEST; r <= TWO; r++) {
        if (r !== pair && (mine[r] as number) >= 3) out.push(option("H", r, 5, r, r, 3, pair));
      }
    }
  }
  if ((only === null || only === "I")) {
    for (let s = 0; s < 4; s++) {
      let start = -1;
      for (let r = LOWEST; r <= TWO + 1; r++) {
        const ok = r <= TWO && (suited[s * RANK_SLOTS + r] as number) > 0;
        if (ok && start < 0) start = r;
        if (!ok && start >= 0) {
          if (r - start >= 5) out.push(option("I", r - 1, r - start, start, r - 1, 1, 0, s));
          start = -1;
        }
      }
    }
  }
  // Specials answer anything; they are never led here.
  if (only !== null) {
    if ((mine[TWO] as number) >= 4) out.push(option("J", SPECIAL_FOUR_TWOS, 4, TWO, TWO, 4));
    if ((mine[5] as number) > 0 && (mine[10] as number) > 0 && (mine[13] as number) > 0) {
      let s5 = -1;
      for (let s = 0; s < 4 && s5 < 0; s++) {
        if ((suited[s * RANK_SLOTS + 5] as number) > 0 && (suited[s * RANK_SLOTS + 10] as number) > 0 && (suited[s * RANK_SLOTS + 13] as number) > 0) s5 = s;
      }
      if (s5 >= 0) out.push(option("J", SPECIAL_SUITED, 3, 0, 0, 0, 0, s5, [codeAt(s5, 5), codeAt(s5, 10), codeAt(s5, 13)]));
      else out.push(option("J", SPECIAL_MIXED, 3, 0, 0, 0, 0, -1, null));
    }
  }
  return out;
}

function pick(hand: readonly number[], used: Uint8Array, out: number[], rank: number, k: number, suit: number): void {
  for (let i = 0; i < hand.length && k > 0; i++) {
    const c = hand[i] as number;
    if (used[i] || ZF_RANK[c] !== rank || (suit >= 0 && ZF_SUIT[c] !== suit)) continue;
    used[i] = 1;
    out.push(c);
    k--;
  }
}

/** The cards of an option, from the hand. */
function cardsOf(hand: readonly number[], o: Option): number[] {
  if (o.codes) return o.codes.slice();
  const out: number[] = [];
  const used = new Uint8Array(hand.length);
  if (o.category === "J" && o.rank === SPECIAL_MIXED) {
    pick(hand, used, out, 5, 1, -1);
    pick(hand, used, out, 10, 1, -1);
    pick(hand, used, out, 13, 1, -1);
    return out;
  }
  for (let r = o.from; r <= o.to; r++) pick(hand, used, out, r, o.width, o.suit);
  if (o.pair) pick(hand, used, out, o.pair, 2, -1);
  return out;
}

/** Plays left to empty a hand, roughly (strong's count): one per rank, runs of pairs as one. */
function movesLeft(counts: ArrayLike<number>): number {
  let moves = 0;
  for (let r = 0; r < RANK_SLOTS; r++) if ((counts[r] as number) > 0) moves++;
  let run = 0;
  for (let r = 3; r <= TWO; r++) {
    if ((counts[r] as number) >= 2) run++;
    else {
      if (run >= 3) moves -= run - 1;
      run = 0;
    }
  }
  if (run >= 3) moves -= run - 1;
  return moves;
}

/** Could the outside cards beat this in its category? (Jokers outside stand in, as strong reckons.) */
function beatable(o: Option, jokersOut: number): boolean {
  const w = o.width;
  switch (o.category) {
    case "J":
      return false;
    case "A":
      for (let r = o.rank + 1; r <= BIG; r++) if ((outside[r] as number) > 0) return true;
      return false;
    case "B":
    case "C":
    case "D":
      for (let r = o.rank + 1; r <= TWO; r++) if ((outside[r] as number) + jokersOut >= w) return true;
      return false;
    default: {
      // A run or full house: is there a higher top with enough cards outside for its top set?
      for (let r = o.rank + 1; r <= TWO; r++) if ((outside[r] as number) + jokersOut >= w) return true;
      return false;
    }
  }
}

/** The option's cards as (rank, count) pairs, into `into` (ranks at even places); returns the pairs' length. */
function spent(o: Option, into: Int32Array): number {
  let k = 0;
  if (o.category === "J") {
    if (o.rank === SPECIAL_FOUR_TWOS) {
      into[k++] = TWO;
      into[k++] = 4;
    } else {
      for (const r of [5, 10, 13]) {
        into[k++] = r;
        into[k++] = 1;
      }
    }
    return k;
  }
  for (let r = o.from; r <= o.to; r++) {
    into[k++] = r;
    into[k++] = o.width;
  }
  if (o.pair) {
    into[k++] = o.pair;
    into[k++] = 2;
  }
  return k;
}

const pairs = new Int32Array(64);

/** Could this hand (counts in `mine`) be one combination? Few ranks, or one suit run. */
function mayGoOut(hand: readonly number[], moves: number): boolean {
  if (moves <= 2 || hand.length <= 3) return true;
  if (hand.length < 5) return false;
  const s = ZF_SUIT[hand[0] as number];
  for (const c of hand) if (ZF_SUIT[c] !== s && (ZF_RANK[c] as number) <= TWO) return false;
  return true;
}

export function zChoose(sim: ZSim, seat: number): ZMove | null {
  const hand = sim.hands[seat] as number[];
  const current = sim.current;
  mine.fill(0);
  suited.fill(0);
  for (const c of hand) {
    const r = ZF_RANK[c] as number;
    mine[r] = (mine[r] as number) + 1;
    if (r <= TWO) suited[(ZF_SUIT[c] as number) * RANK_SLOTS + r] = (suited[(ZF_SUIT[c] as number) * RANK_SLOTS + r] as number) + 1;
  }
  const before = movesLeft(mine);
  // Out in one play.
  if (mayGoOut(hand, before)) {
    for (const p of readings(hand)) if (current === null || beats(p, current)) return { codes: hand.slice(), pattern: p };
  }
  // What the others hold, counted from what is left in all hands.
  outside.fill(0);
  let fewest = Infinity;
  let othersIn = 0;
  for (let s = 0; s < sim.players; s++) {
    if (s === seat) continue;
    const h = sim.hands[s] as number[];
    if (h.length === 0) continue;
    othersIn++;
    fewest = Math.min(fewest, h.length);
    for (const c of h) outside[ZF_RANK[c] as number] = (outside[ZF_RANK[c] as number] as number) + 1;
  }
  const jokersOut = (outside[LITTLE] as number) + (outside[BIG] as number);
  const specialOut = (outside[TWO] as number) >= 4 || ((outside[5] as number) > 0 && (outside[10] as number) > 0 && (outside[13] as number) > 0);
  const leading = current === null;
  const list = options(leading ? null : current.category);
  const pressure = fewest <= 3 ? 2 : fewest <= 6 ? 1.4 : 1;
  const race = (hand.length > fewest ? 1.3 : 1) * pressure * 2.2;
  const keep5 = (mine[5] as number) > 0 && (mine[10] as number) > 0 && (mine[13] as number) > 0;
  const twos = mine[TWO] as number;
  let best: Option | null = null;
  let bestV = leading ? -Infinity : 0;
  for (const o of list) {
    if (!leading && !beats(o, current)) continue;
    const k = spent(o, pairs);
    let spend = 0;
    let pts = 0;
    let used = 0;
    for (let i = 0; i < k; i += 2) {
      const r = pairs[i] as number;
      const n = pairs[i + 1] as number;
      mine[r] = (mine[r] as number) - n;
      used += n;
      if (r > TWO) spend += 7 * n;
      else if (r === TWO) spend += (twos >= 4 ? 12 : 3) * n;
      else if (r >= 12) spend += (r - 11) * 0.8 * n;
      if (isCountingRank(r)) pts += (r === 5 ? 5 : 10) * n;
      if (keep5 && (r === 5 || r === 10 || r === 13)) spend += 9 * n;
    }
    const after = movesLeft(mine);
    for (let i = 0; i < k; i += 2) mine[pairs[i] as number] = (mine[pairs[i] as number] as number) + (pairs[i + 1] as number);
    if (o.category === "J") spend = 30 + o.rank * 8;
    let v: number;
    if (used === hand.length) v = 1000;
    else {
      let q = othersIn === 0 ? 0 : beatable(o, jokersOut) ? (o.category === "A" ? 0.7 : o.category === "B" ? 0.55 : 0.4) : 0;
      if (othersIn > 0 && o.category !== "J" && specialOut) q = 1 - (1 - q) * 0.85;
      const trick = sim.trickPoints + pts;
      v = (before - after) * race - spend + (1 - q) * (trick + 3) - q * pts * 1.2 + (1 - q) * 2;
      if (o.category !== "J") v += Math.max(0, 9 - o.rank) * 0.25 * (leading ? 1 : 0.5);
    }
    v += sim.noise();
    if (v > bestV + 1e-9) {
      bestV = v;
      best = o;
    }
  }
  if (best === null) return null;
  return { codes: cardsOf(hand, best), pattern: { category: best.category, rank: best.rank, length: best.length } };
}
