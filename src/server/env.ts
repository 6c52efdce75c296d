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
   * Push services of the operator's own that the table may post to, besides
   * the browsers' (push-hosts.ts): hosts separated by commas or spaces, each
   * with a port if it is not 443, `*.` for every name under one
   * (`push.example.org, *.push.example.net:8443`). Unset: the browsers' only.
   */
  PUSH_HOSTS?: string;
  /** How long a push request waits for an answer, in ms (unset: 5 s). Not an operator's setting: the tests lengthen it (push-send.ts). */
  PUSH_TIMEOUT_MS?: string;
}
