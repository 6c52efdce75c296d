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
}
