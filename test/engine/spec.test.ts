/**
 * The engine's spec language (src/engine/spec.ts): one value per shape gives
 * the type, the check and its words. What the engine (actions, rules) and
 * the client (the table's frames) rely on: a refusal names the field, a
 * union picks its option by `type` or by the fields a value has, strict
 * objects refuse unknown fields unless the reader lets them through, and a
 * value that fits is typed without a cast.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ACTION_READING, type Infer, bool, fits, int, intOrNull, list, literal, nullable, number, object, oneOf, opaque, optional, readShape, record, specProblem,
  text, union, whereNot,
} from "../../src/engine/spec";

const call = union(object({ card: text(3), ordinal: int(1, 6) }), object({ card: text(3), other: literal(true) }));
const action = union(
  object({ type: literal("play"), cards: list(text(3, { is: (s) => s !== "X1", says: "not a card" }), 1, 4), as: optional(oneOf("A", "B")) }),
  object({ type: literal("call"), friends: list(call, 0, 2) }),
  object({ type: literal("pass") }),
);
const LENIENT = { ...ACTION_READING, extra: "ignore" } as const;

describe("a spec's check", () => {
  it("accepts what it describes, optional fields left out or given", () => {
    expect(specProblem(action, { type: "play", cards: ["S2"] }, ACTION_READING)).toBeNull();
    expect(specProblem(action, { type: "play", cards: ["S2", "S3"], as: "B" }, ACTION_READING)).toBeNull();
    expect(specProblem(action, { type: "call", friends: [{ card: "HA", ordinal: 2 }, { card: "SA", other: true }] }, ACTION_READING)).toBeNull();
    expect(specProblem(action, { type: "pass" }, ACTION_READING)).toBeNull();
  });

  it("names the field and says what it must be", () => {
    expect(specProblem(action, { type: "play", cards: [] }, ACTION_READING)).toBe("cards: must be a list of 1 to 4 items");
    expect(specProblem(action, { type: "play", cards: ["S2", "X1"] }, ACTION_READING)).toBe("cards.1: not a card");
    expect(specProblem(action, { type: "play", cards: ["S2"], as: "Z" }, ACTION_READING)).toBe('as: must be one of "A", "B"');
    expect(specProblem(action, { type: "play", cards: ["S2"], extra: 1 }, ACTION_READING)).toBe("extra: unknown field");
    expect(specProblem(action, { type: "fold" }, ACTION_READING)).toBe('type: must be one of "play", "call", "pass"');
    expect(specProblem(action, [], ACTION_READING)).toBe("action: must be an object with a type");
  });

  it("a union without a type says what is wrong inside the one option the value's fields point to, else lists the options", () => {
    expect(specProblem(action, { type: "call", friends: [{ card: "HA", ordinal: 9 }] }, ACTION_READING)).toBe("friends.0.ordinal: must be a whole number from 1 to 6");
    expect(specProblem(action, { type: "call", friends: [{ card: "HA", other: false }] }, ACTION_READING)).toBe("friends.0.other: must be true");
    expect(specProblem(action, { type: "call", friends: [{ card: "HA", other: true, ordinal: 1 }] }, ACTION_READING)).toBe(
      "friends.0: must be { card, ordinal } or { card, other }",
    );
  });

  it("null: said as a whole where the value is wrong as a whole, by its field where it is wrong inside", () => {
    const spec = object({ n: intOrNull(1, 3), clock: nullable(object({ s: int(0, 9) })) });
    expect(specProblem(spec, { n: null, clock: null })).toBeNull();
    expect(specProblem(spec, { n: 4, clock: null })).toBe("n: must be a whole number from 1 to 3, or null");
    expect(specProblem(spec, { n: 1, clock: { s: 10 } })).toBe("clock.s: must be a whole number from 0 to 9");
  });

  it("records, numbers, booleans and opaque values", () => {
    const spec = object({ params: record(union(text(10), number)), on: bool, view: opaque((v): v is { game: string } => typeof v === "object" && v !== null && "game" in v, "a view") });
    expect(specProblem(spec, { params: { a: "x", b: 2.5 }, on: true, view: { game: "g" } })).toBeNull();
    expect(specProblem(spec, { params: { a: [] }, on: true, view: { game: "g" } })).toMatch(/^params\.a: must be /);
    expect(specProblem(spec, { params: {}, on: true, view: { game: "g" }, at: Number.POSITIVE_INFINITY })).toBe("at: is not an option");
    expect(specProblem(spec, { params: {}, on: 1, view: { game: "g" } })).toBe("on: must be true or false");
    expect(specProblem(spec, { params: {}, on: false, view: {} })).toBe("view: must be a view");
  });

  it("a reader that lets unknown fields through still checks every field it knows", () => {
    const frame = { type: "play", cards: ["S2"], sent: "later" };
    expect(specProblem(action, frame, ACTION_READING)).toBe("sent: unknown field");
    expect(fits(action, frame, LENIENT)).toBe(true);
    expect(fits(action, { ...frame, cards: "S2" }, LENIENT)).toBe(false);
    expect(whereNot(action, { ...frame, cards: ["S2", 7] }, LENIENT)).toBe("cards.1");
    expect(whereNot(action, null, LENIENT)).toBe("action");
  });

  it("types what fits as the spec says, without a cast", () => {
    const value: unknown = { type: "play", cards: ["S2"] };
    if (!fits(action, value, ACTION_READING)) throw new Error("fits");
    expectTypeOf(value).toEqualTypeOf<Infer<typeof action>>();
    expectTypeOf<Infer<typeof action>>().toEqualTypeOf<
      | { type: "play"; cards: string[]; as?: "A" | "B" | undefined }
      | { type: "call"; friends: ({ card: string; ordinal: number } | { card: string; other: true })[] }
      | { type: "pass" }
    >();
    const read = readShape(action, { type: "pass", more: 1 }, ACTION_READING);
    expect(read).toEqual({ ok: false, problem: "more: unknown field" });
  });
});
