/**
 * Every combination example of seeds/002_226fd5f9fee0f853.txt (Zheng Fen),
 * each quoting the sentence it checks, plus the readings docs/ZHENGFEN.md
 * chose where the seed is silent.
 */
import { describe, expect, it } from "vitest";
import { beatsZhengFen, classifyZhengFen } from "../../../src/engine/zhengfen";

const SEED = "002_226fd5f9fee0f853.txt";
const c = (text: string): string[] => text.split(/\s+/).filter((x) => x.length > 0);
const kind = (text: string) => classifyZhengFen(c(text));
const beats = (next: string, current: string): boolean => beatsZhengFen(c(next), c(current));

describe(`${SEED}: the ranking of the cards`, () => {
  it('"3 - 4 - 5 - 6 - 7 - 8 - 9 - 10 - J - Q - K - A - 2 - small joker - big joker"', () => {
    const order = c("S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA S2 LJ BJ");
    for (let i = 0; i + 1 < order.length; i++) {
      expect(beatsZhengFen([order[i + 1] as string], [order[i] as string])).toBe(true);
      expect(beatsZhengFen([order[i] as string], [order[i + 1] as string])).toBe(false);
    }
  });
  it('"A: Single Card - Any single card. The ranking is as given above."', () => {
    expect(kind("HQ")).toEqual({ category: "A", rank: 12, length: 1 });
    expect(kind("D2")).toEqual({ category: "A", rank: 15, length: 1 });
  });
  it('"Note that there is no suit ranking, and that certain cards and combinations are therefore equal in rank."', () => {
    expect(beats("SQ", "HQ")).toBe(false);
    expect(beats("HQ", "SQ")).toBe(false);
    expect(beats("S6 H6", "D6 C6")).toBe(false);
  });
});

describe(`${SEED}: B to D`, () => {
  it('"B: Pair - A pair of cards of equal rank - such as two sixes or two queens."', () => {
    expect(kind("S6 H6")).toEqual({ category: "B", rank: 6, length: 2 });
    expect(kind("SQ DQ")).toEqual({ category: "B", rank: 12, length: 2 });
    expect(beats("SQ DQ", "S6 H6")).toBe(true);
    expect(beats("S6 H6", "SQ DQ")).toBe(false);
    expect(kind("S6 HQ")).toBeNull();
  });
  it('"C: Triple - Three cards of equal rank. The ranking is the same as for single cards."', () => {
    expect(kind("S9 H9 C9")).toEqual({ category: "C", rank: 9, length: 3 });
    expect(beats("S2 H2 C2", "SA HA CA")).toBe(true);
  });
  it('"D: Quartet - Four cards of equal rank."', () => {
    expect(kind("S9 H9 C9 D9")).toEqual({ category: "D", rank: 9, length: 4 });
    expect(beats("S10 H10 C10 D10", "S9 H9 C9 D9")).toBe(true);
  });
  it('"a combination can only be beaten by a higher combination of the same category"', () => {
    expect(beats("S10 H10 C10", "S9 H9")).toBe(false);
    expect(beats("BJ", "S9 H9")).toBe(false);
  });
});

describe(`${SEED}: E, sequences of pairs`, () => {
  it('"Three or more pairs in unbroken sequence - such as 8-8-9-9-10-10-J-J."', () => {
    expect(kind("S8 H8 S9 H9 S10 H10 SJ HJ")).toEqual({ category: "E", rank: 11, length: 8 });
    expect(kind("S8 H8 S9 H9")).toBeNull(); // two pairs are not enough
    expect(kind("S8 H8 S9 H9 SJ HJ")).toBeNull(); // broken
  });
  it('"Note that 2-2-3-3-4-4 would not be a legal play, as 2\'s and 3\'s are not adjacent"', () => {
    expect(kind("S2 H2 S3 H3 S4 H4")).toBeNull();
  });
  it('"On the other hand, K-K-A-A-2-2 is legal."', () => {
    expect(kind("SK HK SA HA S2 H2")).toEqual({ category: "E", rank: 15, length: 6 });
  });
  it('"The rank of the highest pair determines the rank of the sequence."', () => {
    expect(beats("S9 H9 S10 H10 SJ HJ", "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7")).toBe(true);
  });
  it('"So 5-5-6-6-7-7 beats 4-4-5-5-6-6"', () => {
    expect(beats("S5 H5 S6 H6 S7 H7", "D4 C4 D5 C5 D6 C6")).toBe(true);
    expect(beats("D4 C4 D5 C5 D6 C6", "S5 H5 S6 H6 S7 H7")).toBe(false);
  });
  it('"but 4-4-5-5-6-6-7-7 beats 5-5-6-6-7-7"', () => {
    expect(beats("S4 H4 S5 H5 S6 H6 S7 H7", "D5 C5 D6 C6 D7 C7")).toBe(true);
    expect(beats("D5 C5 D6 C6 D7 C7", "S4 H4 S5 H5 S6 H6 S7 H7")).toBe(false);
  });
});

describe(`${SEED}: F and G`, () => {
  it('"F: Sequence of triples - Three or more triples in unbroken sequence, such as 7-7-7-8-8-8-9-9-9."', () => {
    expect(kind("S7 H7 D7 S8 H8 D8 S9 H9 D9")).toEqual({ category: "F", rank: 9, length: 9 });
    expect(kind("S7 H7 D7 S8 H8 D8")).toBeNull();
  });
  it('"The rank is determined by the rank of the highest triple."', () => {
    expect(beats("S8 H8 D8 S9 H9 D9 S10 H10 D10", "S7 H7 D7 S8 H8 D8 S9 H9 D9")).toBe(true);
    // Same top, more triples: equal rank, so neither beats (only E and I break ties by length).
    expect(beats("S6 H6 D6 C7 H7 D7 S8 H8 D8 S9 H9 C9", "C7 S7 D7 C8 S8 D8 C9 S9 D9")).toBe(false);
  });
  it('"G: Sequence of quartets - Three or more quartets in unbroken sequence."', () => {
    expect(kind("S3 H3 D3 C3 S4 H4 D4 C4 S5 H5 D5 C5")).toEqual({ category: "G", rank: 5, length: 12 });
    expect(beats("S4 H4 D4 C4 S5 H5 D5 C5 S6 H6 D6 C6", "S3 H3 D3 C3 S4 H4 D4 C4 S5 H5 D5 C5")).toBe(true);
  });
});

describe(`${SEED}: H, full houses`, () => {
  it('"triple + pair (e.g. 5-5-5-Q-Q)"', () => {
    expect(kind("S5 H5 D5 SQ HQ")).toEqual({ category: "H", rank: 5, length: 5 });
  });
  it('"triple + two adjacent cards of the same suit (e.g. 7-7-7-clubA-club2)"', () => {
    expect(kind("S7 H7 D7 CA C2")).toEqual({ category: "H", rank: 7, length: 5 });
    expect(kind("S7 H7 D7 HA C2")).toBeNull(); // not the same suit
  });
  it('"triple + any three + any other single card (e.g. 5-5-5-3-10)"', () => {
    expect(kind("S5 H5 D5 S3 H10")).toEqual({ category: "H", rank: 5, length: 5 });
    expect(kind("S7 H7 D7 C2 D3")).toEqual({ category: "H", rank: 7, length: 5 });
  });
  it('"triple + any two counting cards (i.e. fives, tens or kings) (e.g. J-J-J-5-K)"', () => {
    expect(kind("SJ HJ DJ S5 HK")).toEqual({ category: "H", rank: 11, length: 5 });
    expect(kind("SJ HJ DJ S10 DK")).toEqual({ category: "H", rank: 11, length: 5 });
    expect(kind("SJ HJ DJ S9 HK")).toBeNull();
  });
  it('"The rank of a full house is determined by the rank of the triple."', () => {
    expect(beats("S6 H6 D6 S4 H4", "S5 H5 D5 SQ HQ")).toBe(true);
    expect(beats("S5 H5 D5 SQ HQ", "S6 H6 D6 S4 H4")).toBe(false);
  });
  it('"The type of full house and the rank of the other two cards have no effect."', () => {
    expect(beats("S5 H5 D5 SA HA", "C5 H5 D5 S3 H10")).toBe(false);
    expect(beats("C5 H5 D5 S3 H10", "S5 H5 D5 SA HA")).toBe(false);
  });
  it('"If the triples of two full houses are of equal rank (which is possible using jokers as substitutes - see below), neither beats the other."', () => {
    expect(beats("S9 LJ BJ S3 H6", "H9 D9 C9 SA HA")).toBe(false);
    expect(beats("H9 D9 C9 SA HA", "S9 LJ BJ S3 H6")).toBe(false);
  });
});

describe(`${SEED}: I, suit sequences`, () => {
  it('"Five or more cards of the same suit in unbroken sequence (e.g. spadeJ-spadeQ-spadeK-spadeA-spade2)."', () => {
    expect(kind("SJ SQ SK SA S2")).toEqual({ category: "I", rank: 15, length: 5 });
    expect(kind("SJ SQ SK SA H2")).toBeNull();
    expect(kind("SQ SK SA S2 S3")).toBeNull(); // never 2-3
  });
  it('"So diamond7-diamond8-diamond9-diamond10-diamondJ can be beaten by heart8-heart9-heart10-heartJ-heartQ, which in turn can be beaten by club7-club8-club9-club10-clubJ-clubQ."', () => {
    const d = "D7 D8 D9 D10 DJ";
    const h = "H8 H9 H10 HJ HQ";
    const cl = "C7 C8 C9 C10 CJ CQ";
    expect(kind(d)).toEqual({ category: "I", rank: 11, length: 5 });
    expect(beats(h, d)).toBe(true);
    expect(beats(cl, h)).toBe(true);
    expect(beats(h, cl)).toBe(false);
    expect(beats(d, h)).toBe(false);
  });
});

describe(`${SEED}: J, specials`, () => {
  it('"five, ten and king of mixed suits" < "five, ten and king, all in the same suit" < "four twos"', () => {
    expect(kind("S5 H10 SK")).toEqual({ category: "J", rank: 1, length: 3 });
    expect(kind("H5 H10 HK")).toEqual({ category: "J", rank: 2, length: 3 });
    expect(kind("S2 H2 D2 C2")).toEqual({ category: "J", rank: 3, length: 4 });
    expect(beats("H5 H10 HK", "S5 D10 SK")).toBe(true);
    expect(beats("S2 H2 D2 C2", "H5 H10 HK")).toBe(true);
    expect(beats("S5 D10 SK", "H5 H10 HK")).toBe(false);
    expect(beats("D5 D10 DK", "H5 H10 HK")).toBe(false); // equal specials
  });
  it('"These beat any combination in categories A to I."', () => {
    for (const other of ["BJ", "S2 H2", "SA HA DA CA", "SJ SQ SK SA S2", "S7 H7 D7 CA C2", "SK HK SA HA S2 H2", "LJ BJ"]) {
      expect(beats("S5 H10 SK", other)).toBe(true);
      expect(beats(other, "S5 H10 SK")).toBe(false);
    }
  });
});

describe(`${SEED}: jokers`, () => {
  it('"In categories B to I, jokers are wild - that is a joker can be used as a substitute to represent any card needed to make the combination (or two jokers can be used to represent two such cards)."', () => {
    expect(kind("S8 LJ")).toEqual({ category: "B", rank: 8, length: 2 });
    expect(kind("S8 H8 BJ")).toEqual({ category: "C", rank: 8, length: 3 });
    expect(kind("S8 H8 LJ BJ")).toEqual({ category: "D", rank: 8, length: 4 });
    expect(kind("S8 H8 S9 LJ S10 BJ")).toEqual({ category: "E", rank: 10, length: 6 });
    expect(kind("S8 S9 LJ SJ SQ")).toEqual({ category: "I", rank: 12, length: 5 });
    expect(kind("S8 H8 LJ S3 H6")).toEqual({ category: "H", rank: 8, length: 5 });
  });
  it('"In category A (single cards) jokers are themselves - the highest two cards in the ranking."', () => {
    expect(kind("LJ")).toEqual({ category: "A", rank: 16, length: 1 });
    expect(kind("BJ")).toEqual({ category: "A", rank: 17, length: 1 });
    expect(beats("LJ", "S2")).toBe(true);
    expect(beats("BJ", "LJ")).toBe(true);
  });
  it('"In category J (special) jokers cannot be used as substitutes - the cards must be real."', () => {
    expect(kind("S5 H10 LJ")).toBeNull();
    expect(kind("S2 H2 D2 LJ")).toEqual({ category: "D", rank: 15, length: 4 }); // a quartet of 2s, not the special
    expect(beats("S2 H2 D2 C2", "S2 H2 D2 LJ")).toBe(true);
  });
  it('"So for example the triple 8-8-8 has exactly the same rank as 8-joker-joker. Neither can be played to beat the other."', () => {
    expect(kind("S8 LJ BJ")).toEqual({ category: "C", rank: 8, length: 3 });
    expect(beats("S8 H8 D8", "C8 LJ BJ")).toBe(false);
    expect(beats("C8 LJ BJ", "S8 H8 D8")).toBe(false);
  });
  it('"The same is true of full houses: for example 9-joker-joker-3-6 is equal in rank to 9-9-9-A-A."', () => {
    expect(kind("S9 LJ BJ S3 H6")).toEqual(kind("H9 D9 C9 SA HA"));
    expect(beats("S9 LJ BJ S3 H6", "H9 D9 C9 SA HA")).toBe(false);
    expect(beats("H9 D9 C9 SA HA", "S9 LJ BJ S3 H6")).toBe(false);
  });
  it('"When a joker is used as a substitute it has exactly the same rank as the card it represents."', () => {
    // A joker in a sequence ranks as the card it fills in, not as a joker.
    expect(kind("SQ SK SA LJ BJ")).toEqual({ category: "I", rank: 15, length: 5 }); // the jokers are the jack and the 2
    expect(kind("S10 SJ SQ SK LJ")).toEqual({ category: "I", rank: 14, length: 5 }); // the joker is the ace
  });
});

describe("readings chosen where the seed is silent (docs/ZHENGFEN.md)", () => {
  it("two jokers played together are a pair of 2s: equal to a real pair of 2s, beaten by nothing in B", () => {
    expect(kind("LJ BJ")).toEqual({ category: "B", rank: 15, length: 2 });
    expect(beats("LJ BJ", "S2 H2")).toBe(false);
    expect(beats("S2 H2", "LJ BJ")).toBe(false);
    expect(beats("LJ BJ", "SA HA")).toBe(true);
  });
  it("a joker stands for the card that makes the combination highest", () => {
    expect(kind("S5 H5 S6 H6 LJ BJ")).toEqual({ category: "E", rank: 7, length: 6 }); // 5-5-6-6-7-7, not 4-4-5-5-6-6
    expect(kind("S8 H8 LJ SQ HQ")).toEqual({ category: "H", rank: 12, length: 5 }); // Q-Q-joker + 8-8
    expect(kind("S9 S10 SJ SQ LJ")).toEqual({ category: "I", rank: 13, length: 5 }); // up to the king
    expect(kind("SK SA LJ BJ S2 H2")).toEqual({ category: "E", rank: 15, length: 6 }); // cannot run past the 2
  });
  it("a set that reads several ways takes the first of J, I, G, F, E, H, D, C, B, A", () => {
    expect(kind("S3 S4 S5 LJ BJ")).toEqual({ category: "I", rank: 7, length: 5 }); // also a full house on 5s
  });
  it("four real 2s are only the special; a joker never completes one", () => {
    expect(kind("S2 H2 D2 C2")?.category).toBe("J");
    expect(kind("S5 S10 LJ")).toBeNull();
    expect(kind("S2 H2 D2 BJ")?.category).toBe("D");
  });
  it("with several packs, longer sets and sequences classify", () => {
    expect(kind("S8 S8 H8 H8 D8")).toEqual({ category: "H", rank: 8, length: 5 }); // triple + pair of the same rank
    expect(kind("S8 S8 H8 H8 D8 D8")).toBeNull(); // six of a kind is not a combination
    expect(
      kind("S3 H3 D3 C3 S4 H4 D4 C4 S5 H5 D5 C5 S6 H6 D6 C6 S7 H7 D7 C7 S8 H8 D8 C8 S9 H9 D9 C9 S10 H10 D10 C10"),
    ).toEqual({ category: "G", rank: 10, length: 32 });
    const allPairs = "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 S10 H10 SJ HJ SQ HQ SK HK SA HA S2 H2";
    expect(kind(allPairs)).toEqual({ category: "E", rank: 15, length: 26 });
    expect(kind(`${allPairs} D3 D3`)).toBeNull(); // 14 pairs cannot be consecutive
    expect(kind("LJ LJ BJ BJ LJ BJ")).toEqual({ category: "I", rank: 15, length: 6 }); // only jokers: up to the 2
  });
  it("never throws on bad input", () => {
    const bad: unknown[] = [null, undefined, 3, "S3", {}, [], [null], ["S1"], ["s3"], [1, 2], [["S3"]], new Array(5000).fill("S3")];
    for (const x of bad) {
      expect(classifyZhengFen(x as string[])).toBeNull();
      expect(beatsZhengFen(x as string[], ["S3"])).toBe(false);
      expect(beatsZhengFen(["S4"], x as string[])).toBe(false);
    }
  });
});
