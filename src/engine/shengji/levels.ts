/**
 * Levels: a player's score is a card rank from 2 up (RULES.md "Scoring").
 * A level is kept as a step number into the sequence of levels of the rules:
 * 2, 3, … 10, J, Q, K, A (steps 0–12) and, under 000's Joker laps, Joker,
 * then 2+ … A+, Joker+ (or 10+ … when low levels are skipped), and so on.
 * A step past the end of the sequence has won the game.
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

type LapRules = Pick<ShengjiRules, "gameEnd" | "laps" | "skipLowLevels">;

const sequences = new Map<string, LevelInfo[]>();
const byRules = new WeakMap<LapRules, LevelInfo[]>();

/** The levels of a game, in order. */
export function levelSequence(rules: LapRules): readonly LevelInfo[] {
  // A game's rules object is shared by all its states: asked for every seat of every view, it is looked up by identity first.
  const known = byRules.get(rules);
  if (known) return known;
  const key = `${rules.gameEnd}/${rules.laps}/${rules.skipLowLevels}`;
  let seq = sequences.get(key);
  if (!seq) {
    seq = [];
    const laps = rules.gameEnd === "joker-laps" ? rules.laps : 1;
    for (let lap = 0; lap < laps; lap++) {
      const low = lap > 0 && rules.skipLowLevels ? 10 : 2;
      for (let r = low; r <= 14; r++) seq.push({ rank: r, lap });
      if (rules.gameEnd === "joker-laps") seq.push({ rank: null, lap });
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
 * The step after moving up `by` levels. Under `defend-ace` nobody climbs past
 * Ace: a player there has to defend it as the leader to win.
 */
export function advance(rules: LapRules, step: number, by: number): number {
  const next = step + by;
  return rules.gameEnd === "defend-ace" ? Math.min(next, ACE_STEP) : next;
}

/** True if a level has won the game by itself (passed or, under `reach-ace`, reached the end). */
export function isWinningStep(rules: LapRules, step: number): boolean {
  switch (rules.gameEnd) {
    case "reach-ace":
      return step >= ACE_STEP;
    case "defend-ace":
      return false;
    case "pass-ace":
    case "joker-laps":
      return step >= levelSequence(rules).length;
  }
}
