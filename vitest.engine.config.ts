import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts", "test/table/**/*.test.ts", "test/layout/**/*.test.ts", "test/names/**/*.test.ts", "test/client/**/*.test.ts", "test/protocol/**/*.test.ts", "src/engine/**/*.test.ts"],
    environment: "node",
    // Simulations and reviews run for seconds on a quiet machine, many times that on a loaded 2-core one: the limit only catches a hang.
    testTimeout: 120_000,
  },
});
