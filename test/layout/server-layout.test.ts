/**
 * The house's shape (STYLE.md §8): no import circle anywhere in src, type
 * imports included; the server's folders import one way (a folder below
 * never imports a folder above); no server file past 300 lines, no server
 * folder past 12 files; no file name used by two layers.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");
const SERVER = path.join(SRC, "server");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path.join(dir, e.name)] : [],
  );
}

/** Relative imports of a file, resolved to files (value, type and dynamic imports, and re-exports). */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/gs)].map((m) => (m[1] ?? m[2]) as string);
  return specs.flatMap((spec) => {
    const base = path.resolve(path.dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base.replace(/\.js$/, ".ts")].find((c) => known.has(c));
    return hit ? [hit] : [];
  });
}

/** The strongly connected components of more than one node (Tarjan), each sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const c: string[] = [];
    for (;;) {
      const w = stack.pop() as string;
      on.delete(w);
      c.push(w);
      if (w === v) break;
    }
    if (c.length > 1) found.push(c.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const files = sources(SRC);
const known = new Set(files);
const graph = new Map(files.map((f) => [f, importsOf(f, known)] as const));
const rel = (f: string) => path.relative(ROOT, f);

describe("the import graph of src", () => {
  it("finds the sources and their imports", () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
  });

  it("has no circle, type imports included", () => {
    expect(circles(graph).map((c) => c.map(rel))).toEqual([]);
  });

  it("would see a circle (the check itself)", () => {
    const planted = new Map(graph);
    const [a, b] = [path.join(SERVER, "store/rows.ts"), path.join(SERVER, "state/table-state.ts")];
    planted.set(a, [...(planted.get(a) ?? []), b]);
    expect(circles(planted).some((c) => c.includes(a) && c.includes(b))).toBe(true);
  });
});

describe("src/server's neighbourhoods", () => {
  const serverFiles = files.filter((f) => f.startsWith(SERVER + path.sep));
  const folderOf = (f: string) => path.relative(SERVER, path.dirname(f)) || ".";

  it("import one way: no circle among the folders", () => {
    const folders = new Map<string, Set<string>>();
    for (const f of serverFiles) {
      const from = folderOf(f);
      const to = folders.get(from) ?? new Set<string>();
      for (const t of graph.get(f) ?? []) if (t.startsWith(SERVER + path.sep) && folderOf(t) !== from) to.add(folderOf(t));
      folders.set(from, to);
    }
    expect(circles(new Map([...folders].map(([k, v]) => [k, [...v]])))).toEqual([]);
  });

  it("keep files under 300 lines and folders to about a dozen files", () => {
    for (const f of serverFiles) expect(readFileSync(f, "utf8").split("\n").length, rel(f)).toBeLessThanOrEqual(300);
    const counts = new Map<string, number>();
    for (const f of serverFiles) counts.set(folderOf(f), (counts.get(folderOf(f)) ?? 0) + 1);
    for (const [folder, n] of counts) expect(n, `src/server/${folder}`).toBeLessThanOrEqual(12);
    expect(counts.get(".") ?? 0, "files left flat in src/server").toBe(0);
  });
});

describe("names", () => {
  // A layer: the engine, the protocol, the client, the server, the web client. Within one layer two games may
  // each have their own `actions.ts`; across layers one name is one thing (a reader is never sent to the wrong file).
  const layerOf = (f: string) => (f.startsWith(SRC + path.sep) ? (path.relative(SRC, f).split(path.sep)[0] as string) : "web");

  it("no name is used by two layers (index.ts aside)", () => {
    const all = [...files, ...sources(path.join(ROOT, "web/src"))].filter((f) => !/[\\/]index\.tsx?$/.test(f));
    const byName = new Map<string, Map<string, string>>();
    for (const f of all) {
      const name = path.basename(f).replace(/\.tsx?$/, "");
      byName.set(name, (byName.get(name) ?? new Map()).set(layerOf(f), rel(f)));
    }
    const shared = [...byName].filter(([, layers]) => layers.size > 1).map(([name, layers]) => `${name}: ${[...layers.values()].join(", ")}`);
    expect(shared).toEqual([]);
  });
});
