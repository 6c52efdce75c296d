/**
 * A game's history, hand by hand, on its way from the table to D1, as
 * outbox rows: a game starts (its D1 row, status `playing`), an action ends
 * a hand (that hand's row, written in the same storage transaction as the
 * action), the game ends (finished, ended by the host, or abandoned when
 * the table is reaped); the alarm delivers them (history/delivery.ts). A hand's record holds its key, never the game's secret, and is
 * written only once the hand is over: nothing of the hand in play leaves
 * the table.
 */
import { type GameState, applyAction, createGame, summarize } from "../../engine";
import { decodeEntry } from "../../engine/log";
import { handKey } from "../../engine/random";
import { levelName } from "../../engine/shengji/levels";
import type { GameStatus, HandSummary } from "../../protocol";
import { type GameHeader, type HandDelivery, type StatusDelivery, writeGameStatus, writeHand } from "./d1";
import type { Row } from "../state/change";
import type { GameRow } from "../store/table-store";

/**
 * Whether a game goes to D1: a person has held a seat in it. A game of bots
 * alone is nobody's record, and one table restarting such games at machine
 * speed wrote about two million rows a day (issue 53, item 4). Games stored
 * before this was kept say nothing, and go as before.
 */
export function recorded(g: GameRow): boolean {
  return g.people !== false;
}

/**
 * A game recorded from now on (a person sat down in it): its status and
 * every hand it has completed so far, rebuilt from its log (`entries`, the
 * whole game's, oldest first), as the table would have written them.
 */
export function recordSoFar(tableId: string, g: GameRow, entries: readonly string[], now: number): Row[] {
  const rows: Row[] = [statusRow(tableId, g, "playing", null, now)];
  let state = createGame({ preset: g.game, options: g.options }, g.seed, g.count);
  let from = 0;
  entries.forEach((entry, i) => {
    const e = decodeEntry(entry);
    const step = applyAction(state, e.actor, e.action);
    if (!step.ok) throw new Error(`log entry ${i + 1} no longer applies: ${step.error.message}`);
    const hand = endedHand(state, step.state);
    state = step.state;
    if (hand === null) return;
    rows.push(handRow(tableId, g, hand, entries.slice(from, i + 1), state, now));
    from = i + 1;
  });
  return rows;
}

/** The hand (0-based) that the step from `prev` to `next` completed, or null. */
export function endedHand(prev: GameState, next: GameState): number | null {
  if (prev.game === "shengji" && next.game === "shengji") {
    return next.results.length > prev.results.length ? next.results.length - 1 : null;
  }
  if (prev.game === "zheng-fen" && next.game === "zheng-fen") {
    // Deal n (1-based) uses key n−1: the deal's 0-based number is its hand.
    const done = next.lastDeal?.deal ?? 0;
    return done > (prev.lastDeal?.deal ?? 0) ? done - 1 : null;
  }
  return null;
}

/** A completed hand in public facts; `state` is the table right after the hand ended. */
export function handSummary(state: GameState): HandSummary {
  if (state.game === "shengji") {
    const result = state.results[state.results.length - 1];
    if (!result) throw new Error("no hand has ended");
    return {
      game: "shengji",
      result,
      calls: state.calls.map((c) => ({ card: c.card, ordinal: c.ordinal, by: c.by })),
      friends: state.friends.slice(),
      levelsBefore: result.before.map((x) => levelName(state.rules, x.level)),
      levelsAfter: result.after.map((x) => levelName(state.rules, x.level)),
      tricks: state.tricks.length,
    };
  }
  const result = state.lastDeal;
  if (!result) throw new Error("no deal has ended");
  return { game: "zheng-fen", result, scores: state.scores.slice() };
}

function header(tableId: string, g: GameRow): GameHeader {
  return { id: g.gameId, tableId, game: g.game, options: g.options, players: g.players, startedAt: g.startedAt };
}

/** The history side of a table: what goes into its outbox, and delivering it. */
/** A completed hand's record on its way to D1: its key, its own actions (`entries`, oldest first), what it came to. */
export function handRow(tableId: string, g: GameRow, hand: number, entries: readonly string[], state: GameState, now: number): Row {
  const record: HandDelivery = {
    game: header(tableId, g),
    hand,
    key: handKey(g.seed, hand),
    log: entries.join(" "),
    actions: entries.length,
    summary: handSummary(state),
    finishedAt: now,
  };
  return { t: "outbox", id: `hand:${g.gameId}:${hand}`, kind: "hand", payload: JSON.stringify(record), at: now };
}

/**
 * A game's status on its way to D1: `playing` when it starts, then how it
 * ended (finished, ended by the host, abandoned when the table is reaped).
 * One row per game: a newer status replaces one not yet delivered.
 */
export function statusRow(tableId: string, g: GameRow, status: GameStatus, state: GameState | null, now: number): Row {
  const record: StatusDelivery = {
    game: header(tableId, g),
    status,
    result: status === "playing" || !state ? null : summarize(state),
    updatedAt: now,
    finishedAt: status === "playing" ? null : now,
  };
  return { t: "outbox", id: `game:${g.gameId}`, kind: "game", payload: JSON.stringify(record), at: now };
}

/**
 * The order the outbox goes to D1 in: every hand row before any status row,
 * so that a game's final status never lands while one of its hands is still
 * on its way (a reader who sees a game ended or finished finds all of it).
 * The table also holds a status back while a hand of its game is failing.
 */
export function deliveryOrder<R extends { kind: string }>(rows: readonly R[]): R[] {
  return [...rows.filter((r) => r.kind === "hand"), ...rows.filter((r) => r.kind !== "hand")];
}

/** The game a hand or status row belongs to (its id is `hand:<game>:<n>` or `game:<game>`); null for other rows. */
export function gameOfRow(row: { kind: string; id: string }): string | null {
  if (row.kind !== "hand" && row.kind !== "game") return null;
  return row.id.split(":")[1] ?? null;
}

/** Delivers one outbox row of history to D1 (idempotent: at-least-once delivery writes each hand once). */
export async function deliverHistory(db: D1Database, kind: string, payload: string): Promise<boolean> {
  if (kind === "hand") await writeHand(db, JSON.parse(payload) as HandDelivery);
  else if (kind === "game") await writeGameStatus(db, JSON.parse(payload) as StatusDelivery);
  else return false;
  return true;
}
