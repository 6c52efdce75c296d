/**
 * The lobby's sockets, as pure rules (the lobby's object, lobby-object.ts, applies
 * them): how many it holds, per address and in all, who makes way for a
 * newcomer, and when an idle one is closed. A newcomer is never refused:
 * someone who opens sockets without end pushes out their own first, as at
 * a table (limits/table-limits.ts, `strangerToDrop`), so the start page of anybody else
 * always gets the live list.
 */

/** Start pages the lobby holds open at once (each costs the lobby one send per change frame). */
export const LOBBY_SOCKETS = 2_000;
/**
 * Start pages one address (address.ts: IPv4 whole, IPv6 by /64) holds
 * open: a few people behind one router, each with a tab or two. The next
 * one's socket closes that address's oldest.
 */
export const LOBBY_SOCKETS_PER_ADDRESS = 8;
/**
 * A start page's socket is closed (4009) this long after it opened: a page
 * left open in a tab nobody looks at holds nothing for long. The page
 * connects again when it is looked at or used.
 */
export const LOBBY_IDLE_MS = 10 * 60_000;
/** The lobby looks for idle sockets when the oldest open one turns idle (its alarm), and no more often than this. */
export const LOBBY_SWEEP_MS = 60_000;

/** A start page's socket, as its attachment keeps it. */
export interface LobbySocket {
  /** Its address's key (address.ts). */
  readonly address: string;
  /** When the lobby accepted it (ms). */
  readonly at: number;
}

/**
 * The open socket that makes way for a newcomer, or null while there is
 * room: with LOBBY_SOCKETS_PER_ADDRESS open from the newcomer's own address
 * (`mine`), the oldest of those; else, with LOBBY_SOCKETS open in all
 * (`total`; `all` lists them, asked only then), the oldest of the address
 * that holds the most.
 */
export function makingWay<T extends LobbySocket>(mine: readonly T[], total: number, all: () => readonly T[]): T | null {
  if (mine.length >= LOBBY_SOCKETS_PER_ADDRESS) return oldest(mine);
  if (total < LOBBY_SOCKETS) return null;
  const everyone = all();
  const counts = new Map<string, number>();
  for (const s of everyone) counts.set(s.address, (counts.get(s.address) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return oldest(everyone.filter((s) => counts.get(s.address) === most));
}

/** Whether a socket has been open long enough to be closed. */
export function idle(s: LobbySocket, now: number): boolean {
  return now - s.at >= LOBBY_IDLE_MS;
}

/** When the lobby must next look for idle sockets, given the oldest one still open (null: none open). */
export function sweepAt(oldestAt: number | null, now: number): number | null {
  return oldestAt === null ? null : Math.max(now + LOBBY_SWEEP_MS, oldestAt + LOBBY_IDLE_MS);
}

function oldest<T extends LobbySocket>(xs: readonly T[]): T | null {
  let best: T | null = null;
  for (const x of xs) if (best === null || x.at < best.at) best = x;
  return best;
}
