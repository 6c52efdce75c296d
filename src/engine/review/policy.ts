/**
 * The policy that plays the rest of a hand in a review's rollouts: a bot
 * level, asked for a seat's move as the table asks it. Bots see only their
 * seat's view and the hand's public history (bot-input.ts), in a rollout
 * as at a table: the review knows every card, the players it imitates do
 * not.
 *
 * `strong` is the strong bot's own choices (shengji/strong) with two
 * differences: it chooses among plays within `ROLLOUT_SLACK` points of its
 * best (below), and where two plays are equally good it picks with a small
 * generator seeded from the rollout's key and the move's place in the hand,
 * instead of hashing the whole view and history (bot-random.ts), which is
 * half the strong bot's time and buys nothing here: a rollout needs a
 * repeatable choice, not one a table's replay must reproduce. Any other
 * level (basic, and expert when it exists) is `botMove` itself.
 */
import type { BotLevel } from "../bot-level";
import { shengjiHistory } from "../bot-input";
import { botMove } from "../bots";
import { sfc32 } from "../bot-random";
import type { GameState, SeatAction } from "../game";
import { type ShengjiHistory, showOuts } from "../shengji/history";
import { type StrongInput, knowledgeOf } from "../shengji/strong/knowledge";
import { chooseFollow, chooseLead } from "../shengji/strong/play";
import { strongBid, strongBury, strongCall, strongSteal } from "../shengji/strong/setup";
import type { ShengjiState, Trick } from "../shengji/state";
import { kittyHolder } from "../shengji/theft";
import { trumpTable } from "../shengji/trump";
import { viewForShengji } from "../shengji/view";
import type { Seat } from "../types";

/** A seat's move now, or null (not its turn, or no bid). */
export type RolloutPolicy = (state: GameState, seat: Seat, key: string) => SeatAction | null;

/** FNV-1a over a string, then sfc32: a repeatable generator for one decision. */
function quickRng(text: string): (n: number) => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  const next = sfc32(h >>> 0, Math.imul(h ^ 0x9e3779b9, 0x85ebca6b) >>> 0, Math.imul(h ^ 0xc2b2ae35, 0x27d4eb2f) >>> 0, 1);
  for (let i = 0; i < 8; i++) next();
  return (n) => Math.floor((next() / 4294967296) * n);
}

/** The history of the completed tricks, worked out once per trick (a rollout asks for it on every move). */
const completed = new WeakMap<readonly Trick[], ShengjiHistory>();

/**
 * What the strong bot is given (bot-input.ts's `shengjiBotInput`, the same
 * value): the seat's view, and the public history with the completed
 * tricks' part kept from one move to the next and the current trick's
 * show-outs added after theirs, as `showOuts` orders them.
 */
export function inputOf(s: ShengjiState, seat: Seat): StrongInput {
  let done = completed.get(s.tricks);
  if (!done) {
    done = shengjiHistory({ ...s, trick: null });
    completed.set(s.tricks, done);
  }
  const view = viewForShengji(s, seat);
  if (!s.trick || s.trick.plays.length === 0 || s.trump === null) return { view, history: done };
  const now = showOuts(trumpTable(s.trump, s.rules.trumpTractors), s.players, [s.trick]);
  const shownOut = done.shownOut.map((o, i) => [...o, ...(now[i] ?? []).filter((x) => !o.includes(x))]);
  return { view, history: { tricks: done.tricks, shownOut } };
}

function cardsPlayed(s: ShengjiState): number {
  let n = 0;
  for (const t of s.tricks) n += t.plays.length;
  return n + (s.trick?.plays.length ?? 0);
}

/** The strong bot's choices, ties broken by `quickRng` (see above). */
function strongShengjiRollout(s: ShengjiState, seat: Seat, key: string, slack: number): SeatAction | null {
  switch (s.phase) {
    case "dealing":
      return strongBid(viewForShengji(s, seat));
    case "burying":
      return kittyHolder(s) === seat ? strongBury(knowledgeOf(inputOf(s, seat))) : null;
    case "stealing":
      return s.asked === seat ? strongSteal(viewForShengji(s, seat)) : null;
    case "calling":
      return s.maker === seat ? strongCall(knowledgeOf(inputOf(s, seat))) : null;
    case "playing": {
      if (!s.trick || (s.trick.leader + s.trick.plays.length) % s.players !== seat) return null;
      const k = knowledgeOf(inputOf(s, seat));
      let tie: ((n: number) => number) | null = null;
      const pick = (n: number) => (tie ??= quickRng(`${key}/${seat}/${cardsPlayed(s)}`))(n);
      return { type: "play", cards: s.trick.plays.length === 0 ? chooseLead(k, pick, slack) : chooseFollow(k, pick, slack) };
    }
    default:
      return null;
  }
}

/**
 * How far from its best a strong play may be and still be chosen in a
 * rollout, in card points. With none, a rollout is the same whatever its
 * key (the bot's exact ties are rare), and several rollouts are one; a
 * little slack makes them differ as a player's choices between nearly equal
 * plays do, so their mean smooths the outcome of one line of play.
 */
export const ROLLOUT_SLACK = 3;

/** The rollout policy of a bot level. */
export function rolloutPolicy(level: BotLevel, slack = ROLLOUT_SLACK): RolloutPolicy {
  if (level === "strong") {
    return (s, seat, key) => (s.game === "shengji" ? strongShengjiRollout(s, seat, key, slack) : botMove(s, seat, level, key));
  }
  return (s, seat, key) => botMove(s, seat, level, key);
}
