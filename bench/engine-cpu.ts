/**
 * `npx tsx bench/engine-cpu.ts OLD_CHECKOUT NEW_CHECKOUT`: the CPU time
 * (process.cpuUsage) of the engine benches' fixed workloads (judge-trick.ts,
 * hands.ts) of two checkouts, alternating in one process, five rounds; prints
 * each round's milliseconds and the ratios of the medians, new to old. CPU
 * time rather than wall time: on a shared machine it swings far less.
 */
export {};

type Benches = { judge: { benchJudgeTrick(): unknown }; hands: { benchHands(): unknown } };
const [oldDir, newDir] = process.argv.slice(2);
if (!oldDir || !newDir) throw new Error("usage: npx tsx bench/engine-cpu.ts OLD_CHECKOUT NEW_CHECKOUT");
const load = async (dir: string): Promise<Benches> => ({
  judge: (await import(`${dir}/bench/judge-trick.ts`)) as Benches["judge"],
  hands: (await import(`${dir}/bench/hands.ts`)) as Benches["hands"],
});
const sides = { old: await load(oldDir), new: await load(newDir) };
const cpuMs = (f: () => unknown): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};
const out = { old: { judge: [] as number[], hands: [] as number[] }, new: { judge: [] as number[], hands: [] as number[] } };
for (let round = 0; round < 5; round++) {
  // Each side goes first in turn: the JIT and the machine warm up along the way.
  for (const name of round % 2 ? (["new", "old"] as const) : (["old", "new"] as const)) {
    out[name].judge.push(cpuMs(() => sides[name].judge.benchJudgeTrick()));
    out[name].hands.push(cpuMs(() => sides[name].hands.benchHands()));
  }
}
const median = (x: readonly number[]) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)] as number;
console.log(JSON.stringify({ ...out, judge_ratio: median(out.new.judge) / median(out.old.judge), hands_ratio: median(out.new.hands) / median(out.old.hands) }));
