/**
 * Games and their completed hands in D1: written from a table's outbox by
 * its alarm (never in the middle of a move), read back for history lists
 * and replays. Every write is idempotent, so at-least-once delivery writes
 * each hand once.
 */
import type { GameSummary } from "../../engine";
import { decodeLog } from "../../engine/log";
import type { GameListing, GamePlayer, GameRecord, GameStatus, HandRecord, HandSummary, TablePhase } from "../../protocol";

/** What D1 needs to create a game's row. */
export interface GameHeader {
  readonly id: string;
  readonly tableId: string;
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly players: readonly GamePlayer[];
  readonly startedAt: number;
}

/** A completed hand as the table hands it to D1: its log still in compact text. */
export interface HandDelivery {
  readonly game: GameHeader;
  readonly hand: number;
  readonly key: string;
  readonly log: string;
  readonly actions: number;
  readonly summary: HandSummary;
  readonly finishedAt: number;
}

/** A game's status as it changes. */
export interface StatusDelivery {
  readonly game: GameHeader;
  readonly status: GameStatus;
  readonly result: GameSummary | null;
  readonly updatedAt: number;
  readonly finishedAt: number | null;
}

/** A public table's line in the directory. */
export interface DirectoryRecord {
  readonly id: string;
  readonly game: string;
  readonly public: boolean;
  readonly status: TablePhase;
  readonly openSeats: number;
  /** Seats a bot keeps with nobody's token (at a table in play, a stranger may take one between hands). */
  readonly botSeats: number;
  readonly players: number;
  readonly lang: "en" | "zh" | null;
  /** The effective turn clock, defaults included (0: none). */
  readonly turnSeconds: number;
  /** Somebody (seated or watching) is at the table: a waiting table nobody is at is not shown. */
  readonly present: boolean;
  /** People in seats (the lobby shows the tables where more people wait first; not kept in D1). */
  readonly seated: number;
  /** The hash of the address that made the table (address.ts; null: not known): the lobby bounds lines per address. Not kept in D1. */
  readonly owner: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

function insertGame(db: D1Database, g: GameHeader, at: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO games (id, table_id, game, options, players, status, result, started_at, updated_at, finished_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'playing', NULL, ?6, ?7, NULL)`,
    )
    .bind(g.id, g.tableId, g.game, JSON.stringify(g.options), JSON.stringify(g.players), g.startedAt, at);
}

/**
 * A game's status. `playing` only creates the row; a final status replaces
 * `playing` and is never replaced itself (a late `playing` cannot undo it).
 */
export async function writeGameStatus(db: D1Database, d: StatusDelivery): Promise<void> {
  if (d.status === "playing") {
    await insertGame(db, d.game, d.updatedAt).run();
    return;
  }
  await db.batch([
    insertGame(db, d.game, d.updatedAt),
    db
      .prepare(
        `UPDATE games SET status = ?2, result = ?3, finished_at = ?4, updated_at = MAX(updated_at, ?5) WHERE id = ?1 AND status = 'playing'`,
      )
      .bind(d.game.id, d.status, JSON.stringify(d.result), d.finishedAt, d.updatedAt),
  ]);
}

/** A completed hand, with the game's row if it has not arrived yet (one D1 transaction). */
export async function writeHand(db: D1Database, h: HandDelivery): Promise<void> {
  await db.batch([
    insertGame(db, h.game, h.finishedAt),
    db
      .prepare(
        `INSERT OR IGNORE INTO hands (game_id, hand, key, actions, action_count, summary, finished_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(h.game.id, h.hand, h.key, h.log, h.actions, JSON.stringify(h.summary), h.finishedAt),
    db.prepare("UPDATE games SET updated_at = MAX(updated_at, ?2) WHERE id = ?1").bind(h.game.id, h.finishedAt),
  ]);
}

export async function writeDirectory(db: D1Database, d: DirectoryRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO tables (id, game, public, status, open_seats, players, created_at, updated_at, bot_seats, lang, turn_seconds, present)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
       ON CONFLICT(id) DO UPDATE SET game = excluded.game, public = excluded.public, status = excluded.status,
         open_seats = excluded.open_seats, players = excluded.players, updated_at = excluded.updated_at,
         bot_seats = excluded.bot_seats, lang = excluded.lang, turn_seconds = excluded.turn_seconds, present = excluded.present
       WHERE excluded.updated_at >= tables.updated_at`,
    )
    .bind(d.id, d.game, d.public ? 1 : 0, d.status, d.openSeats, d.players, d.createdAt, d.updatedAt, ...lobbyFields(d))
    .run();
}

/** A table that is gone (reaped): its line leaves the directory. */
export async function removeDirectory(db: D1Database, id: string): Promise<void> {
  await db.prepare("DELETE FROM tables WHERE id = ?1").bind(id).run();
}

/**
 * The lobby's fields of a line (issue 27). A line queued in an outbox before
 * they existed has none: D1 refuses an undefined binding, and the line would
 * be retried for ever, so it is written as a line of a table somebody is at
 * (its table changed just now) that says nothing of its language or clock.
 */
function lobbyFields(d: DirectoryRecord): [number, string | null, number | null, number] {
  const old = d as Partial<DirectoryRecord>;
  return [old.botSeats ?? 0, old.lang ?? null, old.turnSeconds ?? null, (old.present ?? true) ? 1 : 0];
}

interface GameRow {
  id: string;
  table_id: string;
  game: string;
  options: string;
  players: string;
  status: GameStatus;
  result: string | null;
  started_at: number;
  updated_at: number;
  finished_at: number | null;
}

interface HandRow {
  hand: number;
  key: string;
  actions: string;
  summary: string;
  finished_at: number;
}

/** A game with its completed hands; null when there is no such game or no hand of it has ended yet. */
export async function readGame(db: D1Database, id: string): Promise<GameRecord | null> {
  const [games, hands] = await db.batch<GameRow | HandRow>([
    db.prepare("SELECT * FROM games WHERE id = ?1").bind(id),
    db.prepare("SELECT hand, key, actions, summary, finished_at FROM hands WHERE game_id = ?1 ORDER BY hand").bind(id),
  ]);
  const row = games?.results[0] as GameRow | undefined;
  const handRows = (hands?.results ?? []) as HandRow[];
  if (!row || handRows.length === 0) return null;
  return {
    id: row.id,
    tableId: row.table_id,
    game: row.game,
    options: JSON.parse(row.options) as Record<string, unknown>,
    players: JSON.parse(row.players) as GamePlayer[],
    status: row.status,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    result: row.result === null ? null : (JSON.parse(row.result) as GameSummary | null),
    hands: handRows.map(
      (h): HandRecord => ({
        hand: h.hand,
        key: h.key,
        actions: decodeLog(h.actions),
        summary: JSON.parse(h.summary) as HandSummary,
        finishedAt: h.finished_at,
      }),
    ),
  };
}

/** A table's games, newest first, the one in play included. */
export async function listGames(db: D1Database, tableId: string): Promise<GameListing[]> {
  const { results } = await db
    .prepare(
      `SELECT g.id, g.status, g.started_at, g.updated_at, (SELECT COUNT(*) FROM hands h WHERE h.game_id = g.id) AS hands
       FROM games g WHERE g.table_id = ?1 ORDER BY g.started_at DESC LIMIT 100`,
    )
    .bind(tableId)
    .all<{ id: string; status: GameStatus; started_at: number; updated_at: number; hands: number }>();
  return results.map((r) => ({ id: r.id, status: r.status, hands: r.hands, startedAt: r.started_at, updatedAt: r.updated_at }));
}

/**
 * Where Play now may seat someone at a game: waiting public tables with a
 * free seat and somebody there first, then public tables in play with a
 * seat a bot keeps (taken over between hands), newest first. The table
 * itself decides (Table.claim): a line may be a little behind, or left by a
 * table whose process died (it seats nobody where nobody is).
 */
export async function playableTables(db: D1Database, game: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM tables WHERE public = 1 AND game = ?1 AND present = 1
         AND ((status = 'lobby' AND open_seats > 0) OR (status = 'playing' AND bot_seats > 0))
       ORDER BY status = 'lobby' DESC, updated_at DESC LIMIT 5`,
    )
    .bind(game)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}
