/**
 * The protocol's zod schemas for shapes that are described once as values
 * (the engine's spec language, src/engine/spec.ts): actions, the table's
 * frames, the table's settings. The server validates with zod (its issues
 * name the field, for `bad-frame` and `400 bad-request`); the engine and the
 * web client check the same values without zod. So a shape is never written
 * twice: this converter is the only bridge.
 */
import { z } from "zod";
import type { Infer, Shape } from "../engine/spec";

/** The zod schema of `spec`: it accepts exactly what `specProblem` accepts (objects strict), typed `Infer<S>`. */
export function zodOf<S extends Shape>(spec: S): z.ZodType<Infer<S>> {
  // The one cast: `build` follows the spec case by case, as `Infer` does at the type level.
  return build(spec) as unknown as z.ZodType<Infer<S>>;
}

function build(spec: Shape): z.ZodType {
  switch (spec.kind) {
    case "enum": {
      const names = spec.values.filter((v): v is string => typeof v === "string");
      return names.length === spec.values.length
        ? z.enum(names as [string, ...string[]])
        : z.union(spec.values.map((v) => z.literal(v)) as unknown as [z.ZodType, ...z.ZodType[]]);
    }
    case "literal":
      return z.literal(spec.value);
    case "int": {
      const n = z.number().int().min(spec.min).max(spec.max);
      const is = spec.is;
      const checked = is ? n.refine(is, { message: spec.says ?? "invalid" }) : n;
      return spec.nullable ? checked.nullable() : checked;
    }
    case "number":
      return z.number();
    case "bool":
      return z.boolean();
    case "string": {
      const s = z.string().min(spec.min).max(spec.max);
      const is = spec.is;
      return is ? s.refine(is, { message: spec.says ?? "invalid" }) : s;
    }
    case "list":
      return z.array(build(spec.of)).min(spec.min).max(spec.max);
    case "object":
      return z.strictObject(Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, build(f)])));
    case "optional":
      return build(spec.of).optional();
    case "union": {
      const options = spec.of.map(build);
      return spec.tags
        ? z.discriminatedUnion("type", options as unknown as [z.ZodObject, ...z.ZodObject[]])
        : z.union(options as unknown as [z.ZodType, ...z.ZodType[]]);
    }
    case "record":
      return z.record(z.string(), build(spec.of));
    case "opaque":
      return z.custom(spec.is, { message: `must be ${spec.says}` });
  }
}
