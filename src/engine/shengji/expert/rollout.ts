/**
 * The rollout policy: how every seat plays the rest of a sampled hand.
 * `strong` costs a fraction of a millisecond a move, too much for the
 * thousands of moves a search plays per decision, so rollouts use a
 * trimmed player of the same ideas that costs a few microseconds: each
 * seat knows its own hand, the cards played and the suits shown out of
 * (never another hand, even though the world holds them all), and weighs
 * a short list of plays by strong's measure (single.ts): the trick's
 * points times its side's chance of keeping it, the kitty on the last
 * trick, less what the cards spent were worth keeping.
 * - Single cards (leads and follows to a single): a few cards of each
 *   suit (its top ones, its lowest, its points), every trump when ruffing.
 * - Sets and tractors it leads: each suit's highest pair (or tractor from
 *   it), by the chance nobody on the other side holds a higher pair or
 *   ruffs.
 * - Follows to several cards: its pairs or cheapest cards in the suit, or
 *   when short of it its suit cards filled with its cheapest cards, its
 *   points, or a trump answer, by a rougher chance of keeping the trick.
 */
import { type CardCode, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import { legalFollows } from "../follow";
import { type Lead, takes } from "../trick";
import { type EffectiveSuit, NO_LEVEL, TRUMP } from "../trump";
import { type Sight, bestSingle, keep, sightOf, singleValue } from "./single";
import type { Sim } from "./world";

/** Plays the hand to its end. */
export function rollout(sim: Sim): void {
  while (!sim.over) {
    const seat = sim.turn();
    sim.play(seat, choose(sim, seat));
  }
}

/** The policy's play for `seat`, whose turn it is. */
export function choose(sim: Sim, seat: Seat): CardCode[] {
  if (sim.plays.length === 0) return liteLead(sim, seat);
  const lead = sim.lead as Lead;
  if (lead.size === 1) return [followSingle(sim, seat, lead.suit)];
  return liteMany(sim, seat, lead);
}

/** This seat's cards of a suit, strongest first (one entry per card). */
function suitCards(sim: Sim, seat: Seat, suit: EffectiveSuit): CardCode[] {
  const out: CardCode[] = [];
  for (const c of sim.tb.suitCodes[suit] as readonly CardCode[]) for (let i = sim.count(seat, c); i > 0; i--) out.push(c);
  return out;
}

/** A suit's cards worth weighing as a single: its two highest, its lowest, its lowest without points, its most points. */
function shortSuit(sim: Sim, seat: Seat, suit: EffectiveSuit, out: CardCode[]): void {
  const t = sim.tb.t;
  let first = -1;
  let second = -1;
  let lowest = -1;
  let lowestPlain = -1;
  let points = -1;
  for (const c of sim.tb.suitCodes[suit] as readonly CardCode[]) {
    if (sim.count(seat, c) === 0) continue;
    if (first < 0) first = c;
    else if (second < 0 && t.strength[c] !== t.strength[first]) second = c;
    lowest = c;
    if (pointsOfCode(c) === 0) lowestPlain = c;
    if (pointsOfCode(c) > 0 && (points < 0 || pointsOfCode(c) > pointsOfCode(points))) points = c;
  }
  for (const c of [first, second, lowest, lowestPlain, points]) if (c >= 0 && !out.includes(c)) out.push(c);
}

/** Single leads worth weighing: a few of each suit's cards. */
function leadShortlist(sim: Sim, seat: Seat): CardCode[] {
  const out: CardCode[] = [];
  for (let s = 0 as EffectiveSuit; s <= TRUMP; s = (s + 1) as EffectiveSuit) shortSuit(sim, seat, s, out);
  return out;
}

function followSingle(sim: Sim, seat: Seat, led: EffectiveSuit): CardCode {
  const out: CardCode[] = [];
  shortSuit(sim, seat, led, out);
  if (out.length > 0) {
    // And the lowest card that beats the one winning, if the suit can.
    const t = sim.tb.t;
    const b = sim.bestCode;
    if (t.suit[b] === led) {
      let lowest = -1;
      for (const c of sim.tb.suitCodes[led] as readonly CardCode[]) {
        if ((t.strength[c] as number) <= (t.strength[b] as number)) break;
        if (sim.count(seat, c) > 0) lowest = c;
      }
      if (lowest >= 0 && !out.includes(lowest)) out.push(lowest);
    }
    return bestSingle(sim, seat, out);
  }
  // Out of the suit: every trump (to ruff, or over-ruff, as cheaply as will do), and a few of each side suit.
  out.push(...suitCards(sim, seat, TRUMP));
  for (let s = 0 as EffectiveSuit; s < TRUMP; s = (s + 1) as EffectiveSuit) shortSuit(sim, seat, s, out);
  return bestSingle(sim, seat, out);
}

/** Leads weighed by value: every single, and each suit's best set or tractor. */
function liteLead(sim: Sim, seat: Seat): CardCode[] {
  const v = sightOf(sim, seat);
  const single = bestSingle(sim, seat, leadShortlist(sim, seat), v);
  const t = sim.tb.t;
  const n = sim.tb.players;
  let best: CardCode[] = [single];
  let bestV = singleValue(v, single);
  for (let suit = 0 as EffectiveSuit; suit <= TRUMP; suit = (suit + 1) as EffectiveSuit) {
    const mine = suitCards(sim, seat, suit);
    let at = -1;
    for (let i = 0; i + 1 < mine.length; i++) {
      if (mine[i] === mine[i + 1]) {
        at = i;
        break;
      }
    }
    if (at < 0) continue;
    const c = mine[at] as CardCode;
    const cards = tractorFrom(sim, seat, mine, at) ?? [c, c];
    // Chance nobody on the other side beats the set: a higher pair outside, or a ruff.
    let higherPairs = 0;
    for (const x of sim.tb.suitCodes[suit] as readonly CardCode[]) {
      if ((t.strength[x] as number) <= (t.strength[c] as number)) break;
      if ((v.out[x] as number) >= 2) higherPairs++;
    }
    let p = 1;
    let later = 0;
    for (let k = 1; k < n; k++) {
      const r = (seat + k) % n;
      const friend = (v.mate[r] as number) >= 0.5;
      later += friend ? 1 + 5 * p : 1 + 4 * (1 - p);
      if (friend) continue;
      const f = v.share(r);
      let beat = cards.length > 2 ? 0 : Math.min(1, higherPairs * f * f);
      if (suit !== TRUMP && sim.isVoid(r, suit) && !sim.isVoid(r, TRUMP)) beat = Math.max(beat, 0.5);
      p *= 1 - beat;
    }
    let keepCost = 0;
    let pts = 0;
    for (const x of cards) {
      keepCost += keep(v, x);
      pts += pointsOfCode(x);
    }
    let val = (2 * p - 1) * (pts + later * (cards.length / 2)) + 1.5 * p * (cards.length / 2) - keepCost + 2 * p;
    val += v.join(cards);
    val += sim.noise();
    if (val > bestV) {
      bestV = val;
      best = cards;
    }
  }
  return best;
}

/** A tractor of pairs starting at the pair at `i`, when this hand holds the next pair down. */
function tractorFrom(sim: Sim, seat: Seat, mine: readonly CardCode[], i: number): CardCode[] | null {
  const t = sim.tb.t;
  const min = sim.tb.rules.tractorMin;
  if (min.width > 2) return null;
  const first = mine[i] as CardCode;
  const chain: CardCode[] = [first];
  let level = t.level[first] as number;
  if (level === NO_LEVEL) return null;
  for (let j = i + 2; j + 1 < mine.length; j++) {
    const c = mine[j] as CardCode;
    const l = t.level[c] as number;
    if (l === level) continue;
    if (l !== level - 1 || mine[j + 1] !== c) break;
    chain.push(c);
    level = l;
    j++;
  }
  if (chain.length < Math.max(2, min.length)) return null;
  void seat;
  return chain.flatMap((c) => [c, c]);
}

/**
 * Following a lead of several cards, weighed: the trick's points times the
 * side's chance of keeping it (a rough one: such tricks are seldom beaten
 * twice), less what the cards were worth keeping.
 */
function liteMany(sim: Sim, seat: Seat, lead: Lead): CardCode[] {
  const t = sim.tb.t;
  const n = sim.tb.players;
  const inSuit = suitCards(sim, seat, lead.suit);
  const v = sightOf(sim, seat);
  let options: CardCode[][];
  if (inSuit.length <= lead.size) {
    const need = lead.size - inSuit.length;
    const rest = sim.codesOf(seat).filter((c) => t.suit[c] !== lead.suit);
    const byKeep = [...rest].sort((a, b) => keep(v, a) + pointsOfCode(a) * 2 - (keep(v, b) + pointsOfCode(b) * 2) || a - b);
    const byPoints = [...rest].sort((a, b) => pointsOfCode(b) - pointsOfCode(a) || keep(v, a) - keep(v, b) || a - b);
    const sideFirst = [...rest].sort((a, b) => (t.suit[a] === TRUMP ? 1 : 0) - (t.suit[b] === TRUMP ? 1 : 0) || keep(v, a) + pointsOfCode(a) * 2 - (keep(v, b) + pointsOfCode(b) * 2) || a - b);
    options = [inSuit.concat(byKeep.slice(0, need)), inSuit.concat(byPoints.slice(0, need)), inSuit.concat(sideFirst.slice(0, need))];
    if (inSuit.length === 0 && lead.suit !== TRUMP) {
      const ruff = ruffMany(sim, v, seat, lead);
      if (ruff) options.push(ruff);
    }
  } else {
    options = lead.size === 2 && lead.units.length === 1 ? pairFollows(sim, v, inSuit) : legalFollows(t, sim.tb.rules, lead, sim.codesOf(seat), 12).plays;
  }
  if (options.length === 1) return options[0] as CardCode[];
  const k = sim.plays.length;
  const last = k === n - 1;
  let opponentsLater = 0;
  let later = 0;
  for (let j = k + 1; j < n; j++) {
    const r = (sim.leader + j) % n;
    if ((v.mate[r] as number) < 0.5) opponentsLater++;
    later++;
  }
  const hold = last || opponentsLater === 0 ? 1 : 0.75;
  const ours = (v.mate[sim.winner] as number) >= 0.5;
  const lastTrick = (sim.sizes[seat] as number) === lead.size;
  let best = options[0] as CardCode[];
  let bestV = -Infinity;
  for (const o of options) {
    let cost = 0;
    let pts = 0;
    for (const c of o) {
      cost += keep(v, c);
      pts += pointsOfCode(c);
    }
    const mine = takes(t, sim.tb.rules, lead, sim.best as NonNullable<typeof sim.best>, o) !== null;
    const p = mine || ours ? hold : 1 - hold;
    const points = sim.trickPoints + pts + later * (1 + 4 * p) * (lead.size / 2);
    let val = (2 * p - 1) * points - cost + v.join(o);
    if (lastTrick) val += (v.makerSide ? -(1 - p) : p) * 20;
    val += sim.noise();
    if (val > bestV) {
      bestV = val;
      best = o;
    }
  }
  return best;
}

/** The cheapest trump answer that takes a multi-card lead; null if none. */
function ruffMany(sim: Sim, v: Sight, seat: Seat, lead: Lead): CardCode[] | null {
  const t = sim.tb.t;
  const trumps = suitCards(sim, seat, TRUMP);
  if (trumps.length < lead.size) return null;
  let options: CardCode[][];
  if (lead.units.length === 1 && lead.shape[0]?.length === 1) {
    const w = lead.size;
    options = [];
    for (let i = 0; i + w - 1 < trumps.length; i++) {
      const c = trumps[i] as CardCode;
      if (trumps[i + w - 1] === c && trumps[i - 1] !== c) options.push(Array.from({ length: w }, () => c));
    }
  } else {
    options = legalFollows(t, sim.tb.rules, lead, sim.codesOf(seat), 12).plays.filter((p) => p.every((c) => t.suit[c] === TRUMP));
  }
  let best: CardCode[] | null = null;
  let bestV = Infinity;
  for (const p of options) {
    if (takes(t, sim.tb.rules, lead, sim.best as NonNullable<typeof sim.best>, p) === null) continue;
    let cost = 0;
    for (const c of p) cost += keep(v, c);
    if (cost < bestV) {
      bestV = cost;
      best = p;
    }
  }
  return best;
}

/**
 * Follows to a pair from a hand with more than two cards of the suit: its
 * pairs if it can show one (every follow rule asks for a pair then; under
 * `eighty` a triple does not count), else two of its cards (the cheapest,
 * the highest, the most points).
 */
function pairFollows(sim: Sim, v: Sight, inSuit: readonly CardCode[]): CardCode[][] {
  const out: CardCode[][] = [];
  const rules = sim.tb.rules;
  const protect = rules.follow === "eighty";
  let must = false;
  for (let i = 0; i + 1 < inSuit.length; i++) {
    const c = inSuit[i] as CardCode;
    if (c !== inSuit[i + 1] || inSuit[i - 1] === c) continue;
    out.push([c, c]);
    let n = 2;
    while (inSuit[i + n] === c) n++;
    // A pair is owed unless the rules spare this set (001's triples, longer sets) or ask for no format at all.
    if (rules.follow !== "suit-only" && !(protect && n === 3) && !(rules.protectLongerSets && n > 2)) must = true;
  }
  if (must) return out;
  const byCost = [...inSuit].sort((a, b) => keep(v, a) - keep(v, b));
  out.push(byCost.slice(0, 2), inSuit.slice(0, 2));
  const byPoints = [...inSuit].sort((a, b) => pointsOfCode(b) - pointsOfCode(a) || keep(v, a) - keep(v, b));
  out.push(byPoints.slice(0, 2));
  return out;
}
