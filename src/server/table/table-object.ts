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
import { CLOSE, type ClientFrame, type TableSummary, isTurnBased } from "../../protocol";
import type { Change } from "../state/change";
import { startPractice } from "../commands/practice";
import { type Stranger, claim, quickStart, seatCreator } from "../commands/quick";
import { wantsLog } from "../commands/record";
import type { PracticeStart } from "../history/practice-start";
import { left, vacated } from "../commands/seating";
import { alarmAt, alarmChange, archive, reapable, runSteps } from "../commands/steps";
import { directoryRow } from "../commands/directory";
import { deliverOutbox } from "./outbox-send";
import { goneEndpoints, pushStep } from "../commands/subscriptions";
import { type TableReads, dispatch, secretsFor } from "./dispatch";
import { PushBatches } from "./push-batches";
import { type TableEnv, unattendedStepMs } from "./table-env";
import { carryOut, roomOf } from "./fanout";
import { type Flood, admit, floodRate, newFlood } from "../limits/flood";
import type { Rate } from "../limits/bucket";
import { addressHash } from "../identity/address";
import { newId, newSeed } from "../identity/ids";
import { insidesOf } from "./insides";
import { idOfText, inbound } from "./inbound";
import { seatOf } from "../seats/relation";
import { newcomer } from "../state/socket-info";
import { Sockets } from "./sockets";
import { type TableConfig, type TableInit, TableStore } from "../store/table-store";
import { summaryOf } from "./summary";
import { type Room, type TableState, loadTable } from "../state/table-state";


export { REAP_AFTER_MS } from "../commands/steps";

export class Table extends DurableObject<TableEnv> {
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
  /** The least time between the table's own steps while nobody plays their own seat (env.ts: the tests may lift it). */
  readonly #unattendedMs: number;
  /** The clock, read once per entry point: commands are given `now` (their tests choose it). */
  readonly #now: () => number = () => Date.now();
  /** Notifications on their way, in batches the alarm starts and never waits for (table/push-batches.ts). */
  readonly #pushes: PushBatches;

  constructor(ctx: DurableObjectState, env: TableEnv) {
    super(ctx, env);
    this.#store = new TableStore(ctx.storage.sql);
    this.#sockets = new Sockets(ctx);
    this.#floodRate = floodRate(env.FLOOD_PER_SECOND);
    this.#pushes = new PushBatches(env, ctx, this.#store, (settle) =>
      this.#guarded("push batch", () => {
        const gone = settle();
        const t = this.#load();
        if (t) this.#apply(null, goneEndpoints(t, gone));
      }),
    );
    this.#unattendedMs = unattendedStepMs(env);
    // Storage is created only for a table that exists: looking up an unknown id leaves nothing behind.
    void ctx.blockConcurrencyWhile(async () => {
      if (!this.#store.exists()) return;
      this.#store.migrate();
      // Known, the alarm is written only when it must move earlier (alarmChange): the first move after a wake leaves it.
      this.#alarmAt = await ctx.storage.getAlarm();
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /**
   * The one loader every entry point goes through: the cache, rebuilt from
   * SQLite when empty; null if this table was never created. Rebuilt, it is
   * checked against the sockets there are: after a restart, storage may
   * count somebody as here whose socket is gone (`vacated`).
   */
  #load(): TableState | null {
    if (this.#t) return this.#t;
    const t = loadTable(this.#store, this.#now(), this.#unattendedMs);
    this.#t = t;
    const gone = t && vacated(t, this.#room(t), this.#now());
    if (gone) this.#apply(null, gone);
    return this.#t;
  }

  // --- RPC from the Worker ------------------------------------------------------

  /**
   * Creates the table (with `practice`, a practice table: commands/practice.ts; with `quick`, Play now's table, its
   * game started, or with `creator`, its maker in seat 0: commands/quick.ts); false if it exists already.
   */
  async init(req: TableInit, practice?: PracticeStart, quick?: Stranger, creator?: Stranger): Promise<boolean> {
    if (this.#store.exists() && this.#store.config()) return false;
    const now = this.#now();
    const config: TableConfig = { ...req, createdAt: now };
    this.#store.migrate();
    this.#store.write([{ t: "config", config }, { t: "resize", players: req.players }], (f) => this.ctx.storage.transactionSync(f));
    const t = this.#load();
    if (!t) return true;
    if (practice) this.#apply(null, startPractice(t, practice, now));
    else if (quick) this.#apply(null, quickStart(t, quick, { gameId: newId(), seed: newSeed() }, now));
    else if (creator) this.#apply(null, seatCreator(t, creator, now));
    else this.#apply(null, { rows: directoryRow(t, now) });
    return true;
  }

  /** Play now: a seat for `stranger` at this table if it is public and has one free now (commands/quick.ts); null otherwise. */
  async claim(stranger: Stranger): Promise<number | null> {
    const t = this.#load();
    if (!t) return null;
    const { seat, change } = claim(t, stranger, this.#store.bans(), this.#now(), this.#gameLog(t));
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
    const address = await addressHash(request.headers.get("CF-Connecting-IP"));
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

  /** The command a frame asks for (table/dispatch.ts), on the table as it stands once any secret it needs is ready. */
  async #command(ws: WebSocket, frame: ClientFrame): Promise<Change> {
    // The awaits come first: the table is read after them (another frame may have changed it meanwhile).
    const secrets = await secretsFor(frame);
    const t = this.#load();
    if (!t) return { effects: [{ to: "sender", close: { code: CLOSE.noTable, reason: "no such table" } }] };
    const info = this.#sockets.info(ws);
    return dispatch(t, { info, seat: seatOf(t.seats, info.pair) }, frame, secrets, this.#reads(t), this.#now());
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
  /** What the sockets and storage say, for the frames that need it (table/dispatch.ts). */
  readonly #reads = (t: TableState): TableReads => ({
    room: () => this.#room(t),
    bans: () => this.#store.bans(),
    answerFor: (seat, key) => this.#store.answers.answerFor(seat, key),
    addressesOf: (pair, holder) => this.#sockets.addressesOf(pair, holder),
    gameLog: () => this.#gameLog(t),
    push: this.#pushes.policy,
  });
  /** The whole game's log, read only when a person sitting down makes a game of bots alone one to record (commands/record.ts). */
  #gameLog(t: TableState): string[] {
    return wantsLog(t) ? this.#store.logFrom(1).map((r) => r.entry) : [];
  }

  // --- the one writer ---------------------------------------------------------------

  /** Carries a change out: its rows (one transaction), the cache, its effects in order (table/fanout.ts), the alarm. */
  #apply(ws: WebSocket | null, c: Change): void {
    if (c.rows) this.#store.write(c.rows, (f) => this.ctx.storage.transactionSync(f));
    if (c.next) this.#t = c.next;
    const t = this.#t;
    if (!t) return;
    const now = this.#now();
    this.#schedule(t, now, c.effects ? carryOut(this.#sockets, ws, t, c.effects, now) : null);
  }

  /** Keeps the alarm no later than the earliest thing the table must do by itself (a storage write: only when needed). */
  #schedule(t: TableState, now: number, room: Room | null = null): void {
    const change = alarmChange(this.#alarmAt, alarmAt(t, room ?? this.#room(t), now, this.#pushes.outboxAt()), !isTurnBased(t.config.settings));
    if (change === "keep") return;
    this.#alarmAt = change === "delete" ? null : change;
    if (change === "delete") void this.ctx.storage.deleteAlarm();
    else void this.ctx.storage.setAlarm(change);
  }

  // --- the alarm: the table's own steps, D1 delivery, notifications, reaping ---------

  override async alarm(): Promise<void> {
    // The alarm that fired is gone: the next #schedule must set one.
    this.#alarmAt = undefined;
    const now = this.#now();
    // The table's own steps, then the notifications they call for: commands, applied as a frame's are.
    for (const step of [runSteps, pushStep]) {
      const t = this.#load();
      if (!t) return;
      this.#apply(null, step(t, this.#room(t), now));
    }
    // Notifications leave the alarm's path: started here, never waited for.
    this.#pushes.start(now);
    await deliverOutbox(this.#store, this.env, now);
    const t = this.#load();
    if (!t) return;
    if (!reapable(t, this.#room(t), now)) return this.#schedule(t, now);
    // Nothing is deleted before D1 has it: a game left in play is archived as abandoned first, and the directory line goes.
    this.#apply(null, archive(t, now));
    await deliverOutbox(this.#store, this.env, now);
    const left = this.#load();
    if (left && (this.#store.outbox.nextAt() !== null || this.#pushes.leasedUntil() !== null)) return this.#schedule(left, now);
    await this.ctx.storage.deleteAll();
    await this.ctx.storage.deleteAlarm();
    // Anyone still watching (a table nobody sat at goes whoever watches) hears that it is gone.
    for (const ws of this.ctx.getWebSockets()) this.#sockets.close(ws, CLOSE.noTable, "the table is gone");
    // The object may still be asked about the table: it answers "no such table" from empty storage.
    this.#store.reset();
    this.#t = null;
    this.#alarmAt = null;
  }
}
