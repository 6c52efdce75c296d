import { defineConfig } from "vitest/config";

/** Browser tests: Debian's chromium (playwright-core) against `wrangler dev`, plus node checks of the web client's tables. */
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 420_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
