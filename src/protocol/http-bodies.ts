/**
 * The HTTP API's request bodies and query (docs/PROTOCOL.md, "The HTTP
 * API"), defined once with zod (the answers are in http-answers.ts). The
 * Worker's routes validate with these
 * (src/server/worker/api.ts, through Hono's validator); the client library
 * takes its types from those routes (src/client/http.ts), so a body is
 * written here and nowhere else. Objects are strict: an unknown field is a
 * `400 bad-request` naming `body`.
 */
import { z } from "zod";
import { LIMITS, TableSettingsSchema } from "./frames";

/** POST /api/tables. */
export const NewTableSchema = z.strictObject({
  /** A preset's name (the route refuses any other, naming `game`). */
  game: z.string().max(40),
  /** Overrides of the preset's rules (docs/ENGINE.md), checked by the engine. */
  options: z.record(z.string(), z.unknown()).optional(),
  players: z.number().int().min(3).max(LIMITS.maxPlayers).optional(),
  settings: TableSettingsSchema.optional(),
  /** Listed in the lobby while it waits for players (the same as `settings.public`). */
  public: z.boolean().optional(),
  /**
   * Seat the creator at seat 0 under `name` (or the seat's own name); the answer carries the seat's token. The seat is
   * away until its page says hello, and the table counts as one nobody sat at until then (docs/PROTOCOL.md, costs).
   */
  sit: z.strictObject({ name: z.string().max(40).optional() }).optional(),
  /** Tests only: the deals' secret, refused unless the test harness set TEST_SEEDS (src/server/worker/env.ts). */
  seed: z.string().min(1).max(128).optional(),
});
export type NewTable = z.infer<typeof NewTableSchema>;

/** POST /api/play: a seat at once. */
export const PlayNowSchema = z.strictObject({
  game: z.string().max(40),
  name: z.string().max(40).optional(),
  lang: z.enum(["en", "zh"]).optional(),
});
export type PlayNowRequest = z.infer<typeof PlayNowSchema>;

/** POST /api/practice: a moment of a completed hand (hand 0-based, step: its actions already made), the seat as you. */
export const NewPracticeSchema = z.strictObject({
  gameId: z.string().max(40),
  hand: z.number().int().min(0).max(10_000),
  step: z.number().int().min(0).max(100_000),
  seat: z.number().int().min(0).max(LIMITS.maxPlayers - 1),
  name: z.string().max(40).optional(),
  settings: TableSettingsSchema.optional(),
});
export type NewPractice = z.infer<typeof NewPracticeSchema>;

/** GET /api/tables?public=1: only the public list is served (other parameters are ignored). */
export const PublicTablesQuerySchema = z.object({ public: z.literal("1", { error: "List public tables with ?public=1." }) });
