/**
 * The table service's HTTP API, for the browser and Node, typed by the
 * Worker's own routes (`Api`, src/server/worker/api.ts): what each call
 * sends is the type the route's validator takes, so a body is written once,
 * in the protocol (src/protocol/http-bodies.ts), and a call the app would
 * refuse does not compile (test/client/http-types.test.ts holds every call
 * here against the routes, answers included).
 *
 * Why not Hono's own client (`hc<Api>` from hono/client): it costs the
 * table page about 2 KB gzipped (measured: 63,319 bytes with it, 61,339
 * without, against a 61,440-byte budget), for a handful of calls. This
 * wrapper is the same idea in a few lines: paths and bodies from the app's
 * types.
 *
 * Answers: a summary (GET /api/tables/:id) is checked with the protocol's
 * spec, as frames are; an error body is checked before it is believed;
 * the other answers take the route's type.
 */
import type { ExtractSchema } from "hono/types";
import { fits, whereNot } from "../engine/client";
import type { CreatedPractice, CreatedTable, GameListing, GameRecord, LobbyTable, PlayNow, PushKey, TableSummary } from "../protocol";
import { HTTP_ERROR } from "../protocol/http-answers";
import { CLIENT_READING, TABLE_SUMMARY } from "../protocol/server-frames";
import type { Api as Routes } from "../server/worker/api";

export type { CreatedPractice, CreatedTable, GameListing, GameRecord };

type Schema = ExtractSchema<Routes>;
/** A route of the app. */
export type ApiPath = keyof Schema & string;
/** The JSON body the app's route `P` takes by POST: its validator's input type. */
export type BodyOf<P extends ApiPath> = Schema[P] extends { $post: { input: { json: infer B } } } ? B : never;

export type NewTable = BodyOf<"/api/tables">;
export type NewPractice = BodyOf<"/api/practice">;
export type PlayNowRequest = BodyOf<"/api/play">;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A route's path with its `:params` filled in (each one URL-encoded). */
function pathOf<P extends ApiPath>(path: P, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/**
 * The answer to a call, typed `T` by the caller: the type the route answers
 * with (test/client/http-types.test.ts holds each call's `T` equal to its
 * route's answer, JSON-parsed). The one place an answer takes a type
 * unchecked: it comes from the same app as these types. A refusal is an
 * ApiError, its body checked first.
 */
async function call<T>(fetchFn: Fetch, url: string, init?: RequestInit): Promise<T> {
  const res = await fetchFn(url, init);
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as T;
  if (!fits(HTTP_ERROR, body, CLIENT_READING)) throw new ApiError(res.status, "http", res.statusText);
  const { code, message, field } = body.error;
  throw new ApiError(res.status, code, message, field);
}

/**
 * The key a browser subscribes to notifications with, or why they are off
 * (docs/PUSH.md). A function, not a method: only the notifications' own
 * chunk (web/src/push.ts) asks, and the pages carry none of it.
 */
export function pushKey(base: string, fetchFn: Fetch = (input, init) => fetch(input, init)): Promise<PushKey> {
  return call(fetchFn, new URL(pathOf("/api/push"), base).toString());
}

export class Api {
  constructor(
    readonly base: string,
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
  ) {}

  #call<T>(path: string, init?: RequestInit): Promise<T> {
    return call(this.fetchFn, new URL(path, this.base).toString(), init);
  }

  /** POSTs to route `P` the body its validator takes. */
  #post<T, P extends ApiPath = ApiPath>(path: P, body: BodyOf<P>): Promise<T> {
    return this.#call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  }

  createTable(t: NewTable): Promise<CreatedTable> {
    return this.#post("/api/tables", t);
  }
  /** A practice table from a moment of a completed hand: refused for a hand still in play. */
  practice(p: NewPractice): Promise<CreatedPractice> {
    return this.#post("/api/practice", p);
  }
  /** The table's public summary, checked as a `table` frame's is (the table's object writes it, not the route). */
  async table(id: string): Promise<TableSummary> {
    const summary = await this.#call(pathOf("/api/tables/:id", { id }));
    if (!fits(TABLE_SUMMARY, summary, CLIENT_READING)) throw new ApiError(200, "bad-answer", `${whereNot(TABLE_SUMMARY, summary, CLIENT_READING)}: not as the protocol says`);
    return summary;
  }
  /** The lobby's list once (the start page keeps it current over GET /api/lobby instead). */
  publicTables(): Promise<{ tables: LobbyTable[] }> {
    return this.#call(`${pathOf("/api/tables")}?public=1`);
  }
  /** Play now: a seat at a public table of the game with one free now, or at a new one with bots, started. */
  playNow(p: PlayNowRequest): Promise<PlayNow> {
    return this.#post("/api/play", p);
  }
  /** The table's games, newest first, the one in play included. */
  tableGames(id: string): Promise<{ games: GameListing[] }> {
    return this.#call(pathOf("/api/tables/:id/games", { id }));
  }
  /** A game's completed hands (404 until one has ended), and its result once there is one. */
  game(id: string): Promise<GameRecord> {
    return this.#call(pathOf("/api/games/:gameId", { gameId: id }));
  }
  /** The table's socket address (ws: or wss:). */
  socketUrl(id: string): string {
    const u = new URL(pathOf("/api/tables/:id/ws", { id }), this.base);
    u.protocol = u.protocol === "https:" ? "wss:" : "ws:";
    return u.toString();
  }
}
