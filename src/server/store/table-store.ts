/**
 * The table's durable storage: SQLite in the Durable Object. Memory is only
 * a cache of this. Every accepted action is appended here before any view
 * goes out; the game state is rebuilt from the latest snapshot plus the
 * actions after it.
 */
import { DEFAULT_BOT_LEVEL, isBotLevel } from "../../engine";
import type { Row } from "./rows";
import type { BanList, GameRow, SeatRow, TableConfig } from "./rows";
import { SeatBans } from "./bans";
import { Answers } from "./answers";
import { Outbox } from "./outbox";
import { PUSH_SCHEMA, PushSubs } from "./push-subs";

export type { BanList, GameRow, OutboxRow, SeatRow, TableConfig, TableInit } from "./rows";


/**
 * 4: every column above is in place (the number says so; older tables are checked column by column once).
 * 5: bans are rows (addresses and seat holders), and the addresses each seat's holder was seen from are kept.
 * 6: push subscriptions (store/push-subs.ts).
 * 7: whether a person has ever held a seat (meta personSat): a table older than that is taken to have had one.
 */
const SCHEMA_VERSION = 7;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT, token_hash TEXT, bot INTEGER NOT NULL DEFAULT 0, away_since INTEGER);
CREATE TABLE IF NOT EXISTS log (seq INTEGER PRIMARY KEY, entry TEXT NOT NULL, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS snapshot (seq INTEGER PRIMARY KEY, state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS acts (seat INTEGER NOT NULL, id TEXT NOT NULL, answer TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (seat, id));
CREATE TABLE IF NOT EXISTS outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS bans (kind TEXT NOT NULL, value TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (kind, value));
CREATE TABLE IF NOT EXISTS holder_addresses (token_hash TEXT NOT NULL, address TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (token_hash, address));
${PUSH_SCHEMA}
`;

/** Rows a single statement writes: alone, they need no transaction of their own (a commit costs). */
const ONE_STATEMENT = new Set<Row["t"]>(["log", "seat", "meta", "config", "game", "outbox", "rename-holder", "push-sub", "push-unsub"]);

export class TableStore {
  /** Who the host kept out of the seats, and where each seat's holder was seen from. */
  readonly people: SeatBans;
  /** Hands, game statuses and directory lines on their way to D1. */
  readonly outbox: Outbox;
  /** The first answer to each move a client sent (a repeated id gets it again). */
  readonly answers: Answers;
  /** Browsers to notify, by seat holder. */
  readonly push: PushSubs;

  constructor(private readonly sql: SqlStorage) {
    this.push = new PushSubs(sql);
    this.people = new SeatBans(sql);
    this.outbox = new Outbox(sql);
    this.answers = new Answers(sql);
  }

  /**
   * Writes a change's rows in order: all or none (one transaction, unless a
   * single statement does it). The output gate holds every frame sent after
   * this until the write is durable.
   */
  write(rows: readonly Row[], transaction: (f: () => void) => void): void {
    if (rows.length === 0) return;
    const each = () => {
      for (const r of rows) this.#write(r);
    };
    if (rows.length === 1 && ONE_STATEMENT.has((rows[0] as Row).t)) each();
    else transaction(each);
  }

  #write(r: Row): void {
    switch (r.t) {
      case "log":
        return this.append(r.seq, r.entry, r.at, r.act);
      case "snapshot":
        return this.writeSnapshot(r.seq, r.state);
      case "seat":
        return this.setSeat(r.row);
      case "resize":
        return this.resizeSeats(r.players);
      case "config":
        return this.setConfig(r.config);
      case "game":
        return this.setGame(r.game);
      case "clear-game":
        return this.clearGame();
      case "meta":
        return this.setMeta(r.key, r.value);
      case "answer":
        return this.answers.refused(r.seat, r.id, r.answer, r.seq);
      case "ban":
        return this.people.ban(r.holder, r.addresses, r.at);
      case "saw":
        return this.people.saw(r.holder, r.address, r.at);
      case "rename-holder":
        return this.people.rename(r.from, r.to);
      case "outbox":
        return this.outbox.add(r.id, r.kind, r.payload, r.at);
      case "push-sub":
        return this.push.put(r.sub);
      case "push-unsub":
        return this.push.remove(r.holder, r.endpoint);
    }
  }

  /** After everything was deleted: nothing cached, and no storage until a table is created here again. */
  reset(): void {
    this.#metaRead = null;
    this.answers.forget();
    this.#exists = undefined;
    this.people.reset();
    this.outbox.reset();
  }

  /** Storage exists (cached once known: only `reset` takes it away). */
  #exists: true | undefined = undefined;

  /** Every meta key as `migrate` read them on a wake, kept for the first load (see `allMeta`). */
  #metaRead: Map<string, string> | null = null;

  /** Whether this object holds a table at all (checked before anything creates storage: unknown ids leave none). */
  exists(): boolean {
    if (this.#exists) return true;
    const found = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'meta'").one().n > 0;
    if (found) this.#exists = true;
    return found;
  }

  /**
   * Creates the tables, then brings older tables up to date. Runs on every
   * wake, before the first move is answered: a table already at this
   * schema costs one read of its meta, which the first load then uses.
   */
  migrate(): void {
    if (this.exists()) {
      const meta = this.allMeta();
      if (Number(meta.get("schema") ?? "1") >= SCHEMA_VERSION) {
        this.#metaRead = meta;
        return;
      }
    }
    this.sql.exec(SCHEMA);
    this.#exists = true;
    const version = Number(this.getMeta("schema") ?? "1");
    if (version < 2) {
      // 2: accepted moves carry their client id in the log, so one write records both.
      this.sql.exec("ALTER TABLE log ADD COLUMN act TEXT");
    }
    if (version < 3) {
      // 3: no index on those ids: answers are looked up in memory (the newest are loaded on wake by seq), and
      // an index cost a second B-tree write on every move.
      this.sql.exec("DROP INDEX IF EXISTS log_acts");
      this.setMeta("schema", "3");
    }
    // Seat epochs and who left (checked by column, independent of the schema number).
    const seatColumns = new Set(this.sql.exec<{ name: string }>("PRAGMA table_info(seats)").toArray().map((c) => c.name));
    if (!seatColumns.has("epoch")) {
      this.sql.exec("ALTER TABLE seats ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0");
      this.sql.exec("ALTER TABLE seats ADD COLUMN left_hand INTEGER");
      this.sql.exec("ALTER TABLE seats ADD COLUMN late INTEGER NOT NULL DEFAULT 0");
    }
    if (!seatColumns.has("bot_level")) this.sql.exec("ALTER TABLE seats ADD COLUMN bot_level TEXT");
    if (version < 5) {
      // 5: the addresses banned so far (a JSON list in meta) become rows of the bans table.
      const old = JSON.parse(this.getMeta("bans") ?? "[]") as string[];
      old.forEach((address, i) => this.sql.exec("INSERT OR IGNORE INTO bans (kind, value, at) VALUES ('address', ?, ?)", address, i));
      this.deleteMeta("bans");
    }
    if (version < 7 && this.getMeta("config") !== null) {
      // 7: a table made before the fact was kept keeps the lifetime it had (only a brand-new table has no config yet).
      this.setMeta("personSat", "1"); // META.personSat (table-state.ts)
    }
    this.setMeta("schema", String(SCHEMA_VERSION));
  }

  // --- meta -------------------------------------------------------------

  getMeta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? row.value : null;
  }

  setMeta(key: string, value: string): void {
    this.#metaRead = null;
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value);
  }

  /**
   * Every meta key at once: a wake reads them in one statement rather than
   * one each. `migrate` reads them on a wake and leaves them here for the
   * first load; any write of meta drops that copy.
   */
  allMeta(): Map<string, string> {
    const read = this.#metaRead ?? new Map(this.sql.exec<{ key: string; value: string }>("SELECT key, value FROM meta").toArray().map((r) => [r.key, r.value]));
    this.#metaRead = null;
    return read;
  }

  deleteMeta(key: string): void {
    this.#metaRead = null;
    this.sql.exec("DELETE FROM meta WHERE key = ?", key);
  }

  config(raw = this.getMeta("config")): TableConfig | null {
    return raw ? (JSON.parse(raw) as TableConfig) : null;
  }

  setConfig(c: TableConfig): void {
    this.setMeta("config", JSON.stringify(c));
  }

  game(raw = this.getMeta("game")): GameRow | null {
    return raw ? (JSON.parse(raw) as GameRow) : null;
  }

  setGame(g: GameRow | null): void {
    if (g) this.setMeta("game", JSON.stringify(g));
    else this.deleteMeta("game");
  }

  // --- seats ------------------------------------------------------------

  seats(): SeatRow[] {
    return this.sql
      .exec<{ seat: number; name: string | null; token_hash: string | null; bot: number; away_since: number | null; epoch: number; left_hand: number | null; late: number; bot_level: string | null }>(
        "SELECT seat, name, token_hash, bot, away_since, epoch, left_hand, late, bot_level FROM seats ORDER BY seat",
      )
      .toArray()
      .map((r) => ({ seat: r.seat, name: r.name, tokenHash: r.token_hash, bot: r.bot === 1, awaySince: r.away_since, epoch: r.epoch, leftHand: r.left_hand, late: r.late === 1, botLevel: isBotLevel(r.bot_level) ? r.bot_level : DEFAULT_BOT_LEVEL }));
  }

  setSeat(s: SeatRow): void {
    this.sql.exec(
      "INSERT INTO seats (seat, name, token_hash, bot, away_since, epoch, left_hand, late, bot_level) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(seat) DO UPDATE SET name = excluded.name, token_hash = excluded.token_hash, bot = excluded.bot, away_since = excluded.away_since, epoch = excluded.epoch, left_hand = excluded.left_hand, late = excluded.late, bot_level = excluded.bot_level",
      s.seat, s.name, s.tokenHash, s.bot ? 1 : 0, s.awaySince, s.epoch, s.leftHand, s.late ? 1 : 0, s.botLevel,
    );
  }

  resizeSeats(players: number): void {
    this.sql.exec("DELETE FROM seats WHERE seat >= ?", players);
    for (let i = 0; i < players; i++) this.sql.exec("INSERT OR IGNORE INTO seats (seat, bot) VALUES (?, 0)", i);
  }

  // --- the action log -----------------------------------------------------

  /** Appends an accepted action; `act` ("seat:id") names the move a client sent, so a repeat finds it. */
  append(seq: number, entry: string, at: number, act: string | null = null): void {
    this.sql.exec("INSERT INTO log (seq, entry, at, act) VALUES (?, ?, ?, ?)", seq, entry, at, act);
    if (act !== null) this.answers.accepted(act, seq);
  }

  /**
   * The log from `seq` on, with when each was written: a wake reads the
   * snapshot's own row too, whose time is the last action's when nothing
   * follows it (one statement where two would do).
   */
  logFrom(seq: number): { seq: number; entry: string; at: number }[] {
    return this.sql.exec<{ seq: number; entry: string; at: number }>("SELECT seq, entry, at FROM log WHERE seq >= ? ORDER BY seq", seq).toArray();
  }

  snapshot(): { seq: number; state: string } | null {
    return this.sql.exec<{ seq: number; state: string }>("SELECT seq, state FROM snapshot ORDER BY seq DESC LIMIT 1").toArray()[0] ?? null;
  }

  /** Keeps one snapshot: the newest. */
  writeSnapshot(seq: number, state: string): void {
    this.sql.exec("DELETE FROM snapshot");
    this.sql.exec("INSERT INTO snapshot (seq, state) VALUES (?, ?)", seq, state);
  }

  clearGame(): void {
    this.sql.exec("DELETE FROM log");
    this.sql.exec("DELETE FROM snapshot");
    this.sql.exec("DELETE FROM acts");
    // Act ids are answered within one game: the answers in memory go with it.
    this.answers.forget();
  }

  // --- shorthands ---------------------------------------------------------------------

  bans(): BanList {
    return this.people.bans();
  }

  sawHolder(holder: string, address: string, at: number): void {
    this.people.saw(holder, address, at);
  }

  holderAddresses(holder: string): string[] {
    return this.people.addresses(holder);
  }
}
