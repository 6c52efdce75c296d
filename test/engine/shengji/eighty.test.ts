/**
 * Worked examples of seed 001 (Zhao Pengyou "80" house rules), preset zpy-80.
 * Many of the seed's card pictures were lost; only examples whose cards can
 * still be read (or follow from the sentence) are tested, each quoting it.
 */
import { describe, expect, it } from "vitest";
import { codeOf, hand } from "../../../src/engine/cards";
import { PRESET_TRICK_RULES } from "../../../src/engine/presets";
import { checkFollow, legalFollows } from "../../../src/engine/shengji/follow";
import { readLead } from "../../../src/engine/shengji/trick";
import { trumpTable } from "../../../src/engine/shengji/trump";
import { SEED_001, components, follow, lead, trick } from "../support";

const P = "zpy-80";

describe(`${SEED_001}: following a pair ('nines and clubs are trump and a pair of jacks of hearts is led')`, () => {
  const NC = { rank: "9", suit: "C" };
  const L = "HJ HJ";
  it("'If you hold …A, …10, …10, …6 you must play your two tens.'", () => {
    expect(follow(P, NC, L, "HA H10 H10 H6", "HA H6").legal).toBe(false);
    expect(follow(P, NC, L, "HA H10 H10 H6", "H10 H10").legal).toBe(true);
  });
  it("'…5 you do not have to play two eights since the triplet takes precedence over the pair.'", () => {
    // The hand of the same example in 000: heart8, heart8, heart8, heart6, heart5.
    expect(follow(P, NC, L, "H8 H8 H8 H6 H5", "H6 H5").legal).toBe(true);
    expect(follow(P, NC, L, "H8 H8 H8 H6 H5", "H8 H8").legal).toBe(true);
    // ...where 000 insists on the eights.
    expect(follow("zpy-pagat", NC, L, "H8 H8 H8 H6 H5", "H6 H5").legal).toBe(false);
  });
  it("'the other players must, if possible, play a pair of identical cards of the same suit, but, if applicable, are not required to split a triplet' — a real pair beside a triplet is still required", () => {
    expect(follow(P, NC, L, "H8 H8 H8 H6 H6", "H8 H6").legal).toBe(false);
    expect(follow(P, NC, L, "H8 H8 H8 H6 H6", "H6 H6").legal).toBe(true);
  });
  it("'You are not forced to play a pair in this situation. If you choose to, you can beat the lead by trumping with your two sevens of clubs.'", () => {
    expect(follow(P, NC, L, "SA SQ SQ C7 C7", "SQ SQ").legal).toBe(true);
    expect(follow(P, NC, L, "SA SQ SQ C7 C7", "C7 C7")).toMatchObject({ legal: true, winner: 1 });
  });
  it("'you cannot trump with your sevens as you are obliged to follow suit with the king of hearts'", () => {
    expect(follow(P, NC, L, "S10 HK C7 C7", "C7 C7").legal).toBe(false);
  });
  it("'When three identical cards are led, any other player who has a set of two or three identical cards of that suit must play it.'", () => {
    expect(follow(P, NC, "H4 H4 H4", "HA HK HK H8 H5", "HA H8 H5").legal).toBe(false);
    expect(follow(P, NC, "H4 H4 H4", "HA HK HK H8 H5", "HK HK H5").legal).toBe(true);
    expect(follow(P, NC, "H4 H4 H4", "H7 H7 H7 HK HK", "HK HK H7").legal).toBe(false);
    expect(follow(P, NC, "H4 H4 H4", "H7 H7 H7 HK HK", "H7 H7 H7")).toMatchObject({ legal: true, winner: 1 });
  });
});

describe(`${SEED_001}: sequences (fives and hearts are trumps)`, () => {
  const FH = { rank: "5", suit: "H" };
  it("'big joker-big joker-little joker-little joker (adjacent rank in trumps)' is one tractor", () => {
    expect(components(P, FH, "BJ BJ LJ LJ")).toEqual(["2x2"]);
    expect(components("zpy-pagat", FH, "BJ BJ LJ LJ")).toEqual(["2x1", "2x1"]);
  });
  it("'little joker-little joker-…5 (adjacent rank in trumps)': the little jokers and the trump-suit fives", () => {
    expect(components(P, FH, "LJ LJ H5 H5")).toEqual(["2x2"]);
  });
  it("'…4 (six and four are adjacent because fives are trump)'", () => {
    expect(components(P, FH, "S6 S6 S4 S4")).toEqual(["2x2"]);
  });
  it("'Players are not obliged to follow with sequences of sets, even if they have them; any sets of the right size will do.'", () => {
    expect(follow(P, FH, "SQ SQ SJ SJ", "SA SA S10 S10 S9 S9", "SA SA S9 S9").legal).toBe(true);
  });
  it("'If your spades are A, Q, 10, 10, 7, 6 you must play the two tens and any other two spades'", () => {
    expect(follow(P, FH, "SQ SQ SJ SJ", "SA SQ S10 S10 S7 S6", "SA SQ S7 S6").legal).toBe(false);
  });
  it("'If your spades are K, K, Q, Q, 8, 7, 7 you may play any two of your three pairs, and if you play K-K-Q-Q this will beat the lead.'", () => {
    expect(follow(P, FH, "SQ SQ SJ SJ", "SK SK SQ SQ S8 S7 S7", "SK SK SQ SQ")).toMatchObject({ legal: true, winner: 1 });
  });
  it("'If the lead were Q-Q-J-J-10-10 of spades and your spades were A, A, A, K, K, K, 4, 4 you must play two aces, two kings and two fours or one triplet, the fours, and another spade … You cannot play both your two triplets'", () => {
    const L = "SQ SQ SJ SJ S10 S10";
    const H = "SA SA SA SK SK SK S4 S4";
    expect(follow(P, FH, L, H, "SA SA SK SK S4 S4").legal).toBe(true);
    expect(follow(P, FH, L, H, "SA SA SA S4 S4 SK").legal).toBe(true);
    expect(follow(P, FH, L, H, "SA SA SA SK SK SK").legal).toBe(false);
  });
  it("'A tractor of sets of pairs does not require a triplet to be split.'", () => {
    expect(follow(P, FH, "SQ SQ SJ SJ", "SA SA SA S8 S7 S6", "SA S8 S7 S6").legal).toBe(true);
    expect(follow("zpy-pagat", FH, "SQ SQ SJ SJ", "SA SA SA S8 S7 S6", "SA S8 S7 S6").legal).toBe(false);
  });
});

describe(`${SEED_001}: top cards (threes and spades are trumps)`, () => {
  const TS = { rank: "3", suit: "S" };
  it("'…Q is a valid lead if all the other ace(s) and kings of clubs have been played. It is not necessary for the other queen of clubs to be played since the first queen led is considered high.'", () => {
    expect(lead(P, TS, "CA CK CQ", ["CQ C9 D2"]).ok).toBe(true);
    expect(lead(P, TS, "CA CK CQ", ["CK D2"]).ok).toBe(false);
  });
  it("'…10 is a valid lead if all the other diamonds from J upwards have already been played, and would require a tractor and a pair of trumps to beat.'", () => {
    const L = "DA DA DK DK D10 D10";
    expect(components(P, TS, L)).toEqual(["2x2", "2x1"]);
    expect(lead(P, TS, L, ["D10 D9 D8", "D4"]).ok).toBe(true);
    expect(lead(P, TS, L, ["DJ D2"]).ok).toBe(false);
    // To beat it takes a trump tractor and a trump pair.
    const hands = [L, "S9 S9 S8 S8 S6 S6", "SA SA SK SQ SJ S2"];
    const r = trick(P, TS, hands, hands);
    expect(r.legal).toEqual([true, true, true]);
    expect(r.winner).toBe(1);
  });
  it("'…K is a valid lead only if the other ace(s) of hearts have been played.'", () => {
    expect(lead(P, TS, "HA HK", ["HQ HQ"]).ok).toBe(true);
    expect(lead(P, TS, "HA HK", ["HA"]).ok).toBe(false);
  });
  it("'the player must object so that the leader must play the single lowest card of his or her intended lead, even if this requires his or her splitting a set'", () => {
    expect(lead(P, TS, "DA DA DK DK D10 D10", ["DJ"]).throwFailed).toEqual({ forced: ["D10"], penalty: 0 });
  });
  it("'If the lead is of single cards, any collection of an equal number of trumps will beat it … the one of them who played the highest single trump wins' — 'C's fours just count as two separate fours since single cards were led.'", () => {
    const hands = ["DA DK DQ", "SK SQ SJ", "S4 S4 H3"];
    const r = trick(P, TS, hands, hands);
    expect(r.winner).toBe(2);
    const tie = ["DA DK DQ", "SA H3 S2", "C3 S4 S4"];
    expect(trick(P, TS, tie, tie).winner).toBe(1);
  });
  it("'Player B wins the trick, because only player B trumped the … J pair, and the …10 simultaneously, despite the fact that player C played seven trumps.'", () => {
    // Both queens of diamonds are gone: A-A-K-K is a tractor, J-J a pair and the 10 a single.
    const L = "DA DA DK DK DJ DJ D10";
    const B = "S9 S9 S8 S8 S6 S6 S2";
    const C = "SA SK SQ SJ S10 S7 S5";
    const r = trick(P, TS, [L, B, C], [L, B, C]);
    expect(r.legal).toEqual([true, true, true]);
    expect(r.winner).toBe(1);
  });
  it("'If a lead of top cards happens also to consist of a tractor, it counts as such, and can only be trumped by a string of trumps consisting of a tractor.'", () => {
    const L = "DA DA DK DK";
    const hands = [L, "S9 S9 S7 S7"];
    expect(trick(P, TS, hands, hands).winner).toBe(0);
    const tractor = [L, "S9 S9 S8 S8"];
    expect(trick(P, TS, tractor, tractor).winner).toBe(1);
  });
});

describe(`${SEED_001}: a protected triple still serves as a triple`, () => {
  it("a hand whose triple may not give a pair can still follow a triple-and-pair lead with that triple (found by the property test)", () => {
    const rules = PRESET_TRICK_RULES["zpy-80"];
    const t = trumpTable({ rank: 9, suit: "C" }, rules.trumpTractors);
    const codes = (s: string) => hand(s).map((c) => codeOf(c) as number);
    const lead = readLead(t, rules, codes("H7 H7 H7 H2 H2 H5"));
    if ("code" in lead) throw new Error(lead.message);
    const held = codes("H2 H3 H3 H4 H5 H5 H5 H6 H6 H7 S5");
    expect(checkFollow(t, rules, lead, held, codes("H5 H5 H5 H3 H3 H2"))).toBeNull();
    expect(legalFollows(t, rules, lead, held).plays.length).toBeGreaterThan(0);
  });
});
