/**
 * `npm run bench`: every benchmark, one JSON document on stdout, also
 * written to bench/results/latest.json. Figures are medians and p99 over
 * many samples; compare runs by ratio, not by absolute numbers.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { benchHands } from "./hands";
import { benchJudgeTrick } from "./judge-trick";

async function main() {
  const engine: Record<string, unknown> = { judgeTrick: benchJudgeTrick(), hands: benchHands() };
  try {
    const { benchZhengFen } = await import("./zhengfen");
    engine.zhengFen = benchZhengFen();
  } catch (e) {
    engine.zhengFen = { error: String(e) };
  }
  const result = { at: new Date().toISOString(), node: process.version, engine, web: (await import("./web-size")).benchWebSize() };
  const json = JSON.stringify(result, null, 2);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.json", `${json}\n`);
  process.stdout.write(`${json}\n`);
}

await main();
