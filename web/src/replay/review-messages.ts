/**
 * What the replay page and its review workers say to each other. The page
 * holds no engine code of the review: a worker plans the review (which
 * decisions, how much work each), the pool shares the decisions out, each
 * worker reviews its share, and one puts the review together.
 */
import type { ReviewBudget, ReviewInput, ReviewedDecision, SeatReview } from "../../../src/engine/client";

export type { ReviewBudget, ReviewInput, ReviewedDecision, SeatReview };

/** What a worker is asked: every message names the hand, the seat and the budget (a worker keeps the plan it made). */
interface Job {
  readonly input: ReviewInput;
  readonly seat: number;
  readonly budget: ReviewBudget;
}

export type ToWorker =
  | (Job & { readonly type: "plan" })
  | (Job & { readonly type: "decide"; readonly decisions: readonly number[] })
  | (Job & { readonly type: "finish"; readonly decisions: readonly ReviewedDecision[] });

export type FromWorker =
  /** The plan's decisions, in order: each one's work (0: one move only, nothing to roll out). */
  | { readonly type: "planned"; readonly work: readonly number[] }
  /** Progress, in units of work done since the last message. */
  | { readonly type: "work"; readonly work: number }
  | { readonly type: "decided"; readonly i: number; readonly decision: ReviewedDecision }
  | { readonly type: "finished"; readonly review: SeatReview }
  | { readonly type: "failed"; readonly message: string };
