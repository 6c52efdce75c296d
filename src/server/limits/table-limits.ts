/**
 * Limits that keep a table playable whoever connects: how many sockets it
 * holds, how fast its chat runs, how long a newcomer may stay silent.
 */

/** Spectators a table admits beyond its seats' own sockets. */
export const SPECTATORS = 24;

/**
 * Sockets that have not said hello yet that a table holds at once. An
 * upgrade cannot tell who it is (a seat's token comes in its hello), so an
 * upgrade is never refused for room: when this many wait, one of them makes
 * way (see `strangerToDrop`).
 */
export const STRANGERS = 8;

/**
 * Sockets a table holds at most: one per seat for its holder, the
 * spectators, and the sockets still saying hello. Each share has its own
 * limit, so the others can never take the room a seat's holder comes back
 * to: a hello with a seat's token is always let in.
 */
export function socketCap(players: number): number {
  return players + SPECTATORS + STRANGERS;
}

/** A socket that has not said hello within this long is the first to make way for one that will. */
export const HELLO_WITHIN_MS = 10_000;

/** A socket still saying hello, as far as making room is concerned. */
export interface Stranger {
  /** When the table accepted it (ms). */
  readonly at: number;
  /** Its client address (a hash), if known. */
  readonly address: string | null;
}

/**
 * Which socket still saying hello makes way for a new one, when `STRANGERS`
 * wait already: the oldest that has had `HELLO_WITHIN_MS` and kept silent;
 * else the oldest of the address that holds the most of them (sockets with
 * no address count as one address). Someone opening sockets without end
 * pushes out their own first, and a socket just opened (a seat holder's,
 * about to say hello) goes last. Null: there is room.
 */
export function strangerToDrop<T extends Stranger>(strangers: readonly T[], now: number): T | null {
  if (strangers.length < STRANGERS) return null;
  const byAge = [...strangers].sort((a, b) => a.at - b.at);
  const oldest = byAge[0];
  if (oldest && now - oldest.at >= HELLO_WITHIN_MS) return oldest;
  const counts = new Map<string | null, number>();
  for (const s of byAge) counts.set(s.address, (counts.get(s.address) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return byAge.find((s) => counts.get(s.address) === most) ?? null;
}

/** Chat lines kept for newcomers. */
export const CHAT_KEPT = 30;

/**
 * A seat taken after the game started is held to a turn clock of this many
 * seconds (at most: a table's shorter clock applies), with no time bank,
 * even at a table without a clock, so a stranger who sits down and never
 * moves cannot hold the table up for long.
 */
export const LATE_TURN_SECONDS = 30;
