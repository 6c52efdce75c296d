/**
 * What a table sends (docs/PROTOCOL.md, "Server → client"), defined once as
 * values in the engine's spec language (src/engine/spec.ts), and the table's
 * settings and summary inside them. The types are inferred from these
 * values; the client library checks every frame it receives with them
 * (`isServerFrame`, no validation library: the table page stays in its
 * budget); frames.ts builds the zod schemas the server and its tests use
 * from the same values. No zod here, so the web client imports this file.
 */
import { BOT_LEVELS } from "../engine/bot-level";
import type { GameEvent, GameSummary, GameView } from "../engine/game";
import {
  type Infer, type Reading, bool, fits, int, list, literal, nullable, number, object, oneOf, opaque, optional, record, text, union, unknown,
} from "../engine/spec";
import { ERROR_CODES } from "./error-codes";
import { LIVE_TURN_SECONDS_MIN, TURN_SECONDS_MAX } from "./turn-based";

/** Most seats at a table (frames.ts's LIMITS.maxPlayers). */
export const MAX_PLAYERS = 12;

export const SEAT = int(0, MAX_PLAYERS - 1);
export const BOT_LEVEL = oneOf(...BOT_LEVELS);
/** Text of any length: what the server itself wrote (ids, names it already checked, messages). */
const TEXT = text(Number.MAX_SAFE_INTEGER);

/** Table settings that are not rules of the game. */
export const TABLE_SETTINGS = object({
  /** Milliseconds between two cards of a Shengji deal; 0 deals at once. */
  dealMs: optional(int(0, 5_000)),
  /**
   * Seconds a player has for a move (twice that to bury or call), then their time bank, before a bot moves for
   * them; 0 = no clock, else at least LIVE_TURN_SECONDS_MIN (10); default 45. Longer than LIVE_TURN_SECONDS_MAX (600), the table is turn-based
   * (src/protocol/turn-based.ts): no time bank, and no bot stands in.
   */
  turnSeconds: optional(
    int(0, TURN_SECONDS_MAX, {
      is: (s) => s === 0 || s >= LIVE_TURN_SECONDS_MIN,
      says: `a turn clock is 0 (none) or at least ${LIVE_TURN_SECONDS_MIN} seconds, time a person can move in`,
    }),
  ),
  /** Milliseconds a bot waits before moving (so people can follow the play). */
  botDelayMs: optional(int(0, 10_000)),
  /** Milliseconds people may still bid after the last card of a deal (0 is only used when every seat is a bot). */
  bidMs: optional(int(0, 60_000)),
  /** Milliseconds the result of a hand stays up before the next hand. */
  resultMs: optional(int(0, 120_000)),
  /** Listed in the lobby (GET /api/tables?public=1, GET /api/lobby) while it waits for players. */
  public: optional(bool),
  /** The language the table speaks, shown in the lobby (the web client sends its own when it creates a table). */
  lang: optional(oneOf("en", "zh")),
});
export type TableSettings = Infer<typeof TABLE_SETTINGS>;

/** Where a table is: waiting for a game, playing one, or after one. */
export const TABLE_PHASE = oneOf("lobby", "playing", "over");
export type TablePhase = Infer<typeof TABLE_PHASE>;

export const SEAT_INFO = object({
  seat: SEAT,
  name: nullable(TEXT),
  /** A bot holds the seat. */
  bot: bool,
  /** Someone is connected in this seat. */
  connected: bool,
  /** The seat's player is away, or a bot is playing for them. */
  standIn: bool,
  /**
   * What plays the seat, in one word: nobody, a bot, its person, its person
   * who is away (a bot stands in after a grace period), or a bot standing
   * in for its person. A person named "Bot 3" is still a "person".
   */
  state: oneOf("empty", "bot", "person", "away", "stand-in"),
  /** A bot seat's level (a stand-in for a person plays `expert` when the table's pace allows, else `strong`: docs/BOTS.md). */
  level: optional(BOT_LEVEL),
});
export type SeatInfo = Infer<typeof SEAT_INFO>;

/** A table's turn clock as it works, defaults included (src/protocol/pace.ts `clockOf`). */
export const CLOCK = object({
  /** Seconds for a move. */
  turnSeconds: int(),
  /** Seconds to bury the kitty, and to call friends. */
  setupSeconds: int(),
  /** Each seat's time bank for a game, drawn on when a move's clock runs out. */
  bankSeconds: int(),
});

/**
 * One awaited person's turn clock at a live table (not turn-based): when the
 * move's own clock runs out (ms since the epoch, the server's time), and how
 * much of the seat's time bank is left to draw on after that (ms); a bot
 * moves for them at `ends` + `bank`. A client counts down from these against
 * the frame's `now`, never by counting a number down itself (a hidden tab's
 * timers stop; a reconnect brings the same deadline).
 */
export const TURN_CLOCK = object({ seat: SEAT, ends: int(), bank: int() });
export type TurnClock = Infer<typeof TURN_CLOCK>;
/** The awaited persons' turn clocks (absent: none runs), and the server's time as the frame was made. */
const CLOCKS = { clocks: optional(list(TURN_CLOCK, 0, MAX_PLAYERS)), now: optional(int()) };

/** A practice table's origin: a moment of a completed hand (hand 0-based, step: its actions already made) and the seat practised. */
export const PRACTICE_OF = object({ gameId: TEXT, hand: int(), step: int(), seat: int() });
export type PracticeOf = Infer<typeof PRACTICE_OF>;

/** What anyone may know about a table (also GET /api/tables/:id). */
export const TABLE_SUMMARY = object({
  id: TEXT,
  game: TEXT,
  options: record(unknown),
  players: int(),
  /** The settings as the host gave them (absent ones take the defaults). */
  settings: TABLE_SETTINGS,
  /** The turn clock those settings make; null: none (a seat taken after the game started still has one of 30 s). */
  clock: nullable(CLOCK),
  seats: list(SEAT_INFO, 0, MAX_PLAYERS),
  phase: TABLE_PHASE,
  /** The game being played or last played. */
  gameId: nullable(TEXT),
  spectators: int(),
  /** A practice table: where its hand comes from. It plays that one hand and is no game's record. */
  practice: optional(PRACTICE_OF),
  /** The seats the game waits on, as of this summary (absent: none; moves change it without a new summary). */
  waiting: optional(list(SEAT, 0, MAX_PLAYERS)),
  /** A turn-based table in play: when the awaited seats' clock runs out, as of this summary. */
  deadline: optional(int()),
  /** A live table in play: each awaited person's turn clock as of `now`, the server's time (both absent when no clock runs). */
  ...CLOCKS,
});
export type TableSummary = Infer<typeof TABLE_SUMMARY>;

// The engine's own types, built by the engine: the frame checks only that they are what they claim at the top.
const isObjectWith = (key: string) => (v: unknown) => typeof v === "object" && v !== null && key in v;
const GAME_VIEW = opaque((v): v is GameView => isObjectWith("game")(v), "a view");
const GAME_EVENT = opaque((v): v is GameEvent => isObjectWith("type")(v), "an event");
const GAME_SUMMARY = opaque((v): v is GameSummary => typeof v === "object" && v !== null, "a summary");
const EVENTS = list(GAME_EVENT, 0, Number.MAX_SAFE_INTEGER);

export const SERVER_FRAME = union(
  /** Who you are at this table: your seat (null: watching), a new seat token, host or not. */
  object({ type: literal("welcome"), tableId: TEXT, you: nullable(SEAT), token: optional(TEXT), host: bool }),
  /** The table's seats and settings changed. */
  object({ type: literal("table"), table: TABLE_SUMMARY }),
  /**
   * Your view of the game; `version` counts the table's accepted actions.
   * `events` says what happened since the last view (one frame instead of two).
   * `deadline` (turn-based tables): when the awaited seats' turn clock runs out, in ms since the epoch.
   * `clocks` and `now` (live tables): each awaited person's turn clock, and the server's time (TURN_CLOCK).
   */
  object({ type: literal("view"), version: int(), view: GAME_VIEW, events: optional(EVENTS), deadline: optional(int()), ...CLOCKS }),
  /** What just happened (public): for animation and the game log. */
  object({ type: literal("event"), version: int(), events: EVENTS }),
  /** Your `act` was accepted. */
  object({ type: literal("ack"), id: TEXT, version: int() }),
  /**
   * A frame was refused; nothing changed. `id` is the `act` it answers.
   * `params` carries the values in `message` (docs/ENGINE.md, "Refusals") so a client can word it in its own language.
   */
  object({
    type: literal("error"), code: oneOf(...ERROR_CODES), message: TEXT, id: optional(TEXT),
    params: optional(record(union(TEXT, number))),
  }),
  object({ type: literal("chat"), seat: nullable(SEAT), name: TEXT, text: TEXT, at: number }),
  /** Answers `push` and `unpush`: whether this seat's notifications reach the sender's browser now. */
  object({ type: literal("push"), on: bool }),
  /** The game ended; it is kept as `gameId`. */
  object({ type: literal("over"), gameId: TEXT, summary: GAME_SUMMARY }),
);
export type ServerFrame = Infer<typeof SERVER_FRAME>;

/**
 * How the client reads the table's frames: a field it does not know is let
 * through (a tab older than the server keeps working when a frame gains a
 * field); every field it knows is checked. The server's own tests read its
 * frames strictly (ServerFrameSchema, test/server/frames-schema.test.ts).
 */
export const CLIENT_READING: Reading = { whole: "frame", unknown: "unknown field", extra: "ignore" };

/** Whether `value` is a frame as the protocol says (a type guard: the client then needs no cast). */
export function isServerFrame(value: unknown): value is ServerFrame {
  return fits(SERVER_FRAME, value, CLIENT_READING);
}
