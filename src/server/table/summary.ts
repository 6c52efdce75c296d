/** The table's public summary: what everyone may know of it, sent to every socket and answered to lookups. */
import { awaiting } from "../../engine";
import type { TableSummary } from "../../protocol";
import { clockOf } from "../../protocol/pace";
import { clockFields } from "../pace/clock";
import { paceOf } from "../pace/pacing";
import { seatInfo } from "../seats/relation";
import type { Room, TableState } from "../state/table-state";

/** What everyone may know of the table: seats and what plays them, settings (and the clock they make), phase. */
export function summaryOf(t: TableState, room: Room, now: number): TableSummary {
  return {
    id: t.config.tableId,
    game: t.config.game,
    options: t.config.options,
    players: t.config.players,
    settings: t.config.settings,
    clock: clockOf(paceOf(t.config.settings).turnSeconds),
    seats: seatInfo(t.seats, room.connected, paceOf(t.config.settings).graceMs, now),
    phase: t.phase,
    gameId: t.game?.gameId ?? null,
    spectators: room.spectators,
    ...(t.config.practice ? { practice: t.config.practice } : {}),
    ...waitingOf(t),
    ...clockFields(t, now),
  };
}

/** Whom the game waits on (public: every view shows it). */
function waitingOf(t: TableState): Pick<TableSummary, "waiting"> {
  const waiting = t.state && t.phase === "playing" ? awaiting(t.state) : [];
  return waiting.length > 0 ? { waiting } : {};
}
