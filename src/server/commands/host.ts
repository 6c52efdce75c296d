/**
 * The host's frames: the table's settings and rules (`configure`), starting
 * and ending a game, freeing a seat (`kick`, with `ban`) and bots in seats.
 */
import { type BotLevel, createGame, setupProblem } from "../../engine";
import type { ClientFrame } from "../../protocol";
import { type Change, type Row, type Sender, overToAll, refuse, summaryToAll, views } from "../state/change";
import { wholeBanks } from "../pace/clock";
import { handNow } from "../seats/hand-now";
import { paceOf } from "../pace/pacing";
import { recorded, statusRow } from "../history/hand-rows";
import { botName } from "../../protocol/display-names";
import { allFilled, forNewGame, kick as kickSeat, resize, setBot, settled } from "../seats/relation";
import type { GameRow, TableConfig } from "../store/table-store";
import type { Room, TableState } from "../state/table-state";
import { META } from "../store/rows";
import { directoryRow, seatRows, seatsChanged, withSeat } from "./directory";
import { forgetHolder, queueNote } from "../push/notices";

const notHost = (): Change => refuse("not-host", "Only the host can do that.");

export function configure(t: TableState, from: Sender, frame: Extract<ClientFrame, { type: "configure" }>, room: Room, now: number): Change {
  if (!from.info.host) return notHost();
  // A practice table is its player's own (REVIEW.md): never listed, so it writes no directory line to D1 and
  // is never one of Play now's candidates.
  if (t.config.practice && frame.settings?.public === true) return refuse("practice", "A practice table is yours alone: it is never listed in the lobby.");
  const settings = { ...t.config.settings, ...(frame.settings ?? {}) };
  if (t.phase === "playing") {
    if (frame.options !== undefined || frame.players !== undefined) return refuse("started", "The game has started: only the table's settings may change.");
    // Settings (the turn clock, the bots' pace...) may change during play: they apply from now on.
    const config: TableConfig = { ...t.config, settings };
    // Without a clock nobody present is out of time: stand-ins give the seats of people still here back.
    const clockOff = paceOf(settings).turnSeconds === 0;
    const seats = t.seats.map((r) => (clockOff && r.awaySince !== null && !r.late && room.connected.has(r.seat) ? { ...r, awaySince: null } : r));
    // A new clock counts from now for the move awaited (turnBegan): never from the last move, which could put
    // the seat out of time at once; every move after it has the new clock whole.
    const reclocked = paceOf(settings).turnSeconds !== paceOf(t.config.settings).turnSeconds;
    const next = { ...t, config, seats, ...(reclocked ? { clockSetAt: now } : {}) };
    const clockRow: Row[] = reclocked ? [{ t: "meta", key: META.clockSetAt, value: String(now) }] : [];
    // Made private: the line that takes it out of the lobby.
    return { rows: [{ t: "config", config }, ...clockRow, ...seatRows(t, next), ...directoryRow(next, now, t.config.settings.public === true)], next, effects: [summaryToAll] };
  }
  const options = frame.options ?? t.config.options;
  const players = frame.players ?? t.config.players;
  const problem = setupProblem({ preset: t.config.game, options }, players);
  if (problem) return refuse("bad-options", problem);
  const resized = resize(t.seats, players, t.phase, null);
  if (!resized.ok) return refuse(resized.refusal.code, resized.refusal.message);
  const config: TableConfig = { ...t.config, options, players, settings };
  const next = { ...t, config, seats: resized.rows };
  return { rows: [{ t: "config", config }, { t: "resize", players }, ...directoryRow(next, now, t.config.settings.public === true)], next, effects: [summaryToAll] };
}

/** A new game: its id and secret come from the caller (a cryptographic generator), so the command stays pure. */
export function start(t: TableState, from: Sender, fresh: { readonly gameId: string; readonly seed: string }, now: number): Change {
  if (!from.info.host) return notHost();
  if (t.phase === "playing") return refuse("started", "The game has started already.");
  if (t.config.practice) return refuse("practice", "A practice table plays its one hand: open another from the hand's replay.");
  if (!allFilled(t.seats)) return refuse("seats-empty", "Every seat needs a player or a bot.");
  return beginGame(t, fresh, from.seat, now);
}

/** A game begins at a table whose every seat is filled (the host's `start`, or Play now's new table: commands/quick.ts). */
export function beginGame(t: TableState, fresh: { readonly gameId: string; readonly seed: string }, starter: number | null, now: number): Change {
  const { config } = t;
  // Holders who left are gone now, and nobody is late or away in a game that starts.
  const seats = t.seats.map(forNewGame);
  const game: GameRow = {
    gameId: fresh.gameId,
    seed: fresh.seed,
    startedAt: now,
    game: config.game,
    options: config.options,
    count: config.players,
    players: seats.map((r) => ({ seat: r.seat, name: r.bot && r.tokenHash === null ? botName(r.seat) : r.name, bot: r.bot && r.tokenHash === null })),
    // Recorded in D1 only with a person in it (hands.ts `recorded`; one who sits down later records it then).
    people: seats.some((r) => r.tokenHash !== null),
  };
  const state = createGame({ preset: config.game, options: config.options }, game.seed, config.players);
  const next: TableState = {
    ...t, seats, game, state, version: 0, lastChangeAt: now, phase: "playing", handFrom: 0, handLog: [], snapshotSeq: 0, asked: null, stalledUntil: 0, bankSpent: [],
  };
  // Everyone seated who is not looking hears that the game started (push/notices.ts).
  const told = queueNote(next, { kind: "start", except: starter, at: now });
  const rows: Row[] = [
    ...seatRows(t, next),
    { t: "clear-game" },
    { t: "game", game },
    { t: "meta", key: META.handFrom, value: "0" },
    wholeBanks(),
    ...(recorded(game) ? [statusRow(config.tableId, game, "playing", null, now)] : []),
    ...directoryRow(next, now),
    ...told.rows,
  ];
  // The new game's id first: a client then knows that versions count from 0 again.
  return { rows, next: told.next, effects: [summaryToAll, views([])] };
}

/** The host ends the game early: it is kept in D1 as it stands, like a finished one. */
export function end(t: TableState, from: Sender, now: number): Change {
  if (!from.info.host) return notHost();
  if (t.phase !== "playing" || !t.state || !t.game) return refuse("not-started", "There is no game in play to end.");
  return { ...closeGame(t, "ended", now), effects: [overToAll, summaryToAll] };
}

/** The game in play stops where it stands: ended by the host, or abandoned when the table is reaped. */
export function closeGame(t: TableState, status: "ended" | "abandoned", now: number): { rows: Row[]; next: TableState } {
  if (!t.game) return { rows: [], next: t };
  const game: GameRow = { ...t.game, endedAt: now };
  const next: TableState = { ...t, game, phase: "over" };
  // A practice table is no game's record, nor a game of bots alone: nothing of it goes to D1.
  const status_ = t.config.practice || !recorded(game) ? [] : [statusRow(t.config.tableId, game, status, t.state, now)];
  return { rows: [{ t: "game", game }, ...status_, ...directoryRow(next, now)], next };
}

/**
 * The host frees a seat; with `ban`, its person is kept out of every seat:
 * their seat token, the addresses it was seen from and those of their
 * sockets (present or not: a player who closed the tab or left during the
 * hand is banned too).
 */
export function kick(t: TableState, from: Sender, seat: number, ban: boolean, room: Room & PersonAddresses, now: number): Change {
  if (!from.info.host) return notHost();
  const row = t.seats[seat];
  if (!row) return refuse("bad-seat", "There is no such seat.");
  // The seat's person: its holder, or one who left it during this hand and may still come back.
  const holder = settled(row, t.phase, handNow(t.state, t.phase)).tokenHash;
  const rows: Row[] = ban ? [{ t: "ban", holder, addresses: room.addressesOf({ seat, epoch: row.epoch }, holder), at: now }] : [];
  // Their browsers are not notified any more.
  const forgotten = forgetHolder(t, holder);
  const next = withSeat(forgotten.next, kickSeat(row, t.phase, t.epoch + 1));
  rows.push(...seatsChanged(t, next, now), ...forgotten.rows);
  return { rows, next, effects: [{ to: "seat", sockets: { kind: "kicked", seat, ban: ban ? { epoch: row.epoch, holder } : null } }, summaryToAll] };
}

/** The addresses of a seat's person's open sockets (for a ban). */
export interface PersonAddresses {
  addressesOf(pair: { readonly seat: number; readonly epoch: number }, holder: string | null): string[];
}

export function bot(t: TableState, from: Sender, seat: number, on: boolean, level: BotLevel, now: number): Change {
  if (!from.info.host) return notHost();
  const row = t.seats[seat];
  if (!row) return refuse("bad-seat", "There is no such seat.");
  const change = setBot(row, on, t.phase, t.epoch + 1, level);
  if (!change.ok) return refuse(change.refusal.code, change.refusal.message);
  const next = withSeat(t, change.row);
  return { rows: seatsChanged(t, next, now), next, effects: [summaryToAll] };
}
