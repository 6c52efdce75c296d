import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Files side by side (ENGINE_WORKERS; every core by default): the simulations are CPU-bound, and vitest's own default leaves one core idle. */
const workers = Math.max(1, Number(process.env.ENGINE_WORKERS ?? availableParallelism()));

export default defineConfig({
  test: {
    // The default report, then each file's wall time, slowest first (test/support/file-times.ts).
    reporters: ["default", "./test/support/file-times.ts"],
    include: ["test/engine/**/*.test.ts", "test/table/**/*.test.ts", "test/layout/**/*.test.ts", "test/names/**/*.test.ts", "test/client/**/*.test.ts", "test/protocol/**/*.test.ts", "test/support/**/*.test.ts", "src/engine/**/*.test.ts"],
    environment: "node",
    maxWorkers: workers,
    // Simulations and reviews run for seconds on a quiet machine, many times that on a loaded 2-core one: the limit only catches a hang.
    testTimeout: 120_000,
  },
});
