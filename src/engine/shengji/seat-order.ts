/** Seats around the table and the sides of a hand. */
import type { Seat } from "../types";
import type { ShengjiState } from "./state";

/** The seat after `seat` in play order. */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** Seats in play order starting from `from`. */
export function seatsFrom(from: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (from + i) % players);
}

/**
 * The makers' side as everyone knows it now: with fixed partners, the
 * maker's partnership; with friends, the maker and the revealed friends.
 */
export function knownMakers(s: ShengjiState): Seat[] {
  if (s.maker === null) return [];
  if (s.rules.teams === "fixed") return seatsFrom(0, s.players).filter((x) => x % 2 === (s.maker as Seat) % 2);
  return [s.maker, ...s.friends.filter((f) => f !== s.maker)];
}

/**
 * The makers' side in truth (for scoring): the same plus friends who have
 * played their called card but are not yet revealed (004 reveals when the
 * trick completes; by the end of a hand everyone is revealed).
 */
export function trueMakers(s: ShengjiState): Seat[] {
  const known = knownMakers(s);
  if (s.rules.teams === "fixed") return known;
  for (const c of s.calls) if (c.by !== null && !known.includes(c.by)) known.push(c.by);
  return known;
}
