/**
 * The benchmarks time a move from sending it to the moment the last socket
 * holds a view of its version (bench/load.ts, `Stamps`). Its lookup by
 * bisection must give what a scan from the oldest would: the arrival of the
 * first view at that version or later. And the clients' own listeners
 * (`Held`) run only once every socket holds the newest view, in the order
 * their frames came, none lost; and a client reads a view only when its
 * seat may act (`Readers`), never out of order.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Held, Readers, Stamps, turnOf } from "../../bench/load";
import { type GameEvent, type GameState, applyAction, awaiting, botMove, createGame, legalActions } from "../../src/engine";
import { ViewFrames } from "../../src/server/table/view-frames";

const frame = (version: number) => `{"type":"view","version":${version},"view":{}}`;

describe("bench stamps", () => {
  it("answers each version with the first view at it or later, among up to 256 kept, as a scan would", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 400 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), async (steps, asks) => {
        const s = new Stamps();
        const seen: [number, number][] = [];
        let version = 0;
        steps.forEach((step, i) => {
          version += step;
          s.frame(frame(version), i);
          seen.push([version, i]);
          // Stamps keeps the newest 128 to 256: ask only of what it still keeps.
          if (seen.length > 256) seen.splice(0, 128);
        });
        const oldest = (seen[0] as [number, number])[0];
        for (const ask of asks) {
          const v = oldest + (ask % (version - oldest + 1));
          const scan = (seen.find(([sv]) => sv >= v) as [number, number])[1];
          expect(await s.when(v, "test")).toBe(scan);
        }
      }),
    );
  });

  it("ignores what is not a newer view, and waits for a version not yet seen", async () => {
    const s = new Stamps();
    s.frame(frame(3), 10);
    s.frame(frame(2), 11);
    s.frame('{"type":"table"}', 12);
    expect(await s.when(1, "test")).toBe(10);
    const later = s.when(5, "test");
    s.frame(frame(4), 13);
    s.frame(frame(6), 14);
    expect(await later).toBe(14);
  });
});

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Hands the queues' frames over one at a time, each from a socket picked at
 * random among those with frames left (each socket's in order), yielding a
 * turn of the event loop now and then.
 */
async function interleave(queues: string[][], picks: Iterator<number>, pauses: Iterator<boolean>, arrive: (socket: number, data: string) => void): Promise<void> {
  let left = queues.reduce((n, q) => n + q.length, 0);
  while (left > 0) {
    const open = queues.flatMap((q, i) => (q.length > 0 ? [i] : []));
    const i = open[(picks.next().value as number) % open.length] as number;
    const data = (queues[i] as string[]).shift() as string;
    left--;
    arrive(i, data);
    if (pauses.next().value) await turn();
  }
}

describe("bench held listeners", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs every listener, in arrival order, and none while a view has not reached every socket", async () => {
    // The hold's bound (HOLD_MS, a timer) is not what this property is about, and on a loaded machine a run
    // of interleavings can outlast it: the timer is stopped here (the next test is about it).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.infiniteStream(fc.nat()),
        fc.infiniteStream(fc.boolean()),
        async (sockets, views, picks, yields) => {
          const stamps = Array.from({ length: sockets }, () => new Stamps());
          const held = new Held(stamps);
          held.on = true;
          // Each socket gets every view in order, and socket 0 (the mover) an ack after the first; the sockets interleave at random.
          const queues = stamps.map(() => Array.from({ length: views }, (_, i) => frame(i + 1)));
          queues[0]?.splice(1, 0, '{"type":"ack","id":"x","version":1}');
          const arrived: string[] = [];
          const ran: string[] = [];
          await interleave(queues, picks[Symbol.iterator](), yields[Symbol.iterator](), (i, data) => {
            const tag = `${i}:${data}`;
            arrived.push(tag);
            (stamps[i] as Stamps).frame(data, 0);
            held.run(() => {
              const latest = stamps.map((s) => s.latest);
              expect(Math.min(...latest)).toBe(Math.max(...latest));
              ran.push(tag);
            });
          });
          await turn();
          expect(ran).toEqual(arrived);
        },
      ),
    );
  });

  it("lets listeners run before it is on, and at most HOLD_MS after a view one socket never gets", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const stamps = [new Stamps(), new Stamps()];
    const held = new Held(stamps);
    const ran: string[] = [];
    stamps[0]?.frame(frame(1), 0);
    held.run(() => ran.push("seating"));
    await turn();
    expect(ran).toEqual(["seating"]);
    held.on = true;
    stamps[0]?.frame(frame(2), 0);
    held.run(() => ran.push("view 2"));
    await turn();
    expect(ran).toEqual(["seating"]);
    vi.advanceTimersByTime(49);
    await turn();
    expect(ran).toEqual(["seating"]);
    vi.advanceTimersByTime(1);
    await turn();
    expect(ran).toEqual(["seating", "view 2"]);
  });
});

describe("bench readers", () => {
  it("has the seat whose turn it is (every seat, when none) read the newest view, the others none, and every client its frames in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        fc.infiniteStream(fc.boolean()),
        async (sockets, turns, picks, yields) => {
          const stamps = Array.from({ length: sockets }, () => new Stamps());
          const readers = new Readers();
          const held = new Held(stamps, () => readers.settle());
          held.on = true;
          readers.on = true;
          const arrived: string[][] = stamps.map(() => []);
          const read: string[][] = stamps.map(() => []);
          const pick = picks[Symbol.iterator]();
          const pause = yields[Symbol.iterator]();
          for (const [i, t] of turns.entries()) {
            const version = i + 1;
            const toAct = t === null ? null : t % sockets;
            const view = `{"type":"view","version":${version},"view":{"turn":${toAct}}}`;
            // Each socket gets the view; the mover (socket 0) an ack before it, now and then.
            const queues = stamps.map((_, k) => (k === 0 && version % 2 === 0 ? [`{"type":"ack","id":"a${version}","version":${version}}`, view] : [view]));
            await interleave(queues, pick, pause, (k, data) => {
              (arrived[k] as string[]).push(data);
              (stamps[k] as Stamps).frame(data, 0);
              held.run(() => readers.frame(k, data, () => (read[k] as string[]).push(data)));
            });
            await turn();
            for (let k = 0; k < sockets; k++) {
              const got = read[k] as string[];
              if (toAct === null || toAct === k) expect(got[got.length - 1]).toBe(view);
              else expect(got).not.toContain(view);
            }
          }
          // Each client read a part of what came, in order, skipping only views that a newer view on its socket replaced.
          for (let k = 0; k < sockets; k++) {
            const came = arrived[k] as string[];
            let at = 0;
            for (const data of read[k] as string[]) {
              while (came[at] !== data) {
                expect(came[at]).toMatch(/^\{"type":"view"/);
                expect(came[at + 1]).toMatch(/^\{"type":"view"/);
                at++;
              }
              at++;
            }
          }
        },
      ),
    );
  });

  it("reads whose turn a view names off its text as parsing it would, over whole hands of every kind of game", () => {
    let checked = 0;
    let named = 0;
    for (const [preset, players] of [["zpy-online", 4], ["zpy-80", 6], ["tractor-classic", 4], ["zheng-fen", 4]] as const) {
      let state: GameState = createGame({ preset, options: {} }, `turn-${preset}`, players);
      let events: readonly GameEvent[] = [];
      for (let i = 0; i < 400; i++) {
        // Every frame as the table writes it (with the events of the step that made it), for a seat and a spectator.
        const frames = new ViewFrames(state, i, events);
        for (const viewer of [0, "spectator"] as const) {
          const text = frames.for(viewer);
          const turn = (JSON.parse(text) as { view: { turn: number | null } }).view.turn;
          expect(turnOf(text)).toBe(turn);
          checked++;
          if (turn !== null) named++;
        }
        const seat = awaiting(state)[0];
        const bidder = Array.from({ length: players }, (_, k) => k).find((k) => legalActions(state, k).some((a) => a.type === "bid"));
        const actor = seat ?? bidder ?? "table";
        const action = actor === "table" ? legalActions(state, "table")[0] : (botMove(state, actor, "basic", "k") ?? legalActions(state, actor)[0]);
        if (!action) break;
        const step = applyAction(state, actor, action);
        if (!step.ok) break;
        state = step.state;
        events = step.events;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(named).toBeGreaterThan(checked / 2);
    expect(turnOf('{"type":"ack","id":"a","version":3}')).toBeNull();
  });

  it("hands frames straight over until it is on", () => {
    const readers = new Readers();
    const read: string[] = [];
    readers.frame(0, frame(1), () => read.push("view 1"));
    readers.frame(1, '{"type":"welcome"}', () => read.push("welcome"));
    expect(read).toEqual(["view 1", "welcome"]);
  });
});
