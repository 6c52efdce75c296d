/**
 * The expert's trick play: determinized search. Strong's own scoring
 * names the few plays worth weighing; each is played on the same sampled
 * deals (hands that agree with everything public, sample.ts), the hand is
 * played out by the rollout policy (rollout.ts), and the play whose deals
 * end best for the seat's side on average is chosen.
 *
 * The budget is work, not time: at most `CANDIDATES` plays, and as many
 * deals as keep the plays simulated under `BUDGET` (a rollout of a hand's
 * end costs about as many plays as the cards left), between `MIN_DEALS`
 * and `MAX_DEALS`. So the same view, history and key give the same move on
 * any machine.
 */
import { botRng } from "../../bot-random";
import { type Card, type CardCode, cardOf, codeOf, codesOf } from "../../cards";
import type { Seat } from "../../types";
import { dealPlan } from "../deal-plan";
import { TRUMP } from "../trump";
import { type Knowledge, type StrongInput, deckCounts, knowledgeOf } from "../strong/knowledge";
import { type Scored, scoreFollows, scoreLeads } from "../strong/play";
import { choose as policyMove, rollout } from "./rollout";
import { constraintsOf, sampleDeal } from "./sample";
import { type Deal, Sim, type Table, suitCodesOf } from "./world";

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
export const CANDIDATES = Number(env.EXPERT_K ?? 6);
export const ROLLOUTS = Number(env.EXPERT_ROLLOUTS ?? 240);
export const Z = Number(env.EXPERT_Z ?? 1);
export const MIN_DEALS = Number(env.EXPERT_MIN ?? 8);

export interface SearchOptions {
  /** Deals to search instead of samples (the arena's omniscient level passes the true one). */
  readonly deals?: readonly Deal[];
}

function tableOf(k: Knowledge): Table {
  const view = k.view;
  const plan = dealPlan(view.rules.deck, view.players, view.rules.packs);
  if (typeof plan === "string") throw new Error(plan);
  return {
    t: k.t,
    rules: view.rules,
    players: view.players,
    packs: plan.deck.packs,
    deck: deckCounts(view),
    maker: view.maker as Seat,
    exposed: view.buried !== null && view.maker !== k.seat,
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
function candidates(scored: readonly Scored[]): CardCode[][] {
  const order = scored.map((s, i) => ({ s, i })).sort((a, b) => b.s.value - a.s.value || a.i - b.i);
  const out: CardCode[][] = [];
  const seen = new Set<string>();
  for (const { s } of order) {
    const key = sameKey(s.play);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s.play);
    if (out.length >= CANDIDATES) break;
  }
  return out;
}

/** The rollout policy's own play at this position (for measuring the policy; needs the true deal). */
export function policyPlay(input: StrongInput, truth: Deal): Card[] {
  const k = knowledgeOf(input);
  const tb = tableOf(k);
  const sim = publicSim(k, tb);
  sim.deal(truth);
  return policyMove(sim, k.seat).map(cardOf);
}

/** For benchmarks: `deals` sampled deals, every candidate played out on each; the plays simulated. */
export function benchRollouts(input: StrongInput, key: string, deals: number): { rollouts: number; moves: number } {
  const k = knowledgeOf(input);
  const leading = !k.view.trick || k.view.trick.plays.length === 0;
  const list = candidates(leading ? scoreLeads(k) : scoreFollows(k));
  const tb = tableOf(k);
  const base = publicSim(k, tb);
  const rng = botRng(key, { expert: input });
  const c = constraintsOf(k);
  let rollouts = 0;
  let moves = 0;
  for (let i = 0; i < deals; i++) {
    const start = base.clone();
    start.deal(sampleDeal(c, rng));
    for (const play of list) {
      const sim = start.clone();
      sim.play(k.seat, play);
      const before = sim.played.reduce((a, b) => a + b, 0);
      rollout(sim);
      moves += (sim.played.reduce((a, b) => a + b, 0) - before) ;
      rollouts++;
    }
  }
  return { rollouts, moves };
}

/**
 * Successive halving on common deals: every candidate is played out on the
 * first deals, the better half (and always strong's first choice, the
 * baseline) on the next ones, and so on, each round with an equal share
 * of the rollouts. `utilities[c][i]` is candidate c's result on deal i.
 */
function halving(count: number, budget: number, deal: (i: number) => Sim, run: (c: number, start: Sim) => number): { alive: number[]; u: number[][]; dealt: number } {
  const plan: number[] = [count];
  while ((plan[plan.length - 1] as number) > 2) plan.push(Math.ceil((plan[plan.length - 1] as number) / 2));
  const u: number[][] = Array.from({ length: count }, () => []);
  let alive = Array.from({ length: count }, (_, i) => i);
  let dealt = 0;
  plan.forEach((_, round) => {
    const per = Math.max(MIN_DEALS, Math.floor(budget / (plan.length * alive.length)));
    for (let i = 0; i < per; i++) {
      const start = deal(dealt + i);
      for (const c of alive) (u[c] as number[])[dealt + i] = run(c, start);
    }
    dealt += per;
    if (round === plan.length - 1) return;
    const keep = plan[round + 1] as number;
    const mean = (c: number) => (u[c] as number[]).reduce((a, b) => a + b, 0);
    const ranked = alive.filter((c) => c !== 0).sort((a, b) => mean(b) - mean(a) || a - b);
    alive = [0, ...ranked.slice(0, Math.max(1, keep - 1))];
  });
  return { alive, u, dealt };
}

/** The expert's play at its turn. */
export function expertPlay(input: StrongInput, key: string, opts: SearchOptions = {}): Card[] {
  const k = knowledgeOf(input);
  const leading = !k.view.trick || k.view.trick.plays.length === 0;
  const list = candidates(leading ? scoreLeads(k) : scoreFollows(k));
  if (list.length === 0) return [cardOf(k.hand[0] as CardCode)];
  if (list.length === 1) return (list[0] as CardCode[]).map(cardOf);
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
  if (opts.deals) {
    // The true deal (omniscient): every candidate on every deal given.
    const total = list.map(() => 0);
    for (const d of opts.deals) {
      const start = starting(d);
      list.forEach((_, c) => {
        total[c] = (total[c] as number) + run(c, start);
      });
    }
    let best = 0;
    for (let c = 1; c < list.length; c++) if ((total[c] as number) > (total[best] as number) + 1e-9) best = c;
    return (list[best] as CardCode[]).map(cardOf);
  }
  const rng = botRng(key, { expert: input });
  const constraints = constraintsOf(k);
  const deals: Sim[] = [];
  const deal = (i: number) => {
    while (deals.length <= i) deals.push(starting(sampleDeal(constraints, rng)));
    return deals[i] as Sim;
  };
  const { alive, u, dealt } = halving(list.length, ROLLOUTS, deal, run);
  // Strong's choice stands unless another play does better on the same deals by more than their noise.
  const base0 = u[0] as number[];
  let best = 0;
  let bestMean = 0;
  const stats: string[] = [];
  for (const c of alive) {
    if (c === 0) continue;
    const uc = u[c] as number[];
    let sum = 0;
    let sq = 0;
    let m = 0;
    for (let i = 0; i < dealt; i++) {
      const x = uc[i];
      if (x === undefined) continue;
      const d = x - (base0[i] as number);
      sum += d;
      sq += d * d;
      m++;
    }
    const mean = sum / m;
    const se = m > 1 ? Math.sqrt((Math.max(0, sq / m - mean * mean) * (m / (m - 1))) / m) : 0;
    if (env.EXPERT_DEBUG) stats.push(`${c}:${mean.toFixed(3)}±${se.toFixed(3)}/${m}`);
    if (mean - Z * se > 1e-9 && mean > bestMean + 1e-9) {
      best = c;
      bestMean = mean;
    }
  }
  if (env.EXPERT_DEBUG) console.error(`seat ${k.seat} ${leading ? "lead" : "follow"} cards ${k.hand.length} best ${best} ${stats.join(" ")}`);
  return (list[best] as CardCode[]).map(cardOf);
}
