/**
 * The engine at the boundary (STYLE.md: imports point one way): nothing under
 * src/engine imports a validation library, the protocol, the server or the
 * client, and no web build swaps a module for a stub.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHENGJI_RULES, rulesProblem } from "../../src/engine/shengji/rules";
import { seatActionProblem } from "../../src/engine/shengji/actions";
import { zhengFenActionProblem } from "../../src/engine/zhengfen/actions";
import { PRESET_RULES } from "../../src/engine/presets";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ENGINE = path.join(ROOT, "src/engine");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)].map((m) => m[1] as string);
}

describe("the engine's imports", () => {
  const files = sources(ENGINE);

  it("finds the engine's sources", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("imports no validation library", () => {
    for (const f of files) for (const spec of importsOf(f)) expect(spec, path.relative(ROOT, f)).not.toMatch(/^(zod|valibot|yup|joi|ajv)(\/|$)/);
  });

  it("imports nothing of the project outside src/engine", () => {
    for (const f of files) {
      for (const spec of importsOf(f)) {
        if (!spec.startsWith(".")) continue;
        const target = path.resolve(path.dirname(f), spec);
        expect(target.startsWith(ENGINE + path.sep), `${path.relative(ROOT, f)} imports ${spec}`).toBe(true);
      }
    }
  });

  it("the web build stubs no module", () => {
    const build = readFileSync(path.join(ROOT, "scripts/build-web.mjs"), "utf8");
    expect(build).not.toMatch(/onResolve|stub/i);
  });
});

describe("checks from the specs, naming the field", () => {
  const rules = PRESET_RULES["tractor-classic"];

  it("accepts every preset's rules", () => {
    for (const [name, r] of Object.entries(PRESET_RULES)) expect(rulesProblem(r), name).toBeNull();
  });

  it("names a bad enum value, a bad nested number, an unknown field and a missing one", () => {
    expect(rulesProblem({ ...rules, follow: "loose" })).toMatch(/^follow: must be one of "pagat", "eighty", "hierarchy"/);
    expect(rulesProblem({ ...rules, tractorMin: { width: 1, length: 2 } })).toMatch(/^tractorMin\.width: must be a whole number from 2 to 8/);
    expect(rulesProblem({ ...rules, colour: "red" })).toBe("colour: is not an option");
    const { laps: _, ...missing } = rules;
    expect(rulesProblem(missing)).toMatch(/^laps: /);
    expect(rulesProblem({ ...rules, packs: null })).toBeNull();
    expect(rulesProblem({ ...rules, packs: 2.5 })).toMatch(/^packs: .*or null/);
  });

  it("lists every option of the type in the spec", () => {
    expect(Object.keys(SHENGJI_RULES.fields).sort()).toEqual(Object.keys(rules).sort());
  });

  it("reads Shengji seat actions strictly", () => {
    expect(seatActionProblem({ type: "play", cards: ["S10", "HK"] })).toBeNull();
    expect(seatActionProblem({ type: "call", friends: [{ card: "HA", ordinal: 1 }, { card: "SA", other: true }] })).toBeNull();
    expect(seatActionProblem({ type: "play", cards: ["S10", "X1"] })).toBe("cards.1: not a card (write S10, HK, BJ …)");
    expect(seatActionProblem({ type: "play", cards: [] })).toBe("cards: must be a list of 1 to 64 items");
    expect(seatActionProblem({ type: "play", cards: ["S2"], extra: 1 })).toBe("extra: unknown field");
    expect(seatActionProblem({ type: "call", friends: [{ card: "HA", ordinal: 9 }] })).toMatch(/^friends\.0\.ordinal/);
    expect(seatActionProblem({ type: "call", friends: [{ card: "HA", other: true, ordinal: 1 }] })).toMatch(/^friends\.0: /);
    expect(seatActionProblem({ type: "bury", cards: ["S2"], exposed: "yes" })).toBe("exposed: must be true or false");
    expect(seatActionProblem({ type: "deal" })).toMatch(/^type: must be one of/);
    expect(seatActionProblem(null)).toMatch(/^action:/);
  });

  it("reads Zheng Fen actions strictly", () => {
    expect(zhengFenActionProblem({ type: "play", cards: ["S3"], as: "A" })).toBeNull();
    expect(zhengFenActionProblem({ type: "pass" })).toBeNull();
    expect(zhengFenActionProblem({ type: "play", cards: ["S3"], as: "Z" })).toMatch(/^as: must be one of/);
    expect(zhengFenActionProblem({ type: "pass", cards: [] })).toBe("cards: unknown field");
    expect(zhengFenActionProblem({ type: "fold" })).toMatch(/^type: must be one of/);
  });
});
