/**
 * The client library on a fake socket (Node, fake timers): what it does when
 * a table refuses it as full (close code 4008), and how it reads what a
 * table sends (checked against the protocol, never cast).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TableClient } from "../../src/client";
import type { SocketLike } from "../../src/client/socket";

type Listener = (event: never) => void;

/** A socket the test plays the table's part on: `answer` gets the client's hello. */
class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  readonly #listeners = new Map<string, Listener[]>();

  constructor(private readonly answer: (ws: FakeSocket, hello: { token?: string }) => void) {
    queueMicrotask(() => {
      this.readyState = 1;
      this.#emit("open", {});
    });
  }

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(data);
    if (this.sent.length === 1) queueMicrotask(() => this.answer(this, JSON.parse(data) as { token?: string }));
  }

  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.#emit("close", { code });
  }

  receive(frame: unknown): void {
    this.emitText(JSON.stringify(frame));
  }

  emitText(data: string): void {
    this.#emit("message", { data });
  }

  #emit(type: string, event: unknown): void {
    for (const l of this.#listeners.get(type) ?? []) l(event as never);
  }
}

/**
 * A table that refuses the first `fullFor` connections as full (closed with
 * 4008 at their hello) and lets in the ones after: a token gets its seat.
 * It notes when each connection was opened.
 */
function fullTable(fullFor: number, code = 4008) {
  const opened: number[] = [];
  const sockets: FakeSocket[] = [];
  const connect = () => {
    opened.push(Date.now());
    const n = opened.length;
    const ws = new FakeSocket((ws, hello) => {
      if (n <= fullFor) ws.close(code);
      else ws.receive({ type: "welcome", tableId: "t", you: hello.token ? 2 : null, host: false });
    });
    sockets.push(ws);
    return ws;
  };
  return { opened, sockets, connect };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a full table (4008)", () => {
  it("a seat holder keeps trying, with growing waits, says the table is full meanwhile, and gets its seat back", async () => {
    const table = fullTable(6);
    const client = new TableClient({ connect: table.connect, token: "seat-token", pingMs: 0, backoff: { minMs: 250, maxMs: 10_000 } });
    const statuses: string[] = [];
    client.on("status", (s) => statuses.push(`${s}${client.full ? " (full)" : ""}`));
    void client.connect().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(client.status).toBe("offline");
    expect(client.full).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.status).toBe("online");
    expect(client.you).toBe(2);
    expect(client.full).toBe(false);
    expect(client.token).toBe("seat-token");
    expect(table.opened.length).toBe(7);
    // Every try sent the token; the waits between tries grow (with jitter), at least most of a second each, at most 10 s and jitter.
    for (const ws of table.sockets) expect(JSON.parse(ws.sent[0] as string)).toMatchObject({ type: "hello", token: "seat-token" });
    const waits = table.opened.slice(1).map((t, i) => t - (table.opened[i] as number));
    for (const w of waits) expect(w).toBeGreaterThanOrEqual(750);
    for (const w of waits) expect(w).toBeLessThanOrEqual(12_500);
    expect(waits[5] as number).toBeGreaterThan(waits[0] as number);
    expect(statuses).toContain("offline (full)");
    expect(statuses.at(-1)).toBe("online");
    client.close();
  });

  it("a spectator gives up after a few refusals and says the table is full", async () => {
    const table = fullTable(100);
    const client = new TableClient({ connect: table.connect, pingMs: 0 });
    const connected = client.connect().then(
      () => "online",
      () => "failed",
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.status).toBe("closed");
    expect(client.full).toBe(true);
    expect(table.opened.length).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(table.opened.length).toBe(3);
    expect(await connected).toBe("failed");
  });

  it("a spectator let in on a later try is online, and no longer full", async () => {
    const table = fullTable(2);
    const client = new TableClient({ connect: table.connect, pingMs: 0 });
    const connected = client.connect();
    await vi.advanceTimersByTimeAsync(30_000);
    await connected;
    expect(client.status).toBe("online");
    expect(client.full).toBe(false);
    expect(client.you).toBeNull();
    client.close();
  });

  it("still stops for good when the seat opens elsewhere (4001) or the table is gone (4004)", async () => {
    for (const code of [4001, 4004]) {
      const table = fullTable(100, code);
      const client = new TableClient({ connect: table.connect, token: "seat-token", pingMs: 0 });
      void client.connect().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(client.status).toBe("closed");
      expect(client.full).toBe(false);
      expect(table.opened.length).toBe(1);
    }
  });
});

describe("frames from the network", () => {
  it("are checked against the protocol: one that is not as the protocol says is dropped and said, one with a field the client does not know yet is read", async () => {
    const table = fullTable(0);
    const client = new TableClient({ connect: table.connect, pingMs: 0 });
    const malformed: string[] = [];
    client.on("malformed", (m) => malformed.push(m));
    const connected = client.connect();
    await vi.advanceTimersByTimeAsync(100);
    await connected;
    const ws = table.sockets[0] as FakeSocket;
    const view = { game: "zheng-fen", phase: "play" };
    const seat = { seat: 0, name: "Mei", bot: false, connected: true, standIn: false, state: "person" };
    const summary = {
      id: "t", game: "zheng-fen", options: {}, players: 3, settings: {}, clock: null, seats: [seat], phase: "playing", gameId: "g", spectators: 0,
    };

    ws.receive({ type: "view", version: "7", view });
    ws.receive({ type: "table", table: { ...summary, seats: [{ ...seat, state: "ghost" }] } });
    ws.receive({ type: "error", code: "bad-frame", message: "x", params: { card: ["S2"] } });
    ws.emitText("{not json");
    expect(client.view).toBeNull();
    expect(client.table).toBeNull();
    expect(malformed).toEqual([
      "version: not as the protocol says",
      "table.seats.0.state: not as the protocol says",
      "params.card: not as the protocol says",
      "frame: not as the protocol says",
    ]);

    // A newer table may add fields: what the client knows is still checked, the rest let through.
    ws.receive({ type: "view", version: 7, view, events: [], later: { anything: true } });
    ws.receive({ type: "table", table: { ...summary, lobbyNote: "new" } });
    expect(client.version).toBe(7);
    expect(client.view).toEqual(view);
    expect(client.table?.seats[0]?.state).toBe("person");
    expect(malformed).toHaveLength(4);
    client.close();
  });

  it("turn clocks (issue 57): in this machine's time, moved by the server's `now`; the last frame says, a view without them clears them", async () => {
    const table = fullTable(0);
    const client = new TableClient({ connect: table.connect, pingMs: 0 });
    const connected = client.connect();
    await vi.advanceTimersByTimeAsync(100);
    await connected;
    const ws = table.sockets[0] as FakeSocket;
    const view = { game: "zheng-fen", phase: "play" };
    // The server's clock is a minute ahead of this machine's: 10 s are left of seat 1's move, 45 s of its bank.
    const server = Date.now() + 60_000;
    ws.receive({ type: "view", version: 3, view, clocks: [{ seat: 1, ends: server + 10_000, bank: 45_000 }], now: server });
    expect(client.clocks).toEqual([{ seat: 1, ends: Date.now() + 10_000, bank: 45_000 }]);
    // A stale view (an older version) changes nothing; the next one without clocks clears them.
    ws.receive({ type: "view", version: 2, view, clocks: [{ seat: 2, ends: server, bank: 0 }], now: server });
    expect(client.clocks.map((c) => c.seat)).toEqual([1]);
    ws.receive({ type: "view", version: 4, view });
    expect(client.clocks).toEqual([]);
    // Bad clocks are not a frame.
    const malformed: string[] = [];
    client.on("malformed", (m) => malformed.push(m));
    ws.receive({ type: "view", version: 5, view, clocks: [{ seat: 1, ends: "soon", bank: 0 }], now: server });
    expect(malformed).toEqual(["clocks.0.ends: not as the protocol says"]);
    client.close();
  });
});

/** A table that lets every connection in (a seat for a token) and answers pings; `die` kills the links open now, silently. */
function liveTable() {
  const sockets: FakeSocket[] = [];
  const dead = new Set<FakeSocket>();
  const connect = () => {
    const ws = new FakeSocket((ws, hello) => ws.receive({ type: "welcome", tableId: "t", you: hello.token ? 2 : null, host: false }));
    const send = ws.send.bind(ws);
    ws.send = (data: string) => {
      send(data);
      if (data === "ping" && !dead.has(ws)) queueMicrotask(() => ws.emitText("pong"));
    };
    // A dead link tells nothing: closing it never brings a close event.
    const close = ws.close.bind(ws);
    ws.close = (code?: number) => {
      if (!dead.has(ws)) close(code);
      else ws.readyState = 3;
    };
    sockets.push(ws);
    return ws;
  };
  return { sockets, connect, die: () => sockets.forEach((ws) => dead.add(ws)) };
}

describe("back the moment it can be (issue 58)", () => {
  it("a socket that goes silent is pinged after pingMs, dropped deadMs later without waiting for its close, and a new one opened at once; an unanswered move goes again with its id", async () => {
    const table = liveTable();
    const client = new TableClient({ connect: table.connect, token: "seat-token", pingMs: 10_000, deadMs: 5_000, wakeEvents: false });
    const connected = client.connect();
    await vi.advanceTimersByTimeAsync(10);
    await connected;
    const first = table.sockets[0] as FakeSocket;
    // Answered pings keep the socket.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(first.sent.filter((f) => f === "ping").length).toBeGreaterThanOrEqual(2);
    expect(table.sockets.length).toBe(1);
    table.die();
    void client.act({ type: "pass" } as never, "move-1");
    const silentFrom = Date.now();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(table.sockets.length).toBe(1);
    // Within a beat and the dead wait (and the checks' step) of the last word: a new socket, welcomed, the move sent again.
    await vi.advanceTimersByTimeAsync(7_500);
    expect(table.sockets.length).toBe(2);
    expect(Date.now() - silentFrom).toBeLessThanOrEqual(16_500);
    expect(client.status).toBe("online");
    const again = (table.sockets[1] as FakeSocket).sent.map((f) => (f.startsWith("{") ? (JSON.parse(f) as { type: string; id?: string }) : null));
    expect(again.filter((f) => f?.type === "act").map((f) => f?.id)).toEqual(["move-1"]);
    client.close();
  });

  it("the network back: a new socket at once, the backoff started over, even in the middle of a long wait", async () => {
    const table = fullTable(5);
    const client = new TableClient({ connect: table.connect, token: "seat-token", pingMs: 0, wakeEvents: false, backoff: { minMs: 1_000, maxMs: 60_000 } });
    void client.connect().catch(() => undefined);
    // Five refusals: the next try waits several seconds.
    await vi.advanceTimersByTimeAsync(20_000);
    const tries = table.opened.length;
    expect(client.status).toBe("offline");
    client.wake("online");
    await vi.advanceTimersByTimeAsync(10);
    expect(table.opened.length).toBe(tries + 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.status).toBe("online");
    client.close();
  });

  it("the page in front again: a socket heard within a beat is only pinged; one silent longer is replaced at once; the network gone is said at once", async () => {
    const table = liveTable();
    const client = new TableClient({ connect: table.connect, token: "seat-token", pingMs: 10_000, wakeEvents: false });
    const connected = client.connect();
    await vi.advanceTimersByTimeAsync(10);
    await connected;
    client.wake("visible");
    await vi.advanceTimersByTimeAsync(10);
    expect(table.sockets.length).toBe(1);
    expect((table.sockets[0] as FakeSocket).sent.at(-1)).toBe("ping");
    // Hidden a minute: timers slowed to a crawl, nothing heard (the page's timers did not run: no pings).
    vi.setSystemTime(Date.now() + 60_000);
    client.wake("visible");
    await vi.advanceTimersByTimeAsync(10);
    expect(table.sockets.length).toBe(2);
    expect(client.status).toBe("online");
    const statuses: string[] = [];
    client.on("status", (s) => statuses.push(s));
    client.wake("offline");
    expect(client.status).toBe("offline");
    expect(statuses).toEqual(["offline"]);
    client.close();
  });
});
