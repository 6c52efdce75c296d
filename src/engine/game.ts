/**
 * One surface over both games, so that the table, the client, bots and
 * tests need not know which game a table plays. Each state and view says
 * its game in `game`.
 */
import type { Actor, Seat, Step, Viewer } from "./types";
import { type PresetName, PRESET_INFO, isPresetName } from "./presets";
import type { ShengjiAction, ShengjiSeatAction } from "./shengji/actions";
import { botShengji } from "./shengji/bot";
import { fitBotMove } from "./shengji/hints";
import type { ShengjiEvent } from "./shengji/events";
import { applyShengji, newShengji, playersProblem, shengjiRulesFor } from "./shengji/game";
import { legalShengji } from "./shengji/legal";
import { levelName } from "./shengji/levels";
import type { ShengjiState } from "./shengji/state";
import { kittyHolder } from "./shengji/theft";
import {
  type ShengjiOwnView, type ShengjiSharedView, type ShengjiView, ownViewShengji, sharedViewShengji, viewForShengji,
} from "./shengji/view";
import {
  type ZhengFenAction, type ZhengFenEvent, type ZhengFenOwnView, type ZhengFenSharedView, type ZhengFenState, type ZhengFenView,
  applyZhengFen, botZhengFen, createZhengFen, isZhengFenOver, legalZhengFen, ownViewZhengFen, sharedViewZhengFen,
  validateZhengFenOptions, viewForZhengFen,
} from "./zhengfen";
import { ZHENG_FEN_OPTIONS, validateZhengFenPlayers } from "./zhengfen/options";
import { SHENGJI_RULES } from "./shengji/rules";
import type { Spec } from "./spec";

export type GameState = ShengjiState | ZhengFenState;
export type GameView = ShengjiView | ZhengFenView;
/** The part of a view that is the same for every viewer (a view is `{ ...sharedView, ...ownView }`). */
export type SharedView = ShengjiSharedView | ZhengFenSharedView;
/** The part of a view that depends on who looks. */
export type OwnView = ShengjiOwnView | ZhengFenOwnView;
export type GameEvent = ShengjiEvent | ZhengFenEvent;
export type GameAction = ShengjiAction | ZhengFenAction;
/** Any action a seat may send (the engine checks it against the game in play). */
export type SeatAction = ShengjiSeatAction | ZhengFenAction;
export type GameStep = Step<GameState, GameEvent>;

/** A preset name, or a preset with option overrides. */
export type GameSetup = PresetName | string | { readonly preset: string; readonly options?: unknown };

function splitSetup(setup: GameSetup): { preset: string; options: unknown } {
  if (typeof setup === "string") return { preset: setup, options: {} };
  return { preset: setup.preset, options: setup.options ?? {} };
}

/**
 * Every option a table of this preset may set, as a spec (spec.ts):
 * Shengji's rules or Zheng Fen's options. A table names any of them; the
 * preset gives the rest. test/engine/setups.test.ts walks it to prove that
 * every setup `setupProblem` accepts can be played to its end.
 */
export function optionSpec(preset: PresetName): Spec {
  return preset === "zheng-fen" ? ZHENG_FEN_OPTIONS : SHENGJI_RULES;
}

/**
 * Why a table cannot be set up this way (naming the field: `game`,
 * `options.<name>` or `players`), or null. The server answers 400 with it.
 */
export function setupProblem(setup: GameSetup, players: number): string | null {
  const { preset, options } = splitSetup(setup);
  if (!isPresetName(preset)) return `game: unknown game "${String(preset).slice(0, 40)}"; choose one of ${Object.keys(PRESET_INFO).join(", ")}`;
  if (preset === "zheng-fen") {
    const bad = validateZhengFenOptions(options);
    if (bad) return bad.startsWith("options:") ? bad : `options.${bad}`;
    return validateZhengFenPlayers(players) ? `players: ${validateZhengFenPlayers(players)}` : null;
  }
  const rules = shengjiRulesFor(preset, options);
  if (typeof rules === "string") return rules.startsWith("game:") ? rules : `options.${rules}`;
  return playersProblem(rules, players);
}

/** A new game; throws on a setup that `setupProblem` refuses. */
export function createGame(setup: GameSetup, seed: string, playerCount: number): GameState {
  const problem = setupProblem(setup, playerCount);
  if (problem) throw new Error(problem);
  const { preset, options } = splitSetup(setup);
  if (preset === "zheng-fen") return createZhengFen(options as Record<string, never>, seed, playerCount);
  return newShengji(preset, options, seed, playerCount);
}

/** Applies an action (anything: it is checked); never throws on a bad action. */
export function applyAction(state: GameState, actor: Actor, action: unknown): GameStep {
  if (state.game === "zheng-fen") return applyZhengFen(state, actor, action);
  return applyShengji(state, actor, action);
}

/** What one seat (or a spectator) may know. The only place hidden information is decided. */
export function viewFor(state: GameState, viewer: Viewer): GameView {
  return state.game === "zheng-fen" ? viewForZhengFen(state, viewer) : viewForShengji(state, viewer);
}

/**
 * A view in two parts, for a table that sends one state to many viewers:
 * what all of them see alike (computed and encoded once) and what each
 * alone sees. `{ ...sharedView(s), ...ownView(s, v) }` equals `viewFor(s, v)`.
 */
export function sharedView(state: GameState): SharedView {
  return state.game === "zheng-fen" ? sharedViewZhengFen(state) : sharedViewShengji(state);
}

export function ownView(state: GameState, viewer: Viewer): OwnView {
  return state.game === "zheng-fen" ? ownViewZhengFen(state, viewer) : ownViewShengji(state, viewer);
}

export function legalActions(state: GameState, actor: Actor): GameAction[] {
  return state.game === "zheng-fen" ? legalZhengFen(state, actor) : legalShengji(state, actor);
}

export function isOver(state: GameState): boolean {
  return state.game === "zheng-fen" ? isZhengFenOver(state) : state.phase === "over";
}

/**
 * A bot's move for `seat`, from that seat's view only; null when the bot has
 * nothing to do now (not its turn, or it chooses not to bid).
 */
export function botAction(view: GameView, seat: Seat): SeatAction | null {
  if (view.game === "zheng-fen") {
    return view.turn === seat && view.phase === "play" ? botZhengFen(view, seat) : null;
  }
  const action = botShengji(view, seat);
  return action === null || view.you !== seat ? action : fitBotMove(view, action);
}

/**
 * The seats the game is waiting for: whose turn it is, the maker who must
 * call, whoever holds the kitty and must bury it, or (kittyTheft) the seat
 * asked whether it steals the kitty. (Bids during a deal are optional:
 * nobody is awaited.)
 * A turn clock or a stand-in bot acts only for these seats.
 */
export function awaiting(state: GameState): Seat[] {
  if (state.game === "zheng-fen") return state.phase === "play" && state.turn !== null ? [state.turn] : [];
  switch (state.phase) {
    case "burying": {
      const holder = kittyHolder(state);
      return holder === null ? [] : [holder];
    }
    case "stealing":
      return state.asked === undefined ? [] : [state.asked];
    case "calling":
      return state.maker === null ? [] : [state.maker];
    case "playing":
      return state.trick ? [(state.trick.leader + state.trick.plays.length) % state.players] : [];
    default:
      return [];
  }
}

/**
 * Whether some seat now holds a card that another seat may not see: a card
 * in a hand, or a kitty buried face down while its hand is played. While
 * this holds, seats may not change hands (the table's seat relation), and
 * a game ended now keeps its cards private. The rule that `viewFor`
 * applies, said once: test/engine/private-now.test.ts checks the two agree
 * on every step of random games of every preset.
 */
export function privateNow(state: GameState): boolean {
  if (state.hands.some((h) => h.length > 0)) return true;
  if (state.game === "zheng-fen") return false;
  const handOver = state.phase === "scored" || state.phase === "over";
  return state.buried.length > 0 && !state.kittyExposed && !handOver;
}

/** The hand in play: its number (Shengji's hand, Zheng Fen's deal). */
export function handNumber(state: GameState): number {
  return state.game === "shengji" ? state.hand : state.deal;
}

/** A finished (or unfinished) game in a few public numbers: for history lists and D1. */
export interface GameSummary {
  readonly game: "shengji" | "zheng-fen";
  readonly preset: string;
  readonly players: number;
  /** Hands (Shengji) or deals (Zheng Fen) completed. */
  readonly hands: number;
  readonly winners: readonly Seat[] | null;
  /** Shengji: each seat's level name at the end. */
  readonly levels?: readonly string[];
  /** Zheng Fen: each seat's score. */
  readonly scores?: readonly number[];
}

export function summarize(state: GameState): GameSummary {
  if (state.game === "zheng-fen") {
    return {
      game: "zheng-fen",
      preset: "zheng-fen",
      players: state.players,
      hands: state.phase === "play" ? state.deal - 1 : state.deal,
      winners: state.winners,
      scores: state.scores.slice(),
    };
  }
  return {
    game: "shengji",
    preset: state.preset,
    players: state.players,
    hands: state.results.length,
    winners: state.winners,
    levels: state.seats.map((x) => levelName(state.rules, x.level)),
  };
}
