/**
 * Where the time of a test run goes: a vitest reporter (beside the default
 * one, in every vitest config) that prints, at the end of a run, each test
 * file's wall time, slowest first, so that CI's log says which files to make
 * faster. Wall time runs from the moment a worker takes the file until its
 * last hook is done (imports, environment, hooks and tests: what the file
 * costs); `tests` is vitest's own sum of the file's tests and hooks. `at` is
 * the worker slot that ran it (two files with different slots ran side by
 * side). Timings on a shared machine are noisy: compare runs, not digits.
 */
import type { Reporter, TestModule, Vitest } from "vitest/node";

interface Timed {
  readonly file: string;
  readonly wallMs: number;
  readonly testsMs: number;
  readonly slot: number;
  readonly state: string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

/** The table as lines (exported for its test): slowest first, with the run's own wall time and the files' sum. */
export function timeTable(title: string, rows: readonly Timed[], runMs: number): string[] {
  const sorted = [...rows].sort((a, b) => b.wallMs - a.wallMs);
  const width = Math.max(4, ...sorted.map((r) => r.file.length));
  const sum = sorted.reduce((s, r) => s + r.wallMs, 0);
  return [
    `── where the time went: ${title} (${sorted.length} files, run ${seconds(runMs).trim()} s, files' sum ${seconds(sum).trim()} s) ──`,
    `${"wall s".padStart(7)} ${"tests s".padStart(7)}  at  ${"file".padEnd(width)}`,
    ...sorted.map((r) => `${seconds(r.wallMs)} ${seconds(r.testsMs)}  ${String(r.slot).padStart(2)}  ${r.file}${r.state === "passed" ? "" : `  (${r.state})`}`),
  ];
}

export default class FileTimes implements Reporter {
  readonly #started = new Map<string, number>();
  readonly #ended = new Map<string, number>();
  #runStart = Date.now();
  #title = "vitest";

  onInit(vitest: Vitest): void {
    this.#title = vitest.config.config?.split("/").pop() ?? "vitest";
  }

  onTestRunStart(): void {
    this.#runStart = Date.now();
    this.#started.clear();
    this.#ended.clear();
  }

  onTestModuleQueued(m: TestModule): void {
    this.#started.set(m.moduleId, Date.now());
  }

  onTestModuleEnd(m: TestModule): void {
    this.#ended.set(m.moduleId, Date.now());
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const rows = modules.map((m): Timed => {
      const d = m.diagnostic();
      const own = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      const from = this.#started.get(m.moduleId);
      const to = this.#ended.get(m.moduleId);
      return {
        file: m.relativeModuleId,
        // The main process's clock when it saw both ends; vitest's own sum when it did not (a file that failed to load).
        wallMs: from !== undefined && to !== undefined ? Math.max(to - from, own) : own,
        testsMs: d.duration,
        slot: d.concurrencyId,
        state: m.state(),
      };
    });
    if (rows.length === 0) return;
    console.log(`\n${timeTable(this.#title, rows, Date.now() - this.#runStart).join("\n")}\n`);
  }
}
