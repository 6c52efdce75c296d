/**
 * A seated person's moves: `act` (a move of the game, answered once per
 * id; or a pass on the bidding), `back` (they are there: a stand-in gives
 * the seat back), `reading` (they read the hand's result: the next hand
 * waits for them) and `sync` (what a client that reconnected missed).
 */
import { type GameEvent, type GameState, applyAction } from "../../engine";
import type { SeatAction } from "../../protocol";
import { answerFrame, encodeRefusal } from "./act-answers";
import type { StoredAnswer } from "../store/answers";
import { type Change, type Effect, type Row, type Sender, overToAll, refuse, summaryToAll, tell, tellNow, views } from "../state/change";
import { drawBank } from "../pace/clock";
import { biddingCloses } from "../pace/pacing";
import type { SocketInfo } from "../state/socket-info";
import { type TableState, passesRow } from "../state/table-state";
import { commit } from "./commit";
import { seatsChanged, withSeat } from "./directory";

/**
 * The key a seat's move `id` is answered under: within one game (the answers
 * go with it) and for one holder of the seat. Null: the sender holds no seat.
 */
export function answerKey(t: TableState, from: Sender, id: string): string | null {
  const row = from.seat === null ? undefined : t.seats[from.seat];
  return row?.tokenHash ? `${row.tokenHash.slice(0, 12)}:${id}` : null;
}

/** The seat's person is there: a stand-in that played for them gives the seat back. */
function present(t: TableState, seat: number, now: number): { rows: Row[]; next: TableState } | null {
  const row = t.seats[seat];
  if (!row || row.awaySince === null) return null;
  const next = withSeat(t, { ...row, awaySince: null });
  return { rows: seatsChanged(t, next, now), next };
}

/** A seated person's move `id`; `earlier`: the answer already given to it (under `answerKey`), read by the caller. */
export function act(t: TableState, from: Sender, id: string, action: SeatAction, now: number, earlier: StoredAnswer | null = null): Change {
  const seat = from.seat;
  const key = answerKey(t, from, id);
  if (seat === null || key === null) return refuse("not-seated", "Sit down to play.", id);
  if (earlier) return { effects: [tell(answerFrame(id, earlier))] };
  if (!t.state || t.phase !== "playing") return refuse("not-started", t.phase === "over" ? "The game is over." : "The game has not started.", id);
  // A pass on the bidding is the table's; asked about the kitty (kittyTheft), a pass is a move of the game.
  if (action.type === "pass" && t.state.game === "shengji" && t.state.phase !== "stealing") return passBid(t, t.state, seat, id, now);
  const step = applyAction(t.state, seat, action);
  if (!step.ok) {
    const { code, message, params } = step.error;
    const refused = { code, message, ...(params ? { params: { ...params } } : {}) };
    const answer: Row = { t: "answer", seat, id: key, answer: encodeRefusal(refused), seq: t.version };
    // A move tried, even too late (the stand-in moved first): its person is there, and takes the seat back.
    const back = present(t, seat, now);
    const said = tell({ type: "error", ...refused, id });
    return back ? { rows: [answer, ...back.rows], next: back.next, effects: [said, summaryToAll] } : { rows: [answer], effects: [said] };
  }
  // A move past its clock takes the time over it from the seat's bank (a row only then).
  const drawn = drawBank(t, seat, now);
  const done = commit(drawn?.next ?? t, seat, action, step.state, now, `${seat}:${key}`);
  // Their own move: no bot stands in for them any more (one transaction with the move).
  const back = present(done.next, seat, now);
  const next = back?.next ?? done.next;
  const events: readonly GameEvent[] = step.events;
  const ended = done.over && events.length > 0;
  const effects: Effect[] = [tell({ type: "ack", id, version: next.version }), views(events)];
  if (ended) effects.push(overToAll);
  if (back || ended) effects.push(summaryToAll);
  return { rows: [...done.rows, ...(drawn?.rows ?? []), ...(back?.rows ?? [])], next, effects };
}

/**
 * A person will not bid (Shengji, once the deal is done): the bidding need
 * not wait out its window for them, a whole turn at a turn-based table. The
 * pass stands with the bots' on this state (`asked`, pace/pacing.ts): a new bid
 * changes the state, and then each may bid again. Not a move of the game
 * (the version stays), but kept: at a turn-based table the table sleeps,
 * and forgets what it held in memory, between two people's passes.
 */
function passBid(t: TableState, state: GameState, seat: number, id: string, now: number): Change {
  if (!biddingCloses(state)) {
    return state.phase === "dealing" ? refuse("still-dealing", "Pass once the last card is dealt.", id) : refuse("not-bidding", "The bidding is over.", id);
  }
  const seats = new Set(t.asked?.on === state ? t.asked.seats : []);
  seats.add(seat);
  const passed = { ...t, asked: { on: state, seats } };
  // Like any move of theirs: a stand-in bidding for them gives the seat back.
  const back = present(passed, seat, now);
  const said = tell({ type: "ack", id, version: t.version });
  return { rows: [passesRow(t, seats), ...(back?.rows ?? [])], next: back?.next ?? passed, effects: back ? [said, summaryToAll] : [said] };
}

export function back(t: TableState, from: Sender, now: number): Change {
  if (from.seat === null) return refuse("not-seated", "You are not seated.");
  const b = present(t, from.seat, now);
  return b ? { rows: b.rows, next: b.next, effects: [summaryToAll] } : {};
}

/**
 * The person reads the hand's result (`on`: they touched the sheet or opened it), or is done with it (issue 57, item 8:
 * the next hand once began 7 s after a hand, over a sheet a player was still scrolling). Kept on the socket (it survives
 * hibernation) with the game's version now, so a page that never says it is done holds no later hand; the next hand
 * waits for a present reader within their clock (pace/pacing.ts), the alarm set again as after any change.
 */
export function reading(t: TableState, from: Sender, on: boolean): Change {
  if (from.seat === null) return refuse("not-seated", "Only a seated player's reading holds the next hand.");
  const { readingAt: _, ...rest } = from.info;
  const attach: SocketInfo = on && t.state ? { ...rest, readingAt: t.version } : rest;
  return { effects: [{ to: "sender", attach }] };
}

export function sync(t: TableState, since: number): Change {
  // The view holds everything a seat may know: a client that missed frames only needs the latest.
  const effects: Effect[] = [];
  if (t.state && since !== t.version) effects.push(tellNow("view"));
  else if (t.state) effects.push(tell({ type: "event", version: t.version, events: [] }));
  effects.push(tellNow("summary"));
  return { effects };
}
