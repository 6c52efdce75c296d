/**
 * The bot levels a table offers, in a module of their own: the protocol and
 * the web client name them without pulling in the bots themselves.
 * (`omniscient`, which sees every hand, is the arena's alone: it is not a
 * `BotLevel`, so no table frame can name it; see bot-arena.ts.)
 */
export type BotLevel = "basic" | "strong" | "expert";
export const BOT_LEVELS: readonly BotLevel[] = ["basic", "strong", "expert"];
/** The level of stand-ins, of moves made when a turn clock runs out, and of a bot the host puts in a seat without saying. */
export const DEFAULT_BOT_LEVEL: BotLevel = "strong";

export function isBotLevel(x: unknown): x is BotLevel {
  return x === "basic" || x === "strong" || x === "expert";
}
