import { describe, expect, it } from "vitest";
import { CardError, cardOf, cardWords, codeOf, hand, makeDeck, parseCard, points } from "../../src/engine/cards";

describe("card notation (RULES.md: 'suit letter then rank … jokers BJ and LJ')", () => {
  it("reads every card and writes it back the same", () => {
    for (let code = 0; code < 54; code++) expect(codeOf(cardOf(code))).toBe(code);
    expect(cardOf(codeOf("S10") as number)).toBe("S10");
    expect(codeOf("BJ")).toBe(53);
    expect(codeOf("LJ")).toBe(52);
  });
  it.each(["", "S1", "S11", "ST", "s10", "X5", "S", "10S", "SJJ", "BJ ", "B", "HJ1", "S100", "LJK"])("refuses %j", (bad) => {
    expect(codeOf(bad)).toBeUndefined();
    expect(() => parseCard(bad)).toThrow(CardError);
  });
  it("says what a card looks like when refusing one", () => {
    expect(() => parseCard("S1")).toThrow(/suit letter \(S H D C\) then a rank \(2-10 J Q K A\)/);
  });
  it("refuses what is not a string", () => {
    for (const bad of [null, undefined, 10, {}, ["S2"]]) expect(codeOf(bad)).toBeUndefined();
  });
  it("reads hands written with spaces or commas", () => {
    expect(hand("S2 S2, H10  BJ")).toEqual(["S2", "S2", "H10", "BJ"]);
  });
  it("names cards in words", () => {
    expect(cardWords("SQ")).toBe("the queen of spades");
    expect(cardWords("BJ")).toBe("the big joker");
  });
});

describe("points: 'every 5 is 5, every 10 and K is 10'", () => {
  it("counts 100 per pack", () => {
    expect(points(["S5", "H10", "DK", "CA", "BJ"])).toBe(25);
    expect(points(makeDeck({ packs: 3, bigJokers: 3, littleJokers: 3 }))).toBe(300);
  });
});

describe("decks", () => {
  it("builds any number of packs with jokers and removals", () => {
    const d = makeDeck({ packs: 2, bigJokers: 2, littleJokers: 1, removed: ["S2", "H3"] });
    expect(d).toHaveLength(104 + 3 - 2);
    expect(d.filter((c) => c === "S2")).toHaveLength(1);
    expect(d.filter((c) => c === "LJ")).toHaveLength(1);
  });
  it("refuses to remove a card that is not there", () => {
    expect(() => makeDeck({ packs: 1, bigJokers: 0, littleJokers: 0, removed: ["BJ"] })).toThrow(/not in the deck/);
  });
});
