/**
 * What kind of Shengji play a set of cards is, read as the engine reads a
 * lead (units.ts's decomposition under the hand's trump): one card, a pair,
 * a tractor, or a throw (several units of one suit); and its effective suit.
 * The lesson steps name the kind they teach; this is how the test and the
 * explanation check it.
 */
import type { ShengjiState } from "../../../src/engine";
import { TRUMP_SUIT, codesOf, decompose, isTractor, tableOf } from "../../../src/engine/client";

export interface Shape {
  readonly kind: "single" | "pair" | "set" | "tractor" | "throw" | "mixed";
  /** The effective suit (0–3 plain suits by S H D C, 4 trumps); -1 for cards of several suits. */
  readonly suit: number;
  readonly trump: boolean;
}

export function shapeOf(s: ShengjiState, cards: readonly string[]): Shape {
  const t = tableOf(s);
  const codes = codesOf(cards);
  const suits = new Set(codes.map((c) => t.suit[c] as number));
  if (suits.size !== 1) return { kind: "mixed", suit: -1, trump: false };
  const suit = [...suits][0] as number;
  const units = decompose(t, suit as 0, codes, s.rules.tractorMin);
  const u = units[0];
  const kind = units.length > 1 ? "throw" : !u || u.width === 1 ? "single" : isTractor(u) ? "tractor" : u.width === 2 ? "pair" : "set";
  return { kind, suit, trump: suit === TRUMP_SUIT };
}
