/**
 * The UTS #39 skeleton (src/server/seats/skeleton.ts) against the data it is built
 * from. confusables-sample.txt holds lines of Unicode 17.0.0's
 * confusables.txt as published (its header, and the lines Unicode 16 and 17
 * added among them: Tai Yo, outlined Latin letters, Sharada candra e); the
 * shipped table was read from ICU's compiled copy, so these lines check that
 * nothing was lost on the way.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFUSABLES_VERSION } from "../../src/server/seats/confusables-data";
import { prototypeOf, skeleton } from "../../src/server/seats/skeleton";

const SAMPLE = readFileSync(path.join(import.meta.dirname, "confusables-sample.txt"), "utf8");

/** `source ; target ; MA # comment` lines as [source, target] strings. */
function lines(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const line of text.split("\n")) {
    const [source = "", target = ""] = line.replace(/#.*/, "").split(";").map((f) => f.trim());
    if (source === "") continue;
    const chars = (hex: string) => String.fromCodePoint(...hex.split(/\s+/).map((h) => Number.parseInt(h, 16)));
    out.push([chars(source), chars(target)]);
  }
  return out;
}

/** Every mapping in the shipped table, as [source, prototype]. */
function table(): [string, string][] {
  const out: [string, string][] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const p = prototypeOf(cp);
    if (p !== undefined) out.push([String.fromCodePoint(cp), p]);
  }
  return out;
}

/**
 * Lines whose prototype, once decomposed, holds a character that has a
 * prototype of its own (Ž is Z and a caron, and the caron's prototype is a
 * breve). UTS #39 maps once, so skeleton(source) and skeleton(target) part;
 * a second pass brings them together. Listed so that a data update that adds
 * more is seen.
 */
const TWO_PASSES = [0x1c4, 0x1c5, 0x1c6, 0x48b, 0x321d, 0xfba4, 0xfba5, 0xfbb0, 0xfbb1, 0xfe81, 0xfe82, 0xfef5, 0xfef6];

describe("the confusables table", () => {
  it("is Unicode 17.0.0's, line for line on the published sample", () => {
    expect(SAMPLE).toMatch(/^# Version: 17\.0\.0$/m);
    expect(CONFUSABLES_VERSION).toBe("17.0.0");
    const sample = lines(SAMPLE);
    expect(sample.length).toBeGreaterThan(120);
    for (const [source, target] of sample) expect([source, prototypeOf(source.codePointAt(0) ?? 0)]).toEqual([source, target]);
  });

  it("holds every mapping of the file: skeleton(source) is skeleton(target)", () => {
    const all = table();
    expect(all.length).toBe(6565);
    const apart = all.filter(([source, target]) => skeleton(source) !== skeleton(target));
    // A precomposed source never meets its own line: the skeleton decomposes
    // it first ("ö" is "o" and a diaeresis, though the file maps "ö" to "ة").
    const precomposed = apart.filter(([source]) => source.normalize("NFD") !== source);
    expect(precomposed.length).toBe(22);
    const twice = apart.filter(([source]) => source.normalize("NFD") === source);
    expect(twice.map(([s]) => s.codePointAt(0))).toEqual(TWO_PASSES);
    for (const [source, target] of twice) expect(skeleton(skeleton(source))).toBe(skeleton(target));
  });
});

describe("skeleton", () => {
  it("decomposes, drops default-ignorables, maps, decomposes again", () => {
    expect(skeleton("\u041C\u0435\u0456")).toBe("Mei"); // Cyrillic
    expect(skeleton("\u{1D40C}\u{1D41E}\u{1D422}")).toBe("Mei"); // mathematical bold
    expect(skeleton("M\u00AD\u200De\u034F\u180Ei\uFE0F\u3164")).toBe("Mei");
    expect(skeleton("m")).toBe("rn");
    expect(skeleton("I")).toBe(skeleton("l"));
    expect(skeleton("0")).toBe("O");
    expect(skeleton("\u00E9")).toBe("e\u0301");
    expect(skeleton("B\u0430\u0455\u0435")).toBe("Base");
    expect(skeleton("李雷")).toBe("李雷");
  });

  it("is case-sensitive, as the data is", () => {
    expect(skeleton("Mei")).not.toBe(skeleton("mei"));
    expect(skeleton("\u043C")).not.toBe(skeleton("m")); // Cyrillic small em looks like a small capital
  });
});
