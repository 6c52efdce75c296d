/** Helpers for Workers-pool tests: tables through the real Worker, clients over real sockets. */
import { exports } from "cloudflare:workers";
import { TableClient, type TableClientOptions, playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import type { SocketLike } from "../../src/client/socket";
import type { CreatedTable, ServerFrame, TableSettings } from "../../src/protocol";
import { type Bucket, type Rate, fullBucket, take } from "../../src/server/limits/bucket";
import { FLOOD } from "../../src/server/limits/flood";
import { due } from "../../src/server/commands/steps";
import { unattendedStepMs } from "../../src/server/table/table-env";
import { roomOf } from "../../src/server/table/fanout";
import type { DueStep } from "../../src/server/pace/pacing";
import { Sockets } from "../../src/server/table/sockets";
import { TableStore } from "../../src/server/store/table-store";
import { type Room, type TableState, loadTable } from "../../src/server/state/table-state";
import { Checks } from "../support/checks";
import { until } from "../support/until";

/** A table with no waiting: deals at once, bots move at once, results move on at once. */
export const FAST: TableSettings = { dealMs: 0, botDelayMs: 0, resultMs: 0, bidMs: 200 };

export async function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(`http://pengyou.test${path}`, init);
}

export async function createTable(body: Record<string, unknown>, address?: string): Promise<CreatedTable> {
  const headers: Record<string, string> = { "content-type": "application/json", ...(address ? { "CF-Connecting-IP": address } : {}) };
  const res = await api("/api/tables", { method: "POST", headers, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`create table: ${res.status} ${await res.text()}`);
  return res.json();
}

let addresses = 0;
/**
 * A client address of its own: each simulated person comes from elsewhere, as
 * at a real table (the per-address brakes and bans then see different people).
 */
export function newAddress(): string {
  addresses++;
  return `10.7.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Opens a socket to a table through the Worker, as a browser would (from `address`: one of its own unless given). */
export function socketTo(tableId: string, address: string = newAddress()) {
  return async (): Promise<SocketLike> => {
    const res = await api(`/api/tables/${tableId}/ws`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
    const ws = res.webSocket;
    if (!ws) throw new Error(`no websocket: ${res.status}`);
    ws.accept();
    return ws as unknown as SocketLike;
  };
}

export async function connect(tableId: string, opts: Partial<TableClientOptions> & { address?: string } = {}): Promise<TableClient> {
  const { address, ...rest } = opts;
  const client = new TableClient({ connect: socketTo(tableId, address), pingMs: 0, backoff: { minMs: 20, maxMs: 200 }, ...rest });
  await client.connect();
  return client;
}

/** A new table (created with `body`) and its host's client, holding the host token, not yet seated. */
export async function openTable(body: Record<string, unknown>, host: Partial<TableClientOptions> & { address?: string } = {}) {
  const t = await createTable(body);
  return { ...t, host: await connect(t.tableId, { hostToken: t.hostToken, ...host }) };
}

/** `client` sits at `seat`; resolves once the table has seated it. */
export async function sitDown<C extends TableClient>(client: C, seat: number): Promise<C> {
  client.sit(seat);
  await client.waitFor((c) => c.you === seat);
  return client;
}

/** A person who comes to the table as `name` and sits at `seat`; resolves once seated. */
export async function personAt(tableId: string, seat: number, name: string, opts: Partial<TableClientOptions> & { address?: string } = {}): Promise<TableClient> {
  return sitDown(await connect(tableId, { name, ...opts }), seat);
}

/** The host puts a bot in each of `seats`; resolves once the table shows every one of them a bot. */
export async function botsIn(host: TableClient, seats: readonly number[]): Promise<void> {
  for (const s of seats) host.bot(s);
  await host.waitFor((c) => seats.every((s) => c.table?.seats[s]?.bot === true));
}

/**
 * A new table (created with `body`): its host (with `host`'s options) seated
 * at 0, a person for each name of `people` at seats 1, 2, … in order, and
 * bots in every other seat; resolves once all are in their seats.
 */
export async function seatedTable<const P extends readonly string[] = []>(
  body: { players: number } & Record<string, unknown>,
  host: Partial<TableClientOptions> = {},
  people: P = [] as unknown as P,
): Promise<Awaited<ReturnType<typeof openTable>> & { people: { -readonly [K in keyof P]: TableClient } }> {
  const t = await openTable(body, host);
  await sitDown(t.host, 0);
  const seated: TableClient[] = [];
  for (const name of people) seated.push(await personAt(t.tableId, seated.length + 1, name));
  await botsIn(t.host, Array.from({ length: body.players - 1 - people.length }, (_, i) => i + 1 + people.length));
  return { ...t, people: seated as { -readonly [K in keyof P]: TableClient } };
}

/** A host ("Host") seated at seat 0 with bots in every other seat; with `seed`, every game of the table deals from it (docs/PROTOCOL.md). */
export async function hostWithBots(game: string, players: number, settings: TableSettings = FAST, options: Record<string, unknown> = {}, seed?: string) {
  return seatedTable({ game, players, settings, options, ...(seed === undefined ? {} : { seed }) }, { name: "Host" });
}

/** As `hostWithBots`, and the host has started the game. */
export async function startedWithBots(game: string, players: number, settings: TableSettings = FAST, options: Record<string, unknown> = {}, seed?: string) {
  const t = await hostWithBots(game, players, settings, options, seed);
  t.host.start();
  return t;
}

/** A browser that comes back to the table with a seat's `token` (and `hostToken`, if given); resolves once it has the table's view. */
export async function comesBack(tableId: string, token: string, hostToken?: string): Promise<TableClient> {
  const back = new TableClient({ connect: socketTo(tableId), token, ...(hostToken === undefined ? {} : { hostToken }), pingMs: 0 });
  await back.connect();
  await back.waitFor((c) => c.view !== null);
  return back;
}

/** The host plays its seat with the engine's bot until `done` holds (bounded by `timeoutMs`), then stops, and the table settles. */
export async function playAsBotUntil(host: TableClient, done: (c: TableClient) => boolean, timeoutMs: number): Promise<void> {
  const stop = playAsBot(host, { delayMs: 2 });
  await host.waitFor(done, timeoutMs);
  stop();
  await settle(host);
}

/** Tricks played in the game of a client's Shengji view (0 before there is one). */
export const tricksPlayed = (c: TableClient): number => (c.view as ShengjiView | null)?.tricksPlayed ?? 0;
/** Hands played in the game of a client's Shengji view (0 before there is one). */
export const handsPlayed = (c: TableClient): number => (c.view as ShengjiView | null)?.handsPlayed ?? 0;

/** Seats held by a person's token, as the table stores them. */
export async function heldSeats(tableId: string): Promise<unknown[]> {
  return (await seatsOf(tableId)).filter((r) => r.token_hash !== null).map((r) => r.seat);
}

/** Nobody is connected to the table any more (the server has seen every socket close). */
export async function everyoneGone(tableId: string): Promise<void> {
  let t: { seats: { connected: boolean }[]; spectators: number } | null = null;
  await until(async () => {
    t = (await (await api(`/api/tables/${tableId}`)).json()) as { seats: { connected: boolean }[]; spectators: number };
    return t.seats.every((s) => !s.connected) && t.spectators === 0;
  }, { for: "everyone gone", seen: () => `${t?.seats.filter((s) => s.connected).length} seats connected, ${t?.spectators} spectators` });
}

/**
 * What the table would do next by itself, worked out inside its Durable
 * Object by the object's own rule (`due`, commands/steps.ts) from what its
 * storage holds, with its version. `step` null: it waits only for people.
 * `waiting`: nothing is pending but a person's own turn clock or an away
 * player's grace, not yet run out (a stand-in for a player present, whose
 * clock ran out, moves at once: that is not waiting).
 */
export async function nextStepOf(tableId: string): Promise<{ version: number; step: DueStep | null; waiting: boolean }> {
  return atStoredTable(tableId, (t, room, now) => {
    const step = due(t, room, now);
    const waiting = step === null || (step.at > now && (step.why === "clock" || (step.why === "stand-in" && !room.connected.has(step.actor))));
    return { version: t.version, step, waiting };
  });
}

/**
 * Runs `read` inside the table's Durable Object on the table as its storage
 * holds it now (loaded by the object's own `loadTable`), with the room its
 * sockets make and the time it was loaded at.
 */
export async function atStoredTable<R>(tableId: string, read: (t: TableState, room: Room, now: number, state: DurableObjectState) => R): Promise<R> {
  const { env } = await import("cloudflare:workers");
  const { runInDurableObject } = await import("cloudflare:test");
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    const now = Date.now();
    const t = loadTable(new TableStore(state.storage.sql), now, unattendedStepMs(env));
    if (!t) throw new Error(`no table ${tableId}`);
    return read(t, roomOf(new Sockets(state), t), now, state);
  });
}

/** The test tree's one bounded wait (test/support/until.ts). */
export { until } from "../support/until";

/**
 * Waits (bounded) until the table waits for a person: nothing it does by
 * itself is pending (no deal, no bot, no bidding left to close) but a
 * person's own turn clock or an away player's grace, and `client` holds the
 * table's newest version. Asked of the table itself, never read from a quiet
 * spell: a loaded machine that is slow to fire a bot's alarm cannot make it
 * return early.
 */
export async function settle(client: TableClient, timeoutMs = 30_000): Promise<void> {
  const tableId = client.tableId;
  if (!tableId) throw new Error("settle: the client has not been welcomed at a table");
  let last: Awaited<ReturnType<typeof nextStepOf>> | null = null;
  await until(
    async () => {
      last = await nextStepOf(tableId);
      return last.waiting && client.version === last.version;
    },
    { for: "the table to settle", seen: () => `the table's next step ${JSON.stringify(last)}, the client at version ${client.version}` },
    timeoutMs,
  );
}

/**
 * Waits (bounded) until `done` holds of `client`, letting the table's clocks
 * run out rather than waiting them out: each time the table waits only for a
 * person's clock or an away player's grace (`nextStepOf`), the time up to
 * that step passes at once (`timePasses`) and the table's alarm runs. For
 * tests about what a table does when people never move, not about how long
 * it waits for them (a late seat's 30 s clock, three times, was a minute and
 * a half of a suite's wall time). Resolves to the time that passed so (ms).
 */
export async function clocksRunOut(client: TableClient, done: (c: TableClient) => boolean, what: string, timeoutMs = 60_000): Promise<number> {
  const tableId = client.tableId;
  if (!tableId) throw new Error("clocksRunOut: the client has not been welcomed at a table");
  const { env } = await import("cloudflare:workers");
  const { runDurableObjectAlarm } = await import("cloudflare:test");
  let last: Awaited<ReturnType<typeof nextStepOf>> | null = null;
  let skipped = 0;
  await until(
    async () => {
      if (done(client)) return true;
      last = await nextStepOf(tableId);
      const step = last.step;
      const ahead = step === null ? 0 : step.at - Date.now();
      // Only another seat's clock, and only once the client has the newest version: a move of the client's own
      // may be on its way, and the eviction that makes time pass must not come between it and its answer.
      const others = step !== null && "actor" in step && step.actor !== client.you;
      if (last.waiting && others && ahead > 0 && client.version === last.version) {
        await timePasses(tableId, ahead);
        await runDurableObjectAlarm(env.TABLE.getByName(tableId));
        skipped += ahead;
      }
      return done(client);
    },
    { for: what, seen: () => `the table's next step ${JSON.stringify(last)}, the client at version ${client.version}, ${Math.round(skipped / 1000)} s of clocks run out` },
    timeoutMs,
  );
  return skipped;
}

/**
 * Time passes at a table, as its storage sees it: every time it keeps (its
 * moves, when it was made, when its game started, when people came, left
 * or went away, when its clock was set) is moved `ms` earlier, and the
 * object is evicted so that it reads them afresh (its hibernatable sockets
 * stay open). The table's own clock is the real one: this is how a test
 * lets a minute or a day go by without waiting for it.
 */
export async function timePasses(tableId: string, ms: number): Promise<void> {
  const { env } = await import("cloudflare:workers");
  const { evictDurableObject, runInDurableObject } = await import("cloudflare:test");
  const stub = env.TABLE.getByName(tableId);
  await runInDurableObject(stub, (_i, state) => {
    const sql = state.storage.sql;
    sql.exec("UPDATE log SET at = at - ?", ms);
    sql.exec("UPDATE seats SET away_since = away_since - ? WHERE away_since IS NOT NULL", ms);
    sql.exec("UPDATE meta SET value = CAST(value AS INTEGER) - ? WHERE key IN ('leftAt', 'arrivedAt', 'clockSetAt') AND CAST(value AS INTEGER) > 0", ms);
    for (const [key, field] of [["config", "createdAt"], ["game", "startedAt"]] as const) {
      const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
      if (!row) continue;
      const value = JSON.parse(row.value) as Record<string, number>;
      value[field] = (value[field] ?? 0) - ms;
      sql.exec("UPDATE meta SET value = ? WHERE key = ?", JSON.stringify(value), key);
    }
  });
  await evictDurableObject(stub);
}

/** Reads the table's action log straight from its SQLite (for checking that nothing changed). */
export async function logOf(tableId: string): Promise<string[]> {
  const { env } = await import("cloudflare:workers");
  const { runInDurableObject } = await import("cloudflare:test");
  const stub = env.TABLE.getByName(tableId);
  return runInDurableObject(stub, (_instance, state) =>
    state.storage.sql.exec<{ entry: string }>("SELECT entry FROM log ORDER BY seq").toArray().map((r) => r.entry),
  );
}

/** The game a table plays (its meta row) and its action log, as stored. */
export async function gameAndLog(tableId: string): Promise<{ row: { game: string; options: Record<string, unknown>; seed: string; count: number }; entries: string[] }> {
  const { env } = await import("cloudflare:workers");
  const { runInDurableObject } = await import("cloudflare:test");
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => ({
    row: JSON.parse(state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'game'").one().value),
    entries: state.storage.sql.exec<{ entry: string }>("SELECT entry FROM log ORDER BY seq").toArray().map((r) => r.entry),
  }));
}

/** Every frame a client receives from now on, in order. */
export function record(c: TableClient): ServerFrame[] {
  const out: ServerFrame[] = [];
  c.on("frame", (f) => out.push(f));
  return out;
}

let probes = 0;
/**
 * A round trip: sends a frame the table cannot parse, carrying an id, and
 * waits for the error that answers it. A table answers a socket's frames in
 * order, so everything it sent this socket before is in when this resolves.
 */
export async function probe(c: TableClient, timeoutMs = 10_000): Promise<void> {
  const id = `probe-${++probes}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no answer to ${id} (status ${c.status})`));
    }, timeoutMs);
    const off = c.on("error", (e) => {
      if (e.id !== id) return;
      clearTimeout(timer);
      off();
      resolve();
    });
    c.raw(JSON.stringify({ type: "probe", id }));
  });
}

/** The seat rows as the table stores them. */
export async function seatsOf(tableId: string): Promise<Record<string, unknown>[]> {
  const { env } = await import("cloudflare:workers");
  const { runInDurableObject } = await import("cloudflare:test");
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => state.storage.sql.exec("SELECT * FROM seats ORDER BY seat").toArray());
}

/** A socket opened by hand (not the client library), as an outsider's script would: what it was sent, and how it was closed. */
export interface BareSocket {
  readonly ws: WebSocket;
  readonly frames: ServerFrame[];
  /** The close code the table gave it (null while open). */
  closedWith: number | null;
  /** Resolves when `pred` holds (checked on every frame and on close), or fails after `timeoutMs`. */
  until(pred: (s: BareSocket) => boolean, timeoutMs?: number): Promise<void>;
}

/**
 * Opens a socket through the Worker from `address`; with `hello` it says
 * hello with those fields and waits for its welcome (or its close), and
 * without it the socket never says a word.
 */
export async function bareSocket(tableId: string, address: string, hello?: Record<string, unknown>): Promise<BareSocket> {
  const res = await api(`/api/tables/${tableId}/ws`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status}`);
  const checks = new Checks();
  const sock: BareSocket = {
    ws,
    frames: [],
    closedWith: null,
    until: (pred, timeoutMs = 10_000) =>
      checks.wait(() => pred(sock), () => `bare socket: timed out after ${timeoutMs} ms (closed with ${sock.closedWith}, ${sock.frames.length} frames)`, timeoutMs),
  };
  ws.addEventListener("message", (e) => {
    if (typeof e.data === "string" && e.data !== "pong") sock.frames.push(JSON.parse(e.data) as ServerFrame);
    checks.recheck();
  });
  ws.addEventListener("close", (e) => {
    sock.closedWith = e.code;
    checks.recheck();
  });
  ws.accept();
  if (hello) {
    ws.send(JSON.stringify({ type: "hello", ...hello }));
    await sock.until((s) => s.closedWith !== null || s.frames.some((f) => f.type === "welcome"));
  }
  return sock;
}

/**
 * A socket's frames held to the table's flood allowance, in order: a test
 * that sends faster than a person (property runs, probe loops) would be
 * closed as a flood. Four fifths of the table's rate, so that network
 * jitter between the two clocks never makes the table refuse a frame.
 */
export class Pacer {
  static readonly rate: Rate = { burst: FLOOD.burst * 0.8, perSecond: FLOOD.perSecond * 0.8 };
  #bucket: Bucket = fullBucket(Pacer.rate, Date.now());
  readonly #queue: (() => void)[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Resolves when the allowance has room for one more frame (taken now: send it at once), after every
   * send given before: the rate of a sender that goes as fast as a socket may (a griefer, a swarm).
   */
  next(): Promise<void> {
    return new Promise((resolve) => this.run(resolve));
  }

  /** Runs `send` as soon as the allowance has room, after every send given before it. */
  run(send: () => void): void {
    this.#queue.push(send);
    this.#pump();
  }

  #pump(): void {
    while (this.#queue.length > 0 && this.#timer === undefined) {
      const { bucket, ok } = take(this.#bucket, Pacer.rate, Date.now());
      this.#bucket = bucket;
      if (!ok) {
        this.#timer = setTimeout(() => {
          this.#timer = undefined;
          this.#pump();
        }, 1000 / Pacer.rate.perSecond);
        return;
      }
      (this.#queue.shift() as () => void)();
    }
  }
}
