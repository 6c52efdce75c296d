// `npm run test:quick`: the loop between commits, a few minutes: the typecheck, the engine suite but its
// long bot games (the simulations of whole games at every player count, the expert bot's suite, review
// rates, Zheng Fen bots' 500 games), and the Workers pool but its whole games at a pace (play.test.ts's
// Shengji game to D1, redeal.test.ts's first tricks at one step a second) and its lobby files, with the
// seat property at 50 random sequences instead of CI's 1000 (SEAT_RUNS). The browser and end-to-end
// suites and what is left out here run in `npm test`, which CI runs: run it before submitting. Stops at
// the first step that fails.
import { spawnSync } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const LONG_ENGINE = [
  "test/engine/shengji/simulation-*.test.ts",
  "test/engine/bots/expert.test.ts",
  "test/engine/review/rates.test.ts",
  "test/engine/zhengfen/bots.test.ts",
];
const LONG_SERVER = ["test/server/lobby-attacks.test.ts", "test/server/lobby.test.ts", "test/server/play.test.ts", "test/server/redeal.test.ts"];
const excluding = (files) => files.flatMap((f) => ["--exclude", f]);
const steps = [
  ["run", "typecheck"],
  ["run", "test:engine", "--", ...excluding(LONG_ENGINE)],
  // The Workers pool's projects have their own excludes: the files to leave out go by SERVER_SKIP (vitest.workers.config.ts).
  ["run", "test:server"],
];
const started = Date.now();
for (const args of steps) {
  const r = spawnSync(npm, args, { stdio: "inherit", env: { ...process.env, SEAT_RUNS: process.env.SEAT_RUNS ?? "50", SERVER_SKIP: LONG_SERVER.join(",") } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`test:quick passed in ${Math.round((Date.now() - started) / 1000)} s (npm test runs everything: do before submitting)`);
