/**
 * A public table's line in the directory (GET /api/tables?public=1), on its
 * way to D1 through the outbox: written with every change of its seats or
 * phase, the newest replacing one not yet delivered. A private table has none.
 */
import type { Row } from "../change";
import type { DirectoryRecord } from "../history";
import { isFree } from "../seats";
import type { SeatRow } from "../store";
import { META, type TableState } from "../table-state";

export function directoryRow(t: TableState, now: number): Row[] {
  const { config } = t;
  if (!config.settings.public) return [];
  const record: DirectoryRecord = {
    id: config.tableId,
    game: config.game,
    public: true,
    status: t.phase,
    openSeats: t.seats.filter((r) => isFree(r, t.phase)).length,
    players: config.players,
    createdAt: config.createdAt,
    updatedAt: now,
  };
  return [{ t: "outbox", id: `dir:${config.tableId}`, kind: "directory", payload: JSON.stringify(record), at: now }];
}

/** The seat rows that changed from `t` to `next`, and the table's epoch if it grew (no directory line: see `seatsChanged`). */
export function seatRows(t: TableState, next: TableState): Row[] {
  const rows: Row[] = [];
  for (const [i, r] of next.seats.entries()) if (r !== t.seats[i]) rows.push({ t: "seat", row: r });
  if (next.epoch > t.epoch) rows.push({ t: "meta", key: META.epoch, value: String(next.epoch) });
  return rows;
}

/** The seat rows that changed, with the directory line that follows from them (none when nothing changed). */
export function seatsChanged(t: TableState, next: TableState, now: number): Row[] {
  const rows = seatRows(t, next);
  return rows.length === 0 ? rows : [...rows, ...directoryRow(next, now)];
}

/** The table with one seat's row replaced (the epoch follows a row that took a new one). */
export function withSeat(t: TableState, row: SeatRow): TableState {
  return { ...t, seats: t.seats.map((r) => (r.seat === row.seat ? row : r)), epoch: Math.max(t.epoch, row.epoch) };
}
