/**
 * How many friends the maker calls, and how large a full makers' side is
 * (the short-team bonus of scoring.ts counts players missing from it).
 */
import type { ShengjiRules } from "./rules";

/** The seeds' friends per hand: the makers' side may have floor(n/2) players (000/003's table, 001's n/2 − 1), at least one friend. */
export function friendCount(players: number): number {
  return Math.max(1, Math.floor(players / 2) - 1);
}

/** Friend cards the maker calls at this table: none with fixed partners; else the table's `callCount`, or the seeds' count. */
export function callsPerHand(rules: Pick<ShengjiRules, "teams" | "callCount">, players: number): number {
  if (rules.teams === "fixed") return 0;
  return rules.callCount ?? friendCount(players);
}

/** The makers' side at full strength: a partnership, or the maker with every friend called (the seeds: floor(n/2)). */
export function fullMakersTeam(rules: Pick<ShengjiRules, "teams" | "callCount">, players: number): number {
  return rules.teams === "fixed" || rules.callCount === null ? Math.floor(players / 2) : rules.callCount + 1;
}
