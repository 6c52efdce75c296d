/**
 * Issue 56, items 2 and 8: rbtying/shengji's trick settings as options of
 * ours, each stated in words and checked on the hands of rbtying's own tests
 * (mechanics/src/trick.rs), named after them:
 * - `bombs` (rbtying `BombPolicy`, its #498; asked for in #354 and #392);
 * - `protectLongerSets` and `onlyTractorsDrawTractors` (`TrickDrawPolicy`'s
 *   protections, with the fixes of its #507 and #512), `follow: suit-only`
 *   (`NoFormatBasedDraw`);
 * - `throwRuff: highest-card | unit-length` (`ThrowEvaluationPolicy`);
 * - `throwPenaltyPerAttempt` (`ThrowPenalty::TenPointsPerAttempt`);
 * - `tractorMin` against `TractorRequirements`.
 * rbtying's own following order (`NoProtections`) is 004's, our `hierarchy`,
 * and its `All` is our `every-component`: the tests play on `shengji-online`,
 * which has both.
 */
import { describe, expect, it } from "vitest";
import type { TrickRules } from "../../../src/engine/shengji/trick-rules";
import { components, follow, lead, trick } from "../support";
import { atPlay, playTrick } from "./flow-support";

const P = "shengji-online";
/** rbtying's tests' usual trump: fours, spades. */
const S4 = { rank: "4", suit: "S" };
const H4 = { rank: "4", suit: "H" };

type Bombs = TrickRules["bombs"];
const BOMBS: readonly Bombs[] = ["any-suit", "follow-suit"];

describe("bombs (rbtying BombPolicy, #498): four or more identical cards beat any play that is not a bomb", () => {
  it.each(BOMBS)("test_bomb_beats_tractor (%s): four trump 2s beat a trump tractor 8-8-9-9; without bombs the tractor wins", (bombs) => {
    const hands = ["S8 S8 S9 S9", "S2 S2 S2 S2", "S3 S5 S6 S7", "S3 S5 S6 S7"];
    expect(trick(P, S4, hands, hands, { bombs }).winner).toBe(1);
    // test_bomb_not_allowed_when_policy_disabled
    expect(trick(P, S4, hands, hands, { bombs: "none" }).winner).toBe(0);
  });

  it("test_higher_bomb_beats_lower_bomb: between two bombs of one suit the higher wins", () => {
    const hands = ["S8 S8 S9 S9", "S2 S2 S2 S2", "S3 S3 S3 S3", "S5 S6 S7 S10"];
    expect(trick(P, S4, hands, hands, { bombs: "any-suit" }).winner).toBe(2);
  });

  it("test_bomb_six_cards_beats_six_card_tractor: six 3s beat A-A-K-K-Q-Q (six packs)", () => {
    const hands = ["SA SA SK SK SQ SQ", "S3 S3 S3 S3 S3 S3", "S2 S5 S6 S7 S8 S9", "S2 S5 S6 S7 S8 S9"];
    expect(trick(P, H4, hands, hands, { bombs: "any-suit" }).winner).toBe(1);
  });

  it("test_trump_bomb_beats_non_trump_bomb: a trump bomb beats a bomb of the led suit", () => {
    const hands = ["S8 S8 S9 S9", "S2 S2 S2 S2", "H3 H3 H3 H3", "S5 S6 S7 S10"];
    expect(trick(P, H4, hands, hands, { bombs: "any-suit" }).winner).toBe(2);
  });

  it("a bomb of the led suit beats a bomb of another plain suit; two bombs of plain suits neither led nor trump: the earlier stands", () => {
    const hands = ["S8 S8 S9 S9", "D2 D2 D2 D2", "S3 S3 S3 S3", "CA CA CA CA"];
    expect(trick(P, H4, hands, hands, { bombs: "any-suit" }).winner).toBe(2);
    const offSuit = ["S8 S8 S9 S9", "D2 D2 D2 D2", "CA CA CA CA", "S5 S6 S7 S10"];
    expect(trick(P, H4, offSuit, offSuit, { bombs: "any-suit" }).winner).toBe(1);
  });

  it("test_three_identical_cards_not_a_bomb: three of a kind is no bomb", () => {
    const hands = ["S8 S8 S9", "S2 S2 S2", "S3 S5 S6", "S3 S5 S6"];
    expect(trick(P, S4, hands, hands, { bombs: "any-suit" }).winner).toBe(0);
  });

  it("a bomb has the lead's number of cards: four of a kind does not answer a six-card lead", () => {
    const r = follow(P, H4, "SA SA SK SK SQ SQ", "D2 D2 D2 D2 S3 S5", "D2 D2 D2 D2 S3 S5", { bombs: "any-suit" });
    expect(r).toMatchObject({ legal: true, winner: 0 });
  });

  it("a bomb beats a trumped throw, and a trump tractor does not beat a bomb of the led suit", () => {
    // Hearts trump: B trumps the spade throw (tractor of pairs), C bombs with four spade 2s.
    const hands = ["SA SA SK SK", "H5 H5 H6 H6", "S2 S2 S2 S2", "C5 C6 C7 C8"];
    expect(trick(P, H4, hands, hands, { bombs: "any-suit" }).winner).toBe(2);
    expect(trick(P, H4, hands, hands, { bombs: "none" }).winner).toBe(1);
  });

  describe("who may bomb", () => {
    it("test_bomb_suit_following_off_suit_rejected_when_has_led_suit: under follow-suit a bomb of another plain suit needs the player void in the led suit; under any-suit it does not", () => {
      const hands = ["S8 S8 S9 S9", "D2 D2 D2 D2 S3"];
      const plays = ["S8 S8 S9 S9", "D2 D2 D2 D2"];
      expect(trick(P, H4, hands, plays, { bombs: "follow-suit" }).legal[1]).toBe(false);
      expect(trick(P, H4, hands, plays, { bombs: "any-suit" })).toMatchObject({ legal: [true, true], winner: 1 });
      expect(trick(P, H4, hands, plays, { bombs: "none" }).legal[1]).toBe(false);
    });

    it("test_bomb_suit_following_off_suit_allowed_when_void: void in the led suit, any bomb may be played, and it wins", () => {
      const hands = ["S8 S8 S9 S9", "D2 D2 D2 D2", "S3 S5 S6 S7", "S3 S5 S6 S7"];
      expect(trick(P, H4, hands, hands, { bombs: "follow-suit" })).toMatchObject({ legal: [true, true, true, true], winner: 1 });
    });

    it("test_bomb_suit_following_trump_bomb_allowed: a trump bomb may be played while holding the led suit", () => {
      const hands = ["S8 S8 S9 S9", "H3 H3 H3 H3 S5", "S3 S5 S6 S7", "S3 S5 S6 S7"];
      const plays = ["S8 S8 S9 S9", "H3 H3 H3 H3", "S3 S5 S6 S7", "S3 S5 S6 S7"];
      expect(trick(P, H4, hands, plays, { bombs: "follow-suit" })).toMatchObject({ legal: [true, true, true, true], winner: 1 });
    });

    it("a bomb of the led suit is a legal follow even where the format asks for the tractor the hand holds", () => {
      const r = follow(P, H4, "S8 S8 S9 S9", "S2 S2 S2 S2 SJ SJ SQ SQ", "S2 S2 S2 S2", { bombs: "follow-suit" });
      expect(r).toMatchObject({ legal: true, winner: 1 });
      expect(follow(P, H4, "S8 S8 S9 S9", "S2 S2 S2 S2 SJ SJ SQ SQ", "S2 S2 S2 S2").legal).toBe(false);
    });
  });

  describe("a bomb led", () => {
    it("test_leader_bomb_not_beaten_by_lower_bomb: four jacks led are not beaten by four 2s of their suit", () => {
      const hands = ["HJ HJ HJ HJ", "H2 H2 H2 H2", "C5 C6 C7 C8", "C5 C6 C7 C8"];
      expect(trick(P, S4, hands, hands, { bombs: "any-suit" }).winner).toBe(0);
    });

    it("test_higher_bomb_beats_leader_bomb", () => {
      const hands = ["H2 H2 H2 H2", "HJ HJ HJ HJ", "C5 C6 C7 C8", "C5 C6 C7 C8"];
      expect(trick(P, S4, hands, hands, { bombs: "any-suit" }).winner).toBe(1);
    });

    it("test_larger_bomb_beats_smaller_bomb_regardless_of_order: six jacks stay ahead of six 3s played later", () => {
      const hands = ["H2 H2 H2 H2 H2 H2", "HJ HJ HJ HJ HJ HJ", "H3 H3 H3 H3 H3 H3", "C5 C6 C7 C8 C9 C10"];
      expect(trick(P, S4, hands, hands, { bombs: "any-suit" }).winner).toBe(1);
    });

    it("following a bomb led is following a set of four: the suit, then the closest format", () => {
      // Fours and spades trump: four hearts 2s led; a hand with a heart triple must play it (and a card).
      const o = { bombs: "any-suit" } as const;
      expect(follow(P, S4, "H2 H2 H2 H2", "H9 H9 H9 H5 H6", "H9 H5 H6 H9").legal).toBe(false);
      expect(follow(P, S4, "H2 H2 H2 H2", "H9 H9 H9 H5 H6", "H9 H9 H9 H5", o)).toMatchObject({ legal: true, winner: 0 });
      expect(follow(P, S4, "H2 H2 H2 H2", "H9 H9 H9 H5 H6", "H9 H5 H6 H9", o).legal).toBe(false);
    });
  });

  it("quadBeatsTractor (000's variant) keeps its rule where bombs are off: a quad of the led suit loses to a trump tractor", () => {
    const FD = { rank: "4", suit: "D" };
    const hands = ["CQ CQ CJ CJ", "C6 C6 C6 C6", "D8 D8 D9 D9"];
    expect(trick("zpy-pagat", FD, hands, hands, { quadBeatsTractor: true }).winner).toBe(2);
    expect(trick("zpy-pagat", FD, hands.slice(0, 2), hands.slice(0, 2), { quadBeatsTractor: true }).winner).toBe(1);
    // With bombs every four of a kind is a bomb: it beats the trump tractor too.
    expect(trick("zpy-pagat", FD, hands, hands, { quadBeatsTractor: true, bombs: "follow-suit" }).winner).toBe(1);
  });
});

type Draw = Pick<TrickRules, "follow" | "protectLongerSets" | "onlyTractorsDrawTractors">;
/** rbtying's five `TrickDrawPolicy` values as our options. */
const DRAW: Record<string, Draw> = {
  NoProtections: { follow: "hierarchy", protectLongerSets: false, onlyTractorsDrawTractors: false },
  LongerTuplesProtected: { follow: "hierarchy", protectLongerSets: true, onlyTractorsDrawTractors: false },
  OnlyDrawTractorOnTractor: { follow: "hierarchy", protectLongerSets: false, onlyTractorsDrawTractors: true },
  LongerTuplesProtectedAndOnlyDrawTractorOnTractor: { follow: "hierarchy", protectLongerSets: true, onlyTractorsDrawTractors: true },
  NoFormatBasedDraw: { follow: "suit-only", protectLongerSets: false, onlyTractorsDrawTractors: false },
};
const legalUnder = (policy: string, trump: typeof S4, led: string, held: string, play: string) =>
  follow(P, trump, led, held, play, DRAW[policy]).legal;

describe("draw protections (rbtying TrickDrawPolicy)", () => {
  it("test_protected_tuple: with longer sets protected, four 2s need not give a triple to a triple led; a genuine pair still answers it", () => {
    const held = "S2 S2 S2 S2 S5 S6 S7 S8";
    expect(legalUnder("NoProtections", S4, "S3 S3 S3", held, "S6 S7 S8")).toBe(false);
    expect(legalUnder("NoFormatBasedDraw", S4, "S3 S3 S3", held, "S6 S7 S8")).toBe(true);
    expect(legalUnder("LongerTuplesProtected", S4, "S3 S3 S3", held, "S6 S7 S8")).toBe(true);
    const withPair = "S2 S2 S2 S2 S5 S5 S6 S7 S8";
    expect(legalUnder("NoProtections", S4, "S3 S3 S3", withPair, "S5 S5 S6")).toBe(false);
    expect(legalUnder("NoFormatBasedDraw", S4, "S3 S3 S3", withPair, "S5 S5 S6")).toBe(true);
    expect(legalUnder("LongerTuplesProtected", S4, "S3 S3 S3", withPair, "S5 S5 S6")).toBe(true);
    expect(legalUnder("LongerTuplesProtectedAndOnlyDrawTractorOnTractor", S4, "S3 S3 S3", withPair, "S5 S5 S6")).toBe(true);
    expect(legalUnder("LongerTuplesProtected", S4, "S3 S3 S3", withPair, "S6 S7 S8")).toBe(false);
  });

  it("test_protected_wider_tractor: triples 2-2-2-3-3-3 are kept from a tractor of pairs led only where longer sets are protected", () => {
    const held = "S2 S2 S2 S3 S3 S3 S5 S6 S7 S8";
    const want = { NoProtections: false, NoFormatBasedDraw: true, LongerTuplesProtected: true, OnlyDrawTractorOnTractor: false, LongerTuplesProtectedAndOnlyDrawTractorOnTractor: true };
    for (const [policy, legal] of Object.entries(want)) expect(legalUnder(policy, S4, "S6 S6 S7 S7", held, "S5 S6 S7 S8"), policy).toBe(legal);
  });

  it("test_protected_tractor_triple: a triple need not give the pair of a tractor + single led; it may, by choice", () => {
    const held = "S3 S5 S10 SJ SQ S6 S8 S8 S8";
    const led = "S9 S9 S10 S10 SK";
    expect(legalUnder("NoProtections", H4, led, held, "S3 S5 S10 SJ SQ")).toBe(false);
    expect(legalUnder("NoFormatBasedDraw", H4, led, held, "S3 S5 S10 SJ SQ")).toBe(true);
    expect(legalUnder("LongerTuplesProtected", H4, led, held, "S3 S5 S10 SJ SQ")).toBe(true);
    for (const policy of ["NoProtections", "NoFormatBasedDraw", "LongerTuplesProtected"]) {
      expect(legalUnder(policy, H4, led, held, "S3 S6 S8 S8 S8"), policy).toBe(true);
    }
  });

  it("test_longer_tuple_bypasses_genuine_false_positive (#512): a hand of exactly the cards led plays them all; with a genuine pair left over, a triple may not stand in for it (#507)", () => {
    const led = "S6 S6 S7 S7 SA";
    for (const policy of ["LongerTuplesProtected", "LongerTuplesProtectedAndOnlyDrawTractorOnTractor"]) {
      expect(legalUnder(policy, H4, led, "S6 S6 S6 S8 S8", "S6 S6 S6 S8 S8"), policy).toBe(true);
      expect(legalUnder(policy, H4, led, "S6 S6 S6 S8 S8 SJ SJ", "S6 S6 S6 S8 S8"), policy).toBe(false);
      expect(legalUnder(policy, H4, led, "S6 S6 S6 S8 S8 SJ SJ", "S8 S8 SJ SJ S6"), policy).toBe(true);
    }
  });

  it.each([["none" as Bombs], ["any-suit" as Bombs]])("test_triple_in_play_does_not_satisfy_pair_when_genuine_pair_available (#507, bombs %s)", (bombs) => {
    const o = { ...DRAW.LongerTuplesProtected, bombs };
    const led = "H10 H10 HJ HJ HQ HQ";
    const held = "HK HK H2 H2 H2 H5 H6 H7 H8";
    expect(follow(P, S4, led, held, "H2 H2 H2 H5 H6 H7", o).legal).toBe(false);
    expect(follow(P, S4, led, held, "H2 H2 HK HK H5 H6", o).legal).toBe(true);
    expect(follow(P, S4, led, "H2 H2 H2 H5 H6 H7 H8 H9 HJ", "H2 H2 H2 H5 H6 H7", o).legal).toBe(true);
  });

  it.each([["none" as Bombs], ["any-suit" as Bombs]])("test_longer_tuple_guard_requires_enough_genuine_tuples (bombs %s): a four fills both pairs of a tractor led when only one genuine pair is left", (bombs) => {
    const o = { ...DRAW.LongerTuplesProtected, bombs };
    expect(follow(P, S4, "S2 S2 S3 S3", "S2 S2 S2 S2 S3 S5 S5", "S2 S2 S2 S2", o).legal).toBe(true);
    // A pair and a single led (two aces and a king of trumps, which no hand here beats).
    expect(follow(P, S4, "SA SA SK", "S2 S2 S2 S5 S5 S6", "S2 S2 S2", o).legal).toBe(false);
    expect(follow(P, S4, "SA SA SK", "S2 S2 S2 S5 S5 S6", "S5 S5 S2", o).legal).toBe(true);
    expect(follow(P, S4, "SA SA SK", "S2 S2 S2 S6 S7 S8", "S2 S2 S2", o).legal).toBe(true);
  });

  it("test_long_tractor_decomposition_draws_pairs: a tractor of three pairs draws the pair of trump kings under every policy but no format-based draw", () => {
    const SK = { rank: "K", suit: "S" };
    const led = "S7 S7 S8 S8 S9 S9";
    const held = "S4 S10 SA HK DK CK SK SK";
    for (const policy of Object.keys(DRAW)) {
      const free = policy === "NoFormatBasedDraw";
      expect(legalUnder(policy, SK, led, held, "S4 S10 SA HK DK CK"), policy).toBe(free);
      expect(legalUnder(policy, SK, led, held, "S4 S10 SA HK SK SK"), policy).toBe(true);
    }
  });

  it("only tractors draw tractors: four of a kind led asks a tractor of two pairs only where a set may draw a tractor (hierarchy)", () => {
    const held = "H5 H5 H6 H6 H9 H9 HQ";
    // Two separate pairs instead of the tractor 5-5-6-6.
    expect(legalUnder("NoProtections", S4, "H2 H2 H2 H2", held, "H5 H5 H9 H9")).toBe(false);
    expect(legalUnder("OnlyDrawTractorOnTractor", S4, "H2 H2 H2 H2", held, "H5 H5 H9 H9")).toBe(true);
    expect(legalUnder("OnlyDrawTractorOnTractor", S4, "H2 H2 H2 H2", held, "H5 H9 H9 HQ")).toBe(false);
  });
});

describe("trumping a throw (rbtying ThrowEvaluationPolicy)", () => {
  it("test_throw_evaluation_policy_highest_card: every part (All) keeps C as the winner; the highest card (Highest) gives it to D", () => {
    const SK = { rank: "K", suit: "S" };
    const hands = ["C4 C6", "S2 S3", "S3 S4", "S2 BJ"];
    expect(trick(P, SK, hands, hands, { throwRuff: "every-component" }).winner).toBe(2);
    expect(trick(P, SK, hands, hands, { throwRuff: "highest-card" }).winner).toBe(3);
  });

  it("test_throw_evaluation_policy_trick_unit_length: the largest parts first, a tie going to the next (TrickUnitLength)", () => {
    const S2 = { rank: "2", suit: "S" };
    const hands = ["HA HK HK HK H9 H9", "S5 S5 S5 SQ SQ SA", "S5 S5 S5 SA SA S4", "S4 S4 S4 S3 S3 BJ"];
    expect(trick(P, S2, hands, hands, { throwRuff: "every-component" }).winner).toBe(1);
    expect(trick(P, S2, hands, hands, { throwRuff: "highest-card" }).winner).toBe(3);
    expect(trick(P, S2, hands, hands, { throwRuff: "unit-length" }).winner).toBe(2);
    // 000's and 001's rule looks at the largest part alone: the equal triples keep B ahead.
    expect(trick(P, S2, hands, hands, { throwRuff: "largest-component" }).winner).toBe(1);
  });

  it.each([["every-component"], ["largest-component"], ["highest-card"], ["unit-length"]] as const)("test_trump_throw_single_cards and test_trick_format_multi_parse (%s)", (throwRuff) => {
    const hands = ["CA CK", "C5 DA", "LJ S5", "SQ DA"];
    expect(trick(P, { rank: "5", suit: "D" }, hands, hands, { throwRuff }).winner).toBe(2);
    const multi = ["D8 D8 DJ DQ", "C5 C5 CA S2", "S3 S3 C7 C8", "C6 C6 C2 C2"];
    expect(trick(P, { rank: "2", suit: "C" }, multi, multi, { throwRuff }).winner).toBe(3);
  });

  it("test_play_throw_tractor_with_other_tractor_in_game: a trump tractor and a single take a tractor-and-ace throw", () => {
    const hands = ["SQ SQ SK SK SA", "H2 H2 H3 H3 HA", "SA SA S3 S3 S3", "S3 S3 S3 S3 S3"];
    expect(trick(P, H4, hands, hands)).toMatchObject({ winner: 1, points: 20 });
  });
});

describe("the throw penalty per attempt (rbtying ThrowPenalty::TenPointsPerAttempt)", () => {
  it.each([
    [0, 0, 0],
    [0, 10, 10],
    [10, 0, 10],
    [10, 10, 20],
  ])("per card %i, per attempt %i: a failed throw of A and Q (a hand holds the K) costs %i", (perCard, perAttempt, penalty) => {
    const r = lead(P, S4, "HA HQ", ["HK"], { throwPenaltyPerCard: perCard, throwPenaltyPerAttempt: perAttempt });
    expect(r.throwFailed).toEqual({ forced: ["HQ"], penalty });
  });
});

describe("the penalty per attempt in a hand's score: the side of the thrower pays it to the other, as rbtying's calculate_points does", () => {
  // 000's failed throw (scoring.test.ts), at a table with 10 points per attempt and none per card.
  const hands = ["SA SK SJ SJ", "SA S3 S6 S7", "C3 C6 C7 C8", "C9 CJ CQ CA", "H3 H6 H7 H8"];
  const play = (maker: number, friend: number) => {
    const s = atPlay({
      preset: "zpy-pagat", options: { throwPenaltyPerCard: 0, throwPenaltyPerAttempt: 10 }, players: 5, maker, trump: { rank: "4", suit: "D" }, hands, leader: 0,
      calls: [{ card: "DA", ordinal: 1, seen: 1, by: friend, revealed: true }], friends: [friend],
    });
    let r = playTrick(s, ["SA SK SJ SJ", "SA", "C3", "C9", "H3"]);
    expect(r.events.find((e) => e.type === "throw-failed")).toMatchObject({ forced: ["SK"], penalty: 10 });
    r = playTrick(r.state, ["S3", "C6", "CJ", "H6", "SA"]);
    r = playTrick(r.state, ["SJ", "S6", "C7", "CQ", "H7"]);
    return playTrick(r.state, ["SJ", "S7", "C8", "CA", "H8"]).state.results[0];
  };
  it("a maker throws and fails: the catchers gain 10", () => {
    expect(play(0, 2)).toMatchObject({ trickPoints: 10, penaltyPoints: 10, catcherPoints: 20 });
  });
  it("a catcher throws and fails: the catchers lose 10", () => {
    expect(play(3, 2)).toMatchObject({ trickPoints: 10, penaltyPoints: -10, catcherPoints: 0 });
  });
});

describe("tractor requirements (rbtying TractorRequirements: min_count wide by min_length long) are our tractorMin", () => {
  it("test_play_formats: 2-2-3-3 is a tractor by default, two pairs when three long are required, and 2-2-3-3-5-5 is one then (fours are trumps)", () => {
    expect(components(P, S4, "H2 H2 H3 H3")).toEqual(["2x2"]);
    expect(components(P, S4, "H2 H2 H3 H3", { tractorMin: { width: 2, length: 3 } })).toEqual(["2x1", "2x1"]);
    expect(components(P, S4, "H2 H2 H3 H3 H5 H5", { tractorMin: { width: 2, length: 3 } })).toEqual(["2x3"]);
    expect(components(P, S4, "H2 H2 H3 H3", { tractorMin: { width: 3, length: 3 } })).toEqual(["2x1", "2x1"]);
    expect(components(P, S4, "H2 H2 H2 H3 H3 H3", { tractorMin: { width: 3, length: 2 } })).toEqual(["3x2"]);
  });
});
