/**
 * The table protocol: every frame between a client and a table, defined
 * once. A client frame is defined here, with zod: the server parses every
 * one with `ClientFrameSchema`, and the client library types what it sends
 * from it. What the table sends (and the settings and summary inside it) is
 * defined in server-frames.ts as values of the engine's spec language, which
 * the client checks without zod; the zod schemas below are built from those
 * values (zod-of-spec.ts), for the server's tests and anyone validating with
 * zod. docs/PROTOCOL.md shows each frame. Objects are strict: unknown fields
 * are refused.
 */
import { z } from "zod";
import type { SeatAction } from "../engine/game";
import { SeatActionSchema } from "./action-schema";
import { BOT_LEVEL, CLOCK, MAX_PLAYERS, PRACTICE_OF, SEAT, SEAT_INFO, SERVER_FRAME, TABLE_PHASE, TABLE_SETTINGS, TABLE_SUMMARY } from "./server-frames";
import { zodOf } from "./zod-of-spec";

/** Caps that keep frames and the table small. */
export const LIMITS = {
  /** Largest client frame, in characters. */
  frameChars: 16_384,
  nameChars: 32,
  chatChars: 300,
  idChars: 40,
  tokenChars: 64,
  endpointChars: 1024,
  maxPlayers: MAX_PLAYERS,
} as const;

const Seat = zodOf(SEAT);
const BotLevelSchema = zodOf(BOT_LEVEL);
const Name = z.string().trim().min(1).max(LIMITS.nameChars);
const Token = z.string().min(16).max(LIMITS.tokenChars).regex(/^[A-Za-z0-9_-]+$/);
const Base64Url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for (RFC 8291). */
export const PushSubscriptionSchema = z.strictObject({
  endpoint: z.url().max(LIMITS.endpointChars),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: Base64Url(80, 100), auth: Base64Url(16, 32) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** Table settings that are not rules of the game (server-frames.ts). */
export const TableSettingsSchema = zodOf(TABLE_SETTINGS);

export type { SeatAction };

export const ClientFrameSchema = z.discriminatedUnion("type", [
  /** First frame on a socket: resume a seat with its token, prove the host, or watch. */
  z.strictObject({ type: z.literal("hello"), token: Token.optional(), hostToken: Token.optional(), name: Name.optional() }),
  /** Sit in an empty seat (returns a seat token in `welcome`). */
  z.strictObject({ type: z.literal("sit"), seat: Seat, name: Name.optional() }),
  /** Seated, before the game: the name you go by at this table (a game's record keeps the names it started with). */
  z.strictObject({ type: z.literal("rename"), name: Name }),
  /** Give the seat up (before the start) and watch. */
  z.strictObject({ type: z.literal("leave") }),
  /** Host: start the game (every seat has a player or a bot). */
  z.strictObject({ type: z.literal("start") }),
  /** Host: end the game now; it is kept (unfinished) like a finished one. */
  z.strictObject({ type: z.literal("end") }),
  /** Host: the game's options and the number of seats (before a game), the table settings (any time). */
  z.strictObject({
    type: z.literal("configure"),
    options: z.record(z.string(), z.unknown()).optional(),
    players: z.number().int().min(3).max(LIMITS.maxPlayers).optional(),
    settings: TableSettingsSchema.optional(),
  }),
  /** Host: free a seat (a bot plays it until someone sits there); `ban` keeps its person out of every seat. */
  z.strictObject({ type: z.literal("kick"), seat: Seat, ban: z.boolean().optional() }),
  /** Host: a bot takes an empty seat (or is removed from a seat before the start); `level` sets how well it plays (a bot seat's level may change any time). */
  z.strictObject({ type: z.literal("bot"), seat: Seat, on: z.boolean().optional(), level: BotLevelSchema.optional() }),
  /** A move in the game; `id` is the client's: a repeat returns the first answer. */
  z.strictObject({ type: z.literal("act"), id: z.string().min(1).max(LIMITS.idChars), action: SeatActionSchema }),
  z.strictObject({ type: z.literal("chat"), text: z.string().trim().min(1).max(LIMITS.chatChars) }),
  /** After a reconnect: the client's last version; the table answers with what it missed. */
  z.strictObject({ type: z.literal("sync"), since: z.number().int().min(0) }),
  /** A person is there again (they touched the page): their stand-in bot gives the seat back. */
  z.strictObject({ type: z.literal("back") }),
  /** Seated: notify this browser (Web Push) when the seat is awaited and nobody is looking (docs/PUSH.md). */
  z.strictObject({ type: z.literal("push"), subscription: PushSubscriptionSchema }),
  /** No more notifications for this seat: to `endpoint` only, or to every browser of the seat. */
  z.strictObject({ type: z.literal("unpush"), endpoint: z.url().max(LIMITS.endpointChars).optional() }),
  /**
   * Seated: this page's person is reading the hand's result (they touched its sheet, or opened it); the next hand
   * waits for them while they do, within their turn clock (docs/PROTOCOL.md, `reading`). `on: false` when they close it.
   */
  z.strictObject({ type: z.literal("reading"), on: z.boolean() }),
  /** Whether this socket's page is in front (visible): a seat none of whose sockets is in front may be notified. */
  z.strictObject({ type: z.literal("front"), front: z.boolean() }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

// What the table sends, as zod (built from server-frames.ts, where each is described).
export const TablePhaseSchema = zodOf(TABLE_PHASE);
export const SeatInfoSchema = zodOf(SEAT_INFO);
export const ClockSchema = zodOf(CLOCK);
export const PracticeOfSchema = zodOf(PRACTICE_OF);
export const TableSummarySchema = zodOf(TABLE_SUMMARY);
export const ServerFrameSchema = zodOf(SERVER_FRAME);
