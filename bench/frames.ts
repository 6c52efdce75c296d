/**
 * What the client's check of every frame costs (src/protocol/server-frames.ts
 * `isServerFrame`, as src/client/table-client.ts runs it on each message):
 * microseconds per frame for `view` frames as a table sends them through a
 * bot-played hand (each seat's own view with the events of the step) at 4, 6
 * and 12 seats, and for `table` frames (the summary, every seat checked
 * field by field). `JSON.parse` of the same text is measured beside it, for
 * scale: the client parses every frame anyway.
 *
 * Alone: `npx tsx bench/frames.ts` (one JSON document on stdout).
 */
import { type GameState, createGame, viewFor } from "../src/engine";
import { drive } from "../src/engine/driver";
import type { GameEvent } from "../src/engine/game";
import { type ServerFrame, isServerFrame } from "../src/protocol/server-frames";
import { summarize, timeEach } from "./stats";

interface Workload {
  readonly preset: string;
  readonly players: number;
}

/** Every seat's view frame at each step of one bot-played hand (from the deal to the result), as JSON text. */
function viewFrames(w: Workload, seed: string): string[] {
  const frames: string[] = [];
  let version = 0;
  drive(createGame(w.preset, seed, w.players), {
    maxHands: 1,
    dealAtOnce: true,
    onStep: (_before: GameState, _actor, _action, after: GameState, events: readonly GameEvent[]) => {
      version++;
      for (let seat = 0; seat < w.players; seat++) {
        frames.push(JSON.stringify({ type: "view", version, view: viewFor(after, seat), events: [...events] } satisfies ServerFrame));
      }
    },
  });
  return frames;
}

/** A `table` frame of `players` seats, as the table sends it when seats change. */
function tableFrame(w: Workload): string {
  const seats = Array.from({ length: w.players }, (_, seat) => ({
    seat, name: seat % 3 === 0 ? null : `Player ${seat}`, bot: seat % 3 === 0, connected: seat % 3 !== 0, standIn: false,
    state: seat % 3 === 0 ? ("bot" as const) : ("person" as const), ...(seat % 3 === 0 ? { level: "strong" as const } : {}),
  }));
  const frame: ServerFrame = {
    type: "table",
    table: {
      id: "k3x9qm2rthw8vfpz5c7n", game: w.preset, options: {}, players: w.players, settings: { turnSeconds: 45, public: true, lang: "en" },
      clock: { turnSeconds: 45, setupSeconds: 90, bankSeconds: 120 }, seats, phase: "playing", gameId: "p8cw2kq7mz3n4x5v6b7c", spectators: 1, waiting: [2],
    },
  };
  return JSON.stringify(frame);
}

function measure(texts: readonly string[]) {
  const parsed = texts.map((t) => JSON.parse(t) as unknown);
  if (!parsed.every((f) => isServerFrame(f))) throw new Error("a frame the table sends does not pass the client's check");
  // As many samples for one frame as for a hand's worth.
  const rounds = Math.max(3, Math.ceil(300 / texts.length));
  const check = summarize(timeEach(parsed, (f) => isServerFrame(f), rounds, 20, 3), 3);
  const parse = summarize(timeEach(texts, (t) => JSON.parse(t), rounds, 20, 3), 3);
  const bytes = [...texts].map((t) => t.length).sort((a, b) => a - b);
  return {
    frames: texts.length,
    median_frame_chars: bytes[Math.floor(bytes.length / 2)],
    check_median_us: check.median,
    check_p99_us: check.p99,
    json_parse_median_us: parse.median,
    check_vs_parse: Number((check.median / parse.median).toFixed(2)),
  };
}

export function benchFrameChecks(): Record<string, unknown> {
  const workloads: Record<string, Workload> = {
    "4p": { preset: "tractor-classic", players: 4 },
    "6p": { preset: "zpy-80", players: 6 },
    "12p": { preset: "zpy-online", players: 12 },
  };
  const out: Record<string, unknown> = {};
  for (const [name, w] of Object.entries(workloads)) {
    out[name] = { preset: w.preset, view: measure(viewFrames(w, `bench-frames-${name}`)), table: measure([tableFrame(w)]) };
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${JSON.stringify({ frame_checks: benchFrameChecks() }, null, 2)}\n`);
