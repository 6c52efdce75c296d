/**
 * What a command returns: everything that follows from one client frame or
 * one automated step, as data. Commands (src/server/commands/) decide; the
 * Durable Object (table/table-object.ts, `#apply`) carries a change out in one place and
 * one order: the rows in one storage transaction, then the cache, then the
 * change's effects in the order the command listed them, then the alarm.
 * No command sends, writes or schedules by itself.
 */
import type { GameEvent } from "../../engine";
import type { ErrorCode, ServerFrame } from "../../protocol";
import type { SocketInfo } from "./socket-info";
import type { Row } from "../store/rows";
import type { TableState } from "./table-state";

export type { Row };

/** Other sockets of a seat whose claim the change ends. */
export type SeatSockets =
  /** The seat's holder came back on the sender's socket: its older sockets are closed (4001). */
  | { readonly kind: "replaced"; readonly seat: number }
  /** The host freed the seat: its sockets watch from now on (welcomed again, with a spectator's view); with `ban`, its person's sockets are kept out. */
  | { readonly kind: "kicked"; readonly seat: number; readonly ban: { readonly epoch: number; readonly holder: string | null } | null };

/**
 * One thing that follows a change's write, to the sender or to every
 * socket. The writer carries them out in the order listed (table/fanout.ts;
 * the effects to every socket that come one after another share one walk
 * over the sockets). "As it stands" means the table after the change.
 */
export type Effect =
  /** The sender's attachment from now on. */
  | { readonly to: "sender"; readonly attach: SocketInfo }
  /** Other sockets of a seat whose claim the change ends. */
  | { readonly to: "seat"; readonly sockets: SeatSockets }
  /** A frame to the sender. */
  | { readonly to: "sender"; readonly frame: ServerFrame }
  /** The sender's own view, or the table summary, as it stands. */
  | { readonly to: "sender"; readonly send: "view" | "summary" }
  /** The sender's socket is closed (the table is full, or gone). */
  | { readonly to: "sender"; readonly close: { readonly code: number; readonly reason: string } }
  /** Every socket: its own view with these events, the table summary, or that the game just ended. */
  | { readonly to: "all"; readonly views: readonly GameEvent[] }
  | { readonly to: "all"; readonly send: "summary" | "over" }
  /** One frame to every socket (a chat line). */
  | { readonly to: "all"; readonly frame: ServerFrame };

export interface Change {
  readonly rows?: readonly Row[];
  /** The table as it stands after the rows (absent: unchanged). */
  readonly next?: TableState;
  /** What follows the write, in order. */
  readonly effects?: readonly Effect[];
}

/** Nothing follows. */
export const NOTHING: Change = {};

/** A frame to the sender. */
export const tell = (frame: ServerFrame): Effect => ({ to: "sender", frame });
/** The sender's own view, or the summary, as it stands after the change. */
export const tellNow = (send: "view" | "summary"): Effect => ({ to: "sender", send });
/** Every socket its own view, with these events. */
export const views = (events: readonly GameEvent[]): Effect => ({ to: "all", views: events });
/** Every socket the table summary as it stands after the change. */
export const summaryToAll: Effect = { to: "all", send: "summary" };
/** Every socket hears that the game just ended. */
export const overToAll: Effect = { to: "all", send: "over" };

/** The sender is refused, and nothing changes. */
export function refuse(code: ErrorCode, message: string, id?: string): Change {
  return { effects: [tell({ type: "error", code, message, ...(id !== undefined ? { id } : {}) })] };
}

/** Who sent a frame: its socket's attachment, and the seat it holds by the seat relation (null: watching). */
export interface Sender {
  readonly info: SocketInfo;
  readonly seat: number | null;
}
