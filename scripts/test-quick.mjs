// `npm run test:quick`: the loop between commits, a few minutes: the typecheck, the engine suite, and the
// Workers pool on a subset: every file but table-attacks.test.ts (hands played with griefers: a minute on
// its own), with the seat property at 50 random sequences instead of CI's 1000 (SEAT_RUNS). The browser and
// end-to-end suites, the griefers and the long property run in `npm test`, which CI runs: run it before
// submitting. Stops at the first step that fails.
import { spawnSync } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const steps = [
  ["run", "typecheck"],
  ["run", "test:engine"],
  ["run", "test:server", "--", "--exclude", "test/server/table-attacks.test.ts"],
];
const started = Date.now();
for (const args of steps) {
  const r = spawnSync(npm, args, { stdio: "inherit", env: { ...process.env, SEAT_RUNS: process.env.SEAT_RUNS ?? "50" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`test:quick passed in ${Math.round((Date.now() - started) / 1000)} s (npm test runs everything: do before submitting)`);
