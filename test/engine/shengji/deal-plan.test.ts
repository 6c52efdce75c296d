import { describe, expect, it } from "vitest";
import { makeDeck, points } from "../../../src/engine/cards";
import { DECK_RULE, type DealPlan, dealPlan, playerCounts } from "../../../src/engine/shengji/deal-plan";
import { SHENGJI_RULES } from "../../../src/engine/shengji/rules";
import { SEED_000, SEED_001, SEED_004 } from "../support";

const ok = (p: DealPlan | string): DealPlan => {
  if (typeof p === "string") throw new Error(p);
  return p;
};

describe(`deck tables (${SEED_000}; the table of 003_a24bcf0bfed5d538.txt is the same)`, () => {
  it.each([
    [5, 2, 2, 2, 20, 108],
    [6, 2, 2, 2, 17, 108],
    [7, 2, 0, 0, 14, 104],
    [8, 3, 2, 0, 19, 158],
    [9, 3, 3, 0, 17, 159],
    [10, 3, 0, 0, 15, 156],
    [11, 3, 2, 2, 14, 160],
    [12, 4, 2, 0, 17, 210],
  ])("%i players: %i packs, %i red and %i black jokers, %i cards each, %i in all", (n, packs, red, black, each, total) => {
    const p = ok(dealPlan("pagat-table", n));
    expect(p.deck).toMatchObject({ packs, bigJokers: red, littleJokers: black });
    expect(p.handSize).toBe(each);
    expect(makeDeck(p.deck)).toHaveLength(total);
    // 'with a kitty of six (or eight) cards left over'
    expect(p.kitty).toBe(n === 5 ? 8 : 6);
  });
  it("'Thus the total number of card points is 200, 300 or 400 depending on the number of packs used.'", () => {
    expect(points(makeDeck(ok(dealPlan("pagat-table", 6)).deck))).toBe(200);
    expect(points(makeDeck(ok(dealPlan("pagat-table", 9)).deck))).toBe(300);
    expect(points(makeDeck(ok(dealPlan("pagat-table", 12)).deck))).toBe(400);
  });
  it("variant: 'with 5 players and two decks you can play with 4 Jokers and a kitty of 8 cards'; '7 players can play with three decks plus Jokers (162 cards): each player takes 22 cards and there are 8 cards in the kitty'", () => {
    expect(ok(dealPlan("full-packs", 5))).toMatchObject({ kitty: 8, handSize: 20 });
    expect(ok(dealPlan("full-packs", 7, 3))).toMatchObject({ kitty: 8, handSize: 22 });
  });
  it("variant at 12 players: four packs (216 cards) split 18 each with no kitty or 17 each with 12, as near six either way: 12, because the hand always has a kitty ('A kitty, consisting of six (or eight) face down cards, remains at the end of the deal')", () => {
    expect(ok(dealPlan("full-packs", 12))).toMatchObject({ kitty: 12, handSize: 17 });
    expect(ok(dealPlan("full-packs", 12, 2))).toMatchObject({ kitty: 12, handSize: 8 });
    // A tie away from zero keeps the smaller kitty: eight players and three packs (162 cards) leave 2, not 10.
    expect(ok(dealPlan("full-packs", 8, 3))).toMatchObject({ kitty: 2, handSize: 20 });
  });
  it("every deck rule, at every count it takes and with every pack count a table may choose, deals evenly and leaves a kitty", () => {
    for (const rule of DECK_RULE.values) {
      for (const n of playerCounts(rule)) {
        const { min, max } = SHENGJI_RULES.fields.packs;
        for (const packs of [null, ...Array.from({ length: max - min + 1 }, (_, i) => min + i)]) {
          const p = ok(dealPlan(rule, n, packs));
          expect(p.kitty, `${rule} ${n} ${packs}`).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(p.handSize) && p.handSize >= 1, `${rule} ${n} ${packs}`).toBe(true);
          expect(makeDeck(p.deck).length).toBe(p.handSize * n + p.kitty);
        }
      }
    }
  });
  it("refuses player counts outside the table", () => {
    expect(dealPlan("pagat-table", 4)).toMatch(/5, 6, 7, 8, 9, 10, 11, 12 players/);
  });
});

describe(`deck (${SEED_001})`, () => {
  it("'for 8 players with 3 decks, remove one 2, 3, 4, and 6, covering a spade, club, diamond, and heart'; 19 cards each and six left", () => {
    const p = ok(dealPlan("eighty", 8));
    expect(p.deck.removed).toEqual(["S2", "C3", "D4", "H6"]);
    expect(p).toMatchObject({ handSize: 19, kitty: 6 });
  });
  it("'for 4 players with 2 decks, remove one 2 and one 3, from different suits'; 25 cards each", () => {
    const p = ok(dealPlan("eighty", 4));
    expect(p.deck.removed).toHaveLength(2);
    expect(new Set(p.deck.removed?.map((c) => c[0])).size).toBe(2);
    expect(p).toMatchObject({ handSize: 25, kitty: 6 });
    expect(ok(dealPlan("eighty", 6))).toMatchObject({ handSize: 17, kitty: 6 });
    expect(playerCounts("eighty")).toEqual([4, 6, 8]);
  });
});

describe(`deck (${SEED_004})`, () => {
  it("'a deck is added for every two players in the game (so 4 players and 5 players play with 2 decks, but 6 players play with 3)'", () => {
    expect(ok(dealPlan("pack-per-two", 4)).deck.packs).toBe(2);
    expect(ok(dealPlan("pack-per-two", 5)).deck.packs).toBe(2);
    expect(ok(dealPlan("pack-per-two", 6)).deck.packs).toBe(3);
  });
  it("'in a four-player game, there will be 8 cards left'", () => {
    expect(ok(dealPlan("pack-per-two", 4)).kitty).toBe(8);
  });
  it("every count from 4 to 12 deals evenly with a kitty of 4 to 8", () => {
    for (let n = 4; n <= 12; n++) {
      const p = ok(dealPlan("pack-per-two", n));
      expect(Number.isInteger(p.handSize)).toBe(true);
      expect(p.kitty).toBeGreaterThanOrEqual(4);
      expect(p.kitty).toBeLessThanOrEqual(8);
      expect(makeDeck(p.deck).length).toBe(p.handSize * n + p.kitty);
      expect(points(makeDeck(p.deck))).toBe(100 * p.deck.packs);
    }
  });
});
