/**
 * Drives games with a bot level per seat for the bot tests: the bots move
 * as the table would ask them (every seat polled, the table's own steps
 * when nobody acts), and with probability `chaos` a step is instead a
 * random action `legalActions` lists (so the bots meet positions they would
 * not make themselves). Every choice comes from the policy seed.
 */
import { type GameAction, type GameState, type SeatAction, applyAction, botMove, isOver, legalActions } from "../../../src/engine";
import { expect } from "vitest";
import type { BotLevel } from "../../../src/engine/bots";
import { handsDone } from "../../../src/engine/driver";
import { randomInt, rngFor } from "../../../src/engine/random";
import type { Actor, Seat } from "../../../src/engine/types";

export interface BotStep {
  readonly before: GameState;
  readonly seat: Seat;
  readonly level: BotLevel;
  readonly action: SeatAction;
}

export interface DriveOptions {
  readonly hands: number;
  readonly chaos: number;
  readonly levels: readonly BotLevel[];
  /** Called before each bot action is applied (it must then be accepted). */
  readonly onBot?: (step: BotStep) => void;
  readonly maxSteps?: number;
  /** How a bot at a level moves (default `botMove`): tests of the expert pass a smaller budget. */
  readonly mover?: (state: GameState, seat: Seat, level: BotLevel, key: string) => SeatAction | null;
}

export function driveLevels(initial: GameState, policySeed: string, opts: DriveOptions): { state: GameState; botMoves: number } {
  const rng = rngFor(policySeed, "policy");
  const chance = () => randomInt(rng, 0, 9999) / 10000;
  let s = initial;
  let botMoves = 0;
  const maxSteps = opts.maxSteps ?? 30_000;
  for (let steps = 0; !isOver(s) && handsDone(s) < opts.hands; steps++) {
    if (steps > maxSteps) throw new Error(`no end after ${maxSteps} steps (policy ${policySeed})`);
    let actor: Actor | null = null;
    let action: GameAction | null = null;
    if (chance() < opts.chaos) {
      const actors: Actor[] = ["table", ...Array.from({ length: s.players }, (_, i) => i)];
      const withMoves = actors.map((a) => ({ a, list: legalActions(s, a) })).filter((x) => x.list.length > 0);
      const pick = withMoves[randomInt(rng, 0, withMoves.length - 1)];
      if (pick) {
        actor = pick.a;
        action = pick.list[randomInt(rng, 0, pick.list.length - 1)] as GameAction;
      }
    }
    if (action === null) {
      for (let seat = 0; seat < s.players && action === null; seat++) {
        const level = opts.levels[seat % opts.levels.length] as BotLevel;
        const move = (opts.mover ?? botMove)(s, seat, level, `bot-key-${policySeed}`);
        if (move) {
          opts.onBot?.({ before: s, seat, level, action: move });
          actor = seat;
          action = move;
          botMoves++;
        }
      }
    }
    if (action === null) {
      actor = "table";
      action = legalActions(s, "table")[0] ?? null;
      if (action === null) throw new Error(`stuck (policy ${policySeed})`);
    }
    const r = applyAction(s, actor as Actor, action);
    if (!r.ok) throw new Error(`${String(actor)} ${JSON.stringify(action)} refused: ${r.error.code}: ${r.error.message} (policy ${policySeed})`);
    s = r.state;
  }
  return { state: s, botMoves };
}

/** A deep copy with every object's keys in reverse order: the same knowledge, written another way (a bot must not depend on key order). */
export const reordered = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(reordered)
  : v !== null && typeof v === "object" ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reordered(x)]))
  : v;

/**
 * A move that depends only on what the bot is given: the engine's bot at
 * `level` makes the same move at `step` asked twice, and `decide` makes that
 * move from each of `inputs` (the step's bot input written other ways).
 */
export function expectOneMove<I>(step: BotStep, level: BotLevel, key: string, decide: (input: I, key: string) => unknown, inputs: readonly I[]): void {
  const move = botMove(step.before, step.seat, level, key);
  expect(botMove(step.before, step.seat, level, key)).toEqual(move);
  for (const input of inputs) expect(decide(input, key)).toEqual(move);
}
