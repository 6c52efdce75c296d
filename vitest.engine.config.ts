import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts", "test/table/**/*.test.ts", "test/layout/**/*.test.ts", "test/names/**/*.test.ts", "test/client/**/*.test.ts", "src/engine/**/*.test.ts"],
    environment: "node",
  },
});
