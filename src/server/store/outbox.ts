/** The outbox: hands, game statuses and directory lines on their way to D1 (the alarm delivers them, history/delivery.ts). */
import type { OutboxRow } from "./rows";

export class Outbox {
  constructor(private readonly sql: SqlStorage) {}

  reset(): void {
    this.#next = undefined;
  }

  /** When the outbox is next due (null: empty), cached: the table asks after every move. */
  #next: number | null | undefined = undefined;

  nextAt(): number | null {
    if (this.#next === undefined) {
      this.#next = this.sql.exec<{ at: number | null }>("SELECT MIN(next_at) AS at FROM outbox").one().at;
    }
    return this.#next;
  }

  add(id: string, kind: string, payload: string, at: number): void {
    this.sql.exec("INSERT OR REPLACE INTO outbox (id, kind, payload, attempts, next_at) VALUES (?, ?, ?, 0, ?)", id, kind, payload, at);
    this.#next = undefined;
  }

  rows(): OutboxRow[] {
    return this.sql
      .exec<{ id: string; kind: string; payload: string; attempts: number; next_at: number }>("SELECT * FROM outbox ORDER BY next_at")
      .toArray()
      .map((r) => ({ id: r.id, kind: r.kind, payload: r.payload, attempts: r.attempts, nextAt: r.next_at }));
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
