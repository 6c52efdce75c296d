/**
 * The routes' input checks, for Hono's validator with the protocol's zod
 * schemas (`validator("json", (v, c) => body(Schema, v, c))` in api.ts):
 * one refusal for every route, `400 bad-request` naming the field
 * (docs/PROTOCOL.md), in the same words as a socket's `bad-frame`.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { firstIssue } from "../table/frame-issues";
import { HttpError } from "./http-error";

function checked<S extends z.ZodType>(schema: S, value: unknown, whole: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { field, words } = firstIssue(parsed.error, whole);
  throw new HttpError(400, "bad-request", words, field);
}

/**
 * A JSON body that `schema` accepts. It must come as `content-type:
 * application/json` (Hono's validator reads no other as JSON; and a page on
 * another site cannot send that without the browser asking first, so no
 * form elsewhere makes tables in a visitor's name). A body that is not JSON
 * is refused by the validator itself (the error mapper words it).
 */
export function body<S extends z.ZodType>(schema: S, value: unknown, c: Context): z.output<S> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new HttpError(400, "bad-request", "The body must be JSON, sent as content-type: application/json.", "body");
  }
  return checked(schema, value, "body");
}

/** A query that `schema` accepts (naming the parameter when it does not). */
export function query<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return checked(schema, value, "query");
}
