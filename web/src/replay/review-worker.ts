/**
 * The review's worker (review-worker.js, loaded only when a review starts):
 * the engine's review (src/engine/review) off the page's thread. It plans,
 * reviews the decisions it is given, or puts a review together, as the page
 * asks (review-messages.ts); the page cancels by terminating it.
 */
import { type ReviewPlan, finishReview, planReview, reviewDecision } from "../../../src/engine/client";
import type { FromWorker, ToWorker } from "./review-messages";

let kept: { readonly id: string; readonly plan: ReviewPlan } | null = null;

function planFor(m: ToWorker): ReviewPlan {
  const id = JSON.stringify([m.input.hands.length, m.input.hand, m.input.hands[m.input.hand]?.key, m.seat, m.budget]);
  if (kept?.id !== id) kept = { id, plan: planReview(m.input, m.seat, m.budget) };
  return kept.plan;
}

const post = (m: FromWorker) => postMessage(m);

onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    const plan = planFor(m);
    switch (m.type) {
      case "plan":
        return post({ type: "planned", work: plan.decisions.map((d) => d.work) });
      case "decide":
        for (const i of m.decisions) {
          const decision = reviewDecision(plan, i, (work) => post({ type: "work", work }));
          post({ type: "decided", i, decision });
        }
        return;
      case "finish":
        return post({ type: "finished", review: finishReview(plan, m.decisions) });
    }
  } catch (err) {
    post({ type: "failed", message: err instanceof Error ? err.message : String(err) });
  }
};
