/**
 * The lobby's lines, as pure rules (the lobby's object, lobby-object.ts, keeps
 * them in its storage and applies these): which directory line a table
 * may have in the lobby, how many an address may hold, how long a line
 * lives without its table renewing it, which lines are shown, and what a
 * page must be told when they change. Time is a parameter.
 */
import { type LobbyTable, byWaiting } from "../../protocol/lobby-frames";
import type { DirectoryRecord } from "../history/d1";

/** Lines shown at most (the list a page gets). */
export const LOBBY_SHOWN = 50;
/**
 * Lines shown per address that made the tables (address.ts: IPv4 whole,
 * IPv6 by /64). A host runs one table, and may open a second for another
 * game while the first waits; a third is one a person rarely needs. At two,
 * filling the 50 lines takes 25 addresses (at three, 17).
 */
export const LINES_PER_ADDRESS = 2;
/** Lines the lobby keeps per address: the shown two, and two more waiting their turn (shown as soon as one of the two goes). */
export const LINES_KEPT_PER_ADDRESS = 4;
/** Lines the lobby keeps at most (about 300 bytes each in its storage); past this, a new table's line waits for its renewal. */
export const LOBBY_KEPT = 1_000;
/**
 * A line lives this long unless its table renews it: a table whose process
 * died (its sockets gone without a close) cannot take its line out, so the
 * line goes by itself.
 */
export const LINE_LEASE_MS = 10 * 60_000;
/** A listed table renews its line this often (its alarm, through its outbox): well inside the lease, retries included. */
export const LINE_RENEW_MS = 4 * 60_000;
/** At most one change frame to the pages every this long: changes that come meanwhile go out together. */
export const LOBBY_BROADCAST_MS = 2_000;

/** A line as the lobby keeps it. */
export interface LobbyLine {
  readonly table: LobbyTable;
  /** Who made the table (an address hash), or the table itself when that is not known. */
  readonly owner: string;
  readonly expiresAt: number;
}

/** A table's directory line belongs in the lobby: public, not started, a seat free, somebody there. */
export function listable(d: DirectoryRecord): boolean {
  return d.public && d.status === "lobby" && d.openSeats > 0 && d.present;
}

/** What becomes of the lobby's lines when a table's line comes. */
export type Admitted =
  /** Kept (new, changed, or only renewed: `changed` says whether a page may see a difference). */
  | { readonly put: LobbyLine; readonly changed: boolean }
  /** The table's line goes (it is not listable any more). */
  | { readonly drop: string }
  /** Nothing changes: not listable and not kept, or no room (its address holds its lines already, or the lobby is full). */
  | null;

/**
 * A table's line arrives (new, changed, or renewed). Its place (`since`)
 * is the time the lobby first kept it and stays while the line stays,
 * whatever the table changes; each arrival renews its lease.
 */
export function admit(lines: ReadonlyMap<string, LobbyLine>, d: DirectoryRecord, now: number): Admitted {
  const had = lines.get(d.id);
  if (!listable(d)) return had ? { drop: d.id } : null;
  const owner = had?.owner ?? d.owner ?? `table:${d.id}`;
  if (!had) {
    let theirs = 0;
    for (const l of lines.values()) if (l.owner === owner) theirs++;
    if (theirs >= LINES_KEPT_PER_ADDRESS || lines.size >= LOBBY_KEPT) return null;
  }
  const table: LobbyTable = {
    id: d.id,
    game: d.game,
    players: d.players,
    openSeats: d.openSeats,
    seated: d.seated,
    ...(d.lang ? { lang: d.lang } : {}),
    turnSeconds: d.turnSeconds,
    since: had?.table.since ?? now,
  };
  return { put: { table, owner, expiresAt: now + LINE_LEASE_MS }, changed: !had || !sameLine(had.table, table) };
}

/** The lines shown, in the list's order: unexpired, at most LINES_PER_ADDRESS of each address, LOBBY_SHOWN in all. */
export function shown(lines: Iterable<LobbyLine>, now: number): LobbyTable[] {
  const live = [...lines].filter((l) => l.expiresAt > now).sort((a, b) => byWaiting(a.table, b.table));
  const per = new Map<string, number>();
  const out: LobbyTable[] = [];
  for (const l of live) {
    const n = per.get(l.owner) ?? 0;
    if (n >= LINES_PER_ADDRESS) continue;
    per.set(l.owner, n + 1);
    out.push(l.table);
    if (out.length === LOBBY_SHOWN) break;
  }
  return out;
}

/** Lines whose lease ran out by `now`. */
export function expired(lines: Iterable<LobbyLine>, now: number): string[] {
  return [...lines].filter((l) => l.expiresAt <= now).map((l) => l.table.id);
}

/** When the next lease runs out (null: no lines). */
export function nextExpiry(lines: Iterable<LobbyLine>): number | null {
  let at: number | null = null;
  for (const l of lines) if (at === null || l.expiresAt < at) at = l.expiresAt;
  return at;
}

/** What a page holding `before` needs to hold `after`: lines new or different, ids gone; null when nothing changed. */
export function changes(before: readonly LobbyTable[], after: readonly LobbyTable[]): { put: LobbyTable[]; gone: string[] } | null {
  const was = new Map(before.map((t) => [t.id, t]));
  const now = new Set(after.map((t) => t.id));
  const put = after.filter((t) => {
    const old = was.get(t.id);
    return !old || !sameLine(old, t);
  });
  const gone = before.filter((t) => !now.has(t.id)).map((t) => t.id);
  return put.length === 0 && gone.length === 0 ? null : { put, gone };
}

function sameLine(a: LobbyTable, b: LobbyTable): boolean {
  return (
    a.game === b.game && a.players === b.players && a.openSeats === b.openSeats && a.seated === b.seated &&
    a.lang === b.lang && a.turnSeconds === b.turnSeconds && a.since === b.since
  );
}
