import { defineConfig } from "vitest/config";

/** Browser tests: Debian's chromium (playwright-core) against `wrangler dev`, plus node checks of the web client's tables. */
export default defineConfig({
  test: {
    // The default report, then each file's wall time, slowest first (test/support/file-times.ts).
    reporters: ["default", "./test/support/file-times.ts"],
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 420_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
