/** The per-file wall-time table printed at the end of every vitest run (file-times.ts): slowest first, with the run's totals. */
import { describe, expect, it } from "vitest";
import { timeTable } from "./file-times";

describe("where the time went", () => {
  it("lists the files slowest first, with the run's wall time and the files' sum, and marks a file that did not pass", () => {
    const lines = timeTable("vitest.e2e.config.ts", [
      { file: "test/e2e/hand.test.ts", wallMs: 5_700, testsMs: 5_500, slot: 2, state: "passed" },
      { file: "test/e2e/leaks.test.ts", wallMs: 160_400, testsMs: 159_200, slot: 1, state: "passed" },
      { file: "test/e2e/faults.test.ts", wallMs: 40_700, testsMs: 39_500, slot: 2, state: "failed" },
    ], 167_100);
    expect(lines[0]).toBe("── where the time went: vitest.e2e.config.ts (3 files, run 167.1 s, files' sum 206.8 s) ──");
    expect(lines.slice(2).map((l) => l.trim().split(/\s+/).slice(3).join(" "))).toEqual(["test/e2e/leaks.test.ts", "test/e2e/faults.test.ts (failed)", "test/e2e/hand.test.ts"]);
    expect(lines[2]).toMatch(/^ +160\.4 +159\.2 +1 +test\/e2e\/leaks\.test\.ts$/);
  });
});
