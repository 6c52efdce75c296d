import { defineConfig } from "vitest/config";

/**
 * How many browser files run side by side (BROWSER_WORKERS; 2 by default): each is a chromium page or
 * three driven at a person's pace against one shared server, which leaves a 2-core machine room for two.
 */
export const workers = Math.max(1, Number(process.env.BROWSER_WORKERS ?? 2));

/**
 * Browser tests: Debian's chromium (playwright-core) against `wrangler dev`, plus node checks of the web
 * client's tables. One server and one chromium for the run (test/browser/global-setup.ts); setup.test.ts
 * runs alone afterwards, because it builds the web client and runs `npm start` (which builds it too) while
 * servers serve web/dist.
 */
export default defineConfig({
  test: {
    // The default report, then each file's wall time, slowest first (test/support/file-times.ts).
    reporters: ["default", "./test/support/file-times.ts"],
    environment: "node",
    testTimeout: 420_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          exclude: ["test/browser/setup.test.ts"],
          globalSetup: ["./test/browser/global-setup.ts"],
          maxWorkers: workers,
          fileParallelism: workers > 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "browser-setup", include: ["test/browser/setup.test.ts"], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
