/**
 * Leads, throws and trick winners.
 *
 * A play can win a trick only if it has the lead's exact shape (same units,
 * tractors included) in the led suit or, from a player void in that suit, in
 * trumps. Between plays of the same shape and suit, units are compared by
 * strength, and the first played wins ties. Where the table plays bombs
 * (bombs.ts), a bomb beats any play that is not one, whatever its shape or suit.
 */
import type { CardCode } from "../cards";
import type { RuleError } from "../types";
import { bombBeats, isBomb } from "./bombs";
import type { LeadFormat } from "./follow";
import type { TrickRules } from "./trick-rules";
import { type EffectiveSuit, TRUMP, type TrumpTable } from "./trump";
import {
  type Counts, type Shape, type ShapeUnit, type Unit, canonicalShape, cardsOfUnit, codesIn, compareShapeUnits, countsOf, decompose,
  forEachPlacement, unitSize,
} from "./units";

export interface Lead extends LeadFormat {
  /** The lead's components, largest first. */
  readonly units: readonly Unit[];
  /** A led four (or more) of a kind where the table plays bombs: only a higher bomb beats it. */
  readonly bomb: boolean;
}

/** A play arranged into the lead's shape: what it is compared by. */
export interface Arrangement {
  readonly suit: EffectiveSuit;
  /** Units of the shape with their cards, in shape order; loose cards count as singles. */
  readonly units: readonly Unit[];
  /** 000 variant: four identical cards answering a four-card tractor outrank any such tractor. */
  readonly quad: boolean;
  /** A bomb (bombs.ts): one unit of identical cards, of any suit; it outranks every play that is not a bomb. */
  readonly bomb: boolean;
}

/** Reads a lead: one effective suit, decomposed into components. */
export function readLead(t: TrumpTable, rules: TrickRules, codes: readonly CardCode[]): Lead | RuleError {
  if (codes.length === 0) return { code: "empty-play", message: "Choose at least one card to lead." };
  const suit = t.suit[codes[0] as CardCode] as EffectiveSuit;
  if (codes.some((c) => t.suit[c] !== suit)) {
    return {
      code: "mixed-suits",
      message: "A lead must be all one suit (all trumps count as one suit): lead single cards, sets, tractors, or top cards of one suit.",
    };
  }
  const units = decompose(t, suit, codes, rules.tractorMin);
  if (units.length > 1 && rules.throwEqualCounts) {
    const counts = countsOf(codes);
    const sizes = new Set<number>();
    for (const c of codes) sizes.add(counts[c] ?? 0);
    if (sizes.size > 1) {
      return {
        code: "uneven-throw",
        message: "At this table a lead of top cards must hold the same number of cards of each rank (like A-Q, or K-K-Q-Q-10-10).",
      };
    }
  }
  return { suit, shape: canonicalShape(units), size: codes.length, units, bomb: isBomb(rules, codes) };
}

export function isThrow(lead: Lead): boolean {
  return lead.units.length > 1;
}

export interface FailedThrow {
  /** The cards the leader must lead instead. */
  readonly forced: readonly CardCode[];
  /** Card points moved to the other side. */
  readonly penalty: number;
  /** The part of the lead that `by` can beat (with `top-cards`: the lowest card led). */
  readonly beaten: readonly CardCode[];
  /** The first other hand (index into `others`) that shows the throw can be beaten. */
  readonly by: number;
}

/** True if a pile holds a unit of this shape stronger than `u`. */
function canBeat(t: TrumpTable, suit: EffectiveSuit, pile: Counts, u: Unit): boolean {
  if (u.length === 1) {
    for (let c = 0; c < pile.length; c++) if ((pile[c] as number) >= u.width && (t.strength[c] as number) > u.top) return true;
    return false;
  }
  return forEachPlacement(t, suit, pile, [{ width: u.width, length: u.length }], (units) => (units[0] as Unit).top > u.top);
}

/**
 * Checks a throw against the other players' real hands (online, the server
 * knows them, so nobody has to object). Returns null if the throw stands.
 */
export function checkThrow(t: TrumpTable, rules: TrickRules, lead: Lead, others: readonly (readonly CardCode[])[]): FailedThrow | null {
  if (!isThrow(lead)) return null;
  const piles = others.map((h) => countsOf(h.filter((c) => t.suit[c] === lead.suit)));
  const all = lead.units.flatMap(cardsOfUnit);
  if (rules.throwCheck === "top-cards") {
    const lowest = lowestCard(t, all);
    const floor = t.strength[lowest] ?? 0;
    const by = piles.findIndex((pile) => pile.some((n, c) => n > 0 && (t.strength[c] ?? 0) > floor));
    if (by < 0) return null;
    return failed(rules, lead, [lowest], [lowest], by);
  }
  let weakest: { unit: Unit; by: number } | null = null;
  for (const u of lead.units) {
    const by = piles.findIndex((pile) => canBeat(t, lead.suit, pile, u));
    if (by < 0) continue;
    if (weakest === null || unitSize(u) < unitSize(weakest.unit) || (unitSize(u) === unitSize(weakest.unit) && u.top < weakest.unit.top)) {
      weakest = { unit: u, by };
    }
  }
  if (weakest === null) return null;
  const forced = rules.throwFailure === "lowest-card" ? [lowestCard(t, all)] : cardsOfUnit(weakest.unit);
  return failed(rules, lead, forced, cardsOfUnit(weakest.unit), weakest.by);
}

/** The lowest card of a play (of equal lowest, the smallest code): what 001's failed throw leads. */
function lowestCard(t: TrumpTable, codes: readonly CardCode[]): CardCode {
  return codes.reduce((lo, c) => ((t.strength[c] ?? 0) < (t.strength[lo] ?? 0) || ((t.strength[c] ?? 0) === (t.strength[lo] ?? 0) && c < lo) ? c : lo));
}

/** A failed throw: `throwPenaltyPerCard` for each card taken back, and `throwPenaltyPerAttempt` for the attempt. */
function failed(rules: TrickRules, lead: Lead, forced: CardCode[], beaten: CardCode[], by: number): FailedThrow {
  return { forced, penalty: rules.throwPenaltyPerCard * (lead.size - forced.length) + rules.throwPenaltyPerAttempt, beaten, by };
}

// ---------------------------------------------------------------------------
// Winning.

/** An arrangement's units: the placed ones and the loose cards (`rest`) as singles, strongest first. */
function withSingles(t: TrumpTable, placed: readonly Unit[], rest: Counts): Unit[] {
  const loose = codesIn(rest)
    .map((c) => ({ width: 1, length: 1, codes: [c], top: t.strength[c] ?? 0 }));
  return [...placed, ...loose].sort((a, b) => compareShapeUnits(a, b) || b.top - a.top);
}

/** The lead itself as an arrangement. */
export function leadArrangement(lead: Lead): Arrangement {
  return { suit: lead.suit, units: lead.units, quad: false, bomb: lead.bomb };
}

function isFourCardTractor(shape: Shape): boolean {
  return shape.length === 1 && shape[0]?.width === 2 && shape[0]?.length === 2;
}

/**
 * Every way a play fits the lead's exact shape in one suit that could win
 * (the led suit, or trumps); empty if it cannot win at all. A bomb is one
 * reading of any suit (who may play it is follow.ts's to say).
 */
export function arrangements(t: TrumpTable, rules: TrickRules, lead: Lead, play: readonly CardCode[], cap = 64): Arrangement[] {
  if (play.length !== lead.size || play.length === 0) return [];
  const suit = t.suit[play[0] as CardCode] as EffectiveSuit;
  if (isBomb(rules, play)) {
    const c = play[0] as CardCode;
    return [{ suit, quad: false, bomb: true, units: [{ width: play.length, length: 1, codes: [c], top: t.strength[c] ?? 0 }] }];
  }
  if (suit !== lead.suit && suit !== TRUMP) return [];
  if (play.some((c) => t.suit[c] !== suit)) return [];
  if (lead.shape.length === 1 && (lead.shape[0] as ShapeUnit).length === 1) {
    // One set (or a single): the play must be that many copies of one card.
    const c = play[0] as CardCode;
    if (play.some((x) => x !== c)) return [];
    return [{ suit, quad: false, bomb: false, units: [{ width: play.length, length: 1, codes: [c], top: t.strength[c] as number }] }];
  }
  const counts = countsOf(play);
  if (rules.quadBeatsTractor && isFourCardTractor(lead.shape) && counts[play[0] as CardCode] === 4) {
    const c = play[0] as CardCode;
    return [{ suit, quad: true, bomb: false, units: [{ width: 4, length: 1, codes: [c], top: t.strength[c] ?? 0 }] }];
  }
  const out: Arrangement[] = [];
  forEachPlacement(t, suit, counts, lead.shape, (units, rest) => {
    out.push({ suit, quad: false, bomb: false, units: withSingles(t, units, rest) });
    return out.length >= cap;
  });
  return out;
}

/** Pairs the units of two arrangements of one shape: same kind, strongest with strongest. */
function paired(a: Arrangement, b: Arrangement): [Unit, Unit][] {
  // Both are sorted by shape then strength, so equal positions hold the same kind.
  return a.units.map((u, i) => [u, b.units[i] as Unit]);
}

/** The strongest card of an arrangement (its units' tops). */
function highest(a: Arrangement): number {
  let top = 0;
  for (const u of a.units) top = Math.max(top, u.top);
  return top;
}

/**
 * `unit-length` (rbtying's `TrickUnitLength`): unit by unit, largest first
 * (strongest first among equal sizes); the first unit that is not a tie
 * decides. Single cards are left out when the lead has larger units.
 */
function beatsByUnitLength(pairs: readonly [Unit, Unit][]): boolean {
  const skipSingles = pairs.length > 1 && pairs.some(([a]) => unitSize(a) > 1);
  for (const [a, b] of pairs) {
    if (skipSingles && unitSize(a) === 1) continue;
    if (a.top !== b.top) return a.top > b.top;
  }
  return false;
}

/** Does `next` (played later) beat `current` in a trick led in `led`? */
export function beats(t: TrumpTable, rules: TrickRules, led: EffectiveSuit, next: Arrangement, current: Arrangement): boolean {
  if (next.bomb || current.bomb) {
    if (!next.bomb || !current.bomb) return next.bomb;
    const [a, b] = [next.units[0] as Unit, current.units[0] as Unit];
    return bombBeats(t, led, { card: a.codes[0] as CardCode, count: a.width }, { card: b.codes[0] as CardCode, count: b.width });
  }
  if (next.suit !== current.suit) return next.suit === TRUMP;
  if (next.quad !== current.quad) return next.quad;
  const pairs = paired(next, current);
  if (pairs.length === 1) {
    const [a, b] = pairs[0] as [Unit, Unit];
    return a.top > b.top;
  }
  switch (rules.throwRuff) {
    case "largest-component": {
      const [a, b] = pairs[0] as [Unit, Unit];
      return a.top > b.top;
    }
    case "every-component":
      return pairs.every(([a, b]) => a.top > b.top);
    case "highest-card":
      return highest(next) > highest(current);
    case "unit-length":
      return beatsByUnitLength(pairs);
  }
}

/** Orders arrangements so the strongest reading comes first (unit by unit). */
function stronger(a: Arrangement, b: Arrangement): number {
  for (let i = 0; i < a.units.length; i++) {
    const d = (b.units[i]?.top ?? 0) - (a.units[i]?.top ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The reading of `play` with which it takes the trick from `current`, or null if it cannot. */
export function takes(t: TrumpTable, rules: TrickRules, lead: Lead, current: Arrangement, play: readonly CardCode[]): Arrangement | null {
  const winning = arrangements(t, rules, lead, play).filter((a) => beats(t, rules, lead.suit, a, current));
  if (winning.length === 0) return null;
  return winning.sort(stronger)[0] as Arrangement;
}
