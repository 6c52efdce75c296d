/**
 * What each page costs to load: the gzipped bytes of the JavaScript it runs
 * (web/dist/app.js: the start and table pages share it; the replay page's
 * script is loaded only on /g/:id; embed.js is the embed snippet). The
 * budget is 60 KB per page (DESIGN.md). lobby.js (the start page's lobby)
 * loads after the start page, on it only. review-worker.js (a hand's review,
 * in Web Workers) loads only when a review starts: its own chunk, counted
 * apart; so are rules.js and learn.js (the rules in words, the guided
 * hands), loaded only on their pages. test/browser/page-size.test.ts holds
 * the built client to the budget.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.join(ROOT, "web/dist");
export const PAGE_BUDGET = 60 * 1024;

function gz(file: string): { bytes: number; gzip: number } {
  const data = readFileSync(path.join(DIST, file));
  return { bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/** The sizes of the built client in web/dist as it is (build it first). */
export function measureWebSize() {
  const app = gz("app.js");
  const css = gz("app.css");
  const replay = gz("replay.js");
  const embed = gz("embed.js");
  // Loaded only when a review starts (in workers): its own chunk, in no page's budget.
  const review = gz("review-worker.js");
  // The start page's lobby and my tables: loaded after the start page, never by the table page.
  const lobby = gz("lobby.js");
  // The game log's explanations: loaded by the table page after it has drawn, outside app.js.
  const explain = gz("explain.js");
  // The Zheng Fen rules a Zheng Fen table reads its chosen cards with: loaded by that table as it first draws
  // (a Zheng Fen table page is app.js and this; a Shengji table page never loads it).
  const zf = gz("zf.js");
  // The rules in words (/rules/:preset and the table's drawer) and the guided hands (/learn): loaded only there.
  const rules = gz("rules.js");
  const learn = gz("learn.js");
  return {
    budget_gzip_bytes: PAGE_BUDGET,
    table_page_gzip_bytes: app.gzip,
    table_page_bytes: app.bytes,
    replay_page_gzip_bytes: replay.gzip,
    embed_script_gzip_bytes: embed.gzip,
    css_gzip_bytes: css.gzip,
    review_worker_gzip_bytes: review.gzip,
    lobby_script_gzip_bytes: lobby.gzip,
    explain_chunk_gzip_bytes: explain.gzip,
    zhengfen_rules_chunk_gzip_bytes: zf.gzip,
    zhengfen_table_page_gzip_bytes: app.gzip + zf.gzip,
    rules_chunk_gzip_bytes: rules.gzip,
    learn_chunk_gzip_bytes: learn.gzip,
    every_page_within_budget: Math.max(app.gzip, replay.gzip, embed.gzip) <= PAGE_BUDGET,
  };
}

/** Builds the web client, then measures it: the figures are always of the sources as they are. */
export function benchWebSize() {
  execFileSync("node", ["scripts/build-web.mjs"], { cwd: ROOT, stdio: "inherit" });
  return measureWebSize();
}
