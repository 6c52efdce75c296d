/**
 * Two builds of our Worker side by side: which one costs less per move?
 *
 *   npx tsx bench/ab.ts <checkout A> <checkout B> [chunks=16] [moves=250] [players=6]
 *
 * Each checkout (a git worktree, say) runs in its own `wrangler dev`, with
 * its own node_modules and a built web/dist; people play at both in
 * alternating chunks of `moves` paced moves (A first in even chunks, B
 * first in odd ones), so that a change in the machine's load falls on both.
 * It prints one JSON document: each side's workerd CPU per move and act →
 * last view p50, B's ratios to A over the run and per chunk.
 *
 * Why: on this machine CPU per move changes between runs by half or more,
 * far beyond what most changes are worth, and a full `npm run bench` of each
 * build cannot tell a 5% change from the weather. Run it once with the same
 * build on both sides first: the spread of B/A then is what the
 * comparison cannot see through.
 *
 * The clients are this checkout's (src/client): both builds must speak its
 * protocol. Every wait is bounded; a side that falls short of its moves
 * within CHUNK_MS fails the run.
 */
import path from "node:path";
import { startDev } from "../test/e2e/dev-server";
import { CpuMeter, pidListening } from "./cpu";
import { PACE_MS } from "./load";
import { FLOOD_VARS, Players, RUNTIME_ENV } from "./server";
import { r2, r3, summarize } from "./stats";

/** The longest a chunk may take on one side (a chunk of 250 paced moves takes about 5 s). */
const CHUNK_MS = 120_000;

const [dirA, dirB] = process.argv.slice(2, 4);
if (!dirA || !dirB) {
  console.error("usage: npx tsx bench/ab.ts <checkout A> <checkout B> [chunks=16] [moves=250] [players=6]");
  process.exit(2);
}
const chunks = Number(process.argv[4] ?? 16);
const moves = Number(process.argv[5] ?? 250);
const players = Number(process.argv[6] ?? 6);

interface Side {
  readonly name: string;
  readonly people: Players;
  /** workerd's process. */
  readonly pid: number;
  readonly samples: number[];
  /** CPU over the timed moves (ns), and how many. */
  ns: number;
  actions: number;
}

async function chunk(side: Side): Promise<number> {
  const meter = new CpuMeter(side.pid);
  const got = await side.people.collect(moves, meter, performance.now() + CHUNK_MS);
  if (got.length < moves) throw new Error(`${side.name}: ${got.length} of ${moves} moves in ${CHUNK_MS / 1000} s`);
  side.samples.push(...got);
  side.ns += meter.ns;
  side.actions += meter.actions;
  return meter.ns / 1000 / meter.actions;
}

// The settings `npm run bench` gives our server (see bench/server.ts).
const devs = await Promise.all(
  [dirA, dirB].map((dir) => startDev({ config: path.resolve(dir, "wrangler.toml"), vars: FLOOD_VARS, env: RUNTIME_ENV })),
);
try {
  const sides: Side[] = [];
  for (const [i, dev] of devs.entries()) {
    const direct = await dev.direct();
    sides.push({
      name: i === 0 ? "A" : "B",
      people: new Players(direct, players, "zpy-online", PACE_MS),
      pid: pidListening(new URL(direct).port),
      samples: [],
      ns: 0,
      actions: 0,
    });
  }
  const [a, b] = sides as [Side, Side];
  try {
    // Warm both (the first moves of a fresh isolate compile the code).
    for (const s of sides) await s.people.collect(300, null, performance.now() + CHUNK_MS);
    const perChunk: number[] = [];
    for (let k = 0; k < chunks; k++) {
      const first = k % 2 === 0 ? a : b;
      const second = first === a ? b : a;
      const x = await chunk(first);
      const y = await chunk(second);
      perChunk.push(r2(first === b ? x / y : y / x));
    }
    const p50 = (s: Side) => summarize(s.samples, 3).median;
    const cpu = (s: Side) => Math.round(s.ns / 1000 / s.actions);
    console.log(
      JSON.stringify(
        {
          a: { checkout: path.resolve(dirA), cpu_us_per_move: cpu(a), p50_ms: p50(a), moves: a.samples.length },
          b: { checkout: path.resolve(dirB), cpu_us_per_move: cpu(b), p50_ms: p50(b), moves: b.samples.length },
          b_over_a: { cpu: r3(cpu(b) / cpu(a)), p50: r3(p50(b) / p50(a)), cpu_per_chunk: perChunk },
          players,
          pace_ms: PACE_MS,
          of: "workerd's CPU time (/proc) over each side's timed moves, divided by the moves; p50 from sending an act to the last socket holding its view",
        },
        null,
        2,
      ),
    );
  } finally {
    for (const s of sides) s.people.close();
  }
} finally {
  await Promise.all(devs.map((d) => d.stop()));
}
