/** The table service's HTTP API, typed, for the browser and Node. */
import type { GameListing, GameRecord, LobbyTable, PlayNow, TableSettings, TableSummary } from "../protocol";

export type { GameListing, GameRecord };

export interface NewTable {
  readonly game: string;
  readonly options?: Record<string, unknown>;
  readonly players?: number;
  readonly settings?: TableSettings;
  readonly public?: boolean;
  /** Tests only: the deals' secret; refused unless the server runs with TEST_SEEDS (docs/PROTOCOL.md). */
  readonly seed?: string;
}

/** A practice table: a moment of a completed hand (hand 0-based, step: its actions already made), the seat as you. */
export interface NewPractice {
  readonly gameId: string;
  readonly hand: number;
  readonly step: number;
  readonly seat: number;
  readonly name?: string;
  readonly settings?: TableSettings;
}

export interface CreatedPractice {
  readonly tableId: string;
  readonly url: string;
  readonly hostToken: string;
  readonly seatToken: string;
}

export interface CreatedTable {
  readonly tableId: string;
  readonly url: string;
  readonly hostToken: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export class Api {
  constructor(
    readonly base: string,
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
  ) {}

  async #json<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await this.fetchFn(new URL(path, this.base).toString(), init);
    const body = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string; field?: string } };
    if (!res.ok) throw new ApiError(res.status, body.error?.code ?? "http", body.error?.message ?? res.statusText, body.error?.field);
    return body as T;
  }

  createTable(t: NewTable): Promise<CreatedTable> {
    return this.#json("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(t) });
  }
  /** A practice table from a moment of a completed hand: refused for a hand still in play. */
  practice(p: NewPractice): Promise<CreatedPractice> {
    return this.#json("/api/practice", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(p) });
  }
  table(id: string): Promise<TableSummary> {
    return this.#json(`/api/tables/${encodeURIComponent(id)}`);
  }
  /** The lobby's list once (the start page keeps it current over GET /api/lobby instead). */
  publicTables(): Promise<{ tables: LobbyTable[] }> {
    return this.#json("/api/tables?public=1");
  }
  /** Play now: a seat at a public table of the game with one free now, or at a new one with bots, started. */
  playNow(p: { readonly game: string; readonly name?: string; readonly lang?: "en" | "zh" }): Promise<PlayNow> {
    return this.#json("/api/play", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(p) });
  }
  /** The table's games, newest first, the one in play included. */
  tableGames(id: string): Promise<{ games: GameListing[] }> {
    return this.#json(`/api/tables/${encodeURIComponent(id)}/games`);
  }
  /** A game's completed hands (404 until one has ended), and its result once there is one. */
  game(id: string): Promise<GameRecord> {
    return this.#json(`/api/games/${encodeURIComponent(id)}`);
  }
  /** The table's socket address (ws: or wss:). */
  socketUrl(id: string): string {
    const u = new URL(`/api/tables/${encodeURIComponent(id)}/ws`, this.base);
    u.protocol = u.protocol === "https:" ? "wss:" : "ws:";
    return u.toString();
  }
}
