/**
 * Runs the real server process, `wrangler dev` (workerd, local D1), for
 * end-to-end tests, benchmarks and fault tests: start it, stop it, start it
 * again on the same port and storage.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { until } from "../support/until";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");

/**
 * The operator's token of every server started here: one per test run (see
 * `insides`). Kept in the environment, so that the test files' workers
 * (which inherit it) know the token of the server a global setup started.
 */
const OPERATOR_TOKEN = (process.env.PENGYOU_OPERATOR_TOKEN ??= randomUUID());

/**
 * A table's inside numbers, as only the operator may see them: the headers
 * of GET /api/tables/:id sent with the operator's token (`x-table-instance`,
 * `x-table-storage-bytes`, `x-table-outbox-pending`, `x-table-outbox-failed`).
 */
export async function insides(base: string, tableId: string): Promise<Headers> {
  const res = await fetch(`${base}/api/tables/${tableId}`, { headers: { "x-diagnostics-token": OPERATOR_TOKEN } });
  if (!res.ok) throw new Error(`table ${tableId}: ${res.status} ${await res.text()}`);
  return res.headers;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface DevServer {
  /** Through wrangler dev's proxy (what a browser uses). */
  readonly base: string;
  /** Straight to workerd's own port (the user worker), skipping the proxy. */
  readonly direct: () => Promise<string>;
  readonly port: number;
  /** wrangler dev's DevTools port (a CPU profile of the Worker, for benchmarks). */
  readonly inspectorPort: number;
  readonly persistTo: string;
  /** Every line the process printed (for diagnosing a failure). */
  readonly output: readonly string[];
  stop(): Promise<void>;
}

/** workerd's own address (the user worker, behind wrangler's proxy), as the debug log names it. */
export async function userWorker(output: () => readonly string[]): Promise<string> {
  const port = await until(() => [...output().join("").matchAll(/"userWorkerUrl":\{[^}]*"port":"(\d+)"/g)].pop()?.[1], {
    for: "wrangler dev to print the user worker's address",
    seen: () => output().join("").slice(-500),
  }, { timeoutMs: 10_000, everyMs: 100 });
  return `http://127.0.0.1:${port}`;
}

async function waitHealthy(base: string, proc: ChildProcess, output: string[], timeoutMs: number): Promise<void> {
  await until(async () => {
    if (proc.exitCode !== null) throw new Error(`wrangler dev exited (${proc.exitCode}):\n${output.join("").slice(-3000)}`);
    // Up once it answers: anything but a 5xx (a refused connection: not yet).
    return fetch(`${base}/api/health`).then((res) => res.status < 500, () => false);
  }, { for: "wrangler dev to answer /api/health", seen: () => output.join("").slice(-3000) }, { timeoutMs, everyMs: 200 });
}

/** Applies the D1 migrations to a local persistence folder (as `npm start` does). */
export function migrate(persistTo: string): void {
  execFileSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    cwd: ROOT,
    stdio: "pipe",
    env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
  });
}

/** Starts `wrangler dev` (migrating a fresh persistence folder unless one is given). */
export async function startDev(
  opts: {
    port?: number;
    persistTo?: string;
    vars?: Record<string, string>;
    config?: string;
    migrate?: boolean;
    /** Environment variables for wrangler itself (its settings of the local runtime). */
    env?: Record<string, string>;
    /** A file that gets everything the process prints, too (a shared server's, read by the test files). */
    log?: string;
  } = {},
): Promise<DevServer> {
  const persistTo = opts.persistTo ?? mkdtempSync(path.join(tmpdir(), "pengyou-e2e-"));
  if (!opts.persistTo && opts.migrate !== false) migrate(persistTo);
  // Another wrangler dev starting at the same moment (the browser suite starts several at once) can take a
  // port between freePort() and this one's bind: it then exits at once saying so, and starts again on others.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(opts.port ?? (await freePort()), persistTo, opts);
    } catch (e) {
      if (attempt >= 3 || opts.port !== undefined || !String(e).includes("Address already in use")) throw e;
    }
  }
}

/** One `wrangler dev` on `port`, once it answers. */
async function launch(port: number, persistTo: string, opts: { vars?: Record<string, string>; config?: string; env?: Record<string, string>; log?: string }): Promise<DevServer> {
  const inspector = await freePort();
  const args = [
    "dev", ...(opts.config ? ["--config", opts.config] : []), "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspector),
    // Debug logs name the user worker's own port (workerd, behind wrangler's proxy).
    "--persist-to", persistTo, "--show-interactive-dev-session=false", "--log-level", process.env.DEV_LOG_LEVEL ?? "debug",
  ];
  // The tests' own bindings: the operator's token, the floor on a table's pace while nobody plays their own
  // seat lifted (src/server/table/table-env.ts), so that leak runs, end-to-end games and benchmarks play bots at
  // machine pace, and TEST_SEEDS: the harness's server takes a test's seed for a table's deals (docs/PROTOCOL.md);
  // a deploy never does.
  const vars = { DIAGNOSTICS_TOKEN: OPERATOR_TOKEN, TEST_LIFT_PACE_FLOOR: "1", TEST_SEEDS: "on", ...opts.vars };
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const proc = spawn(WRANGLER, args, {
    cwd: ROOT,
    env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  const keep = (d: Buffer) => {
    output.push(d.toString());
    if (opts.log) appendFileSync(opts.log, d);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const direct = () => userWorker(() => output);
  const stop = async () => {
    if (proc.exitCode !== null) return;
    const exited = new Promise<void>((r) => proc.once("exit", () => r()));
    try {
      process.kill(-(proc.pid as number), "SIGTERM");
    } catch {
      // gone already
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-(proc.pid as number), "SIGKILL");
      } catch {
        // gone
      }
    }, 5_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    await waitHealthy(base, proc, output, 90_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, direct, port, inspectorPort: inspector, persistTo, output, stop };
}

export function removeStorage(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
