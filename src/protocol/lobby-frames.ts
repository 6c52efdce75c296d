/**
 * The lobby (docs/PROTOCOL.md, "The lobby"): public tables waiting for
 * players, as `GET /api/tables?public=1` lists them and the lobby's socket
 * (`GET /api/lobby`) pushes them. No schema here: the server builds these
 * and the web client's lobby chunk only reads them, without the validation
 * library. The list's order and how a page keeps its list from the frames
 * are defined here once, for the server and the web client alike.
 */

/** One waiting table: nothing in it but what the table's public summary says too. */
export interface LobbyTable {
  readonly id: string;
  /** The preset's name (`zpy-80`, `tractor-classic`, …). */
  readonly game: string;
  readonly players: number;
  /** Seats anyone may take now. */
  readonly openSeats: number;
  /** People in seats, waiting with the table for the others. */
  readonly seated: number;
  /** The language the table's host set (absent: not said). */
  readonly lang?: "en" | "zh";
  /** Seconds a move (0: no clock; over 600: turn-based). */
  readonly turnSeconds: number;
  /** When the lobby first listed it (ms): its place, which no change of the table's settings refreshes. */
  readonly since: number;
}

/**
 * The lobby socket's frames: the whole list when the socket opens, then
 * only what changed (`put`: lines new or different, `gone`: ids no longer
 * listed), at most one frame every 2 s.
 */
export type LobbyFrame =
  | { readonly type: "tables"; readonly tables: readonly LobbyTable[] }
  | { readonly type: "changes"; readonly put: readonly LobbyTable[]; readonly gone: readonly string[] };

/**
 * The list's order: tables where more people sit waiting first (they are
 * nearest to a game), then the one listed longest ago (a newer table, or a
 * table re-configured, never pushes an older one down).
 */
export function byWaiting(a: LobbyTable, b: LobbyTable): number {
  return b.seated - a.seated || a.since - b.since || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A page's list after one frame of the lobby's socket, in the list's order. */
export function withFrame(list: readonly LobbyTable[], frame: LobbyFrame): LobbyTable[] {
  if (frame.type === "tables") return [...frame.tables].sort(byWaiting);
  const changed = new Set([...frame.gone, ...frame.put.map((t) => t.id)]);
  return [...list.filter((t) => !changed.has(t.id)), ...frame.put].sort(byWaiting);
}

/** `POST /api/play`'s answer: the seat taken (its token, kept by the browser) at an open table or a new one. */
export interface PlayNow {
  readonly tableId: string;
  readonly url: string;
  readonly seat: number;
  readonly seatToken: string;
  /** A new table's host token (the person is its host); absent when they joined someone's table. */
  readonly hostToken?: string;
  /** `joined`: a waiting or playing public table had a seat; `new`: a table made for them, with bots, started. */
  readonly how: "joined" | "new";
}
