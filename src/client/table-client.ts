/**
 * A typed client for one table over the protocol (src/protocol), for
 * the browser and Node. It reconnects by itself with backoff, resumes its
 * seat with its token, asks for what it missed (`sync`), and re-sends moves
 * that were not answered (with the same id, so a move is never made twice).
 *
 * It comes back the moment it can (issue 58): when the network comes back,
 * the page comes to the front or back from the back-forward cache
 * (./wake.ts), and when its socket has gone silent past a heartbeat, it
 * drops the socket it has without waiting to be told (a dead link tells
 * nothing; a browser waits out its closing handshake before it does) and
 * opens a new one at once, the backoff started over. When the network goes
 * away it says so at once (status `offline`): a view it can no longer keep
 * up to date is never called live.
 *
 * A table that is full (close code 4008) keeps room for every seat's
 * holder, so a client with a seat token keeps trying, a little slower; a
 * spectator gives up after a few refusals in a row; `full` says meanwhile
 * that the table is full.
 */
import type { BotLevel, GameEvent, GameView } from "../engine";
import { whereNot } from "../engine/client";
import type { ClientFrame, PushSubscriptionJson, SeatAction, ServerFrame, TableSettings, TableSummary, TurnClock } from "../protocol";
import { CLOSE } from "../protocol/error-codes";
import { CLIENT_READING, SERVER_FRAME, isServerFrame } from "../protocol/server-frames";
import { type Connect, OPEN, type SocketLike, opened } from "./socket";
import { type Wake, onWake } from "./wake";

export type Status = "connecting" | "online" | "offline" | "closed";

export type ActAnswer =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly params?: Readonly<Record<string, string | number>> };

export interface TableClientOptions {
  readonly connect: Connect;
  /** A seat token to resume (from an earlier `welcome`). */
  readonly token?: string | null;
  readonly hostToken?: string | null;
  readonly name?: string;
  /** Called when the table gives a new seat token (store it to resume later) or takes it away. */
  readonly onToken?: (token: string | null) => void;
  readonly backoff?: { readonly minMs: number; readonly maxMs: number };
  /**
   * Heartbeat: a "ping" text frame after this long without a word from the
   * table (0: none). The table answers "pong" from the runtime without
   * waking its object, so a ping costs the table nothing but a frame. 10 s
   * by default: a quiet table (everyone thinking) is often silent that long,
   * so this is about the shortest beat that is not sent all the time at a
   * quiet table, and with `deadMs` it finds a socket that died without a
   * word (a phone that switched networks, a NAT that forgot the link) within
   * 15 s, well inside the idle timeouts of the proxies and NATs on the way.
   */
  readonly pingMs?: number;
  /** After a ping, this long without a word from the table and the socket is dead (5 s by default: a slow phone link's round trip many times over). */
  readonly deadMs?: number;
  /** Listen to the page's network and visibility events (./wake.ts; true by default, and a no-op where there is no window). */
  readonly wakeEvents?: boolean;
}

type Listener<T> = (value: T) => void;
interface Events {
  frame: ServerFrame;
  view: GameView;
  event: readonly GameEvent[];
  table: TableSummary;
  welcome: Extract<ServerFrame, { type: "welcome" }>;
  chat: Extract<ServerFrame, { type: "chat" }>;
  error: Extract<ServerFrame, { type: "error" }>;
  over: Extract<ServerFrame, { type: "over" }>;
  /** A frame from the table that was not one (not JSON, or not as the protocol says), with what was wrong: it was dropped. */
  malformed: string;
  status: Status;
}

/** A spectator stops after this many "full" refusals in a row (a seat holder never does). */
const FULL_TRIES = 3;
const PING_MS = 10_000;
const DEAD_MS = 5_000;

/** After a "full" refusal the next try waits at least this long (before jitter): a full table is not asked again at once. */
const FULL_WAIT_MS = 1_000;

let idCounter = 0;
function newActId(): string {
  idCounter = (idCounter + 1) % 1_000_000;
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}-${idCounter}`;
}

export class TableClient {
  you: number | null = null;
  host = false;
  version = 0;
  view: GameView | null = null;
  /** When the awaited seats' turn clock runs out (ms since the epoch), at a turn-based table; else null. */
  deadline: number | null = null;
  /**
   * At a live table, each awaited person's turn clock (TURN_CLOCK), its
   * `ends` in this machine's time: the server's deadline moved by how far
   * this machine's clock is from the server's (the frame's `now`), so a
   * countdown is the deadline less `Date.now()`, right after a reconnect and
   * in a tab that was hidden. Empty when no clock runs.
   */
  clocks: readonly TurnClock[] = [];
  /** The table's last word on this seat's notifications in this browser (null: not asked). */
  pushOn: boolean | null = null;
  table: TableSummary | null = null;
  status: Status = "connecting";
  tableId: string | null = null;
  /**
   * The table's last answer was that it is full (close code 4008): while
   * `offline` the client tries again (a seat holder for as long as it takes);
   * once `closed` it has given up. False again once let in.
   */
  full = false;

  #fullRefusals = 0;
  /** Whether the page is in front, as last said by `setFront` (the table hears it again on every new socket). */
  #front = true;
  #ws: SocketLike | null = null;
  #token: string | null;
  #closed = false;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #ping: ReturnType<typeof setInterval> | null = null;
  #lastHeard = 0;
  /** When the unanswered ping went out (null: none outstanding). */
  #pingAt: number | null = null;
  /** A socket is being opened (`#open` is between its start and the socket's open). */
  #opening = false;
  /** Sockets asked for so far: an attempt that is no longer the last one asked for is dropped when it opens. */
  #opened = 0;
  #unwake: (() => void) | null = null;
  #resend: ReturnType<typeof setTimeout> | null = null;
  readonly #pending = new Map<string, { action: SeatAction; resolve: (a: ActAnswer) => void }>();
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();
  readonly #opts: TableClientOptions;

  constructor(opts: TableClientOptions) {
    this.#opts = opts;
    this.#token = opts.token ?? null;
  }

  get token(): string | null {
    return this.#token;
  }

  on<K extends keyof Events>(type: K, fn: Listener<Events[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(fn as Listener<never>);
    return () => set?.delete(fn as Listener<never>);
  }

  #emit<K extends keyof Events>(type: K, value: Events[K]): void {
    for (const fn of this.#listeners.get(type) ?? []) (fn as Listener<Events[K]>)(value);
  }

  #setStatus(s: Status): void {
    if (this.status === s) return;
    this.status = s;
    this.#emit("status", s);
  }

  /**
   * Connects (and keeps reconnecting until `close()`); resolves at the first
   * welcome, and fails if the table closes for good first (full, gone, the
   * seat opened elsewhere) or nobody answers for 30 s.
   */
  connect(): Promise<void> {
    this.#closed = false;
    this.#fullRefusals = 0;
    if (this.#opts.wakeEvents !== false && !this.#unwake) this.#unwake = onWake((why) => this.wake(why));
    void this.#open();
    return this.waitFor((c) => c.status === "online" || c.status === "closed", 30_000).then(() => {
      if (this.status !== "online") throw new Error(this.full ? "the table is full" : "the table closed the connection");
    });
  }

  /** Opens a socket, unless one is being opened (`fresh`: start another anyway, the one on its way is dropped when it comes). */
  async #open(fresh = false): Promise<void> {
    if (this.#closed || (this.#opening && !fresh)) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const attempt = ++this.#opened;
    this.#opening = true;
    this.#setStatus("connecting");
    let ws: SocketLike;
    try {
      ws = await this.#opts.connect();
      await opened(ws);
    } catch {
      if (attempt !== this.#opened) return;
      this.#opening = false;
      this.#retry();
      return;
    }
    if (attempt !== this.#opened) {
      ws.close(1000, "closed");
      return;
    }
    this.#opening = false;
    if (this.#closed || this.#ws !== null) {
      ws.close(1000, "closed");
      return;
    }
    this.#ws = ws;
    this.#lastHeard = Date.now();
    this.#pingAt = null;
    ws.addEventListener("message", (e) => {
      if (this.#ws === ws) this.#onMessage(e.data);
    });
    ws.addEventListener("close", (event) => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      this.#stopPing();
      // The table is gone (4004), or the seat was taken up by a newer connection of the
      // same player (4001, another tab): reconnecting would only fight it.
      const code = (event as { code?: number } | undefined)?.code;
      if (code === CLOSE.noTable || code === CLOSE.replaced) this.#closed = true;
      // Full (4008): the table keeps room for its seats' holders, so one keeps trying; a spectator stops after a few.
      const full = code === CLOSE.full;
      if (full) this.#fullRefusals++;
      this.#setFull(full);
      if (full && this.#token === null && this.#fullRefusals >= FULL_TRIES) this.#closed = true;
      if (this.#closed) this.#setStatus("closed");
      else this.#retry(full);
    });
    this.#sendFrame({
      type: "hello",
      ...(this.#token ? { token: this.#token } : {}),
      ...(this.#opts.hostToken ? { hostToken: this.#opts.hostToken } : {}),
      ...(this.#opts.name ? { name: this.#opts.name } : {}),
    });
    this.#startPing();
  }

  #setFull(full: boolean): void {
    if (this.full === full) return;
    this.full = full;
    // Said with the status: a page shows why it is offline.
    this.#emit("status", this.status);
  }

  #retry(full = false): void {
    if (this.#closed) return;
    this.#setStatus("offline");
    if (this.#timer) clearTimeout(this.#timer);
    const { minMs, maxMs } = this.#opts.backoff ?? { minMs: 250, maxMs: 10_000 };
    const base = Math.min(maxMs, minMs * 2 ** this.#attempt);
    const wait = (full ? Math.max(base, Math.min(FULL_WAIT_MS, maxMs)) : base) * (0.75 + Math.random() * 0.5);
    this.#attempt = Math.min(this.#attempt + 1, 16);
    this.#timer = setTimeout(() => void this.#open(), wait);
  }

  /**
   * The heartbeat: looked at a few times a beat; after `pingMs` of silence a
   * ping, and `deadMs` more of silence after it and the socket is dead.
   */
  #startPing(): void {
    const every = this.#opts.pingMs ?? PING_MS;
    if (every <= 0) return;
    const dead = this.#opts.deadMs ?? DEAD_MS;
    this.#ping = setInterval(() => {
      const now = Date.now();
      if (this.#pingAt !== null && now - this.#pingAt >= dead) this.#reopen();
      else if (this.#pingAt === null && now - this.#lastHeard >= every) this.#probe();
    }, Math.max(50, Math.min(1_000, every / 4, dead / 4)));
  }

  #stopPing(): void {
    if (this.#ping) clearInterval(this.#ping);
    this.#ping = null;
  }

  /** A ping that must be answered within `deadMs` (any frame from the table answers it). */
  #probe(): void {
    const ws = this.#ws;
    if (!ws || ws.readyState !== OPEN) return;
    this.#pingAt ??= Date.now();
    try {
      ws.send("ping");
    } catch {
      // closing: its close event reopens
    }
  }

  /**
   * Drops the socket without waiting for its close event (on a dead link it
   * comes only after the browser's closing handshake times out) and opens a
   * new one now, the backoff started over.
   */
  #reopen(): void {
    if (this.#closed) return;
    const ws = this.#ws;
    this.#ws = null;
    this.#pingAt = null;
    this.#stopPing();
    try {
      ws?.close(CLOSE.noHeartbeat, "no heartbeat");
    } catch {
      // already closed
    }
    this.#attempt = 0;
    void this.#open(true);
  }

  /**
   * The moment to look again (./wake.ts; a page may call it too). The
   * network is back: a new socket at once (the old one's path may be gone).
   * The page is in front again: the socket is kept if the table was heard
   * within a beat (and asked, with a ping), else a new one at once (a
   * socket silent while the page slept may be dead, and finding out would
   * take `deadMs`). The network is gone: the socket is dropped and the view
   * no longer called live; the retries go on (and succeed the moment it is
   * back, if no `online` says so first).
   */
  wake(why: Wake): void {
    if (this.#closed) return;
    if (why === "offline") {
      const ws = this.#ws;
      this.#ws = null;
      this.#stopPing();
      try {
        ws?.close(CLOSE.noHeartbeat, "offline");
      } catch {
        // already closed
      }
      if (!this.#opening) this.#retry();
      return;
    }
    const ws = this.#ws;
    const fresh = ws !== null && ws.readyState === OPEN && Date.now() - this.#lastHeard < (this.#opts.pingMs || PING_MS);
    if (why === "visible" && fresh) this.#probe();
    else this.#reopen();
  }

  #onMessage(data: unknown): void {
    this.#lastHeard = Date.now();
    this.#pingAt = null;
    if (typeof data !== "string" || data === "pong") return;
    let raw: unknown = null;
    try {
      raw = JSON.parse(data);
    } catch {
      // Not JSON: refused below as a frame that is not one.
    }
    // Checked, not cast: a frame that is not what the protocol says (server-frames.ts) is dropped, and said.
    if (!isServerFrame(raw)) {
      this.#emit("malformed", `${whereNot(SERVER_FRAME, raw, CLIENT_READING)}: not as the protocol says`);
      return;
    }
    const frame = raw;
    switch (frame.type) {
      case "welcome":
        this.tableId = frame.tableId;
        this.you = frame.you;
        this.host = frame.host;
        if (frame.token) this.#setToken(frame.token);
        else if (frame.you === null && this.#token && this.status !== "online") this.#setToken(null);
        if (this.status !== "online") this.#resumed();
        // A new socket counts as in front until it says otherwise.
        if (!this.#front) this.#sendFrame({ type: "front", front: false });
        this.#emit("welcome", frame);
        break;
      case "table":
        // A new game at the table: its versions count from 0 again.
        if (this.table && this.table.gameId !== frame.table.gameId) {
          this.version = 0;
          this.view = null;
        }
        this.table = frame.table;
        this.#clocks(frame.table);
        this.#emit("table", frame.table);
        break;
      case "view":
        if (frame.events && frame.events.length > 0) this.#emit("event", frame.events);
        if (frame.version >= this.version || this.view === null) {
          this.version = frame.version;
          this.view = frame.view;
          this.deadline = frame.deadline ?? null;
          this.#clocks(frame);
          this.#emit("view", frame.view);
        }
        break;
      case "event":
        this.#emit("event", frame.events);
        break;
      case "ack":
        this.#answer(frame.id, { ok: true, version: frame.version });
        break;
      case "error":
        if (frame.code === "bad-token") this.#setToken(null);
        // Told to slow down: the frame was dropped unread, so re-send unanswered moves a little later.
        if (frame.code === "rate-limited") this.#resendLater();
        if (frame.id && this.#pending.has(frame.id)) {
          this.#answer(frame.id, { ok: false, code: frame.code, message: frame.message, ...(frame.params ? { params: frame.params } : {}) });
        }
        this.#emit("error", frame);
        break;
      case "chat":
        this.#emit("chat", frame);
        break;
      case "over":
        this.#emit("over", frame);
        break;
      case "push":
        this.pushOn = frame.on;
        break;
    }
    this.#emit("frame", frame);
  }

  /** The turn clocks a frame brings, in this machine's time (the summary's and the views' alike: the last one says). */
  #clocks(f: { readonly clocks?: readonly TurnClock[] | undefined; readonly now?: number | undefined }): void {
    const skew = f.now === undefined ? 0 : f.now - Date.now();
    this.clocks = (f.clocks ?? []).map((c) => ({ ...c, ends: c.ends - skew }));
  }

  /** After (re)connecting: catch up and re-send unanswered moves with their ids. */
  #resumed(): void {
    this.#attempt = 0;
    this.#fullRefusals = 0;
    this.full = false;
    this.#setStatus("online");
    if (this.version > 0) this.#sendFrame({ type: "sync", since: this.version });
    for (const [id, p] of this.#pending) this.#sendFrame({ type: "act", id, action: p.action });
  }

  #resendLater(): void {
    if (this.#resend) return;
    this.#resend = setTimeout(() => {
      this.#resend = null;
      for (const [id, p] of this.#pending) this.#sendFrame({ type: "act", id, action: p.action });
    }, 1000);
  }

  #setToken(token: string | null): void {
    this.#token = token;
    this.#opts.onToken?.(token);
  }

  #answer(id: string, a: ActAnswer): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#pending.delete(id);
    p.resolve(a);
  }

  #sendFrame(frame: ClientFrame): boolean {
    const ws = this.#ws;
    if (!ws || ws.readyState !== OPEN) return false;
    try {
      ws.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  /** Makes a move. The answer comes back even across a reconnect. */
  act(action: SeatAction, id: string = newActId()): Promise<ActAnswer> {
    return new Promise((resolve) => {
      this.#pending.set(id, { action, resolve });
      if (this.status === "online") this.#sendFrame({ type: "act", id, action });
    });
  }

  sit(seat: number, name?: string): void {
    const given = name ?? this.#opts.name;
    this.#sendFrame({ type: "sit", seat, ...(given ? { name: given } : {}) });
  }
  /** The person is there: a stand-in bot playing their seat (their clock ran out) gives it back. */
  back(): void {
    this.#sendFrame({ type: "back" });
  }

  /** Seated: this page's person reads the hand's result (`true`: the next hand waits for them, within their clock), or is done. */
  reading(on: boolean): void {
    this.#sendFrame({ type: "reading", on });
  }
  /** Seated, before the game: the name you go by here. */
  rename(name: string): void {
    this.#sendFrame({ type: "rename", name });
  }
  leave(): void {
    this.#sendFrame({ type: "leave" });
  }
  start(): void {
    this.#sendFrame({ type: "start" });
  }
  end(): void {
    this.#sendFrame({ type: "end" });
  }
  configure(c: { options?: Record<string, unknown>; players?: number; settings?: TableSettings }): void {
    this.#sendFrame({ type: "configure", ...c });
  }
  kick(seat: number, ban = false): void {
    this.#sendFrame({ type: "kick", seat, ...(ban ? { ban } : {}) });
  }
  /** Host: a bot in `seat` (or out, before a game), playing at `level` (the table's default when not given). */
  bot(seat: number, on = true, level?: BotLevel): void {
    this.#sendFrame({ type: "bot", seat, on, ...(level ? { level } : {}) });
  }
  chat(text: string): void {
    this.#sendFrame({ type: "chat", text });
  }
  /** Seated: notify this browser (its PushSubscription.toJSON()) when the seat is awaited and nobody is looking; answered by a `push` frame. */
  subscribe(subscription: PushSubscriptionJson): void {
    this.#sendFrame({ type: "push", subscription });
  }
  /** No more notifications for this seat: to `endpoint` only, or to all of its browsers. */
  unsubscribe(endpoint?: string): void {
    this.#sendFrame({ type: "unpush", ...(endpoint ? { endpoint } : {}) });
  }
  /** Whether the page is in front (visible): the table notifies a seat none of whose pages has been in front for a few seconds. */
  setFront(front: boolean): void {
    if (front === this.#front) return;
    this.#front = front;
    if (this.status === "online") this.#sendFrame({ type: "front", front });
  }
  /** Sends a raw frame (for tests of bad input). */
  raw(data: string): void {
    this.#ws?.send(data);
  }

  /** Stops: closes the socket and does not reconnect. */
  close(): void {
    this.#closed = true;
    this.#unwake?.();
    this.#unwake = null;
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#resend) clearTimeout(this.#resend);
    this.#stopPing();
    const ws = this.#ws;
    this.#ws = null;
    this.#setStatus("closed");
    try {
      ws?.close(1000, "bye");
    } catch {
      // already closed
    }
  }

  /** Drops the connection as a network failure would (the client then reconnects by itself). */
  drop(): void {
    const ws = this.#ws;
    try {
      ws?.close(CLOSE.noHeartbeat, "dropped");
    } catch {
      // already closed
    }
  }

  /** What this client sees now, in a few words (for a wait that ran out). */
  #seen(): string {
    const view = this.view;
    const turn = view === null || view.turn === null ? "nobody's turn" : `seat ${view.turn}'s turn`;
    return `status ${this.status}, version ${this.version}, table ${this.table?.phase ?? "unknown"}, game ${view?.phase ?? "none"}, ${turn}, you ${this.you ?? "watching"}`;
  }

  /**
   * Resolves when `pred` holds (checked on every frame and status change).
   * Past `timeoutMs` it fails saying what it waited for (`what`) and what
   * the client saw last: its status, version, the table's phase, the
   * game's phase and whose turn it was.
   */
  waitFor(pred: (c: TableClient) => boolean, timeoutMs = 10_000, what = "a state of the table"): Promise<void> {
    if (pred(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (pred(this)) {
          done();
          resolve();
        }
      };
      const offFrame = this.on("frame", check);
      const offStatus = this.on("status", check);
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${this.#seen()}`));
      }, timeoutMs);
      const done = () => {
        offFrame();
        offStatus();
        clearTimeout(timer);
      };
    });
  }
}
