/**
 * An accepted action, as rows and the table after it: the log entry, a
 * snapshot now and then, and when the action ended a hand or the game,
 * that hand's record and the game's status for D1 (outbox rows written in
 * the same transaction), and the directory line of a public table. A
 * practice table writes nothing for D1: its one hand ends its game.
 */
import { type GameAction, type GameState, isOver } from "../../engine";
import type { Actor } from "../../engine/types";
import { encodeEntry } from "../../engine/log";
import type { Row } from "../state/change";
import { endedHand, handRow, recorded, statusRow } from "../history/hand-rows";
import { directoryRow } from "./directory";
import { moved, queueNote } from "../push/notices";
import type { TableState } from "../state/table-state";
import { META } from "../store/rows";

/**
 * A snapshot of the state every so many actions bounds what a wake replays:
 * at most SNAPSHOT_EVERY - 1 log entries, tens of microseconds each. It is
 * written with the move, so an idle table needs no alarm to take one (an
 * alarm would keep the object awake, and billed, for its 10 s before
 * hibernating again, at every pause). A state is 3 to 10 KB of JSON.
 */
export const SNAPSHOT_EVERY = 16;

export interface Committed {
  readonly rows: Row[];
  readonly next: TableState;
  /** The action ended the game. */
  readonly over: boolean;
}

/**
 * The action `actor` made (`act`: "seat:id" of a client's move, so a
 * repeat finds it), which took the game from `t.state` to `state`.
 */
export function commit(t: TableState, actor: Actor, action: GameAction, state: GameState, now: number, act: string | null = null): Committed {
  const seq = t.version + 1;
  const entry = encodeEntry({ actor, action });
  const rows: Row[] = [{ t: "log", seq, entry, at: now, act }];
  const prev = t.state;
  const practice = t.config.practice !== undefined;
  // What goes to D1: not a practice's hand, nor a game of bots alone (hands.ts `recorded`).
  const kept = !practice && t.game !== null && recorded(t.game);
  const hand = t.game && prev ? endedHand(prev, state) : null;
  const over = isOver(state) || (practice && hand !== null);
  const snapshot = seq % SNAPSHOT_EVERY === 0;
  if (snapshot) rows.push({ t: "snapshot", seq, state: JSON.stringify(state) });
  let handFrom = t.handFrom;
  let handLog: readonly string[] = [...t.handLog, entry];
  let game = t.game;
  // A practice's hand reaches no player's phone: nobody waits on a practice.
  const handEnded = game !== null && hand !== null && !practice;
  if (game && hand !== null) {
    if (kept) rows.push(handRow(t.config.tableId, game, hand, handLog, state, now));
    rows.push({ t: "meta", key: META.handFrom, value: String(seq) });
    handFrom = seq;
    handLog = [];
  }
  if (game && over && kept) rows.push(statusRow(t.config.tableId, game, "finished", state, now));
  if (game && over && practice) {
    // The practised hand is over, and with it the practice: the game ends as one the host ended.
    game = { ...game, endedAt: now };
    rows.push({ t: "game", game });
  }
  let next: TableState = {
    ...t,
    game,
    state,
    version: seq,
    lastChangeAt: now,
    handFrom,
    handLog,
    ...(snapshot ? { snapshotSeq: seq } : {}),
    ...(over ? { phase: "over" as const } : {}),
  };
  if (over) rows.push(...directoryRow(next, now));
  // Notifications (push/notices.ts): the seat's waiting turn is over; a hand that ended is told to those not looking.
  if (typeof actor === "number") next = follow(rows, moved(next, actor));
  if (handEnded) next = follow(rows, queueNote(next, { kind: "hand", except: null, at: now }));
  return { rows, next, over };
}

/** Adds a step's rows to `rows` and gives its table. */
function follow(rows: Row[], step: { readonly rows: readonly Row[]; readonly next: TableState }): TableState {
  rows.push(...step.rows);
  return step.next;
}
