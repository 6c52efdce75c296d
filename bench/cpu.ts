/**
 * CPU time a process has used, from /proc: on a shared machine a steadier
 * measure than latency (another process's load delays our answers, it does
 * not add to our CPU time).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";

const TICK_NS = 1e9 / 100; // USER_HZ: 100 on Linux

/**
 * utime + stime of the whole process (every thread, live or gone) in ns,
 * refined by the live threads' scheduler clocks (ns) when they are there:
 * /proc/<pid>/stat counts in 10 ms ticks, too coarse for a short run.
 */
export function cpuNs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  let sched = 0;
  try {
    for (const t of readdirSync(`/proc/${pid}/task`)) {
      sched += Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]);
    }
  } catch {
    return ticks * TICK_NS;
  }
  // schedstat misses threads that have exited; prefer it only while it agrees with the ticks.
  return Math.abs(sched - ticks * TICK_NS) <= 2 * TICK_NS * 8 ? sched : ticks * TICK_NS;
}

/** The process listening on a local TCP port (workerd's own port for a `wrangler dev`). */
export function pidListening(port: number | string): number {
  const out = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" });
  const line = out.split("\n").find((l) => l.includes(`127.0.0.1:${port} `));
  const m = line ? /pid=(\d+)/.exec(line) : null;
  if (!m) throw new Error(`no process found listening on 127.0.0.1:${port}`);
  return Number(m[1]);
}

/** CPU used by a process over chosen stretches of time (resume/pause), and how many actions they held. */
export class CpuMeter {
  #ns = 0;
  #since: number | null = null;
  actions = 0;

  constructor(readonly pid: number) {}

  resume(): void {
    if (this.#since === null) this.#since = cpuNs(this.pid);
  }

  pause(): void {
    if (this.#since === null) return;
    this.#ns += cpuNs(this.pid) - this.#since;
    this.#since = null;
  }

  get ns(): number {
    return this.#ns + (this.#since === null ? 0 : cpuNs(this.pid) - this.#since);
  }

  usPerAction(): number {
    return Number((this.ns / 1000 / Math.max(1, this.actions)).toFixed(1));
  }
}
