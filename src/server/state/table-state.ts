/**
 * The table as the object holds it in memory: a cache of SQLite (rebuilt by
 * `loadTable` after a wake), plus a few facts that live only in memory
 * (the chat's brake, a pause of the table's own moves). Commands read it
 * and return the next one; nothing changes it in place.
 */
import { type GameState, type Viewer, applyAction, createGame, isOver, privateNow } from "../../engine";
import type { Seat } from "../../engine/types";
import { decodeEntry } from "../../engine/log";
import type { ServerFrame, TablePhase } from "../../protocol";
import { type Bucket, TABLE_CHAT_RATE, fullBucket } from "../limits/bucket";
import type { GameRow, SeatRow, TableConfig, TableStore } from "../store/table-store";
import type { PushSub } from "../store/push-subs";
import { type PushLedger, emptyLedger } from "../store/push-ledger";
import { META } from "../store/rows";

export type ChatLine = Extract<ServerFrame, { type: "chat" }>;

export interface TableState {
  readonly config: TableConfig;
  readonly seats: readonly SeatRow[];
  readonly game: GameRow | null;
  readonly state: GameState | null;
  /** Accepted actions of the game so far (the log's last seq). */
  readonly version: number;
  readonly lastChangeAt: number;
  readonly phase: TablePhase;
  /** The last seat epoch given (see seats/relation.ts). */
  readonly epoch: number;
  /** The last chat lines, kept for newcomers. */
  readonly chat: readonly ChatLine[];
  /** When the last person left (the table's quiet time counts from the later of this and the last move). */
  readonly leftAt: number;
  /** The log's seq where the hand in play began (its record goes to D1 when it ends). */
  readonly handFrom: number;
  /** The log's entries of the hand in play, after `handFrom` (its record, when it ends, holds them all). */
  readonly handLog: readonly string[];
  /** The newest snapshot's seq for this game (a wake replays the log after it). */
  readonly snapshotSeq: number;
  /** Browsers to notify (push/notices.ts), and what the table has told so far. */
  readonly subs: readonly PushSub[];
  readonly ledger: PushLedger;
  /** Each seat's time bank spent in this game, in ms (pace/clock.ts). */
  readonly bankSpent: readonly number[];
  /** When somebody last came to the table when nobody was there: a turn clock counts from then at the earliest (pace/clock.ts). */
  readonly arrivedAt: number;
  /**
   * A person has held a seat here, ever (a bot's seat is nobody's). Until one has, the table lasts
   * UNSAT_REAP_AFTER_MS from its creation, whoever watches it (commands/steps.ts `reapable`).
   */
  readonly personSat: boolean;
  /** When the host last changed the turn clock during play: the move awaited then counts from that moment on its new clock (`turnBegan`). */
  readonly clockSetAt: number;
  /**
   * Seats that passed on a bid on `state` (asked bots and stand-ins, people who said so): not asked again until
   * it changes. Written when a person passes (META.passed), since a turn-based table sleeps between two people's
   * passes; the bots' alone start afresh after a wake (they are asked again, which is harmless).
   */
  readonly asked: { readonly on: GameState; readonly seats: ReadonlySet<Seat> } | null;
  // --- in memory only (after a wake they start afresh, which is harmless) ---
  /** The table's chat brake (every line goes to every socket). */
  readonly chatBucket: Bucket;
  /** The table's own moves pause until then (an awaited seat had no move it could make). */
  readonly stalledUntil: number;
  /** The least time between the table's own steps while nobody plays their own seat (pace/pacing.ts UNATTENDED_STEP_MS; 0 where the test configuration lifts it: table/table-env.ts). */
  readonly unattendedMs: number;
}


/** The passes on a bid (`asked`) as kept in storage: on the state at `version` of game `gameId`. */
export interface StoredPasses {
  readonly gameId: string;
  readonly version: number;
  readonly seats: readonly Seat[];
}

export function passesRow(t: TableState, seats: ReadonlySet<Seat>): { t: "meta"; key: string; value: string } {
  const kept: StoredPasses = { gameId: t.game?.gameId ?? "", version: t.version, seats: [...seats] };
  return { t: "meta", key: META.passed, value: JSON.stringify(kept) };
}

/** The passes kept for this very state, or null (written on an earlier one, or none). */
function passesOn(value: string | null, game: GameRow | null, state: GameState | null, version: number): TableState["asked"] {
  if (value === null || !game || !state) return null;
  const p = JSON.parse(value) as StoredPasses;
  return p.gameId === game.gameId && p.version === version ? { on: state, seats: new Set(p.seats) } : null;
}

/** The table from storage; null if it was never created. `unattendedMs`: see TableState. */
export function loadTable(store: TableStore, now: number, unattendedMs: number): TableState | null {
  if (!store.exists()) return null;
  const all = store.allMeta();
  const meta = (key: string) => all.get(key) ?? null;
  const config = store.config(meta("config"));
  if (!config) return null;
  const game = store.game(meta("game"));
  const handFrom = Number(meta(META.handFrom) ?? "0");
  let state: GameState | null = null;
  let version = 0;
  let snapshotSeq = 0;
  let lastAt: number | null = null;
  const handLog: string[] = [];
  if (game) {
    const snap = store.snapshot();
    state = snap ? (JSON.parse(snap.state) as GameState) : createGame({ preset: game.game, options: game.options }, game.seed, game.count);
    version = snapshotSeq = snap?.seq ?? 0;
    // One read serves both: the hand's entries and the actions after the snapshot.
    for (const row of store.logFrom(Math.min(snapshotSeq, handFrom + 1))) {
      if (row.seq > handFrom) handLog.push(row.entry);
      if (row.seq < snapshotSeq) continue;
      lastAt = row.at;
      if (row.seq === snapshotSeq) continue; // the snapshot's own action: read for its time
      const e = decodeEntry(row.entry);
      const step = applyAction(state, e.actor, e.action);
      if (!step.ok) throw new Error(`log entry ${row.seq} no longer applies: ${step.error.message}`);
      state = step.state;
      version = row.seq;
    }
  }
  return {
    config,
    seats: store.seats(),
    game,
    state,
    version,
    // Without a game the log is empty: its rows are a game's actions, and a table's game row, once written, is only ever replaced.
    lastChangeAt: lastAt ?? game?.startedAt ?? config.createdAt,
    phase: state === null ? "lobby" : isOver(state) || game?.endedAt !== undefined ? "over" : "playing",
    epoch: Number(meta(META.epoch) ?? "0"),
    chat: JSON.parse(meta(META.chat) ?? "[]") as ChatLine[],
    leftAt: Number(meta(META.leftAt) ?? "0"),
    handFrom,
    handLog,
    snapshotSeq,
    subs: store.push.all(),
    ledger: (JSON.parse(meta(META.push) ?? "null") as PushLedger | null) ?? emptyLedger(now),
    bankSpent: JSON.parse(meta(META.bankSpent) ?? "[]") as number[],
    arrivedAt: Number(meta(META.arrivedAt) ?? "0"),
    clockSetAt: Number(meta(META.clockSetAt) ?? "0"),
    personSat: meta(META.personSat) !== null,
    chatBucket: fullBucket(TABLE_CHAT_RATE, now),
    asked: passesOn(meta(META.passed), game, state, version),
    stalledUntil: 0,
    unattendedMs,
  };
}

/** Who is at the table, as its sockets say (the fan-out counts it in its one walk over them). */
export interface Room {
  /** Seats with an open socket that holds them. */
  readonly connected: ReadonlySet<number>;
  /** Greeted sockets that hold no seat. */
  readonly spectators: number;
  /** Anybody at all (seated or watching). */
  readonly anyone: boolean;
  /** Seats with a socket whose page is in front (visible). */
  readonly front: ReadonlySet<number>;
  /** Connected seats none of whose pages is in front: since when (the latest a page of theirs went hidden). */
  readonly hiddenSince: ReadonlyMap<number, number>;
  /** Connected seats a page of which reads a hand's result: the game's version it was shown at (`reading`). */
  readonly reading: ReadonlyMap<number, number>;
}

/**
 * Whose eyes a seat holder sees the game with: its seat while the game is
 * in play. Once the game is over the seats may change hands, so a seat's
 * view then goes only where nothing of the game is secret any more (a game
 * ended mid-hand keeps that hand's cards private to those who held them; a
 * newcomer in a seat of the old game sees it as a spectator).
 */
export function viewerOf(t: TableState, seat: number | null): Viewer {
  if (seat === null || !t.state) return "spectator";
  if (t.phase === "playing") return seat;
  return privateNow(t.state) ? "spectator" : seat;
}

/** The quiet time before reaping counts from the last move or the last person leaving, whichever came later. */
export function quietSince(t: TableState): number {
  return Math.max(t.lastChangeAt, t.leftAt);
}
