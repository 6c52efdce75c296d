// Builds the static web client into web/dist (served as Workers static assets):
// - app.js: the start and table pages (and what an embed loads), kept small:
//   zod is replaced by a stub (web/src/zod-stub.ts), see there why;
// - replay.js: the replay page, loaded on /g/:id only; it replays games with
//   the whole engine, so it keeps the real zod;
// - embed.js: the <pengyou-table> custom element, one script tag.
import { build } from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const out = "web/dist";
const zodStub = fileURLToPath(new URL("../web/src/zod-stub.ts", import.meta.url));

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

const stubZod = {
  name: "stub-zod",
  setup(b) {
    b.onResolve({ filter: /^zod(\/.*)?$/ }, () => ({ path: zodStub }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("web/public", out, { recursive: true });
await Promise.all([
  build({ ...common, entryPoints: { app: "web/src/main.tsx" }, outdir: out, format: "esm", plugins: [stubZod] }),
  build({ ...common, entryPoints: { replay: "web/src/replay/main.tsx" }, outdir: out, format: "esm" }),
  build({ ...common, entryPoints: { embed: "web/src/embed.ts" }, outdir: out, format: "iife" }),
]);
