import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "../../src/server/worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The operator's token, always set in tests (vitest.workers.config.ts). */
      DIAGNOSTICS_TOKEN: string;
      /** How many sequences the seat property runs (CI: 1000). */
      SEAT_RUNS: string;
      /** To replay a failure: its seed and path, and "1" to print every frame. */
      SEAT_SEED: string;
      SEAT_PATH: string;
      SEAT_DEBUG: string;
      /** How many table lives the lives property plays (table-lives.test.ts), and a failure's seed and path to replay it. */
      LIVES_RUNS: string;
      LIVES_SEED: string;
      LIVES_PATH: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../../src/index");
      durableNamespaces: "Table";
    }
  }
}
