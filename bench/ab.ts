/**
 * Two builds of our Worker side by side: which one costs less per move?
 *
 *   npx tsx bench/ab.ts <checkout A> <checkout B> [chunks=16] [moves=250] [players=6]
 *   npx tsx bench/ab.ts <checkout A> <checkout B> wake [rounds=16]
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
 * `wake`: the first move after a wake, as the hibernation run times it (a
 * table of four playing shengji-online), in rounds: both tables idle
 * IDLE_MS at once, then each makes one move (A first in even rounds, the
 * second after a pause: `inTurns`), timed and metered. One
 * wake swings by several ms with the machine, and a whole hibernation run
 * of each build apart gave ratios to the floor from 1.2 to 1.7 for the
 * same build; paired rounds set the two builds' wakes side by
 * side in the same minute. It prints each side's medians and B's ratio to
 * A per round and their median.
 *
 * The clients are this checkout's (src/client): both builds must speak its
 * protocol. Every wait is bounded; a side that falls short of its moves
 * within CHUNK_MS fails the run.
 */
import path from "node:path";
import { startDev } from "../test/e2e/dev-server";
import { CpuMeter, cpuNs, pidListening } from "./cpu";
import { type Game, PACE_MS } from "./load";
import { numberArg } from "./args";
import { FLOOD_VARS, IDLE_MS, Players, RUNTIME_ENV, inTurns, wakeMove } from "./server";
import { r2, r3, summarize } from "./stats";

/** The longest a chunk may take on one side (a chunk of 250 paced moves takes about 5 s). */
const CHUNK_MS = 120_000;

const USAGE = "usage: npx tsx bench/ab.ts <checkout A> <checkout B> [chunks=16] [moves=250] [players=6] | <checkout A> <checkout B> wake [rounds=16]";
const [dirA, dirB, ...rest] = process.argv.slice(2);
// Numbers are named (`rounds=16`): a bare one, read as a count, once ran no rounds and printed nulls.
if (!dirA || !dirB || rest.some((a) => a !== "wake" && !/^\w+=/.test(a))) {
  console.error(USAGE);
  process.exit(2);
}
const wake = rest.includes("wake");
const rounds = wake ? numberArg("rounds", 16) : 0;
const chunks = wake ? 0 : numberArg("chunks", 16);
const moves = numberArg("moves", 250);
const players = wake ? 4 : numberArg("players", 6);
for (const [name, n] of Object.entries(wake ? { rounds } : { chunks, moves, players })) {
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`bench/ab.ts: ${name} must be a positive whole number\n${USAGE}`);
    process.exit(2);
  }
}

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

/** One side's game in the wake run, and its first moves after each wake (ms, and workerd's CPU in ms). */
interface Wakes {
  readonly side: Side;
  readonly game: Game;
  readonly ms: number[];
  readonly cpu: number[];
}

/** Paired wakes (see the header): both idle at once, then one move each, timed and metered. */
async function wakes(a: Side, b: Side): Promise<void> {
  for (const s of [a, b]) await s.people.collect(40, null, performance.now() + CHUNK_MS);
  const [ra, rb] = [a, b].map((side) => {
    const game = side.people.current();
    if (!game) throw new Error(`${side.name}: the game ended early`);
    return { side, game, ms: [] as number[], cpu: [] as number[] };
  }) as [Wakes, Wakes];
  const ratios = { ms: [] as number[], cpu: [] as number[] };
  // One side's timed and metered move.
  const move = (r: Wakes) => async () => {
    const ns0 = cpuNs(r.side.pid);
    r.ms.push(await wakeMove(r.game));
    r.cpu.push((cpuNs(r.side.pid) - ns0) / 1e6);
  };
  for (let k = 0; k < rounds; k++) {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const [first, second] = k % 2 === 0 ? [ra, rb] : [rb, ra];
    await inTurns(move(first), move(second));
    ratios.ms.push(r2((rb.ms.at(-1) as number) / (ra.ms.at(-1) as number)));
    ratios.cpu.push(r2((rb.cpu.at(-1) as number) / (ra.cpu.at(-1) as number)));
    console.error(`ab wake ${k + 1}/${rounds}: B/A latency ${ratios.ms.at(-1)}, cpu ${ratios.cpu.at(-1)}`);
  }
  const med = (xs: number[]) => summarize(xs, 3).median;
  const side = (r: Wakes, dir: string) => ({ checkout: path.resolve(dir), wake_ms: med(r.ms), wake_cpu_ms: med(r.cpu) });
  console.log(
    JSON.stringify(
      {
        a: side(ra, dirA as string),
        b: side(rb, dirB as string),
        b_over_a: { wake_ms: med(ratios.ms), wake_cpu: med(ratios.cpu), wake_ms_per_round: ratios.ms, wake_cpu_per_round: ratios.cpu },
        rounds,
        idle_ms: IDLE_MS,
        of: "the first move after each wake: act to the last socket's view, and workerd's CPU (/proc) over it; ratios per round, then their median",
      },
      null,
      2,
    ),
  );
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
      // The wake as the hibernation run makes it (bench/server.ts); moves by hand after the first 40.
      people: wake ? new Players(direct, players, "shengji-online") : new Players(direct, players, "zpy-online", PACE_MS),
      pid: pidListening(new URL(direct).port),
      samples: [],
      ns: 0,
      actions: 0,
    });
  }
  const [a, b] = sides as [Side, Side];
  try {
    if (wake) await wakes(a, b);
    else await chunked(a, b);
  } finally {
    for (const s of sides) s.people.close();
  }
} finally {
  await Promise.all(devs.map((d) => d.stop()));
}

/** Alternating chunks of paced moves (see the header). */
async function chunked(a: Side, b: Side): Promise<void> {
  // Warm both (the first moves of a fresh isolate compile the code).
  for (const s of [a, b]) await s.people.collect(300, null, performance.now() + CHUNK_MS);
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
        a: { checkout: path.resolve(dirA as string), cpu_us_per_move: cpu(a), p50_ms: p50(a), moves: a.samples.length },
        b: { checkout: path.resolve(dirB as string), cpu_us_per_move: cpu(b), p50_ms: p50(b), moves: b.samples.length },
        b_over_a: { cpu: r3(cpu(b) / cpu(a)), p50: r3(p50(b) / p50(a)), cpu_per_chunk: perChunk },
        players,
        pace_ms: PACE_MS,
        of: "workerd's CPU time (/proc) over each side's timed moves, divided by the moves; p50 from sending an act to the last socket holding its view",
      },
      null,
      2,
    ),
  );
}
