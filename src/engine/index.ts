/**
 * The engine's public surface (DESIGN.md). Outside conformance suites call
 * these names; keep them.
 */
import { PRESET_RULES, PRESET_TRICK_RULES, isShengjiPreset } from "./presets";
import { type TrickJudgement, judge } from "./shengji/judge";
import { rulesProblem } from "./shengji/rules";
import { type HandScore, levelTableProblem, scoreHand as score } from "./shengji/scoring";
import { type TrickRules, trickRulesProblem } from "./shengji/trick-rules";

export type { Card, Suit } from "./cards";
export { hand, parseCard, points, makeDeck } from "./cards";
export type { Actor, Seat, Viewer, RuleError, Step } from "./types";
export { PRESETS, SHENGJI_PRESETS, PRESET_INFO, PRESET_RULES, isPresetName } from "./presets";
export type { PresetName, ShengjiPreset } from "./presets";
export type { TrickRules } from "./shengji/trick-rules";
export type { Spec } from "./spec";
export type { ShengjiRules } from "./shengji/rules";
export type { TrickJudgement } from "./shengji/judge";
export type { HandScore, HandWinner } from "./shengji/scoring";
export {
  createGame, applyAction, viewFor, legalActions, isOver, botAction, setupProblem, optionSpec, summarize, awaiting, sharedView, ownView, privateNow, handNumber,
} from "./game";
export type { GameSummary } from "./game";
export type { GameState, GameView, GameEvent, GameAction, GameStep, GameSetup, SharedView, OwnView } from "./game";
export type { ShengjiState } from "./shengji/state";
export type { ShengjiView } from "./shengji/view";
export type { ShengjiEvent } from "./shengji/events";
export type { ShengjiAction } from "./shengji/actions";
export { classifyZhengFen, beatsZhengFen } from "./zhengfen";
export type { ZhengFenState, ZhengFenView, ZhengFenEvent, ZhengFenAction } from "./zhengfen";

export interface JudgeTrickInput {
  readonly preset: string;
  /** Overrides of the preset's trick options, by name (see docs/ENGINE.md). */
  readonly options?: Partial<TrickRules>;
  readonly trump: { readonly rank?: string | number | null; readonly suit?: string | null };
  readonly decks?: number;
  readonly hands: readonly (readonly string[])[];
  readonly plays: readonly (readonly string[])[];
}

/**
 * Judges one trick: which plays are legal, who wins, the card points in it,
 * and, when the lead is a throw that another hand can beat, what the leader
 * must lead instead and the penalty. Never throws: malformed input comes
 * back with `error` set and nothing legal.
 */
export function judgeTrick(input: JudgeTrickInput): TrickJudgement {
  const n = Array.isArray(input?.plays) ? input.plays.length : 0;
  const fail = (error: string): TrickJudgement => ({
    legal: Array.from({ length: n }, () => false), winner: -1, points: 0, reasons: Array.from({ length: n }, () => error), error,
  });
  if (!isShengjiPreset(input?.preset)) return fail(`unknown preset "${String(input?.preset)}"`);
  let rules = PRESET_TRICK_RULES[input.preset];
  if (input.options !== undefined) {
    // Presets are valid by construction; only overrides need checking.
    rules = { ...rules, ...input.options };
    const bad = trickRulesProblem(rules);
    if (bad) return fail(bad);
  }
  try {
    return judge({ rules, trump: input.trump ?? {}, decks: input.decks, hands: input.hands, plays: input.plays });
  } catch (e) {
    // An invariant broke: report it rather than take the caller down.
    return fail(`internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export interface ScoreHandInput {
  readonly preset: string;
  /**
   * Overrides of the preset's options: `scoring`, and what it reads: `levelTable`
   * (under `custom`), `teams` and `callCount` (the size of a full makers' side).
   */
  readonly options?: Record<string, unknown>;
  readonly players: number;
  readonly decks: number;
  readonly catcherPoints: number;
  readonly makersTeamSize: number;
}

/**
 * Scores a hand from the catchers' card points: which side wins and by how
 * many levels (game points under active/passive scoring). Throws on an
 * unknown preset or bad options.
 */
export function scoreHand(input: ScoreHandInput): HandScore {
  if (!isShengjiPreset(input.preset)) throw new Error(`unknown Shengji preset "${input.preset}"`);
  const rules = { ...PRESET_RULES[input.preset], ...(input.options ?? {}) };
  const bad = rulesProblem(rules) ?? (rules.scoring === "custom" ? levelTableProblem(rules.levelTable, input.decks) : null);
  if (bad) throw new Error(bad);
  return score({
    scoring: rules.scoring,
    rules,
    players: input.players,
    decks: input.decks,
    catcherPoints: input.catcherPoints,
    makersTeamSize: input.makersTeamSize,
  });
}
export { BOT_LEVELS, DEFAULT_BOT_LEVEL, botMove, expertDecisionMs, isBotLevel, standInLevel } from "./bots";
export type { BotLevel } from "./bots";
export type { SeatAction } from "./game";
