/**
 * The lobby (docs/PROTOCOL.md, "The lobby"): public tables waiting for
 * players, as `GET /api/tables?public=1` lists them and the lobby's socket
 * (`GET /api/lobby`) pushes them. No schema here: the server builds these
 * and the web client's lobby chunk only reads them, without the validation
 * library.
 */

/** One waiting table: nothing in it but what the table's public summary says too. */
export interface LobbyTable {
  readonly id: string;
  /** The preset's name (`zpy-80`, `tractor-classic`, …). */
  readonly game: string;
  readonly players: number;
  /** Seats anyone may take now. */
  readonly openSeats: number;
  /** The language the table's host set (absent: not said). */
  readonly lang?: "en" | "zh";
  /** Seconds a move (0: no clock; over 600: turn-based). */
  readonly turnSeconds: number;
  readonly updatedAt: number;
}

/** The lobby socket's one frame: the whole list, sent on connect and whenever it changes. */
export interface LobbyFrame {
  readonly type: "tables";
  readonly tables: readonly LobbyTable[];
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
