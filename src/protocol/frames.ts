/**
 * The table protocol: every frame between a client and a table, defined
 * once with zod. The server parses client frames with these schemas, the
 * client library types itself from them, and docs/PROTOCOL.md shows each
 * one. Every frame is a JSON object whose `type` names it. Objects are
 * strict: unknown fields are refused.
 */
import { z } from "zod";
import { BOT_LEVELS, type BotLevel } from "../engine/bot-level";
import type { GameEvent, GameSummary, GameView, SeatAction } from "../engine/game";
import { SeatActionSchema } from "./action-schema";
import { ERROR_CODES, type ErrorCode } from "./error-codes";
import { LIVE_TURN_SECONDS_MIN, TURN_SECONDS_MAX } from "./turn-based";

/** Caps that keep frames and the table small. */
export const LIMITS = {
  /** Largest client frame, in characters. */
  frameChars: 16_384,
  nameChars: 32,
  chatChars: 300,
  idChars: 40,
  tokenChars: 64,
  endpointChars: 1024,
  maxPlayers: 12,
} as const;

const Seat = z.number().int().min(0).max(LIMITS.maxPlayers - 1);
const BotLevelSchema = z.enum(BOT_LEVELS as readonly BotLevel[] as [BotLevel, ...BotLevel[]]);
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

/** Table settings that are not rules of the game. */
export const TableSettingsSchema = z.strictObject({
  /** Milliseconds between two cards of a Shengji deal; 0 deals at once. */
  dealMs: z.number().int().min(0).max(5_000).optional(),
  /**
   * Seconds a player has for a move (twice that to bury or call), then their time bank, before a bot moves for
   * them; 0 = no clock, else at least LIVE_TURN_SECONDS_MIN (10); default 45. Longer than LIVE_TURN_SECONDS_MAX (600), the table is turn-based
   * (src/protocol/turn-based.ts): no time bank, and no bot stands in.
   */
  turnSeconds: z
    .number()
    .int()
    .min(0)
    .max(TURN_SECONDS_MAX)
    .refine((s) => s === 0 || s >= LIVE_TURN_SECONDS_MIN, `a turn clock is 0 (none) or at least ${LIVE_TURN_SECONDS_MIN} seconds, time a person can move in`)
    .optional(),
  /** Milliseconds a bot waits before moving (so people can follow the play). */
  botDelayMs: z.number().int().min(0).max(10_000).optional(),
  /** Milliseconds people may still bid after the last card of a deal (0 is only used when every seat is a bot). */
  bidMs: z.number().int().min(0).max(60_000).optional(),
  /** Milliseconds the result of a hand stays up before the next hand. */
  resultMs: z.number().int().min(0).max(120_000).optional(),
  /** Listed in the lobby (GET /api/tables?public=1, GET /api/lobby) while it waits for players. */
  public: z.boolean().optional(),
  /** The language the table speaks, shown in the lobby (the web client sends its own when it creates a table). */
  lang: z.enum(["en", "zh"]).optional(),
});
export type TableSettings = z.infer<typeof TableSettingsSchema>;

export type { SeatAction };

export const ClientFrameSchema = z.discriminatedUnion("type", [
  /** First frame on a socket: resume a seat with its token, prove the host, or watch. */
  z.strictObject({ type: z.literal("hello"), token: Token.optional(), hostToken: Token.optional(), name: Name.optional() }),
  /** Sit in an empty seat (returns a seat token in `welcome`). */
  z.strictObject({ type: z.literal("sit"), seat: Seat, name: Name.optional() }),
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
  /** Whether this socket's page is in front (visible): a seat none of whose sockets is in front may be notified. */
  z.strictObject({ type: z.literal("front"), front: z.boolean() }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** Where a table is: waiting for a game, playing one, or after one. */
export const TablePhaseSchema = z.enum(["lobby", "playing", "over"]);
export type TablePhase = z.infer<typeof TablePhaseSchema>;

export const SeatInfoSchema = z.strictObject({
  seat: Seat,
  name: z.string().nullable(),
  /** A bot holds the seat. */
  bot: z.boolean(),
  /** Someone is connected in this seat. */
  connected: z.boolean(),
  /** The seat's player is away, or a bot is playing for them. */
  standIn: z.boolean(),
  /**
   * What plays the seat, in one word: nobody, a bot, its person, its person
   * who is away (a bot stands in after a grace period), or a bot standing
   * in for its person. A person named "Bot 3" is still a "person".
   */
  state: z.enum(["empty", "bot", "person", "away", "stand-in"]),
  /** A bot seat's level (a stand-in for a person plays `expert` when the table's pace allows, else `strong`: docs/BOTS.md). */
  level: BotLevelSchema.optional(),
});
export type SeatInfo = z.infer<typeof SeatInfoSchema>;

/** A table's turn clock as it works, defaults included (src/protocol/pace.ts `clockOf`). */
export const ClockSchema = z.strictObject({
  /** Seconds for a move. */
  turnSeconds: z.number().int(),
  /** Seconds to bury the kitty, and to call friends. */
  setupSeconds: z.number().int(),
  /** Each seat's time bank for a game, drawn on when a move's clock runs out. */
  bankSeconds: z.number().int(),
});

/** What anyone may know about a table (also GET /api/tables/:id). */
/** A practice table's origin: a moment of a completed hand (hand 0-based, step: its actions already made) and the seat practised. */
export const PracticeOfSchema = z.strictObject({ gameId: z.string(), hand: z.number().int(), step: z.number().int(), seat: z.number().int() });
export type PracticeOf = z.infer<typeof PracticeOfSchema>;

export const TableSummarySchema = z.strictObject({
  id: z.string(),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  players: z.number().int(),
  /** The settings as the host gave them (absent ones take the defaults). */
  settings: TableSettingsSchema,
  /** The turn clock those settings make; null: none (a seat taken after the game started still has one of 30 s). */
  clock: ClockSchema.nullable(),
  seats: z.array(SeatInfoSchema),
  phase: TablePhaseSchema,
  /** The game being played or last played. */
  gameId: z.string().nullable(),
  spectators: z.number().int(),
  /** A practice table: where its hand comes from. It plays that one hand and is no game's record. */
  practice: PracticeOfSchema.optional(),
  /** The seats the game waits on, as of this summary (absent: none; moves change it without a new summary). */
  waiting: z.array(Seat).optional(),
  /** A turn-based table in play: when the awaited seats' clock runs out, as of this summary. */
  deadline: z.number().int().optional(),
});
export type TableSummary = z.infer<typeof TableSummarySchema>;

const GameViewSchema = z.custom<GameView>((v) => typeof v === "object" && v !== null && "game" in v);
const GameEventSchema = z.custom<GameEvent>((v) => typeof v === "object" && v !== null && "type" in v);
const GameSummarySchema = z.custom<GameSummary>((v) => typeof v === "object" && v !== null);

export const ServerFrameSchema = z.discriminatedUnion("type", [
  /** Who you are at this table: your seat (null: watching), a new seat token, host or not. */
  z.strictObject({ type: z.literal("welcome"), tableId: z.string(), you: Seat.nullable(), token: z.string().optional(), host: z.boolean() }),
  /** The table's seats and settings changed. */
  z.strictObject({ type: z.literal("table"), table: TableSummarySchema }),
  /**
   * Your view of the game; `version` counts the table's accepted actions.
   * `events` says what happened since the last view (one frame instead of two).
   * `deadline` (turn-based tables): when the awaited seats' turn clock runs out, in ms since the epoch.
   */
  z.strictObject({ type: z.literal("view"), version: z.number().int(), view: GameViewSchema, events: z.array(GameEventSchema).optional(), deadline: z.number().int().optional() }),
  /** What just happened (public): for animation and the game log. */
  z.strictObject({ type: z.literal("event"), version: z.number().int(), events: z.array(GameEventSchema) }),
  /** Your `act` was accepted. */
  z.strictObject({ type: z.literal("ack"), id: z.string(), version: z.number().int() }),
  /**
   * A frame was refused; nothing changed. `id` is the `act` it answers.
   * `params` carries the values in `message` (docs/ENGINE.md, "Refusals") so a client can word it in its own language.
   */
  z.strictObject({
    type: z.literal("error"), code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]), message: z.string(), id: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  z.strictObject({ type: z.literal("chat"), seat: Seat.nullable(), name: z.string(), text: z.string(), at: z.number() }),
  /** Answers `push` and `unpush`: whether this seat's notifications reach the sender's browser now. */
  z.strictObject({ type: z.literal("push"), on: z.boolean() }),
  /** The game ended; it is kept as `gameId`. */
  z.strictObject({ type: z.literal("over"), gameId: z.string(), summary: GameSummarySchema }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;
