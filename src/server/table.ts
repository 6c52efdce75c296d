/**
 * One table's Durable Object: it orders, persists and fans out. Each client
 * frame and each step the table takes by itself goes to a command (a pure
 * function in commands/ that returns a Change); `#apply` carries the change
 * out in one place and one order (rows in one transaction, the cache, the
 * sender's attachment and replies, one fan-out, the alarm). Memory is only
 * a cache of SQLite: after hibernation or a restart, `loadTable` rebuilds it.
 * The path of one frame: src/server/README.md.
 */
import { DurableObject } from "cloudflare:workers";
import { DEFAULT_BOT_LEVEL } from "../engine";
import { CLOSE, type ClientFrame, type TableSummary, isTurnBased } from "../protocol";
import type { Change, Sender } from "./change";
import { chat } from "./commands/chat";
import { bot, configure, end, kick, start } from "./commands/host";
import { act, back, sync } from "./commands/play";
import { startPractice } from "./commands/practice";
import { type Stranger, claim, quickStart } from "./commands/quick";
import type { PracticeStart } from "./practice";
import { hello, left, leave, sit } from "./commands/seating";
import { alarmAt, alarmChange, archive, reapable, runSteps } from "./commands/steps";
import { directoryRow } from "./commands/directory";
import { sendOutbox } from "./delivery";
import { front, goneEndpoints, pushStep, subscribe, unsubscribe } from "./commands/push";
import { vapidOf } from "./push-send";
import type { Env } from "./env";
import { announce, reply, roomOf, unseat } from "./fanout";
import { type Flood, admit, floodRate, newFlood } from "./flood";
import type { Rate } from "./bucket";
import { hashToken, newId, newSeed, newToken } from "./ids";
import { insidesOf } from "./insides";
import { idOfText, inbound } from "./inbound";
import { seatOf } from "./seats";
import { Sockets, newcomer } from "./sockets";
import { type TableConfig, type TableInit, TableStore } from "./store";
import { type Room, type TableState, loadTable, summaryOf } from "./table-state";

export { REAP_AFTER_MS } from "./commands/steps";

export class Table extends DurableObject<Env> {
  readonly #store: TableStore;
  readonly #sockets: Sockets;
  #t: TableState | null = null;
  readonly #floods = new Map<WebSocket, Flood>();
  /** Frames a socket may send (the environment's, read once: every frame asks). */
  readonly #floodRate: Rate;
  /** Names this instance: a new one after every wake, so benchmarks can see that a table hibernated. */
  readonly #instance = crypto.randomUUID();
  /** The alarm as storage holds it (read on a wake; undefined: unknown, as after a failure). */
  #alarmAt: number | null | undefined = undefined;
  /** The clock, read once per entry point: commands are given `now` (their tests choose it). */
  readonly #now: () => number = () => Date.now();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new TableStore(ctx.storage.sql);
    this.#sockets = new Sockets(ctx);
    this.#floodRate = floodRate(env.FLOOD_PER_SECOND);
    // Storage is created only for a table that exists: looking up an unknown id leaves nothing behind.
    void ctx.blockConcurrencyWhile(async () => {
      if (!this.#store.exists()) return;
      this.#store.migrate();
      // Known, the alarm is written only when it must move earlier (alarmChange): the first move after a wake leaves it.
      this.#alarmAt = await ctx.storage.getAlarm();
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** The one loader every entry point goes through: the cache, rebuilt from SQLite when empty; null if this table was never created. */
  #load(): TableState | null {
    this.#t ??= loadTable(this.#store, this.#now());
    return this.#t;
  }

  // --- RPC from the Worker ------------------------------------------------------

  /**
   * Creates the table (with `practice`, a practice table: commands/practice.ts;
   * with `quick`, Play now's table, its game started: commands/quick.ts); false if it exists already.
   */
  async init(req: TableInit, practice?: PracticeStart, quick?: Stranger): Promise<boolean> {
    if (this.#store.exists() && this.#store.config()) return false;
    const now = this.#now();
    const config: TableConfig = { ...req, createdAt: now };
    this.#store.migrate();
    this.#store.write([{ t: "config", config }, { t: "resize", players: req.players }], (f) => this.ctx.storage.transactionSync(f));
    const t = this.#load();
    if (!t) return true;
    if (practice) this.#apply(null, startPractice(t, practice, now));
    else if (quick) this.#apply(null, quickStart(t, quick, { gameId: newId(), seed: newSeed() }, now));
    else this.#apply(null, { rows: directoryRow(t, now) });
    return true;
  }

  /** Play now: a seat for `stranger` at this table if it is public and has one free now (commands/quick.ts); null otherwise. */
  async claim(stranger: Stranger): Promise<number | null> {
    const t = this.#load();
    if (!t) return null;
    const { seat, change } = claim(t, stranger, this.#store.bans(), this.#now());
    if (seat !== null) this.#apply(null, change);
    return seat;
  }

  /**
   * The public summary, as the JSON text of a TableSummary (its options are
   * any JSON, which RPC's types cannot say); with `insides`, the operator's
   * numbers too (the Worker checked the token). Null: no such table.
   */
  async summary(insides = false): Promise<{ table: string; insides?: Record<`x-table-${string}`, string> } | null> {
    const t = this.#load();
    if (!t) return null;
    const table = JSON.stringify(summaryOf(t, this.#room(t), this.#now()) satisfies TableSummary);
    return insides ? { table, insides: insidesOf(this.#store, this.#instance, this.ctx.storage.sql.databaseSize) } : { table };
  }

  /** The WebSocket upgrade (through the Worker, which braked it per client). */
  override async fetch(request: Request): Promise<Response> {
    if (!this.#load()) return Response.json({ error: { code: "no-table", message: "There is no such table." } }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a websocket upgrade", { status: 426 });
    const ip = request.headers.get("CF-Connecting-IP");
    const address = ip ? (await hashToken(`address:${ip}`)).slice(0, 32) : null;
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    // Never refused here: who it is comes in its hello (see limits.ts for how room is kept for seat holders).
    const way = this.#sockets.makingWay(this.#now());
    if (way) this.#drop(way, CLOSE.full, "no hello yet: the table needed the room");
    this.ctx.acceptWebSocket(server);
    this.#sockets.set(server, newcomer(address, this.#now()));
    this.#sockets.added(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  // --- sockets: three guarded entry points --------------------------------------

  /**
   * An exception in a handler (a bug, or storage refusing a write) reaches
   * neither the runtime nor the other sockets: the sender gets a typed
   * error, and the caches are dropped so that the next frame sees exactly
   * what storage holds (a change is written all or nothing).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.#guarded("frame", () => this.#message(ws, message), ws, () => idOfText(message));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    await this.#guarded("close", () => this.#drop(ws, code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason));
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.#guarded("socket error", () => this.#drop(ws, 1011, "socket error"));
  }

  /** `idOf`: the frame's id, read only when it failed (parsing every frame twice would cost each move). */
  async #guarded(what: string, handle: () => void | Promise<void>, ws?: WebSocket, idOf?: () => string | undefined): Promise<void> {
    try {
      await handle();
    } catch (e) {
      this.#failed(e, what, ws, idOf?.());
    }
  }

  #failed(e: unknown, what: string, ws?: WebSocket, id?: string): void {
    console.error(`table: a ${what} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    this.#t = null;
    this.#alarmAt = undefined;
    this.#store.reset();
    if (!ws) return;
    this.#sockets.send(ws, { type: "error", code: "internal", message: "The table could not do that, and nothing was changed: try again.", ...(id ? { id } : {}) });
  }

  async #message(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const now = this.#now();
    const { flood, verdict } = admit(this.#floods.get(ws) ?? newFlood(this.#floodRate, now), this.#floodRate, now);
    this.#floods.set(ws, flood);
    if (verdict === "close") return ws.close(CLOSE.flood, "too many frames");
    const got = verdict === "refuse" ? ({ ok: false, code: "rate-limited", message: "Too many frames: slow down." } as const) : inbound(message);
    if (!got.ok) return this.#sockets.send(ws, { type: "error", code: got.code, message: got.message, ...(got.id ? { id: got.id } : {}) });
    if (!this.#load()) return ws.close(CLOSE.noTable, "no such table");
    this.#apply(ws, await this.#command(ws, got.frame));
  }

  /** The command a frame asks for, on the table as it stands once any secret it needs is ready. */
  async #command(ws: WebSocket, frame: ClientFrame): Promise<Change> {
    // The awaits come first: the table is read after them (another frame may have changed it meanwhile).
    const hashes = frame.type === "hello" ? await Promise.all([frame.token ? hashToken(frame.token) : null, frame.hostToken ? hashToken(frame.hostToken) : null]) : null;
    const token = frame.type === "sit" ? newToken() : null;
    const tokenHash = token ? await hashToken(token) : null;
    const t = this.#load() as TableState;
    const info = this.#sockets.info(ws);
    const from: Sender = { info, seat: seatOf(t.seats, info.pair) };
    const now = this.#now();
    if (frame.type === "hello") {
      const [seatHash, hostHash] = hashes ?? [null, null];
      const claim = { tokenHash: seatHash ?? null, host: hostHash !== null && hostHash === t.config.hostHash, name: frame.name ?? null };
      return hello(t, from, claim, this.#room(t), this.#store.bans(), now);
    }
    if (!info.greeted) return { reply: [{ type: "error", code: "hello-first", message: "Say hello first." }] };
    switch (frame.type) {
      case "sit":
        return sit(t, from, frame.seat, frame.name ?? info.name, { token: token as string, hash: tokenHash as string }, this.#store.bans(), now);
      case "leave":
        return leave(t, from, now);
      case "start":
        // A test's table deals from its test seed (taken only where the harness allows it: app.ts).
        return start(t, from, { gameId: newId(), seed: t.config.testSeed ?? newSeed() }, now);
      case "end":
        return end(t, from, now);
      case "configure":
        return configure(t, from, frame, this.#room(t), now);
      case "kick":
        return kick(t, from, frame.seat, frame.ban ?? false, { ...this.#room(t), addressesOf: (pair, holder) => this.#sockets.addressesOf(pair, holder) }, now);
      case "bot":
        return bot(t, from, frame.seat, frame.on ?? true, frame.level ?? DEFAULT_BOT_LEVEL, now);
      case "act":
        return act(t, from, frame.id, frame.action, now, this.#reads);
      case "chat":
        return chat(t, from, frame.text, now);
      case "sync":
        return sync(t, frame.since);
      case "back":
        return back(t, from, now);
      case "push":
        return subscribe(t, from, frame.subscription, { on: vapidOf(this.env) !== null }, now);
      case "unpush":
        return unsubscribe(t, from, frame.endpoint ?? null);
      case "front":
        return front(from, frame.front, now);
    }
  }

  /** A socket is gone (closed by its client, by an error, or by the table): if it held a seat, its person is away. */
  #drop(ws: WebSocket, code: number, reason: string): void {
    this.#floods.delete(ws);
    this.#sockets.close(ws, code, reason);
    const t = this.#load();
    if (!t) return;
    const seat = seatOf(t.seats, this.#sockets.info(ws).pair);
    const room = this.#room(t);
    this.#apply(null, left(t, seat, seat !== null && room.connected.has(seat), room.anyone, this.#now()));
  }

  readonly #room = (t: TableState): Room => roomOf(this.#sockets, t);
  /** What commands read beyond the cached table: the log after a sequence number, an act's stored answer. */
  readonly #reads = { entriesAfter: (seq: number) => this.#store.logFrom(seq + 1).map((r) => r.entry), answerFor: (seat: number, id: string) => this.#store.answers.answerFor(seat, id) };

  // --- the one writer ---------------------------------------------------------------

  /** Carries a change out: rows, cache, the sender's attachment and replies, other sockets of a seat, the fan-out, the alarm. */
  #apply(ws: WebSocket | null, c: Change): void {
    if (c.rows) this.#store.write(c.rows, (f) => this.ctx.storage.transactionSync(f));
    if (c.next) this.#t = c.next;
    const t = this.#t;
    if (!t) return;
    const now = this.#now();
    if (ws && c.attach) this.#sockets.set(ws, c.attach);
    if (c.others) unseat(this.#sockets, ws, t, c.others);
    if (ws && c.reply) reply(this.#sockets, ws, t, c.reply, now);
    if (ws && c.close) this.#sockets.close(ws, c.close.code, c.close.reason);
    this.#schedule(t, now, announce(this.#sockets, t, c, now));
  }

  /** Keeps the alarm no later than the earliest thing the table must do by itself (a storage write: only when needed). */
  #schedule(t: TableState, now: number, room: Room | null = null): void {
    const change = alarmChange(this.#alarmAt, alarmAt(t, room ?? this.#room(t), now, this.#store.outbox.nextAt()), !isTurnBased(t.config.settings));
    if (change === "keep") return;
    this.#alarmAt = change === "delete" ? null : change;
    if (change === "delete") void this.ctx.storage.deleteAlarm();
    else void this.ctx.storage.setAlarm(change);
  }

  // --- the alarm: the table's own steps, D1 delivery, reaping -----------------------

  override async alarm(): Promise<void> {
    // The alarm that fired is gone: the next #schedule must set one.
    this.#alarmAt = undefined;
    let t = this.#load();
    if (!t) return;
    const now = this.#now();
    this.#apply(null, runSteps(t, this.#room(t), now, this.#reads));
    this.#apply(null, pushStep(this.#t as TableState, this.#room(this.#t as TableState), now));
    const gone = await sendOutbox(this.#store, this.env, now);
    if (this.#t) this.#apply(null, goneEndpoints(this.#t, gone));
    t = this.#t as TableState;
    if (!reapable(t, this.#room(t), now)) return this.#schedule(t, now);
    // Nothing is deleted before D1 has it: a game left in play is archived as abandoned first.
    const archived = archive(t, now);
    if (archived.rows) {
      this.#apply(null, archived);
      await sendOutbox(this.#store, this.env, now);
    }
    if (this.#store.outbox.nextAt() !== null) return this.#schedule(this.#t as TableState, now);
    await this.ctx.storage.deleteAll();
    await this.ctx.storage.deleteAlarm();
    // The object may still be asked about the table: it answers "no such table" from empty storage.
    this.#store.reset();
    this.#t = null;
    this.#alarmAt = null;
  }
}
