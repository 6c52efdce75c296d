/**
 * Plays games with bots, step by step as the table would: the table's own
 * steps (dealing, closing the bidding, the next hand) when no seat acts.
 * Used by simulation tests and benchmarks; the Durable Object has its own
 * loop driven by alarms, with the same order of precedence.
 */
import { type GameAction, type GameEvent, type GameState, type SeatAction, applyAction, botAction, isOver, legalActions, viewFor } from "./game";
import type { Actor, Seat } from "./types";

export interface DriveOptions {
  /** Stop after this many completed hands (deals for Zheng Fen). */
  readonly maxHands?: number;
  /** Deal the whole deck in one step instead of card by card (bots then bid after the deal). */
  readonly dealAtOnce?: boolean;
  /** Called after every applied action. */
  readonly onStep?: (before: GameState, actor: Actor, action: GameAction, after: GameState, events: readonly GameEvent[]) => void;
  /** Safety valve: give up after this many steps. */
  readonly maxSteps?: number;
  /**
   * A seat's move (null: nothing to do now). The basic bot from the seat's
   * view by default; e.g. `(s, seat) => botMove(s, seat, "strong", key)` for another level.
   */
  readonly bot?: (state: GameState, seat: Seat) => SeatAction | null;
}

export interface DriveResult {
  readonly state: GameState;
  readonly hands: number;
  readonly steps: number;
}

function apply(state: GameState, actor: Actor, action: GameAction, opts: DriveOptions): GameState {
  const step = applyAction(state, actor, action);
  if (!step.ok) throw new Error(`${String(actor)} ${JSON.stringify(action)} refused: ${step.error.code}: ${step.error.message}`);
  opts.onStep?.(state, actor, action, step.state, step.events);
  return step.state;
}

const basicBot = (state: GameState, seat: Seat): SeatAction | null => botAction(viewFor(state, seat), seat);

/** The first seat (in seat order) whose bot wants to act now, with its action. */
function botMove(state: GameState, bot: NonNullable<DriveOptions["bot"]>): { seat: number; action: GameAction } | null {
  for (let seat = 0; seat < state.players; seat++) {
    const action = bot(state, seat);
    if (action) return { seat, action };
  }
  return null;
}

/** Hands (Shengji) or deals (Zheng Fen) completed. */
export function handsDone(state: GameState): number {
  if (state.game === "shengji") return state.results.length;
  return state.phase === "play" ? state.deal - 1 : state.deal;
}

export function drive(initial: GameState, opts: DriveOptions = {}): DriveResult {
  let state = initial;
  let steps = 0;
  const maxHands = opts.maxHands ?? Infinity;
  const maxSteps = opts.maxSteps ?? 1_000_000;
  while (!isOver(state) && handsDone(state) < maxHands) {
    if (++steps > maxSteps) throw new Error(`no end after ${maxSteps} steps`);
    const move = botMove(state, opts.bot ?? basicBot);
    if (move) {
      state = apply(state, move.seat, move.action, opts);
      continue;
    }
    const table = legalActions(state, "table")[0];
    if (!table) throw new Error(`stuck: nobody can act in phase ${state.phase}`);
    const action = table.type === "draw" && opts.dealAtOnce ? { type: "draw" as const, count: 1000 } : table;
    state = apply(state, "table", action, opts);
  }
  return { state, hands: handsDone(state), steps };
}
