/**
 * Shapes described as data: the house rules, the actions a seat or the
 * table takes, and (in src/protocol) the frames a table sends. One
 * description serves every reader: the type (`Infer`), the check that names
 * the first bad field (`specProblem`, `readShape`), anyone who lists the
 * options (the web client's editor, docs, tests), and the protocol's zod
 * schemas, which src/protocol/zod-of-spec.ts builds from these values.
 *
 * Why a language of our own and not zod here: the engine stays free of the
 * validation library (outside conformance suites call `applyAction` with
 * anything, and it must refuse, never throw, without the server in front of
 * it), and the web client checks every frame it receives with the same
 * small checker (zod would cost the table page about 94 KB gzipped, over its
 * whole budget). So a shape is written once, here or in the protocol, as a
 * value; zod is derived from it at the boundary, never written beside it.
 *
 * It is deliberately small: enums, literals, bounded integers and text
 * (each with a predicate when a range is not enough), numbers, booleans,
 * bounded lists, strict objects with optional fields, unions (told apart by
 * `type` when every option has one), null where allowed, records, and
 * opaque values checked by a predicate. A house rule uses only four of
 * these (`Spec`: enums, integers or null, booleans, objects), which the
 * web client's editor and the tests walk; `Shape` is the whole language.
 */

/** What any shape may say besides its kind. */
interface Marks {
  /**
   * The settings of other sites this option covers, by their names there
   * (rbtying/shengji's `PropagatedState` fields first: other-sites.ts lists
   * them all, and docs/ENGINE.md's table is made from these).
   */
  readonly covers?: readonly string[];
}

type Int = { readonly kind: "int"; readonly min: number; readonly max: number; readonly nullable?: true; readonly is?: (n: number) => boolean; readonly says?: string };

/** A house rule's shape: the four kinds an option takes (an integer's `nullable`: or null, "not set"). */
export type Spec = (
  | { readonly kind: "enum"; readonly values: readonly (string | number)[] }
  | Int
  | { readonly kind: "bool" }
  | { readonly kind: "object"; readonly fields: Readonly<Record<string, Spec>> }
) &
  Marks;

/** Any shape of the language: a rule's, an action's, a frame's. */
export type Shape = (
  | { readonly kind: "enum"; readonly values: readonly (string | number)[] }
  | { readonly kind: "literal"; readonly value: string | number | boolean | null }
  | Int
  | { readonly kind: "number" }
  | { readonly kind: "bool" }
  | { readonly kind: "string"; readonly min: number; readonly max: number; readonly is?: (s: string) => boolean; readonly says?: string }
  | { readonly kind: "list"; readonly of: Shape; readonly min: number; readonly max: number }
  | { readonly kind: "object"; readonly fields: Readonly<Record<string, Shape>> }
  | { readonly kind: "optional"; readonly of: Shape }
  | { readonly kind: "union"; readonly of: readonly Shape[]; readonly tags: Readonly<Record<string, Shape>> | null }
  | { readonly kind: "record"; readonly of: Shape }
  | { readonly kind: "opaque"; readonly is: (v: unknown) => boolean; readonly says: string }
) &
  Marks;

/** `spec`, marked as covering other sites' settings (by their names there). */
export function covering<const S extends Shape>(names: readonly string[], spec: S): S & { readonly covers: readonly string[] } {
  return { ...spec, covers: names };
}

/** One of a few values: names, or (Zheng Fen's `target`) a few whole numbers that are not a range. */
export function oneOf<const V extends readonly (string | number)[]>(...values: V): { readonly kind: "enum"; readonly values: V } {
  return { kind: "enum", values };
}

export function literal<const V extends string | number | boolean | null>(value: V): { readonly kind: "literal"; readonly value: V } {
  return { kind: "literal", value };
}

/**
 * A whole number in range (by default any safe integer); `is`, when given,
 * must hold too (a range with a hole: "0, or at least 10"), and `says` is
 * what a refusal says when it does not.
 */
export function int(
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
  more: { readonly is?: (n: number) => boolean; readonly says?: string } = {},
): { readonly kind: "int"; readonly min: number; readonly max: number } {
  return { kind: "int", min, max, ...more };
}

/** An integer in range, or null ("not set"): a house rule's form (`nullable(...)` says the same of any shape). */
export function intOrNull(min: number, max: number): { readonly kind: "int"; readonly min: number; readonly max: number; readonly nullable: true } {
  return { kind: "int", min, max, nullable: true };
}

/** Any finite number. */
export const number = { kind: "number" } as const;

export const bool = { kind: "bool" } as const;

/**
 * Text of `min` to `max` characters; `is`, when given, must hold too, and
 * `says` is what a refusal says when it does not (e.g. "not a card").
 */
export function text(max: number, more: { readonly min?: number; readonly is?: (s: string) => boolean; readonly says?: string } = {}): Extract<Shape, { kind: "string" }> {
  return { kind: "string", min: 0, max, ...more };
}

export function list<const E extends Shape>(of: E, min: number, max: number): { readonly kind: "list"; readonly of: E; readonly min: number; readonly max: number } {
  return { kind: "list", of, min, max };
}

/** A strict object: an unknown field is a problem; every field is required unless it is `optional(...)`. */
export function object<const F extends Readonly<Record<string, Shape>>>(fields: F): { readonly kind: "object"; readonly fields: F } {
  return { kind: "object", fields };
}

/** A field that may be left out (or be undefined). Only meaningful as an object's field. */
export function optional<const E extends Shape>(of: E): { readonly kind: "optional"; readonly of: E } {
  return { kind: "optional", of };
}

/**
 * One of several shapes. When every option is an object whose `type` is a
 * literal, the value's `type` picks the option (a refusal then names the
 * field inside that option), as zod's discriminated unions do.
 */
export function union<const O extends readonly Shape[]>(...of: O): { readonly kind: "union"; readonly of: O; readonly tags: Readonly<Record<string, Shape>> | null } {
  const tags: Record<string, Shape> = {};
  for (const o of of) if (o.kind === "object" && o.fields.type?.kind === "literal") tags[String(o.fields.type.value)] = o;
  return { kind: "union", of, tags: Object.keys(tags).length === of.length ? tags : null };
}

/** `of`, or null. */
export function nullable<const E extends Shape>(of: E) {
  return union(of, literal(null));
}

/** An object whose every value is `of` (any keys). */
export function record<const E extends Shape>(of: E): { readonly kind: "record"; readonly of: E } {
  return { kind: "record", of };
}

/** A value checked only by `is` (a game's view, say: the engine's own type, built by the engine); `says` names it. */
export function opaque<T>(is: (v: unknown) => v is T, says: string): { readonly kind: "opaque"; readonly is: (v: unknown) => v is T; readonly says: string } {
  return { kind: "opaque", is, says };
}

/** Anything at all (a rule's overrides, which the engine checks itself). */
export const unknown = opaque((_v): _v is unknown => true, "anything");

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type IsOptional<S> = S extends { readonly kind: "optional" } ? true : false;
type ObjectOf<F> = Simplify<
  { -readonly [K in keyof F as IsOptional<F[K]> extends true ? never : K]: Infer<F[K]> } & {
    -readonly [K in keyof F as IsOptional<F[K]> extends true ? K : never]?: F[K] extends { readonly of: infer E } ? Infer<E> | undefined : never;
  }
>;

/** The value type a shape describes. */
export type Infer<S> = S extends { kind: "enum"; values: readonly (infer V)[] }
  ? V
  : S extends { kind: "literal"; value: infer V }
    ? V
    : S extends { kind: "int"; nullable: true }
      ? number | null
      : S extends { kind: "int" } | { kind: "number" }
        ? number
        : S extends { kind: "bool" }
          ? boolean
          : S extends { kind: "string" }
            ? string
            : S extends { kind: "list"; of: infer E }
              ? Infer<E>[]
              : S extends { kind: "object"; fields: infer F }
                ? ObjectOf<F>
                : S extends { kind: "optional"; of: infer E }
                  ? Infer<E> | undefined
                  : S extends { kind: "union"; of: readonly (infer E)[] }
                    ? Infer<E>
                    : S extends { kind: "record"; of: infer E }
                      ? Record<string, Infer<E>>
                      : S extends { kind: "opaque"; is: (v: unknown) => v is infer T }
                        ? T
                        : never;

/** How a refusal is worded, and whether an object may carry fields the spec does not name. */
export interface Reading {
  /** What the whole value is called when the problem is with all of it ("options", "action", "frame"). */
  readonly whole: string;
  /** What an unknown field is called ("is not an option", "unknown field"). */
  readonly unknown: string;
  /**
   * `refuse` (the default): an unknown field is a problem. `ignore`: fields
   * the spec does not name are let through unchecked; only a reader that must
   * keep working when the other side is newer uses it (the client, for the
   * table's frames).
   */
  readonly extra?: "refuse" | "ignore";
}

export const OPTIONS_READING: Reading = { whole: "options", unknown: "is not an option" };
/** How a refused action is worded: "cards.1: not a card …", "extra: unknown field". */
export const ACTION_READING: Reading = { whole: "action", unknown: "unknown field" };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function describe(spec: Shape): string {
  switch (spec.kind) {
    case "enum":
      return `one of ${spec.values.map((v) => (typeof v === "string" ? `"${v}"` : String(v))).join(", ")}`;
    case "literal":
      return JSON.stringify(spec.value);
    case "int":
      return `a whole number from ${spec.min} to ${spec.max}${spec.nullable ? ", or null" : ""}`;
    case "number":
      return "a number";
    case "bool":
      return "true or false";
    case "string":
      return spec.min > 0 ? `text of ${spec.min} to ${spec.max} characters` : `text of at most ${spec.max} characters`;
    case "list":
      return spec.min > 0 ? `a list of ${spec.min} to ${spec.max} items` : `a list of at most ${spec.max} items`;
    case "object":
    case "record":
      return "an object";
    case "optional":
      return describe(spec.of);
    case "union":
      return spec.tags ? "an object with a type" : spec.of.map((o) => (o.kind === "object" ? `{ ${Object.keys(o.fields).join(", ")} }` : describe(o))).join(" or ");
    case "opaque":
      return spec.says;
  }
}

/**
 * A problem: where (the path, innermost last, built only on the way out of
 * a refusal) and why: a spec the value does not fit, or words. Words are
 * made only by `specProblem`, so a reader that needs none (`fits`, the
 * client on every frame) carries none of them.
 */
interface Found {
  readonly path: (string | number)[];
  readonly why: Shape | string;
  /** The value that does not fit `why` (kept for a union, whose words look inside it). */
  readonly value?: unknown;
}

const miss = (why: Shape | string, path: (string | number)[] = []): Found => ({ path, why });
const at = (key: string | number, found: Found): Found => (found.path.unshift(key), found);

function check(spec: Shape, v: unknown, how: Reading): Found | null {
  switch (spec.kind) {
    case "enum":
      return (typeof v === "string" || typeof v === "number") && spec.values.includes(v) ? null : miss(spec);
    case "literal":
      return v === spec.value ? null : miss(spec);
    case "int":
      if (v === null && spec.nullable) return null;
      if (typeof v !== "number" || !Number.isInteger(v) || v < spec.min || v > spec.max) return miss(spec);
      return !spec.is || spec.is(v) ? null : miss(spec.says ?? spec);
    case "number":
      return Number.isFinite(v) ? null : miss(spec);
    case "bool":
      return typeof v === "boolean" ? null : miss(spec);
    case "string":
      if (typeof v !== "string" || v.length < spec.min || v.length > spec.max) return miss(spec);
      return !spec.is || spec.is(v) ? null : miss(spec.says ?? spec);
    case "list": {
      if (!Array.isArray(v) || v.length < spec.min || v.length > spec.max) return miss(spec);
      for (let i = 0; i < v.length; i++) {
        const found = check(spec.of, v[i], how);
        if (found) return at(i, found);
      }
      return null;
    }
    case "object": {
      if (!isObject(v)) return miss(spec);
      if (how.extra !== "ignore") {
        for (const key of Object.keys(v)) if (!Object.hasOwn(spec.fields, key)) return miss(how.unknown, [key.slice(0, 40)]);
      }
      for (const key in spec.fields) {
        const found = check(spec.fields[key] as Shape, v[key], how);
        if (found) return at(key, found);
      }
      return null;
    }
    case "optional":
      return v === undefined ? null : check(spec.of, v, how);
    case "union":
      return checkUnion(spec, v, how);
    case "record": {
      if (!isObject(v)) return miss(spec);
      for (const key of Object.keys(v)) {
        const found = check(spec.of, v[key], how);
        if (found) return at(key.slice(0, 40), found);
      }
      return null;
    }
    case "opaque":
      return spec.is(v) ? null : miss(spec);
  }
}

function checkUnion(spec: Extract<Shape, { kind: "union" }>, v: unknown, how: Reading): Found | null {
  if (spec.tags) {
    if (!isObject(v)) return miss(spec);
    const tag = v.type;
    if (typeof tag === "string" && Object.hasOwn(spec.tags, tag)) return check(spec.tags[tag] as Shape, v, how);
    return miss({ kind: "enum", values: Object.keys(spec.tags) }, ["type"]);
  }
  for (const o of spec.of) if (check(o, v, how) === null) return null;
  return { path: [], why: spec, value: v };
}

/** Whether `value` is what `spec` describes: a type guard, so a checked value needs no cast. */
export function fits<S extends Shape>(spec: S, value: unknown, how: Reading): value is Infer<S> {
  return check(spec, value, how) === null;
}

/** Where `value` first fails `spec` (the field's path, or `how.whole`), without words; null when it fits. */
export function whereNot(spec: Shape, value: unknown, how: Reading): string | null {
  const found = check(spec, value, how);
  return found ? found.path.join(".") || how.whole : null;
}

/**
 * The first problem with `value` against `spec`, as "path: what is wrong"
 * (the path names the field, e.g. `tractorMin.width` or `friends.0.card`),
 * or null.
 */
export function specProblem(spec: Shape, value: unknown, how: Reading = OPTIONS_READING): string | null {
  let found = check(spec, value, how);
  if (!found) return null;
  // No option of a union fits: when exactly one option has every field the value has, say what is wrong inside it.
  for (let u = found.why, v = found.value; typeof u !== "string" && u.kind === "union" && isObject(v); u = found.why, v = found.value) {
    const fields = Object.keys(v);
    const near = u.of.filter((o) => o.kind === "object" && fields.every((k) => Object.hasOwn(o.fields, k)));
    const inner = near.length === 1 ? check(near[0] as Shape, v, how) : null;
    if (!inner) break;
    found = { ...inner, path: [...found.path, ...inner.path] };
  }
  const words = typeof found.why === "string" ? found.why : `must be ${describe(found.why)}`;
  return `${found.path.join(".") || how.whole}: ${words}`;
}

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** `value` as the spec's type once checked, or the first problem with it in words. */
export function readShape<S extends Shape>(spec: S, value: unknown, how: Reading = OPTIONS_READING): Read<Infer<S>> {
  const problem = specProblem(spec, value, how);
  // What `fits` says as a type guard: `check` has just walked all of `value` against `spec`.
  return problem === null ? { ok: true, value: value as Infer<S> } : { ok: false, problem };
}
