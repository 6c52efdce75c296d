/**
 * A CPU profile of workerd running our Worker, through wrangler dev's
 * DevTools port, while people play (or the floor is driven the same way):
 * where a move's time goes, measured rather than guessed.
 *
 *   npx tsx bench/profile.ts [table|floor|wake] [moves=2000] [players=6] [wakes=5]
 *
 * Prints the functions with the largest shares of busy samples, by
 * themselves and with what they call;
 * writes the profile to bench/results/<mode>.cpuprofile (open it in Chrome
 * DevTools' Performance panel).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { numberArg } from "./args";
import { CpuMeter } from "./cpu";
import { WAIT_MS, bounded, floorAt } from "./load";
import { IDLE_MS, Players, startServers, wakeMove } from "./server";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A DevTools session on one target: send a method, await its result. */
export async function devtools(port: number) {
  const list = (await (await bounded(fetch(`http://127.0.0.1:${port}/json`), WAIT_MS, "inspector: no target list")).json()) as { webSocketDebuggerUrl: string; title?: string }[];
  const target = list[0];
  if (!target) throw new Error("inspector: no target");
  // wrangler's DevTools proxy accepts local origins only.
  const ws = new (WebSocket as unknown as new (u: string, o: unknown) => WebSocket)(target.webSocketDebuggerUrl, { headers: { Origin: "http://127.0.0.1" } });
  await bounded(new Promise((r, j) => ((ws.onopen = r), (ws.onerror = j))), WAIT_MS, "inspector: socket did not open");
  let id = 0;
  const waiting = new Map<number, (v: unknown) => void>();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown; error?: unknown };
    if (m.id !== undefined) waiting.get(m.id)?.(m.error ? Promise.reject(new Error(JSON.stringify(m.error))) : m.result);
  };
  const send = <T>(method: string, params: Record<string, unknown> = {}): Promise<T> => {
    const n = ++id;
    const p = new Promise<T>((resolve) => waiting.set(n, resolve as (v: unknown) => void));
    ws.send(JSON.stringify({ id: n, method, params }));
    return bounded(p, 60_000, `inspector: no answer to ${method}`);
  };
  return { send, close: () => ws.close() };
}

function frameKey(f: CallFrame): string {
  const file = f.url ? path.basename(f.url) : "";
  return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
}

/**
 * Share of the busy samples (not idle) per function, by itself (self) and with
 * what it calls (total), heaviest first. By sample counts: workerd's sampler
 * does not keep a steady interval on a loaded machine, so the time between
 * samples says less than how many fell in each function.
 */
export function summarize(p: Profile, top = 30) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  for (const id of p.samples) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    busy++;
    const k = frameKey(node.callFrame);
    self.set(k, (self.get(k) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = frameKey((byId.get(at) as ProfileNode).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + 1);
    }
  }
  const rank = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, n]) => `${((100 * n) / busy).toFixed(1).padStart(5)}%  ${k}`);
  return { samples: p.samples.length, busy_samples: busy, self: rank(self), total: rank(total) };
}

async function main() {
  const mode = process.argv[2] ?? "table";
  const moves = numberArg("moves", 2000);
  const players = numberArg("players", 6);
  const s = await startServers();
  try {
    const port = mode === "floor" ? s.floorDev.inspectorPort : s.dev.inspectorPort;
    const wakes = numberArg("wakes", 5);
    // A wake is measured as the hibernation benchmark does: 4 players of shengji-online.
    const people = mode === "wake" ? new Players(s.direct, 4, "shengji-online") : new Players(s.direct, players);
    await people.collect(mode === "wake" ? 40 : 100);
    const dt = await devtools(port);
    await dt.send("Profiler.enable");
    await dt.send("Profiler.setSamplingInterval", { interval: 100 });
    const cpu = new CpuMeter(mode === "floor" ? s.floorPid : s.pid);
    await dt.send("Profiler.start");
    if (mode === "floor") {
      const floor = await floorAt(s.floorDirect, `prof-${Date.now()}`, players, 140, people.views);
      cpu.resume();
      for (let i = 0; i < moves; i++) {
        await floor.once();
        cpu.actions++;
      }
      cpu.pause();
      floor.close();
    } else if (mode === "wake") {
      // Each move after the table has idled into a new instance: what a wake costs.
      const game = people.current();
      if (!game) throw new Error("profile: the game ended early");
      for (let i = 0; i < wakes; i++) {
        await new Promise((r) => setTimeout(r, IDLE_MS));
        cpu.resume();
        const ms = await wakeMove(game);
        cpu.pause();
        cpu.actions++;
        console.error(`[profile] move after idle ${ms.toFixed(2)} ms`);
      }
    } else {
      await people.collect(moves, cpu);
    }
    const { profile } = await dt.send<{ profile: Profile }>("Profiler.stop");
    dt.close();
    people.close();
    mkdirSync("bench/results", { recursive: true });
    const file = `bench/results/${mode}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(JSON.stringify({ mode, moves, players, cpu_us_per_action: cpu.usPerAction(), file, ...summarize(profile) }, null, 2));
  } finally {
    await s.stop();
  }
}

if (process.argv[1]?.endsWith("profile.ts")) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
