// Builds the static web client into web/dist (served as Workers static assets):
// - app.js: the start and table pages (and what an embed loads);
// - replay.js: the replay page, loaded on /g/:id only; it replays games with
//   the whole engine (which has no validation library: each page stays small);
// - embed.js: the <pengyou-table> custom element, one script tag.
import { build } from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";

const out = "web/dist";

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

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("web/public", out, { recursive: true });
await Promise.all([
  build({ ...common, entryPoints: { app: "web/src/main.tsx" }, outdir: out, format: "esm" }),
  build({ ...common, entryPoints: { replay: "web/src/replay/main.tsx" }, outdir: out, format: "esm" }),
  build({ ...common, entryPoints: { embed: "web/src/embed.ts" }, outdir: out, format: "iife" }),
]);
