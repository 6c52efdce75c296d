// Applies the D1 migrations to the local database (what `npm start` and
// `npm run setup` do first), unattended. In a terminal, `wrangler d1
// migrations apply` stops at "continue? (Y/n)"; wrangler 4 has no flag to
// say yes, and skips the question only when it is not interactive (standard
// input not a terminal) or under CI. So wrangler runs here with no standard
// input. Extra arguments pass through (`-- --persist-to DIR`).
import { spawnSync } from "node:child_process";

const run = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...process.argv.slice(2)], {
  stdio: ["ignore", "inherit", "inherit"],
  // npm puts node_modules/.bin on PATH; on Windows that entry is a .cmd, which needs a shell.
  shell: process.platform === "win32",
});
if (run.error) throw run.error;
process.exit(run.status ?? 1);
