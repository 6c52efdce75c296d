/**
 * Bot levels, for the table: which bot plays a seat, and its move.
 *
 * - `basic`: the first bot (shengji/bot.ts, zhengfen/bot.ts), from the view alone.
 * - `strong`: card counting, odds of who can still beat what, kitty and
 *   friend choices (shengji/strong, zhengfen/strong.ts), from the view and
 *   the public history of the hand.
 * - `expert`: determinized search (shengji/expert, zhengfen/expert): deals
 *   that agree with the view and the history are sampled and the best few
 *   of strong's plays are played out on each; a budget in work, not time.
 *
 * Every level sees only what its seat may know: `botMove` builds the
 * seat's view and the public history (bot-input.ts) and gives the bot
 * nothing else. Deterministic: the same view, history and key give the
 * same move, so replays reproduce bots. `key` is the caller's per-game bot
 * key (derived one way from the game's secret; never the seed itself).
 */
import type { BotLevel } from "./bot-level";
import { type GameState, type SeatAction, botAction, viewFor } from "./game";
import { shengjiBotInput, zhengFenBotInput } from "./bot-input";
import { expertShengji } from "./shengji/expert";
import { strongShengji } from "./shengji/strong";
import type { Seat } from "./types";
import { expertZhengFen } from "./zhengfen/expert";
import { strongZhengFen } from "./zhengfen/strong";

export { BOT_LEVELS, type BotLevel, DEFAULT_BOT_LEVEL, expertDecisionMs, isBotLevel, standInLevel } from "./bot-level";

/**
 * The move of a `level` bot at `seat`, or null when it has nothing to do
 * now (not its turn, or it chooses not to bid).
 */
export function botMove(state: GameState, seat: Seat, level: BotLevel, key: string): SeatAction | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return null;
  if (level === "basic") return botAction(viewFor(state, seat), seat);
  if (state.game === "zheng-fen") {
    if (state.phase !== "play" || state.turn !== seat) return null;
    const input = zhengFenBotInput(state, seat);
    return level === "expert" ? expertZhengFen(input, key) : strongZhengFen(input, key);
  }
  const input = shengjiBotInput(state, seat);
  return level === "expert" ? expertShengji(input, key) : strongShengji(input, key);
}
