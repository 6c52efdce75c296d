import type { Table } from "./table";

/** The bindings wrangler.toml declares. */
export interface Env {
  TABLE: DurableObjectNamespace<Table>;
  DB: D1Database;
  ASSETS: Fetcher;
  CONNECT_LIMITER: RateLimit;
  CREATE_LIMITER: RateLimit;
  LOOKUP_LIMITER: RateLimit;
  /** Frames per second per socket (unset: the default; benchmarks raise it). */
  FLOOD_PER_SECOND?: string;
}
