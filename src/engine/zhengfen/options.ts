/**
 * Zheng Fen's options. The seed fixes most of the game; what a table may
 * choose is the number of packs (one 54-card pack in the seed; more for a
 * longer deal) and the target score ("generally 500 or (for a longer game)
 * 1000"). Described as a spec (spec.ts), like Shengji's rules, so that one
 * description gives the type, the check and the list of options (the
 * option-spec property test walks it).
 */
import { type Infer, int, object, oneOf, specProblem } from "../spec";

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
export const MAX_PACKS = 3;

export const ZHENG_FEN_OPTIONS = object({
  /** Standard 54-card packs (52 cards and two jokers each). */
  packs: int(1, MAX_PACKS),
  /** The game ends after the deal in which someone reaches this score. */
  target: oneOf(500, 1000),
});

export type ZhengFenOptions = Infer<typeof ZHENG_FEN_OPTIONS>;

export const defaultZhengFenOptions: ZhengFenOptions = { packs: 1, target: 500 };

/**
 * Null if `o` is a valid (possibly partial) set of options, else the first
 * problem as "field: what is wrong" (a table names only what it changes).
 */
export function validateZhengFenOptions(o: unknown): string | null {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return "options: must be an object";
  return specProblem(ZHENG_FEN_OPTIONS, { ...defaultZhengFenOptions, ...o });
}

/** The defaults completed by `o`; throws (a programmer error) if `o` is not valid. */
export function resolveZhengFenOptions(o: Partial<ZhengFenOptions> | undefined): ZhengFenOptions {
  const problem = validateZhengFenOptions(o ?? {});
  if (problem !== null) throw new Error(`bad Zheng Fen options: ${problem}`);
  return { packs: o?.packs ?? defaultZhengFenOptions.packs, target: o?.target ?? defaultZhengFenOptions.target };
}

/** Players 3..6, as the seed says ("From three to six people can play"). */
export function validateZhengFenPlayers(players: unknown): string | null {
  if (typeof players !== "number" || !Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return `Zheng Fen is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players`;
  }
  return null;
}
