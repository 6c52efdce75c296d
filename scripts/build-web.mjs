// Builds the static web client into web/dist (served as Workers static assets):
// - app.js: the start and table pages (and what an embed loads);
// - replay.js: the replay page, loaded on /g/:id only; it replays games with
//   the whole engine (which has no validation library: each page stays small);
// - embed.js: the <pengyou-table> custom element, one script tag;
// - review-worker.js: a hand's review (the engine's review, bots included),
//   run in Web Workers by the replay page only when a review starts: its
//   own chunk, in no page's budget.
// - push.js: turning notifications on and off, loaded only when a player asks;
// - mine.js: the start page's "my tables", loaded only when this browser kept some;
// - explain.js: the game log's lines, which say why (web/src/table/explain.ts), loaded by the table page once it has drawn;
// - sw.js (web/public): the service worker, stamped with a hash of the shell it caches.
// Everything is built into a fresh folder beside web/dist, which then takes
// web/dist's place file by file (replace-dir.mjs): a `wrangler dev` serving
// web/dist while this runs never sees a half-written file (it would reload
// and then answer index.html for /app.js until restarted) nor a missing one.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { replaceDir } from "./replace-dir.mjs";

const dist = "web/dist";
const out = mkdtempSync("web/.dist-new-");

const common = {
  bundle: true,
  minify: true,
  target: "es2022",
  sourcemap: false,
  jsx: "automatic",
  jsxImportSource: "preact",
  logLevel: "warning",
  legalComments: "none",
};

cpSync("web/public", out, { recursive: true });
try {
  await Promise.all([
    build({ ...common, entryPoints: { app: "web/src/main.tsx" }, outdir: out, format: "esm" }),
    build({ ...common, entryPoints: { replay: "web/src/replay/main.tsx" }, outdir: out, format: "esm" }),
    build({ ...common, entryPoints: { embed: "web/src/embed.ts" }, outdir: out, format: "iife" }),
    build({ ...common, entryPoints: { "review-worker": "web/src/replay/review-worker.ts" }, outdir: out, format: "iife" }),
    build({ ...common, entryPoints: { push: "web/src/push.ts" }, outdir: out, format: "esm" }),
    build({ ...common, entryPoints: { mine: "web/src/mine.ts" }, outdir: out, format: "esm" }),
    build({ ...common, entryPoints: { explain: "web/src/table/explain.ts" }, outdir: out, format: "esm" }),
  ]);
  // A new shell is a new service worker: it caches the new files and drops the old ones.
  const hash = createHash("sha256");
  for (const f of ["index.html", "app.js", "app.css", "push.js", "mine.js", "explain.js", "manifest.webmanifest"]) hash.update(readFileSync(`${out}/${f}`));
  writeFileSync(`${out}/sw.js`, readFileSync(`${out}/sw.js`, "utf8").replace("__BUILD__", hash.digest("hex").slice(0, 12)));
} catch (e) {
  rmSync(out, { recursive: true, force: true });
  throw e;
}
replaceDir(out, dist);
