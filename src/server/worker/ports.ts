/**
 * What the HTTP routes ask of the platform, past checking their input: one
 * method a use, typed by the protocol. The routes (api.ts) see only this
 * interface, never a binding; the Worker builds it per request from its
 * bindings (live-ports.ts). That is what lets the client library take its
 * types from the routes themselves (`typeof api`): api.ts and everything it
 * imports stay free of the Workers runtime's types, so the browser's
 * program can read them (a DOM program cannot load the Workers' globals).
 */
import type { PresetName } from "../../engine";
import type { CreatedPractice, CreatedTable, GameListing, GameRecord, LobbyTable, NewPractice, PlayNow, PlayNowRequest, PushKey, TableSettings } from "../../protocol";

/** The per-address brakes: new tables (and practice, and Play now), sockets, table lookups. */
export type Brake = "create" | "connect" | "lookup";

/** A new table as the route has checked it: a preset, and options and a player count the engine accepts for it. */
export interface TableOrder {
  readonly game: PresetName;
  readonly options: Record<string, unknown>;
  readonly players: number;
  readonly settings: TableSettings;
  /** Tests only: the deals' secret (refused where the Worker does not take test seeds: new-tables.ts). */
  readonly seed?: string;
  /** Its maker sits at seat 0, under this name if given (the answer carries the seat token). */
  readonly sit?: { readonly name?: string | undefined };
}

export interface Ports {
  /** Whether this request's client address is past `brake` now (each call takes a token). */
  limited(brake: Brake): Promise<boolean>;
  pushKey(): PushKey;
  createTable(order: TableOrder): Promise<CreatedTable>;
  practiceTable(body: NewPractice): Promise<CreatedPractice>;
  /** A seat at a public table with one free now (`joined`), or at a new one with bots, started (`new`). */
  playNow(body: PlayNowRequest & { readonly game: PresetName }): Promise<PlayNow>;
  /** The lobby's list (its memory: the waiting public tables). */
  publicTables(): Promise<LobbyTable[]>;
  /** This location's edge cache (the Workers' `caches.default`). */
  readonly edge: { match(key: Request): Promise<Response | undefined>; put(key: Request, res: Response): Promise<void> };
  /** The table's summary as JSON text (with its inside numbers as headers for the operator), or null: no such table. */
  tableSummary(id: string): Promise<Response | null>;
  tableGames(id: string): Promise<GameListing[]>;
  /** A game with at least one completed hand, from D1; null before. */
  game(id: string): Promise<GameRecord | null>;
  /** Sockets: the upgrade forwarded to the object that accepts it (so the socket can hibernate). */
  lobbySocket(): Promise<Response>;
  tableSocket(id: string): Promise<Response>;
}

export interface ApiEnv {
  readonly Variables: { readonly ports: Ports };
}
