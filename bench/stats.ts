/** Small helpers for benchmarks: medians and percentiles of samples (machines are noisy). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** Rounded to 2 or 3 decimals, for figures in the JSON a benchmark prints. */
export const r2 = (x: number) => Number(x.toFixed(2));
export const r3 = (x: number) => Number(x.toFixed(3));

export function summarize(samples: readonly number[], digits = 2) {
  const s = [...samples].sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(digits));
  return { median: round(percentile(s, 50)), p99: round(percentile(s, 99)), samples: s.length };
}

/**
 * Microseconds per call of `fn` on each input: after warm-up passes (so the
 * JIT has settled), each input is run `repeat` times back to back and the
 * average taken, `rounds` times over. One sample per input and round: the
 * p99 is the cost of the slowest inputs, not of the timer's resolution.
 */
export function timeEach<T>(inputs: readonly T[], fn: (x: T) => unknown, rounds = 3, repeat = 5, warmup = 5): number[] {
  for (let w = 0; w < warmup; w++) for (const x of inputs) fn(x);
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const x of inputs) {
      const t0 = performance.now();
      for (let k = 0; k < repeat; k++) fn(x);
      out.push(((performance.now() - t0) * 1000) / repeat);
    }
  }
  return out;
}
