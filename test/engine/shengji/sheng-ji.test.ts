/**
 * 003's Sheng Ji (preset tractor-classic, and Da Bai Fen, "played
 * identically"): who becomes the Declarer in the first hand, and how later
 * hands set the trump. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/engine";
import { hand } from "../../../src/engine/cards";
import { SEED_003, apply, bid, close, dealAll, giveCards, newGame, refusal, seatsAt } from "./flow-support";

describe(`${SEED_003} Sheng Ji: the first hand`, () => {
  const FIRST = "'the first player to receive and who elects to place a card equal to his current score (in this case any two) is given the title of dealer and Declarer for the hand'";
  it(`tractor-classic: ${FIRST}; an overcall changes only the suit`, () => {
    let s = giveCards(newGame("tractor-classic", 4, "first-bidder"), { 1: "H2", 2: "S2 S2" });
    expect(s.leader).toBeNull();
    s = bid(s, 1, "H2").state;
    expect(s.leader).toBe(1);
    // 'if another player wants to change to a different trump suit for the hand, he may do so only by
    // playing two exact cards of that same rank and another suit … setting this new suit as the trump suit'
    s = bid(s, 2, "S2 S2").state;
    expect(s.leader).toBe(1);
    const closed = close(dealAll(s)).state;
    expect(closed).toMatchObject({ maker: 1, leader: 1, trump: { rank: 2, suit: "S" }, phase: "burying" });
  });

  it(`da-bai-fen ('played identically to Sheng Ji'): ${FIRST}`, () => {
    const s = bid(giveCards(newGame("da-bai-fen", 4, "first-bidder"), { 3: "D2" }), 3, "D2").state;
    expect(s.leader).toBe(3);
    expect(close(dealAll(s)).state).toMatchObject({ maker: 3, leader: 3, trump: { rank: 2, suit: "D" } });
  });

  it("under 004's rule (firstLeader bid-winner) the winner of the bid leads instead", () => {
    let s = giveCards(newGame("tractor-classic", 4, "bid-winner", { firstLeader: "bid-winner" }), { 1: "H2", 2: "S2 S2" });
    s = bid(bid(s, 1, "H2").state, 2, "S2 S2").state;
    expect(s.leader).toBeNull();
    expect(close(dealAll(s)).state).toMatchObject({ maker: 2, leader: 2, trump: { rank: 2, suit: "S" } });
  });

  it("the first bidder leads only the deal it bid in: a deal thrown in leaves the first hand without a leader", () => {
    // A misdeal (001, switched on here) is the one way a deal with a bid in it is thrown in.
    let s = giveCards(newGame("tractor-classic", 4, "misdeal-first", { misdeal: true }), { 1: "H2" });
    s = dealAll(bid(s, 1, "H2").state);
    const pointless = hand("S2 S3 S4 S6 S7 S8 S9 SJ SQ SA H2 H3 H4 H6 H7 H8 H9 HJ HQ HA C2 C3 C4 C6 C7");
    s = { ...s, hands: s.hands.map((h, i) => (i === 3 ? pointless : h)) };
    const redealt = apply(s, 3, { type: "misdeal" });
    expect(redealt).toMatchObject({ phase: "dealing", leader: null, bids: [], hand: 0 });
  });
});

describe(`${SEED_003} Sheng Ji: later hands`, () => {
  // Seat 1's side (1 and 3) leads at 6; seats 0 and 2 are on 3.
  const later = (preset: "tractor-classic" | "da-bai-fen", cards: Record<number, string>) =>
    giveCards({ ...newGame(preset, 4, "later-hand"), hand: 2, leader: 1, starter: 1, next: 1, seats: seatsAt(["3", "6", "3", "6"]) }, cards);

  it("'the trump \"suit\" for the hand is still determined by the first player to expose a card from his growing hand onto the table that is equal to his current score ranking'", () => {
    const s = later("tractor-classic", { 0: "H3 H6", 2: "D6" });
    // Each shows their own level: seat 0 a 3, not the leader's 6.
    expect(refusal(s, 0, { type: "bid", cards: ["H6"] })).toMatchObject({ code: "bad-bid-card", params: { ranks: "3" } });
    expect(refusal(s, 2, { type: "bid", cards: ["D6"] }).code).toBe("bad-bid-card");
    expect(legalActions(s, 0)).toContainEqual({ type: "bid", cards: ["H3"] });
    const shown = bid(s, 0, "H3").state;
    // 'regardless of the actual numerical rank of the card exposed, the current score of the Declarer's team is set as the trump ranking for the hand'
    expect(close(dealAll(shown)).state).toMatchObject({ maker: 1, leader: 1, trump: { rank: 6, suit: "H" } });
  });

  it("'he may do so only by playing two exact cards of that same rank and another suit to cancel out the previous play' (each at their own level)", () => {
    let s = later("tractor-classic", { 0: "H3", 3: "S6 S6" });
    s = bid(s, 0, "H3").state;
    s = bid(s, 3, "S6 S6").state;
    expect(close(dealAll(s)).state).toMatchObject({ maker: 1, trump: { rank: 6, suit: "S" } });
  });

  it("da-bai-fen: the same ('In all other respects, this game is played identically to Sheng Ji')", () => {
    const s = bid(later("da-bai-fen", { 2: "C3" }), 2, "C3").state;
    expect(close(dealAll(s)).state).toMatchObject({ maker: 1, trump: { rank: 6, suit: "C" } });
  });
});
