import type { Lobby } from "./lobby";
import type { Table } from "./table";

/** The one lobby object's name (lobby.ts). */
export const LOBBY_NAME = "lobby";

/** The bindings wrangler.toml declares. */
export interface Env {
  TABLE: DurableObjectNamespace<Table>;
  /** The lobby (one object, LOBBY_NAME): start pages' sockets, told of every directory line D1 takes. */
  LOBBY: DurableObjectNamespace<Lobby>;
  DB: D1Database;
  ASSETS: Fetcher;
  CONNECT_LIMITER: RateLimit;
  CREATE_LIMITER: RateLimit;
  LOOKUP_LIMITER: RateLimit;
  /** Frames per second per socket (unset: the default; benchmarks raise it). */
  FLOOD_PER_SECOND?: string;
  /**
   * The operator's token (a secret: `wrangler secret put DIAGNOSTICS_TOKEN`).
   * A table lookup that carries it in `x-diagnostics-token` also gets the
   * table's inside numbers as headers; unset, nobody gets them.
   */
  DIAGNOSTICS_TOKEN?: string;
  /**
   * Web Push (docs/PUSH.md): the operator's VAPID key pair and a contact
   * (mailto: or https:), set with `wrangler secret put`. Unset, notifications are off.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
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
