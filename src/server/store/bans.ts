/**
 * Who the host kept out of the seats (client addresses and seat holders,
 * hashes both), and the addresses each seat's holder was seen from, so
 * that a ban reaches a holder who is not connected.
 */
import type { BanList } from "./rows";

/** Bans kept of each kind: the newest (a table's host bans a few griefers, not a city). */
const BANS_KEPT = 128;
/** Addresses kept per seat holder: the newest (a phone changes networks, a laptop goes home). */
const ADDRESSES_PER_HOLDER = 8;
export class SeatBans {
  constructor(private readonly sql: SqlStorage) {}

  /** The bans, cached (asked on every hello and every sit). */
  #bans: BanList | null = null;

  reset(): void {
    this.#bans = null;
  }

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
      for (const a of this.addresses(holder)) all.add(a);
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
  saw(holder: string, address: string, at: number): void {
    this.sql.exec("DELETE FROM holder_addresses WHERE token_hash NOT IN (SELECT token_hash FROM seats WHERE token_hash IS NOT NULL)");
    this.sql.exec("INSERT OR REPLACE INTO holder_addresses (token_hash, address, at) VALUES (?, ?, ?)", holder, address, at);
    this.sql.exec(
      "DELETE FROM holder_addresses WHERE token_hash = ? AND rowid NOT IN (SELECT rowid FROM holder_addresses WHERE token_hash = ? ORDER BY at DESC, rowid DESC LIMIT ?)",
      holder, holder, ADDRESSES_PER_HOLDER,
    );
  }

  /** The holder took their seat back under a new token (it left during the hand): their addresses go with them. */
  rename(from: string, to: string): void {
    this.sql.exec("UPDATE OR REPLACE holder_addresses SET token_hash = ? WHERE token_hash = ?", to, from);
  }

  /** The addresses a seat's holder was seen from, newest first. */
  addresses(holder: string): string[] {
    return this.sql.exec<{ address: string }>("SELECT address FROM holder_addresses WHERE token_hash = ? ORDER BY at DESC", holder).toArray().map((r) => r.address);
  }
}
