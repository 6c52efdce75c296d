/**
 * Tables for command tests, in plain Node: a TableState as the object
 * would hold it, seats filled as a test says, and read-only lookups of
 * what storage would hold.
 */
import { type GameEvent, type GameState, applyAction, createGame, legalActions } from "../../src/engine";
import type { ServerFrame } from "../../src/protocol";
import type { Change, SeatSockets, Sender } from "../../src/server/state/change";
import { TABLE_CHAT_RATE, fullBucket } from "../../src/server/limits/bucket";
import { emptySeat } from "../../src/server/seats/relation";
import { type SocketInfo, newcomer } from "../../src/server/state/socket-info";
import type { SeatRow, TableConfig } from "../../src/server/store/table-store";
import type { Room, TableState } from "../../src/server/state/table-state";
import { emptyLedger } from "../../src/server/store/push-ledger";

export const T0 = 1_700_000_000_000;

export function config(game = "zheng-fen", players = 3, settings: TableConfig["settings"] = {}): TableConfig {
  return { tableId: "t1", game, options: {}, players, settings, hostHash: "host-hash", createdAt: T0 };
}

/** A table in the lobby: `seats[i]` "bot", a person's token hash, or null (empty). */
export function lobby(seats: readonly (string | "bot" | null)[], game = "zheng-fen", settings: TableConfig["settings"] = {}): TableState {
  const rows: SeatRow[] = seats.map((s, i) => {
    const row = emptySeat(i, i + 1);
    if (s === "bot") return { ...row, bot: true };
    return s === null ? row : { ...row, tokenHash: s, name: `P${i}` };
  });
  return {
    config: config(game, seats.length, settings),
    seats: rows, game: null, state: null, version: 0, lastChangeAt: T0, phase: "lobby", epoch: seats.length,
    chat: [], leftAt: 0, handFrom: 0, handLog: [], snapshotSeq: 0, subs: [], ledger: emptyLedger(T0), bankSpent: [], arrivedAt: 0, clockSetAt: 0, personSat: rows.some((r) => r.tokenHash !== null), chatBucket: fullBucket(TABLE_CHAT_RATE, T0), asked: null, stalledUntil: 0, unattendedMs: 0,
  };
}

/** The table with a game started at `at`, advanced by the table's own steps (and bids) until some seat must move. */
export function playing(t: TableState, seed = "cmd", at = T0): TableState {
  let state: GameState = createGame({ preset: t.config.game, options: t.config.options }, seed, t.config.players);
  for (let i = 0; i < 2000 && legalActions(state, "table").length > 0; i++) {
    const step = applyAction(state, "table", legalActions(state, "table")[0]?.type === "draw" ? { type: "draw", count: 1000 } : legalActions(state, "table")[0]);
    if (!step.ok) break;
    state = step.state;
  }
  return {
    ...t, state, phase: "playing", lastChangeAt: at,
    game: { gameId: "g1", seed, startedAt: at, game: t.config.game, options: t.config.options, count: t.config.players, players: [] },
  };
}

/** A socket's sender: greeted, holding `seat` at the row's epoch, host or not. */
export function sender(t: TableState, seat: number | null, extra: Partial<SocketInfo> = {}): Sender {
  const info: SocketInfo = {
    ...newcomer("addr-1", T0), greeted: true,
    pair: seat === null ? null : { seat, epoch: t.seats[seat]?.epoch ?? 0 },
    heldBefore: seat === null ? null : (t.seats[seat]?.tokenHash ?? null),
    ...extra,
  };
  return { info, seat: seat !== null && t.seats[seat]?.tokenHash ? seat : null };
}

/** Who is at the table: seats connected (their pages in front, unless `hidden` says since when they are not). */
export function room(connected: number[] = [], spectators = 0, anyone = true, hidden: Readonly<Record<number, number>> = {}): Room {
  const front = new Set(connected.filter((s) => hidden[s] === undefined));
  const hiddenSince = new Map(connected.filter((s) => hidden[s] !== undefined).map((s) => [s, hidden[s] as number]));
  return { connected: new Set(connected), spectators, anyone, front, hiddenSince, reading: new Map() };
}


/**
 * A change's effects as the tests state them: the sender's replies in order
 * (its own view and the summary as "view" and "summary"), its attachment,
 * other sockets of a seat, its close, and what every socket gets: views
 * with their events, the summary before or after them, the game's end, a frame.
 */
export function said(c: Change) {
  const reply: (ServerFrame | "view" | "summary")[] = [];
  let views: readonly GameEvent[] | undefined;
  let summaryAt: number | undefined;
  let viewsAt: number | undefined;
  let over = false;
  let all: ServerFrame | undefined;
  let attach: SocketInfo | undefined;
  let others: SeatSockets | undefined;
  let close: { readonly code: number; readonly reason: string } | undefined;
  for (const [i, e] of (c.effects ?? []).entries()) {
    if (e.to === "seat") others = e.sockets;
    else if (e.to === "sender") {
      if ("attach" in e) attach = e.attach;
      else if ("frame" in e) reply.push(e.frame);
      else if ("close" in e) close = e.close;
      else reply.push(e.send);
    } else if ("views" in e) {
      views = e.views;
      viewsAt = i;
    } else if ("frame" in e) all = e.frame;
    else if (e.send === "over") over = true;
    else summaryAt = i;
  }
  const summary = summaryAt === undefined ? undefined : viewsAt !== undefined && summaryAt < viewsAt ? "before" : "after";
  return { reply: reply.length > 0 ? reply : undefined, views, summary, over, all, attach, others, close };
}
