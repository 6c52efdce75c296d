/**
 * A public table's line in the directory, written with every change of its
 * seats, phase or settings and when the first person comes or the last one
 * goes, as two outbox rows (the newest replacing one not yet delivered):
 * one for D1's directory (Play now's candidates), one for the lobby (the
 * list GET /api/lobby and GET /api/tables?public=1 show), which the table
 * sends again every LINE_RENEW_MS while the line is listed, so that a line
 * whose table died runs out (delivery.ts, lobby-lines.ts). A private table
 * has none, except the one line that takes it out when its host makes it
 * private (`wasPublic`).
 */
import type { Row } from "../state/change";
import type { DirectoryRecord } from "../history/d1";
import { paceOf } from "../pace/pacing";
import { isFree } from "../seats/relation";
import type { SeatRow } from "../store/table-store";
import type { TableState } from "../state/table-state";
import { META } from "../store/rows";

/**
 * Somebody is at the table: the last to come came after the last to go
 * (hello and left keep both). Sockets that vanish without a close (a
 * restart) are made good when the table loads (`vacated`, seating.ts).
 */
export function present(t: TableState): boolean {
  return t.arrivedAt > t.leftAt;
}

export function directoryRow(t: TableState, now: number, wasPublic = false): Row[] {
  const { config } = t;
  const listed = config.settings.public === true;
  if (!listed && !wasPublic) return [];
  const record: DirectoryRecord = {
    id: config.tableId,
    game: config.game,
    public: listed,
    status: t.phase,
    openSeats: t.seats.filter((r) => isFree(r, t.phase)).length,
    // Seats a stranger may take over between hands (Play now looks for them at tables in play).
    botSeats: t.seats.filter((r) => r.tokenHash === null && r.bot).length,
    players: config.players,
    lang: config.settings.lang ?? null,
    turnSeconds: paceOf(config.settings).turnSeconds,
    present: present(t),
    seated: t.seats.filter((r) => r.tokenHash !== null).length,
    owner: config.creator ?? null,
    createdAt: config.createdAt,
    updatedAt: now,
  };
  const payload = JSON.stringify(record);
  return [
    { t: "outbox", id: `dir:${config.tableId}`, kind: "directory", payload, at: now },
    { t: "outbox", id: `lobby:${config.tableId}`, kind: "lobby", payload, at: now },
  ];
}

/**
 * The seat rows that changed from `t` to `next`, the table's epoch if it
 * grew, and the fact that a person has sat here if that is new (no
 * directory line: see `seatsChanged`).
 */
export function seatRows(t: TableState, next: TableState): Row[] {
  const rows: Row[] = [];
  for (const [i, r] of next.seats.entries()) if (r !== t.seats[i]) rows.push({ t: "seat", row: r });
  if (next.epoch > t.epoch) rows.push({ t: "meta", key: META.epoch, value: String(next.epoch) });
  if (next.personSat && !t.personSat) rows.push({ t: "meta", key: META.personSat, value: "1" });
  return rows;
}

/** The seat rows that changed, with the directory line that follows from them (none when nothing changed). */
export function seatsChanged(t: TableState, next: TableState, now: number): Row[] {
  const rows = seatRows(t, next);
  return rows.length === 0 ? rows : [...rows, ...directoryRow(next, now)];
}

/**
 * The table with one seat's row replaced (the epoch follows a row that took
 * a new one; a person in it means a person has sat here, `personSat`).
 */
export function withSeat(t: TableState, row: SeatRow): TableState {
  return { ...t, seats: t.seats.map((r) => (r.seat === row.seat ? row : r)), epoch: Math.max(t.epoch, row.epoch), personSat: t.personSat || row.tokenHash !== null };
}
