/**
 * Drives Shengji games for property tests: the bots play, and with
 * probability `chaos` a step is instead a random action from
 * `legalActions` (of a random seat or the table), or, when leading, a
 * random throw attempt of several cards of one suit (so that failed
 * throws happen, which bots and the listed leads never try). Every choice
 * comes from the policy seed, so a failing run can be replayed.
 */
import { type GameAction, type GameEvent, applyAction, botAction, isOver, legalActions, viewFor } from "../../../src/engine";
import { type Card, codeOf } from "../../../src/engine/cards";
import { randomInt, rngFor, shuffled } from "../../../src/engine/random";
import { tableOf, turnOf } from "../../../src/engine/shengji/play";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { Actor } from "../../../src/engine/types";
import { shengji } from "./flow-support";

export interface Move {
  readonly actor: Actor;
  readonly action: GameAction;
}

export interface RandomDriveOptions {
  /** Stop after this many completed hands. */
  readonly maxHands: number;
  /** 0..1: how often a random action replaces the bots' move. */
  readonly chaos: number;
  /** Deal the whole stock in one step. */
  readonly dealAtOnce?: boolean;
  readonly maxSteps?: number;
  /** Random throw attempts (default true); false: random steps are only actions legalActions lists. */
  readonly throwAttempts?: boolean;
  /** Nobody bids in every third deal (deals 0, 3, …): the no-bid rules run. */
  readonly quietDeals?: boolean;
  /**
   * kittyTheft: the first bid of a deal stands (nobody overcalls it while the cards are dealt), and a seat
   * asked takes a listed steal whenever there is one, so that the kitty changes hands often (bots steal only
   * with strong hands).
   */
  readonly eagerSteals?: boolean;
  readonly onStep?: (before: ShengjiState, move: Move, after: ShengjiState, events: readonly GameEvent[]) => void;
}

export interface RandomDriveResult {
  readonly state: ShengjiState;
  readonly log: readonly Move[];
}

/** Every actor with something to do now, with the actions listed for it. */
export function allLegal(s: ShengjiState): { actor: Actor; actions: GameAction[] }[] {
  const out: { actor: Actor; actions: GameAction[] }[] = [];
  const table = legalActions(s, "table");
  if (table.length > 0) out.push({ actor: "table", actions: table });
  for (let seat = 0; seat < s.players; seat++) {
    const actions = legalActions(s, seat);
    if (actions.length > 0) out.push({ actor: seat, actions });
  }
  return out;
}

function botMove(s: ShengjiState, dealAtOnce: boolean): Move | null {
  for (let seat = 0; seat < s.players; seat++) {
    const action = botAction(viewFor(s, seat), seat);
    if (action) return { actor: seat, action };
  }
  const table = legalActions(s, "table")[0];
  if (!table) return null;
  return { actor: "table", action: table.type === "draw" && dealAtOnce ? { type: "draw", count: 1000 } : table };
}

export function randomDrive(initial: ShengjiState, policySeed: string, opts: RandomDriveOptions): RandomDriveResult {
  const rng = rngFor(policySeed, "policy");
  const chance = () => randomInt(rng, 0, 9999) / 10000;
  const pick = <T>(xs: readonly T[]): T => xs[randomInt(rng, 0, xs.length - 1)] as T;
  let s = initial;
  const log: Move[] = [];
  const maxSteps = opts.maxSteps ?? 20_000;
  while (!isOver(s) && s.results.length < opts.maxHands) {
    if (log.length >= maxSteps) throw new Error(`no end after ${maxSteps} steps (policy ${policySeed})`);
    let move: Move | null = null;
    const quiet = (opts.quietDeals === true && s.phase === "dealing" && s.deal % 3 === 0) || (opts.eagerSteals === true && s.phase === "dealing" && s.bid !== null);
    const steals = opts.eagerSteals === true && s.phase === "stealing" && s.asked !== undefined
      ? legalActions(s, s.asked).filter((a) => a.type === "bid") : [];
    if (steals.length > 0) {
      move = { actor: s.asked as number, action: pick(steals) };
    } else if (quiet) {
      const table = legalActions(s, "table")[0];
      if (table) move = { actor: "table", action: table.type === "draw" && opts.dealAtOnce ? { type: "draw", count: 1000 } : table };
    } else if (chance() < opts.chaos) {
      const turn = turnOf(s);
      if (opts.throwAttempts !== false && turn !== null && s.trick?.plays.length === 0 && chance() < 0.4) {
        // A throw attempt: several cards of one suit.
        const hand = s.hands[turn] as readonly Card[];
        const t = tableOf(s);
        const suitOf = (c: Card) => t.suit[codeOf(c) as number] as number;
        const suit = suitOf(pick(hand));
        const inSuit = hand.filter((c) => suitOf(c) === suit);
        if (inSuit.length >= 2) {
          const k = randomInt(rng, 2, Math.min(6, inSuit.length));
          const cards = shuffled(inSuit, rng).slice(0, k);
          move = { actor: turn, action: { type: "play", cards } };
        }
      }
      if (!move) {
        const options = allLegal(s);
        if (options.length > 0) {
          const o = pick(options);
          move = { actor: o.actor, action: pick(o.actions) };
        }
      }
    }
    move ??= botMove(s, opts.dealAtOnce ?? false);
    if (!move) throw new Error(`stuck in phase ${s.phase}`);
    const r = applyAction(s, move.actor, move.action);
    if (!r.ok) throw new Error(`${String(move.actor)} ${JSON.stringify(move.action)} refused: ${r.error.code}: ${r.error.message}`);
    const next = shengji(r.state);
    opts.onStep?.(s, move, next, r.events);
    log.push(move);
    s = next;
  }
  return { state: s, log };
}
