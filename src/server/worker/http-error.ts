/** One error type for the HTTP API, and the mapper that turns it into JSON. */
import type { Context } from "hono";
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
  if (err instanceof HttpError) {
    return c.json({ error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) } }, err.status);
  }
  console.error("unhandled error", err);
  return c.json({ error: { code: "internal", message: "Something went wrong on our side." } }, 500);
}
