/**
 * The outbox: hands, game statuses and directory lines on their way to D1
 * (the alarm delivers them, delivery.ts), and notifications on their way to
 * the push services (`push` rows, sent in batches off the alarm's path,
 * push-send.ts).
 */
import type { OutboxRow } from "./rows";

/** When the outbox's rows are next due, by way: D1's and the push services'. */
export interface OutboxTimes {
  readonly delivery: number | null;
  readonly push: number | null;
}

type Raw = { id: string; kind: string; payload: string; attempts: number; next_at: number };
const rowOf = (r: Raw): OutboxRow => ({ id: r.id, kind: r.kind, payload: r.payload, attempts: r.attempts, nextAt: r.next_at });

export class Outbox {
  constructor(private readonly sql: SqlStorage) {}

  reset(): void {
    this.#next = undefined;
  }

  /** When the outbox is next due, cached: the table asks after every move. */
  #next: OutboxTimes | undefined = undefined;

  times(): OutboxTimes {
    this.#next ??= this.sql
      .exec<{ delivery: number | null; push: number | null }>(
        "SELECT MIN(CASE WHEN kind = 'push' THEN NULL ELSE next_at END) AS delivery, MIN(CASE WHEN kind = 'push' THEN next_at END) AS push FROM outbox",
      )
      .one();
    return this.#next;
  }

  /** When anything in the outbox is next due (null: empty). */
  nextAt(): number | null {
    const { delivery, push } = this.times();
    return delivery === null ? push : push === null ? delivery : Math.min(delivery, push);
  }

  add(id: string, kind: string, payload: string, at: number): void {
    this.sql.exec("INSERT OR REPLACE INTO outbox (id, kind, payload, attempts, next_at) VALUES (?, ?, ?, 0, ?)", id, kind, payload, at);
    this.#next = undefined;
  }

  rows(): OutboxRow[] {
    return this.sql.exec<Raw>("SELECT * FROM outbox ORDER BY next_at").toArray().map(rowOf);
  }

  /** Rows of `kind` due by `now`, the earliest first, at most `limit`. */
  due(kind: string, now: number, limit: number): OutboxRow[] {
    return this.sql.exec<Raw>("SELECT * FROM outbox WHERE kind = ? AND next_at <= ? ORDER BY next_at LIMIT ?", kind, now, limit).toArray().map(rowOf);
  }

  /** One row as it stands now (null: gone). */
  row(id: string): OutboxRow | null {
    const r = this.sql.exec<Raw>("SELECT * FROM outbox WHERE id = ?", id).toArray()[0];
    return r ? rowOf(r) : null;
  }

  delivered(id: string): void {
    this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    this.#next = undefined;
  }

  retryLater(id: string, attempts: number, nextAt: number): void {
    this.sql.exec("UPDATE outbox SET attempts = ?, next_at = ? WHERE id = ?", attempts, nextAt, id);
    this.#next = undefined;
  }
}
