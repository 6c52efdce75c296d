import type { LobbyEnv } from "../lobby/lobby-object";
import type { Table } from "../table/table-object";
import type { TableEnv } from "../table/table-env";

/** The bindings wrangler.toml declares: the Worker's (the table's and the lobby's objects read theirs of these). */
export interface Env extends TableEnv, LobbyEnv {
  TABLE: DurableObjectNamespace<Table>;
  ASSETS: Fetcher;
  CONNECT_LIMITER: RateLimit;
  CREATE_LIMITER: RateLimit;
  LOOKUP_LIMITER: RateLimit;
  /**
   * The operator's token (a secret: `wrangler secret put DIAGNOSTICS_TOKEN`).
   * A table lookup that carries it in `x-diagnostics-token` also gets the
   * table's inside numbers as headers; unset, nobody gets them.
   */
  DIAGNOSTICS_TOKEN?: string;
  /**
   * Tests only: "on" lets POST /api/tables take a `seed` that fixes the
   * table's deals, so a test arranges the cards it needs instead of playing
   * game after game for luck. Set by the test harness alone
   * (vitest.workers.config.ts's bindings, test/e2e/dev-server.ts's `--var`),
   * never in wrangler.toml: unset, a seed is refused and every game's secret
   * comes from the cryptographic generator (`takesTestSeeds`).
   */
  TEST_SEEDS?: string;
}

/** Whether this Worker takes a test's seed for a new table's deals (only where the test harness set TEST_SEEDS). */
export function takesTestSeeds(env: Pick<Env, "TEST_SEEDS">): boolean {
  return env.TEST_SEEDS === "on";
}
