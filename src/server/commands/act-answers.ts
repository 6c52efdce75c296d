/**
 * Answers to moves, kept so that a client re-sending a move (same id) gets
 * the first answer again, word for word: "" for an accepted move (its
 * version is kept beside it), else the refusal as JSON with its code,
 * message and params (the params let a client word the refusal in its own
 * language). Tables written before params were kept hold "code message".
 */
import type { ErrorCode, ServerFrame } from "../../protocol";

export interface Refused {
  readonly code: ErrorCode;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A refusal as stored. */
export function encodeRefusal(r: Refused): string {
  return JSON.stringify({ code: r.code, message: r.message, ...(r.params ? { params: r.params } : {}) });
}

/** A stored refusal ("" is an accepted move: null). */
export function decodeRefusal(answer: string): Refused | null {
  if (answer === "") return null;
  if (answer.startsWith("{")) return JSON.parse(answer) as Refused;
  // Written before params were kept: "code message".
  const space = answer.indexOf(" ");
  return { code: answer.slice(0, space) as ErrorCode, message: answer.slice(space + 1) };
}

/** The frame answering a move with the given id: an ack at its version, or the refusal as first sent. */
export function answerFrame(id: string, a: { readonly answer: string; readonly seq: number }): ServerFrame {
  const refused = decodeRefusal(a.answer);
  if (refused === null) return { type: "ack", id, version: a.seq };
  return { type: "error", code: refused.code, message: refused.message, id, ...(refused.params ? { params: { ...refused.params } } : {}) };
}
