/**
 * Turn-based tables (docs/PUSH.md): a table whose turn clock is longer than
 * any live one. Each turn may take hours, no bot stands in before the clock
 * runs out, and the table sleeps between moves. No schema here, so the web
 * client imports it without the validation library.
 */

/** A live table's turn clock is at most this many seconds; a longer clock makes the table turn-based. */
export const LIVE_TURN_SECONDS_MAX = 600;

/** The longest turn clock: a week. */
export const TURN_SECONDS_MAX = 7 * 24 * 3600;

/** The turn-based paces the web form offers (seconds): an hour, half a day, a day, three days. */
export const TURN_BASED_CHOICES = [3600, 12 * 3600, 24 * 3600, 72 * 3600] as const;

export function isTurnBased(settings: { readonly turnSeconds?: number | undefined }): boolean {
  return (settings.turnSeconds ?? 0) > LIVE_TURN_SECONDS_MAX;
}
