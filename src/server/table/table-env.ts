import type { Lobby } from "../lobby/lobby-object";
import { UNATTENDED_STEP_MS } from "../pace/pacing";

/** The bindings a table's object reads (wrangler.toml declares them; the Worker's Env holds these and more). */
export interface TableEnv {
  DB: D1Database;
  /** The lobby (one object, LOBBY_NAME): start pages' sockets, told of every directory line D1 takes. */
  LOBBY: DurableObjectNamespace<Lobby>;
  /**
   * Tests only: "1" lifts the floor on a table's pace while nobody plays their own seat
   * (pace/pacing.ts UNATTENDED_STEP_MS), so that leak runs and benchmarks play bots-only games at
   * machine pace. Set by the test harnesses alone (vitest.workers.config.ts, test/e2e/dev-server.ts);
   * never in wrangler.toml nor on a deployed Worker.
   */
  TEST_LIFT_PACE_FLOOR?: string;
  /** Frames per second per socket (unset: the default; benchmarks raise it). */
  FLOOD_PER_SECOND?: string;
  /**
   * Web Push (docs/PUSH.md): the operator's VAPID key pair and a contact
   * (mailto: or https:), set with `wrangler secret put`. Unset, notifications are off.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /**
   * Push services of the operator's own that the table may post to, besides
   * the browsers' (push/hosts.ts): hosts separated by commas or spaces, each
   * with a port if it is not 443, `*.` for every name under one
   * (`push.example.org, *.push.example.net:8443`). Unset: the browsers' only.
   */
  PUSH_HOSTS?: string;
  /** How long a push request waits for an answer, in ms (unset: 5 s). Not an operator's setting: the tests lengthen it (push/send.ts). */
  PUSH_TIMEOUT_MS?: string;
}

/** The least time between a table's own steps while nobody plays their own seat: UNATTENDED_STEP_MS, or 0 where the test configuration lifts it. */
export function unattendedStepMs(env: Pick<TableEnv, "TEST_LIFT_PACE_FLOOR">): number {
  return env.TEST_LIFT_PACE_FLOOR === "1" ? 0 : UNATTENDED_STEP_MS;
}
