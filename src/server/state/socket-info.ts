/** Who is on a socket, as its attachment holds it (it survives hibernation): the socket's claim to a seat, its name, its address. */
import type { SeatPair } from "../seats/relation";
import type { BanList } from "../store/rows";

/** Who is on a socket. */
export interface SocketInfo {
  readonly greeted: boolean;
  /**
   * The seat this socket was given, with the epoch it was given at. Only a
   * claim: the seat rows decide (see seats/relation.ts); a stale claim is a spectator.
   */
  readonly pair: SeatPair | null;
  readonly host: boolean;
  /** The name it gave in hello (cleaned): shown, made unique, when it chats while watching. */
  readonly name: string | null;
  /** The holder it last was (a token hash): it may come back to a seat it left during the same hand. */
  readonly heldBefore: string | null;
  /** Its client address (a hash), for the host's bans; null when the platform gave none. */
  readonly address: string | null;
  /** The host kicked it and kept it out of the seats. */
  readonly banned: boolean;
  /** When the table accepted it (ms). */
  readonly at: number;
  /** Since when its page has been hidden (its `front` frame said so); absent while in front, as for a client that never says. */
  readonly hiddenAt?: number;
  /** Its person reads the result shown at this version of the game (its `reading` frame said so); absent otherwise. */
  readonly readingAt?: number;
}

export const newcomer = (address: string | null, at: number): SocketInfo => ({
  greeted: false, pair: null, host: false, name: null, heldBefore: null, address, banned: false, at,
});

/**
 * Whether the host's bans keep a socket out of the seats: it was kicked
 * with a ban, or its address is banned, or the seat holder it last was (or
 * says hello as: `token`, a hash) was kicked with a ban. It may still watch.
 */
export function keptOut(info: SocketInfo, bans: BanList, token: string | null = null): boolean {
  if (info.banned) return true;
  if (info.address !== null && bans.addresses.has(info.address)) return true;
  return [info.heldBefore, token].some((h) => h !== null && bans.holders.has(h));
}
