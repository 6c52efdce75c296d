/**
 * One line on why a move cost what it did, where the hand as it was played
 * says it plainly: a throw that failed, a point card fed to a trick the
 * other side took, a lead the other side ruffed, points buried in a kitty
 * the catchers took, a pass where a play was worth more. Codes, so that the
 * web client words them in each language.
 */
import { type Card, codesOf, points as cardPoints } from "../cards";
import type { GameState } from "../game";
import { tableOf } from "../shengji/play";
import type { ShengjiState } from "../shengji/state";
import { TRUMP } from "../shengji/trump";
import type { Seat } from "../types";
import type { ReviewMove } from "./candidates";

export type ReasonCode = "failed-throw" | "fed-points" | "led-into-ruff" | "kitty-points" | "passed";
export const REASON_CODES: readonly ReasonCode[] = ["failed-throw", "fed-points", "led-into-ruff", "kitty-points", "passed"];

/**
 * Why `made` (by `seat`, from `before`) cost points against `best`, read
 * off the real hand: `after` is the state right after it, `end` the end of
 * the hand. Null when nothing plain can be said.
 */
export function reasonFor(before: GameState, after: GameState, end: GameState, seat: Seat, made: ReviewMove, best: ReviewMove): ReasonCode | null {
  if (before.game === "zheng-fen") return made.type === "pass" && best.type === "play" ? "passed" : null;
  if (after.game !== "shengji" || end.game !== "shengji") return null;
  const result = end.results[end.results.length - 1];
  if (!result) return null;
  const mySide = (x: Seat) => result.makers.includes(x) === result.makers.includes(seat);
  if (made.type === "bury") {
    return result.kittyPoints > 0 && result.makers.includes(seat) && cardPoints(made.cards) > (best.type === "bury" ? cardPoints(best.cards) : 0) ? "kitty-points" : null;
  }
  if (made.type !== "play" || before.phase !== "playing") return null;
  const n = before.tricks.length;
  const leading = !before.trick?.plays.length;
  if (leading && after.trick?.attempted !== undefined) return "failed-throw";
  const trick = end.tricks[n];
  if (trick?.winner === undefined || mySide(trick.winner)) return null;
  if (leading) {
    const t = tableOf(before as ShengjiState);
    const suitOf = (cards: readonly Card[]) => t.suit[codesOf(cards)[0] as number];
    const winning = trick.plays.find((p) => p.seat === trick.winner);
    if (winning && suitOf(made.cards) !== TRUMP && suitOf(winning.cards) === TRUMP) return "led-into-ruff";
  }
  const theirs = best.type === "play" ? cardPoints(best.cards) : 0;
  if (cardPoints(made.cards) > theirs) return "fed-points";
  return null;
}
