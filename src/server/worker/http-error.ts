/** One error type for the HTTP API, and the mapper that turns it into JSON. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { HttpErrorBody } from "../../protocol/http-answers";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function onError(err: Error, c: Context): Response {
  // Hono's validator refuses a body that is not JSON this way (its only use of it here).
  if (err instanceof HTTPException && err.status === 400) return onError(new HttpError(400, "bad-request", "The body must be JSON.", "body"), c);
  if (err instanceof HttpError) {
    return c.json({ error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) } } satisfies HttpErrorBody, err.status);
  }
  console.error("unhandled error", err);
  return c.json({ error: { code: "internal", message: "Something went wrong on our side." } } satisfies HttpErrorBody, 500);
}
