import { defineConfig } from "vitest/config";

/** How many end-to-end files run side by side (E2E_WORKERS; 2 by default) against the run's one server. */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * End-to-end tests: the real server process (`wrangler dev`) and real sockets from Node. One server for
 * the run (test/e2e/global-setup.ts); the fault tests, which stop and break theirs, start their own.
 */
export default defineConfig({
  test: {
    // The default report, then each file's wall time, slowest first (test/support/file-times.ts).
    reporters: ["default", "./test/support/file-times.ts"],
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 180_000,
    globalSetup: ["./test/e2e/global-setup.ts"],
    maxWorkers: workers,
    fileParallelism: workers > 1,
    // Tests marked concurrent (leaks.test.ts's games) run two at a time: about a quarter faster on two cores.
    maxConcurrency: 2,
  },
});
