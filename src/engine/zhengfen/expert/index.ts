/**
 * The expert Zheng Fen bot: determinized search. Strong's scoring names
 * the plays worth weighing (and passing, when it follows); each is played
 * on the same sampled deals (the cards this seat has not seen, shared out
 * at random among the other hands by their sizes: every card played is
 * public, and nothing else is known of a hand) and the deal played out by
 * the rollout policy (rollout.ts); the play that scores the seat the most
 * points on average is chosen, strong's own first choice unless another
 * does better by more than the deals' noise (expert-search.ts). Given its
 * seat's view and the deal's public history only, like every level.
 */
import { type BotRng, botRng } from "../../bot-random";
import { gate, halving } from "../../expert-search";
import { codeOf, makeDeck } from "../../cards";
import type { ZhengFenAction } from "../actions";
import type { Candidate } from "../candidates";
import { playAction } from "../legal";
import { type ZhengFenStrongInput, scoreZhengFen } from "../strong";
import { zChoose, zRollout } from "./rollout";
import { ZSim } from "./world";

/** The omniscient level plays 1/OMNI_SHARE of the expert's rollouts. */
export const OMNI_SHARE = 3;
/** Noise in the rollout player's weighing on the omniscient level's one true deal (points). */
export const ZF_OMNI_NOISE = 12;
/** Plays weighed at most: strong's best, passing included. */
export const ZF_CANDIDATES = 6;
/** Work per decision, in units of one card played out with four players. */
export const ZF_WORK = 5_400;
export const ZF_MIN_ROLLOUTS = 40;
export const ZF_MAX_ROLLOUTS = 240;

/** Rollouts this decision affords: the work budget over the cards left, weighted by the seats. */
function rolloutsFor(input: ZhengFenStrongInput): number {
  const view = input.view;
  let cards = 0;
  for (const n of view.handCounts) cards += n;
  const units = (cards * (1 + view.players / 4)) / 2;
  return Math.max(ZF_MIN_ROLLOUTS, Math.min(ZF_MAX_ROLLOUTS, Math.floor(ZF_WORK / Math.max(1, units))));
}

export interface ZhengFenSearchOptions {
  /** Every seat's hand as card codes (the arena's omniscient level passes the truth). */
  readonly hands?: readonly (readonly number[])[];
  /** Rollouts instead of the work budget's (tests use a few). */
  readonly rollouts?: number;
}

/** The cards this seat has not seen: the deck less its hand, every card caught and the trick on the table. */
function unseenOf(input: ZhengFenStrongInput): number[] {
  const view = input.view;
  const packs = view.options.packs;
  const counts = new Uint8Array(54);
  for (const c of makeDeck({ packs, bigJokers: packs, littleJokers: packs })) counts[codeOf(c) as number] = (counts[codeOf(c) as number] as number) + 1;
  const drop = (card: string) => {
    const c = codeOf(card) as number;
    if ((counts[c] as number) > 0) counts[c] = (counts[c] as number) - 1;
  };
  for (const c of view.hand ?? []) drop(c);
  for (const pile of input.history.caught) for (const c of pile) drop(c);
  for (const e of view.trick?.entries ?? []) if (e.kind === "play") for (const c of e.cards) drop(c);
  const out: number[] = [];
  for (let c = 0; c < 54; c++) for (let i = counts[c] as number; i > 0; i--) out.push(c);
  return out;
}

/** One deal: the unseen cards shuffled and dealt to the other seats, each as many as it holds. */
function sampleHands(input: ZhengFenStrongInput, unseen: readonly number[], rng: BotRng): number[][] {
  const view = input.view;
  const cards = unseen.slice();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const x = cards[i] as number;
    cards[i] = cards[j] as number;
    cards[j] = x;
  }
  let at = 0;
  return view.handCounts.map((n, s) => {
    if (s === view.viewer) return (view.hand ?? []).map((c) => codeOf(c) as number);
    const h = cards.slice(at, at + n);
    at += n;
    return h;
  });
}

function publicSim(input: ZhengFenStrongInput): ZSim {
  const view = input.view;
  const sim = new ZSim(view.players);
  sim.caught = view.pointsCaught.slice();
  sim.out = view.out.slice();
  const trick = view.trick;
  sim.leader = trick?.leader ?? 0;
  sim.turn = view.turn ?? 0;
  sim.trickPoints = trick?.points ?? 0;
  sim.passes = trick?.passes ?? 0;
  sim.current = trick?.current ? { seat: trick.current.seat, category: trick.current.category, rank: trick.current.rank, length: trick.current.length } : null;
  return sim;
}

/** The rollout player's own move here, on the true hands (for measuring the player). */
export function zPolicyMove(input: ZhengFenStrongInput, hands: readonly (readonly number[])[]): ZhengFenAction {
  const sim = publicSim(input);
  sim.hands = hands.map((h) => h.slice());
  const seat = input.view.viewer as number;
  const m = zChoose(sim, seat);
  if (m === null) return sim.current === null ? { type: "pass" } : { type: "pass" };
  return playAction({ ...m.pattern, codes: m.codes }, sim.current === null);
}

export function expertZhengFen(input: ZhengFenStrongInput, key: string, opts: ZhengFenSearchOptions = {}): ZhengFenAction {
  const scored = scoreZhengFen(input);
  if (scored === null) return { type: "pass" };
  const seat = input.view.viewer as number;
  // Strong's best few, best first; a pass is a candidate when following (strong's value for it is its floor).
  const ranked: { candidate: Candidate | null; value: number; i: number }[] = scored.plays.map((p, i) => ({ candidate: p.candidate, value: p.value, i }));
  if (scored.floor !== null) ranked.push({ candidate: null, value: scored.floor, i: ranked.length });
  ranked.sort((a, b) => b.value - a.value || a.i - b.i);
  const rollouts = opts.rollouts ?? rolloutsFor(input);
  const list = ranked.slice(0, Math.max(2, Math.min(ZF_CANDIDATES, Math.floor(rollouts / 16)))).map((r) => r.candidate);
  const act = (c: Candidate | null): ZhengFenAction => (c === null ? { type: "pass" } : playAction(c, scored.leading));
  if (list.length <= 1) return act(list[0] ?? null);
  const base = publicSim(input);
  const starting = (hands: readonly (readonly number[])[]) => {
    const s = base.clone();
    s.hands = hands.map((h) => h.slice());
    return s;
  };
  const run = (c: number, start: ZSim) => {
    const sim = start.clone();
    const cand = list[c] ?? null;
    if (cand === null) sim.pass(seat);
    else sim.play(seat, cand.codes, cand);
    zRollout(sim);
    return sim.utility(seat);
  };
  // Samples of the other hands; or, for the omniscient level, the true hands every time, the rollout
  // player's weighing given a little noise so that its rollouts differ.
  const rng = botRng(key, { expert: input });
  const unseen = unseenOf(input);
  const deals: ZSim[] = [];
  const deal = (i: number) => {
    while (deals.length <= i) {
      const start = starting(opts.hands ?? sampleHands(input, unseen, rng));
      if (opts.hands) {
        start.jitter = rng;
        start.jitterScale = ZF_OMNI_NOISE;
      }
      deals.push(start);
    }
    return deals[i] as ZSim;
  };
  // The omniscient level has no sampling noise to average out, only its rollout player's: a third of the rollouts.
  const h = opts.hands ? halving(list.length, Math.ceil(rollouts / OMNI_SHARE), deal, run, 3) : halving(list.length, rollouts, deal, run);
  return act(list[gate(h)] ?? null);
}
