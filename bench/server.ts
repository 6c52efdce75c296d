/**
 * Server benchmarks against the real server process (`wrangler dev`):
 * latency from an `act` to the last socket's `view`, throughput of many
 * tables at once, storage per action, hibernation and idle memory; each
 * beside the floor fixture (bench/fixtures/floor), a bare Durable Object
 * doing only what any durable table must.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Api, TableClient } from "../src/client";
import type { SocketLike } from "../src/client/socket";
import { botAction } from "../src/engine";
import { type DevServer, removeStorage, startDev } from "../test/e2e/dev-server";
import { percentile } from "./stats";

const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

const FAST = { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 0 };
const FLOOD_VARS = { FLOOD_PER_SECOND: "100000" };

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Number(x.toFixed(3));
  return { p50_ms: r(percentile(s, 50)), p99_ms: r(percentile(s, 99)), samples: s.length };
}

let ipCounter = 0;
/** Each client its own address, so the per-address brakes on new tables and sockets do not throttle a benchmark. */
function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function socketWithIp(url: string): () => SocketLike {
  return () => new (globalThis.WebSocket as unknown as new (u: string, o: unknown) => SocketLike)(url, { headers: { "CF-Connecting-IP": nextIp() } });
}

async function createTable(base: string, body: Record<string, unknown>) {
  const res = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`create table: ${res.status} ${await res.text()}`);
  return (await res.json()) as { tableId: string; hostToken: string };
}

interface TableRun {
  readonly clients: TableClient[];
  readonly latencies: number[];
  frameBytes: number;
  frames: number;
  entries: number;
  stop(): void;
}

/**
 * N people at one table, each playing with the engine's bot as soon as it is
 * their move; every accepted act is timed from sending to the moment the
 * last socket holds a view of that version.
 */
async function peopleAt(base: string, players: number, game = "zpy-online"): Promise<TableRun & { tableId: string }> {
  const t = await createTable(base, { game, players, settings: FAST });
  const url = new Api(base).socketUrl(t.tableId);
  const clients: TableClient[] = [];
  const arrivals: Map<number, number>[] = [];
  const run: TableRun & { tableId: string } = { tableId: t.tableId, clients, latencies: [], frameBytes: 0, frames: 0, entries: 0, stop: () => {} };
  for (let seat = 0; seat < players; seat++) {
    const seen = new Map<number, number>();
    arrivals.push(seen);
    // Arrival is stamped by the socket's first listener, before the client parses anything,
    // exactly as the floor's sockets are stamped.
    const connect = () => {
      const ws = socketWithIp(url)();
      ws.addEventListener("message", (e) => {
        const data = String(e.data);
        if (!data.startsWith('{"type":"view"')) return;
        const m = /"version":(\d+)/.exec(data.slice(0, 40));
        if (m && !seen.has(Number(m[1]))) seen.set(Number(m[1]), performance.now());
      });
      return ws;
    };
    const c = new TableClient({ connect, ...(seat === 0 ? { hostToken: t.hostToken } : {}), pingMs: 0 });
    await c.connect();
    c.sit(seat);
    await c.waitFor((x) => x.you === seat);
    clients.push(c);
  }
  // Frame sizes as they go over the wire, for the floor to send the same.
  const probe = clients[0] as TableClient;
  probe.on("frame", (f) => {
    if (f.type === "view") {
      run.frameBytes += JSON.stringify(f).length;
      run.frames++;
    }
  });
  let stopped = false;
  const waiters = clients.map((c, seat) => {
    let busy = false;
    const move = async () => {
      if (stopped || busy || !c.view) return;
      const action = botAction(c.view, seat);
      if (!action) return;
      busy = true;
      const t0 = performance.now();
      const answer = await c.act(action);
      if (answer.ok) {
        run.entries++;
        // The last socket to hold this version (or a later one).
        let last = 0;
        for (const seen of arrivals) {
          let at = seen.get(answer.version);
          while (at === undefined && !stopped) {
            await new Promise((r) => setTimeout(r, 1));
            at = [...seen.entries()].find(([v]) => v >= answer.version)?.[1];
          }
          last = Math.max(last, at ?? 0);
        }
        if (!stopped) run.latencies.push(last - t0);
      }
      busy = false;
      void move();
    };
    // Think after every socket's frame has been stamped (I/O callbacks run before setImmediate).
    return c.on("view", () => setImmediate(() => void move()));
  });
  run.stop = () => {
    stopped = true;
    waiters.forEach((off) => off());
  };
  return run;
}

/** The floor at one "table": N sockets, one of them acting in a closed loop. */
async function floorAt(base: string, name: string, players: number, rowBytes: number, frameBytes: number) {
  const url = `${base.replace("http", "ws")}/ws/${name}`;
  const sockets: SocketLike[] = [];
  const arrivals: Map<number, number>[] = [];
  for (let i = 0; i < players; i++) {
    const ws = socketWithIp(url)();
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve());
      ws.addEventListener("error", () => reject(new Error("floor socket failed")));
    });
    const seen = new Map<number, number>();
    ws.addEventListener("message", (e) => {
      const data = String(e.data);
      const m = /"version":(\d+)/.exec(data.slice(0, 60));
      if (m && data.startsWith('{"type":"view"')) seen.set(Number(m[1]), performance.now());
    });
    arrivals.push(seen);
    sockets.push(ws);
  }
  const actor = sockets[0] as SocketLike;
  const acks = new Map<string, (v: number) => void>();
  actor.addEventListener("message", (e) => {
    const data = String(e.data);
    if (!data.startsWith('{"type":"ack"')) return;
    const m = JSON.parse(data) as { id: string; version: number };
    acks.get(m.id)?.(m.version);
  });
  let n = 0;
  const once = async (): Promise<number> => {
    const id = `a${n++}`;
    const t0 = performance.now();
    const version = await new Promise<number>((resolve) => {
      acks.set(id, resolve);
      actor.send(JSON.stringify({ type: "act", id, rowBytes, frameBytes }));
    });
    acks.delete(id);
    let last = 0;
    for (const seen of arrivals) {
      let at = seen.get(version);
      while (at === undefined) {
        await new Promise((r) => setTimeout(r, 1));
        at = seen.get(version);
      }
      last = Math.max(last, at);
    }
    return last - t0;
  };
  return { once, close: () => sockets.forEach((s) => s.close()) };
}

async function until(pred: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > end) throw new Error("benchmark timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The table's side of a latency run alone (for profiling the Durable Object). */
export async function latencyOnly(base: string, players: number, actions: number): Promise<number[]> {
  const run = await peopleAt(base, players);
  (run.clients[0] as TableClient).start();
  await until(() => run.latencies.length >= actions, 600_000);
  run.stop();
  for (const c of run.clients) c.close();
  return run.latencies;
}

/** Latency at one table of N, through a base URL; then the floor the same way. */
async function latency(base: string, floorBase: string, players: number, actions: number) {
  const run = await peopleAt(base, players);
  (run.clients[0] as TableClient).start();
  await until(() => run.latencies.length >= actions, 600_000);
  run.stop();
  for (const c of run.clients) c.close();
  const frameBytes = Math.round(run.frameBytes / Math.max(1, run.frames));
  // A log row and an act's remembered answer: what the table writes per act.
  const rowBytes = 140;
  const floor = await floorAt(floorBase, `lat-${players}-${Date.now()}`, players, rowBytes, frameBytes);
  const floorSamples: number[] = [];
  for (let i = 0; i < 100; i++) await floor.once();
  for (let i = 0; i < actions; i++) floorSamples.push(await floor.once());
  floor.close();
  const ours = stats(run.latencies.slice(50));
  const base_ = stats(floorSamples);
  return {
    p50_ms: ours.p50_ms,
    p99_ms: ours.p99_ms,
    samples: ours.samples,
    floor_p50_ms: base_.p50_ms,
    floor_p99_ms: base_.p99_ms,
    ratio_p50: Number((ours.p50_ms / base_.p50_ms).toFixed(2)),
    view_frame_bytes: frameBytes,
  };
}

/** Many tables at once, each playing as fast as it can, for `seconds`. */
async function throughput(base: string, floorBase: string, tables: number, players: number, seconds: number) {
  const runs = [];
  for (let i = 0; i < tables; i++) runs.push(await peopleAt(base, players));
  for (const r of runs) (r.clients[0] as TableClient).start();
  await new Promise((r) => setTimeout(r, 3_000)); // every table past its first deal
  const startCounts = runs.map((r) => r.latencies.length);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const samples = runs.flatMap((r, i) => r.latencies.slice(startCounts[i]));
  const frameBytes = Math.round(runs.reduce((s, r) => s + r.frameBytes, 0) / Math.max(1, runs.reduce((s, r) => s + r.frames, 0)));
  for (const r of runs) {
    r.stop();
    for (const c of r.clients) c.close();
  }
  // The floor: as many tables, each an actor in a closed loop.
  const floors = [];
  for (let i = 0; i < tables; i++) floors.push(await floorAt(floorBase, `tp-${i}-${Date.now()}`, players, 140, frameBytes));
  const floorSamples: number[] = [];
  let stop = false;
  const loops = floors.map(async (f) => {
    while (!stop) floorSamples.push(await f.once());
  });
  const f0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stop = true;
  await Promise.all(loops);
  const floorElapsed = (performance.now() - f0) / 1000;
  for (const f of floors) f.close();
  const ours = { actions_per_s: Math.round(samples.length / elapsed), ...stats(samples) };
  const floor = { actions_per_s: Math.round(floorSamples.length / floorElapsed), ...stats(floorSamples) };
  return {
    tables,
    players,
    seconds,
    actions_per_s: ours.actions_per_s,
    p50_ms: ours.p50_ms,
    p99_ms: ours.p99_ms,
    floor_actions_per_s: floor.actions_per_s,
    floor_p99_ms: floor.p99_ms,
    ratio: Number((ours.actions_per_s / floor.actions_per_s).toFixed(2)),
  };
}

/** Bytes the table's SQLite grows per action over a long game, and a finished game's D1 row. */
async function storage(dev: DevServer) {
  const base = await dev.direct();
  const doDir = path.join(dev.persistTo, "v3", "do");
  const sizeOf = () => {
    let total = 0;
    const walk = (d: string) => {
      for (const f of readdirSync(d)) {
        const p = path.join(d, f);
        const st = statSync(p);
        if (st.isDirectory()) walk(p);
        else if (p.includes("Table")) total += st.size;
      }
    };
    try {
      walk(doDir);
    } catch {
      // not there yet
    }
    return total;
  };
  const run = await peopleAt(base, 6, "zpy-80");
  const dbSize = async () => Number((await fetch(`${base}/api/tables/${run.tableId}`)).headers.get("x-table-storage-bytes"));
  const before = sizeOf();
  const dbBefore = await dbSize();
  (run.clients[0] as TableClient).start();
  await until(() => (run.clients[0] as TableClient).table?.phase === "over", 900_000);
  run.stop();
  const host = run.clients[0] as TableClient;
  const actions = host.version;
  const gameId = host.table?.gameId as string;
  let entries = 0;
  for (let i = 0; i < 200 && entries === 0; i++) {
    const res = await fetch(`${base}/api/games/${gameId}`);
    if (res.ok) entries = ((await res.json()) as { actions: unknown[] }).actions.length;
    else await new Promise((r) => setTimeout(r, 100));
  }
  const dbAfter = await dbSize();
  for (const c of run.clients) c.close();
  await new Promise((r) => setTimeout(r, 500));
  const after = sizeOf();
  // The D1 row as stored: the compact log plus a few small JSON fields.
  const d1 = execFileSync(
    path.join(import.meta.dirname, "../node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", dev.persistTo, "--json", "--command",
      `SELECT length(actions) + length(options) + length(players) + length(result) + length(seed) + 100 AS bytes FROM games WHERE id = '${gameId}'`],
    { encoding: "utf8", env: { ...process.env, CI: "1" } },
  );
  const d1Bytes = (JSON.parse(d1) as { results: { bytes: number }[] }[])[0]?.results[0]?.bytes ?? null;
  return {
    game: "zpy-80, 6 players, one whole game",
    actions,
    log_entries_in_d1: entries,
    // Growth of the table's SQLite database (rows and indexes, in pages) per action.
    bytes_per_action: Math.round((dbAfter - dbBefore) / actions),
    // What the local SQLite files grew by, write-ahead log included (page images per commit).
    local_file_bytes_per_action: Math.round((after - before) / actions),
    d1_row_bytes: d1Bytes,
  };
}

/** Idle tables hibernate (a new instance after more than 10 s), the game goes on, and the first move after waking. */
async function hibernation(base: string) {
  const run = await peopleAt(base, 4, "shengji-online");
  const host = run.clients[0] as TableClient;
  host.start();
  await until(() => run.latencies.length >= 30, 120_000);
  run.stop();
  await new Promise((r) => setTimeout(r, 1_000));
  const instance = async () => (await fetch(`${base}/api/tables/${run.tableId}`)).headers.get("x-table-instance");
  const before = await instance();
  const warm: number[] = [];
  const cold: number[] = [];
  // The move waits for whoever's turn it is: find them, act, time to the last socket.
  const moveOnce = async () => {
    for (const [seat, c] of run.clients.entries()) {
      const action = c.view ? botAction(c.view, seat) : null;
      if (!action) continue;
      const t0 = performance.now();
      const a = await c.act(action);
      const version = a.ok ? a.version : c.version;
      await Promise.all(run.clients.map((x) => x.waitFor((y) => y.version >= version, 10_000)));
      return performance.now() - t0;
    }
    return null;
  };
  for (let i = 0; i < 5; i++) {
    const w = await moveOnce();
    log(`hibernation: warm move ${w}`);
    if (w !== null) warm.push(w);
  }
  let rebuilt = 0;
  for (let i = 0; i < 3; i++) {
    const idle = await instance();
    await new Promise((r) => setTimeout(r, 11_500));
    const c = await moveOnce();
    log(`hibernation: move after idle ${c}`);
    if (c !== null) cold.push(c);
    if ((await instance()) !== idle) rebuilt++;
  }
  for (const c of run.clients) c.close();
  return {
    idle_seconds: 11.5,
    rebuilt_after_idle: `${rebuilt} of 3`,
    instance_changed: before !== (await instance()),
    first_move_after_wake_ms: stats(cold).p50_ms,
    warm_move_ms: stats(warm).p50_ms,
  };
}

/** Resident memory of workerd (the user worker's process) with idle tables of six sockets. */
async function idleMemory(dev: DevServer, counts: readonly number[]) {
  const direct = await dev.direct();
  const port = new URL(direct).port;
  const pid = () => {
    const out = execFileSync("ss", ["-ltnp"], { encoding: "utf8" });
    const line = out.split("\n").find((l) => l.includes(`127.0.0.1:${port} `));
    const m = line ? /pid=(\d+)/.exec(line) : null;
    if (!m) throw new Error("workerd's process not found");
    return Number(m[1]);
  };
  const rssMb = () => {
    const status = execFileSync("cat", [`/proc/${pid()}/status`], { encoding: "utf8" });
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Number((kb / 1024).toFixed(1));
  };
  const out: Record<string, number> = { baseline_rss_mb: rssMb() };
  const sockets: SocketLike[] = [];
  let tables = 0;
  for (const target of counts) {
    while (tables < target) {
      const batch = Math.min(20, target - tables);
      await Promise.all(
        Array.from({ length: batch }, async () => {
          const t = await createTable(direct, { game: "zpy-pagat", players: 6 });
          const url = new Api(direct).socketUrl(t.tableId);
          for (let s = 0; s < 6; s++) {
            const ws = socketWithIp(url)();
            await new Promise<void>((resolve, reject) => {
              ws.addEventListener("open", () => resolve());
              ws.addEventListener("error", () => reject(new Error("socket failed")));
            });
            ws.send(JSON.stringify({ type: "hello" }));
            sockets.push(ws);
          }
        }),
      );
      tables += batch;
    }
    // Idle long enough for every table to hibernate.
    await new Promise((r) => setTimeout(r, 12_000));
    out[`rss_mb_${target}_tables`] = rssMb();
  }
  for (const s of sockets) s.close();
  return { sockets_per_table: 6, ...out };
}

export async function benchServer(opts: { quick?: boolean } = {}) {
  const quick = opts.quick === true;
  const dev = await startDev({ vars: FLOOD_VARS });
  const floorDev = await startDev({ config: path.join(import.meta.dirname, "fixtures/floor/wrangler.toml"), migrate: false });
  try {
    const direct = await dev.direct();
    const floorDirect = await floorDev.direct();
    const n = quick ? 300 : 2000;
    const latencyVia = async (appBase: string, floorBase: string) => {
      const out: Record<string, Awaited<ReturnType<typeof latency>>> = {};
      for (const players of [4, 6, 12]) {
        log(`latency: ${players} players via ${appBase}`);
        out[String(players)] = await latency(appBase, floorBase, players, n);
      }
      return out;
    };
    const viaProxy = await latencyVia(dev.base, floorDev.base);
    const viaWorkerd = await latencyVia(direct, floorDirect);
    return {
      latency: viaProxy,
      latency_direct: viaWorkerd,
      throughput: (log("throughput"), await throughput(direct, floorDirect, quick ? 10 : 50, 6, quick ? 10 : 30)),
      storage: (log("storage"), await storage(dev)),
      hibernation: (log("hibernation"), await hibernation(direct)),
      idle: (log("idle memory"), await idleMemory(dev, quick ? [1, 100] : [1, 100, 1000])),
      notes: "p50/p99 in ms from sending an act to the last socket holding a view of that version; the floor is bench/fixtures/floor measured the same way. Clients run in the same 2-core machine as workerd.",
    };
  } catch (e) {
    console.error(dev.output.join("").slice(-4000));
    throw e;
  } finally {
    await dev.stop();
    await floorDev.stop();
    removeStorage(dev.persistTo);
    removeStorage(floorDev.persistTo);
  }
}

// Run alone: `npx tsx bench/server.ts [quick]`.
if (process.argv[1]?.endsWith("server.ts")) {
  const only = process.argv.find((a) => a.startsWith("only="))?.slice(5);
  const run = only === "latency"
    ? (async () => {
        const dev = await startDev({ vars: FLOOD_VARS });
        const floorDev = await startDev({ config: path.join(import.meta.dirname, "fixtures/floor/wrangler.toml"), migrate: false });
        try {
          const out: Record<string, unknown> = {};
          for (const n of [4, 6, 12]) out[n] = await latency(await dev.direct(), await floorDev.direct(), n, 600);
          return out;
        } finally {
          await dev.stop();
          await floorDev.stop();
        }
      })()
    : only === "storage"
    ? (async () => {
        const dev = await startDev({ vars: FLOOD_VARS });
        try {
          return await storage(dev);
        } finally {
          await dev.stop();
        }
      })()
    : only === "hibernation"
    ? (async () => {
        const dev = await startDev({ vars: FLOOD_VARS });
        try {
          return await hibernation(await dev.direct());
        } finally {
          await dev.stop();
        }
      })()
    : benchServer({ quick: process.argv.includes("quick") });
  run.then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
