/**
 * What the table page costs to load: the gzipped bytes of the JavaScript it
 * runs (web/dist/app.js: the start and table pages share it; the replay
 * page's script is loaded only on /g/:id). The budget is 60 KB (DESIGN.md).
 * Builds the web client first, so the figure is always of the sources as they are.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.join(ROOT, "web/dist");
export const TABLE_PAGE_BUDGET = 60 * 1024;

function gz(file: string): { bytes: number; gzip: number } {
  const data = readFileSync(path.join(DIST, file));
  return { bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

export function benchWebSize(): Record<string, number | boolean> {
  execFileSync("node", ["scripts/build-web.mjs"], { cwd: ROOT, stdio: "inherit" });
  const app = gz("app.js");
  const css = gz("app.css");
  const replay = gz("replay.js");
  const embed = gz("embed.js");
  return {
    table_page_gzip_bytes: app.gzip,
    table_page_bytes: app.bytes,
    table_page_within_budget: app.gzip <= TABLE_PAGE_BUDGET,
    css_gzip_bytes: css.gzip,
    replay_page_gzip_bytes: replay.gzip,
    embed_script_gzip_bytes: embed.gzip,
  };
}
