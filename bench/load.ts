/**
 * The benchmarks' clients: people playing at a table of ours (the engine's
 * bot moving for each of them), the floor's sockets, and an echo. Every
 * view frame is stamped by its socket's first listener, before anything
 * parses it, the same way for our table and for the floor. Every wait has a
 * bound and fails with a message that says what it was waiting for.
 */
import { Api, TableClient } from "../src/client";
import type { SocketLike } from "../src/client/socket";
import { type GameView, botAction } from "../src/engine";
import { VIEWS_IN_TURN } from "./fixtures/floor/views";

/** No frame a benchmark waits for may take longer than this (a loaded 2-core machine included). */
export const WAIT_MS = 15_000;
/** A game in which nothing has moved for this long is stuck: the run fails rather than hang. */
export const STALL_MS = 30_000;

/**
 * The pause, in the latency runs, from the moment the last socket holds a
 * move's view to the next act, at our table and at the floor alike. A
 * Durable Object sent its next act the instant it goes idle spends less CPU
 * per act than one whose acts come apart (people think; our movers parse
 * and ask the bot). Measured once on the floor: 760 µs per move back to
 * back, 1,000 to 1,150 µs when its client did what our movers do between
 * moves, 1,360 µs with a 2 ms pause. Both sides get the same pause so that
 * they are measured alike.
 */
export const PACE_MS = 2;

/** Resolves at `at` (a performance.now() time), at once if that is past. */
function until(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait));
}

/** Settings that make a table play as fast as its people do. */
export const FAST = { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 0 };

let ipCounter = 0;
/** Each client its own address, so the per-address brakes on new tables and sockets do not throttle a benchmark. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function openSocket(url: string): SocketLike {
  return new (globalThis.WebSocket as unknown as new (u: string, o: unknown) => SocketLike)(url, { headers: { "CF-Connecting-IP": nextIp() } });
}

export function opened(ws: SocketLike, what: string): Promise<void> {
  return bounded(
    new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve());
      ws.addEventListener("error", () => reject(new Error(`${what}: the socket failed to open`)));
    }),
    WAIT_MS,
    `${what}: the socket did not open`,
  );
}

/** `p`, or a clear error after `ms`. */
export function bounded<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export async function createTable(base: string, body: Record<string, unknown>) {
  const res = await bounded(
    fetch(`${base}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(body),
    }),
    WAIT_MS,
    "create table: no answer",
  );
  if (res.status !== 201) throw new Error(`create table: ${res.status} ${await res.text()}`);
  return (await res.json()) as { tableId: string; hostToken: string };
}

const VERSION = /"version":(\d+)/;
/** A view frame's type and version, as the table writes them first (src/server/table/view-frames.ts). */
const VIEW_HEAD = /^\{"type":"view","version":\d+,/;

/** The version of a view frame, read off its text (null: not a view). */
function viewVersion(data: string): number | null {
  if (!data.startsWith('{"type":"view"')) return null;
  const m = VERSION.exec(data.slice(0, 60));
  return m ? Number(m[1]) : null;
}

/** A view's top-level "turn" key (the only one of that name in a view): the harness reads it off the text, not parsing a view that the seat's client will parse again. */
const TURN = /"turn":(\d+)/;

/** Whose turn a view frame names (null: nobody's, as in the bidding, or not a view). */
export function turnOf(data: string): number | null {
  const at = data.indexOf('"view":{');
  const m = at < 0 ? null : TURN.exec(data.slice(at));
  return m ? Number(m[1]) : null;
}

/** A view a mover thought on, as it came, and the mover's seat. */
export interface Thought {
  readonly seat: number;
  readonly frame: string;
}

/**
 * When a socket's view frames arrived: for each version, the arrival of the
 * first view at that version or later (views only ever move forward on one
 * socket at one table).
 */
export class Stamps {
  readonly #seen: [version: number, at: number][] = [];
  readonly #waiters = new Set<{ version: number; resolve: (at: number) => void }>();
  latest = -1;
  /** The newest view frame as it came (the one this seat's mover thinks on). */
  newest = "";

  /** Give it every frame as it arrives. */
  frame(data: string, now: number): void {
    const version = viewVersion(data);
    if (version === null || version <= this.latest) return;
    this.latest = version;
    this.newest = data;
    this.#seen.push([version, now]);
    if (this.#seen.length > 256) this.#seen.splice(0, 128);
    for (const w of this.#waiters) {
      if (w.version <= version) {
        this.#waiters.delete(w);
        w.resolve(now);
      }
    }
  }

  /** When the first view at `version` or later arrived (waiting for it if need be). */
  when(version: number, what: string): Promise<number> {
    if (version <= this.latest) {
      // Versions rise along `#seen`: the first at `version` or later by bisection. Every mover asks every
      // socket on each view and the one that moved asks again, 42 asks a move at six players: a scan from
      // the oldest of up to 256 was a large part of the clients' CPU in the throughput run, where one Node
      // process drives 300 sockets.
      let lo = 0;
      let hi = this.#seen.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((this.#seen[mid] as [number, number])[0] >= version) hi = mid;
        else lo = mid + 1;
      }
      const found = this.#seen[lo];
      if (found && found[0] >= version) return Promise.resolve(found[1]);
    }
    let entry: { version: number; resolve: (at: number) => void } | undefined;
    const p = new Promise<number>((resolve) => {
      entry = { version, resolve };
      this.#waiters.add(entry);
    });
    return bounded(p, WAIT_MS, `${what}: no view of version ${version} (latest ${this.latest})`).finally(() => {
      if (entry) this.#waiters.delete(entry);
    });
  }
}

/** When the last of `stamps` got a view of `version` or later (waiting for it if need be). */
async function lastArrival(stamps: readonly Stamps[], version: number, what: string): Promise<number> {
  return Math.max(...(await Promise.all(stamps.map((s) => s.when(version, what)))));
}

/** One game at a new table of people, each moving with the engine's bot as soon as it is their move. */
export interface Game {
  readonly tableId: string;
  readonly clients: readonly TableClient[];
  readonly stamps: readonly Stamps[];
  /** Moves the table refused, by error code (a bot moving on a view that was already out of date). */
  readonly refused: ReadonlyMap<string, number>;
  /** The newest version the host's socket holds (0 before the first view). */
  version(): number;
  /** Average bytes of a view frame as sent. */
  frameBytes(): number;
  /** The views of the newest view frames seat 0 received (JSON, oldest first): what the floor sends in our place. */
  recentViews(): string[];
  /** The newest view frames the movers thought on, with their seats (oldest first): what the floor's mover thinks on. */
  recentThoughts(): Thought[];
  /** The host starts the game; moves follow by themselves until `hold()`. */
  start(): void;
  /** Stops making moves (a move in flight still finishes). */
  hold(): void;
  /** Makes moves again. */
  play(): void;
  /** Resolves when the game is over; rejects when a move fails or nothing moves for STALL_MS. */
  readonly ended: Promise<void>;
  /** One move by whoever may move now, timed to the last socket's view of it (null: nobody may move now). */
  moveOnce(): Promise<number | null>;
  close(): void;
}

export interface GameOptions {
  readonly players: number;
  readonly game?: string;
  readonly settings?: Record<string, unknown>;
  /** Called with each accepted move's time from sending it to the last socket's view of it (ms). */
  readonly onSample?: (ms: number) => void;
  /** Each act goes out at least this long after the last socket got the view it answers (see PACE_MS). */
  readonly paceMs?: number;
}

/** The longest the clients' listeners are held back for a view that has not reached every socket (see Held). */
const HOLD_MS = 50;

/**
 * The clients' listeners at one table, held until every socket holds the
 * newest view any of them got. The stamp of a frame comes from its
 * socket's first listener; the client's own (parsing the view, updating
 * its state, a bot thinking) run later. Node does not always hand over the
 * frames of one broadcast in one turn of its loop: at twelve seats they
 * often come over several, and a client parsing its 4 KB view between two
 * of them would stamp the sockets after it later, a cost of the harness
 * the floor's bare sockets do not pay. Until `on` (while people sit down,
 * each socket on its own), and for frames that are not new views while
 * none is on its way, a listener runs in the next setImmediate. Events
 * keep their order (one queue, released first in, first out).
 */
export class Held {
  on = false;
  readonly #queue: (() => void)[] = [];
  #pending = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `after`: called once a batch of listeners has run (see Readers). */
  constructor(
    private readonly stamps: readonly Stamps[],
    private readonly after: () => void = () => {},
  ) {}

  /** Runs `f` in a later turn, once every socket holds the newest view (or HOLD_MS after it was first held back). */
  run(f: () => void): void {
    this.#queue.push(f);
    if (this.#pending) return;
    this.#pending = true;
    setImmediate(() => this.#drain(false));
  }

  /** Runs what waits, if the sockets are level when it runs (another view may have come meanwhile), or if `overdue`. */
  #drain(overdue: boolean): void {
    this.#pending = false;
    if (this.on && !overdue && !this.#level()) {
      // The frame that levels the sockets comes with a listener of its own, which drains again.
      this.#timer ??= setTimeout(() => this.#drain(true), HOLD_MS);
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const f of this.#queue.splice(0)) f();
    this.after();
  }

  #level(): boolean {
    let low = Number.POSITIVE_INFINITY;
    let high = -1;
    for (const s of this.stamps) {
      low = Math.min(low, s.latest);
      high = Math.max(high, s.latest);
    }
    return low === high;
  }
}

/**
 * Which clients at a table read a view, and when. Every socket gets every
 * view, but only a seat that may act needs to read its own: the others'
 * clients would parse a 3–4 KB frame each a move (five of six at a table of
 * six) for nothing, work the floor's bare sockets do not do, and in the
 * throughput run one Node process drives 300 sockets on the cores workerd
 * needs. So once `on`, a view frame is kept unread (a newer one replaces it)
 * until `settle` (after each batch of listeners, when every socket holds the
 * newest view) reads the newest frame once: the seat whose turn it names
 * reads its own; when it names none (bids, the kitty, between hands) every
 * seat does. Any other frame on a socket comes after the view kept before
 * it, so each client sees its frames in order, only with views skipped that
 * a newer one replaced.
 */
export class Readers {
  on = false;
  /** Per seat, the delivery of its newest view not yet read. */
  readonly #kept = new Map<number, () => void>();
  /** The newest view kept, as sent. */
  #newest: { data: string; version: number } | null = null;

  /** A frame for `seat`'s client; `read` hands it over. */
  frame(seat: number, data: string, read: () => void): void {
    const version = this.on ? viewVersion(data) : null;
    if (version === null) {
      this.#read(seat);
      read();
      return;
    }
    this.#kept.set(seat, read);
    if (!this.#newest || version >= this.#newest.version) this.#newest = { data, version };
  }

  /** The seats that may act read their newest views. */
  settle(): void {
    const newest = this.#newest;
    if (!newest) return;
    this.#newest = null;
    const turn = turnOf(newest.data);
    if (turn !== null) this.#read(turn);
    else for (const seat of [...this.#kept.keys()]) this.#read(seat);
  }

  #read(seat: number): void {
    const read = this.#kept.get(seat);
    if (!read) return;
    this.#kept.delete(seat);
    read();
  }
}

/** The socket as seat `seat`'s client sees it: its listeners run when `held` lets them, its views when `readers` do. */
function afterStamps(ws: SocketLike, seat: number, held: Held, readers: Readers): SocketLike {
  return {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    addEventListener: (type: "message" | "open" | "close" | "error", listener: (event: never) => void) =>
      ws.addEventListener(type as "open", (e) =>
        held.run(() => {
          const deliver = () => listener(e as never);
          if (type === "message") readers.frame(seat, String((e as { data?: unknown }).data), deliver);
          else deliver();
        }),
      ),
  };
}

export async function seatPeople(base: string, opts: GameOptions): Promise<Game> {
  const { players } = opts;
  const t = await createTable(base, { game: opts.game ?? "zpy-online", players, settings: opts.settings ?? FAST });
  const url = new Api(base).socketUrl(t.tableId);
  const clients: TableClient[] = [];
  const stamps: Stamps[] = [];
  let bytes = 0;
  let frames = 0;
  const recent: string[] = [];
  const thoughts: Thought[] = [];
  const readers = new Readers();
  const held = new Held(stamps, () => readers.settle());
  /**
   * Seat 0's view frames as sent: their size, and what each carries besides
   * its type and version (its events and view), for the floor to send as its
   * own. Read off the text: encoding the parsed frame again cost the clients
   * two JSON.stringify calls a move.
   */
  const count = (data: string) => {
    const head = VIEW_HEAD.exec(data);
    if (!head) return;
    bytes += data.length;
    frames++;
    recent.push(`{${data.slice(head[0].length)}`);
    if (recent.length > 2 * VIEWS_IN_TURN) recent.splice(0, VIEWS_IN_TURN);
  };
  for (let seat = 0; seat < players; seat++) {
    const s = new Stamps();
    stamps.push(s);
    // The stamp comes from the socket's first listener; the client's own listeners run later (see `Held`).
    const connect = () => {
      const ws = openSocket(url);
      ws.addEventListener("message", (e) => {
        const data = String(e.data);
        s.frame(data, performance.now());
        // Seat 0's counters read the frame as sent, after every socket's stamp (see `Held`).
        if (seat === 0) setImmediate(() => count(data));
      });
      return afterStamps(ws, seat, held, readers);
    };
    const c = new TableClient({ connect, ...(seat === 0 ? { hostToken: t.hostToken } : {}), pingMs: 0 });
    await c.connect();
    c.sit(seat);
    await c.waitFor((x) => x.you === seat, WAIT_MS);
    clients.push(c);
  }
  // Everyone is seated: from now on each view goes to every socket (see Held), and is read where a seat may act (Readers).
  held.on = true;
  readers.on = true;

  const refused = new Map<string, number>();
  let holding = true;
  let lastProgress = Date.now();
  let finish: () => void = () => {};
  let fail: (e: unknown) => void = () => {};
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // Nobody waits on this promise until later: keep an early failure from counting as unhandled.
  ended.catch(() => {});

  /** Times one accepted move to the moment the last socket holds a view of its version. */
  const timed = async (c: TableClient, seat: number): Promise<number | null> => {
    // Think only once every socket holds this view: a mover thinking while
    // a view is still on its way would delay that view's stamp, and the
    // floor's one actor never thinks.
    const ready = await lastArrival(stamps, c.version, `table ${t.tableId}`);
    // A newer view is already stamped on this socket and on its way to the client: think on that one (its listener moves again).
    if (c.version < (stamps[seat] as Stamps).latest) return null;
    const action = c.view ? botAction(c.view, seat) : null;
    if (!action) return null;
    thoughts.push({ seat, frame: (stamps[seat] as Stamps).newest });
    if (thoughts.length > 2 * VIEWS_IN_TURN) thoughts.splice(0, VIEWS_IN_TURN);
    if (opts.paceMs) await until(ready + opts.paceMs);
    const t0 = performance.now();
    const answer = await bounded(c.act(action), WAIT_MS, `table ${t.tableId}: no answer to seat ${seat}'s move`);
    if (!answer.ok) {
      refused.set(answer.code, (refused.get(answer.code) ?? 0) + 1);
      return null;
    }
    lastProgress = Date.now();
    return (await lastArrival(stamps, answer.version, `table ${t.tableId}`)) - t0;
  };

  const movers = clients.map((c, seat) => {
    let busy = false;
    // A view came while this mover was busy: it looks again when done (its move may have been refused as out of date).
    let again = false;
    const move = async (): Promise<void> => {
      if (holding) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      again = false;
      let ms: number | null;
      try {
        ms = await timed(c, seat);
      } catch (e) {
        fail(e);
        return;
      } finally {
        busy = false;
      }
      if (ms !== null && !holding) opts.onSample?.(ms);
      // After an accepted move the view may already show another of ours (a lead after winning the trick).
      if (ms !== null || again) void move();
    };
    return move;
  });
  // Think once the view is in (the client's listeners run after every socket's frame of the turn is stamped).
  const offs = clients.map((c, seat) => c.on("view", () => void movers[seat]?.()));

  const host = clients[0] as TableClient;
  const offOver = host.on("table", (s) => {
    if (s.phase === "over") finish();
  });
  const offVersion = host.on("view", () => {
    lastProgress = Date.now();
  });
  const watchdog = setInterval(() => {
    if (!holding && Date.now() - lastProgress > STALL_MS) {
      fail(new Error(`table ${t.tableId}: nothing moved for ${STALL_MS} ms (phase ${host.table?.phase ?? "?"}, version ${host.version})`));
    }
  }, 1000);
  void ended.then(
    () => clearInterval(watchdog),
    () => clearInterval(watchdog),
  );

  return {
    tableId: t.tableId,
    clients,
    stamps,
    refused,
    version: () => Math.max(0, (stamps[0] as Stamps).latest),
    frameBytes: () => Math.round(bytes / Math.max(1, frames)),
    recentViews: () => recent.slice(-VIEWS_IN_TURN),
    recentThoughts: () => thoughts.slice(-VIEWS_IN_TURN),
    start: () => {
      holding = false;
      lastProgress = Date.now();
      host.start();
    },
    hold: () => {
      holding = true;
    },
    play: () => {
      holding = false;
      lastProgress = Date.now();
      for (const move of movers) void move();
    },
    ended,
    moveOnce: async () => {
      for (const [seat, c] of clients.entries()) {
        const ms = await timed(c, seat);
        if (ms !== null) return ms;
      }
      return null;
    },
    close: () => {
      holding = true;
      clearInterval(watchdog);
      offOver();
      offVersion();
      offs.forEach((off) => off());
      for (const c of clients) c.close();
    },
  };
}

/**
 * The floor at one "table": N sockets, one of them acting in a closed loop;
 * each act timed from sending to the last socket's view of its version.
 * It sends `views` (what real view frames of our tables carried besides
 * their type and version: the view and its events, in the order they came)
 * in turn, so that its frames are ours in size and in content: the runtime
 * compresses every frame (permessage-deflate), and a run of one letter
 * costs it far less than the JSON of a card table. `load` gives it newer
 * ones, so that it sends what our table sent in the moves just timed.
 * Given `thoughts` (what our movers thought on), its mover thinks as ours
 * do before each act: it parses a view a seat moved on and asks the bot
 * for that seat's move (then sends its own act). The two sides' clients
 * then think alike, and in the throughput run, where they share two cores
 * with workerd, the floor's no longer leave its server the room ours use.
 */
export async function floorAt(base: string, name: string, players: number, rowBytes: number, views: readonly string[], paceMs = 0, thoughts: readonly Thought[] = []) {
  if (views.length === 0) throw new Error(`floor ${name}: no views to send`);
  const url = `${base.replace("http", "ws")}/ws/${name}`;
  const sockets: SocketLike[] = [];
  const stamps: Stamps[] = [];
  for (let i = 0; i < players; i++) {
    const ws = openSocket(url);
    const s = new Stamps();
    ws.addEventListener("message", (e) => s.frame(String(e.data), performance.now()));
    await opened(ws, `floor ${name}`);
    sockets.push(ws);
    stamps.push(s);
  }
  const actor = sockets[0] as SocketLike;
  const acks = new Map<string, (v: number) => void>();
  actor.addEventListener("message", (e) => {
    const data = String(e.data);
    if (!data.startsWith('{"type":"ack"')) return;
    const m = JSON.parse(data) as { id: string; version: number };
    acks.get(m.id)?.(m.version);
  });
  const ask = (id: string, frame: string): Promise<number> =>
    bounded(
      new Promise<number>((resolve) => {
        acks.set(id, resolve);
        actor.send(frame);
      }),
      WAIT_MS,
      `floor ${name}: no ack to ${id}`,
    ).finally(() => acks.delete(id));
  let given = 0;
  let thinking = thoughts;
  /** Gives the floor more views (it sends the newest VIEWS_IN_TURN of them in turn from now on), and its mover newer thoughts. */
  const load = async (more: readonly string[], newer: readonly Thought[] = []) => {
    for (const view of more) {
      const id = `view${given++}`;
      await ask(id, `{"type":"view","id":"${id}","view":${view}}`);
    }
    if (newer.length > 0) thinking = newer;
  };
  await load(views);
  let n = 0;
  /** When the last socket got the previous act's view. */
  let last = 0;
  const once = async (): Promise<number> => {
    const thought = thinking[n % Math.max(1, thinking.length)];
    const id = `a${n++}`;
    // As our mover does once the last socket holds the view: read it, and ask the bot.
    if (thought) botAction((JSON.parse(thought.frame) as { view: GameView }).view, thought.seat);
    if (paceMs) await until(last + paceMs);
    const t0 = performance.now();
    const version = await ask(id, JSON.stringify({ type: "act", id, rowBytes }));
    last = await lastArrival(stamps, version, `floor ${name}`);
    return last - t0;
  };
  return { once, load, close: () => sockets.forEach((s) => s.close()) };
}

/** Round trips of a bare echo through one socket to the floor's object: what the clients and the runtime cost by themselves. */
export async function echoes(base: string, count: number, warmup = 100): Promise<number[]> {
  const name = `echo-${Date.now()}-${nextIp()}`;
  const ws = openSocket(`${base.replace("http", "ws")}/ws/${name}`);
  let answer: (() => void) | null = null;
  ws.addEventListener("message", () => answer?.());
  await opened(ws, "echo");
  const out: number[] = [];
  try {
    for (let i = 0; i < warmup + count; i++) {
      const t0 = performance.now();
      await bounded(
        new Promise<void>((resolve) => {
          answer = resolve;
          ws.send(`{"type":"echo","id":"e${i}"}`);
        }),
        WAIT_MS,
        "echo: no answer",
      );
      if (i >= warmup) out.push(performance.now() - t0);
    }
  } finally {
    ws.close();
  }
  return out;
}
