/**
 * The expert Shengji bot: the strong bot's bidding, burying and calling
 * (search would not pay there: see docs/BOTS.md), and a determinized
 * search for every play (search.ts). Given its seat's view and the hand's
 * public history only, like every level.
 */
import type { ShengjiSeatAction } from "../actions";
import { type StrongInput, knowledgeOf } from "../strong/knowledge";
import { strongBid, strongBury, strongCall } from "../strong/setup";
import { type SearchOptions, expertPlay } from "./search";

export type { Deal } from "./world";
export type { SearchOptions } from "./search";

export function expertShengji(input: StrongInput, key: string, opts: SearchOptions = {}): ShengjiSeatAction | null {
  const view = input.view;
  const seat = view.you;
  if (seat === null) return null;
  switch (view.phase) {
    case "dealing":
      return strongBid(view);
    case "burying":
      return view.maker === seat ? strongBury(knowledgeOf(input)) : null;
    case "calling":
      return view.maker === seat ? strongCall(knowledgeOf(input)) : null;
    case "playing":
      return view.turn === seat ? { type: "play", cards: expertPlay(input, key, opts) } : null;
    default:
      return null;
  }
}
