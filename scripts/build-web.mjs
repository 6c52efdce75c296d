// Builds the static web client into web/dist (served as Workers static assets):
// - app.js: the start and table pages (and what an embed loads);
// - replay.js: the replay page, loaded on /g/:id only; it replays games with
//   the whole engine (which has no validation library: each page stays small);
// - learn.js: the guided hands (/learn), loaded there only: the engine and its
//   basic bots play them in the browser;
// - embed.js: the <pengyou-table> custom element, one script tag;
// - review-worker.js: a hand's review (the engine's review, bots included),
//   run in Web Workers by the replay page only when a review starts: its
//   own chunk, in no page's budget.
// - push.js: turning notifications on and off, loaded only when a player asks;
// - lobby.js: the start page's lobby (Play now, the open tables, live) and "my tables", loaded after the page;
// - qr.js: the QR encoder, loaded when a lobby first shows its code;
// - options.js: the house rules editor (web/src/options), loaded where a table's rules are chosen or shown;
// - rules.js: the rules in words ("How to play" on /rules/:preset, the table's
//   rules drawer), loaded only when someone asks for the rules;
// - explain.js: the game log's lines, which say why (web/src/table/side/explain.ts), loaded by the table page once it has drawn;
// - zf.js: the Zheng Fen rules a Zheng Fen table reads chosen cards with (web/src/table/zhengfen/zf-engine.ts), loaded by that table;
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
// Module scripts are always decoded as UTF-8 (the HTML standard's module
// script fetch), so the ESM builds keep their Chinese words as UTF-8 rather
// than \uXXXX escapes: app.js is about 300 bytes smaller gzipped. The classic
// scripts (embed.js runs in other sites' pages, whatever their charset) stay ASCII.
const esm = { ...common, format: "esm", charset: "utf8" };

cpSync("web/public", out, { recursive: true });
// /favicon.ico, which browsers and crawlers ask for whatever the page names: the app's icon (a PNG; _headers says so).
cpSync("web/public/icons/icon-192.png", `${out}/favicon.ico`);
try {
  await Promise.all([
    build({ ...esm, entryPoints: { app: "web/src/main.tsx" }, outdir: out }),
    build({ ...esm, entryPoints: { replay: "web/src/replay/main.tsx" }, outdir: out }),
    build({ ...esm, entryPoints: { learn: "web/src/learn/main.tsx" }, outdir: out }),
    build({ ...common, entryPoints: { embed: "web/src/embed.ts" }, outdir: out, format: "iife" }),
    build({ ...common, entryPoints: { "review-worker": "web/src/replay/review-worker.ts" }, outdir: out, format: "iife" }),
    build({ ...esm, entryPoints: { push: "web/src/push.ts" }, outdir: out }),
    build({ ...esm, entryPoints: { lobby: "web/src/start/lobby.ts" }, outdir: out }),
    build({ ...esm, entryPoints: { qr: "web/src/ui/qr-svg.ts" }, outdir: out }),
    build({ ...esm, entryPoints: { explain: "web/src/table/side/explain.ts" }, outdir: out }),
    build({ ...esm, entryPoints: { zf: "web/src/table/zhengfen/zf-engine.ts" }, outdir: out }),
    build({ ...esm, entryPoints: { rules: "web/src/rules/main.tsx" }, outdir: out }),
    build({ ...esm, entryPoints: { options: "web/src/options/main.tsx" }, outdir: out }),
  ]);
  // A new shell is a new service worker: it caches the new files and drops the old ones.
  const hash = createHash("sha256");
  for (const f of ["index.html", "app.js", "app.css", "push.js", "lobby.js", "qr.js", "explain.js", "options.js", "zf.js", "manifest.webmanifest"]) hash.update(readFileSync(`${out}/${f}`));
  writeFileSync(`${out}/sw.js`, readFileSync(`${out}/sw.js`, "utf8").replace("__BUILD__", hash.digest("hex").slice(0, 12)));
} catch (e) {
  rmSync(out, { recursive: true, force: true });
  throw e;
}
replaceDir(out, dist);
