/**
 * The review of a completed hand for one seat: for each of its decisions
 * (bids, the kitty, the friend call, each play), the move made, the best
 * move found and the points at stake, estimated by playing the rest of the
 * hand out from that moment with the real cards (every card of a completed
 * hand is public) and a strong policy in every seat (policy.ts). Each
 * candidate is first played out once (the screen); the best of the others
 * then plays out again against the move made, `rollouts` times on fresh
 * keys (the confirmation), and the points at stake are the difference of
 * those means. Choosing on one set of rollouts and measuring on another
 * keeps the estimate fair: the best of several noisy estimates is too good
 * by its noise alone, so a move played well would look costly. Every
 * candidate meets the same keys (two moves are compared on the same luck),
 * all seeded from the hand's key, so the review is the same wherever it
 * runs for the same hand and budget.
 *
 * In three parts, so that a pool of workers can share one review:
 * `planReview` (replay the hand, list the decisions and their candidates,
 * cheap), `reviewDecision` (the rollouts of one decision: the work),
 * `finishReview` (the costliest few marked, with a reason, and the seat's
 * total). `reviewHand` runs all three.
 */
import type { BotLevel } from "../bot-level";
import type { GameSetup, GameState } from "../game";
import { applyAction } from "../game";
import { type HandLog, replayHands } from "../replay";
import type { Seat } from "../types";
import { type ReviewMove, candidatesAt, hasChoice, moveKey } from "./candidates";
import { type Outcome, outcomeFor } from "./outcome";
import { type RolloutPolicy, rolloutPolicy } from "./policy";
import { type ReasonCode, reasonFor } from "./reasons";
import { handsEnded, playOut } from "./rollout";

export type { ReviewMove } from "./candidates";
export type { Outcome } from "./outcome";
export type { ReasonCode } from "./reasons";

/** How much work a review does: candidates per decision (each screened once), rollouts of the two finalists, the policy's level. */
export interface ReviewBudget {
  readonly candidates: number;
  readonly rollouts: number;
  readonly level: BotLevel;
}

export const DEFAULT_REVIEW_BUDGET: ReviewBudget = { candidates: 5, rollouts: 3, level: "strong" };

/** A decision costs "much" from this many points on (and only the few costliest are marked). */
export const MARK_FROM_POINTS = 5;
export const MARKS = 3;

/** What a review reads: the game's setup and its completed hands up to the one reviewed (history's HandRecord has these). */
export interface ReviewInput {
  readonly setup: GameSetup;
  readonly players: number;
  readonly hands: readonly HandLog[];
  /** The hand reviewed (0-based). */
  readonly hand: number;
}

export interface Valued {
  readonly move: ReviewMove;
  /** Means over its rollouts: the screen's one, or (the move made and the best other) the confirmation's. */
  readonly points: number;
  readonly levels: number;
  readonly rollouts: number;
}

export interface ReviewedDecision {
  /** The decision is the hand's action at this index: the state before it is the replay's `states[index]`. */
  readonly index: number;
  /** The trick it was made in (1-based), or null before the tricks. */
  readonly trick: number | null;
  readonly made: ReviewMove;
  readonly best: ReviewMove;
  /** The made move's value and the best's (the made one may be the best). */
  readonly madeValue: Outcome;
  readonly bestValue: Outcome;
  /** Points lost against the best move found (≥ 0). */
  readonly cost: number;
  /** Every candidate weighed: the two finalists first (best first), then the others by their screen (only the move made when it was the only one). */
  readonly candidates: readonly Valued[];
  readonly marked: boolean;
  readonly reason: ReasonCode | null;
}

export interface SeatReview {
  readonly seat: Seat;
  readonly hand: number;
  readonly budget: ReviewBudget;
  readonly decisions: readonly ReviewedDecision[];
  /** Points lost against the best play found, over every decision. */
  readonly lost: number;
  /** What the hand came to for the seat, as played. */
  readonly actual: Outcome;
}

interface PlannedDecision {
  readonly index: number;
  readonly trick: number | null;
  readonly before: GameState;
  readonly made: ReviewMove;
  readonly candidates: readonly ReviewMove[];
  /** Rough work of its rollouts (cards left in the hand × rollouts): for progress and sharing. */
  readonly work: number;
}

export interface ReviewPlan {
  readonly input: ReviewInput;
  readonly seat: Seat;
  readonly budget: ReviewBudget;
  readonly key: string;
  readonly states: readonly GameState[];
  readonly decisions: readonly PlannedDecision[];
  readonly policy: RolloutPolicy;
}

/** The rollout keys: the hand's key and the rollout's number, nothing else. */
export function rolloutKey(handKey: string, r: number): string {
  return `review:${handKey}:${r}`;
}

function cardsLeft(s: GameState): number {
  let n = 0;
  for (const h of s.hands) n += h.length;
  return s.game === "shengji" && s.phase === "dealing" ? n + s.stock.length : n;
}

function trickOf(s: GameState): number | null {
  if (s.game === "shengji") return s.phase === "playing" ? s.tricks.length + 1 : null;
  return null;
}

/** Replays the hand and lists the seat's decisions, each with its candidates. */
export function planReview(input: ReviewInput, seat: Seat, budget: ReviewBudget = DEFAULT_REVIEW_BUDGET): ReviewPlan {
  const replayed = replayHands(input.setup, input.players, input.hands, input.hand)[input.hand];
  const log = input.hands[input.hand];
  const first = replayed?.states[0];
  const last = replayed?.states[replayed.states.length - 1];
  // Only a hand that ended is reviewed: its cards are public; a hand in play has secrets.
  if (!replayed || !log || !first || !last || handsEnded(last) <= handsEnded(first)) throw new Error(`hand ${input.hand} is not a completed hand of this game`);
  const policy = rolloutPolicy(budget.level);
  const key0 = rolloutKey(log.key, 0);
  const decisions: PlannedDecision[] = [];
  log.actions.forEach((e, index) => {
    if (e.actor !== seat) return;
    const before = replayed.states[index] as GameState;
    const made = e.action as ReviewMove;
    let candidates: ReviewMove[] = [made];
    if (hasChoice(before, seat)) {
      const own = policy(before, seat, key0);
      candidates = candidatesAt(before, seat, made, own, Math.max(1, budget.candidates));
    }
    const work = candidates.length > 1 ? (candidates.length + 2 * budget.rollouts) * (cardsLeft(before) + 1) : 0;
    decisions.push({ index, trick: trickOf(before), before, made, candidates, work });
  });
  return { input, seat, budget, key: log.key, states: replayed.states, decisions, policy };
}

/** The mean outcome of a candidate's rollouts on keys `from` .. `from + n − 1`, and each rollout's points. */
function valueOf(plan: ReviewPlan, d: PlannedDecision, move: ReviewMove, from: number, n: number, each: number[] = []): Valued {
  let from_: GameState = d.before;
  let skip: Seat | null = null;
  if (move.type === "wait") skip = plan.seat;
  else {
    const step = applyAction(d.before, plan.seat, move);
    if (!step.ok) throw new Error(`review: candidate ${moveKey(move)} refused: ${step.error.code}`);
    from_ = step.state;
  }
  let points = 0;
  let levels = 0;
  for (let r = from; r < from + n; r++) {
    const o = outcomeFor(playOut(from_, plan.policy, rolloutKey(plan.key, r), skip).end, plan.seat);
    each.push(o.points);
    points += o.points;
    levels += o.levels;
  }
  return { move, points: points / n, levels: levels / n, rollouts: n };
}

/** Better first: more points, then more levels (a tie keeps the order). */
function better(a: Valued, b: Valued): number {
  return b.points - a.points || b.levels - a.levels;
}

/**
 * The rollouts of decision `i` of the plan: every candidate screened on
 * key 0, then the move made and the best other confirmed on keys 1..n.
 * `onWork` is told the work of each rollout batch (for a progress bar).
 */
export function reviewDecision(plan: ReviewPlan, i: number, onWork?: (work: number) => void): ReviewedDecision {
  const d = plan.decisions[i];
  if (!d) throw new Error(`no decision ${i}`);
  const end = plan.states[plan.states.length - 1] as GameState;
  if (d.candidates.length <= 1) {
    const actual = outcomeFor(end, plan.seat);
    const only: Valued = { move: d.made, ...actual, rollouts: 0 };
    return { index: d.index, trick: d.trick, made: d.made, best: d.made, madeValue: actual, bestValue: actual, cost: 0, candidates: [only], marked: false, reason: null };
  }
  const unit = d.work / (d.candidates.length + 2 * plan.budget.rollouts);
  const screened = d.candidates.map((m) => {
    const v = valueOf(plan, d, m, 0, 1);
    onWork?.(unit);
    return v;
  });
  const others = screened.slice(1).sort(better);
  const n = Math.max(1, plan.budget.rollouts);
  const mine: number[] = [];
  const theirs: number[] = [];
  const made = valueOf(plan, d, d.made, 1, n, mine);
  const rival = valueOf(plan, d, (others[0] as Valued).move, 1, n, theirs);
  onWork?.(unit * 2 * n);
  // Found better only when it is better on the whole and never worse on the same luck.
  const rivalWins = better(rival, made) < 0 && theirs.every((p, r) => p >= (mine[r] as number));
  const best = rivalWins ? rival : made;
  const cost = Math.max(0, best.points - made.points);
  return {
    index: d.index,
    trick: d.trick,
    made: d.made,
    best: best.move,
    madeValue: { points: made.points, levels: made.levels },
    bestValue: { points: best.points, levels: best.levels },
    cost,
    candidates: [...(rivalWins ? [rival, made] : [made, rival]), ...others.slice(1)],
    marked: false,
    reason: null,
  };
}

/** The costliest few (from MARK_FROM_POINTS up) marked with a reason, and the seat's total. */
export function finishReview(plan: ReviewPlan, decisions: readonly ReviewedDecision[]): SeatReview {
  const end = plan.states[plan.states.length - 1] as GameState;
  const costly = decisions
    .filter((d) => d.cost >= MARK_FROM_POINTS)
    .sort((a, b) => b.cost - a.cost || a.index - b.index)
    .slice(0, MARKS)
    .map((d) => d.index);
  const out = decisions.map((d) => {
    if (!costly.includes(d.index)) return d;
    const before = plan.states[d.index] as GameState;
    const after = plan.states[d.index + 1] as GameState;
    return { ...d, marked: true, reason: reasonFor(before, after, end, plan.seat, d.made, d.best) };
  });
  const lost = out.reduce((a, d) => a + d.cost, 0);
  return { seat: plan.seat, hand: plan.input.hand, budget: plan.budget, decisions: out, lost, actual: outcomeFor(end, plan.seat) };
}

/** A whole review in one call; `onProgress(done, total)` in units of work. */
export function reviewHand(input: ReviewInput, seat: Seat, budget: ReviewBudget = DEFAULT_REVIEW_BUDGET, onProgress?: (done: number, total: number) => void): SeatReview {
  const plan = planReview(input, seat, budget);
  const total = plan.decisions.reduce((a, d) => a + d.work, 0);
  let done = 0;
  const decisions = plan.decisions.map((_, i) =>
    reviewDecision(plan, i, (w) => {
      done += w;
      onProgress?.(done, total);
    }),
  );
  return finishReview(plan, decisions);
}
