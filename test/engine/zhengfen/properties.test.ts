/**
 * Properties of classifyZhengFen and beatsZhengFen (fast-check): classifying
 * anything never throws, and "beats" is irreflexive and never holds both ways.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardOf, makeDeck } from "../../../src/engine/cards";
import { codeOf } from "../../../src/engine/cards";
import { rngFor, shuffled } from "../../../src/engine/random";
import { beatsZhengFen, CATEGORIES, classifyZhengFen } from "../../../src/engine/zhengfen";
import { candidates } from "../../../src/engine/zhengfen/candidates";

const ONE_PACK = makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 });
/** Cards of a few ranks plus jokers, so random sets are often combinations. */
const NARROW = ONE_PACK.filter((c) => /^[SHDC](3|4|5|6|10|K|A|2)$|^[BL]J$/.test(c));

const anyCards = fc.array(fc.constantFrom(...ONE_PACK), { maxLength: 60 });
const narrowCards = fc.array(fc.constantFrom(...NARROW), { minLength: 1, maxLength: 13 });

/** A combination drawn from the candidates of a random hand (so pairs of combinations often share a category). */
const combination = fc.tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 5, max: 36 }), fc.nat(), fc.constantFrom(1, 2)).map(
  ([seed, size, pick, packs]) => {
    const deck = shuffled(makeDeck({ packs, bigJokers: packs, littleJokers: packs }), rngFor(seed, "combination"));
    const hand = deck.slice(0, size).map((c) => codeOf(c) as number);
    const list = candidates(hand, null);
    const chosen = list[pick % list.length];
    return chosen === undefined ? [] : chosen.codes.map(cardOf);
  },
);
const someCards = fc.oneof(combination, narrowCards, anyCards);

describe("classifyZhengFen", () => {
  it("never throws, and returns null or a pattern of the cards' length", () => {
    fc.assert(
      fc.property(fc.oneof(someCards, fc.anything() as fc.Arbitrary<string[]>), (cards) => {
        const p = classifyZhengFen(cards);
        if (p !== null) {
          expect(CATEGORIES).toContain(p.category);
          expect(Number.isInteger(p.rank)).toBe(true);
          expect(p.length).toBe((cards as unknown[]).length);
        }
      }),
      { numRuns: 3000, seed: 2010 },
    );
  });
  it("does not depend on the order of the cards", () => {
    fc.assert(
      fc.property(someCards, (cards) => {
        expect(classifyZhengFen([...cards].reverse())).toEqual(classifyZhengFen(cards));
      }),
      { numRuns: 1000, seed: 2011 },
    );
  });
});

describe("beatsZhengFen", () => {
  it("is irreflexive", () => {
    fc.assert(
      fc.property(someCards, (cards) => {
        expect(beatsZhengFen(cards, cards)).toBe(false);
      }),
      { numRuns: 2000, seed: 2012 },
    );
  });
  it("never holds both ways, and only between combinations", () => {
    let both = 0;
    let one = 0;
    fc.assert(
      fc.property(someCards, someCards, (a, b) => {
        const ab = beatsZhengFen(a, b);
        const ba = beatsZhengFen(b, a);
        if (ab && ba) both++;
        if (ab || ba) {
          one++;
          expect(classifyZhengFen(a)).not.toBeNull();
          expect(classifyZhengFen(b)).not.toBeNull();
        }
        expect(ab && ba).toBe(false);
      }),
      { numRuns: 5000, seed: 2013 },
    );
    expect(both).toBe(0);
    expect(one).toBeGreaterThan(100); // the pairs were not all incomparable
  });
  it("never holds both ways for combinations of one category", () => {
    // Same-category pairs are where antisymmetry can really fail: draw both from one hand's candidates.
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.nat(), fc.nat(), (seed, i, j) => {
        const deck = shuffled(makeDeck({ packs: 2, bigJokers: 2, littleJokers: 2 }), rngFor(seed, "same"));
        const list = candidates(deck.slice(0, 30).map((c) => codeOf(c) as number), null);
        const a = list[i % list.length];
        const sameKind = list.filter((x) => x.category === a?.category);
        const b = sameKind[j % sameKind.length];
        if (a === undefined || b === undefined) return;
        const ca = a.codes.map(cardOf);
        const cb = b.codes.map(cardOf);
        expect(beatsZhengFen(ca, cb) && beatsZhengFen(cb, ca)).toBe(false);
      }),
      { numRuns: 3000, seed: 2014 },
    );
  });
});
