/**
 * The table's durable storage: SQLite in the Durable Object. Memory is only
 * a cache of this. Every accepted action is appended here before any view
 * goes out; the game state is rebuilt from the latest snapshot plus the
 * actions after it.
 */
import { type BotLevel, DEFAULT_BOT_LEVEL, isBotLevel } from "../engine";
import type { GamePlayer, TableSettings } from "../protocol";
import type { Row } from "./change";

/** What the Worker asks a new table to be. */
export interface TableInit {
  readonly tableId: string;
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly players: number;
  readonly settings: TableSettings;
  readonly hostHash: string;
}

/** The table's settings as stored. */
export interface TableConfig extends TableInit {
  readonly createdAt: number;
}

export interface SeatRow {
  readonly seat: number;
  readonly name: string | null;
  readonly tokenHash: string | null;
  /** A bot holds the seat. */
  readonly bot: boolean;
  /**
   * Since when a bot may stand in for the seat's person: their socket
   * closed then, or their turn clock ran out (they are back when they act
   * or reconnect); null otherwise.
   */
  readonly awaySince: number | null;
  /** Grows (table-wide) on every change of who holds the seat or of their socket: sockets hold `{ seat, epoch }`. */
  readonly epoch: number;
  /** The holder left during this hand: a bot plays the seat, and only they may come back, until the hand ends. */
  readonly leftHand: number | null;
  /** The holder sat down after the game started: a turn clock applies even at a table without one. */
  readonly late: boolean;
  /** How well the seat's bot plays (a bot seat's; stand-ins always play `strong`). */
  readonly botLevel: BotLevel;
}

/** The game in play (or last played): fixed when it starts. */
export interface GameRow {
  readonly gameId: string;
  /** Server-only until the game is over. */
  readonly seed: string;
  readonly startedAt: number;
  readonly game: string;
  readonly options: Record<string, unknown>;
  /** Number of seats. */
  readonly count: number;
  /** Who sat where at the start. */
  readonly players: readonly GamePlayer[];
  /** Set when the host ended the game before its end. */
  readonly endedAt?: number;
}

export interface OutboxRow {
  readonly id: string;
  readonly kind: string;
  readonly payload: string;
  readonly attempts: number;
  readonly nextAt: number;
}

/** Answers to moves kept for retries (a client re-sends only its last few). */
const RECENT_ANSWERS = 1024;
/**
 * How many of the newest moves and refusals a wake reads back: a client
 * re-sends only the moves still pending when its socket dropped, which are
 * among the newest, and this read is on the first move after a wake.
 */
const WAKE_ANSWERS = 256;

/**
 * 4: every column above is in place (the number says so; older tables are checked column by column once).
 * 5: bans are rows (addresses and seat holders), and the addresses each seat's holder was seen from are kept.
 */
const SCHEMA_VERSION = 5;

/** Bans kept of each kind: the newest (a table's host bans a few griefers, not a city). */
const BANS_KEPT = 128;
/** Addresses kept per seat holder: the newest (a phone changes networks, a laptop goes home). */
const ADDRESSES_PER_HOLDER = 8;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT, token_hash TEXT, bot INTEGER NOT NULL DEFAULT 0, away_since INTEGER);
CREATE TABLE IF NOT EXISTS log (seq INTEGER PRIMARY KEY, entry TEXT NOT NULL, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS snapshot (seq INTEGER PRIMARY KEY, state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS acts (seat INTEGER NOT NULL, id TEXT NOT NULL, answer TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (seat, id));
CREATE TABLE IF NOT EXISTS outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS bans (kind TEXT NOT NULL, value TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (kind, value));
CREATE TABLE IF NOT EXISTS holder_addresses (token_hash TEXT NOT NULL, address TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (token_hash, address));
`;

/** What the host's bans keep out of the seats: client addresses and seat holders (hashes both). */
export interface BanList {
  readonly addresses: ReadonlySet<string>;
  /** Seat tokens (their hashes) of people the host kicked with a ban. */
  readonly holders: ReadonlySet<string>;
}

/** Rows a single statement writes: alone, they need no transaction of their own (a commit costs). */
const ONE_STATEMENT = new Set<Row["t"]>(["log", "seat", "meta", "config", "game", "outbox", "rename-holder"]);

export class TableStore {
  constructor(private readonly sql: SqlStorage) {}

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
        return this.rememberAnswer(r.seat, r.id, r.answer, r.seq);
      case "ban":
        return this.ban(r.holder, r.addresses, r.at);
      case "saw":
        return this.sawHolder(r.holder, r.address, r.at);
      case "rename-holder":
        return this.renameHolder(r.from, r.to);
      case "outbox":
        return this.addOutbox(r.id, r.kind, r.payload, r.at);
    }
  }

  /** After everything was deleted: nothing cached, and no storage until a table is created here again. */
  reset(): void {
    this.#answers = null;
    this.#outboxNext = undefined;
    this.#exists = undefined;
    this.#bans = null;
  }

  /** Storage exists (cached once known: only `reset` takes it away). */
  #exists: true | undefined = undefined;

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
   * schema costs one read.
   */
  migrate(): void {
    if (this.exists() && Number(this.getMeta("schema") ?? "1") >= SCHEMA_VERSION) return;
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
    this.setMeta("schema", String(SCHEMA_VERSION));
  }

  // --- meta -------------------------------------------------------------

  getMeta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? row.value : null;
  }

  setMeta(key: string, value: string): void {
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value);
  }

  deleteMeta(key: string): void {
    this.sql.exec("DELETE FROM meta WHERE key = ?", key);
  }

  config(): TableConfig | null {
    const raw = this.getMeta("config");
    return raw ? (JSON.parse(raw) as TableConfig) : null;
  }

  setConfig(c: TableConfig): void {
    this.setMeta("config", JSON.stringify(c));
  }

  game(): GameRow | null {
    const raw = this.getMeta("game");
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

  // --- bans: who the host kept out of the seats -------------------------------

  /** The bans, cached (asked on every hello and every sit). */
  #bans: BanList | null = null;

  bans(): BanList {
    if (this.#bans === null) {
      const rows = this.sql.exec<{ kind: string; value: string }>("SELECT kind, value FROM bans").toArray();
      this.#bans = {
        addresses: new Set(rows.filter((r) => r.kind === "address").map((r) => r.value)),
        holders: new Set(rows.filter((r) => r.kind === "holder").map((r) => r.value)),
      };
    }
    return this.#bans;
  }

  /**
   * Bans a seat's holder (their token's hash, if any) and addresses: the ones
   * given and every one the holder was seen from. Keeps the newest of each kind.
   */
  ban(holder: string | null, addresses: Iterable<string>, at: number): void {
    const all = new Set(addresses);
    if (holder !== null) {
      for (const a of this.holderAddresses(holder)) all.add(a);
      this.sql.exec("INSERT OR REPLACE INTO bans (kind, value, at) VALUES ('holder', ?, ?)", holder, at);
    }
    for (const a of all) this.sql.exec("INSERT OR REPLACE INTO bans (kind, value, at) VALUES ('address', ?, ?)", a, at);
    for (const kind of ["holder", "address"]) {
      this.sql.exec("DELETE FROM bans WHERE kind = ? AND rowid NOT IN (SELECT rowid FROM bans WHERE kind = ? ORDER BY at DESC, rowid DESC LIMIT ?)", kind, kind, BANS_KEPT);
    }
    this.#bans = null;
  }

  /**
   * A socket holding a seat (by its token's hash) said hello or sat down from
   * `address`: kept, so that a ban reaches the holder's addresses even when
   * none of their sockets is open. Holders no seat names any more are
   * forgotten (after a kick their bans are written already).
   */
  sawHolder(holder: string, address: string, at: number): void {
    this.sql.exec("DELETE FROM holder_addresses WHERE token_hash NOT IN (SELECT token_hash FROM seats WHERE token_hash IS NOT NULL)");
    this.sql.exec("INSERT OR REPLACE INTO holder_addresses (token_hash, address, at) VALUES (?, ?, ?)", holder, address, at);
    this.sql.exec(
      "DELETE FROM holder_addresses WHERE token_hash = ? AND rowid NOT IN (SELECT rowid FROM holder_addresses WHERE token_hash = ? ORDER BY at DESC, rowid DESC LIMIT ?)",
      holder, holder, ADDRESSES_PER_HOLDER,
    );
  }

  /** The holder took their seat back under a new token (it left during the hand): their addresses go with them. */
  renameHolder(from: string, to: string): void {
    this.sql.exec("UPDATE OR REPLACE holder_addresses SET token_hash = ? WHERE token_hash = ?", to, from);
  }

  /** The addresses a seat's holder was seen from, newest first. */
  holderAddresses(holder: string): string[] {
    return this.sql.exec<{ address: string }>("SELECT address FROM holder_addresses WHERE token_hash = ? ORDER BY at DESC", holder).toArray().map((r) => r.address);
  }

  // --- the action log -----------------------------------------------------

  /** Appends an accepted action; `act` ("seat:id") names the move a client sent, so a repeat finds it. */
  append(seq: number, entry: string, at: number, act: string | null = null): void {
    this.sql.exec("INSERT INTO log (seq, entry, at, act) VALUES (?, ?, ?, ?)", seq, entry, at, act);
    if (act !== null) this.#remember(act, { answer: "", seq });
  }

  entriesAfter(seq: number): { seq: number; entry: string }[] {
    return this.sql.exec<{ seq: number; entry: string }>("SELECT seq, entry FROM log WHERE seq > ? ORDER BY seq", seq).toArray();
  }

  lastActionAt(): number | null {
    const row = this.sql.exec<{ at: number }>("SELECT at FROM log ORDER BY seq DESC LIMIT 1").toArray()[0];
    return row ? row.at : null;
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
    this.#answers = null;
  }

  // --- act ids: a repeated id gets the first answer (accepted ones are in the log) ---

  /**
   * Recent answers by "seat:id", in memory: every move would otherwise cost
   * a query. Loaded from SQLite the first time they are needed after a wake.
   */
  #answers: Map<string, { answer: string; seq: number }> | null = null;
  #refusals = 0;

  #recent(): Map<string, { answer: string; seq: number }> {
    if (this.#answers === null) {
      const m = new Map<string, { answer: string; seq: number }>();
      const refused = this.sql.exec<{ seat: number; id: string; answer: string; seq: number }>(
        "SELECT seat, id, answer, seq FROM acts ORDER BY rowid DESC LIMIT ?", WAKE_ANSWERS,
      );
      for (const r of [...refused].reverse()) m.set(`${r.seat}:${r.id}`, { answer: r.answer, seq: r.seq });
      // The newest moves by seq (a range of the primary key): the first move after a wake reads at most that many
      // rows, however many of them bots made.
      const accepted = this.sql.exec<{ act: string; seq: number }>(
        "SELECT act, seq FROM log WHERE seq > (SELECT COALESCE(MAX(seq), 0) FROM log) - ? AND act IS NOT NULL ORDER BY seq", WAKE_ANSWERS,
      );
      for (const r of accepted) m.set(r.act, { answer: "", seq: r.seq });
      this.#answers = m;
    }
    return this.#answers;
  }

  #remember(key: string, a: { answer: string; seq: number }): void {
    if (this.#answers === null) return; // loaded from SQLite when first asked
    this.#answers.set(key, a);
    if (this.#answers.size > 2 * RECENT_ANSWERS) {
      for (const k of [...this.#answers.keys()].slice(0, RECENT_ANSWERS)) this.#answers.delete(k);
    }
  }

  /** The remembered answer to an act: "" when it was accepted as action `seq`, else "code message". */
  answerFor(seat: number, id: string): { answer: string; seq: number } | null {
    return this.#recent().get(`${seat}:${id}`) ?? null;
  }

  rememberAnswer(seat: number, id: string, answer: string, seq: number): void {
    this.sql.exec("INSERT OR REPLACE INTO acts (seat, id, answer, seq) VALUES (?, ?, ?, ?)", seat, id, answer, seq);
    this.#remember(`${seat}:${id}`, { answer, seq });
    // Now and then keep only the newest refusals: far more than any retry needs.
    if (++this.#refusals % 64 === 0) {
      this.sql.exec("DELETE FROM acts WHERE rowid NOT IN (SELECT rowid FROM acts ORDER BY rowid DESC LIMIT ?)", RECENT_ANSWERS);
    }
  }

  // --- the outbox: hands, game statuses and directory lines on their way to D1 ---

  /** When the outbox is next due (null: empty), cached: the table asks after every move. */
  #outboxNext: number | null | undefined = undefined;

  nextOutboxAt(): number | null {
    if (this.#outboxNext === undefined) {
      this.#outboxNext = this.sql.exec<{ at: number | null }>("SELECT MIN(next_at) AS at FROM outbox").one().at;
    }
    return this.#outboxNext;
  }

  addOutbox(id: string, kind: string, payload: string, at: number): void {
    this.sql.exec("INSERT OR REPLACE INTO outbox (id, kind, payload, attempts, next_at) VALUES (?, ?, ?, 0, ?)", id, kind, payload, at);
    this.#outboxNext = undefined;
  }

  outbox(): OutboxRow[] {
    return this.sql
      .exec<{ id: string; kind: string; payload: string; attempts: number; next_at: number }>("SELECT * FROM outbox ORDER BY next_at")
      .toArray()
      .map((r) => ({ id: r.id, kind: r.kind, payload: r.payload, attempts: r.attempts, nextAt: r.next_at }));
  }

  delivered(id: string): void {
    this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    this.#outboxNext = undefined;
  }

  retryLater(id: string, attempts: number, nextAt: number): void {
    this.sql.exec("UPDATE outbox SET attempts = ?, next_at = ? WHERE id = ?", attempts, nextAt, id);
    this.#outboxNext = undefined;
  }
}
