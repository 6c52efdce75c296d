/**
 * Playing out the rest of a hand from any moment of it: the table's own
 * steps (the next card, the end of bidding) when no seat acts, every seat's
 * move from a rollout policy, as a table of bots would play it. Stops when
 * the hand in play ends (a Shengji hand's result, a Zheng Fen deal's
 * score), never starting the next one: a completed hand's keys deal no
 * other.
 */
import { type GameState, applyAction, awaiting, legalActions } from "../game";
import type { Seat } from "../types";
import type { RolloutPolicy } from "./policy";

/** Hands (deals) completed in `s`: a rollout ends when this grows. */
export function handsEnded(s: GameState): number {
  return s.game === "shengji" ? s.results.length : (s.lastDeal?.deal ?? 0);
}

export interface PlayOut {
  /** The state once the hand ended. */
  readonly end: GameState;
  /** Seat moves made. */
  readonly moves: number;
}

/** Safety valve: a hand is a few thousand steps at most (a deal card by card, redeals, tricks). */
const MAX_STEPS = 20_000;

function step(s: GameState, actor: "table", action: unknown): GameState {
  const r = applyAction(s, actor, action);
  if (!r.ok) throw new Error(`rollout: ${String(actor)} ${JSON.stringify(action)} refused: ${r.error.code}`);
  return r.state;
}

/**
 * The rest of the hand in play, from `start`. Seats are asked in turn from
 * the one awaited; while bids are open each seat is asked on each new
 * state, the table dealing on when none bids. `skipBid`: this seat is not
 * asked on `start` itself (the review's "no bid here").
 */
export function playOut(start: GameState, policy: RolloutPolicy, key: string, skipBid: Seat | null = null): PlayOut {
  const done = handsEnded(start);
  let s = start;
  let moves = 0;
  for (let i = 0; handsEnded(s) === done; i++) {
    if (i > MAX_STEPS) throw new Error(`rollout: no end after ${MAX_STEPS} steps`);
    const table = legalActions(s, "table")[0];
    const open = table !== undefined && (table.type === "draw" || table.type === "close-bidding");
    let moved = false;
    if (table === undefined || open) {
      for (const seat of askOrder(s)) {
        if (s === start && seat === skipBid) continue;
        // An awaited seat always moves: its policy's move, or else the first one listed.
        const action = policy(s, seat, key) ?? (open ? null : (legalActions(s, seat)[0] ?? null));
        if (action === null) continue;
        const r = applyAction(s, seat, action);
        // A bid refused is no bid; a refused move where one is awaited is a bug.
        if (!r.ok && open) continue;
        if (!r.ok) throw new Error(`rollout: seat ${seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
        s = r.state;
        moves++;
        moved = true;
        break;
      }
    }
    if (moved) continue;
    if (table === undefined) throw new Error(`rollout: nobody moves in phase ${s.phase}`);
    s = step(s, "table", table);
  }
  return { end: s, moves };
}

/** The seat awaited (whose turn, the maker, whoever holds the kitty or is asked about it), else every seat in seat order (bids). */
function askOrder(s: GameState): Seat[] {
  const first = awaiting(s);
  if (first.length > 0) return first;
  return Array.from({ length: s.players }, (_, i) => i);
}
