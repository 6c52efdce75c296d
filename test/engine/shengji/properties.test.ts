/**
 * Property tests of the trick engine (fast-check): decomposition, the
 * agreement of the follow validator and generator, and total functions.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeTrick } from "../../../src/engine";
import { type CardCode, cardOf } from "../../../src/engine/cards";
import { checkFollow, legalFollows } from "../../../src/engine/shengji/follow";
import { type Lead, readLead } from "../../../src/engine/shengji/trick";
import type { TrickRules } from "../../../src/engine/shengji/trick-rules";
import { type TrumpTable, trumpTable } from "../../../src/engine/shengji/trump";
import { cardsOfUnit, decompose } from "../../../src/engine/shengji/units";
import { PRESET_TRICK_RULES } from "../../../src/engine/presets";

const sorted = (codes: readonly number[]) => [...codes].sort((a, b) => a - b);

const trumpArb = fc.record({
  rank: fc.option(fc.integer({ min: 2, max: 14 }), { nil: null, freq: 8 }),
  suit: fc.option(fc.constantFrom("S" as const, "H" as const, "D" as const, "C" as const), { nil: null, freq: 4 }),
});
const rulesArb: fc.Arbitrary<TrickRules> = fc.record({
  base: fc.constantFrom(...Object.values(PRESET_TRICK_RULES)),
  trumpTractors: fc.constantFrom("excluded" as const, "trump-order" as const),
  follow: fc.constantFrom("pagat" as const, "eighty" as const, "hierarchy" as const, "subset" as const, "suit-only" as const),
  // Issue 56: rbtying's draw protections and bombs.
  protectLongerSets: fc.boolean(),
  onlyTractorsDrawTractors: fc.boolean(),
  bombs: fc.constantFrom("none" as const, "any-suit" as const, "follow-suit" as const),
  throwRuff: fc.constantFrom("every-component" as const, "largest-component" as const, "highest-card" as const, "unit-length" as const),
}).map(({ base, ...rest }) => ({ ...base, ...rest }));

/** A multiset of cards from `decks` decks: codes 0..53, at most `decks` copies each. */
function pileArb(decks: number, min: number, max: number, pool?: readonly number[]) {
  const codes = pool ?? Array.from({ length: 54 }, (_, i) => i);
  const copies = codes.flatMap((c) => Array.from({ length: decks }, () => c));
  return fc.subarray(copies, { minLength: Math.min(min, copies.length), maxLength: Math.min(max, copies.length) });
}

/** Cards of one effective suit under a table, from a small pool so that sets and tractors are common. */
function suitPool(t: TrumpTable, suit: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < 54; c++) if (t.suit[c] === suit) out.push(c);
  return out;
}

describe("decomposition", () => {
  it("accounts for every card and does not depend on the order the cards come in", () => {
    fc.assert(
      fc.property(trumpArb, rulesArb, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.integer(), (spec, rules, suit, decks, seed) => {
        const t = trumpTable(spec, rules.trumpTractors);
        const pool = suitPool(t, suit);
        if (pool.length === 0) return;
        const pile = fc.sample(pileArb(decks, 1, 14, pool.slice(0, 7)), { seed, numRuns: 1 })[0] as number[];
        const units = decompose(t, suit as 0, pile, rules.tractorMin);
        expect(sorted(units.flatMap(cardsOfUnit))).toEqual(sorted(pile));
        const again = decompose(t, suit as 0, [...pile].reverse(), rules.tractorMin);
        expect(again).toEqual(units);
        // Stable: the cards of the components decompose to the same components.
        expect(decompose(t, suit as 0, units.flatMap(cardsOfUnit), rules.tractorMin)).toEqual(units);
        for (const u of units) {
          expect(u.width).toBeGreaterThanOrEqual(1);
          if (u.length > 1) expect(u.width).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: 400 },
    );
  });
});

/** Every n-card sub-multiset of a hand. */
function subMultisets(hand: readonly number[], n: number): number[][] {
  const counts = new Map<number, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const codes = [...counts.keys()].sort((a, b) => a - b);
  const out: number[][] = [];
  const cur: number[] = [];
  const go = (i: number, left: number) => {
    if (left === 0) {
      out.push(cur.slice());
      return;
    }
    if (i === codes.length) return;
    const c = codes[i] as number;
    const max = Math.min(left, counts.get(c) ?? 0);
    for (let k = max; k >= 0; k--) {
      for (let j = 0; j < k; j++) cur.push(c);
      go(i + 1, left - k);
      for (let j = 0; j < k; j++) cur.pop();
    }
  };
  go(0, n);
  return out;
}

describe("following", () => {
  it("every generated follow is accepted, and every accepted follow is generated", () => {
    fc.assert(
      fc.property(
        trumpArb, rulesArb, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 2, max: 5 }), fc.integer(), fc.integer(),
        (spec, rules, suit, decks, seedLead, seedHand) => {
          const t = trumpTable(spec, rules.trumpTractors);
          const pool = suitPool(t, suit).slice(0, 6);
          if (pool.length === 0) return;
          const leadCards = fc.sample(pileArb(decks, 1, 6, pool), { seed: seedLead, numRuns: 1 })[0] as number[];
          const lead = readLead(t, rules, leadCards);
          if ("code" in lead) throw new Error(lead.message);
          // Follower: mostly cards of the led suit's small pool, some others.
          const handPool = [...pool, ...Array.from({ length: 54 }, (_, i) => i).filter((c) => t.suit[c] !== suit).slice(0, 5)];
          const hand = fc.sample(pileArb(decks, lead.size, 11, handPool), { seed: seedHand, numRuns: 1 })[0] as number[];
          expectAgreement(t, rules, lead, hand);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  });

  it("with bombs: a hand holding four or five of a kind agrees too, whatever suit the bomb is in", () => {
    fc.assert(
      fc.property(
        trumpArb, rulesArb, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 4, max: 5 }), fc.integer({ min: 0, max: 53 }), fc.integer(), fc.integer(),
        (spec, rules, suit, size, bombCard, seedLead, seedHand) => {
          const t = trumpTable(spec, rules.trumpTractors);
          const pool = suitPool(t, suit).slice(0, 6);
          if (pool.length === 0) return;
          const leadCards = fc.sample(pileArb(5, size, size, pool), { seed: seedLead, numRuns: 1 })[0] as number[];
          const lead = readLead(t, rules, leadCards);
          if ("code" in lead) throw new Error(lead.message);
          const others = fc.sample(pileArb(5, 0, 6, pool), { seed: seedHand, numRuns: 1 })[0] as number[];
          const hand = [...others.filter((c) => c !== bombCard), ...Array.from({ length: size }, () => bombCard)];
          expectAgreement(t, rules, lead, hand);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  });
});

/** legalFollows lists exactly the follows checkFollow accepts, and there is one. */
function expectAgreement(t: TrumpTable, rules: TrickRules, lead: Lead, hand: readonly number[]) {
  const generated = legalFollows(t, rules, lead, hand, 100_000);
  expect(generated.complete).toBe(true);
  const gen = new Set(generated.plays.map((p) => sorted(p).join(",")));
  for (const play of generated.plays) expect(checkFollow(t, rules, lead, hand, play)).toBeNull();
  const accepted = subMultisets(hand, lead.size).filter((p) => checkFollow(t, rules, lead, hand, p) === null);
  expect(new Set(accepted.map((p) => p.join(",")))).toEqual(gen);
  expect(accepted.length).toBeGreaterThan(0);
}

describe("judgeTrick on arbitrary input", () => {
  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (trump, hands, plays) => {
        const r = judgeTrick({ preset: "zpy-pagat", trump, hands, plays } as never);
        expect(Array.isArray(r.legal)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it("on random real cards, answers with a winner among the legal plays or a stated error", () => {
    fc.assert(
      fc.property(
        trumpArb, rulesArb, fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.integer(), { minLength: 12, maxLength: 12 }),
        (spec, rules, players, size, seeds) => {
          const hands = Array.from({ length: players }, (_, i) =>
            (fc.sample(pileArb(2, size, 12), { seed: seeds[i] ?? 0, numRuns: 1 })[0] as CardCode[]));
          const plays = hands.map((h, i) => fc.sample(fc.subarray(h, { minLength: size, maxLength: size }), { seed: (seeds[i + 6] ?? 0) + 1, numRuns: 1 })[0] as CardCode[]);
          const r = judgeTrick({
            preset: "zpy-pagat",
            options: rules,
            trump: { rank: spec.rank, suit: spec.suit },
            hands: hands.map((h) => h.map(cardOf)),
            plays: plays.map((p) => p.map(cardOf)),
          });
          if (r.error) {
            expect(r.legal.every((l) => !l)).toBe(true);
          } else {
            expect(r.legal[0]).toBe(true);
            expect(r.legal[r.winner]).toBe(true);
            expect(r.points % 5).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
