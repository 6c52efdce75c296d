/**
 * The expert Shengji bot: the strong bot's bidding, burying and calling
 * (search would not pay there: see docs/BOTS.md), and a determinized
 * search for every play (search.ts). Given its seat's view and the hand's
 * public history only, like every level.
 */
import type { ShengjiSeatAction } from "../actions";
import type { StrongInput } from "../strong/knowledge";
import { shengjiSeat } from "../strong";
import { type SearchOptions, expertPlay } from "./search";

export type { Deal } from "./world";
export type { SearchOptions } from "./search";

export function expertShengji(input: StrongInput, key: string, opts: SearchOptions = {}): ShengjiSeatAction | null {
  return shengjiSeat(input, () => expertPlay(input, key, opts));
}
