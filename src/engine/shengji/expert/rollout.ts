/**
 * The rollout policy: how every seat plays the rest of a sampled hand.
 * `strong` costs a fraction of a millisecond a move, too much for the
 * thousands of moves a search plays per decision, so rollouts use a
 * trimmed player of the same ideas that costs a few microseconds: each
 * seat knows its own hand, the cards played and the suits shown out of
 * (never another hand, even though the world holds them all), and
 * - leads a unit nobody can beat (a tractor, a pair, a top single) where no
 *   opponent can ruff, else a low card to a partner who can ruff, else a
 *   low card of its shortest side suit;
 * - follows: feeds points to a trick its side holds safely, takes a trick
 *   cheaply when it can keep it, ruffs tricks with points, and otherwise
 *   gives its cheapest card, keeping points back.
 */
import { type CardCode, CARD_CODES, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import { legalFollows } from "../follow";
import type { Lead } from "../trick";
import { takes } from "../trick";
import { type EffectiveSuit, NO_LEVEL, TRUMP } from "../trump";
import { bestSingle, keep, sightOf, singleValue } from "./single";
import type { Sim } from "./world";

const LITE = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.EXPERT_LITE !== "0";

/** Plays the hand to its end. */
export function rollout(sim: Sim): void {
  while (!sim.over) {
    const seat = sim.turn();
    sim.play(seat, choose(sim, seat));
  }
}

/** Cards of `c` this seat cannot account for: in other hands or (unless it is the maker) the kitty. */
function outside(sim: Sim, seat: Seat, c: CardCode): number {
  let n = (sim.tb.deck[c] as number) - (sim.played[c] as number) - sim.count(seat, c);
  if (seat === sim.tb.maker) n -= sim.kitty[c] as number;
  return n;
}

/** Whether `seat` believes `other` plays on its side. */
function partner(sim: Sim, seat: Seat, other: Seat): boolean {
  if (sim.tb.rules.teams === "fixed") return seat % 2 === other % 2;
  return sim.makers[seat] === sim.makers[other];
}

/** Could a card of `suit` stronger than `strength` (a set of `width` of it) lie outside this seat's hand? */
function strongerOutside(sim: Sim, seat: Seat, suit: EffectiveSuit, strength: number, width: number): boolean {
  const t = sim.tb.t;
  for (const c of sim.tb.suitCodes[suit] as readonly CardCode[]) {
    if ((t.strength[c] as number) <= strength) return false;
    if (outside(sim, seat, c) >= width) return true;
  }
  return false;
}

/** What giving up a card costs this seat: trumps, high cards, points and pairs are dear. */
function cost(sim: Sim, seat: Seat, c: CardCode): number {
  const t = sim.tb.t;
  return (t.suit[c] === TRUMP ? 20 : 0) + (t.strength[c] as number) + pointsOfCode(c) * 3 + (sim.count(seat, c) >= 2 ? PAIR_COST : 0);
}

const PAIR_COST = Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.EXPERT_PAIR ?? 5);

/** This seat's cards of a suit, strongest first (one entry per card). */
function suitCards(sim: Sim, seat: Seat, suit: EffectiveSuit): CardCode[] {
  const out: CardCode[] = [];
  for (const c of sim.tb.suitCodes[suit] as readonly CardCode[]) for (let i = sim.count(seat, c); i > 0; i--) out.push(c);
  return out;
}

export function choose(sim: Sim, seat: Seat): CardCode[] {
  if (sim.plays.length === 0) return chooseLead(sim, seat);
  const lead = sim.lead as Lead;
  if (lead.size === 1) return [followSingle(sim, seat, lead.suit)];
  return followMany(sim, seat, lead);
}

/** Seats still to play after `seat` in this trick. */
function laterSeats(sim: Sim, seat: Seat): Seat[] {
  const out: Seat[] = [];
  const n = sim.tb.players;
  for (let k = sim.plays.length + 1; k < n; k++) out.push((sim.leader + k) % n);
  void seat;
  return out;
}

/** Would a card `c` now winning be kept against the seats still to play (as `seat` sees it)? */
function safe(sim: Sim, seat: Seat, c: CardCode, led: EffectiveSuit, later: readonly Seat[]): boolean {
  const t = sim.tb.t;
  const s = t.suit[c] as EffectiveSuit;
  // 0 not yet known, 1 no stronger card outside, 2 one may be.
  let higher = 0;
  for (const q of later) {
    if (partner(sim, seat, q)) continue;
    const outOfLed = sim.isVoid(q, led);
    let beatable: boolean;
    if (s !== TRUMP) beatable = outOfLed ? !sim.isVoid(q, TRUMP) : true;
    else if (led !== TRUMP) beatable = outOfLed && !sim.isVoid(q, TRUMP);
    else beatable = !outOfLed;
    if (!beatable) continue;
    if (s !== TRUMP && outOfLed) return false;
    if (higher === 0) higher = strongerOutside(sim, seat, s, t.strength[c] as number, 1) ? 2 : 1;
    if (higher === 2) return false;
  }
  return true;
}

function followSingle(sim: Sim, seat: Seat, led: EffectiveSuit): CardCode {
  if (LITE) {
    const mine = suitCards(sim, seat, led);
    return bestSingle(sim, seat, mine.length > 0 ? mine : sim.codesOf(seat));
  }
  const t = sim.tb.t;
  const later = laterSeats(sim, seat);
  const last = later.length === 0;
  const b = sim.bestCode;
  const ours = partner(sim, seat, sim.winner);
  const held = ours && (last || safe(sim, seat, b, led, later));
  const mine = suitCards(sim, seat, led);
  if (mine.length > 0) {
    if (held) return mostPoints(sim, seat, mine);
    if (t.suit[b] === led) {
      // The lowest card that takes the trick, if it would be kept.
      for (let i = mine.length - 1; i >= 0; i--) {
        const c = mine[i] as CardCode;
        if ((t.strength[c] as number) > (t.strength[b] as number)) {
          if (last || safe(sim, seat, c, led, later)) return c;
          break;
        }
      }
    }
    return cheapest(sim, seat, mine);
  }
  const rest = sim.codesOf(seat);
  if (held) {
    const side = rest.filter((c) => t.suit[c] !== TRUMP);
    return side.length > 0 ? mostPoints(sim, seat, side) : cheapest(sim, seat, rest);
  }
  const trumps = suitCards(sim, seat, TRUMP);
  const worth = sim.trickPoints >= 5 || (!last && trumps.length >= 4) || (last && sim.trickPoints > 0);
  if (worth && trumps.length > 0) {
    const floor = t.suit[b] === TRUMP ? (t.strength[b] as number) : -1;
    for (let i = trumps.length - 1; i >= 0; i--) {
      const c = trumps[i] as CardCode;
      if ((t.strength[c] as number) > floor) {
        if (last || safe(sim, seat, c, led, later) || sim.trickPoints >= 10) return c;
        break;
      }
    }
  }
  const side = rest.filter((c) => t.suit[c] !== TRUMP);
  return side.length > 0 ? shortSuitDiscard(sim, seat, side) : cheapest(sim, seat, rest);
}

function mostPoints(sim: Sim, seat: Seat, cards: readonly CardCode[]): CardCode {
  let best = cards[0] as CardCode;
  for (const c of cards) {
    const d = pointsOfCode(c) - pointsOfCode(best);
    if (d > 0 || (d === 0 && cost(sim, seat, c) < cost(sim, seat, best))) best = c;
  }
  return best;
}

function cheapest(sim: Sim, seat: Seat, cards: readonly CardCode[]): CardCode {
  let best = cards[0] as CardCode;
  for (const c of cards) if (cost(sim, seat, c) < cost(sim, seat, best)) best = c;
  return best;
}

/** A discard: the cheapest card, from the shortest side suit among equally cheap ones (to show out of it). */
function shortSuitDiscard(sim: Sim, seat: Seat, side: readonly CardCode[]): CardCode {
  const t = sim.tb.t;
  const len = [0, 0, 0, 0, 0];
  for (const c of side) len[t.suit[c] as number] = (len[t.suit[c] as number] as number) + 1;
  let best = side[0] as CardCode;
  let bestV = Infinity;
  for (const c of side) {
    const v = cost(sim, seat, c) + (len[t.suit[c] as number] as number) * 0.5;
    if (v < bestV) {
      bestV = v;
      best = c;
    }
  }
  void seat;
  return best;
}

function followMany(sim: Sim, seat: Seat, lead: Lead): CardCode[] {
  if (LITE) return liteMany(sim, seat, lead);
  const t = sim.tb.t;
  const ours = partner(sim, seat, sim.winner);
  const inSuit = suitCards(sim, seat, lead.suit);
  if (inSuit.length === 0 && !ours && lead.suit !== TRUMP) {
    const ruff = ruffMany(sim, seat, lead);
    if (ruff) return ruff;
  }
  if (inSuit.length <= lead.size) {
    // Every suit card goes in; the rest is filled with points for a partner's trick, else the cheapest cards.
    const rest = sim.codesOf(seat).filter((c) => t.suit[c] !== lead.suit);
    rest.sort(ours ? (a, b) => pointsOfCode(b) - pointsOfCode(a) || cost(sim, seat, a) - cost(sim, seat, b) : (a, b) => cost(sim, seat, a) - cost(sim, seat, b));
    return inSuit.concat(rest.slice(0, lead.size - inSuit.length));
  }
  const options = lead.size === 2 && lead.units.length === 1 ? pairFollows(sim, seat, inSuit) : legalFollows(t, sim.tb.rules, lead, sim.codesOf(seat), 12).plays;
  if (options.length === 1) return options[0] as CardCode[];
  const last = sim.plays.length === sim.tb.players - 1;
  let best = options[0] as CardCode[];
  let bestV = -Infinity;
  for (const p of options) {
    let c = 0;
    let pts = 0;
    for (const x of p) {
      c += cost(sim, seat, x);
      pts += pointsOfCode(x);
    }
    let v: number;
    if (ours) v = pts * 4 - c;
    else {
      const wins = takes(t, sim.tb.rules, lead, sim.best as NonNullable<typeof sim.best>, p) !== null;
      v = wins && (sim.trickPoints + pts >= 10 || last) ? 200 - c : -c - pts * 3;
    }
    if (v > bestV) {
      bestV = v;
      best = p;
    }
  }
  return best;
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
      const ruff = ruffMany(sim, seat, lead, true);
      if (ruff) options.push(ruff);
    }
  } else {
    options = lead.size === 2 && lead.units.length === 1 ? pairFollows(sim, seat, inSuit) : legalFollows(t, sim.tb.rules, lead, sim.codesOf(seat), 12).plays;
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
    if (val > bestV) {
      bestV = val;
      best = o;
    }
  }
  return best;
}

/** A trump answer that takes a multi-card lead worth it (ten points or more), the cheapest; null if none. */
function ruffMany(sim: Sim, seat: Seat, lead: Lead, always = false): CardCode[] | null {
  const t = sim.tb.t;
  const last = sim.plays.length === sim.tb.players - 1;
  if (!always && sim.trickPoints < 10 && !(last && sim.trickPoints > 0)) return null;
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
    let v = 0;
    for (const c of p) v += cost(sim, seat, c);
    if (v < bestV) {
      bestV = v;
      best = p;
    }
  }
  return best;
}

interface Pick {
  cards: CardCode[] | null;
  value: number;
}

function offer(pick: Pick, cards: CardCode[], value: number): void {
  if (value > pick.value) {
    pick.cards = cards;
    pick.value = value;
  }
}

/**
 * Follows to a pair from a hand with more than two cards of the suit: its
 * pairs if it can show one (every follow rule asks for a pair then; under
 * `eighty` a triple does not count), else two of its cards (the cheapest,
 * the highest, the most points).
 */
function pairFollows(sim: Sim, seat: Seat, inSuit: readonly CardCode[]): CardCode[][] {
  const out: CardCode[][] = [];
  const protect = sim.tb.rules.follow === "eighty";
  let must = false;
  for (let i = 0; i + 1 < inSuit.length; i++) {
    const c = inSuit[i] as CardCode;
    if (c !== inSuit[i + 1] || inSuit[i - 1] === c) continue;
    out.push([c, c]);
    let n = 2;
    while (inSuit[i + n] === c) n++;
    if (!protect || n !== 3) must = true;
  }
  if (must) return out;
  const byCost = [...inSuit].sort((a, b) => cost(sim, seat, a) - cost(sim, seat, b));
  out.push(byCost.slice(0, 2), inSuit.slice(0, 2));
  const byPoints = [...inSuit].sort((a, b) => pointsOfCode(b) - pointsOfCode(a) || cost(sim, seat, a) - cost(sim, seat, b));
  out.push(byPoints.slice(0, 2));
  return out;
}

function chooseLead(sim: Sim, seat: Seat): CardCode[] {
  if (LITE) return liteLead(sim, seat);
  const t = sim.tb.t;
  const n = sim.tb.players;
  const pick: Pick = { cards: null, value: -Infinity };
  let opponentsTrump = false;
  for (let q = 0; q < n; q++) if (q !== seat && !partner(sim, seat, q) && !sim.isVoid(q, TRUMP) && (sim.sizes[q] as number) > 0) opponentsTrump = true;
  const trumpCount = suitCards(sim, seat, TRUMP).length;
  for (let suit = 0 as EffectiveSuit; suit <= TRUMP; suit = (suit + 1) as EffectiveSuit) {
    const mine = suitCards(sim, seat, suit);
    if (mine.length === 0) continue;
    let ruffRisk = false;
    let partnerRuff = false;
    if (suit !== TRUMP) {
      for (let q = 0; q < n; q++) {
        if (q === seat || !sim.isVoid(q, suit) || sim.isVoid(q, TRUMP)) continue;
        if (partner(sim, seat, q)) partnerRuff = true;
        else ruffRisk = true;
      }
    }
    const top = mine[0] as CardCode;
    // Sets and tractors at the top of the suit.
    let pairAt = -1;
    for (let i = 0; i + 1 < mine.length; i++) {
      if (mine[i] === mine[i + 1]) {
        pairAt = i;
        break;
      }
    }
    if (pairAt >= 0 && !ruffRisk) {
      const p = mine[pairAt] as CardCode;
      if (!strongerOutside(sim, seat, suit, t.strength[p] as number, 2)) {
        const tractor = tractorFrom(sim, seat, mine, pairAt);
        if (tractor) offer(pick, tractor, 100 + tractor.length);
        else offer(pick, [p, p], suit === TRUMP ? (opponentsTrump ? 60 : 20) : 80 + pointsOfCode(p));
      }
    }
    if (!ruffRisk && !strongerOutside(sim, seat, suit, t.strength[top] as number, 1)) {
      if (suit !== TRUMP) offer(pick, [top], 60 + pointsOfCode(top));
      else if (opponentsTrump && trumpCount >= 3) offer(pick, [top], 50);
    }
    const low = mine[mine.length - 1] as CardCode;
    if (partnerRuff && !ruffRisk) offer(pick, [low], 40 + pointsOfCode(low));
    let v = 10 - mine.length - (t.strength[low] as number) / 4 - pointsOfCode(low) * 2;
    if (suit === TRUMP) v -= 15;
    if (ruffRisk) v -= 3;
    offer(pick, [low], v);
  }
  return pick.cards ?? [sim.codesOf(seat)[0] as CardCode];
}

/** Leads weighed by value: every single, and each suit's best set or tractor. */
function liteLead(sim: Sim, seat: Seat): CardCode[] {
  const hand = sim.codesOf(seat);
  const v = sightOf(sim, seat);
  const single = bestSingle(sim, seat, hand, v);
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
  void CARD_CODES;
  return chain.flatMap((c) => [c, c]);
}
