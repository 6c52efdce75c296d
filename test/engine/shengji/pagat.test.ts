/**
 * Worked examples of seed 000 (Zhao Pengyou on pagat), preset zpy-pagat.
 * Each test quotes the sentence it checks.
 */
import { describe, expect, it } from "vitest";
import { SEED_000, components, follow, lead, trick } from "../support";

const P = "zpy-pagat";

describe(`${SEED_000}: single card leads`, () => {
  const QD = { rank: "Q", suit: "D" };
  it("'If queens and diamonds are trumps, and a trump is led (for example the spadeQ), each of the other players must play a diamond, a queen or a joker'", () => {
    expect(follow(P, QD, "SQ", "D3 S5 H9", "S5").legal).toBe(false);
    expect(follow(P, QD, "SQ", "D3 S5 H9", "D3").legal).toBe(true);
    expect(follow(P, QD, "SQ", "HQ S5 H9", "HQ").legal).toBe(true);
    expect(follow(P, QD, "SQ", "LJ S5 H9", "LJ").legal).toBe(true);
  });
  it("'only if they have no trumps at all can they discard some other card'", () => {
    expect(follow(P, QD, "SQ", "S5 H9", "H9").legal).toBe(true);
  });
  it("'If the spade7 is led the other players must if possible play a spade, but not the queen … if they have no spades (except possibly the queen) they can trump with any trump or discard any other card.'", () => {
    expect(follow(P, QD, "S7", "SQ S3 H4", "SQ").legal).toBe(false);
    expect(follow(P, QD, "S7", "SQ S3 H4", "S3").legal).toBe(true);
    expect(follow(P, QD, "S7", "SQ H4", "SQ").legal).toBe(true);
    expect(follow(P, QD, "S7", "SQ H4", "H4").legal).toBe(true);
  });
  it("'the seven cards played to the trick are in order: diamond8, heartQ, diamond10, clubQ, clubQ, heartK, diamondA. The trick is won by the heartQ'", () => {
    const plays = ["D8", "HQ", "D10", "CQ", "CQ", "HK", "DA"];
    // Each player holds what they play plus nothing else of use: the heartK player has no trumps.
    const r = trick(P, QD, plays, plays);
    expect(r.legal).toEqual([true, true, true, true, true, true, true]);
    expect(r.winner).toBe(1);
    expect(r.points).toBe(20);
  });
  it("'A queen of diamonds from any player would have won the trick, as it belongs to both the rank and suit of trumps and thus beats the other queens.'", () => {
    const plays = ["D8", "HQ", "D10", "CQ", "CQ", "DQ", "DA"];
    expect(trick(P, QD, plays, plays).winner).toBe(5);
  });
});

describe(`${SEED_000}: leading a set`, () => {
  it("'if nines and clubs are trumps you can lead diamond9-diamond9 but not diamond9-spade9'", () => {
    const NC = { rank: "9", suit: "C" };
    expect(lead(P, NC, "D9 D9").ok).toBe(true);
    // D9 and S9 are trumps of equal rank but not identical: a lead of two singles of trumps,
    // which is a throw; any higher trump held elsewhere beats it.
    expect(lead(P, NC, "D9 S9", ["C9"]).ok).toBe(false);
  });
});

describe(`${SEED_000}: following a pair (nines and clubs are trump and a pair of jacks of hearts is led)`, () => {
  const NC = { rank: "9", suit: "C" };
  const L = "HJ HJ";
  it("'If you hold heartA, heartK, heart10, heart6 you may play any two hearts, but you will not win the trick as you do not have a pair.'", () => {
    const r = follow(P, NC, L, "HA HK H10 H6", "HA H6");
    expect(r.legal).toBe(true);
    expect(r.winner).toBe(0);
  });
  it("'If you hold heartA, heart10, heart10, heart6 you must play your two tens.'", () => {
    expect(follow(P, NC, L, "HA H10 H10 H6", "HA H6").legal).toBe(false);
    expect(follow(P, NC, L, "HA H10 H10 H6", "HA H6").reason).toMatch(/pair/);
    expect(follow(P, NC, L, "HA H10 H10 H6", "H10 H10").legal).toBe(true);
  });
  it("'If you hold heartK, heartK, heart10, heart10 you can beat the lead with your kings or play under it with your tens if you prefer.'", () => {
    expect(follow(P, NC, L, "HK HK H10 H10", "HK HK")).toMatchObject({ legal: true, winner: 1 });
    expect(follow(P, NC, L, "HK HK H10 H10", "H10 H10")).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, NC, L, "HK HK H10 H10", "HK H10").legal).toBe(false);
  });
  it("'If you hold heart8, heart8, heart8, heart6, heart5 you must play two of your eights'", () => {
    expect(follow(P, NC, L, "H8 H8 H8 H6 H5", "H6 H5").legal).toBe(false);
    expect(follow(P, NC, L, "H8 H8 H8 H6 H5", "H8 H8").legal).toBe(true);
  });
  it("'If your only cards are spadeA, spadeQ, spadeQ, club7, club7 you can play any two cards … you can beat the lead by trumping with your two sevens of clubs.'", () => {
    expect(follow(P, NC, L, "SA SQ SQ C7 C7", "SA C7").legal).toBe(true);
    expect(follow(P, NC, L, "SA SQ SQ C7 C7", "C7 C7")).toMatchObject({ legal: true, winner: 1 });
  });
  it("'If your only cards are spade10, heartK, club7, club7 you cannot trump with your sevens as you are obliged to follow suit with the king of hearts.'", () => {
    expect(follow(P, NC, L, "S10 HK C7 C7", "C7 C7").legal).toBe(false);
    expect(follow(P, NC, L, "S10 HK C7 C7", "HK S10")).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, NC, L, "S10 HK C7 C7", "HK C7")).toMatchObject({ legal: true, winner: 0 });
  });
  it("'If your only cards are club9, spade9, heart9, diamondK you may play any two cards - you have no hearts as the heart9 is a trump. Whatever you throw you cannot win the trick'", () => {
    expect(follow(P, NC, L, "C9 S9 H9 DK", "S9 H9")).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, NC, L, "C9 S9 H9 DK", "C9 DK")).toMatchObject({ legal: true, winner: 0 });
  });
  it("'If equal sets of identical cards are played … (such as two nines of spades and two nines of diamonds when nines and clubs are trumps), then the earliest played beats the others.'", () => {
    const r = trick(P, NC, ["HJ HJ", "S9 S9", "D9 D9"], ["HJ HJ", "S9 S9", "D9 D9"]);
    expect(r.winner).toBe(1);
  });
});

describe(`${SEED_000}: sequences of sets (fives and hearts are trumps)`, () => {
  const FH = { rank: "5", suit: "H" };
  const units = (cards: string) => trick(P, FH, [cards], [cards]);
  const isTractor = (cards: string) => {
    // A tractor is one component: only a tractor of the same shape can match it.
    const r = trick(P, FH, [cards, "S2"], [cards, ""]);
    return r.legal[0] === true && !r.throwFailed && r.error === undefined;
  };
  it.each(["C8 C8 C7 C7", "DK DK DK DQ DQ DQ", "HQ HQ HJ HJ H10 H10", "S6 S6 S4 S4"])(
    "'The following leads are valid: … %s'",
    (cards) => {
      expect(isTractor(cards)).toBe(true);
      // and they beat a lower pair-pattern only with a tractor of the same shape
      expect(units(cards).legal[0]).toBe(true);
    },
  );
  it("'spade6-spade6-spade4-spade4 (six and four are adjacent because fives are trump)' is one tractor", () => {
    // Another hand holding a higher pair would break it if it were two pairs.
    expect(lead(P, FH, "S6 S6 S4 S4", ["SA SA"]).ok).toBe(true);
  });
  it.each([
    ["C8 C8 S7 S7", "sets must be the same suit"],
    ["C9 C9 C7 C7", "sets must be adjacent in rank"],
    ["C9 C9 C9 C8 C8", "sets must be the same size"],
    ["H6 H6 H5 H5", "not adjacent, as fives are trump, and in any case cards of the trump rank cannot be used"],
    ["D5 D5 HA HA", "cards of the trump rank cannot be used in sequences"],
  ])("'The following leads are not valid: %s - %s'", (cards) => {
    // Not one tractor: either not one suit at all, or several separate components (a throw).
    const read = components(P, FH, cards);
    expect(read === "mixed-suits" || read.length > 1).toBe(true);
  });
});

describe(`${SEED_000}: following a sequence (fives and hearts are trumps, the lead is spadeQ-spadeQ-spadeJ-spadeJ)`, () => {
  const FH = { rank: "5", suit: "H" };
  const L = "SQ SQ SJ SJ";
  it("'If your spades are A, Q, 10, 10, 7, 6 you must play the two tens and any other two spades'", () => {
    expect(follow(P, FH, L, "SA SQ S10 S10 S7 S6", "S10 S10 S7 S6").legal).toBe(true);
    expect(follow(P, FH, L, "SA SQ S10 S10 S7 S6", "SA SQ S7 S6").legal).toBe(false);
  });
  it("'If your spades are A, A, 10, 10, 9, 9 you can play any two of your pairs … There is no obligation to play your sequence.'", () => {
    expect(follow(P, FH, L, "SA SA S10 S10 S9 S9", "SA SA S9 S9").legal).toBe(true);
    expect(follow(P, FH, L, "SA SA S10 S10 S9 S9", "SA SA S10 S9").legal).toBe(false);
  });
  it("'If your spades are A, A, A, A, 6, 4 (in a twelve player game) you must play all your spade aces (as two pairs), but they do not beat the lead as they are not in sequence.'", () => {
    expect(follow(P, FH, L, "SA SA SA SA S6 S4", "SA SA SA SA")).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, FH, L, "SA SA SA SA S6 S4", "SA SA S6 S4").legal).toBe(false);
  });
  it("'If your spades are K, K, Q, Q, 8, 7, 7 (in a twelve player game) you may play any two of your three pairs, and if you play K-K-Q-Q this will beat the lead.'", () => {
    expect(follow(P, FH, L, "SK SK SQ SQ S8 S7 S7", "SK SK SQ SQ")).toMatchObject({ legal: true, winner: 1 });
    expect(follow(P, FH, L, "SK SK SQ SQ S8 S7 S7", "SK SK S7 S7")).toMatchObject({ legal: true, winner: 0 });
  });
  it("'If you hold spadeA, spadeA, heart5, heartK, heartK you must play your two aces and any two of your three trumps; you cannot win the trick'", () => {
    expect(follow(P, FH, L, "SA SA H5 HK HK", "SA SA HK HK")).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, FH, L, "SA SA H5 HK HK", "SA SA H5 HK")).toMatchObject({ legal: true, winner: 0 });
  });
  it("'If you hold spade2, heart6, heart6, heart4, heart4 you must follow suit with your spade and play any three trumps; this will not win the trick.'", () => {
    expect(follow(P, FH, L, "S2 H6 H6 H4 H4", "S2 H6 H6 H4")).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, FH, L, "S2 H6 H6 H4 H4", "H6 H6 H4 H4").legal).toBe(false);
  });
  it("'If you hold heart6, heart6, heart4, heart4 and no spades you can trump with your sixes and fours, beating the lead because these are a sequence'", () => {
    expect(follow(P, FH, L, "H6 H6 H4 H4 D2", "H6 H6 H4 H4")).toMatchObject({ legal: true, winner: 1 });
  });
  it("'If the lead was Q-Q-J-J-10-10 of spades and your spades were A, A, A, K, K, K, 4, 4 you must play two aces, two kings and two fours … You cannot play your two triples'", () => {
    const L3 = "SQ SQ SJ SJ S10 S10";
    expect(follow(P, FH, L3, "SA SA SA SK SK SK S4 S4", "SA SA SK SK S4 S4").legal).toBe(true);
    expect(follow(P, FH, L3, "SA SA SA SK SK SK S4 S4", "SA SA SA SK SK SK").legal).toBe(false);
  });
  it("'If your only spades were A, A, A, K, K, K you would have to play them, and they still would not beat the lead'", () => {
    const L3 = "SQ SQ SJ SJ S10 S10";
    expect(follow(P, FH, L3, "SA SA SA SK SK SK D3", "SA SA SA SK SK SK")).toMatchObject({ legal: true, winner: 0 });
  });
});

describe(`${SEED_000}: leading top cards (fours and diamonds are trumps; the lead is spadeA-spadeK-spadeJ-spadeJ)`, () => {
  const FD = { rank: "4", suit: "D" };
  const L = "SA SK SJ SJ";
  it("'If any other player has a single Ace of Spades (to beat the King), the leader has to take back the Ace and the Jacks, costing his side 30 points, and lead the King'", () => {
    expect(lead(P, FD, L, ["S2 H3", "SA H5"]).throwFailed).toEqual({ forced: ["SK"], penalty: 30 });
  });
  it("'If someone has a pair of Queens of Spades (to beat the Jacks), the Ace and King must be withdrawn, costing 20 points.'", () => {
    expect(lead(P, FD, L, ["SQ SQ H3"]).throwFailed).toEqual({ forced: ["SJ", "SJ"], penalty: 20 });
  });
  it("'If no one can beat the King or the Jacks, then everyone must play four Spades, if possible including a pair.'", () => {
    const r = trick(P, FD, [L, "SQ S9 S9 S8 S2", "S3 S3"], [L, "SQ S9 S8 S2", "S3 S3 H2 H3"]);
    expect(r.throwFailed).toBeUndefined();
    expect(r.legal).toEqual([true, false, false]);
    expect(trick(P, FD, [L, "SQ S9 S9 S8 S2"], [L, "SQ S9 S9 S2"]).legal).toEqual([true, true]);
  });
  it("'If one player trumps with diamond5-diamond5-diamond5-diamondQ and another plays diamond7-diamond7-diamond3-diamond2 the second of those players wins by playing a better pair (the Fives do not count as a triple but as a pair and a single card'", () => {
    const r = trick(P, FD, [L, "D5 D5 D5 DQ", "D7 D7 D3 D2"], [L, "D5 D5 D5 DQ", "D7 D7 D3 D2"]);
    expect(r.legal).toEqual([true, true, true]);
    expect(r.winner).toBe(2);
    expect(r.points).toBe(25); // SK 10 + three fives 15
  });
  it("'Anyone who has no Spades at all may trump with two single trumps and a pair' — and only such a shape can", () => {
    const r = trick(P, FD, [L, "D6 D7 D8 D9"], [L, "D6 D7 D8 D9"]);
    expect(r.legal).toEqual([true, true]);
    expect(r.winner).toBe(0);
  });
  it("'Threes and spades are trumps. Player A leads diamondA-diamondA-diamondK-diamondK-diamondJ-diamondJ-diamondJ … Player C wins the trick, because 10-10-9-9 beats 8-8-7-7.'", () => {
    const TS = { rank: "3", suit: "S" };
    const A = "DA DA DK DK DJ DJ DJ";
    const B = "SA SA SA S8 S8 S7 S7";
    const C = "S10 S10 S9 S9 S4 S4 S4";
    const r = trick(P, TS, [A, B, C], [A, B, C]);
    expect(r.throwFailed).toBeUndefined();
    expect(r.legal).toEqual([true, true, true]);
    expect(r.winner).toBe(2);
  });
});

describe(`${SEED_000} variants, on the zpy-pagat preset with the variant's option`, () => {
  const FD = { rank: "4", suit: "D" };
  it("tractors above the ace: 'diamondA-diamondA-spade4-spade4. This is a valid tractor because four in a suit other than diamonds is the next rank above ace.'", () => {
    expect(lead(P, FD, "DA DA S4 S4", ["BJ BJ"], { trumpTractors: "trump-order" }).ok).toBe(true);
    // Under the main rule it is two pairs, and a higher trump pair beats the aces.
    expect(lead(P, FD, "DA DA S4 S4", ["BJ BJ"]).ok).toBe(false);
  });
  it("'heart4-heart4-diamond4-diamond4-[black joker]-[black joker]. These ranks are also adjacent when fours and diamonds are trumps.'", () => {
    expect(lead(P, FD, "H4 H4 D4 D4 LJ LJ", ["BJ BJ"], { trumpTractors: "trump-order" }).ok).toBe(true);
  });
  it("'[black joker]-[black joker]-[red joker]-[red joker]'", () => {
    expect(lead(P, FD, "LJ LJ BJ BJ", [], { trumpTractors: "trump-order" }).ok).toBe(true);
    const r = trick(P, FD, ["LJ LJ BJ BJ", "DA DA DK DK"], ["LJ LJ BJ BJ", "DA DA DK DK"], { trumpTractors: "trump-order" });
    expect(r.winner).toBe(0);
  });
  it("'four equal cards beat a four-card tractor - for example with 4's and diamonds as trumps club6-club6-club6-club6 beats clubQ-clubQ-clubJ-clubJ'", () => {
    const hands = ["CQ CQ CJ CJ", "C6 C6 C6 C6"];
    expect(trick(P, FD, hands, hands, { quadBeatsTractor: true }).winner).toBe(1);
    expect(trick(P, FD, hands, hands).winner).toBe(0);
  });
  it("strict subsets: 'if spade7-spade7-spade7 is led and my spades are spadeA, spadeK, spadeK, spade8, spade5, then I must play my Kings'", () => {
    const o = { follow: "subset" } as const;
    expect(follow(P, FD, "S7 S7 S7", "SA SK SK S8 S5", "SK SK S8", o)).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, FD, "S7 S7 S7", "SA SK SK S8 S5", "SA S8 S5", o).legal).toBe(false);
    // Under the main rule, a triple lead asks only for a triple.
    expect(follow(P, FD, "S7 S7 S7", "SA SK SK S8 S5", "SA S8 S5").legal).toBe(true);
  });
  it("'when a four-card tractor is led, other players must follow with four-card tractors of that suit if possible, failing that two pairs, and failing that one pair and two odd cards'", () => {
    const o = { follow: "subset" } as const;
    const L = "SQ SQ SJ SJ";
    expect(follow(P, FD, L, "S9 S9 S8 S8 SA SA", "SA SA S9 S9", o).legal).toBe(false);
    expect(follow(P, FD, L, "S9 S9 S8 S8 SA SA", "S9 S9 S8 S8", o).legal).toBe(true);
    expect(follow(P, FD, L, "S9 S9 S7 S7 SA", "S9 S9 S7 SA", o).legal).toBe(false);
    expect(follow(P, FD, L, "S9 S9 S7 SA S2", "S9 S9 S7 SA", o).legal).toBe(true);
  });
  it("'if someone leads 8-8-8-9-9-9 of a suit then anyone with a four-card tractor in that suit has to play it along with two other cards'", () => {
    const o = { follow: "subset" } as const;
    const L = "S8 S8 S8 S9 S9 S9";
    expect(follow(P, FD, L, "SK SK SQ SQ S6 S5 S3", "SK SK SQ SQ S6 S5", o).legal).toBe(true);
    expect(follow(P, FD, L, "SK SK SQ SQ S6 S5 S3", "SK SK SQ S6 S5 S3", o).legal).toBe(false);
  });
  it("same number of each rank: 'with Threes and Spades as trumps one could lead clubA-clubQ or diamondK-diamondK-diamondQ-diamondQ-diamond10-diamond10 but not heartA-heartK-heartK'", () => {
    const TS = { rank: "3", suit: "S" };
    const o = { throwEqualCounts: true };
    expect(lead(P, TS, "CA CQ", [], o).ok).toBe(true);
    expect(lead(P, TS, "DK DK DQ DQ D10 D10", [], o).ok).toBe(true);
    const bad = lead(P, TS, "HA HK HK", [], o);
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(/same number of cards of each rank/);
    expect(lead(P, TS, "HA HK HK").ok).toBe(true);
  });
});
