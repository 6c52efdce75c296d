// `npm start`: the local database (migrated, quietly), the web client
// (built), then `wrangler dev` serving both at http://localhost:8787.
//
//   npm start                      port 8787
//   npm start -- --port 8788       another port (or PORT=8788 npm start)
//   npm start -- --persist-to DIR  local storage elsewhere (the migration uses it too)
//
// Any other argument goes to `wrangler dev`. Nothing here needs the network:
// wrangler dev would fetch a sample `request.cf` object from Cloudflare at
// start (offline, a warning with a stack trace); the app never reads it, so
// the fetch is off unless CLOUDFLARE_CF_FETCH_ENABLED says otherwise.
import { spawn, spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const persist = args.indexOf("--persist-to");
const persistArgs = persist >= 0 && args[persist + 1] ? ["--persist-to", args[persist + 1]] : [];
const port = args.includes("--port") ? [] : ["--port", process.env.PORT ?? "8787"];
const shell = process.platform === "win32";

for (const step of [["scripts/migrate-local.mjs", ...persistArgs], ["scripts/build-web.mjs"]]) {
  const r = spawnSync(process.execPath, step, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log("Web client built. Starting wrangler dev (Ctrl+C stops it)…");
const dev = spawn("wrangler", ["dev", ...port, ...args], {
  stdio: "inherit",
  shell,
  env: {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? "false",
    WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? "false",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
