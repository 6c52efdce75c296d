/**
 * Zheng Fen's options. The seed fixes most of the game; what a table may
 * choose is the number of packs (one 54-card pack in the seed; more for a
 * longer deal) and the target score ("generally 500 or (for a longer game)
 * 1000").
 */
export interface ZhengFenOptions {
  /** Standard 54-card packs (52 cards and two jokers each), 1..MAX_PACKS. */
  readonly packs: number;
  /** The game ends after the deal in which someone reaches this score. */
  readonly target: 500 | 1000;
}

export const defaultZhengFenOptions: ZhengFenOptions = { packs: 1, target: 500 };
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
export const MAX_PACKS = 3;

const KNOWN = new Set(["packs", "target"]);

/** Null if `o` is a valid (possibly partial) set of options, else a message naming the bad field. */
export function validateZhengFenOptions(o: unknown): string | null {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return "options must be an object";
  for (const key of Object.keys(o)) {
    if (!KNOWN.has(key)) return `unknown option "${key.slice(0, 40)}": Zheng Fen has the options packs and target`;
  }
  const { packs, target } = o as Record<string, unknown>;
  if (packs !== undefined && (typeof packs !== "number" || !Number.isInteger(packs) || packs < 1 || packs > MAX_PACKS)) {
    return `packs must be a whole number from 1 to ${MAX_PACKS}`;
  }
  if (target !== undefined && target !== 500 && target !== 1000) return "target must be 500 or 1000";
  return null;
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
