/**
 * The HTTP API (docs/PROTOCOL.md, "The HTTP API"), chained so that its type
 * carries every route, its input and its answer: the client library takes
 * its types from `Api` (src/client/http.ts), so a body is written once, in
 * the protocol (src/protocol/http-bodies.ts). Each route is its brake, its
 * checks (Hono's validator with the protocol's schemas: validate.ts) and one
 * call to the platform (`c.var.ports`, ports.ts), whose answer it returns.
 *
 * This file and what it imports stay free of the Workers runtime's types
 * (no binding, no D1, no Durable Object): the browser's program type-checks
 * them through the client library.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import { PRESET_INFO, isPresetName, setupProblem } from "../../engine";
import { NewPracticeSchema, NewTableSchema, PlayNowSchema, PublicTablesQuerySchema } from "../../protocol";
import { isId } from "../identity/ids";
import { HttpError } from "./http-error";
import type { ApiEnv, Brake } from "./ports";
import { body, query } from "./validate";

const BRAKE_WORDS: Record<Brake, string> = {
  create: "Too many new tables from here: wait a minute.",
  connect: "Too many connections from here: wait a minute.",
  lookup: "Too many table lookups from here: wait a minute.",
};

/** 429 past the client address's `brake` (docs/PROTOCOL.md, "Limits"). */
const brake = (kind: Brake): MiddlewareHandler<ApiEnv> => async (c, next) => {
  if (await c.var.ports.limited(kind)) throw new HttpError(429, "rate-limited", BRAKE_WORDS[kind]);
  await next();
};

/** A socket's route: 426 without a WebSocket upgrade. */
const upgrade: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.header("Upgrade") !== "websocket") throw new HttpError(426, "upgrade", "Connect with a WebSocket.");
  await next();
};

/** A table id as ids are made (else 404 at once: a malformed id wakes, and brakes, nothing). */
const tableId: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isId(c.req.param("id") ?? "")) throw new HttpError(404, "no-table", "There is no such table.");
  await next();
};

/**
 * The route's answer from this location's edge cache when it was made in
 * the last `seconds` (however many ask, the route runs once per that time
 * per location), under one key whatever else the query holds.
 */
const edgeCached = (path: string, seconds: number): MiddlewareHandler<ApiEnv> => async (c, next) => {
  const key = new Request(new URL(path, c.req.url));
  const hit = await c.var.ports.edge.match(key);
  if (hit) return hit;
  await next();
  if (!c.res.ok) return;
  c.res.headers.set("cache-control", `public, max-age=${seconds}`);
  await c.var.ports.edge.put(key, c.res.clone());
};

/** The lobby's list over HTTP is cached this long. */
const LIST_CACHE_SECONDS = 5;

function presetOf<G extends string>(game: G) {
  if (!isPresetName(game)) throw new HttpError(400, "bad-request", `game: unknown game "${game.slice(0, 40)}"`, "game");
  return game;
}

/** Tables made here: a table, a practice table (it is a table: braked like any new one), Play now (it may make one). */
const newTables = new Hono<ApiEnv>()
  .post("/api/tables", brake("create"), validator("json", (v, c) => body(NewTableSchema, v, c)), async (c) => {
    const { game, options = {}, players, settings = {}, public: listed, seed, sit } = c.req.valid("json");
    const preset = presetOf(game);
    const order = {
      game: preset,
      options,
      players: players ?? PRESET_INFO[preset].defaultPlayers,
      settings: { ...settings, ...(listed !== undefined ? { public: listed } : {}) },
      ...(seed !== undefined ? { seed } : {}),
      ...(sit !== undefined ? { sit } : {}),
    };
    // The engine's word on the rules and the player count names the field (`options.<name>`, `players`).
    const problem = setupProblem({ preset, options }, order.players);
    if (problem) throw new HttpError(400, "bad-request", problem, problem.split(":")[0] ?? "options");
    return c.json(await c.var.ports.createTable(order), 201);
  })
  .post("/api/practice", brake("create"), validator("json", (v, c) => body(NewPracticeSchema, v, c)), async (c) => c.json(await c.var.ports.practiceTable(c.req.valid("json")), 201))
  .post("/api/play", brake("create"), validator("json", (v, c) => body(PlayNowSchema, v, c)), async (c) => {
    const asked = c.req.valid("json");
    const seat = await c.var.ports.playNow({ ...asked, game: presetOf(asked.game) });
    return seat.how === "joined" ? c.json(seat, 200) : c.json(seat, 201);
  });

/** What anyone may read: presets, the lobby's list, a table's summary and games, a game's record. */
const reads = new Hono<ApiEnv>()
  .get("/api/health", (c) => c.json({ ok: true as const }))
  .get("/api/presets", (c) => c.json(PRESET_INFO))
  // Notifications (docs/PUSH.md): the key a browser subscribes with, or why they are off.
  .get("/api/push", (c) => c.json(c.var.ports.pushKey()))
  // The lobby's list once (a page whose socket is closed reads it here), cached at the edge.
  .get("/api/tables", validator("query", (v) => query(PublicTablesQuerySchema, v)), edgeCached("/api/tables?public=1", LIST_CACHE_SECONDS), async (c) =>
    c.json({ tables: await c.var.ports.publicTables() }),
  )
  .get("/api/tables/:id", tableId, brake("lookup"), async (c) => {
    const found = await c.var.ports.tableSummary(c.req.param("id"));
    if (!found) throw new HttpError(404, "no-table", "There is no such table.");
    return found;
  })
  .get("/api/tables/:id/games", tableId, async (c) => c.json({ games: await c.var.ports.tableGames(c.req.param("id")) }))
  .get("/api/games/:gameId", async (c) => {
    const id = c.req.param("gameId");
    const game = isId(id) ? await c.var.ports.game(id) : null;
    if (!game) throw new HttpError(404, "no-game", "There is no such game, or no hand of it has ended yet.");
    return c.json(game);
  });

/** Sockets, accepted by the objects themselves so that they can hibernate. */
const sockets = new Hono<ApiEnv>()
  // The lobby's socket (docs/PROTOCOL.md, "The lobby"): the waiting public tables, pushed when they change.
  .get("/api/lobby", upgrade, brake("connect"), (c) => c.var.ports.lobbySocket())
  .get("/api/tables/:id/ws", tableId, upgrade, brake("connect"), (c) => c.var.ports.tableSocket(c.req.param("id")));

export const api = new Hono<ApiEnv>()
  .route("/", newTables)
  .route("/", reads)
  .route("/", sockets)
  .all("/api/*", () => {
    throw new HttpError(404, "not-found", "There is no such API route.");
  });

/** The API's type: routes, inputs and answers (the client library calls it through this). */
export type Api = typeof api;
