/**
 * Strong trick play: every candidate lead or follow is scored by what it is
 * expected to bring the seat's side (the trick's points times the chance of
 * taking it, the kitty on the last trick) less what the cards spent were
 * worth keeping (trumps, winners, pairs), with the odds of odds.ts.
 */
import { type Card, type CardCode, CARD_CODES, cardOf, codesOf, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import { legalFollows } from "../follow";
import { kittyFactor } from "../scoring";
import { fullMakersTeam } from "../team-size";
import { type Arrangement, type Lead, checkThrow, leadArrangement, readLead, takes } from "../trick";
import { type EffectiveSuit, TRUMP } from "../trump";
import { type Counts, type Unit, cardsOfUnit, countsOf, decompose, forEachPlacement } from "../units";
import { type Knowledge, callsResolved, cardsOfSuit, unseenBeats, unseenCount, unseenPoints } from "./knowledge";
import { pOurs, pointsOf, sideWeight } from "./odds";

/** What keeping a card is worth, in card points (trumps and sure winners are dear, low cards free). */
export function keepValue(k: Knowledge, c: CardCode, counts: Counts): number {
  const s = k.t.suit[c] as EffectiveSuit;
  const strength = k.t.strength[c] as number;
  let v: number;
  if (s === TRUMP) v = 3 + (strength - 2) * 0.5;
  else if (!unseenBeats(k, s, 1, 1, strength)) v = 3;
  else v = Math.max(0, (strength - 8) * 0.5);
  if ((counts[c] as number) >= 2) v += 2.5;
  return v;
}

interface Ctx {
  readonly k: Knowledge;
  readonly counts: Counts;
  readonly trumpsHeld: number;
  /** Kitty points at stake on the last trick, times its multiplier. */
  readonly kittyStake: (lead: Lead) => number;
  readonly lastTrick: boolean;
}

function ctxOf(k: Knowledge, leadSize: number): Ctx {
  const counts = countsOf(k.hand);
  const trumpsHeld = k.hand.filter((c) => k.t.suit[c] === TRUMP).length;
  const pool = Math.max(1, k.othersHold + (k.view.buried === null ? k.view.kittySize : 0));
  const kittyPoints = k.view.buried !== null ? pointsOf(codesOf(k.view.buried)) : (unseenPoints(k) * k.view.kittySize) / pool;
  const kittyStake = (lead: Lead) => {
    // A kitty buried face up counts single (001); the maker knows it did so from the view, as everyone does.
    if (k.view.kittyExposed) return kittyPoints;
    let largest = 1;
    for (const u of lead.units) largest = Math.max(largest, u.width * u.length);
    return kittyPoints * kittyFactor(k.view.rules.kittyBonus, largest);
  };
  return { k, counts, trumpsHeld, kittyStake, lastTrick: k.hand.length === leadSize };
}

/** What spending these cards costs: their keep values, less a little for emptying a side suit. */
function spendCost(ctx: Ctx, play: readonly CardCode[], led: EffectiveSuit | null): number {
  const { k, counts } = ctx;
  let cost = 0;
  for (const c of play) cost += keepValue(k, c, counts);
  if (ctx.trumpsHeld > 0) {
    const used = countsOf(play);
    for (let s = 0; s < 4; s++) {
      if (s === led) continue;
      let held = 0;
      let spent = 0;
      for (const c of k.hand) if (k.t.suit[c] === s) held++;
      for (let c = 0; c < CARD_CODES; c++) if (k.t.suit[c] === s) spent += used[c] as number;
      if (held > 0 && spent === held) cost -= 1.5;
    }
  }
  return cost;
}

/** The value of a trick to this seat's side, given the chance of taking it and the points in it. */
function trickValue(ctx: Ctx, lead: Lead, pMine: number, points: number): number {
  let v = (2 * pMine - 1) * points + pMine * 1.5;
  if (ctx.lastTrick) {
    const stake = ctx.kittyStake(lead);
    v += ctx.k.makerSide ? -(1 - pMine) * stake : pMine * stake;
  }
  return v;
}

/** Points later players are expected to add: partners feed a trick their side holds, others follow with what they must. */
function laterPoints(k: Knowledge, later: readonly Seat[], pMine: number): number {
  let e = 0;
  for (const q of later) {
    const f = (sideWeight(k, q) + 1) / 2;
    e += f * (1 + 5 * pMine) + (1 - f) * (1 + 4 * (1 - pMine));
  }
  return e;
}

/**
 * Playing a called card: a seat that can become a friend does so at once
 * when that leaves the makers a side as large as the catchers' (then the
 * makers, with the kitty and trump of their choosing, win more often than
 * not, and another copy may be played first); with an odd number of
 * players it plays the card only when it is a good play anyway; never when
 * the makers' side would stay short; and a card that would spend a call on
 * the makers' side again is held back.
 */
function joinValue(k: Knowledge, play: readonly CardCode[]): number {
  const r = callsResolved(k.view, play.map(cardOf));
  let v = -20 * r.waste;
  if (r.join > 0) {
    const full = fullMakersTeam(k.view.rules, k.players);
    const complete = k.view.makers.length + 1 + r.pendingOthers >= full;
    // With an odd number of players even a complete makers' side is a player short: no hurry to join it.
    v += !complete ? -20 : full * 2 === k.players ? 30 : 0;
  }
  return v;
}

// ---------------------------------------------------------------------------
// Following.

/** The current winner of the trick in the view, and its reading. */
function winning(k: Knowledge, lead: Lead): { seat: Seat; best: Arrangement } {
  const trick = k.view.trick;
  const plays = trick?.plays ?? [];
  let best = leadArrangement(lead);
  let seat = plays[0]?.seat ?? k.seat;
  for (const p of plays.slice(1)) {
    const taken = takes(k.t, k.view.rules, lead, best, codesOf(p.cards));
    if (taken) {
      best = taken;
      seat = p.seat;
    }
  }
  return { seat, best };
}

/** Candidate follows when short of the led suit: every suit card plus fills chosen several ways, and trump answers. */
function shortFollows(k: Knowledge, ctx: Ctx, lead: Lead): CardCode[][] {
  const inSuit = cardsOfSuit(k, lead.suit);
  const rest = k.hand.filter((c) => k.t.suit[c] !== lead.suit);
  const need = lead.size - inSuit.length;
  const out: CardCode[][] = [];
  const fill = (order: CardCode[]) => out.push([...inSuit, ...order.slice(0, need)]);
  const kv = (c: CardCode) => keepValue(k, c, ctx.counts);
  const suitLen = (c: CardCode) => rest.filter((x) => k.t.suit[x] === k.t.suit[c]).length;
  // Cheapest, keeping points back.
  fill([...rest].sort((a, b) => kv(a) + pointsOfCode(a) * 2 - (kv(b) + pointsOfCode(b) * 2) || a - b));
  // Points first (for a partner's trick).
  fill([...rest].sort((a, b) => pointsOfCode(b) - pointsOfCode(a) || kv(a) - kv(b) || a - b));
  // Short suits first (to show out of them), cheap cards first.
  fill([...rest].sort((a, b) => suitLen(a) - suitLen(b) || kv(a) + pointsOfCode(a) - (kv(b) + pointsOfCode(b)) || a - b));
  // No trumps if possible, cheapest otherwise.
  fill([...rest].sort((a, b) => (k.t.suit[a] === TRUMP ? 1 : 0) - (k.t.suit[b] === TRUMP ? 1 : 0) || kv(a) + pointsOfCode(a) * 2 - (kv(b) + pointsOfCode(b) * 2) || a - b));
  if (inSuit.length === 0 && lead.suit !== TRUMP) {
    // Trump answers in the lead's shape: its sets and tractors placed in trumps, singles the cheapest trumps left.
    const trumps = countsOf(rest.filter((c) => k.t.suit[c] === TRUMP));
    let n = 0;
    forEachPlacement(k.t, TRUMP, trumps, lead.shape, (units, left) => {
      const taken: CardCode[] = [];
      for (const u of units) taken.push(...cardsOfUnit(u));
      const loose: CardCode[] = [];
      for (let c = 0; c < CARD_CODES; c++) for (let i = 0; i < (left[c] as number); i++) loose.push(c);
      loose.sort((a, b) => kv(a) + pointsOfCode(a) - (kv(b) + pointsOfCode(b)) || a - b);
      if (taken.length + loose.length >= lead.size) out.push([...taken, ...loose.slice(0, lead.size - taken.length)]);
      return ++n >= 24;
    });
  }
  return out;
}

function followOptions(k: Knowledge, ctx: Ctx, lead: Lead): CardCode[][] {
  const inSuit = cardsOfSuit(k, lead.suit);
  if (inSuit.length <= lead.size) return shortFollows(k, ctx, lead);
  return legalFollows(k.t, k.view.rules, lead, k.hand, 400).plays;
}

/**
 * The best of scored plays; equal best ones (within a hair) all come back,
 * for the caller to choose among. With `slack` (a review's rollouts, for
 * variety) every play within that many points of the best comes back.
 */
class Best {
  value = -Infinity;
  plays: CardCode[][] = [];
  readonly #scored: { play: CardCode[]; value: number }[] = [];
  constructor(readonly slack = 0) {}
  offer(play: CardCode[], value: number): void {
    if (this.slack > 0) this.#scored.push({ play, value });
    if (value > this.value + 1e-9) {
      this.value = value;
      this.plays = [play];
    } else if (value >= this.value - 1e-9) {
      this.plays.push(play);
    }
  }
  /** The plays to choose among. */
  choices(): CardCode[][] {
    if (this.slack <= 0) return this.plays;
    return this.#scored.filter((x) => x.value >= this.value - this.slack).map((x) => x.play);
  }
}

/** Picks among equally good plays (the seat's seeded generator decides). */
export type Tie = (count: number) => number;

/** A candidate play and strong's value for it. */
export interface Scored {
  readonly play: CardCode[];
  readonly value: number;
}

/** Every follow strong weighs, with its value, in the order it weighs them. */
export function scoreFollows(k: Knowledge): Scored[] {
  const trick = k.view.trick;
  const leadCards = codesOf(trick?.plays[0]?.cards ?? []);
  const lead = readLead(k.t, k.view.rules, leadCards) as Lead;
  const ctx = ctxOf(k, lead.size);
  const { seat: winner, best } = winning(k, lead);
  const table = trick?.points ?? 0;
  const out: Scored[] = [];
  for (const option of followOptions(k, ctx, lead)) {
    const taken = takes(k.t, k.view.rules, lead, best, option);
    const pMine = taken ? pOurs(k, lead, k.seat, taken, k.after) : pOurs(k, lead, winner, best, k.after);
    const points = table + pointsOf(option) + laterPoints(k, k.after, pMine);
    out.push({ play: option, value: trickValue(ctx, lead, pMine, points) - spendCost(ctx, option, lead.suit) + joinValue(k, option) });
  }
  return out;
}

/** `slack`: choose among every play within that many points of the best (0: the best only). */
export function chooseFollow(k: Knowledge, tie: Tie, slack = 0): Card[] {
  const found = new Best(slack);
  for (const s of scoreFollows(k)) found.offer(s.play, s.value);
  return pickOf(found, tie).map(cardOf);
}

// ---------------------------------------------------------------------------
// Leading.

/** Leads worth weighing: every single and set, each suit's components, and each side suit's sure winners thrown together. */
function leadCandidates(k: Knowledge): CardCode[][] {
  const out: CardCode[][] = [];
  const seen = new Set<string>();
  const add = (cs: CardCode[]) => {
    const key = [...cs].sort((a, b) => a - b).join(",");
    if (seen.has(key)) return;
    seen.add(key);
    out.push(cs);
  };
  const counts = countsOf(k.hand);
  for (let c = 0; c < CARD_CODES; c++) {
    const n = counts[c] as number;
    for (let w = 1; w <= n; w++) add(Array.from({ length: w }, () => c));
  }
  const unseenPile: CardCode[] = [];
  for (let c = 0; c < CARD_CODES; c++) for (let i = 0; i < (k.unseen[c] as number); i++) unseenPile.push(c);
  for (let suit = 0 as EffectiveSuit; suit <= TRUMP; suit = (suit + 1) as EffectiveSuit) {
    const cards = cardsOfSuit(k, suit);
    if (cards.length === 0) continue;
    const units = decompose(k.t, suit, cards, k.view.rules.tractorMin);
    for (const u of units) if (u.length > 1) add(cardsOfUnit(u));
    // A throw: the components no unseen hand can beat, together.
    const sure: Unit[] = units.filter((u) => !unseenBeats(k, suit, u.width, u.length, u.top));
    if (sure.length >= 2) {
      const cardsOfThrow = sure.flatMap(cardsOfUnit);
      const read = readLead(k.t, k.view.rules, cardsOfThrow);
      if (!("code" in read) && checkThrow(k.t, k.view.rules, read, [unseenPile]) === null) add(cardsOfThrow);
    }
    // The whole suit, when nobody can beat any of it.
    if (units.length >= 2) {
      const read = readLead(k.t, k.view.rules, cards);
      if (!("code" in read) && checkThrow(k.t, k.view.rules, read, [unseenPile]) === null) add(cards.slice());
    }
  }
  return out;
}

function pickOf(best: Best, tie: Tie): CardCode[] {
  const plays = best.choices();
  if (plays.length <= 1) return plays[0] ?? [];
  return plays[tie(plays.length)] ?? (plays[0] as CardCode[]);
}

/** Every lead strong weighs, with its value, in the order it weighs them. */
export function scoreLeads(k: Knowledge): Scored[] {
  const followers: Seat[] = [];
  for (let i = 1; i < k.players; i++) followers.push((k.seat + i) % k.players);
  // Trump control: drawing trumps pays when this side holds most of those still out.
  const mineTrumps = cardsOfSuit(k, TRUMP).length;
  const outTrumps = unseenCount(k, TRUMP);
  const control = mineTrumps / Math.max(1, mineTrumps + outTrumps);
  const opponentsWithTrumps = followers.filter((q) => sideWeight(k, q) < -0.5 && !k.void[q]?.[TRUMP]).length;
  const out: Scored[] = [];
  for (const cand of leadCandidates(k)) {
    const lead = readLead(k.t, k.view.rules, cand);
    if ("code" in lead) continue;
    const ctx = ctxOf(k, lead.size);
    const pMine = pOurs(k, lead, k.seat, leadArrangement(lead), followers);
    const points = pointsOf(cand) + laterPoints(k, followers, pMine);
    let value = trickValue(ctx, lead, pMine, points) - spendCost(ctx, cand, lead.suit) + joinValue(k, cand);
    // Several winners at once save tricks' worth of tempo.
    if (lead.units.length > 1) value += (lead.units.length - 1) * 2.5 * pMine;
    if (lead.suit === TRUMP && control > 0.5 && opponentsWithTrumps > 0) {
      value += spendCost(ctx, cand, TRUMP) * 0.5 * pMine + opponentsWithTrumps * lead.size * 0.8 * pMine;
    }
    out.push({ play: cand, value });
  }
  return out;
}

export function chooseLead(k: Knowledge, tie: Tie, slack = 0): Card[] {
  const best = new Best(slack);
  for (const s of scoreLeads(k)) best.offer(s.play, s.value);
  return (best.plays.length > 0 ? pickOf(best, tie) : [k.hand[0] as CardCode]).map(cardOf);
}
