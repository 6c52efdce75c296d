/**
 * Where workerd's CPU goes per move, ours beside the floor's, down to the
 * runtime's own native code: Linux `perf` samples each workerd process
 * (every thread) while people play at our table, then while the floor is
 * driven the same way with our views as its frames, and each sample is put
 * in one bucket by the function it was in (our JavaScript, V8's builtins,
 * its compilers, its GC, SQLite, zlib's deflate of the frames, workerd's own
 * code, the kernel...). Printed as µs per move for each side and their
 * difference: what the gap to the floor is made of.
 *
 *   npx tsx bench/native.ts [moves=2000] [players=6] [warm=400]
 *   npx tsx bench/native.ts wakes=12
 *
 * With `wakes=N`, the first move after a wake instead (the hibernation
 * run's table: four players of `shengji-online`): both tables idle
 * IDLE_MS at once, then each makes one move, N times, each process
 * sampled throughout; figures are per wake (the idling costs next to
 * nothing, and each side's hibernating counts with its wake).
 *
 * Our table's side also names the JavaScript functions its CPU went to:
 * V8 writes a map of its compiled code for perf (`--perf-basic-prof`, given
 * to both workerd processes through MINIFLARE_WORKERD_V8_FLAGS), and each
 * sample counts for the nearest compiled function on its call stack, with
 * the runtime's work that function asked for (a send, a query). Only our
 * side is named: the floor's code got no names in the runs made so far
 * (why was not found).
 *
 * Needs `perf` (Debian: `apt-get install linux-perf`) and the right to
 * record another process (root, or kernel.perf_event_paranoid ≤ 1).
 * Sampling costs CPU itself: compare the sides, not these figures with
 * `npm run bench`'s. About 3 minutes.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { numberArg } from "./args";
import { CpuMeter } from "./cpu";
import { PACE_MS, floorAt } from "./load";
import { IDLE_MS, Players, type Servers, startServers, wakeMove } from "./server";
import { r2 } from "./stats";

const WAKES = numberArg("wakes", 0);
const MOVES = WAKES > 0 ? WAKES : numberArg("moves", 2000);
const PLAYERS = WAKES > 0 ? 4 : numberArg("players", 6);
/** Moves played at our table before sampling: the first moves of an isolate compile the code. */
const WARM = numberArg("warm", 400);
/** The longest the moves at our table may take (every wait is bounded: the floor's acts by WAIT_MS each). */
const COLLECT_MS = 600_000;
/** Samples a second: each stands for 1e6 / HZ µs of one thread's CPU. */
const HZ = 4000;

/** The bucket of a sample, by the function it was in and the object file that holds it. */
function bucket(fn: string, dso: string): string {
  if (dso.includes("kernel")) return "kernel";
  if (dso.includes("perf-") || dso.includes("JIT")) return "javascript (compiled)";
  if (fn.startsWith("Builtins_")) return "v8 builtins";
  if (/Scaveng|MarkCompact|Sweep|Marking|Heap::|GCTracer|Evacuat|cppgc|MinorMS|Compactor|RememberedSet|SlotSet/.test(fn)) return "v8 gc";
  // JSON.parse's parser is V8's runtime, not a compiler (its name holds "Parser"): a frame's parse, a snapshot's.
  if (/JsonParser/.test(fn)) return "v8 json";
  if (/compiler::|maglev|Maglev|turboshaft|Turbofan|Compil|baseline::|Deoptimiz|Parser|interpreter::/.test(fn)) return "v8 compilers";
  if (fn.startsWith("v8::")) return "v8 runtime";
  if (/sqlite|Sqlite/.test(fn)) return "sqlite";
  if (/deflate|longest_match|fill_window|build_tree|Cr_z_|compress_block|send_tree|adler32|crc32/.test(fn)) return "zlib";
  if (/tcmalloc|TCMalloc/.test(fn)) return "malloc";
  if (fn.startsWith("workerd::jsg")) return "workerd jsg";
  if (/^(workerd|kj|capnp)/.test(fn)) return "workerd";
  if (dso.includes("libc")) return "libc";
  return "other";
}

const add = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/**
 * Samples of a `perf record -g` file: per bucket (by the frame the sample
 * was in) and per nearest compiled JavaScript function on its stack.
 */
function samples(file: string): { buckets: Map<string, number>; functions: Map<string, number>; symbols: Map<string, Map<string, number>> } {
  const text = execFileSync("perf", ["script", "-i", file, "-F", "ip,sym,dso"], { encoding: "utf8", maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"] });
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  const symbols = new Map<string, Map<string, number>>();
  // One sample a block, its stack from the leaf up: "  7f12ab34 deflate_slow+0x12 (/path/workerd)".
  for (const block of text.split(/\n\s*\n/)) {
    const frames = block
      .split("\n")
      .map((line) => /^\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ fn: (m[1] ?? "").replace(/\+0x[0-9a-f]+$/, ""), dso: m[2] ?? "" }));
    const leaf = frames[0];
    if (!leaf) continue;
    const where = bucket(leaf.fn, leaf.dso);
    add(buckets, where);
    if (!symbols.has(where)) symbols.set(where, new Map());
    add(symbols.get(where) as Map<string, number>, leaf.fn.slice(0, 100));
    // V8's names: "JS:*act index.js:30811:13" (the tier's mark, the function, where it is in the bundle).
    const js = frames.find((f) => /perf-\d+\.map$/.test(f.dso) && f.fn.startsWith("JS:"));
    add(functions, js ? js.fn.replace(/^JS:[*^+~']*/, "").replace(/:\d+$/, "") : "(not compiled JavaScript)");
  }
  return { buckets, functions, symbols };
}

/** Starts recording a process; the function stops it and waits until the file is written. */
function record(pid: number, file: string): () => Promise<void> {
  const p: ChildProcess = spawn("perf", ["record", "-g", "-F", String(HZ), "-p", String(pid), "-o", file], { stdio: "ignore" });
  return async () => {
    const exited = new Promise<void>((r) => p.once("exit", () => r()));
    p.kill("SIGINT");
    const killer = setTimeout(() => p.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(killer);
  };
}

/** MOVES moves at our table, then at the floor, each side sampled while it plays. */
async function moves(s: Servers, dir: string, people: Players, ours: CpuMeter, floorCpu: CpuMeter): Promise<void> {
  await people.collect(WARM, null, performance.now() + COLLECT_MS);
  let stop = record(s.pid, path.join(dir, "ours.data"));
  const got = await people.collect(MOVES, ours, performance.now() + COLLECT_MS);
  await stop();
  if (got.length < MOVES) throw new Error(`our table: ${got.length} of ${MOVES} moves in ${COLLECT_MS / 1000} s`);
  const floor = await floorAt(s.floorDirect, `native-${Date.now()}`, PLAYERS, 140, people.views, PACE_MS, people.thoughts);
  try {
    for (let i = 0; i < 200; i++) await floor.once();
    stop = record(s.floorPid, path.join(dir, "floor.data"));
    floorCpu.resume();
    for (let i = 0; i < MOVES; i++) {
      await floor.once();
      floorCpu.actions++;
    }
    floorCpu.pause();
    await stop();
  } finally {
    floor.close();
    people.close();
  }
}

/** WAKES rounds: both tables idle into hibernation, then each makes one move; both sides sampled throughout. */
async function wakes(s: Servers, dir: string, people: Players, ours: CpuMeter, floorCpu: CpuMeter): Promise<void> {
  await people.collect(40, null, performance.now() + COLLECT_MS);
  const game = people.current();
  if (!game) throw new Error("native: the game ended early");
  const floor = await floorAt(s.floorDirect, `native-wake-${Date.now()}`, PLAYERS, 140, people.views, PACE_MS);
  try {
    for (let i = 0; i < 20; i++) {
      await wakeMove(game);
      await floor.once();
    }
    const stops = [record(s.pid, path.join(dir, "ours.data")), record(s.floorPid, path.join(dir, "floor.data"))];
    ours.resume();
    floorCpu.resume();
    for (let i = 0; i < WAKES; i++) {
      await new Promise((r) => setTimeout(r, IDLE_MS));
      await wakeMove(game);
      ours.actions++;
      await floor.once();
      floorCpu.actions++;
    }
    ours.pause();
    floorCpu.pause();
    for (const stop of stops) await stop();
  } finally {
    floor.close();
    people.close();
  }
}

try {
  execFileSync("perf", ["--version"], { stdio: "ignore" });
} catch {
  console.error("bench/native.ts needs Linux perf (Debian: apt-get install linux-perf)");
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), "pengyou-native-"));
// wrangler dev hands this to workerd (through miniflare): V8 writes /tmp/perf-<pid>.map, which perf reads.
process.env.MINIFLARE_WORKERD_V8_FLAGS = "--perf-basic-prof";
const perfMaps = () => new Set(readdirSync("/tmp").filter((f) => /^perf-\d+\.map$/.test(f)));
const mapsBefore = perfMaps();
const s = await startServers();
try {
  const people = new Players(s.direct, PLAYERS, WAKES > 0 ? "shengji-online" : "zpy-online", PACE_MS);
  const ours = new CpuMeter(s.pid);
  const floorCpu = new CpuMeter(s.floorPid);
  if (WAKES > 0) await wakes(s, dir, people, ours, floorCpu);
  else await moves(s, dir, people, ours, floorCpu);
  const { buckets: a, functions, symbols: sa } = samples(path.join(dir, "ours.data"));
  const { buckets: b, symbols: sb } = samples(path.join(dir, "floor.data"));
  // Per action, as `npm run bench` counts them (bench/server.ts, Players.actions): our table's versions, the floor's acts.
  const per = (actions: number) => (n: number | undefined) => r2(((n ?? 0) * 1e6) / HZ / Math.max(1, actions));
  const [usA, usB] = [per(ours.actions), per(floorCpu.actions)];
  const names = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => usA(a.get(y)) - usB(b.get(y)) - (usA(a.get(x)) - usB(b.get(x))));
  const topOf = (m: Map<string, number> | undefined, us: typeof usA) => Object.fromEntries([...(m ?? [])].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([k, n]) => [k, us(n)]));
  const total = (m: Map<string, number>) => [...m.values()].reduce((x, y) => x + y, 0);
  console.log(
    JSON.stringify(
      {
        ...(WAKES > 0 ? { wakes: WAKES, of: "per wake: the first move after each, and the idling before it" } : { moves: MOVES, warm: WARM }),
        players: PLAYERS,
        cpu_us_per_move: { ours: ours.usPerAction(), floor: floorCpu.usPerAction(), of: "workerd's CPU from /proc while perf sampled it" },
        sampled_us_per_move: { ours: usA(total(a)), floor: usB(total(b)) },
        by_bucket_us_per_move: Object.fromEntries(names.map((k) => [k, { ours: usA(a.get(k)), floor: usB(b.get(k)), more: r2(usA(a.get(k)) - usB(b.get(k))) }])),
        // The leaf functions of every bucket (largest difference first): what a bucket holds.
        top_symbols_us_per_move: Object.fromEntries(
          names.map((k) => [k, { ours: topOf(sa.get(k), usA), floor: topOf(sb.get(k), usB) }]),
        ),
        ours_by_function_us_per_move: Object.fromEntries([...functions].sort((x, y) => y[1] - x[1]).slice(0, 30).map(([k, n]) => [k, usA(n)])),
      },
      null,
      2,
    ),
  );
} finally {
  await s.stop();
  rmSync(dir, { recursive: true, force: true });
  // The maps the runtime wrote for this run (megabytes each).
  for (const f of perfMaps()) if (!mapsBefore.has(f)) rmSync(path.join("/tmp", f), { force: true });
}
process.exit(0);
