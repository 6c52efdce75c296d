/**
 * Hands of bots recorded as history keeps them (a key and the hand's own
 * actions), and how often their review finds a costly decision: for the
 * review's tests and benchmarks (docs/REVIEW.md). Every seat's bot plays
 * at its level, asked as a table asks them (the awaited seat, and every
 * seat for a bid on each new state during the deal), the table's own steps
 * when nobody moves.
 */
import type { BotLevel } from "../bot-level";
import { botMove } from "../bots";
import { type GameSetup, type GameState, applyAction, awaiting, createGame, legalActions } from "../game";
import type { LogEntry } from "../log";
import { handKey } from "../random";
import type { HandLog } from "../replay";
import type { Seat } from "../types";
import { DEFAULT_REVIEW_BUDGET, type ReviewBudget, reviewHand } from "./review";
import { handsEnded } from "./rollout";

export function recordHand(setup: GameSetup, players: number, seed: string, levelOf: (seat: Seat) => BotLevel, key = `bots:${seed}`): { hand: HandLog; end: GameState } {
  const { hands, end } = recordHands(setup, players, seed, levelOf, 1, key);
  return { hand: hands[0] as HandLog, end };
}

/** The first `count` hands of a game of bots, each as history keeps it. */
export function recordHands(setup: GameSetup, players: number, seed: string, levelOf: (seat: Seat) => BotLevel, count: number, key = `bots:${seed}`): { hands: HandLog[]; end: GameState } {
  let s = createGame(setup, seed, players);
  const hands: HandLog[] = [];
  let actions: LogEntry[] = [];
  for (let i = 0; handsEnded(s) < count; i++) {
    if (i > 20_000 * count) throw new Error(`no end of hand with seed ${seed}`);
    let moved = false;
    const waiting = awaiting(s);
    for (const seat of waiting.length > 0 ? waiting : Array.from({ length: players }, (_, x) => x)) {
      const action = botMove(s, seat, levelOf(seat), key) ?? (waiting.length > 0 ? (legalActions(s, seat)[0] ?? null) : null);
      if (!action) continue;
      const r = applyAction(s, seat, action);
      if (!r.ok) continue;
      s = r.state;
      actions.push({ actor: seat, action: action as LogEntry["action"] });
      moved = true;
      break;
    }
    if (!moved) {
      const table = legalActions(s, "table")[0];
      if (!table) throw new Error(`stuck in phase ${s.phase}`);
      const r = applyAction(s, "table", table);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      actions.push({ actor: "table", action: table as LogEntry["action"] });
    }
    if (handsEnded(s) > hands.length) {
      hands.push({ key: handKey(seed, hands.length), actions });
      actions = [];
    }
  }
  return { hands, end: s };
}

/**
 * Hands `0..hands−1` (seeds `review-rates-<i>`) played with every seat at
 * `level`, each reviewed for its maker (the seat with every kind of
 * decision: bids, the kitty, the friend call, plays) or, with `seats:
 * "all"`, for every seat: the costs of the decisions that had a choice,
 * one list per seat reviewed.
 */
export function reviewCosts(level: BotLevel, hands: number, preset: string, players: number, seats: "maker" | "all" = "maker", budget: ReviewBudget = DEFAULT_REVIEW_BUDGET): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < hands; i++) {
    const { hand, end } = recordHand(preset, players, `review-rates-${i}`, () => level);
    const maker = end.game === "shengji" ? (end.results[end.results.length - 1]?.maker ?? 0) : 0;
    for (const seat of seats === "maker" ? [maker] : Array.from({ length: players }, (_, x) => x)) {
      const r = reviewHand({ setup: preset, players, hands: [hand], hand: 0 }, seat, budget);
      out.push(r.decisions.filter((d) => d.candidates.length > 1).map((d) => d.cost));
    }
  }
  return out;
}

export interface CostRates {
  readonly margin: number;
  readonly reviews: number;
  /** Reviews where no decision cost more than the margin. */
  readonly clean_rate: number;
  readonly decisions: number;
  /** Decisions (with a choice) that cost more than the margin. */
  readonly costly_decision_rate: number;
}

export function costRates(seatHands: readonly (readonly number[])[], margin: number): CostRates {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const all = seatHands.flat();
  return {
    margin,
    reviews: seatHands.length,
    clean_rate: round(seatHands.filter((c) => c.every((x) => x <= margin)).length / seatHands.length),
    decisions: all.length,
    costly_decision_rate: round(all.filter((x) => x > margin).length / all.length),
  };
}
