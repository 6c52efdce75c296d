/**
 * The Worker's routes (Hono). Tables live in Durable Objects; this layer
 * validates requests, creates tables, forwards sockets and reads history.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PRESET_INFO, isPresetName, setupProblem } from "../engine";
import { TableSettingsSchema } from "../protocol";
import type { Env } from "./env";
import { listGames, listPublicTables, playableTables, readGame } from "./history";
import type { Stranger } from "./commands/quick";
import { LOBBY_NAME, takesTestSeeds } from "./env";
import type { PlayNow } from "../protocol/lobby";
import { playerName } from "../protocol/names";
import { HttpError, onError } from "./http-error";
import { firstIssue } from "./issues";
import { hashToken, isId, newId, newToken, sameSecret } from "./ids";
import { cleanName, uniqueName } from "./names";
import { PRACTICE_BOT_LEVEL, type PracticeStart, practiceFrom } from "./practice";
import type { TableInit } from "./store";
import { pushOffReason, vapidOf } from "./push-send";

const NewTableSchema = z.strictObject({
  game: z.string().max(40),
  options: z.record(z.string(), z.unknown()).optional(),
  players: z.number().int().min(3).max(12).optional(),
  settings: TableSettingsSchema.optional(),
  public: z.boolean().optional(),
  /** Tests only: the deals' secret, refused unless the test harness set TEST_SEEDS (env.ts). */
  seed: z.string().min(1).max(128).optional(),
});

const PlayNowSchema = z.strictObject({
  game: z.string().max(40),
  name: z.string().max(40).optional(),
  lang: z.enum(["en", "zh"]).optional(),
});

const NewPracticeSchema = z.strictObject({
  gameId: z.string().max(40),
  hand: z.number().int().min(0).max(10_000),
  step: z.number().int().min(0).max(100_000),
  seat: z.number().int().min(0).max(11),
  name: z.string().max(40).optional(),
  settings: TableSettingsSchema.optional(),
});

function clientKey(req: Request): string {
  return req.headers.get("CF-Connecting-IP") ?? "local";
}

async function limited(limiter: RateLimit, key: string): Promise<boolean> {
  const { success } = await limiter.limit({ key });
  return !success;
}

/**
 * The web client's pages other than the start page (a file): a table, a
 * replay of a game or of one of its hands, the guided hands (/learn and
 * /learn/<game>), a game's rules ("How to play", /rules/:preset, for the
 * presets there are) (web/src/route.ts). Any other path that is no file is
 * not found.
 */
const PAGE = /^\/(?:t\/[A-Za-z0-9_-]{1,64}|g\/[A-Za-z0-9_-]{1,64}(?:\/[1-9][0-9]{0,3})?|learn(?:\/(?:tractor|zhao-pengyou|zheng-fen))?|rules\/([a-z0-9-]{1,40}))\/?$/;

function isPage(path: string): boolean {
  const m = PAGE.exec(path);
  return m !== null && (m[1] === undefined || isPresetName(m[1]));
}

function tableId(id: string): string {
  if (!isId(id)) throw new HttpError(404, "no-table", "There is no such table.");
  return id;
}

export interface AppDeps {
  readonly newTableId?: () => string;
}

export function makeApp(deps: AppDeps = {}) {
  const makeId = deps.newTableId ?? (() => newId());
  return new Hono<{ Bindings: Env }>()
    .onError(onError)
    .get("/api/health", (c) => c.json({ ok: true }))
    .get("/api/presets", (c) => c.json(PRESET_INFO))
    // Notifications (docs/PUSH.md): the key a browser subscribes with, or why they are off.
    .get("/api/push", (c) => {
      const vapid = vapidOf(c.env);
      return c.json(vapid ? { on: true as const, publicKey: vapid.publicKey } : { on: false as const, reason: pushOffReason(c.env) ?? "" });
    })
    .post("/api/tables", async (c) => {
      if (await limited(c.env.CREATE_LIMITER, clientKey(c.req.raw))) {
        throw new HttpError(429, "rate-limited", "Too many new tables from here: wait a minute.");
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new HttpError(400, "bad-request", "The body must be JSON.");
      }
      const parsed = NewTableSchema.safeParse(body);
      if (!parsed.success) {
        const { field, words } = firstIssue(parsed.error, "body");
        throw new HttpError(400, "bad-request", words, field);
      }
      const req = parsed.data;
      // A deployed table's deck stays unpredictable: only a test harness's Worker takes a seed.
      if (req.seed !== undefined && !takesTestSeeds(c.env)) throw new HttpError(400, "bad-request", "seed: this server deals from its own secret; a table cannot choose its cards", "seed");
      if (!isPresetName(req.game)) throw new HttpError(400, "bad-request", `game: unknown game "${req.game}"`, "game");
      const players = req.players ?? (isPresetName(req.game) ? PRESET_INFO[req.game].defaultPlayers : 4);
      const options = req.options ?? {};
      const problem = setupProblem({ preset: req.game, options }, players);
      if (problem) {
        const field = problem.split(":")[0] ?? "options";
        throw new HttpError(400, "bad-request", problem, field);
      }
      const id = makeId();
      const hostToken = newToken();
      const init: TableInit = {
        tableId: id,
        game: req.game,
        options,
        players,
        settings: { ...(req.settings ?? {}), ...(req.public !== undefined ? { public: req.public } : {}) },
        hostHash: await hashToken(hostToken),
        ...(req.seed !== undefined ? { testSeed: req.seed } : {}),
      };
      if (!(await c.env.TABLE.getByName(id).init(init))) throw new HttpError(500, "internal", "The table could not be created.");
      const url = new URL(`/t/${id}`, c.req.url).toString();
      return c.json({ tableId: id, url, hostToken }, 201);
    })
    .post("/api/practice", async (c) => {
      // A practice table is a table: braked like any new one.
      if (await limited(c.env.CREATE_LIMITER, clientKey(c.req.raw))) {
        throw new HttpError(429, "rate-limited", "Too many new tables from here: wait a minute.");
      }
      const parsed = NewPracticeSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        const { field, words } = firstIssue(parsed.error, "body");
        throw new HttpError(400, "bad-request", words, field);
      }
      const req = parsed.data;
      // From D1 only: it holds completed hands, never the hand in play.
      const game = isId(req.gameId) ? await readGame(c.env.DB, req.gameId) : null;
      if (!game) throw new HttpError(404, "no-game", "There is no such game, or no hand of it has ended yet.", "gameId");
      const from = practiceFrom(game, req.hand, req.step, req.seat);
      if (!from.ok) throw new HttpError(from.status, from.code, from.message, from.field);
      const id = makeId();
      const hostToken = newToken();
      const seatToken = newToken();
      const name = uniqueName(req.name ?? null, [], playerName(req.seat));
      const init: TableInit = {
        tableId: id,
        game: game.game,
        options: game.options,
        players: game.players.length,
        // Never listed: a practice table is its player's own.
        settings: { ...(req.settings ?? {}), public: false },
        hostHash: await hashToken(hostToken),
        practice: { gameId: game.id, hand: req.hand, step: req.step, seat: req.seat },
      };
      const start: PracticeStart = {
        gameId: newId(),
        seed: from.seed,
        start: JSON.stringify(from.start),
        prefix: from.prefix,
        seat: req.seat,
        seatHash: await hashToken(seatToken),
        name,
        level: PRACTICE_BOT_LEVEL,
      };
      if (!(await c.env.TABLE.getByName(id).init(init, start))) throw new HttpError(500, "internal", "The table could not be created.");
      return c.json({ tableId: id, url: new URL(`/t/${id}`, c.req.url).toString(), hostToken, seatToken }, 201);
    })
    .get("/api/tables", async (c) => {
      if (c.req.query("public") !== "1") throw new HttpError(400, "bad-request", "List public tables with ?public=1.", "public");
      return c.json({ tables: await listPublicTables(c.env.DB) });
    })
    // The lobby's socket (docs/PROTOCOL.md, "The lobby"): the waiting public tables, pushed when they change.
    .get("/api/lobby", async (c) => {
      if (c.req.header("Upgrade") !== "websocket") throw new HttpError(426, "upgrade", "Connect with a WebSocket.");
      if (await limited(c.env.CONNECT_LIMITER, clientKey(c.req.raw))) {
        throw new HttpError(429, "rate-limited", "Too many connections from here: wait a minute.");
      }
      return c.env.LOBBY.getByName(LOBBY_NAME).fetch(c.req.raw);
    })
    // Play now: a seat at a public table of the game with one free now, or at a new one with bots, started.
    .post("/api/play", async (c) => {
      // It may make a table: braked like any new one.
      if (await limited(c.env.CREATE_LIMITER, clientKey(c.req.raw))) {
        throw new HttpError(429, "rate-limited", "Too many new tables from here: wait a minute.");
      }
      const parsed = PlayNowSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        const { field, words } = firstIssue(parsed.error, "body");
        throw new HttpError(400, "bad-request", words, field);
      }
      const req = parsed.data;
      if (!isPresetName(req.game)) throw new HttpError(400, "bad-request", `game: unknown game "${req.game}"`, "game");
      const seatToken = newToken();
      const ip = c.req.header("CF-Connecting-IP");
      // As the table hashes a socket's address (table.ts), so that its bans hold here too.
      const stranger: Stranger = {
        hash: await hashToken(seatToken),
        name: req.name ? cleanName(req.name) || null : null,
        address: ip ? (await hashToken(`address:${ip}`)).slice(0, 32) : null,
      };
      const url = (id: string) => new URL(`/t/${id}`, c.req.url).toString();
      for (const id of await playableTables(c.env.DB, req.game)) {
        const seat = await c.env.TABLE.getByName(id).claim(stranger);
        if (seat !== null) return c.json({ tableId: id, url: url(id), seat, seatToken, how: "joined" } satisfies PlayNow);
      }
      const id = makeId();
      const hostToken = newToken();
      const init: TableInit = {
        tableId: id,
        game: req.game,
        options: {},
        players: PRESET_INFO[req.game].defaultPlayers,
        settings: { public: true, ...(req.lang ? { lang: req.lang } : {}) },
        hostHash: await hashToken(hostToken),
      };
      if (!(await c.env.TABLE.getByName(id).init(init, undefined, stranger))) throw new HttpError(500, "internal", "The table could not be created.");
      return c.json({ tableId: id, url: url(id), seat: 0, seatToken, hostToken, how: "new" } satisfies PlayNow, 201);
    })
    .get("/api/tables/:id", async (c) => {
      const id = tableId(c.req.param("id"));
      // Braked per client: each lookup of an id wakes (or makes) its object.
      if (await limited(c.env.LOOKUP_LIMITER, clientKey(c.req.raw))) {
        throw new HttpError(429, "rate-limited", "Too many table lookups from here: wait a minute.");
      }
      // The table's inside numbers (instance, storage, outbox) go only to the operator: tests and benchmarks wait on them.
      const operator = await sameSecret(c.req.header("x-diagnostics-token"), c.env.DIAGNOSTICS_TOKEN);
      const found = await c.env.TABLE.getByName(id).summary(operator);
      if (!found) throw new HttpError(404, "no-table", "There is no such table.");
      return c.body(found.table, 200, { "content-type": "application/json", ...(found.insides ?? {}) });
    })
    .get("/api/tables/:id/games", async (c) => c.json({ games: await listGames(c.env.DB, tableId(c.req.param("id"))) }))
    .get("/api/tables/:id/ws", async (c) => {
      const id = tableId(c.req.param("id"));
      if (c.req.header("Upgrade") !== "websocket") throw new HttpError(426, "upgrade", "Connect with a WebSocket.");
      if (await limited(c.env.CONNECT_LIMITER, clientKey(c.req.raw))) {
        throw new HttpError(429, "rate-limited", "Too many connections from here: wait a minute.");
      }
      // The socket is accepted by the Durable Object itself, so it can hibernate.
      return c.env.TABLE.getByName(id).fetch(c.req.raw);
    })
    .get("/api/games/:gameId", async (c) => {
      const id = c.req.param("gameId");
      const game = isId(id) ? await readGame(c.env.DB, id) : null;
      if (!game) throw new HttpError(404, "no-game", "There is no such game, or no hand of it has ended yet.");
      return c.json(game);
    })
    .all("/api/*", () => {
      throw new HttpError(404, "not-found", "There is no such API route.");
    })
    // The page itself is the start page's file: the web client reads the path.
    .get("*", (c) => (isPage(c.req.path) ? c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), c.req.raw)) : c.text("Not found.", 404)))
    .all("*", (c) => c.text("Not found.", 404));
}

export const app = makeApp();
export type Api = ReturnType<typeof makeApp>;
