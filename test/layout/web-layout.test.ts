/**
 * The web client's shape. It reaches the engine through its surfaces
 * (STYLE.md: imports point one way, through a documented door): web/src and
 * src/client import the engine from src/engine/index.ts (the game, the
 * conformance surface) and src/engine/client.ts (sorting, hints, words, the
 * rules in words, replays and reviews) only, never a module behind them.
 * The second surface is re-exports only, shares no name with the first, and
 * costs a page nothing it does not use (the engine's package.json tells the
 * bundler it has no side effects). And web/src is folders named for what
 * they hold, none with more than about a dozen files (STYLE.md §8).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ENGINE = path.join(ROOT, "src/engine");
const SURFACES = ["index.ts", "client.ts"].map((f) => path.join(ENGINE, f));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path.join(dir, e.name)] : [],
  );
}

/** Relative specifiers a source imports or re-exports (value, type and dynamic imports). */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/gs)].map((m) => (m[1] ?? m[2]) as string);
}

/** The imports of a file that reach into src/engine past its surfaces, as "file: specifier". */
function pastTheSurface(file: string, text: string): string[] {
  return specifiers(text).flatMap((spec) => {
    const target = path.resolve(path.dirname(file), spec);
    if (target !== ENGINE && !target.startsWith(ENGINE + path.sep)) return [];
    const as = [target, `${target}.ts`, path.join(target, "index.ts")];
    return as.some((t) => SURFACES.includes(t)) ? [] : [`${path.relative(ROOT, file)}: ${spec}`];
  });
}

/** The names a surface exports (its `export … from` lists and its own declarations). */
function exportedNames(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const listed = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] as string).split(",").map((s) => s.trim().replace(/^type\s+/, "").split(/\s+as\s+/).pop()?.trim() ?? "").filter(Boolean),
  );
  const declared = [...text.matchAll(/export\s+(?:async\s+)?(?:function|interface|const|type|class)\s+(\w+)/g)].map((m) => m[1] as string);
  return [...listed, ...declared];
}

/** The engine modules that put code into a bundle of the given source, bundled as a page is (esbuild), resolved from src/engine. */
function bundled(contents: string): string[] {
  const out = buildSync({
    absWorkingDir: ROOT, stdin: { contents, resolveDir: ENGINE, loader: "ts" }, bundle: true, format: "esm", target: "es2022", write: false, metafile: true, logLevel: "silent",
  });
  const inputs = Object.values(out.metafile.outputs).flatMap((o) => Object.entries(o.inputs));
  return inputs.filter(([file, i]) => file.startsWith("src/engine/") && i.bytesInOutput > 0).map(([file]) => file).sort();
}

const clients = [...sources(path.join(ROOT, "web/src")), ...sources(path.join(ROOT, "src/client"))];

describe("the web client's way into the engine", () => {
  it("finds the client's sources and their engine imports", () => {
    expect(clients.length).toBeGreaterThan(60);
    const reaching = clients.filter((f) => specifiers(readFileSync(f, "utf8")).some((s) => path.resolve(path.dirname(f), s).startsWith(ENGINE)));
    expect(reaching.length).toBeGreaterThan(25);
  });

  it("goes through index.ts and client.ts only", () => {
    expect(clients.flatMap((f) => pastTheSurface(f, readFileSync(f, "utf8")))).toEqual([]);
  });

  it("would see an import past the surface (the check itself)", () => {
    const file = path.join(ROOT, "web/src/table/somewhere.tsx");
    expect(pastTheSurface(file, `import { sortCards } from "../../../src/engine/shengji/hints";`)).toHaveLength(1);
    expect(pastTheSurface(file, `import type {\n  ZhengFenView,\n} from "../../../src/engine/zhengfen";`)).toHaveLength(1);
    expect(pastTheSurface(file, `const m = await import("../../../src/engine/replay");`)).toHaveLength(1);
    expect(pastTheSurface(file, `import { sortCards } from "../../../src/engine/client";\nimport type { ShengjiView } from "../../../src/engine";`)).toEqual([]);
  });
});

describe("the client surface", () => {
  const client = readFileSync(path.join(ENGINE, "client.ts"), "utf8");

  it("only re-exports", () => {
    const code = client.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "").replace(/export\s+(?:type\s+)?\{[^}]*\}\s+from\s+["'][^"']+["'];/g, "");
    expect(code.trim()).toBe("");
  });

  it("shares no name with index.ts", () => {
    const index = new Set(exportedNames(path.join(ENGINE, "index.ts")));
    const names = exportedNames(path.join(ENGINE, "client.ts"));
    expect(names.length).toBeGreaterThan(40);
    expect(index.has("createGame") && index.has("judgeTrick")).toBe(true);
    expect(names.filter((n) => index.has(n))).toEqual([]);
  });

  it("costs a page nothing it does not use", () => {
    // Both surfaces imported, nothing used: no byte of the engine in the bundle.
    expect(bundled(`import "./index"; import "./client"; export const x = 1;`)).toEqual([]);
    // A name through the surface costs what it costs from its own module.
    const through = bundled(`import { PRESET_INFO } from "./index"; import { sortCards, sortZhengFen } from "./client"; console.log(sortCards, PRESET_INFO, sortZhengFen);`);
    const direct = bundled(`import { sortCards } from "./shengji/hints"; import { PRESET_INFO } from "./presets"; import { sortZhengFen } from "./zhengfen/hints"; console.log(sortCards, PRESET_INFO, sortZhengFen);`);
    expect(through).toContain("src/engine/shengji/hints.ts");
    expect(through).toEqual(direct);
  });
});

describe("web/src's folders", () => {
  it("hold about a dozen files each", () => {
    const counts = new Map<string, number>();
    for (const f of sources(path.join(ROOT, "web/src"))) {
      const folder = path.relative(ROOT, path.dirname(f));
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThan(8);
    for (const [folder, n] of counts) expect(n, folder).toBeLessThanOrEqual(12);
  });
});
