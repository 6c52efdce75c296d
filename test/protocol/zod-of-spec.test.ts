/**
 * The protocol's zod schemas built from spec values (src/protocol/zod-of-spec.ts)
 * accept exactly what the engine's and the client's checker accepts
 * (src/engine/spec.ts `fits`): over values drawn from each shape, with
 * fields dropped, added or replaced by anything at any depth. So the server
 * (zod), the engine and the web client (the spec) can never disagree about
 * an action or a frame.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHENGJI_SEAT_ACTION, SHENGJI_TABLE_ACTION } from "../../src/engine/shengji/actions";
import { ACTION_READING, type Shape, fits } from "../../src/engine/spec";
import { ZHENG_FEN_ACTION } from "../../src/engine/zhengfen/actions";
import { ServerFrameSchema, ShengjiSeatActionSchema, TableSettingsSchema, ZhengFenActionSchema } from "../../src/protocol";
import { SERVER_FRAME, TABLE_SETTINGS } from "../../src/protocol/server-frames";
import { zodOf } from "../../src/protocol/zod-of-spec";

const JUNK = fc.oneof(fc.constant(null), fc.constant(undefined), fc.boolean(), fc.integer(), fc.double(), fc.string({ maxLength: 4 }), fc.constant([]), fc.constant({}));
const clamp = (x: number) => Math.max(-1e6, Math.min(1e6, x));

/** Values of `spec`'s shape, each node now and then something else (so most are wrong somewhere, some right everywhere). */
function near(spec: Shape, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: shaped(spec, depth) }, { weight: 1, arbitrary: JUNK });
}

function shaped(spec: Shape, depth: number): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case "enum":
      return fc.oneof(fc.constantFrom(...spec.values), fc.constant("nope"));
    case "literal":
      return fc.constant(spec.value);
    case "int":
      return fc.oneof(fc.integer({ min: clamp(spec.min - 1), max: clamp(spec.max + 1) }), fc.constant(1.5), fc.constant(null));
    case "number":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    case "bool":
      return fc.boolean();
    case "string":
      return spec.is ? fc.oneof(fc.constantFrom("S10", "HK", "BJ", "LJ", "D2", "X1", "S1", "S100"), fc.string({ maxLength: 4 })) : fc.string({ maxLength: Math.min(spec.max + 1, 50) });
    case "list":
      return depth > 4 ? fc.constant([]) : fc.array(near(spec.of, depth + 1), { maxLength: Math.min(spec.max + 1, 6) });
    case "object": {
      const entries = Object.entries(spec.fields);
      return fc
        .tuple(fc.tuple(...entries.map(([, f]) => near(f, depth + 1))), fc.subarray(entries.map(([k]) => k)), fc.option(fc.constantFrom("extra", "type", "__proto__")))
        .map(([values, dropped, extra]) => {
          const o: Record<string, unknown> = {};
          entries.forEach(([k], i) => {
            if (dropped.length < 2 || !dropped.includes(k)) o[k] = values[i];
          });
          if (extra !== null && !Object.hasOwn(o, extra)) Object.defineProperty(o, extra, { value: 1, enumerable: true, writable: true, configurable: true });
          return o;
        });
    }
    case "optional":
      return fc.oneof(fc.constant(undefined), near(spec.of, depth));
    case "union":
      return fc.oneof(...spec.of.map((o) => shaped(o, depth)));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 3 }), near(spec.of, depth + 1), { maxKeys: 3 });
    case "opaque":
      return fc.oneof(fc.constant({ game: "shengji", type: "played" }), fc.constant({}), fc.constant("view"), JUNK);
  }
}

/** The strict reader (as zod's objects are). */
const STRICT = ACTION_READING;

describe("zod schemas built from specs", () => {
  it.each([
    ["a Shengji seat action", SHENGJI_SEAT_ACTION],
    ["a Shengji table step", SHENGJI_TABLE_ACTION],
    ["a Zheng Fen action", ZHENG_FEN_ACTION],
    ["the table's settings", TABLE_SETTINGS],
    ["a frame from the table", SERVER_FRAME],
  ] as const)("accept exactly what the spec accepts: %s", (_, spec) => {
    const schema = zodOf(spec);
    let accepted = 0;
    fc.assert(
      fc.property(near(spec), (value) => {
        const ok = fits(spec, value, STRICT);
        if (ok) accepted++;
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(ok);
      }),
      { numRuns: 600 },
    );
    // The draw reaches both sides.
    expect(accepted).toBeGreaterThan(10);
  });

  it("are the protocol's own schemas", () => {
    for (const [schema, spec] of [
      [ShengjiSeatActionSchema, SHENGJI_SEAT_ACTION],
      [ZhengFenActionSchema, ZHENG_FEN_ACTION],
      [TableSettingsSchema, TABLE_SETTINGS],
      [ServerFrameSchema, SERVER_FRAME],
    ] as const) {
      expect(schema.safeParse({ type: "play", cards: ["S2"] }).success).toBe(fits(spec, { type: "play", cards: ["S2"] }, STRICT));
      expect(schema.safeParse({ type: "ack", id: "a", version: 3 }).success).toBe(fits(spec, { type: "ack", id: "a", version: 3 }, STRICT));
    }
  });

  it("keep the spec's words where zod's own would not say (a card)", () => {
    const parsed = ShengjiSeatActionSchema.safeParse({ type: "play", cards: ["X1"] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["cards", 0], message: "not a card (write S10, HK, BJ …)" });
  });
});
