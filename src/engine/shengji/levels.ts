/**
 * Levels: a player's score is a card rank from 2 up (RULES.md "Scoring").
 * A level is kept as a step number into the sequence of levels of the rules:
 * 2, 3, … 10, J, Q, K, A (steps 0–12), then a no-trump level where the
 * table's `topLevel` is `no-trump`; under 000's Joker laps, Joker, then
 * 2+ … A+, Joker+ (or 10+ … when low levels are skipped), and so on.
 * A step past the end of the sequence has won the game. How a gain climbs
 * the sequence (levels that must be defended) is decided here too: `climb`.
 */
import { type Rank, rankName } from "../cards";
import type { ShengjiRules } from "./rules";

export const ACE_STEP = 12;

export interface LevelInfo {
  /** The trump rank at this level, or null at a Joker level (only jokers are trumps). */
  readonly rank: Rank | null;
  /** 0 for the first lap. */
  readonly lap: number;
}

/** What the sequence of levels depends on (`topLevel` absent: the ace, as in the seeds). */
type LapRules = Pick<ShengjiRules, "gameEnd" | "laps" | "skipLowLevels"> & Partial<Pick<ShengjiRules, "topLevel">>;

const sequences = new Map<string, LevelInfo[]>();
const byRules = new WeakMap<object, LevelInfo[]>();

/** The levels of a game, in order. */
export function levelSequence(rules: LapRules): readonly LevelInfo[] {
  // A game's rules object is shared by all its states: asked for every seat of every view, it is looked up by identity first.
  const known = byRules.get(rules);
  if (known) return known;
  const jokerLaps = rules.gameEnd === "joker-laps";
  const noTrumpTop = !jokerLaps && rules.topLevel === "no-trump";
  const key = `${rules.gameEnd}/${rules.laps}/${rules.skipLowLevels}/${noTrumpTop}`;
  let seq = sequences.get(key);
  if (!seq) {
    seq = [];
    const laps = jokerLaps ? rules.laps : 1;
    for (let lap = 0; lap < laps; lap++) {
      const low = lap > 0 && rules.skipLowLevels ? 10 : 2;
      for (let r = low; r <= 14; r++) seq.push({ rank: r, lap });
      // The Joker level of a lap, or (rbtying's `MaxRank::NoTrump`, #243) the no-trump level after the ace.
      if (jokerLaps || noTrumpTop) seq.push({ rank: null, lap });
    }
    sequences.set(key, seq);
  }
  byRules.set(rules, seq);
  return seq;
}

/** The level at a step, or null if the step is past the last level (the game is won). */
export function levelAt(rules: LapRules, step: number): LevelInfo | null {
  return levelSequence(rules)[step] ?? null;
}

/** The name of the level after Ace under joker laps, and of a step past the last level (clients translate them). */
export const JOKER_LEVEL = "Joker";
export const PAST_LAST_LEVEL = "past the last level";

/** "2", "10", "A", "Joker", "3+", "Joker++". */
export function levelName(rules: LapRules, step: number): string {
  const info = levelAt(rules, step);
  if (!info) return PAST_LAST_LEVEL;
  return `${info.rank === null ? JOKER_LEVEL : rankName(info.rank)}${"+".repeat(info.lap)}`;
}

/**
 * The step of the top level: the ace, or the no-trump level after it
 * (`topLevel`); under Joker laps, the last lap's Joker level. `reach-ace`
 * ends the game on reaching it, `defend-ace` when a leader there wins as
 * maker, `pass-ace` and `joker-laps` on passing it.
 */
export function topStep(rules: LapRules): number {
  return levelSequence(rules).length - 1;
}

type ClimbRules = LapRules & Pick<ShengjiRules, "mustDefend">;

/** The step after moving up `by` levels where no level must be defended (`climb` with `mustDefend: "none"`). */
export function advance(rules: LapRules, step: number, by: number): number {
  return climb({ ...rules, mustDefend: "none" }, step, by, { maker: true, playedNoTrump: false }).step;
}

/**
 * Whether a level must be defended (`mustDefend`, rbtying's `AdvancementPolicy`):
 * the ace and any no-trump (Joker) level under `top` (rbtying's `max_rank`,
 * and the ace below a no-trump `max_rank`); 5, 10 and K as well under `points`.
 */
export function mustDefendAt(rules: ClimbRules, step: number): boolean {
  if (rules.mustDefend === "none") return false;
  const info = levelAt(rules, step);
  if (!info) return false;
  if (info.rank === null || info.rank === 14) return true;
  return rules.mustDefend === "points" && (info.rank === 5 || info.rank === 10 || info.rank === 13);
}

export interface Climber {
  /** On the makers' side this hand. */
  readonly maker: boolean;
  /** The hand was played at a no-trump (Joker) level: the maker's level had no rank. */
  readonly playedNoTrump: boolean;
}

/**
 * A seat's step after a gain of `by` levels, and whether a level it must
 * defend stopped it (rbtying `compute_player_level_deltas`): from such a
 * level only a maker moves, only with the first level of the gain, and from
 * a no-trump level only when the hand was played at one. Under `defend-ace`
 * nobody climbs past the top: a player there has to defend it as the leader
 * to win (gameWinners).
 */
export function climb(rules: ClimbRules, step: number, by: number, who: Climber): { readonly step: number; readonly held: boolean } {
  let at = step;
  let held = false;
  for (let i = 0; i < by; i++) {
    if (mustDefendAt(rules, at)) {
      const noTrump = levelAt(rules, at)?.rank === null;
      if (!who.maker || i > 0 || (noTrump && !who.playedNoTrump)) {
        held = true;
        break;
      }
    }
    at++;
  }
  return { step: rules.gameEnd === "defend-ace" ? Math.min(at, topStep(rules)) : at, held };
}

/** The first level of the lap a step is in (2, or 10 on laps that skip the low levels): where the Jack variation sends the makers. */
export function lapStart(rules: LapRules, step: number): number {
  const lap = levelAt(rules, step)?.lap ?? 0;
  return levelSequence(rules).findIndex((l) => l.lap === lap);
}

/** True if a level has won the game by itself (passed or, under `reach-ace`, reached the end). */
export function isWinningStep(rules: LapRules, step: number): boolean {
  switch (rules.gameEnd) {
    case "reach-ace":
      return step >= topStep(rules);
    case "defend-ace":
      return false;
    case "pass-ace":
    case "joker-laps":
      return step >= levelSequence(rules).length;
  }
}
