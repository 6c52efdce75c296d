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

/**
 * The time an expert decision may take at the 99th percentile, by table
 * size (issue 29's bounds; the arena measures it under them: see
 * docs/BOTS.md). A table whose pace leaves a bot at least this long for a
 * move can let stand-ins and moves for a player out of time play expert.
 */
export function expertDecisionMs(players: number): number {
  return players <= 6 ? 250 : 400;
}

/**
 * The level for a stand-in or a move made when a turn clock runs out:
 * `expert` when the table's pace leaves `msForMove` for the bot's decision
 * (decided in the alarm step, never inside a person's act), else the
 * default.
 */
export function standInLevel(players: number, msForMove: number): BotLevel {
  return msForMove >= expertDecisionMs(players) ? "expert" : DEFAULT_BOT_LEVEL;
}
