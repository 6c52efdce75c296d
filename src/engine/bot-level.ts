/**
 * The bot levels a table offers, in a module of their own: the protocol and
 * the web client name them without pulling in the bots themselves.
 */
export type BotLevel = "basic" | "strong";
export const BOT_LEVELS: readonly BotLevel[] = ["basic", "strong"];
/** The level of stand-ins, of moves made when a turn clock runs out, and of a bot the host puts in a seat without saying. */
export const DEFAULT_BOT_LEVEL: BotLevel = "strong";

export function isBotLevel(x: unknown): x is BotLevel {
  return x === "basic" || x === "strong";
}
