/**
 * The expert's trick play: determinized search. The rollout player's own
 * play at this position and strong's best few are the plays weighed; each
 * is played on the same sampled deals (hands that agree with everything
 * public, sample.ts), the hand is played out by the rollout policy
 * (rollout.ts), and the play whose deals end best for the seat's side on
 * average is chosen.
 *
 * The plays are weighed by successive halving (expert-search.ts): all on
 * the first deals, the better half and the baseline on the next, and so
 * on. The baseline is the rollout player's own play: it stands unless
 * another does better on the same deals by more than a standard error.
 * (The rollout player alone beats strong, and a baseline that is the
 * rollouts' own play is judged by the player that plays them; with
 * strong's play as the baseline the search kept strong's weaker choices
 * wherever the deals could not tell the plays apart: docs/BOTS.md.)
 *
 * The budget is work, not time: `WORK` units a decision, a unit being a
 * card played out in a rollout at a table of four (more seats cost more a
 * card), so the rollouts are the work over the cards left (between
 * `MIN_ROLLOUTS` and `MAX_ROLLOUTS`), and fewer plays are weighed when they
 * are few. The deals come from a generator seeded with the key and the
 * input (bot-random.ts), so the same view, history and key give the same
 * move on any machine.
 */
import { botRng } from "../../bot-random";
import { gate, halving } from "../../expert-search";
import { type Card, type CardCode, cardOf, codeOf, codesOf } from "../../cards";
import type { Seat } from "../../types";
import { dealPlanFor } from "../deal-plan";
import { TRUMP } from "../trump";
import { type Knowledge, type StrongInput, deckCounts, knowledgeOf } from "../strong/knowledge";
import { type Scored, scoreFollows, scoreLeads } from "../strong/play";
import { choose as policyMove, rollout } from "./rollout";
import { type Constraints, constraintsOf, sampleDeal } from "./sample";
import { type Deal, Sim, type Table, suitCodesOf } from "./world";

/** The omniscient level plays 1/OMNI_SHARE of the expert's rollouts. */
export const OMNI_SHARE = 3;
/** Strong's plays weighed at most (besides the rollout player's own). */
export const CANDIDATES = 6;
/** Work per decision, in units of one card played out with four players (a move costs more with more seats to weigh). */
export const WORK = 18_000;
export const MIN_ROLLOUTS = 48;
export const MAX_ROLLOUTS = 720;
/** Noise in the rollout player's weighing on the omniscient level's one true deal (points); none on samples. */
export const OMNI_NOISE = 12;

export interface SearchOptions {
  /** Deals to search instead of samples (the arena's omniscient level passes the true one). */
  readonly deals?: readonly Deal[];
  /** Rollouts instead of the work budget's (tests use a few). */
  readonly rollouts?: number;
}

function tableOf(k: Knowledge): Table {
  const view = k.view;
  const plan = dealPlanFor(view.rules, view.players);
  if (typeof plan === "string") throw new Error(plan);
  return {
    t: k.t,
    rules: view.rules,
    players: view.players,
    packs: plan.deck.packs,
    deck: deckCounts(view),
    maker: view.maker as Seat,
    exposed: view.kittyExposed === true,
    suitCodes: suitCodesOf(k.t),
  };
}

/** The public position: tricks so far, points won, calls and who they found, the trick in progress. */
function publicSim(k: Knowledge, tb: Table): Sim {
  const view = k.view;
  const sim = new Sim(tb);
  const n = tb.players;
  for (let q = 0; q < n; q++) {
    sim.won[q] = view.seats[q]?.won ?? 0;
    let v = 0;
    for (let s = 0; s <= TRUMP; s++) if (k.history.shownOut[q]?.includes(s as 0)) v |= 1 << s;
    sim.voids[q] = v;
  }
  for (const p of view.penalties) sim.penalties[p.seat] = (sim.penalties[p.seat] as number) + p.points;
  if (view.rules.teams === "fixed") {
    for (let q = 0; q < n; q++) sim.makers[q] = q % 2 === tb.maker % 2;
  } else {
    sim.makers[tb.maker] = true;
    sim.calls = view.calls.map((c) => ({ code: codeOf(c.card) as CardCode, ordinal: c.ordinal === "other" ? 0 : c.ordinal, seen: 0, by: -1 }));
  }
  // Every completed trick replayed for the calls (who played a called copy is public even before it is revealed).
  for (const tr of k.history.tricks) {
    for (const p of tr.plays) {
      const codes = codesOf(p.cards);
      for (const c of codes) sim.played[c] = (sim.played[c] as number) + 1;
      sim.track(p.seat, codes);
    }
  }
  const trick = view.trick;
  if (trick && trick.plays.length > 0) {
    sim.leader = trick.leader;
    for (const p of trick.plays) {
      const codes = codesOf(p.cards);
      sim.replay(p.seat, codes);
    }
  } else {
    sim.leader = k.seat;
  }
  return sim;
}

function sameKey(play: readonly CardCode[]): string {
  return [...play].sort((a, b) => a - b).join(",");
}

/** The plays worth weighing: strong's best few, best first (equal values keep strong's order). */
function candidates(scored: readonly Scored[], most: number): CardCode[][] {
  const order = scored.map((s, i) => ({ s, i })).sort((a, b) => b.s.value - a.s.value || a.i - b.i);
  const out: CardCode[][] = [];
  const seen = new Set<string>();
  for (const { s } of order) {
    const key = sameKey(s.play);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s.play);
    if (out.length >= most) break;
  }
  return out;
}

/** Rollouts this decision affords: the work budget over the cards left to play, weighted by the seats. */
export function rolloutsFor(k: Knowledge): number {
  let cards = k.hand.length;
  for (let q = 0; q < k.players; q++) if (q !== k.seat) cards += k.handSize[q] ?? 0;
  const units = cards * (1 + k.players / 4) / 2;
  return Math.max(MIN_ROLLOUTS, Math.min(MAX_ROLLOUTS, Math.floor(WORK / Math.max(1, units))));
}

/** The rollout policy's own play at this position (for measuring the policy; needs the true deal). */
export function policyPlay(input: StrongInput, truth: Deal): Card[] {
  const k = knowledgeOf(input);
  const tb = tableOf(k);
  const sim = publicSim(k, tb);
  sim.deal(truth);
  return policyMove(sim, k.seat).map(cardOf);
}

/** The public position with the true deal filled in (tests check the simulator against the engine with it). */
export function simAt(input: StrongInput, truth: Deal): Sim {
  const k = knowledgeOf(input);
  const sim = publicSim(k, tableOf(k));
  sim.deal(truth);
  return sim;
}

/** The expert's play at its turn. */
export function expertPlay(input: StrongInput, key: string, opts: SearchOptions = {}): Card[] {
  const k = knowledgeOf(input);
  const leading = !k.view.trick || k.view.trick.plays.length === 0;
  const rollouts = opts.rollouts ?? rolloutsFor(k);
  const strong = candidates(leading ? scoreLeads(k) : scoreFollows(k), Math.max(2, Math.min(CANDIDATES, Math.floor(rollouts / 16))));
  if (strong.length === 0) return [cardOf(k.hand[0] as CardCode)];
  const tb = tableOf(k);
  const base = publicSim(k, tb);
  const run = (c: number, start: Sim) => {
    const sim = start.clone();
    sim.play(k.seat, list[c] as CardCode[]);
    rollout(sim);
    return sim.utility(k.seat);
  };
  const starting = (d: Deal) => {
    const start = base.clone();
    start.deal(d);
    return start;
  };
  // Samples of what this seat cannot see; or, for the omniscient level, the true deal every time, the
  // rollout player's weighing given a little noise so that its rollouts differ.
  const truth = opts.deals;
  const rng = botRng(key, { expert: input });
  let constraints = truth ? null : constraintsOf(k);
  // A sample; should none be found (a deal is tried 64 times), one without the follows read, then without the calls'.
  const sample = (): Deal => {
    let d = sampleDeal(constraints as Constraints, rng);
    if (d === null) {
      constraints = constraintsOf(k, true, false);
      d = sampleDeal(constraints, rng);
    }
    if (d === null) {
      constraints = constraintsOf(k, false);
      d = sampleDeal(constraints, rng);
    }
    if (d === null) throw new Error("no deal agrees with what this seat has seen");
    return d;
  };
  const deals: Sim[] = [];
  const deal = (i: number) => {
    while (deals.length <= i) {
      const start = starting(truth ? (truth[deals.length % truth.length] as Deal) : sample());
      if (truth) {
        start.jitter = rng;
        start.jitterScale = OMNI_NOISE;
      }
      deals.push(start);
    }
    return deals[i] as Sim;
  };
  // The baseline: the rollout player's own play. It reads only this seat's hand and what is public, so
  // the first deal serves as well as any (without the omniscient level's noise).
  const probe = deal(0).clone();
  probe.jitter = null;
  const own = policyMove(probe, k.seat);
  const list = [own, ...strong.filter((p) => sameKey(p) !== sameKey(own))];
  if (list.length === 1) return own.map(cardOf);
  // The omniscient level has no sampling noise to average out, only its rollout player's: a third of the rollouts.
  const h = truth ? halving(list.length, Math.ceil(rollouts / OMNI_SHARE), deal, run, 3) : halving(list.length, rollouts, deal, run);
  return (list[gate(h)] as CardCode[]).map(cardOf);
}
