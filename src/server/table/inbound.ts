/**
 * A client's frame as it arrives: text, within the size cap, JSON, and one
 * of the protocol's frames (zod, strict: unknown fields are refused). A bad
 * frame gets a typed error and changes nothing.
 */
import { type ClientFrame, ClientFrameSchema, LIMITS, type TableErrorCode } from "../../protocol";
import { firstIssue } from "./frame-issues";

export type Inbound =
  | { readonly ok: true; readonly frame: ClientFrame }
  | { readonly ok: false; readonly code: TableErrorCode; readonly message: string; readonly id?: string };

export function inbound(message: string | ArrayBuffer): Inbound {
  if (typeof message !== "string") return { ok: false, code: "binary", message: "Frames are JSON text." };
  if (message.length > LIMITS.frameChars) return { ok: false, code: "too-large", message: `Frames are at most ${LIMITS.frameChars} characters.` };
  let raw: unknown;
  try {
    raw = JSON.parse(message);
  } catch {
    return { ok: false, code: "bad-json", message: "That frame is not JSON." };
  }
  const parsed = ClientFrameSchema.safeParse(raw);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const id = idOf(raw);
  return { ok: false, code: "bad-frame", message: `That frame is not understood (${firstIssue(parsed.error, "frame").words}).`, ...(id ? { id } : {}) };
}

/** The id a frame carries (to answer it even when it could not be handled), cut to size. */
export function idOf(raw: unknown): string | undefined {
  const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id.slice(0, LIMITS.idChars) : undefined;
}

/** The id of a frame's text, if it is JSON with one. */
export function idOfText(message: string | ArrayBuffer): string | undefined {
  if (typeof message !== "string" || message.length > LIMITS.frameChars) return undefined;
  try {
    return idOf(JSON.parse(message));
  } catch {
    return undefined;
  }
}
