/**
 * Limits that keep a table playable whoever connects: how many sockets it
 * holds, how fast its chat runs, how long a newcomer may stay silent.
 */

/** Spectators a table admits beyond its seats' own sockets. */
export const SPECTATORS = 24;

/** Sockets a table holds at most: its seats, the spectators, and room for reconnects and sockets still saying hello. */
export function socketCap(players: number): number {
  return players + SPECTATORS + 8;
}

/** A socket that has not said hello within this long may be dropped to make room for one that will. */
export const HELLO_WITHIN_MS = 10_000;

/** Close code: the table is full (too many sockets or spectators). */
export const FULL = 4008;

/** Chat lines for the whole table: a burst, then a few a second (each line goes to every socket). */
export const TABLE_CHAT = { burst: 20, perSecond: 5 } as const;

/** Chat lines kept for newcomers. */
export const CHAT_KEPT = 30;

/**
 * A seat taken after the game started is held to a turn clock of this many
 * seconds even at a table without one, so a stranger who sits down and
 * never moves cannot hold the table up.
 */
export const LATE_TURN_SECONDS = 30;
