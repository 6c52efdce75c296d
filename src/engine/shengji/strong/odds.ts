/**
 * Odds a strong bot plays by: how likely a later player can beat what is
 * winning a trick, and so how likely each side is to take it. Estimates
 * from what the seat has seen (unseen cards, shown-out suits, hand sizes),
 * never from anyone's hand.
 */
import { type CardCode, CARD_CODES, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import type { Arrangement, Lead } from "../trick";
import { type EffectiveSuit, TRUMP } from "../trump";
import { type Knowledge, pVoid, unseenBeats } from "./knowledge";

/** Cards in the pool the other hands are drawn from (hands plus an unseen kitty). */
function poolSize(k: Knowledge): number {
  return Math.max(1, k.othersHold + (k.view.buried === null ? k.view.kittySize : 0));
}

/** Chance that seat q holds at least one of `m` particular unseen cards. */
function pHoldsAny(k: Knowledge, q: Seat, m: number): number {
  if (m <= 0) return 0;
  const f = Math.min(1, (k.handSize[q] ?? 0) / poolSize(k));
  return 1 - (1 - f) ** m;
}

/** Chance that q holds both copies of some unseen card stronger than `top` in `suit`. */
function pHoldsPairAbove(k: Knowledge, q: Seat, suit: EffectiveSuit, width: number, top: number): number {
  const f = Math.min(1, (k.handSize[q] ?? 0) / poolSize(k));
  let none = 1;
  for (let c = 0; c < CARD_CODES; c++) {
    if (k.t.suit[c] !== suit || (k.t.strength[c] as number) <= top) continue;
    const n = k.unseen[c] as number;
    if (n < width) continue;
    // Any `width` of the n copies in q's hand.
    none *= 1 - f ** width * Math.min(3, n - width + 1);
  }
  return Math.max(0, 1 - none);
}

/** Unseen cards of `suit` stronger than `top`. */
function strongerCount(k: Knowledge, suit: EffectiveSuit, top: number): number {
  let m = 0;
  for (let c = 0; c < CARD_CODES; c++) if (k.t.suit[c] === suit && (k.t.strength[c] as number) > top) m += k.unseen[c] as number;
  return m;
}

/** Chance q has a trump answer of the lead's shape at all. */
function pTrumpShape(k: Knowledge, q: Seat, lead: Lead): number {
  const hasTrump = 1 - pVoid(k, q, TRUMP);
  const first = lead.units[0];
  if (!first) return 0;
  let p = hasTrump;
  for (const u of lead.units) {
    if (u.width >= 2) p *= u.length >= 2 ? 0.25 : 0.55;
  }
  if (lead.units.length > 1) p *= lead.size > 3 ? 0.35 : 0.6;
  return p;
}

/**
 * Chance that seat q, playing later, can beat `best` in a trick led with
 * `lead` (if it wants to).
 */
export function pBeat(k: Knowledge, q: Seat, lead: Lead, best: Arrangement): number {
  if (q === k.seat) return 0;
  const first = best.units[0];
  if (!first) return 0;
  const voidLed = pVoid(k, q, lead.suit);
  if (best.suit === lead.suit) {
    let inSuit = 0;
    if (lead.units.length === 1 && unseenBeats(k, lead.suit, first.width, first.length, first.top)) {
      if (first.length > 1) inSuit = 0.15;
      else if (first.width === 1) inSuit = pHoldsAny(k, q, strongerCount(k, lead.suit, first.top));
      else inSuit = pHoldsPairAbove(k, q, lead.suit, first.width, first.top);
      inSuit *= 1 - voidLed;
    } else if (lead.units.length > 1) {
      inSuit = 0.02;
    }
    const ruff = lead.suit === TRUMP ? 0 : voidLed * pTrumpShape(k, q, lead);
    return 1 - (1 - inSuit) * (1 - ruff);
  }
  // Ruffed: an over-ruff needs q to be out of the led suit too and to hold a stronger trump answer.
  if (!unseenBeats(k, TRUMP, first.width, first.length, first.top)) return 0;
  let stronger: number;
  if (first.length > 1) stronger = 0.15;
  else if (first.width === 1) stronger = pHoldsAny(k, q, strongerCount(k, TRUMP, first.top));
  else stronger = pHoldsPairAbove(k, q, TRUMP, first.width, first.top);
  if (lead.units.length > 1) stronger *= 0.4;
  return voidLed * stronger;
}

/** How much a seat's win counts for this seat's side: 1 partner, −1 opponent, 0 not known. */
export function sideWeight(k: Knowledge, seat: Seat): number {
  return k.side[seat] ?? 0;
}

/**
 * The chance this seat's side ends up taking the trick, when `winner`
 * currently wins with `best` and `later` seats are still to play: each later
 * seat of the other side tries to beat the best play, each partner tries
 * only when the other side is winning.
 */
export function pOurs(k: Knowledge, lead: Lead, winner: Seat, best: Arrangement, later: readonly Seat[]): number {
  // Chance of a partner (¹⁄₂ for a seat that may be on either side).
  const partner = (q: Seat) => (sideWeight(k, q) + 1) / 2;
  let mine = partner(winner);
  for (const q of later) {
    const p = pBeat(k, q, lead, best);
    const f = partner(q);
    // A partner beats only a trick the other side holds, an opponent only one this side holds.
    mine += f * (1 - mine) * p - (1 - f) * mine * p;
  }
  return mine;
}

export function pointsOf(cards: readonly CardCode[]): number {
  let p = 0;
  for (const c of cards) p += pointsOfCode(c);
  return p;
}
