import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
// @ts-expect-error: a plain script without types
import { vapidKeys } from "./scripts/vapid-keys.mjs";
import { TEST_PUSH_HOSTS, routeOf } from "./test/server/test-hosts.js";

/**
 * Outbound fetches from the Workers runtime in tests. A test host
 * (test/server/test-hosts.ts: the push service, the black hole, the
 * redirector) goes to its local listener, in plain http; anything else goes
 * where it says (the loopback trap of the push attacks counts what reaches
 * it). Redirects come back to the runtime as they are: it is the runtime's
 * fetch that follows them, or not.
 */
async function outbound(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const port = routeOf(url.hostname);
  if (port !== undefined) {
    url.protocol = "http:";
    url.hostname = "localhost";
    url.port = String(port);
  }
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
  return fetch(url, { method: request.method, headers: request.headers, body, redirect: "manual" });
}

/**
 * Test files that run where a deployed Worker runs: without the test binding that lifts the floor on a
 * table's pace while nobody plays their own seat (TEST_LIFT_PACE_FLOOR, src/server/table/table-env.ts). Every
 * other file runs with it, so that bots-only games play at machine pace there; these prove the floor holds without it.
 */
const PACED = ["test/server/unattended.test.ts"];

/**
 * Files left out of this run, comma-separated (SERVER_SKIP): `npm run test:quick` leaves out the longest.
 * A project's own include and exclude are what count: the command line's --exclude does not reach them.
 */
const SKIP = (process.env.SERVER_SKIP ?? "").split(",").filter(Boolean);

/** Files side by side (SERVER_WORKERS; every core by default: vitest's own default leaves one idle). Each file has its own storage. */
const workers = Math.max(1, Number(process.env.SERVER_WORKERS ?? availableParallelism()));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  // Notifications are on in tests: a key pair of their own, made for this run.
  const vapid = (await vapidKeys()) as { publicKey: string; privateKey: string };
  const project = (name: string, files: { include: string[]; exclude?: string[] }, extra: Record<string, string>) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The test push service and the push attacks' listeners are plain http on localhost, under names of
          // their own that PUSH_HOSTS allows, as an operator names a self-hosted push service (test-hosts.ts).
          outboundService: outbound,
          bindings: {
            VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:operator@pengyou.test",
            // Tests may fix a table's deal with a seed (src/server/worker/env.ts); wrangler.toml never sets this.
            TEST_SEEDS: "on",
            PUSH_HOSTS: TEST_PUSH_HOSTS,
            // A push request waits longer than any test runs (testTimeout): a black hole holds the table's request
            // through a whole test, so a table that moves meanwhile is proven not to wait on it (push-attacks.test.ts).
            PUSH_TIMEOUT_MS: "180000",
            TEST_MIGRATIONS: migrations, DIAGNOSTICS_TOKEN: "operator-token-for-tests", SEAT_RUNS: process.env.SEAT_RUNS ?? "1000", SEAT_SEED: process.env.SEAT_SEED ?? "", SEAT_PATH: process.env.SEAT_PATH ?? "", SEAT_DEBUG: process.env.SEAT_DEBUG ?? "",
            LIVES_RUNS: process.env.LIVES_RUNS ?? "", LIVES_SEED: process.env.LIVES_SEED ?? "", LIVES_PATH: process.env.LIVES_PATH ?? "",
            ...extra,
          },
        },
      }),
    ],
    test: {
      name,
      ...files,
      setupFiles: ["./test/server/apply-migrations.ts"],
      globalSetup: ["./test/server/push-service.ts", "./test/server/listeners.ts"],
      // Every wait in these tests is for an event, with its own bound; vitest's default of 5 s per test
      // failed a practice table on a loaded machine. The limit only catches a hang.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  });
  return {
    test: {
      // Run-wide, not a project's: the default report, then each file's wall time, slowest first
      // (test/support/file-times.ts); files side by side on every core.
      reporters: ["default", "./test/support/file-times.ts"],
      maxWorkers: workers,
      projects: [
        project("workers", { include: ["test/server/**/*.test.ts"], exclude: [...PACED, ...SKIP] }, { TEST_LIFT_PACE_FLOOR: "1" }),
        project("workers-paced", { include: PACED, exclude: SKIP }, {}),
      ],
    },
  };
});
