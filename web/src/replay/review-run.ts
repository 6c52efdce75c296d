/**
 * Running a review from the page: a few workers (review-worker.js, loaded
 * only now) share the hand's decisions, the page adds up their progress,
 * and one of them puts the review together. Cancelling terminates them.
 * The same hand, seat and budget always give the same review, however the
 * decisions were shared out, so a finished review is kept in this browser
 * and shown again at once.
 */
import type { FromWorker, ReviewBudget, ReviewInput, ReviewedDecision, SeatReview, ToWorker } from "./review-messages";

export type { SeatReview };

export const REVIEW_BUDGET: ReviewBudget = { rollouts: 2, candidates: 5, level: "strong" };
const WORKER_URL = "/review-worker.js";

export interface Running {
  readonly done: Promise<SeatReview>;
  cancel(): void;
}

/** Workers to share a review: one per core but one (the page's), up to four; one on a two-core machine. */
function poolSize(): number {
  const cores = typeof navigator === "undefined" ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores - 1));
}

/** Shares decisions out by their work, the largest first, each to the least loaded worker. */
export function share(work: readonly number[], workers: number): number[][] {
  const out: number[][] = Array.from({ length: workers }, () => []);
  const load = out.map(() => 0);
  const order = work.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { w, i } of order) {
    let at = 0;
    for (let j = 1; j < workers; j++) if ((load[j] as number) < (load[at] as number)) at = j;
    (out[at] as number[]).push(i);
    load[at] = (load[at] as number) + w;
  }
  return out.map((list) => list.sort((a, b) => a - b)).filter((list) => list.length > 0);
}

export function runReview(input: ReviewInput, seat: number, onProgress: (share: number) => void, budget = REVIEW_BUDGET): Running {
  const workers: Worker[] = [];
  let stop: (e: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  stopped.catch(() => undefined);
  // A cancel rejects every question still waiting for its answer.
  const ask = (w: Worker, m: ToWorker, on: (m: FromWorker) => boolean): Promise<void> =>
    Promise.race([
      stopped,
      new Promise<void>((resolve, reject) => {
        w.onmessage = (e: MessageEvent<FromWorker>) => {
          if (e.data.type === "failed") reject(new Error(e.data.message));
          else if (on(e.data)) resolve();
        };
        w.onerror = (e) => reject(new Error(e.message || "the review worker failed"));
        w.postMessage(m);
      }),
    ]);
  const spawn = () => {
    const w = new Worker(WORKER_URL);
    workers.push(w);
    return w;
  };
  const job = { input, seat, budget };
  const done = (async () => {
    const first = spawn();
    let work: readonly number[] = [];
    await ask(first, { type: "plan", ...job }, (m) => {
      if (m.type === "planned") work = m.work;
      return m.type === "planned";
    });
    const total = work.reduce((a, w) => a + w, 0) || 1;
    let progress = 0;
    const decided: ReviewedDecision[] = new Array<ReviewedDecision>(work.length);
    await Promise.all(
      share(work, poolSize()).map((mine, n) => {
        let left = mine.length;
        return ask(n === 0 ? first : spawn(), { type: "decide", ...job, decisions: mine }, (m) => {
          if (m.type === "work") {
            progress += m.work;
            onProgress(Math.min(1, progress / total));
          } else if (m.type === "decided") {
            decided[m.i] = m.decision;
            left--;
          }
          return left === 0;
        });
      }),
    );
    let review: SeatReview | null = null;
    await ask(first, { type: "finish", ...job, decisions: decided }, (m) => {
      if (m.type === "finished") review = m.review;
      return m.type === "finished";
    });
    onProgress(1);
    return review as unknown as SeatReview;
  })();
  const end = () => {
    for (const w of workers) w.terminate();
  };
  void done.then(end, end);
  return {
    done,
    cancel() {
      stop(new Error("cancelled"));
      end();
    },
  };
}

/** A review kept in this browser: per game, hand, seat and budget. */
function cacheKey(gameId: string, hand: number, seat: number, budget: ReviewBudget): string {
  return `pengyou.review.v1.${gameId}.${hand}.${seat}.${budget.rollouts}-${budget.candidates}-${budget.level}`;
}

export function cachedReview(gameId: string, hand: number, seat: number, budget = REVIEW_BUDGET): SeatReview | null {
  try {
    const raw = localStorage.getItem(cacheKey(gameId, hand, seat, budget));
    return raw ? (JSON.parse(raw) as SeatReview) : null;
  } catch {
    return null;
  }
}

export function keepReview(gameId: string, review: SeatReview, budget = REVIEW_BUDGET): void {
  try {
    localStorage.setItem(cacheKey(gameId, review.hand, review.seat, budget), JSON.stringify(review));
  } catch {
    // not kept (storage full or blocked): it is computed again next time
  }
}
