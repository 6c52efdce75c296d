/**
 * A table's pace when its settings do not say (docs/PROTOCOL.md, settings):
 * one list for the server's steps and the web client's forms. No schema
 * here, so the web client imports it without the validation library.
 */
import { LIVE_TURN_SECONDS_MAX } from "./turn-based";
export const PACE_DEFAULTS = { dealMs: 250, bidMs: 5_000, botDelayMs: 700, resultMs: 8_000, turnSeconds: 45 } as const;

/** Burying the kitty and calling friends get this many turn clocks: a maker reads a whole new hand first. */
export const SETUP_CLOCK_TURNS = 2;
/**
 * Each seat's time bank for a game, in turn clocks: when a move's clock
 * runs out the bank is drawn on before a bot stands in, and what a move
 * takes of it is gone for the rest of the game.
 */
export const BANK_CLOCK_TURNS = 1;

/**
 * A person reading a hand's result (their page said `reading`) holds the
 * next hand up to their turn clock from the hand's end, and this long at
 * most (a table without a clock, or a turn-based one, waits this long).
 */
export const READ_MOST_MS = 120_000;

/** How long a reader of the result holds the next hand at most, on a clock of `turnSeconds` (0: none). */
export function readHoldMs(turnSeconds: number): number {
  const clock = turnSeconds * 1000;
  return clock > 0 ? Math.min(clock, READ_MOST_MS) : READ_MOST_MS;
}

/** A table's clock as it works: each move's seconds, burying and calling's, and each seat's bank per game. */
export interface Clock {
  readonly turnSeconds: number;
  readonly setupSeconds: number;
  readonly bankSeconds: number;
}

/** The clock of `turnSeconds` a move (the table's own, or a late seat's): null when 0, no clock. */
export function clockOf(turnSeconds: number | undefined): Clock | null {
  const turn = turnSeconds ?? PACE_DEFAULTS.turnSeconds;
  // A turn-based table (longer than any live clock) keeps no bank: its deadline is the turn's own.
  const bank = turn > LIVE_TURN_SECONDS_MAX ? 0 : turn * BANK_CLOCK_TURNS;
  return turn > 0 ? { turnSeconds: turn, setupSeconds: turn * SETUP_CLOCK_TURNS, bankSeconds: bank } : null;
}
