/**
 * Every code an `error` frame may carry, and the close codes of a table's
 * socket: one list for the server, the client and the web client's words.
 */
import { RULE_CODES, type RuleCode } from "../engine/rule-codes";

/** The table's own refusals (the engine's rule codes are RULE_CODES). */
export const TABLE_ERROR_CODES = [
  // The frame.
  "bad-json", "bad-frame", "too-large", "binary", "rate-limited", "hello-first", "greeted", "internal",
  // Who may do what.
  "bad-token", "not-seated", "not-host", "banned",
  // Seats.
  "seat-taken", "seated", "between-hands", "bad-seat",
  // The game.
  "bad-options", "seats-empty", "started", "not-started", "practice",
  // Chat.
  "chat-busy",
  // Notifications (Web Push): off on this server, a subscription the table cannot use, one not on a push
  // service the server sends to, one (a browser) that notifies another seat already.
  "push-off", "bad-subscription", "push-host", "push-taken",
] as const;

export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number];
export type ErrorCode = RuleCode | TableErrorCode;
export const ERROR_CODES: readonly ErrorCode[] = [...new Set<ErrorCode>([...RULE_CODES, ...TABLE_ERROR_CODES])];

/** Close codes a table's socket may be closed with (besides the WebSocket standard's 1000). */
export const CLOSE = {
  /** The client's own: no answer to its heartbeat, or it dropped the socket on purpose. */
  noHeartbeat: 4000,
  /** A newer socket of the same seat holder took the seat over (another tab). */
  replaced: 4001,
  /** There is no such table. */
  noTable: 4004,
  /** The table is full (too many watching, or too many sockets still saying hello). */
  full: 4008,
  /** A lobby socket open too long (docs/PROTOCOL.md, "The lobby"): the page connects again when it is used. */
  idle: 4009,
  /** The socket kept flooding after it was told (the standard's policy violation). */
  flood: 1008,
} as const;
