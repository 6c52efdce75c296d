/**
 * The public history of a hand: every trick completed so far, as everyone
 * at the table saw it played face up. The view carries only the current and
 * the last trick (the others lie face down, as at a real table), but a
 * player who watched the hand remembers them all; a bot gets them here.
 * Nothing in it is secret: it is built from completed tricks only.
 */
import { type Card, codesOf } from "../cards";
import type { Seat } from "../types";
import { type EffectiveSuit, TRUMP, type TrumpTable } from "./trump";

export interface HistoryPlay {
  readonly seat: Seat;
  readonly cards: readonly Card[];
}

export interface HistoryTrick {
  readonly leader: Seat;
  readonly plays: readonly HistoryPlay[];
  /** A failed throw: the cards the leader showed before leading `plays[0]` instead. */
  readonly attempted?: readonly Card[];
  readonly winner: Seat;
  readonly points: number;
}

export interface ShengjiHistory {
  /** Completed tricks of this hand, in order. */
  readonly tricks: readonly HistoryTrick[];
  /** Effective suits each seat has shown out of (played other cards to a lead of that suit). */
  readonly shownOut: readonly (readonly EffectiveSuit[])[];
}

/**
 * The suits each seat has shown out of in these tricks: a follower who
 * plays fewer cards of the led suit than were led holds no more of it.
 */
export function showOuts(t: TrumpTable, players: number, tricks: readonly { readonly plays: readonly HistoryPlay[] }[]): EffectiveSuit[][] {
  const out: EffectiveSuit[][] = Array.from({ length: players }, () => []);
  for (const trick of tricks) {
    const lead = trick.plays[0];
    if (!lead || lead.cards.length === 0) continue;
    const suit = t.suit[codesOf(lead.cards)[0] as number] as EffectiveSuit;
    for (const p of trick.plays.slice(1)) {
      const inSuit = codesOf(p.cards).filter((c) => t.suit[c] === suit).length;
      const seen = out[p.seat];
      if (seen && inSuit < lead.cards.length && !seen.includes(suit)) seen.push(suit);
    }
  }
  return out;
}

export { TRUMP };
