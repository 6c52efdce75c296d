/**
 * What the HTTP API answers (docs/PROTOCOL.md, "The HTTP API"), where no
 * other file of the protocol describes it: the new tables' answers, the
 * push key, and the one error body every refusal has. The routes return
 * these types (src/server/worker/api.ts); the client library checks an
 * error body with `HTTP_ERROR` before it believes it. No zod here: the web
 * client imports this file.
 */
import { type Infer, object, optional, text } from "../engine/spec";

/** POST /api/tables answers 201 with this. */
export interface CreatedTable {
  readonly tableId: string;
  readonly url: string;
  readonly hostToken: string;
  /** Asked for with `sit`: seat 0's token (say `hello` with it). */
  readonly seatToken?: string;
}

/** POST /api/practice answers 201 with this: the seat is already yours (say `hello` with `seatToken`). */
export interface CreatedPractice extends Omit<CreatedTable, "seatToken"> {
  readonly seatToken: string;
}

/** GET /api/push: the key a browser subscribes with, or why notifications are off (docs/PUSH.md). */
export type PushKey = { readonly on: true; readonly publicKey: string } | { readonly on: false; readonly reason: string };

const WORDS = text(Number.MAX_SAFE_INTEGER);

/** Every refusal: `{ error: { code, message, field? } }`, `field` naming the bad field of a `400 bad-request`. */
export const HTTP_ERROR = object({ error: object({ code: WORDS, message: WORDS, field: optional(WORDS) }) });
export type HttpErrorBody = Infer<typeof HTTP_ERROR>;
