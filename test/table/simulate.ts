/**
 * The table's own steps run on a clock of our own, as its alarm runs them
 * (src/server/table/table-object.ts): ask `nextStep` what is due, move the clock there,
 * decide the move with `moveFor`, apply it. Pure and fast: no workerd, no
 * waiting, so every preset and pace can be tried.
 */
import { type GameState, applyAction, createGame, isOver } from "../../src/engine";
import { botKey } from "../../src/engine/random";
import type { Actor, Seat } from "../../src/engine/types";
import { type DueStep, type Pace, type SeatPace, moveFor, nextStep } from "../../src/server/pace/pacing";

export interface Run {
  /** The state where the run stopped. */
  readonly state: GameState;
  /** Versions the table went through (accepted actions). */
  readonly versions: number;
  /** Where the simulated clock stood at the end, in ms from the start. */
  readonly at: number;
  /** Deals made (redeals included), Shengji only. */
  readonly deals: number;
  /** When each deal after the first began (the step that dealt again), Shengji only. */
  readonly redealsAt: readonly number[];
  /** Every move made, with who made it and why, how long after the last change, and the state it was made on. */
  readonly moves: readonly { readonly at: number; readonly why: DueStep["why"]; readonly actor: Actor; readonly waited: number; readonly before: GameState }[];
  /** Why the run stopped. */
  readonly stop: "until" | "waits" | "versions" | "time";
}

/** The first trick of the first hand has a lead on the table. */
export function firstTrick(s: GameState): boolean {
  return s.game === "shengji" ? s.trick !== null || s.tricks.length > 0 : s.phase === "play";
}

/**
 * Runs the table by itself from `state` until `until(state)` holds, the
 * table waits only for people (nothing due), `maxVersions` were made, or
 * the next step is past `untilMs`.
 */
export function runTable(
  state: GameState,
  seats: readonly SeatPace[],
  pace: Pace,
  opts: { until: (s: GameState) => boolean; maxVersions: number; seed: string; untilMs?: number },
): Run {
  // Every bot and stand-in strong, whatever the pace: these runs test timing, and expert searches cost far more (test/table/stand-in-level.test.ts covers the level).
  const bots = { key: botKey(opts.seed), levelOf: (): "strong" => "strong", standIn: "strong" as const };
  let now = 0;
  let lastChangeAt = 0;
  let versions = 0;
  let asked = new Set<Seat>();
  let s = state;
  const redealsAt: number[] = [];
  const moves: Run["moves"][number][] = [];
  const end = (stop: Run["stop"]): Run => ({ state: s, versions, at: now, deals: s.game === "shengji" ? s.deal : 0, redealsAt, moves, stop });
  while (!opts.until(s) && !isOver(s)) {
    if (versions >= opts.maxVersions) return end("versions");
    const due = nextStep(s, seats, pace, lastChangeAt, asked);
    if (!due) return end("waits");
    if (opts.untilMs !== undefined && due.at > opts.untilMs) return end("time");
    now = Math.max(now, due.at);
    const move = moveFor(s, due, bots);
    if (!move) {
      if (due.why !== "bid") throw new Error(`no move for a ${due.why} step`);
      for (const seat of due.bots) asked.add(seat);
      continue;
    }
    const step = applyAction(s, move.actor, move.action);
    if (!step.ok) throw new Error(`${due.why} move refused: ${step.error.message}`);
    if (step.state.game === "shengji" && s.game === "shengji" && step.state.deal > s.deal) redealsAt.push(now);
    moves.push({ at: now, why: due.why, actor: move.actor, waited: now - lastChangeAt, before: s });
    s = step.state;
    versions++;
    lastChangeAt = now;
    asked = new Set();
  }
  return end("until");
}

/** A new game of `preset` for `players`. */
export function newGame(preset: string, players: number, seed: string): GameState {
  return createGame(preset, seed, players);
}
