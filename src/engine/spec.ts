/**
 * House rules described as data: each option's kind and allowed values.
 * One description serves three readers: the type of a set of rules
 * (`Infer`), the check that names the first bad field (`specProblem`), and
 * anyone who lists the options (the web client's editor, docs, tests).
 *
 * It is deliberately tiny (enums, bounded integers, booleans, nested
 * objects, null where allowed): the engine has no validation library, and
 * the wire's own validation lives at the boundary (src/protocol).
 */

export type Spec = (
  | { readonly kind: "enum"; readonly values: readonly (string | number)[] }
  | { readonly kind: "int"; readonly min: number; readonly max: number; readonly nullable?: true }
  | { readonly kind: "bool" }
  | { readonly kind: "object"; readonly fields: Readonly<Record<string, Spec>> }
) & {
  /**
   * The settings of other sites this option covers, by their names there
   * (rbtying/shengji's `PropagatedState` fields first: other-sites.ts lists
   * them all, and docs/ENGINE.md's table is made from these).
   */
  readonly covers?: readonly string[];
};

/** `spec`, marked as covering other sites' settings (by their names there). */
export function covering<const S extends Spec>(names: readonly string[], spec: S): S & { readonly covers: readonly string[] } {
  return { ...spec, covers: names };
}

/** One of a few values: names, or (Zheng Fen's `target`) a few whole numbers that are not a range. */
export function oneOf<const V extends readonly (string | number)[]>(...values: V): { readonly kind: "enum"; readonly values: V } {
  return { kind: "enum", values };
}

export function int(min: number, max: number): { readonly kind: "int"; readonly min: number; readonly max: number } {
  return { kind: "int", min, max };
}

/** An integer in range, or null ("not set"). */
export function intOrNull(min: number, max: number): { readonly kind: "int"; readonly min: number; readonly max: number; readonly nullable: true } {
  return { kind: "int", min, max, nullable: true };
}

export const bool = { kind: "bool" } as const;

export function object<const F extends Readonly<Record<string, Spec>>>(fields: F): { readonly kind: "object"; readonly fields: F } {
  return { kind: "object", fields };
}

/** The value type a spec describes. */
export type Infer<S> = S extends { kind: "enum"; values: readonly (infer V)[] }
  ? V
  : S extends { kind: "int"; nullable: true }
    ? number | null
    : S extends { kind: "int" }
      ? number
      : S extends { kind: "bool" }
        ? boolean
        : S extends { kind: "object"; fields: infer F }
          ? { -readonly [K in keyof F]: Infer<F[K]> }
          : never;

function describe(spec: Spec): string {
  switch (spec.kind) {
    case "enum":
      return `one of ${spec.values.map((v) => (typeof v === "string" ? `"${v}"` : String(v))).join(", ")}`;
    case "int":
      return `a whole number from ${spec.min} to ${spec.max}${spec.nullable ? ", or null" : ""}`;
    case "bool":
      return "true or false";
    case "object":
      return "an object";
  }
}

/**
 * The first problem with `value` against `spec`, as "path: what is wrong"
 * (the path names the field, e.g. `tractorMin.width`), or null. Objects are
 * strict: an unknown field is a problem, and every field is required.
 */
export function specProblem(spec: Spec, value: unknown, path = ""): string | null {
  const at = path || "options";
  switch (spec.kind) {
    case "enum":
      return (typeof value === "string" || typeof value === "number") && spec.values.includes(value) ? null : `${at}: must be ${describe(spec)}`;
    case "int":
      if (value === null && spec.nullable) return null;
      return typeof value === "number" && Number.isInteger(value) && value >= spec.min && value <= spec.max
        ? null
        : `${at}: must be ${describe(spec)}`;
    case "bool":
      return typeof value === "boolean" ? null : `${at}: must be ${describe(spec)}`;
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return `${at}: must be ${describe(spec)}`;
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (!Object.hasOwn(spec.fields, key)) return `${path ? `${path}.` : ""}${key.slice(0, 40)}: is not an option`;
      }
      for (const [key, field] of Object.entries(spec.fields)) {
        const problem = specProblem(field, record[key], path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
      return null;
    }
  }
}
