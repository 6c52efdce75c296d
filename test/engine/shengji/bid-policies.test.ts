/**
 * rbtying/shengji's bid settings as options (issue 56, item 9), each checked
 * on concrete hands: which bids overcall at an equal count (`overcall`,
 * rbtying `BidPolicy`), reinforcing or overturning one's own bid and
 * answering an overcall (`selfOvercall`, `defend`, `defendWindow`:
 * `BidReinforcementPolicy`), how many jokers bid no-trump (`jokerBidCount`:
 * `JokerBidPolicy`), a joker turned from the kitty (`turnedJoker`:
 * `KittyBidPolicy`), and the first bidder leading every hand (`leader:
 * first-bidder`: its issue #353).
 */
import { describe, expect, it } from "vitest";
import { legalActions, setupProblem } from "../../../src/engine";
import { type Card, hand } from "../../../src/engine/cards";
import type { Bid, ShengjiState } from "../../../src/engine/shengji/state";
import { drive } from "../../../src/engine/driver";
import { act, bid, close, dealAll, giveCards, newGame, refusal, seatsAt, shengji } from "./flow-support";

const draw = (s: ShengjiState) => act(s, "table", { type: "draw" }).state;

/** The bids a seat may make now, as "count×card", sorted. */
function bidsOf(s: ShengjiState, seat: number): string[] {
  return legalActions(s, seat)
    .flatMap((a) => (a.type === "bid" ? [`${a.cards.length}×${a.cards[0] as Card}`] : []))
    .sort();
}

/**
 * rbtying's own cases (mechanics/src/bidding.rs, `test_valid_bids` and
 * `test_valid_bids_joker_or_higher_suit`): player p holds C2 C2 C2 S2 S2 LJ LJ
 * BJ BJ (and cards that never bid), with these bids on the table; what may p
 * bid? A real deal's state, with p's hand and the bids put in place.
 */
describe("rbtying's BidPolicy × BidReinforcementPolicy, on its own test cases", () => {
  // Mapped: JokerOrGreaterLength = overcall jokers (its default, and 004's); JokerOrHigherSuit = jokers-or-suit;
  // GreaterLength = more-cards; ReinforceWhileWinning = neither selfOvercall nor defend;
  // OverturnOrReinforceWhileWinning = selfOvercall (001); ReinforceWhileEquivalent = defend with defendWindow bidding.
  const P = 0, OTHER = 1;
  const POLICY = { JokerOrGreaterLength: "jokers", JokerOrHigherSuit: "jokers-or-suit", GreaterLength: "more-cards" } as const;
  const REINFORCE = {
    ReinforceWhileWinning: { selfOvercall: false, defend: false },
    OverturnOrReinforceWhileWinning: { selfOvercall: true, defend: false },
    ReinforceWhileEquivalent: { selfOvercall: false, defend: true, defendWindow: "bidding" },
  } as const;
  function at(policy: keyof typeof POLICY, reinforce: keyof typeof REINFORCE, bids: readonly Bid[]): ShengjiState {
    // Four packs: enough copies for p's hand and the other player's bids.
    const s = newGame("shengji-online", 4, "rbtying-bids", { packs: 4, overcall: POLICY[policy], ...REINFORCE[reinforce] });
    const hands = s.hands.map((h, i) => (i === P ? hand("C2 C2 C2 S2 S2 LJ LJ BJ BJ S5 H7 D9") : h));
    return { ...s, hands, bids, bid: bids.at(-1) ?? null };
  }
  const b = (seat: number, card: Card, count: number): Bid => ({ seat, card, count });

  it.each([
    ["JokerOrGreaterLength", "ReinforceWhileWinning", [], ["1×C2", "1×S2", "2×BJ", "2×C2", "2×LJ", "2×S2", "3×C2"]],
    // 'We should only be able to reinforce our bid if we are winning for ReinforceWhileWinning and ReinforceWhileEquivalent.'
    ["JokerOrGreaterLength", "ReinforceWhileWinning", [b(P, "C2", 1)], ["2×C2", "3×C2"]],
    ["JokerOrGreaterLength", "ReinforceWhileEquivalent", [b(P, "C2", 1)], ["2×C2", "3×C2"]],
    // 'If we have OverturnOrReinforceWhileWinning, we can bid anything which is higher.'
    ["JokerOrGreaterLength", "OverturnOrReinforceWhileWinning", [b(P, "C2", 1)], ["2×BJ", "2×C2", "2×LJ", "2×S2", "3×C2"]],
    // 'If somebody else has defeated our bid and we can only reinforce while winning, we have to bid something higher.'
    ["JokerOrGreaterLength", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "S2", 2)], ["2×BJ", "2×LJ", "3×C2"]],
    ["JokerOrGreaterLength", "OverturnOrReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "S2", 2)], ["2×BJ", "2×LJ", "3×C2"]],
    // 'If we can reinforce while equivalent, we can bid the same amount.'
    ["JokerOrGreaterLength", "ReinforceWhileEquivalent", [b(P, "C2", 1), b(OTHER, "S2", 2)], ["2×BJ", "2×C2", "2×LJ", "3×C2"]],
    // 'We still need to do better if the conflicting behavior is for jokers.'
    ["JokerOrGreaterLength", "ReinforceWhileEquivalent", [b(P, "C2", 1), b(OTHER, "LJ", 2)], ["2×BJ", "3×C2"]],
    // test_valid_bids_joker_or_higher_suit (♠ > ♥ > ♣ > ♦ at an equal count of two or more).
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "S2", 2)], ["2×BJ", "2×LJ", "3×C2"]],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "H2", 2)], ["2×BJ", "2×LJ", "2×S2", "3×C2"]],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "D2", 2)], ["2×BJ", "2×C2", "2×LJ", "2×S2", "3×C2"]],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "D2", 3)], ["3×C2"]],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "LJ", 2)], ["2×BJ", "3×C2"]],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "BJ", 2)], ["3×C2"]],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "LJ", 3)], []],
    ["JokerOrHigherSuit", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "BJ", 3)], []],
    // GreaterLength (rbtying's code: at an equal count nothing overcalls, jokers neither).
    ["GreaterLength", "ReinforceWhileWinning", [b(P, "C2", 1), b(OTHER, "S2", 2)], ["3×C2"]],
    ["GreaterLength", "ReinforceWhileWinning", [b(OTHER, "D2", 1)], ["2×BJ", "2×C2", "2×LJ", "2×S2", "3×C2"]],
  ] as const)("%s, %s, bids %j: p may bid %j", (policy, reinforce, bids, expected) => {
    expect(bidsOf(at(policy, reinforce, bids), P)).toEqual([...expected].sort());
  });
});

describe("overcall: what beats a standing bid of as many cards", () => {
  it.each([
    ["more-cards", false, false],
    ["jokers", true, false],
    ["jokers-or-suit", true, true],
  ] as const)("%s: a pair of big jokers over a pair of ♦2: %s; a pair of ♠2 over it: %s", (overcall, jokers, suit) => {
    let s = giveCards(newGame("zpy-online", 6, "overcall", { overcall }), { 0: "D2 D2", 1: "BJ BJ", 2: "S2 S2" });
    s = bid(s, 0, "D2 D2").state;
    const j = { type: "bid" as const, cards: ["BJ", "BJ"] };
    const p = { type: "bid" as const, cards: ["S2", "S2"] };
    if (jokers) expect(act(s, 1, j).events[0]).toMatchObject({ kind: "overcall" });
    else expect(refusal(s, 1, j).code).toBe("bid-too-small");
    if (suit) expect(act(s, 2, p).events[0]).toMatchObject({ kind: "overcall" });
    else expect(refusal(s, 2, p)).toMatchObject({ code: "bid-too-small", params: { count: 2, card: "D2" } });
  });

  it("jokers-or-suit: a single card never overcalls by suit ('The new bid count must have a size of at least 2')", () => {
    let s = giveCards(newGame("zpy-online", 6, "suit-single", { overcall: "jokers-or-suit" }), { 0: "D2", 1: "S2" });
    s = bid(s, 0, "D2").state;
    expect(refusal(s, 1, { type: "bid", cards: ["S2"] })).toMatchObject({ code: "bid-too-small", params: { reason: "overcall-or-suit" } });
  });
});

describe("jokerBidCount: how many identical jokers bid no-trump (rbtying JokerBidPolicy)", () => {
  const jokersOf = (s: ShengjiState) => bidsOf(s, 0).filter((x) => /×[BL]J$/.test(x));
  const withJokers = (options: Record<string, unknown>) => {
    // Three packs: three of each joker.
    const s = newGame("shengji-online", 6, "joker-count", options);
    return { ...s, hands: s.hands.map((h, i) => (i === 0 ? hand("LJ LJ LJ BJ BJ BJ S5") : h)) };
  };
  it.each([
    ["two-or-more", ["2×BJ", "2×LJ", "3×BJ", "3×LJ"]],
    ["all-copies", ["3×BJ", "3×LJ"]],
    ["big-one-less", ["2×BJ", "3×BJ", "3×LJ"]],
  ] as const)("%s, three packs: %j", (jokerBidCount, expected) => {
    expect(jokersOf(withJokers({ jokerBidCount }))).toEqual(expected);
  });

  it("Disabled is jokerBids off: no joker bids at all", () => {
    expect(jokersOf(withJokers({ jokerBids: false }))).toEqual([]);
  });

  it("all-copies with one pack (rbtying's 'or number of decks'): a single joker bids; two-or-more has none to bid with", () => {
    const one = (jokerBidCount: string) => {
      const s = newGame("da-bai-fen", 4, "one-pack", { jokerBids: true, jokerBidCount });
      return { ...s, hands: s.hands.map((h, i) => (i === 0 ? hand("LJ BJ S5") : h)) };
    };
    expect(jokersOf(one("all-copies"))).toEqual(["1×BJ", "1×LJ"]);
    expect(jokersOf(one("two-or-more"))).toEqual([]);
    expect(jokersOf(one("big-one-less"))).toEqual(["1×BJ", "1×LJ"]);
    const three = withJokers({ jokerBidCount: "all-copies" });
    expect(refusal(three, 0, { type: "bid", cards: ["LJ", "LJ"] })).toMatchObject({ code: "bad-bid-card", params: { reason: "joker-count", count: 3 } });
  });
});

describe("defendWindow: answering an overcall", () => {
  // Three full packs (eight players): three copies of each card and joker.
  const start = (defendWindow: string, extra: Record<string, unknown> = {}) =>
    giveCards(newGame("zpy-pagat", 8, "defend-window", { deck: "full-packs", packs: 3, defend: true, defendWindow, ...extra }), { 0: "S2 S2 S2", 1: "H2 H2 H2", 2: "LJ LJ" });

  it("bidding (rbtying #263: 'you bid spade king, opponent bids two heart kings, you can choose to bid a second spade king to overturn'): any time until the bidding closes", () => {
    let s = bid(start("bidding"), 0, "S2").state;
    s = bid(s, 1, "H2 H2").state;
    for (let i = 0; i < 8; i++) s = draw(s);
    const r = bid(s, 0, "S2 S2");
    expect(r.events[0]).toMatchObject({ kind: "defend", seat: 0 });
    expect(close(dealAll(r.state)).state).toMatchObject({ maker: 0, trump: { rank: 2, suit: "S" } });
    // Under next-card the same answer after a draw is too small.
    let n = bid(start("next-card"), 0, "S2").state;
    n = draw(bid(n, 1, "H2 H2").state);
    expect(refusal(n, 0, { type: "bid", cards: ["S2", "S2"] }).code).toBe("bid-too-small");
  });

  it("the answer adds cards to one's own last bid, so two players cannot answer each other for ever; more cards still overcall", () => {
    let s = bid(start("bidding"), 0, "S2").state;
    s = bid(s, 1, "H2 H2").state;
    s = bid(s, 0, "S2 S2").state;
    // Seat 1 shows the pair it showed already: no answer.
    expect(refusal(s, 1, { type: "bid", cards: ["H2", "H2"] }).code).toBe("bid-too-small");
    expect(bid(s, 1, "H2 H2 H2").events[0]).toMatchObject({ kind: "overcall" });
  });

  it("never against a joker bid ('We still need to do better if the conflicting behavior is for jokers')", () => {
    let s = bid(start("bidding", { jokerBids: true }), 0, "S2").state;
    s = bid(s, 2, "LJ LJ").state;
    expect(refusal(s, 0, { type: "bid", cards: ["S2", "S2"] }).code).toBe("bid-too-small");
    expect(bid(s, 0, "S2 S2 S2").events[0]).toMatchObject({ kind: "overcall" });
  });
});

describe("turnedJoker: a joker turned from the kitty when nobody bid (rbtying KittyBidPolicy)", () => {
  it.each([
    ["skip", ["BJ", "LJ", "C9"], "C"],
    ["no-trump", ["BJ"], null],
  ] as const)("003's top card (rbtying FirstCard), %s: turned %j, trump suit %s", (turnedJoker, turned, suit) => {
    const s = dealAll(newGame("tractor-classic", 4, "kitty-top", { turnedJoker }));
    const r = close({ ...s, hand: 2, leader: 1, seats: seatsAt(["3", "6", "3", "6"]), stock: hand("BJ LJ C9 H6 H6 S2 SA D4") });
    expect(r.events[0]).toEqual({ type: "kitty-turned", cards: turned });
    expect(r.state).toMatchObject({ trump: { rank: 6, suit }, maker: 1 });
  });

  it.each([
    ["skip", ["S9", "LJ", "D7"], "D"],
    ["no-trump", ["S9", "LJ"], null],
  ] as const)("000 Rick Heli's rank card (rbtying FirstCardOfLevelOrHighest), %s: turned %j, trump suit %s", (turnedJoker, turned, suit) => {
    const options = { noBid: "kitty-rank", leader: "fixed", declare: "leader-level", nextStarter: "next-of-winners", turnedJoker };
    const s = dealAll(newGame("zpy-pagat", 6, "kitty-rank", options));
    const r = close({ ...s, leader: 3, hand: 1, seats: seatsAt(["2", "2", "2", "7", "2", "2"]), stock: hand("S9 LJ D7 C7 BJ S2") });
    expect(r.events[0]).toEqual({ type: "kitty-turned", cards: turned });
    expect(r.state).toMatchObject({ trump: { rank: 7, suit }, maker: 3 });
  });
});

describe("leader: first-bidder (rbtying #353: 'First bid decides landlord and winning bid decides trump')", () => {
  const options = { leader: "first-bidder", declare: "leader-level" };
  // A and C at rank 2, B and D at rank 3, in a later hand.
  const A = 0, B = 1;
  const later = () => {
    const s = newGame("shengji-online", 4, "first-bidder", options);
    return giveCards({ ...s, hand: 3, leader: null, next: A, starter: A, seats: seatsAt(["2", "3", "2", "3"]) }, { [A]: "H2", [B]: "S2 S2 S3 S3" });
  };

  it("'after A bid single 2, B may bid couple 2 to change the trump suit'; B's own threes no longer bid", () => {
    // Before the first bid each seat shows its own level: B's threes would do.
    expect(bidsOf(later(), B)).toContain("1×S3");
    let s = bid(later(), A, "H2").state;
    expect(s.leader).toBe(A);
    expect(refusal(s, B, { type: "bid", cards: ["S3", "S3"] })).toMatchObject({ code: "bad-bid-card", params: { ranks: "2" } });
    s = bid(s, B, "S2 S2").state;
    const r = close(dealAll(s));
    expect(r.state).toMatchObject({ maker: A, leader: A, trump: { rank: 2, suit: "S" } });
    expect(r.events[0]).toEqual({ type: "trump", trump: { rank: 2, suit: "S" }, maker: A, why: "first-bidder", by: B });
  });

  it("every hand starts without a leader: the next hand's first bid decides again", () => {
    let s = bid(later(), A, "H2").state;
    s = close(dealAll(s)).state;
    expect(s.leader).toBe(A);
    // The bots play the hand out; the next deal has no leader until someone bids.
    const scored = shengji(drive(s, { maxHands: 1 }).state);
    expect(scored.phase).toBe("scored");
    const next = act(scored, "table", { type: "next-hand" }).state;
    expect(next.leader).toBeNull();
    expect(next.hand).toBe(4);
  });

  it("setupProblem refuses it where later bids would show their own level", () => {
    expect(setupProblem({ preset: "zpy-pagat", options: { leader: "first-bidder" } }, 6)).toMatch(/^options\.leader: .*leader-level/);
    expect(setupProblem({ preset: "zpy-pagat", options }, 6)).toBeNull();
    expect(setupProblem({ preset: "tractor-classic", options: { leader: "first-bidder" } }, 4)).toBeNull();
  });
});
