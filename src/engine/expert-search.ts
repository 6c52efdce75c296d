/**
 * The part of the expert's search both games share: successive halving of
 * candidate plays over common sampled deals, and the rule that keeps the
 * baseline (strong's own first choice, candidate 0) unless another play
 * does better on the same deals by more than their noise.
 *
 * Work, not time: the caller fixes the number of rollouts, so the same
 * input gives the same choice on any machine.
 */

/** How many standard errors a play must beat the baseline by. */
export const GATE_Z = 1;
/** Fewest deals a round plays each live candidate on. */
export const MIN_DEALS = 8;

export interface Halving {
  /** Candidates still in the running at the end. */
  readonly alive: readonly number[];
  /** u[c][i]: candidate c's result on deal i (undefined where it was not played). */
  readonly u: readonly (readonly (number | undefined)[])[];
  readonly dealt: number;
}

/**
 * Every candidate is played out on the first deals, the better half (and
 * always the baseline) on the next ones, and so on, each round with an
 * equal share of the `budget` rollouts.
 */
export function halving<D>(count: number, budget: number, deal: (i: number) => D, run: (c: number, start: D) => number, minDeals = MIN_DEALS): Halving {
  const plan: number[] = [count];
  while ((plan[plan.length - 1] as number) > 2) plan.push(Math.ceil((plan[plan.length - 1] as number) / 2));
  const u: number[][] = Array.from({ length: count }, () => []);
  const sum: number[] = Array.from({ length: count }, () => 0);
  let alive = Array.from({ length: count }, (_, i) => i);
  let dealt = 0;
  for (let round = 0; round < plan.length; round++) {
    const per = Math.max(minDeals, Math.floor(budget / (plan.length * alive.length)));
    for (let i = 0; i < per; i++) {
      const start = deal(dealt + i);
      for (const c of alive) {
        const x = run(c, start);
        (u[c] as number[])[dealt + i] = x;
        sum[c] = (sum[c] as number) + x;
      }
    }
    dealt += per;
    if (round === plan.length - 1) break;
    const keep = plan[round + 1] as number;
    const ranked = alive.filter((c) => c !== 0).sort((a, b) => (sum[b] as number) - (sum[a] as number) || a - b);
    alive = [0, ...ranked.slice(0, Math.max(1, keep - 1))];
  }
  return { alive, u, dealt };
}

/** The candidate to play: the baseline unless another beats it on the same deals by more than `z` standard errors. */
export function gate(h: Halving, z = GATE_Z): number {
  const base = h.u[0] as readonly (number | undefined)[];
  let best = 0;
  let bestMean = 0;
  for (const c of h.alive) {
    if (c === 0) continue;
    const uc = h.u[c] as readonly (number | undefined)[];
    let sum = 0;
    let sq = 0;
    let m = 0;
    for (let i = 0; i < h.dealt; i++) {
      const x = uc[i];
      const b = base[i];
      if (x === undefined || b === undefined) continue;
      const d = x - b;
      sum += d;
      sq += d * d;
      m++;
    }
    if (m === 0) continue;
    const mean = sum / m;
    const se = m > 1 ? Math.sqrt((Math.max(0, sq / m - mean * mean) * (m / (m - 1))) / m) : 0;
    if (mean - z * se > 1e-9 && mean > bestMean + 1e-9) {
      best = c;
      bestMean = mean;
    }
  }
  return best;
}
