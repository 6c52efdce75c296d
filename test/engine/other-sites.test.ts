/**
 * Every setting of rbtying/shengji (core/src/settings.rs, PropagatedState)
 * is either covered by an option of the engine's spec, or accounted for
 * (src/engine/other-sites.ts); docs/ENGINE.md's table is made from them
 * (`UPDATE_DOCS=1` rewrites it) and must match.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RBTYING_SETTINGS, coverageGaps, coverageTable, coveringOptions } from "../../src/engine/other-sites";
import { SHENGJI_RULES } from "../../src/engine/shengji/rules";

const DOC = path.resolve(import.meta.dirname, "../../docs/ENGINE.md");
const BEGIN = "<!-- rbtying-table: made by test/engine/other-sites.test.ts (UPDATE_DOCS=1 rewrites it) -->";
const END = "<!-- /rbtying-table -->";

/**
 * rbtying's settings no option covers yet (issue 56 builds them): the list
 * only shrinks, and a setting covered while still listed here fails too.
 */
const NOT_YET: string[] = [];

describe("rbtying's settings against the engine's options", () => {
  it("lists rbtying's 34 settings once each", () => {
    const names = RBTYING_SETTINGS.map((s) => s.name);
    expect(names).toHaveLength(34);
    expect(new Set(names).size).toBe(names.length);
  });

  it("every option names only settings rbtying has", () => {
    expect(coverageGaps(SHENGJI_RULES).unknown).toEqual([]);
    expect(coveringOptions(SHENGJI_RULES).length).toBeGreaterThan(10);
  });

  it("every setting is covered by an option or accounted for, but those still to build", () => {
    expect(coverageGaps(SHENGJI_RULES).uncovered.sort()).toEqual([...NOT_YET].sort());
  });

  it("docs/ENGINE.md holds the table as the code makes it", () => {
    const doc = readFileSync(DOC, "utf8");
    const table = coverageTable(SHENGJI_RULES);
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    if (process.env.UPDATE_DOCS === "1") {
      const block = `${BEGIN}\n${table}\n${END}`;
      writeFileSync(DOC, start >= 0 && end > start ? doc.slice(0, start) + block + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n## rbtying's settings\n\n${block}\n`);
      return;
    }
    expect(start, "docs/ENGINE.md has no rbtying table: run with UPDATE_DOCS=1").toBeGreaterThanOrEqual(0);
    expect(doc.slice(start + BEGIN.length, end).trim()).toBe(table);
  });
});
