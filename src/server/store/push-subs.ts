/**
 * Push subscriptions (docs/PUSH.md), in the table's SQLite: each belongs to
 * a seat holder (the hash of their seat token), never to a seat number, so
 * a seat that changes hands takes nobody's notifications with it. The
 * table's commands decide who is subscribed; this only stores it.
 */
export interface PushSub {
  /** The push service's URL for this browser (https). */
  readonly endpoint: string;
  /** The seat holder it notifies (their seat token's hash). */
  readonly holder: string;
  /** The browser's keys (RFC 8291): the payload is encrypted for them. */
  readonly p256dh: string;
  readonly auth: string;
  readonly at: number;
}

export const PUSH_SCHEMA = "CREATE TABLE IF NOT EXISTS push_subs (endpoint TEXT PRIMARY KEY, holder TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, at INTEGER NOT NULL);";

export class PushSubs {
  constructor(private readonly sql: SqlStorage) {}

  all(): PushSub[] {
    return this.sql.exec<{ endpoint: string; holder: string; p256dh: string; auth: string; at: number }>("SELECT endpoint, holder, p256dh, auth, at FROM push_subs ORDER BY at").toArray();
  }

  get(endpoint: string): PushSub | null {
    return this.sql.exec<{ endpoint: string; holder: string; p256dh: string; auth: string; at: number }>("SELECT endpoint, holder, p256dh, auth, at FROM push_subs WHERE endpoint = ?", endpoint).toArray()[0] ?? null;
  }

  put(s: PushSub): void {
    this.sql.exec(
      "INSERT INTO push_subs (endpoint, holder, p256dh, auth, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(endpoint) DO UPDATE SET holder = excluded.holder, p256dh = excluded.p256dh, auth = excluded.auth, at = excluded.at",
      s.endpoint, s.holder, s.p256dh, s.auth, s.at,
    );
  }

  /** Removes one endpoint, or (endpoint null) every subscription of `holder`. */
  remove(holder: string | null, endpoint: string | null): void {
    if (endpoint !== null) this.sql.exec("DELETE FROM push_subs WHERE endpoint = ?", endpoint);
    else if (holder !== null) this.sql.exec("DELETE FROM push_subs WHERE holder = ?", holder);
  }
}
