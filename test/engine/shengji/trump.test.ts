import { describe, expect, it } from "vitest";
import { codeOf } from "../../../src/engine/cards";
import { TRUMP, compareInTrick, trumpTable } from "../../../src/engine/shengji/trump";
import { SEED_000, SEED_001, SEED_004 } from "../support";

const code = (c: string) => codeOf(c) as number;

/** Strengths of cards, asserting they come out in the given order (high to low, "=" for equal). */
function expectOrder(table: ReturnType<typeof trumpTable>, order: string) {
  const groups = order.split(">").map((g) => g.trim().split("=").map((c) => c.trim()));
  let prev = Infinity;
  for (const g of groups) {
    const strengths = g.map((c) => table.strength[code(c)] as number);
    for (const s of strengths) expect(s).toBe(strengths[0]);
    expect(strengths[0]).toBeLessThan(prev);
    prev = strengths[0] as number;
    for (const c of g) expect(table.suit[code(c)]).toBe(TRUMP);
  }
}

describe(`trump order (${SEED_000}, preset zpy-pagat)`, () => {
  it("eights and diamonds: 'red joker, black joker, diamond8, [spade8, heart8, club8 - all equal], diamondA, … diamond2'", () => {
    const t = trumpTable({ rank: 8, suit: "D" }, "excluded");
    expectOrder(t, "BJ > LJ > D8 > S8 = H8 = C8 > DA > DK > DQ > DJ > D10 > D9 > D7 > D6 > D5 > D4 > D3 > D2");
  });
  it("'The rank of the other three suits, from high to low, is A, K, Q, J, 10, 9, 7, 6, 5, 4, 3, 2.'", () => {
    const t = trumpTable({ rank: 8, suit: "D" }, "excluded");
    const spades = ["SA", "SK", "SQ", "SJ", "S10", "S9", "S7", "S6", "S5", "S4", "S3", "S2"];
    for (let i = 1; i < spades.length; i++) {
      expect(compareInTrick(t, 0, code(spades[i - 1] as string), code(spades[i] as string))).toBe(1);
    }
    // ...and 9 and 7 are adjacent: the 8 is not in the suit.
    expect((t.level[code("S9")] as number) - (t.level[code("S7")] as number)).toBe(1);
  });
  it("'If the spade7 is led the other players must if possible play a spade, but not the queen as she is not a spade but a trump'", () => {
    const t = trumpTable({ rank: 12, suit: "D" }, "excluded");
    expect(t.suit[code("SQ")]).toBe(TRUMP);
    expect(t.suit[code("S7")]).toBe(0);
  });
});

describe(`trump order (${SEED_001}, preset zpy-80)`, () => {
  it("'the highest trumps are the red jokers …, then the black jokers …, then the cards which belong to both the trump rank and the trump suit, then the other cards of the trump rank (all ranking equally)'", () => {
    const t = trumpTable({ rank: 3, suit: "H" }, "trump-order");
    expectOrder(t, "BJ > LJ > H3 > S3 = D3 = C3 > HA > HK > H2");
  });
});

describe(`trump order (${SEED_004}, presets shengji-online / zpy-online)`, () => {
  it("4♤: 'big joker > small joker > 4♤ > [ 4♡ = 4♢ = 4♧ ] > A♤ > K♤ > … > 5♤ > 3♤ > 2♤'", () => {
    const t = trumpTable({ rank: 4, suit: "S" }, "trump-order");
    expectOrder(t, "BJ > LJ > S4 > H4 = D4 = C4 > SA > SK > SQ > SJ > S10 > S9 > S8 > S7 > S6 > S5 > S3 > S2");
  });
  it("'A card can only be a part of one suit, so the 4♡ is no longer considered to be a members of the hearts suit.'", () => {
    const t = trumpTable({ rank: 4, suit: "S" }, "trump-order");
    expect(t.suit[code("H4")]).toBe(TRUMP);
    expect(t.suit[code("H5")]).toBe(1);
  });
  it("'In all suits, the 3 and the 5 are now considered to be adjacent.'", () => {
    const t = trumpTable({ rank: 4, suit: "S" }, "trump-order");
    for (const s of ["S", "H", "D", "C"]) {
      expect((t.level[code(`${s}5`)] as number) - (t.level[code(`${s}3`)] as number)).toBe(1);
    }
  });
  it("4NT: 'big joker > small joker > [ 4♤ = 4♡ = 4♢ = 4♧ ]', and 'there are five distinct suits'", () => {
    const t = trumpTable({ rank: 4, suit: null }, "trump-order");
    expectOrder(t, "BJ > LJ > S4 = H4 = D4 = C4");
    expect(t.suit[code("SA")]).toBe(0);
    expect(t.suit[code("HA")]).toBe(1);
  });
  it("'The two jokers are ordered, with the uncolored joker having a lower value than the colored joker.'", () => {
    const t = trumpTable({ rank: 2, suit: "C" }, "trump-order");
    expect(compareInTrick(t, TRUMP, code("BJ"), code("LJ"))).toBe(1);
  });
});

describe("comparing cards", () => {
  it("two different off-suits cannot be compared", () => {
    const t = trumpTable({ rank: 2, suit: "C" }, "excluded");
    expect(compareInTrick(t, 0, code("HA"), code("D3"))).toBeNull();
    expect(compareInTrick(t, 0, code("S3"), code("HA"))).toBe(1);
    expect(compareInTrick(t, 0, code("C3"), code("SA"))).toBe(1);
  });
  it("000 Joker level: 'When the level is Joker there is no trump suit or rank … The Jokers are the only trumps.'", () => {
    const t = trumpTable({ rank: null, suit: null }, "excluded");
    for (let c = 0; c < 52; c++) expect(t.suit[c]).not.toBe(TRUMP);
    expect(t.suit[code("LJ")]).toBe(TRUMP);
  });
});
