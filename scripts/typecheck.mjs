// `npm run typecheck`: every TypeScript project of the repository (tsc --noEmit -p each), as many at
// once as there are cores (TYPECHECK_JOBS to choose): each tsc uses one core, and six in a row took
// a minute on a 2-core machine. Each project's output is printed whole when it ends; the exit code is
// the first failure's (or 0), after all have run.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const PROJECTS = ["tsconfig.json", "web/tsconfig.json", "bench/tsconfig.json", "test/browser/tsconfig.json", "test/layout/tsconfig.json", "test/names/tsconfig.json"];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? availableParallelism()));
const tsc = new URL("../node_modules/typescript/bin/tsc", import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "--noEmit", "-p", project], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => {
      const s = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? "ok  " : "FAIL"} tsc -p ${project} (${s} s)\n${out}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...PROJECTS];
const codes = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) codes.push(await check(p));
  }),
);
process.exit(codes.find((c) => c !== 0) ?? 0);
