import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
// @ts-expect-error: a plain script without types
import { vapidKeys } from "./scripts/vapid-keys.mjs";

/** Outbound fetches from the Workers runtime in tests: https://localhost goes to the same port in plain http. */
async function toPlainLocalhost(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.protocol === "https:" && url.hostname === "localhost") url.protocol = "http:";
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
  return fetch(url, { method: request.method, headers: request.headers, body });
}

/** Files side by side (SERVER_WORKERS; every core by default: vitest's own default leaves one idle). Each file has its own storage. */
const workers = Math.max(1, Number(process.env.SERVER_WORKERS ?? availableParallelism()));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  // Notifications are on in tests: a key pair of their own, made for this run.
  const vapid = (await vapidKeys()) as { publicKey: string; privateKey: string };
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The test push service (test/server/push-service.ts) is plain http on localhost: the table's
          // https://localhost fetches go there (a real push service's endpoints are https).
          outboundService: toPlainLocalhost,
          bindings: {
            VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:operator@pengyou.test",
            // Tests may fix a table's deal with a seed (src/server/env.ts); wrangler.toml never sets this.
            TEST_SEEDS: "on",
            TEST_MIGRATIONS: migrations, DIAGNOSTICS_TOKEN: "operator-token-for-tests", SEAT_RUNS: process.env.SEAT_RUNS ?? "1000", SEAT_SEED: process.env.SEAT_SEED ?? "", SEAT_PATH: process.env.SEAT_PATH ?? "", SEAT_DEBUG: process.env.SEAT_DEBUG ?? "" },
        },
      }),
    ],
    test: {
      // The default report, then each file's wall time, slowest first (test/support/file-times.ts).
      reporters: ["default", "./test/support/file-times.ts"],
      include: ["test/server/**/*.test.ts"],
      setupFiles: ["./test/server/apply-migrations.ts"],
      globalSetup: ["./test/server/push-service.ts"],
      // Every wait in these tests is for an event, with its own bound; vitest's default of 5 s per test
      // failed a practice table on a loaded machine. The limit only catches a hang.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      maxWorkers: workers,
    },
  };
});
