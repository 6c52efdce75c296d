/**
 * One table: a thin shell around the engine. It authenticates sockets,
 * parses frames, applies actions through the engine, appends each accepted
 * action to SQLite before anything is sent, sends every socket its own view,
 * and keeps deadlines in alarms. Memory is only a cache of SQLite: after
 * hibernation or a restart, `#load()` rebuilds it (snapshot + log).
 */
import { DurableObject } from "cloudflare:workers";
import {
  type BotLevel, DEFAULT_BOT_LEVEL, type GameEvent, type GameState, type Viewer, applyAction, createGame, isOver, legalActions, setupProblem,
  summarize,
} from "../engine";
import type { Actor } from "../engine/types";
import type { GameAction } from "../engine/game";
import { decodeEntry, encodeEntry } from "../engine/log";
import { botKey } from "../engine/random";
import { type ClientFrame, ClientFrameSchema, LIMITS, type SeatAction, type ServerFrame, type TableSummary } from "../protocol";
import type { Env } from "./env";
import { type Bucket, floodRate, fullBucket, take } from "./flood";
import { HandHistory, deliverHistory, deliveryOrder, endedHand, gameOfRow } from "./hands";
import { type DirectoryRecord, writeDirectory } from "./history";
import { hashToken, newId, newSeed, newToken } from "./ids";
import { ChatRoom } from "./chat";
import { answerFrame, encodeRefusal } from "./answers";
import { handNow } from "./hand-now";
import { FULL, LATE_TURN_SECONDS, SPECTATORS } from "./limits";
import { cleanName, cleanText, uniqueName } from "./names";
import { type Bots, type DueStep, type Pace, moveFor, nextStep, paceOf } from "./pacing";
import {
  type Refusal, type TablePhase, allFilled, botName, botPlays, forNewGame, heldBy, isFree, kick, leave, reconnect, resize, seatInfo, setBot, settled, sit,
} from "./seats";
import { type SocketInfo, Sockets, keptOut, newcomer } from "./sockets";
import { ViewFrames } from "./view-frames";
import { type GameRow, type SeatRow, type TableConfig, type TableInit, TableStore } from "./store";

/** The id of a frame that carries one (to answer it even when the frame could not be handled), cut to size. */
function idOf(message: string): string | undefined {
  try {
    const raw: unknown = JSON.parse(message);
    const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
    return typeof id === "string" ? id.slice(0, LIMITS.idChars) : undefined;
  } catch {
    return undefined;
  }
}

/** The cache of what SQLite holds. */
interface Live {
  config: TableConfig;
  seats: SeatRow[];
  game: GameRow | null;
  state: GameState | null;
  version: number;
  lastChangeAt: number;
  phase: TablePhase;
  /** The last seat epoch given (see seats.ts). */
  epoch: number;
}

/** A snapshot every so many actions bounds the replay on wake (and the bytes written per action). */
const SNAPSHOT_EVERY = 256;
/**
 * A table left alone this long writes a snapshot of its state, so that the
 * first move after it hibernates (about 10 s idle) replays no log. Idle
 * tables only: a table in play writes none (at most one alarm per this
 * long re-arms itself).
 */
const IDLE_SNAPSHOT_MS = 8_000;
/** Automated steps per alarm before it yields and re-arms (keeps one alarm well inside CPU limits). */
const STEPS_PER_ALARM = 400;
/**
 * Tables last: people leave and come back another evening with their seat
 * token. A table nobody has used for this long is archived (its game goes
 * to D1 as abandoned, with every completed hand) and then deleted.
 */
export const REAP_AFTER_MS = 30 * 24 * 3600 * 1000;
/** Meta key: when the last socket left the table (a visit without a move counts as use too). */
const LEFT_AT = "leftAt";

export class Table extends DurableObject<Env> {
  readonly #store: TableStore;
  readonly #sockets: Sockets;
  readonly #history: HandHistory;
  #live: Live | null = null;
  readonly #buckets = new Map<WebSocket, Bucket>();
  /** Names this instance: a new one after every wake, so benchmarks can see that a table hibernated. */
  readonly #instance = crypto.randomUUID();
  /** The alarm as last set by this instance (undefined: unknown, as after a wake). */
  #alarmAt: number | null | undefined = undefined;
  /** After a move the table could not make by itself, it waits for people until then. */
  #stalledUntil = 0;
  /** The seats whose bots (or stand-ins) were asked for a bid on this state and passed (bids are optional): not asked again until it changes. */
  #asked: { state: GameState; seats: Set<number> } | null = null;
  #paceOf: { settings: TableConfig["settings"]; pace: Pace } | null = null;
  /** The bots' key for the game in memory (derived once per game). */
  #botKey: { gameId: string; key: string } | null = null;
  /** Whether a game that is over holds no secret any more (asked on every view sent after it). */
  #overPublic: { state: GameState; public: boolean } | undefined = undefined;
  readonly #chatRoom: ChatRoom;
  /** The newest snapshot this instance knows of (from `#load` or the idle snapshot). */
  #snapshotAt: { gameId: string; seq: number } | null = null;
  /** When the idle snapshot is due (fixed once set, so moves do not move the alarm). */
  #idleSnapshotAt: number | undefined = undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new TableStore(ctx.storage.sql);
    this.#sockets = new Sockets(ctx);
    this.#history = new HandHistory(this.#store);
    this.#chatRoom = new ChatRoom({ load: () => this.#store.getMeta("chat"), save: (json) => this.#store.setMeta("chat", json) });
    // Storage is created only for a table that exists: looking up an unknown id leaves nothing behind.
    void ctx.blockConcurrencyWhile(async () => {
      if (this.#store.exists()) this.#store.migrate();
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  // --- loading ------------------------------------------------------------

  /** The cache, rebuilt from SQLite when empty; null if this table was never created. */
  #load(): Live | null {
    if (this.#live) return this.#live;
    if (!this.#store.exists()) return null;
    const config = this.#store.config();
    if (!config) return null;
    const game = this.#store.game();
    let state: GameState | null = null;
    let version = 0;
    if (game) {
      const snap = this.#store.snapshot();
      state = snap ? (JSON.parse(snap.state) as GameState) : createGame({ preset: game.game, options: game.options }, game.seed, game.count);
      version = snap?.seq ?? 0;
      this.#snapshotAt = { gameId: game.gameId, seq: version };
      for (const row of this.#store.entriesAfter(version)) {
        const e = decodeEntry(row.entry);
        const step = applyAction(state, e.actor, e.action);
        if (!step.ok) throw new Error(`log entry ${row.seq} no longer applies: ${step.error.message}`);
        state = step.state;
        version = row.seq;
      }
    }
    const phase: TablePhase = state === null ? "lobby" : isOver(state) || game?.endedAt !== undefined ? "over" : "playing";
    this.#live = {
      config,
      seats: this.#store.seats(),
      game,
      state,
      version,
      lastChangeAt: this.#store.lastActionAt() ?? game?.startedAt ?? config.createdAt,
      phase,
      epoch: Number(this.#store.getMeta("epoch") ?? "0"),
    };
    return this.#live;
  }

  // --- HTTP from the Worker ---------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/init") return this.#init((await request.json()) as TableInit);
    const live = this.#load();
    if (!live) return Response.json({ error: { code: "no-table", message: "There is no such table." } }, { status: 404 });
    if (url.pathname === "/summary") {
      if (!url.searchParams.has("insides")) return Response.json(this.#summary(live));
      // For the operator (the Worker checked the token): which instance answered (a new one after each wake), the storage used, the outbox.
      const outbox = this.#store.outbox();
      const headers = {
        "x-table-instance": this.#instance,
        "x-table-storage-bytes": String(this.ctx.storage.sql.databaseSize),
        // History on its way to D1: rows waiting, and how many of them have failed at least once (tests wait on these, not on time).
        "x-table-outbox-pending": String(outbox.length),
        "x-table-outbox-failed": String(outbox.filter((r) => r.attempts > 0).length),
      };
      return Response.json(this.#summary(live), { headers });
    }
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a websocket upgrade", { status: 426 });
    const ip = request.headers.get("CF-Connecting-IP");
    const address = ip ? (await hashToken(`address:${ip}`)).slice(0, 32) : null;
    const pair = new WebSocketPair();
    const server = pair[1];
    // Never refused here: who it is comes in its hello (see limits.ts for how room is kept for seat holders).
    this.#makeRoom();
    this.ctx.acceptWebSocket(server);
    this.#sockets.set(server, newcomer(address, Date.now()));
    this.#sockets.added(server);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Room for one more socket still saying hello: when too many wait, one of them makes way (closed with 4008). */
  #makeRoom(): void {
    const ws = this.#sockets.makingWay(Date.now());
    if (!ws) return;
    this.#sockets.removed(ws);
    try {
      ws.close(FULL, "no hello yet: the table needed the room");
    } catch {
      // already closing
    }
  }

  #init(req: TableInit): Response {
    if (this.#store.exists() && this.#store.config()) return Response.json({ error: { code: "exists", message: "This table exists already." } }, { status: 409 });
    const now = Date.now();
    const config: TableConfig = { ...req, createdAt: now };
    this.#store.migrate();
    this.ctx.storage.transactionSync(() => {
      this.#store.setConfig(config);
      this.#store.resizeSeats(req.players);
      this.#queueDirectory(config, this.#store.seats(), "lobby", now);
    });
    this.#live = null;
    this.#schedule();
    return Response.json({ ok: true }, { status: 201 });
  }

  // --- sockets --------------------------------------------------------------

  /**
   * The runtime's three socket entry points are guarded: an exception in a
   * handler (a bug, or storage refusing a write) reaches neither the runtime
   * nor the other sockets. The sender gets a typed error, and the caches are
   * dropped so that the next frame sees exactly what storage holds (a
   * handler writes in one statement or one transaction: all or nothing).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    try {
      await this.#message(ws, message);
    } catch (e) {
      this.#failed(e, "frame", ws, typeof message === "string" ? idOf(message) : undefined);
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      this.#closed(ws, code, reason);
    } catch (e) {
      this.#failed(e, "close");
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    try {
      this.#buckets.delete(ws);
      this.#sockets.removed(ws);
      this.#left(ws);
    } catch (e) {
      this.#failed(e, "socket error");
    }
  }

  #failed(e: unknown, what: string, ws?: WebSocket, id?: string): void {
    console.error(`table: a ${what} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    this.#live = null;
    this.#asked = null;
    this.#overPublic = undefined;
    this.#alarmAt = undefined;
    this.#store.reset();
    if (!ws) return;
    try {
      this.#send(ws, { type: "error", code: "internal", message: "The table could not do that, and nothing was changed: try again.", ...(id ? { id } : {}) });
    } catch {
      // the socket is gone
    }
  }

  async #message(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const verdict = take(this.#bucket(ws), Date.now(), floodRate(this.env.FLOOD_PER_SECOND));
    if (verdict === "close") {
      ws.close(1008, "too many frames");
      return;
    }
    if (verdict === "refuse") return this.#send(ws, { type: "error", code: "rate-limited", message: "Too many frames: slow down." });
    if (typeof message !== "string") return this.#send(ws, { type: "error", code: "binary", message: "Frames are JSON text." });
    if (message.length > LIMITS.frameChars) {
      return this.#send(ws, { type: "error", code: "too-large", message: `Frames are at most ${LIMITS.frameChars} characters.` });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(message);
    } catch {
      return this.#send(ws, { type: "error", code: "bad-json", message: "That frame is not JSON." });
    }
    const parsed = ClientFrameSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join(".") || "frame"}: ${issue.message}` : "unknown frame";
      const id = idOf(message);
      return this.#send(ws, { type: "error", code: "bad-frame", message: `That frame is not understood (${where}).`, ...(id ? { id } : {}) });
    }
    const live = this.#load();
    if (!live) {
      ws.close(4004, "no such table");
      return;
    }
    await this.#handle(ws, live, parsed.data);
  }

  #closed(ws: WebSocket, code: number, reason: string): void {
    this.#buckets.delete(ws);
    this.#sockets.removed(ws);
    try {
      ws.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason);
    } catch {
      // already closing
    }
    this.#left(ws);
  }

  /** A socket went away: if it held a seat, its player is away (a bot stands in after a grace period). */
  #left(ws: WebSocket): void {
    const live = this.#load();
    if (!live) return;
    const seat = this.#sockets.seatOf(this.#sockets.info(ws), live.seats);
    if (seat !== null && !this.#sockets.connectedSeats(live.seats, ws).has(seat)) {
      const row = live.seats[seat] as SeatRow;
      if (row.awaySince === null) this.#writeSeat(live, { ...row, awaySince: Date.now() });
      this.#broadcastTable(live);
    }
    // The last person left: the table's quiet time (before it is archived and reaped) counts from now.
    if (!this.#sockets.anyone()) this.#store.setMeta(LEFT_AT, String(Date.now()));
    this.#schedule();
  }

  /** Since when nobody has used the table: its last move, or the last person leaving, whichever came later. */
  #quietSince(live: Live): number {
    return Math.max(live.lastChangeAt, Number(this.#store.getMeta(LEFT_AT) ?? "0"));
  }

  #bucket(ws: WebSocket): Bucket {
    let b = this.#buckets.get(ws);
    if (!b) {
      b = fullBucket(Date.now());
      this.#buckets.set(ws, b);
    }
    return b;
  }

  async #handle(ws: WebSocket, live: Live, frame: ClientFrame): Promise<void> {
    const info = this.#sockets.info(ws);
    if (frame.type === "hello") return this.#hello(ws, info, live, frame);
    if (!info.greeted) return this.#send(ws, { type: "error", code: "hello-first", message: "Say hello first." });
    switch (frame.type) {
      case "sit":
        return this.#sit(ws, live, frame.seat, frame.name ?? info.name);
      case "leave":
        return this.#leave(ws, info, live);
      case "start":
        return this.#start(ws, info, live);
      case "end":
        return this.#end(ws, info, live);
      case "configure":
        return this.#configure(ws, info, live, frame);
      case "kick":
        return this.#kick(ws, info, live, frame.seat, frame.ban ?? false);
      case "bot":
        return this.#bot(ws, info, live, frame.seat, frame.on ?? true, frame.level ?? DEFAULT_BOT_LEVEL);
      case "act":
        return this.#act(ws, info, live, frame.id, frame.action);
      case "chat":
        return this.#chat(ws, info, live, frame.text);
      case "sync":
        return this.#sync(ws, info, live, frame.since);
      case "back":
        return this.#back(ws, info, live);
    }
  }

  /** The seat this socket holds by the relation (null: watching). */
  #seatOf(ws: WebSocket, live: Live): number | null {
    return this.#sockets.seatOf(this.#sockets.info(ws), live.seats);
  }

  #refused(ws: WebSocket, r: Refusal): void {
    this.#send(ws, { type: "error", code: r.code, message: r.message });
  }

  #welcome(ws: WebSocket, live: Live, token?: string): void {
    const info = this.#sockets.info(ws);
    const you = this.#sockets.seatOf(info, live.seats);
    this.#send(ws, { type: "welcome", tableId: live.config.tableId, you, ...(token ? { token } : {}), host: info.host });
  }

  async #hello(ws: WebSocket, first: SocketInfo, live: Live, frame: Extract<ClientFrame, { type: "hello" }>): Promise<void> {
    if (first.greeted) {
      return this.#send(ws, { type: "error", code: "greeted", message: "This socket has said hello already: open a new one to be someone else." });
    }
    const hash = frame.token ? await hashToken(frame.token) : null;
    const host = frame.hostToken ? (await hashToken(frame.hostToken)) === live.config.hostHash : false;
    // Read again after the awaits: another frame may have changed things meanwhile.
    const info = this.#sockets.info(ws);
    if (info.greeted) return;
    const greeted = { ...info, greeted: true, host, name: frame.name ? cleanName(frame.name) || null : null };
    const bans = this.#store.bans();
    this.#sockets.set(ws, { ...greeted, banned: keptOut(greeted, bans, hash) });
    // A seat's holder is always let in: the spectators' limit leaves room for every seat (see limits.ts). A banned holder holds nothing.
    const badToken = hash !== null && (bans.holders.has(hash) || !this.#reconnect(ws, live, hash));
    // Said first, so that a client drops a token that holds nothing before it hears that the table is full.
    if (badToken) this.#send(ws, { type: "error", code: "bad-token", message: "That seat token is not valid here: you are watching." });
    if (this.#seatOf(ws, live) === null && this.#sockets.spectators(live.seats) > SPECTATORS) {
      this.#sockets.removed(ws);
      ws.close(FULL, "the table is full: too many are watching");
      return;
    }
    this.#welcome(ws, live);
    this.#send(ws, { type: "table", table: this.#summary(live) });
    if (live.state) this.#sendView(ws, live);
    for (const line of this.#chatRoom.lines()) this.#send(ws, line);
    if (!badToken && hash !== null) this.#broadcastTable(live);
    // Anybody at the table, spectators too, keeps the game going.
    this.#schedule();
  }

  /** The holder of a seat token comes back on this socket; the seat's older sockets are stale and closed (4001). */
  #reconnect(ws: WebSocket, live: Live, hash: string): boolean {
    const change = reconnect(live.seats, hash, live.phase, handNow(live.state, live.phase), this.#nextEpoch(live));
    if (!change.ok) return false;
    const { row } = change;
    for (const other of this.#sockets.claiming(row.seat, ws)) {
      this.#sockets.set(other, { ...this.#sockets.info(other), pair: null });
      try {
        other.close(4001, "replaced by a newer connection");
      } catch {
        // already closing
      }
    }
    this.#writeSeat(live, row);
    const info = this.#sockets.info(ws);
    this.#sockets.set(ws, { ...info, pair: { seat: row.seat, epoch: row.epoch }, heldBefore: hash });
    if (info.address !== null) this.#store.sawHolder(hash, info.address, Date.now());
    return true;
  }

  async #sit(ws: WebSocket, live: Live, seat: number, name: string | null): Promise<void> {
    const token = newToken();
    const hash = await hashToken(token);
    // Everything is read after the await: the seat may have been taken meanwhile.
    const info = this.#sockets.info(ws);
    const taken = live.seats.filter((r) => r.seat !== seat && r.tokenHash !== null && r.name !== null).map((r) => r.name as string);
    const who = {
      tokenHash: hash,
      name: uniqueName(name, taken, `Player ${seat + 1}`),
      seated: this.#seatOf(ws, live),
      heldBefore: info.heldBefore,
      banned: keptOut(info, this.#store.bans()),
    };
    const before = live.seats[seat]?.tokenHash;
    const change = sit(live.seats, seat, who, live.phase, handNow(live.state, live.phase), this.#nextEpoch(live));
    if (!change.ok) return this.#refused(ws, change.refusal);
    this.#writeSeat(live, change.row);
    // Who sat from where, for the host's bans (a holder back under a new token keeps the addresses seen).
    if (before && before === info.heldBefore) this.#store.renameHolder(before, hash);
    if (info.address !== null) this.#store.sawHolder(hash, info.address, Date.now());
    this.#sockets.set(ws, { ...info, pair: { seat, epoch: change.row.epoch }, heldBefore: hash });
    this.#welcome(ws, live, token);
    if (live.state) this.#sendView(ws, live);
    this.#broadcastTable(live);
    this.#schedule();
  }

  #leave(ws: WebSocket, info: SocketInfo, live: Live): void {
    const seat = this.#seatOf(ws, live);
    if (seat === null) return this.#send(ws, { type: "error", code: "not-seated", message: "You are not seated." });
    this.#writeSeat(live, leave(live.seats[seat] as SeatRow, live.phase, handNow(live.state, live.phase), this.#nextEpoch(live)));
    this.#sockets.set(ws, { ...info, pair: null });
    this.#welcome(ws, live);
    if (live.state) this.#sendView(ws, live);
    this.#broadcastTable(live);
    this.#schedule();
  }

  #hostOnly(ws: WebSocket, info: SocketInfo): boolean {
    if (info.host) return true;
    this.#send(ws, { type: "error", code: "not-host", message: "Only the host can do that." });
    return false;
  }

  #configure(ws: WebSocket, info: SocketInfo, live: Live, frame: Extract<ClientFrame, { type: "configure" }>): void {
    if (!this.#hostOnly(ws, info)) return;
    const settings = { ...live.config.settings, ...(frame.settings ?? {}) };
    if (live.phase === "playing") {
      if (frame.options !== undefined || frame.players !== undefined) {
        return this.#send(ws, { type: "error", code: "started", message: "The game has started: only the table's settings may change." });
      }
      // Settings (the turn clock, the bots' pace...) may change during play: they apply from now on.
      const config: TableConfig = { ...live.config, settings };
      // Without a clock nobody present is out of time: stand-ins give the seats of people still here back.
      const connected = this.#sockets.connectedSeats(live.seats);
      const clockOff = (settings.turnSeconds ?? 0) === 0;
      const seats = live.seats.map((r) => (clockOff && r.awaySince !== null && !r.late && connected.has(r.seat) ? { ...r, awaySince: null } : r));
      this.ctx.storage.transactionSync(() => {
        this.#store.setConfig(config);
        for (const [i, r] of seats.entries()) if (r !== live.seats[i]) this.#store.setSeat(r);
        this.#queueDirectory(config, seats, live.phase, Date.now());
      });
      live.config = config;
      live.seats = seats;
      this.#broadcastTable(live);
      this.#schedule();
      return;
    }
    const options = frame.options ?? live.config.options;
    const players = frame.players ?? live.config.players;
    const problem = setupProblem({ preset: live.config.game, options }, players);
    if (problem) return this.#send(ws, { type: "error", code: "bad-options", message: problem });
    const resized = resize(live.seats, players, live.phase, null);
    if (!resized.ok) return this.#refused(ws, resized.refusal);
    const config: TableConfig = { ...live.config, options, players, settings };
    this.ctx.storage.transactionSync(() => {
      this.#store.setConfig(config);
      this.#store.resizeSeats(players);
      this.#queueDirectory(config, this.#store.seats(), live.phase, Date.now());
    });
    live.config = config;
    live.seats = this.#store.seats();
    this.#broadcastTable(live);
  }

  /**
   * The host frees a seat; with `ban`, its person is kept out of every seat:
   * their seat token, the addresses it was seen from and those of their
   * sockets (present or not: a player who closed the tab or left during the
   * hand is banned too).
   */
  #kick(ws: WebSocket, info: SocketInfo, live: Live, seat: number, ban: boolean): void {
    if (!this.#hostOnly(ws, info)) return;
    const row = live.seats[seat];
    if (!row) return this.#send(ws, { type: "error", code: "bad-seat", message: "There is no such seat." });
    // The seat's person: its holder, or one who left it during this hand and may still come back.
    const holder = settled(row, live.phase, handNow(live.state, live.phase)).tokenHash;
    const person = ban ? this.#sockets.personOf({ seat, epoch: row.epoch }, holder) : [];
    if (ban) {
      const addresses = person.map((o) => this.#sockets.info(o).address).filter((a): a is string => a !== null);
      this.#store.ban(holder, addresses, Date.now());
      for (const o of person) this.#sockets.set(o, { ...this.#sockets.info(o), heldBefore: null, banned: true });
    }
    const kicked = [...this.#sockets.claiming(seat)];
    for (const other of kicked) this.#sockets.set(other, { ...this.#sockets.info(other), pair: null, heldBefore: null });
    this.#writeSeat(live, kick(row, live.phase, this.#nextEpoch(live)));
    for (const other of kicked) {
      this.#welcome(other, live);
      if (live.state) this.#sendView(other, live);
    }
    this.#broadcastTable(live);
    this.#schedule();
  }

  #bot(ws: WebSocket, info: SocketInfo, live: Live, seat: number, on: boolean, level: BotLevel): void {
    if (!this.#hostOnly(ws, info)) return;
    const row = live.seats[seat];
    if (!row) return this.#send(ws, { type: "error", code: "bad-seat", message: "There is no such seat." });
    const change = setBot(row, on, live.phase, this.#nextEpoch(live), level);
    if (!change.ok) return this.#refused(ws, change.refusal);
    this.#writeSeat(live, change.row);
    this.#broadcastTable(live);
    this.#schedule();
  }

  #start(ws: WebSocket, info: SocketInfo, live: Live): void {
    if (!this.#hostOnly(ws, info)) return;
    if (live.phase === "playing") return this.#send(ws, { type: "error", code: "started", message: "The game has started already." });
    if (!allFilled(live.seats)) return this.#send(ws, { type: "error", code: "seats-empty", message: "Every seat needs a player or a bot." });
    const { config } = live;
    const now = Date.now();
    // Holders who left are gone now, and nobody is late to a game that starts.
    for (const row of live.seats) {
      const fresh = forNewGame(row);
      if (fresh !== row) this.#writeSeat(live, fresh);
    }
    const game: GameRow = {
      gameId: newId(),
      seed: newSeed(),
      startedAt: now,
      game: config.game,
      options: config.options,
      count: config.players,
      players: live.seats.map((r) => ({ seat: r.seat, name: r.bot && r.tokenHash === null ? botName(r.seat) : r.name, bot: r.bot && r.tokenHash === null })),
    };
    const state = createGame({ preset: config.game, options: config.options }, game.seed, config.players);
    this.ctx.storage.transactionSync(() => {
      this.#store.clearGame();
      this.#store.setGame(game);
      this.#history.started(config.tableId, game, now);
      this.#queueDirectory(config, live.seats, "playing", now);
    });
    Object.assign(live, { game, state, version: 0, lastChangeAt: now, phase: "playing" as TablePhase });
    // The new game's id first: a client then knows that versions count from 0 again.
    this.#broadcastTable(live);
    this.#broadcast(live, []);
    this.#schedule();
  }

  /** The host ends the game early: it is kept in D1 as it stands, like a finished one. */
  #end(ws: WebSocket, info: SocketInfo, live: Live): void {
    if (!this.#hostOnly(ws, info)) return;
    if (live.phase !== "playing" || !live.state || !live.game) {
      return this.#send(ws, { type: "error", code: "not-started", message: "There is no game in play to end." });
    }
    const now = Date.now();
    const state = live.state;
    const ended: GameRow = { ...live.game, endedAt: now };
    this.ctx.storage.transactionSync(() => {
      this.#store.setGame(ended);
      this.#history.closed(live.config.tableId, ended, "ended", state, now);
      this.#queueDirectory(live.config, live.seats, "over", now);
    });
    live.game = ended;
    live.phase = "over";
    this.#sockets.sendAll({ type: "over", gameId: live.game.gameId, summary: summarize(state) });
    this.#broadcastTable(live);
    this.#schedule();
  }

  async #act(ws: WebSocket, info: SocketInfo, live: Live, id: string, action: SeatAction): Promise<void> {
    const seat = this.#sockets.seatOf(info, live.seats);
    if (seat === null) return this.#send(ws, { type: "error", code: "not-seated", message: "Sit down to play.", id });
    const row = live.seats[seat] as SeatRow;
    // An id is answered within one game (the answers go with it) and for one holder of the seat.
    const key = `${(row.tokenHash as string).slice(0, 12)}:${id}`;
    const earlier = this.#store.answerFor(seat, key);
    if (earlier) return this.#send(ws, answerFrame(id, earlier));
    if (!live.state || live.phase !== "playing") {
      return this.#send(ws, { type: "error", code: "not-started", message: live.phase === "over" ? "The game is over." : "The game has not started.", id });
    }
    const step = applyAction(live.state, seat, action);
    if (!step.ok) {
      const { code, message, params } = step.error;
      const refused = { code, message, ...(params ? { params: { ...params } } : {}) };
      this.#store.rememberAnswer(seat, key, encodeRefusal(refused), live.version);
      this.#send(ws, { type: "error", ...refused, id });
      // A move tried, even too late (the stand-in moved first): its person is there, and takes the seat back.
      return this.#present(live, seat);
    }
    this.#commit(live, seat, action, step.state, `${seat}:${key}`);
    // Their own move: no bot stands in for them any more.
    if (row.awaySince !== null) this.#writeSeat(live, { ...row, awaySince: null });
    this.#send(ws, { type: "ack", id, version: live.version });
    this.#broadcast(live, step.events);
    if (row.awaySince !== null) this.#broadcastTable(live);
    this.#schedule();
  }

  /** The seat's person is there (a frame of theirs said so): a stand-in that played for them gives the seat back. */
  #present(live: Live, seat: number): void {
    const row = live.seats[seat] as SeatRow;
    if (row.awaySince === null) return;
    this.#writeSeat(live, { ...row, awaySince: null });
    this.#broadcastTable(live);
    this.#schedule();
  }

  #back(ws: WebSocket, info: SocketInfo, live: Live): void {
    const seat = this.#sockets.seatOf(info, live.seats);
    if (seat === null) return this.#send(ws, { type: "error", code: "not-seated", message: "You are not seated." });
    this.#present(live, seat);
  }

  #chat(ws: WebSocket, info: SocketInfo, live: Live, raw: string): void {
    const text = cleanText(raw);
    if (text === "") return this.#send(ws, { type: "error", code: "bad-frame", message: "That chat line is empty." });
    const now = Date.now();
    if (!this.#chatRoom.allow(now)) return this.#send(ws, { type: "error", code: "chat-busy", message: "The table's chat is busy: wait a moment." });
    const seat = this.#sockets.seatOf(info, live.seats);
    // A spectator's name is never a seated player's: it gets a number when it is taken.
    const seated = live.seats.filter((r) => r.tokenHash !== null && r.name !== null).map((r) => r.name as string);
    const name = seat !== null ? (live.seats[seat]?.name ?? `Player ${seat + 1}`) : uniqueName(info.name, seated, "Spectator");
    const frame = { type: "chat", seat, name, text, at: now } as const;
    this.#chatRoom.add(frame);
    this.#sockets.sendAll(frame);
  }

  #sync(ws: WebSocket, _info: SocketInfo, live: Live, since: number): void {
    // The view holds everything a seat may know; a client that missed frames only needs the latest.
    if (live.state && since !== live.version) this.#sendView(ws, live);
    else if (live.state) this.#send(ws, { type: "event", version: live.version, events: [] });
    this.#send(ws, { type: "table", table: this.#summary(live) });
  }

  // --- persistence ----------------------------------------------------------

  /**
   * Appends an accepted action to the log with whatever must go with it (a
   * snapshot now and then, the outbox rows of a hand or a game that it
   * ended), then updates the cache. A move is one INSERT (an explicit transaction costs a commit of
   * its own, so it is kept for the rare moves that write more); views go
   * out after this, and the output gate holds them until the write is
   * durable.
   */
  #commit(live: Live, actor: Actor, action: GameAction, state: GameState, act: string | null = null): void {
    const seq = live.version + 1;
    const now = Date.now();
    const over = isOver(state);
    const snapshot = seq % SNAPSHOT_EVERY === 0;
    const prev = live.state;
    const handOver = prev !== null && endedHand(prev, state) !== null;
    const write = () => {
      this.#store.append(seq, encodeEntry({ actor, action }), now, act);
      if (snapshot) this.#store.writeSnapshot(seq, JSON.stringify(state));
      if (live.game && prev && (handOver || over)) this.#history.committed(live.config.tableId, live.game, prev, state, seq, over, now);
      if (over) this.#queueDirectory(live.config, live.seats, "over", now);
    };
    // Several statements: all or none. One statement is atomic by itself.
    if (snapshot || over || handOver) this.ctx.storage.transactionSync(write);
    else write();
    live.state = state;
    live.version = seq;
    live.lastChangeAt = now;
    if (snapshot && live.game) this.#snapshotAt = { gameId: live.game.gameId, seq };
    if (over) live.phase = "over";
  }

  /** The next seat epoch (written with the row that takes it). */
  #nextEpoch(live: Live): number {
    return live.epoch + 1;
  }

  #writeSeat(live: Live, row: SeatRow): void {
    this.ctx.storage.transactionSync(() => {
      this.#store.setSeat(row);
      if (row.epoch > live.epoch) this.#store.setMeta("epoch", String(row.epoch));
      this.#queueDirectory(live.config, live.seats.map((r) => (r.seat === row.seat ? row : r)), live.phase, Date.now());
    });
    live.seats = live.seats.map((r) => (r.seat === row.seat ? row : r));
    live.epoch = Math.max(live.epoch, row.epoch);
  }

  /** A public table's directory line goes to D1 through the outbox (the newest replaces older ones). */
  #queueDirectory(config: TableConfig, seats: readonly SeatRow[], status: TablePhase, now: number): void {
    if (!config.settings.public) return;
    const record: DirectoryRecord = {
      id: config.tableId,
      game: config.game,
      public: true,
      status,
      openSeats: seats.filter((r) => isFree(r, status)).length,
      players: config.players,
      createdAt: config.createdAt,
      updatedAt: now,
    };
    this.#store.addOutbox(`dir:${config.tableId}`, "directory", JSON.stringify(record), now);
  }

  // --- sending ----------------------------------------------------------------

  #send(ws: WebSocket, frame: ServerFrame): void {
    this.#sockets.send(ws, frame);
  }

  /**
   * Whose eyes a seat holder sees the game with: its seat while the game is
   * in play. Once the game is over the seats may change hands, so a seat's
   * view then goes only where nothing of the game is secret any more (a
   * game ended mid-hand keeps that hand's cards private to those who held
   * them; a newcomer in a seat of the old game sees it as a spectator).
   */
  #viewer(seat: number | null, live: Live): Viewer {
    if (seat === null || !live.state) return "spectator";
    if (live.phase === "playing") return seat;
    let over = this.#overPublic;
    if (over?.state !== live.state) over = this.#overPublic = { state: live.state, public: !(handNow(live.state, "playing")?.secret ?? false) };
    return over.public ? seat : "spectator";
  }

  /** A socket's view: of the seat it holds by the relation (see #viewer), else a spectator's. */
  #sendView(ws: WebSocket, live: Live): void {
    if (!live.state) return;
    this.#sockets.sendRaw(ws, new ViewFrames(live.state, live.version).for(this.#viewer(this.#seatOf(ws, live), live)));
  }

  /** Every socket gets its own view with the events (the shared part encoded once, each seat's own part once). */
  #broadcast(live: Live, events: readonly GameEvent[]): void {
    if (!live.state) return;
    const frames = new ViewFrames(live.state, live.version, events);
    for (const [ws, info] of this.#sockets.greeted()) {
      this.#sockets.sendRaw(ws, frames.for(this.#viewer(this.#sockets.seatOf(info, live.seats), live)));
    }
    if (events.length > 0 && live.phase === "over" && live.game && live.state) {
      // The game just ended: say so, with where it is kept, and show the table's new phase.
      this.#sockets.sendAll({ type: "over", gameId: live.game.gameId, summary: summarize(live.state) });
      this.#broadcastTable(live);
    }
  }

  #broadcastTable(live: Live): void {
    this.#sockets.sendAll({ type: "table", table: this.#summary(live) });
  }

  #summary(live: Live): TableSummary {
    return {
      id: live.config.tableId,
      game: live.config.game,
      options: live.config.options,
      players: live.config.players,
      settings: live.config.settings,
      seats: seatInfo(live.seats, this.#sockets.connectedSeats(live.seats), this.#pace(live).graceMs, Date.now()),
      phase: live.phase,
      gameId: live.game?.gameId ?? null,
      spectators: this.#sockets.spectators(live.seats),
    };
  }

  // --- the alarm: the table's own steps, D1 delivery, reaping -------------------

  #pace(live: Live): Pace {
    const settings = live.config.settings;
    if (this.#paceOf?.settings !== settings) this.#paceOf = { settings, pace: paceOf(settings) };
    return this.#paceOf.pace;
  }

  /** The table's bots: each seat's level, seeded one way from the game's secret (cached per game). */
  #bots(live: Live): Bots {
    const gameId = live.game?.gameId ?? "";
    if (this.#botKey?.gameId !== gameId) this.#botKey = { gameId, key: botKey(live.game?.seed ?? "") };
    const { key } = this.#botKey;
    return { key, levelOf: (seat) => live.seats[seat]?.botLevel ?? DEFAULT_BOT_LEVEL };
  }

  /**
   * The next automated step, counting players as away only while somebody
   * else is there to wait for them. From public facts only: asked after every
   * move, it never asks a bot for its move (that waits for the alarm).
   */
  #due(live: Live): DueStep | null {
    if (!live.state || live.phase !== "playing" || Date.now() < this.#stalledUntil) return null;
    // Nobody at the table (seated or watching): nothing happens until somebody comes back (the table hibernates).
    if (!this.#sockets.anyone()) return null;
    const connected = this.#sockets.connectedSeats(live.seats);
    const seats = live.seats.map((r) => {
      const person = heldBy(r) !== null;
      return {
        bot: botPlays(r),
        // Away: no socket holds the seat, or (connected) the turn clock ran out and they have not moved since.
        awaySince: !person ? null : connected.has(r.seat) ? r.awaySince : (r.awaySince ?? live.lastChangeAt),
        ...(person && r.late ? { turnSeconds: LATE_TURN_SECONDS } : {}),
      };
    });
    return nextStep(live.state, seats, this.#pace(live), live.lastChangeAt, this.#asked?.state === live.state ? this.#asked.seats : undefined);
  }

  /** Sets the alarm for the earliest thing the table must do by itself. */
  #schedule(): void {
    const live = this.#load();
    if (!live) return;
    const times: number[] = [];
    const due = this.#due(live);
    if (due) times.push(due.at);
    // Paused its own moves (an awaited seat had no move it could make): look again when the pause ends,
    // or a table where nobody sends a frame would wait for good.
    else if (this.#stalledUntil > Date.now()) times.push(this.#stalledUntil);
    const outbox = this.#store.nextOutboxAt();
    if (outbox !== null) times.push(outbox);
    if (this.#needsSnapshot(live)) times.push((this.#idleSnapshotAt ??= live.lastChangeAt + IDLE_SNAPSHOT_MS));
    if (!this.#sockets.anyone()) times.push(this.#quietSince(live) + REAP_AFTER_MS);
    // Setting the alarm is a storage write: skip it when it would not change.
    const at = times.length === 0 ? null : Math.min(...times);
    if (at === this.#alarmAt) return;
    this.#alarmAt = at;
    if (at === null) void this.ctx.storage.deleteAlarm();
    else void this.ctx.storage.setAlarm(at);
  }

  /** The state in memory is newer than the newest snapshot (a wake would replay log entries). */
  #needsSnapshot(live: Live): boolean {
    if (!live.state || !live.game || live.version === 0) return false;
    return this.#snapshotAt?.gameId !== live.game.gameId || this.#snapshotAt.seq !== live.version;
  }

  /** Snapshots the state if the table has been idle long enough (else the next #schedule re-arms for later). */
  #idleSnapshot(live: Live): void {
    this.#idleSnapshotAt = undefined;
    if (!this.#needsSnapshot(live) || Date.now() - live.lastChangeAt < IDLE_SNAPSHOT_MS || !live.state || !live.game) return;
    const state = live.state;
    this.ctx.storage.transactionSync(() => this.#store.writeSnapshot(live.version, JSON.stringify(state)));
    this.#snapshotAt = { gameId: live.game.gameId, seq: live.version };
  }

  override async alarm(): Promise<void> {
    // The alarm that fired is gone: the next #schedule() must set one.
    this.#alarmAt = undefined;
    const live = this.#load();
    if (!live) return;
    const events: GameEvent[] = [];
    let changed = false;
    for (let i = 0; i < STEPS_PER_ALARM; i++) {
      const due = this.#due(live);
      if (!due || due.at > Date.now() || !live.state) break;
      // The move is decided now, not when the step was scheduled (a bot's move costs a search).
      const move = moveFor(live.state, due, this.#bots(live));
      if (!move && due.why === "bid") {
        // Every bot asked passed on bidding: the next step is another's, or the table's.
        if (this.#asked?.state !== live.state) this.#asked = { state: live.state, seats: new Set() };
        for (const seat of due.bots) this.#asked.seats.add(seat);
        continue;
      }
      if (!move) {
        // An awaited seat has no move at all: wait for people for a while rather than loop.
        this.#stalledUntil = Date.now() + 60_000;
        break;
      }
      const { actor } = move;
      let action = move.action;
      let step = applyAction(live.state, actor, action);
      if (!step.ok) {
        // A bot's move was refused: a bug. Log it and make a listed move instead (those are always accepted).
        console.error(`table ${live.config.tableId}: ${due.why} move refused: ${step.error.code} ${step.error.message}`);
        const listed = legalActions(live.state, actor)[0];
        if (listed) {
          action = listed;
          step = applyAction(live.state, actor, action);
        }
      }
      if (!step.ok) {
        // Nothing to do but wait for people: pause the table's own moves for a while rather than loop.
        this.#stalledUntil = Date.now() + 60_000;
        break;
      }
      this.#commit(live, actor, action, step.state);
      if (due.why === "clock" && typeof actor === "number") this.#outOfTime(live, actor);
      events.push(...step.events);
      changed = true;
      if (live.phase === "over") break;
    }
    if (changed) this.#broadcast(live, events);
    this.#idleSnapshot(live);
    await this.#deliver();
    const reap = !this.#sockets.anyone() && Date.now() - this.#quietSince(live) >= REAP_AFTER_MS;
    // Nothing is deleted before D1 has it: a game left in play is archived as abandoned first.
    if (reap && this.#archive(live)) await this.#deliver();
    if (reap && this.#store.nextOutboxAt() === null) {
      await this.ctx.storage.deleteAll();
      await this.ctx.storage.deleteAlarm();
      // The object may still be asked about the table: it answers "no such table" from empty storage.
      this.#store.reset();
      this.#live = null;
      this.#alarmAt = null;
      return;
    }
    this.#schedule();
  }

  /**
   * A person's turn clock ran out: a bot stands in for them at its own pace
   * until they move (or reconnect), instead of the table waiting a whole
   * clock for each of their turns.
   */
  #outOfTime(live: Live, seat: number): void {
    const row = live.seats[seat];
    if (!row || heldBy(row) === null || row.awaySince !== null) return;
    this.#writeSeat(live, { ...row, awaySince: Date.now() - this.#pace(live).graceMs });
    this.#broadcastTable(live);
  }

  /** A game still in play when its table is reaped goes to D1 as abandoned; true if it was queued now. */
  #archive(live: Live): boolean {
    if (!live.game || !live.state || live.phase !== "playing") return false;
    const now = Date.now();
    const abandoned: GameRow = { ...live.game, endedAt: now };
    const state = live.state;
    this.ctx.storage.transactionSync(() => {
      this.#store.setGame(abandoned);
      this.#history.closed(live.config.tableId, abandoned, "abandoned", state, now);
      this.#queueDirectory(live.config, live.seats, "over", now);
    });
    live.game = abandoned;
    live.phase = "over";
    return true;
  }

  /**
   * Sends due outbox rows to D1; a failure waits and retries (never throws,
   * so the alarm never gives up). Once D1 has taken a row, it is up again:
   * rows still waiting out an earlier failure go at once too. A game's
   * status goes only after all of its hands (see deliveryOrder).
   */
  async #deliver(): Promise<void> {
    const now = Date.now();
    let up = false;
    // Games with a hand still on its way, and when that hand is tried next.
    const handsLeft = new Map<string, number>();
    const handLeft = (game: string | null, at: number) => {
      if (game !== null) handsLeft.set(game, Math.max(at, handsLeft.get(game) ?? 0));
    };
    for (const row of deliveryOrder(this.#store.outbox())) {
      const game = gameOfRow(row);
      const heldUntil = row.kind === "game" && game !== null ? handsLeft.get(game) : undefined;
      if (heldUntil !== undefined) {
        // Held back with its hands (not a failure of its own): tried again when they are.
        if (row.nextAt < heldUntil) this.#store.retryLater(row.id, row.attempts, heldUntil);
        continue;
      }
      if (row.nextAt > now && !up) {
        if (row.kind === "hand") handLeft(game, row.nextAt);
        continue;
      }
      try {
        if (!(await deliverHistory(this.env.DB, row.kind, row.payload))) await writeDirectory(this.env.DB, JSON.parse(row.payload) as DirectoryRecord);
        up = true;
        // Delete only if the row was not replaced (a newer directory line) while D1 was writing.
        const current = this.#store.outbox().find((r) => r.id === row.id);
        if (current && current.payload === row.payload) this.#store.delivered(row.id);
      } catch (e) {
        const attempts = row.attempts + 1;
        const wait = Math.min(10 * 60_000, 1000 * 2 ** Math.min(attempts, 10));
        console.warn(`table: D1 delivery of ${row.id} failed (attempt ${attempts}), retrying in ${wait} ms: ${String(e)}`);
        this.#store.retryLater(row.id, attempts, now + wait);
        if (row.kind === "hand") handLeft(game, now + wait);
      }
    }
  }
}
