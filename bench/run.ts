/**
 * `npm run bench`: every benchmark, one JSON document on stdout, also
 * written to bench/results/latest.json. Figures are medians and p99 over
 * many samples; compare runs by ratio, not by absolute numbers.
 *
 * `npm run bench -- quick` runs shorter server measurements;
 * `npm run bench -- engine` skips the server (no wrangler dev).
 * Do not edit files while it runs: wrangler dev reloads on changes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { benchHands } from "./hands";
import { benchJudgeTrick } from "./judge-trick";
import { benchServer } from "./server";
import { benchWebSize } from "./web-size";
import { benchZhengFen } from "./zhengfen";

async function main() {
  const args = process.argv.slice(2);
  const engine = { judgeTrick: benchJudgeTrick(), hands: benchHands(), zhengFen: benchZhengFen() };
  const web = benchWebSize();
  const server = args.includes("engine") ? null : await benchServer({ quick: args.includes("quick") });
  const result = { at: new Date().toISOString(), node: process.version, engine, web, server };
  const json = JSON.stringify(result, null, 2);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.json", `${json}\n`);
  process.stdout.write(`${json}\n`);
}

await main();
