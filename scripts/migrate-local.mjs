// Applies the D1 migrations to the local database (what `npm start` and
// `npm run setup` do first), unattended and quietly. In a terminal,
// `wrangler d1 migrations apply` stops at "continue? (Y/n)"; wrangler 4 has
// no flag to say yes, and skips the question only when it is not
// interactive (standard input not a terminal) or under CI. So wrangler runs
// here with no standard input, and what it prints (its banner, tables of
// migrations, the question it answered itself) is kept back: one line says
// what was done, and wrangler's own words are printed only if it failed.
// Extra arguments pass through (`-- --persist-to DIR`).
import { spawnSync } from "node:child_process";

const run = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...process.argv.slice(2)], {
  stdio: ["ignore", "pipe", "pipe"],
  encoding: "utf8",
  env: { ...process.env, WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? "false" },
  // npm puts node_modules/.bin on PATH; on Windows that entry is a .cmd, which needs a shell.
  shell: process.platform === "win32",
});
if (run.error) throw run.error;
const out = `${run.stdout ?? ""}${run.stderr ?? ""}`;
if (run.status !== 0) {
  process.stderr.write(out);
  console.error(`The local database could not be migrated (wrangler exited with ${run.status ?? run.signal}).`);
  process.exit(run.status ?? 1);
}
const applied = [...new Set(out.match(/\b\d{4}_[\w-]+\.sql\b/g) ?? [])];
console.log(/No migrations to apply/i.test(out) || applied.length === 0
  ? "Local database: up to date (no migrations to apply)."
  : `Local database: applied ${applied.join(", ")}.`);
