/**
 * Turn-based tables (docs/PUSH.md): a table whose turn clock is longer than
 * any live one. Each turn may take hours, no bot stands in before the clock
 * runs out, and the table sleeps between moves. No schema here, so the web
 * client imports it without the validation library.
 */

/**
 * A live table's turn clock is at least this many seconds (or 0: none): a
 * person can read the table and move within it. A clock shorter than a
 * person can answer in would hand their seat to the stand-in for good
 * (issue 53, item 5: at 1 s a person who takes 2.5 s a move played none of
 * their moves).
 */
export const LIVE_TURN_SECONDS_MIN = 10;

/** A live table's turn clock is at most this many seconds; a longer clock makes the table turn-based. */
export const LIVE_TURN_SECONDS_MAX = 600;

/** The longest turn clock: a week. */
export const TURN_SECONDS_MAX = 7 * 24 * 3600;

/** The turn-based paces the web form offers (seconds): an hour, half a day, a day, three days. */
export const TURN_BASED_CHOICES = [3600, 12 * 3600, 24 * 3600, 72 * 3600] as const;

export function isTurnBased(settings: { readonly turnSeconds?: number | undefined }): boolean {
  return (settings.turnSeconds ?? 0) > LIVE_TURN_SECONDS_MAX;
}
