/**
 * The web client's table of house rules (web/src/options/option-groups.ts) lists every
 * option of the engine's rules spec with every value it takes, so the options
 * editor can offer all of them; and every preset has a name in both languages.
 */
import { describe, expect, it } from "vitest";
import { PRESETS, PRESET_INFO } from "../../src/engine/presets";
import { SHENGJI_RULES } from "../../src/engine/shengji/rules";
import { SHENGJI_OPTIONS } from "../../web/src/options/option-groups";
import { presetName } from "../../web/src/preset-names";

describe("the options editor's table", () => {
  const shape = SHENGJI_RULES.fields;

  it("lists every Shengji option once", () => {
    const listed = SHENGJI_OPTIONS.map((o) => o.key).sort();
    expect(listed).toEqual(Object.keys(shape).sort());
  });

  it("offers every value of every enum option, and no other", () => {
    for (const spec of SHENGJI_OPTIONS) {
      if (spec.kind !== "enum") continue;
      const field = shape[spec.key];
      expect(field.kind, spec.key).toBe("enum");
      const values = field.kind === "enum" ? field.values : [];
      expect(spec.values.map(([v]) => v).sort(), spec.key).toEqual([...values].sort());
    }
  });

  it("names every preset in English and Chinese", () => {
    for (const p of PRESETS) {
      expect(presetName(p, "en"), p).not.toBe(p);
      expect(presetName(p, "zh"), p).toMatch(/[\u4e00-\u9fff]/);
      expect(PRESET_INFO[p].summaryZh, p).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
