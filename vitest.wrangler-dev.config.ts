import { defineConfig } from "vitest/config";
import browser, { workers } from "./vitest.browser.config";
import e2e from "./vitest.e2e.config";

/**
 * What `npm test` runs after the Workers pool: the end-to-end files (vitest.e2e.config.ts) and the browser
 * files (vitest.browser.config.ts) in one run, each with its own `wrangler dev` (and the browser's Chromium)
 * from its own global setup. One pool of two workers takes files from both: run one after the other, each
 * left a worker idle at its end (the end-to-end run's leak games alone for most of a minute). Each config
 * still runs alone (`npm run test:e2e`, `npm run test:browser`).
 */
export default defineConfig({
  test: {
    reporters: ["default", "./test/support/file-times.ts"],
    environment: "node",
    testTimeout: 420_000,
    hookTimeout: 180_000,
    maxWorkers: workers,
    fileParallelism: workers > 1,
    // leaks.test.ts's games, marked concurrent, two at a time (as in the end-to-end config).
    maxConcurrency: e2e.test?.maxConcurrency ?? 2,
    projects: [
      {
        extends: true,
        test: {
          name: "e2e",
          include: e2e.test?.include ?? [],
          globalSetup: e2e.test?.globalSetup ?? [],
          testTimeout: e2e.test?.testTimeout ?? 300_000,
          sequence: { groupOrder: 0 },
        },
      },
      ...(browser.test?.projects ?? []),
    ],
  },
});
