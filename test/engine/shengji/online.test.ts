/**
 * Worked examples of seed 004 (the online 升级 / 找朋友 rules), presets
 * shengji-online and zpy-online. The seed draws cards as Unicode playing
 * cards (🂢 = 2♤, 🂭 = Q♤, 🂮 = K♤, 🃟 = big joker, …). Where an example
 * states no trump, a trump that touches none of its cards is used: jacks of clubs.
 */
import { describe, expect, it } from "vitest";
import { ladderFor } from "../../../src/engine/shengji/ladder";
import { SEED_004, components, follow, lead, trick } from "../support";

/** "2x3" for a tractor of three pairs, "2" for a pair, joined with "+". */
function shapeText(s: readonly { width: number; length: number }[]): string {
  return s.map((u) => (u.length > 1 ? `${u.width}x${u.length}` : `${u.width}`)).join("+");
}

const P = "shengji-online";
const JC = { rank: "J", suit: "C" };

describe(`${SEED_004}: single cards`, () => {
  it("'🂢 🂭 🂡 🂡 — Player 3 wins this trick, because they played the highest card in the same suit (A♤) first.'", () => {
    const plays = ["S2", "SQ", "SA", "SA"];
    expect(trick(P, JC, plays, plays).winner).toBe(2);
  });
  it("'🂢 🃟 🃇 🂡 — Player 2 wins this trick, because they played the highest trump card (big joker). Note that Player 3 is also void in spades, but did not play a trump card and so cannot win the trick.'", () => {
    const plays = ["S2", "BJ", "D7", "SA"];
    const r = trick(P, JC, plays, plays);
    expect(r.legal).toEqual([true, true, true, true]);
    expect(r.winner).toBe(1);
  });
});

describe(`${SEED_004}: identical cards`, () => {
  it("'🂢🂢 🂭🂤 🂡🂦 🂣🂣 — Player 4 wins this trick, because they played the highest pair in the same suit (3♤3♤). Player 2 and Player 3 did not play a pair; therefore, they cannot win this trick, and (by inference) cannot have any spade pairs remaining in their hands.'", () => {
    const plays = ["S2 S2", "SQ S4", "SA S6", "S3 S3"];
    expect(trick(P, JC, plays, plays).winner).toBe(3);
    // The inference: with a spade pair left, Player 2's play would be refused.
    const r = trick(P, JC, ["S2 S2", "SQ S4 S9 S9", "SA S6", "S3 S3"], plays);
    expect(r.legal).toEqual([true, false, true, true]);
  });
  it("'🂢🂢 🂭🃃 🃟🃟 🂣🂣 — Player 3 wins this trick, because they played a trump pair. Because both Player 2 and Player 3 played non-spade cards, they must be void in spades.'", () => {
    const plays = ["S2 S2", "SQ D3", "BJ BJ", "S3 S3"];
    expect(trick(P, JC, plays, plays).winner).toBe(2);
    expect(trick(P, JC, ["S2 S2", "SQ S5 D3", "BJ BJ", "S3 S3"], plays).legal[1]).toBe(false);
  });
  it("'if the trick-format is triples, the ordering of required plays is: Triples … Doubles in the same suit, along with another card in the same suit … Three cards in the same suit … Two cards in the same suit, along with a card in any other suit …'", () => {
    const L = "S7 S7 S7";
    expect(ladderFor([{ width: 3, length: 1 }], "hierarchy", { width: 2, length: 2 }).map(shapeText)).toEqual(["3", "2+1", "1+1+1"]);
    // triples, even out of a four of a kind ('triples which are part of a four-of-a-kind … are not special or protected')
    expect(follow(P, JC, L, "S9 S9 S9 S9 SK", "S9 S9 SK").legal).toBe(false);
    expect(follow(P, JC, L, "S9 S9 S9 S9 SK", "S9 S9 S9").legal).toBe(true);
    // doubles with another card of the suit
    expect(follow(P, JC, L, "SA SK SK S8 H2", "SK SK H2").legal).toBe(false);
    expect(follow(P, JC, L, "SA SK SK S8 H2", "SK SK S8").legal).toBe(true);
    // three cards of the suit
    expect(follow(P, JC, L, "SA SK S8 H2", "SA SK H2").legal).toBe(false);
    // two of the suit with one other
    expect(follow(P, JC, L, "SA SK H2 H3", "SA SK H3").legal).toBe(true);
    expect(follow(P, JC, L, "SA SK H2 H3", "SA H2 H3").legal).toBe(false);
  });
});


describe(`${SEED_004}: tractors`, () => {
  it.each([
    ["S2 S2 S3 S3", "Tractor of two pairs", ["2x2"]],
    ["S2 S2 S3 S3 S4 S4", "Tractor of three pairs", ["2x3"]],
    ["S2 S2 S2 S3 S3 S3", "Tractor of two triples", ["3x2"]],
    ["S2 S2 S2 S3 S3", "Not a tractor— there is an extra 2♤. See \"Throws\"", ["2x2", "1x1"]],
  ])("'%s: %s'", (cards, _text, units) => {
    expect(components(P, JC, cards)).toEqual(units);
  });
  it("'🂢 🂢 🂤 🂤 Tractor if 3 is the trump rank'", () => {
    expect(components(P, { rank: "3", suit: "C" }, "S2 S2 S4 S4")).toEqual(["2x2"]);
    expect(components(P, JC, "S2 S2 S4 S4")).toEqual(["2x1", "2x1"]);
  });
  it("'Additionally, pairs of equal cards don't make tractors.' (two off-suit pairs of the trump rank)", () => {
    expect(components(P, { rank: "4", suit: "S" }, "H4 H4 D4 D4")).toEqual(["2x1", "2x1"]);
    expect(components(P, { rank: "4", suit: "S" }, "H4 H4 S4 S4")).toEqual(["2x2"]);
  });
  it("three consecutive pairs: the thirteen-step ordering of required plays comes from the general rule", () => {
    const ladder = ladderFor([{ width: 2, length: 3 }], "hierarchy", { width: 2, length: 2 }).map(shapeText);
    expect(ladder).toEqual([
      "2x3", // Three consecutive pairs in the same suit
      "2x2+2", // Two consecutive pairs … along with another pair
      "2+2+2", // Three pairs in the same suit
      "2x2+1+1", // Two consecutive pairs … along with two other cards
      "2+2+1+1", // Two pairs … along with two other cards
      "2+1+1+1+1", // One pair … along with four other cards
      "1+1+1+1+1+1", // Six cards in the same suit (and fewer: the suit rule)
    ]);
  });
  it("the ordering applied to hands: 'Two consecutive pairs in the same suit, along with another pair' before 'Three pairs'", () => {
    const L = "S2 S2 S3 S3 S4 S4";
    const H = "SA SA SK SK S9 S9 S7 S7 S5";
    expect(follow(P, JC, L, H, "SA SA S9 S9 S7 S7").legal).toBe(false);
    expect(follow(P, JC, L, H, "SA SA SK SK S7 S7").legal).toBe(true);
    const H2 = "SA SA S9 S9 S7 S7 S5";
    expect(follow(P, JC, L, H2, "SA SA S9 S9 S7 S5").legal).toBe(false);
    expect(follow(P, JC, L, H2, "SA SA S9 S9 S7 S7").legal).toBe(true);
    const H3 = "SA SA SK SK S9 S7 S5";
    expect(follow(P, JC, L, H3, "SA SA S9 S9 S7 S5".replace("S9 S9", "SK S9")).legal).toBe(false);
    expect(follow(P, JC, L, H3, "SA SA SK SK S9 S7").legal).toBe(true);
  });
  it("'🂢🂢🂣🂣 🂤🂤🂤🂤 🂦🂦🂡🂡 🂦🂧🂸🂸 — Player 1 wins this trick, because they are the only player to meet the format. Player 2 and Player 3 played non-consecutive pairs, while Player 4 played cards in a different suit.'", () => {
    const plays = ["S2 S2 S3 S3", "S4 S4 S4 S4", "S6 S6 SA SA", "S6 S7 H8 H8"];
    const r = trick(P, JC, plays, plays);
    expect(r.legal).toEqual([true, true, true, true]);
    expect(r.winner).toBe(0);
  });
});

describe(`${SEED_004}: throws`, () => {
  it("'🂢🂢🂢🂣🂣 … we interpret this as a tractor and a single card. The \"full house\" concept from poker does not exist in this game.'", () => {
    expect(components(P, JC, "S2 S2 S2 S3 S3")).toEqual(["2x2", "1x1"]);
  });
  it("'🂡 🂡 🂮 Valid throw' and '🂡 🂮 🂮 Valid throw' (two decks)", () => {
    expect(lead(P, JC, "SA SA SK", ["SK SQ SQ S2"]).ok).toBe(true);
    expect(lead(P, JC, "SA SK SK", ["SQ SQ S2"]).ok).toBe(true);
  });
  it("'🂡 🂭 🂭 Valid if K♤K♤ is unplayable'", () => {
    expect(lead(P, JC, "SA SQ SQ", ["SK S3", "SK S4"]).ok).toBe(true);
    expect(lead(P, JC, "SA SQ SQ", ["SK SK S3"]).ok).toBe(false);
  });
  it("'🂢 🂢 🂤 🂤 Valid if there are no higher spade pairs'", () => {
    expect(lead(P, JC, "S2 S2 S4 S4", ["SA SK SQ", "S9 S8"]).ok).toBe(true);
    expect(lead(P, JC, "S2 S2 S4 S4", ["S3 S3"]).ok).toBe(false);
  });
  it("'If the throw is determined to be invalid, the player which initiated the throw is obligated to lead with the component that can be defeated. In this implementation, no additional penalties are imposed on incorrect throws.'", () => {
    expect(lead(P, JC, "SA SQ SQ", ["SK SK S3"]).throwFailed).toEqual({ forced: ["SQ", "SQ"], penalty: 0 });
    expect(lead("zpy-online", JC, "SA SQ SQ", ["SK SK S3"]).throwFailed).toEqual({ forced: ["SQ", "SQ"], penalty: 0 });
  });
  it("'🂡🂡🂭🂭 🂭🂭🂤🂤 🂦🂦🂧🂧 🂦🂧🂸🂸 — Player 1 wins this trick … this is a valid throw because no player can show that they have K♤K♤ or A♤A♤ … Player 3 … had a tractor in spades, but it can't win'", () => {
    const plays = ["SA SA SQ SQ", "SQ SQ S4 S4", "S6 S6 S7 S7", "S6 S7 H8 H8"];
    const r = trick(P, JC, plays, plays);
    expect(r.throwFailed).toBeUndefined();
    expect(r.legal).toEqual([true, true, true, true]);
    expect(r.winner).toBe(0);
  });
  it("'all players had to play two pairs in spades if they had them'", () => {
    const r = trick(P, JC, ["SA SA SQ SQ", "S9 S9 S8 S8 S2"], ["SA SA SQ SQ", "S9 S9 S8 S2"]);
    expect(r.legal).toEqual([true, false]);
  });
  it("'Example 2: trump is 2♢ — 🂡🂡🂮 🃃🃃🃈 🃄🃄🃆 🂦🂧🂸 — Player 2 wins … though Player 3's pair of 4♢4♢ is higher than Player 2's 3♢3♢, their 6♢ is not higher than Player 2's 8♢'", () => {
    const plays = ["SA SA SK", "D3 D3 D8", "D4 D4 D6", "S6 S7 H8"];
    const r = trick(P, { rank: "2", suit: "D" }, plays, plays);
    expect(r.legal).toEqual([true, true, true, true]);
    expect(r.winner).toBe(1);
    // Under 000's rule (compare the answer to the largest component) Player 3 would win.
    expect(trick("zpy-pagat", { rank: "2", suit: "D" }, plays, plays).winner).toBe(2);
  });
  it("'in order to defeat a throw, every component of the throw must be individually defeated … a throw can only be defeated by the same pattern of cards in the trump suit'", () => {
    const r = trick(P, JC, ["SA SA SK", "C3 C4 C5"], ["SA SA SK", "C3 C4 C5"]);
    expect(r.winner).toBe(0);
  });
});
