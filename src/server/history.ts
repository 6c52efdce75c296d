/**
 * Finished games in D1: written once, from a table's outbox, by its alarm
 * (never in the middle of a game), and read back for replays.
 */
import type { GameSummary } from "../engine";
import { decodeLog } from "../engine/log";
import type { FinishedGame, GamePlayer } from "../protocol";

/** A finished game as the table hands it to D1: the log still in its compact text form. */
export interface GameRecord extends Omit<FinishedGame, "actions"> {
  /** The compact action log (engine/log.ts). */
  readonly log: string;
  /** How many actions the log holds. */
  readonly actions: number;
}

/** A public table's line in the directory. */
export interface DirectoryRecord {
  readonly id: string;
  readonly game: string;
  readonly public: boolean;
  readonly status: "lobby" | "playing" | "over";
  readonly openSeats: number;
  readonly players: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** Idempotent: a game already there is left alone, so at-least-once delivery writes it once. */
export async function writeGame(db: D1Database, g: GameRecord): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO games (id, table_id, game, options, players, seed, actions, action_count, result, started_at, finished_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
    )
    .bind(g.id, g.tableId, g.game, JSON.stringify(g.options), JSON.stringify(g.players), g.seed, g.log, g.actions, JSON.stringify(g.result), g.startedAt, g.finishedAt)
    .run();
}

export async function writeDirectory(db: D1Database, d: DirectoryRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO tables (id, game, public, status, open_seats, players, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT(id) DO UPDATE SET game = excluded.game, public = excluded.public, status = excluded.status,
         open_seats = excluded.open_seats, players = excluded.players, updated_at = excluded.updated_at
       WHERE excluded.updated_at >= tables.updated_at`,
    )
    .bind(d.id, d.game, d.public ? 1 : 0, d.status, d.openSeats, d.players, d.createdAt, d.updatedAt)
    .run();
}

interface GameRow {
  id: string;
  table_id: string;
  game: string;
  options: string;
  players: string;
  seed: string;
  actions: string;
  action_count: number;
  result: string;
  started_at: number;
  finished_at: number;
}

export async function readGame(db: D1Database, id: string): Promise<FinishedGame | null> {
  const row = await db.prepare("SELECT * FROM games WHERE id = ?1").bind(id).first<GameRow>();
  if (!row) return null;
  return {
    id: row.id,
    tableId: row.table_id,
    game: row.game,
    options: JSON.parse(row.options) as Record<string, unknown>,
    players: JSON.parse(row.players) as GamePlayer[],
    seed: row.seed,
    actions: decodeLog(row.actions),
    result: JSON.parse(row.result) as GameSummary,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export async function listGames(db: D1Database, tableId: string) {
  const { results } = await db
    .prepare("SELECT id, game, players, result, action_count, started_at, finished_at FROM games WHERE table_id = ?1 ORDER BY finished_at DESC LIMIT 100")
    .bind(tableId)
    .all<Pick<GameRow, "id" | "game" | "players" | "result" | "action_count" | "started_at" | "finished_at">>();
  return results.map((r) => ({
    id: r.id,
    game: r.game,
    players: JSON.parse(r.players) as GamePlayer[],
    result: JSON.parse(r.result) as GameSummary,
    actions: r.action_count,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
  }));
}

export async function listPublicTables(db: D1Database) {
  const { results } = await db
    .prepare("SELECT id, game, status, open_seats, players, updated_at FROM tables WHERE public = 1 AND status = 'lobby' AND open_seats > 0 ORDER BY updated_at DESC LIMIT 50")
    .all<{ id: string; game: string; status: string; open_seats: number; players: number; updated_at: number }>();
  return results.map((r) => ({ id: r.id, game: r.game, status: r.status, openSeats: r.open_seats, players: r.players, updatedAt: r.updated_at }));
}
