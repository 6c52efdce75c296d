// Builds the static web client into web/dist (served as Workers static assets).
import { build } from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";

const out = "web/dist";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("web/public", out, { recursive: true });
await build({
  entryPoints: { app: "web/src/main.ts" },
  outdir: out,
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  sourcemap: false,
  jsx: "automatic",
  jsxImportSource: "preact",
  logLevel: "warning",
});
