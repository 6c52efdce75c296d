/**
 * `npx tsx bench/arena-diff.ts A.json B.json`: two arena runs on the same
 * seeds (`npm run arena -- … outcomes=A.json`), compared deal by deal.
 * For each pairing both ran, B's win rate less A's with the 95% interval
 * of the paired differences: the same deals played by two builds differ
 * far less than two independent runs, so a change shows in fewer deals.
 * Where both files have them (runs since 2026-11-28), the same for the
 * card points per paired deal: a finer measure than win, tie or loss.
 */
import { readFileSync } from "node:fs";

interface Outcomes {
  readonly from: number;
  readonly outcomes: Record<string, number[]>;
  /** Per paired deal, the first level's card points less the second's over both plays. */
  readonly points?: Record<string, number[]>;
}

const [a, b] = process.argv.slice(2).map((f) => JSON.parse(readFileSync(f, "utf8")) as Outcomes);
if (!a || !b) throw new Error("usage: arena-diff.ts A.json B.json");
if (a.from !== b.from) throw new Error(`the runs start at different seeds (${a.from}, ${b.from})`);
const round = (v: number) => Number(v.toFixed(3));
const report: Record<string, unknown> = {};
/** B less A deal by deal over the first n deals: the mean and its 95% interval. */
function paired(xs: readonly number[], ys: readonly number[], n: number) {
  const d = Array.from({ length: n }, (_, i) => (ys[i] as number) - (xs[i] as number));
  const mean = d.reduce((s, v) => s + v, 0) / n;
  const variance = d.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean: round(mean), ci95: [round(mean - half), round(mean + half)], changed: d.filter((v) => v !== 0).length };
}

for (const [name, xs] of Object.entries(a.outcomes)) {
  const ys = b.outcomes[name];
  if (!ys) continue;
  const n = Math.min(xs.length, ys.length);
  const rate = (s: readonly number[]) => round(s.slice(0, n).reduce((t, v) => t + v, 0) / n);
  const wins = paired(xs, ys, n);
  const entry: Record<string, unknown> = { deals: n, a: rate(xs), b: rate(ys), b_less_a: wins.mean, ci95: wins.ci95, changed: wins.changed };
  const [pa, pb] = [a.points?.[name], b.points?.[name]];
  if (pa && pb) {
    const pts = paired(pa, pb, Math.min(n, pa.length, pb.length));
    entry.points_b_less_a = pts.mean;
    entry.points_ci95 = pts.ci95;
  }
  report[name] = entry;
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
