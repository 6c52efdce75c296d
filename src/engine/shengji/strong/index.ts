/**
 * The strong Shengji bot. It is given its seat's view and the hand's public
 * history (`StrongInput`), never a game state, and answers with a legal
 * action or null (nothing to do, or no bid).
 */
import { type BotRng, botRng } from "../../bot-random";
import type { Card } from "../../cards";
import type { ShengjiSeatAction } from "../actions";
import { type StrongInput, knowledgeOf } from "./knowledge";
import { chooseFollow, chooseLead } from "./play";
import { kittyHolderOf } from "../hints";
import { strongBid, strongBury, strongCall, strongSteal } from "./setup";

export type { StrongInput } from "./knowledge";

/**
 * `key` seeds the choice between equally good plays, mixed with the input
 * (bot-random.ts): the same input and key always give the same move.
 */
export function strongShengji(input: StrongInput, key: string): ShengjiSeatAction | null {
  return shengjiSeat(input, () => {
    const k = knowledgeOf(input);
    const view = input.view;
    const leading = !view.trick || view.trick.plays.length === 0;
    let rng: BotRng | null = null;
    const tie = (n: number) => (rng ??= botRng(key, input)).below(n);
    return leading ? chooseLead(k, tie) : chooseFollow(k, tie);
  });
}

/**
 * A Shengji seat's action with strong's bidding, burying and calling, and
 * `play` for a trick's turn (the levels above strong differ only there).
 */
export function shengjiSeat(input: StrongInput, play: () => Card[]): ShengjiSeatAction | null {
  const view = input.view;
  const seat = view.you;
  if (seat === null) return null;
  switch (view.phase) {
    case "dealing":
      return strongBid(view);
    case "burying":
      return kittyHolderOf(view) === seat ? strongBury(knowledgeOf(input)) : null;
    case "stealing":
      return view.turn === seat ? strongSteal(view) : null;
    case "calling":
      return view.maker === seat ? strongCall(knowledgeOf(input)) : null;
    case "playing":
      return view.turn === seat ? { type: "play", cards: play() } : null;
    default:
      return null;
  }
}
