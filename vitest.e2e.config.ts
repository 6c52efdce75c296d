import { defineConfig } from "vitest/config";

/** End-to-end tests: the real server process (`wrangler dev`) and real sockets from Node. */
export default defineConfig({
  test: {
    // The default report, then each file's wall time, slowest first (test/support/file-times.ts).
    reporters: ["default", "./test/support/file-times.ts"],
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // One wrangler dev at a time is plenty for two cores.
    fileParallelism: false,
  },
});
