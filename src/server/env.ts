import type { Lobby } from "./lobby";
import { UNATTENDED_STEP_MS } from "./pacing";
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
  /**
   * Tests only: "1" lifts the floor on a table's pace while nobody plays their own seat
   * (pacing.ts UNATTENDED_STEP_MS), so that leak runs and benchmarks play bots-only games at
   * machine pace. Set by the test harnesses alone (vitest.workers.config.ts, test/e2e/dev-server.ts);
   * never in wrangler.toml nor on a deployed Worker.
   */
  TEST_LIFT_PACE_FLOOR?: string;
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
}

/** The least time between a table's own steps while nobody plays their own seat: UNATTENDED_STEP_MS, or 0 where the test configuration lifts it. */
export function unattendedStepMs(env: Pick<Env, "TEST_LIFT_PACE_FLOOR">): number {
  return env.TEST_LIFT_PACE_FLOOR === "1" ? 0 : UNATTENDED_STEP_MS;
}
