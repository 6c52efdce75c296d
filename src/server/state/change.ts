/**
 * What a command returns: everything that follows from one client frame or
 * one automated step, as data. Commands (src/server/commands/) decide; the
 * Durable Object (table/table-object.ts, `#apply`) carries a change out in one place and
 * one order: the rows in one storage transaction, then the cache, then the
 * sender's attachment and replies, then one fan-out to every socket, then
 * the alarm. No command sends, writes or schedules by itself.
 */
import type { GameEvent } from "../../engine";
import type { ErrorCode, ServerFrame } from "../../protocol";
import type { SocketInfo } from "./socket-info";
import type { Row } from "../store/rows";
import type { TableState } from "./table-state";

export type { Row };

/** To the sender, in order: a frame, or its own view / the table summary as they stand after the change. */
export type Reply = ServerFrame | "view" | "summary";

/** Other sockets of a seat whose claim the change ends. */
export type SeatSockets =
  /** The seat's holder came back on the sender's socket: its older sockets are closed (4001). */
  | { readonly kind: "replaced"; readonly seat: number }
  /** The host freed the seat: its sockets watch from now on (welcomed again, with a spectator's view); with `ban`, its person's sockets are kept out. */
  | { readonly kind: "kicked"; readonly seat: number; readonly ban: { readonly epoch: number; readonly holder: string | null } | null };

export interface Change {
  readonly rows?: readonly Row[];
  /** The table as it stands after the rows (absent: unchanged). */
  readonly next?: TableState;
  /** The sender's attachment from now on. */
  readonly attach?: SocketInfo;
  readonly others?: SeatSockets;
  readonly reply?: readonly Reply[];
  /** Every socket gets its own view, with these events. */
  readonly views?: readonly GameEvent[];
  /** Every socket gets the table summary: before the views (a new game) or after them. */
  readonly summary?: "before" | "after";
  /** The game just ended: every socket hears so (after the views, before the summary). */
  readonly over?: boolean;
  /** One frame to every socket (a chat line). */
  readonly all?: ServerFrame;
  /** The sender's socket is closed after its replies (the table is full). */
  readonly close?: { readonly code: number; readonly reason: string };
}

/** Nothing follows. */
export const NOTHING: Change = {};

/** The sender is refused, and nothing changes. */
export function refuse(code: ErrorCode, message: string, id?: string): Change {
  return { reply: [{ type: "error", code, message, ...(id !== undefined ? { id } : {}) }] };
}

/** Who sent a frame: its socket's attachment, and the seat it holds by the seat relation (null: watching). */
export interface Sender {
  readonly info: SocketInfo;
  readonly seat: number | null;
}
