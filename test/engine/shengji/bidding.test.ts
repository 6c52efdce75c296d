/**
 * The deal and the bidding that interleaves with it (RULES.md "Declaring
 * trump"), on real game states: who may declare with what, overcalls,
 * reinforcing, 000's defence, 004's joker bids, what happens when nobody
 * declares, and 001's misdeal.
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/engine";
import { type Card, hand, points } from "../../../src/engine/cards";
import { planFor } from "../../../src/engine/shengji/deal";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import {
  SEED_000, SEED_001, SEED_003, SEED_004, act, apply, dealAll, giveCards, newGame, refusal, seatsAt,
} from "./flow-support";

const bid = (s: ShengjiState, seat: number, cards: string) => act(s, seat, { type: "bid", cards: hand(cards) });
const close = (s: ShengjiState) => act(s, "table", { type: "close-bidding" });
const draw = (s: ShengjiState) => apply(s, "table", { type: "draw" });

describe("the deal: one card at a time in seat order", () => {
  it.each([
    ["zpy-pagat", 6],
    ["zpy-80", 4],
    ["shengji-online", 4],
    ["zpy-pagat", 12],
  ] as const)("%s, %i players: the starter draws first, then each next seat, each taking the top card", (preset, players) => {
    let s = newGame(preset, players, "deal-order");
    const plan = planFor(s.rules, players);
    expect(s.next).toBe(s.starter);
    for (let i = 0; i < plan.handSize * players; i++) {
      const top = s.stock[0] as Card;
      const seat = (s.starter + i) % players;
      const before = s.hands[seat]?.length ?? 0;
      const r = act(s, "table", { type: "draw" });
      // 'each player in turn takes one card from the top of the pack'
      expect(r.state.hands[seat]).toEqual([...(s.hands[seat] ?? []), top]);
      expect(r.state.hands[seat]).toHaveLength(before + 1);
      // Events say who drew, never what.
      expect(r.events).toEqual([{ type: "drew", seat, count: 1 }]);
      s = r.state;
    }
    expect(s.hands.every((h) => h.length === plan.handSize)).toBe(true);
    // '… and there are six face-down cards remaining in the centre of the table'
    expect(s.stock).toHaveLength(plan.kitty);
    expect(refusal(s, "table", { type: "draw" }).code).toBe("not-dealing");
  });

  it("dealing all at once gives the same hands as card by card", () => {
    const fresh = newGame("zpy-pagat", 7, "at-once");
    let one = fresh;
    while (legalActions(one, "table")[0]?.type === "draw") one = draw(one);
    const all = dealAll(fresh);
    expect(all.hands).toEqual(one.hands);
    expect(all.stock).toEqual(one.stock);
  });

  it("bidding closes only when every card is dealt", () => {
    const s = draw(newGame("zpy-pagat", 6, "close-early"));
    expect(refusal(s, "table", { type: "close-bidding" }).code).toBe("still-dealing");
  });

  it("bids interleave with the deal: 'A card can be exposed in this way at any time during the deal'", () => {
    let s = newGame("zpy-pagat", 6, "interleave");
    let bidder: number | null = null;
    let drawnWhenBid = 0;
    while (legalActions(s, "table")[0]?.type === "draw") {
      s = draw(s);
      if (bidder === null) {
        for (let seat = 0; seat < 6 && bidder === null; seat++) {
          const option = legalActions(s, seat)[0];
          if (option?.type === "bid") {
            s = apply(s, seat, option);
            bidder = seat;
            drawnWhenBid = 108 - s.stock.length;
          }
        }
      }
    }
    expect(bidder).not.toBeNull();
    expect(drawnWhenBid).toBeLessThan(102);
    // Shown cards stay in the hand: every hand is complete.
    expect(s.hands.every((h) => h.length === 17)).toBe(true);
    const closed = close(s).state;
    expect(closed.maker).toBe(bidder);
    expect(closed.phase).toBe("burying");
  });
});

describe("who may declare", () => {
  it(`own-level (${SEED_000}): 'a card from their hand whose rank is equal to their own current level'`, () => {
    let s = newGame("zpy-pagat", 6, "own-level");
    s = giveCards({ ...s, seats: seatsAt(["4", "2", "2", "2", "2", "2"]) }, { 0: "C4 C2", 1: "H4 H2 H2" });
    expect(refusal(s, 0, { type: "bid", cards: ["C2"] })).toMatchObject({ code: "bad-bid-card" });
    expect(refusal(s, 0, { type: "bid", cards: ["C2"] }).message).toMatch(/rank 4/);
    expect(refusal(s, 1, { type: "bid", cards: ["H4"] }).code).toBe("bad-bid-card");
    const r = bid(s, 0, "C4");
    expect(r.events).toEqual([{ type: "bid", seat: 0, card: "C4", count: 1, kind: "declare" }]);
    expect(bid(r.state, 1, "H2 H2").events[0]).toMatchObject({ kind: "overcall" });
  });

  it("a bid must be cards you hold, all identical", () => {
    let s = newGame("zpy-pagat", 6, "identical");
    s = giveCards(s, { 0: "C2 D2" });
    expect(refusal(s, 0, { type: "bid", cards: ["C2", "D2"] }).code).toBe("bid-not-identical");
    expect(refusal(s, 0, { type: "bid", cards: ["C2", "C2"] }).code).toBe("not-in-hand");
    expect(refusal(s, 0, { type: "bid", cards: ["H2"] }).code).toBe("not-in-hand");
    expect(refusal(s, 0, { type: "bid", cards: [] }).code).toBe("bad-action");
  });

  it(`active-own-level (${SEED_003}): 'A player who currently has the "Active" modifier … can attempt to set the trump suit'`, () => {
    let s = newGame("zpy-active-passive", 6, "active-own");
    s = giveCards({ ...s, seats: seatsAt(["3", "3", "2", "2", "2", "2"], [true, false, true, true, true, true]) }, { 0: "S3", 1: "H3" });
    expect(refusal(s, 1, { type: "bid", cards: ["H3"] }).code).toBe("cannot-bid");
    expect(bid(s, 0, "S3").events[0]).toMatchObject({ kind: "declare" });
  });

  it(`leader-level (${SEED_004}): 'The bids can be either cards of the current trump rank or jokers. The current trump rank corresponds to the rank of the leader'`, () => {
    let s = newGame("shengji-online", 4, "leader-level");
    // A later hand: seat 1 leads at level 5.
    s = giveCards({ ...s, hand: 1, leader: 1, seats: seatsAt(["2", "5", "2", "5"]) }, { 0: "H5 H2", 2: "C5 C5" });
    expect(refusal(s, 0, { type: "bid", cards: ["H2"] }).code).toBe("bad-bid-card");
    s = bid(s, 0, "H5").state;
    s = bid(s, 2, "C5 C5").state;
    s = dealAll(s);
    const closed = close(s);
    // 'Otherwise, the only consequence of the bidding process is setting the trump specification.'
    expect(closed.state.maker).toBe(1);
    expect(closed.state.trump).toEqual({ rank: 5, suit: "C" });
    expect(closed.state.hands[1]).toHaveLength((s.hands[1]?.length ?? 0) + planFor(s.rules, 4).kitty);
  });

  it(`active-levels (${SEED_000} variant): 'anyone can expose a 4 or a 6 … the next player around the table in anticlockwise order who is active at that level becomes the trump maker'`, () => {
    const options = { declare: "active-levels" };
    const base = newGame("zpy-pagat-active-passive", 6, "active-levels", options);
    // Winners of the last hand on levels 4, 4 and 6 are active (seats 0, 3, 4).
    const seats = seatsAt(["4", "3", "5", "4", "6", "2"], [true, false, false, true, true, false]);
    let s = giveCards({ ...base, seats }, { 1: "S6 S5", 5: "H4" });
    expect(refusal(s, 1, { type: "bid", cards: ["S5"] }).code).toBe("bad-bid-card");
    // Seat 1 (passive, level 3) shows a 6: the next active player at 6 is seat 4.
    let shown = dealAll(bid(s, 1, "S6").state);
    expect(close(shown).state).toMatchObject({ maker: 4, trump: { rank: 6, suit: "S" } });
    // Seat 5 shows a 4: from seat 5 on, seat 0 is the next active player at 4.
    s = giveCards({ ...base, seats }, { 5: "H4" });
    shown = dealAll(bid(s, 5, "H4").state);
    expect(close(shown).state).toMatchObject({ maker: 0, trump: { rank: 4, suit: "H" } });
  });
});

describe("overcalls, reinforcing and changing one's own suit", () => {
  it(`overcall by count (${SEED_000}): 'another player can change the proposed trump suit by exposing a pair'; equal count does not`, () => {
    let s = newGame("zpy-pagat", 9, "overcall");
    s = giveCards(s, { 0: "C2", 1: "D2 D2 D2", 2: "H2 H2", 3: "S2 S2 S2" });
    s = bid(s, 0, "C2").state;
    expect(refusal(s, 2, { type: "bid", cards: ["H2"] }).code).toBe("bid-too-small");
    s = bid(s, 2, "H2 H2").state;
    expect(refusal(s, 1, { type: "bid", cards: ["D2", "D2"] }).code).toBe("bid-too-small");
    // 'a trump suit set using two identical cards can be changed by a player subsequently exposing three identical cards'
    s = bid(s, 1, "D2 D2 D2").state;
    expect(refusal(s, 3, { type: "bid", cards: ["S2", "S2", "S2"] }).code).toBe("bid-too-small");
    expect(close(dealAll(s)).state).toMatchObject({ maker: 1, trump: { rank: 2, suit: "D" } });
  });

  it(`${SEED_000}: 'If is not possible to change your own trump suit' (sic) … 'you cannot override your own choice by exposing the club2's' — but you may reinforce`, () => {
    let s = newGame("zpy-pagat", 6, "own-suit");
    s = giveCards(s, { 0: "D2 D2 C2 C2" });
    s = bid(s, 0, "D2").state;
    const r = refusal(s, 0, { type: "bid", cards: ["C2", "C2"] });
    expect(r.code).toBe("own-bid");
    expect(r.message).toMatch(/cannot change your own trump suit/);
    expect(bid(s, 0, "D2 D2").events[0]).toMatchObject({ kind: "reinforce", count: 2 });
    expect(refusal(s, 0, { type: "bid", cards: ["D2"] }).code).toBe("bid-too-small");
  });

  it(`${SEED_004}: 'once a player has made a bid, they can only "reinforce" it by adding more of the same card'`, () => {
    let s = newGame("shengji-online", 4, "own-suit-004");
    s = giveCards(s, { 0: "S2 S2 BJ BJ H2 H2" });
    s = bid(s, 0, "S2").state;
    expect(refusal(s, 0, { type: "bid", cards: ["H2", "H2"] }).code).toBe("own-bid");
    expect(refusal(s, 0, { type: "bid", cards: ["BJ", "BJ"] }).code).toBe("own-bid");
    expect(bid(s, 0, "S2 S2").events[0]).toMatchObject({ kind: "reinforce" });
  });

  it(`${SEED_001}: 'the call can be overcalled by any player, including the original declarer' with a larger set; 'The original declarer may reinforce'`, () => {
    let s = newGame("zpy-80", 6, "self-overcall");
    s = giveCards(s, { 0: "D2 D2 C2 C2" });
    s = bid(s, 0, "D2").state;
    // 'The only way to overcall a one-card call is with an appropriate pair or triplet'
    expect(refusal(s, 0, { type: "bid", cards: ["C2"] }).code).toBe("bid-too-small");
    const changed = bid(s, 0, "C2 C2");
    expect(changed.events[0]).toMatchObject({ kind: "overcall", card: "C2", count: 2 });
    expect(bid(s, 0, "D2 D2").events[0]).toMatchObject({ kind: "reinforce" });
    expect(close(dealAll(changed.state)).state.trump).toEqual({ rank: 2, suit: "C" });
  });
});

describe(`${SEED_000}, Jin Li's reading: 'The implication was that the initial choice of trumps by exposing the first card was final'`, () => {
  it("no overcall, reinforcement or defence once a card is shown", () => {
    let s = newGame("zpy-pagat", 6, "final", { firstBidFinal: true });
    s = giveCards(s, { 0: "C2 C2", 1: "S2 S2" });
    expect(legalActions(s, 1)).toContainEqual({ type: "bid", cards: ["S2"] });
    s = bid(s, 0, "C2").state;
    for (const [seat, cards] of [[1, ["S2"]], [1, ["S2", "S2"]], [0, ["C2", "C2"]]] as const) {
      expect(refusal(s, seat, { type: "bid", cards })).toMatchObject({ code: "bid-final" });
    }
    expect(legalActions(s, 1).filter((a) => a.type === "bid")).toEqual([]);
    expect(close(dealAll(s)).state).toMatchObject({ maker: 0, trump: { rank: 2, suit: "C" } });
  });
});

describe(`${SEED_000}: defending a bid at once`, () => {
  // 'Player A is at level 4, Player B at level 3, Player C at level 6.'
  const A = 0, B = 1, C = 2;
  const start = () => {
    const s = newGame("zpy-pagat", 8, "abc");
    return giveCards({ ...s, seats: seatsAt(["4", "3", "6", "2", "2", "2", "2", "2"]) }, { [A]: "C4 C4 C4", [B]: "S3 S3 S3", [C]: "H6 H6 H6" });
  };

  it("the example: 'B is now the trump maker with spades as the trump suit.'", () => {
    // 'A declares trump by exposing club4.'
    let s = bid(start(), A, "C4").state;
    // 'B overcalls by exposing spade3-spade3; A puts club4 back in his hand.'
    let r = bid(s, B, "S3 S3");
    expect(r.events[0]).toMatchObject({ kind: "overcall" });
    expect(r.state.defendable).toEqual({ seat: A, card: "C4", count: 1 });
    s = draw(r.state);
    expect(s.defendable).toBeNull();
    // 'C overcalls by exposing heart6-heart6-heart6; B defends by exposing a third spade3'
    s = bid(s, C, "H6 H6 H6").state;
    expect(s.defendable).toEqual({ seat: B, card: "S3", count: 2 });
    r = bid(s, B, "S3 S3 S3");
    expect(r.events[0]).toMatchObject({ kind: "defend", seat: B, card: "S3", count: 3 });
    // 'C returns the heart6 triplet to hand.' C cannot answer with an equal set.
    expect(refusal(r.state, C, { type: "bid", cards: ["H6", "H6", "H6"] }).code).toBe("bid-too-small");
    const closed = close(dealAll(r.state)).state;
    expect(closed.maker).toBe(B);
    expect(closed.trump).toEqual({ rank: 3, suit: "S" });
  });

  it("'If you do not respond immediately, an additional card is needed to change the suit again.'", () => {
    let s = bid(start(), A, "C4").state;
    s = bid(s, B, "S3 S3").state;
    // At once, A may match the pair.
    expect(bid(s, A, "C4 C4").events[0]).toMatchObject({ kind: "defend" });
    // Once the next card is drawn, a pair no longer does; a triple does.
    s = draw(s);
    expect(refusal(s, A, { type: "bid", cards: ["C4", "C4"] }).code).toBe("bid-too-small");
    expect(bid(s, A, "C4 C4 C4").events[0]).toMatchObject({ kind: "overcall" });
  });

  it("only the displaced declarer defends, and only with the card they showed", () => {
    let s = giveCards(start(), { 3: "D2 D2", [A]: "D4 D4" });
    s = bid(s, A, "C4").state;
    s = bid(s, B, "S3 S3").state;
    expect(refusal(s, 3, { type: "bid", cards: ["D2", "D2"] }).code).toBe("bid-too-small");
    expect(refusal(s, A, { type: "bid", cards: ["D4", "D4"] }).code).toBe("bid-too-small");
  });

  it("with 004's joker bids as well, an overcall of as many higher jokers is not one the defence answers: else the two bids alternate for ever", () => {
    // Found by the setups property (test/engine/setups.test.ts): bots after a whole deal bid ♥2♥2, 🃏🃏, ♥2♥2 … without end.
    const base = newGame("zpy-pagat", 8, "abc", { jokerBids: true });
    let s = giveCards({ ...base, seats: seatsAt(["4", "3", "6", "2", "2", "2", "2", "2"]) }, { [A]: "C4 C4 C4", [B]: "BJ BJ" });
    s = bid(bid(s, A, "C4 C4").state, B, "BJ BJ").state;
    expect(s.defendable).toEqual({ seat: A, card: "C4", count: 2 });
    expect(refusal(s, A, { type: "bid", cards: ["C4", "C4"] }).code).toBe("bid-too-small");
    // More cards still overcall.
    expect(bid(s, A, "C4 C4 C4").events[0]).toMatchObject({ kind: "overcall" });
  });

  it(`without the defence (${SEED_001}), matching the count is not enough`, () => {
    let s = newGame("zpy-80", 6, "no-defend");
    s = giveCards(s, { 0: "C2 C2", 1: "S2 S2" });
    s = bid(s, 0, "C2").state;
    s = bid(s, 1, "S2 S2").state;
    expect(s.defendable).toBeNull();
    expect(refusal(s, 0, { type: "bid", cards: ["C2", "C2"] }).code).toBe("bid-too-small");
  });
});

describe(`${SEED_004}: joker bids for no-trump`, () => {
  it("'A single joker cannot be used as a bid.'", () => {
    const s = giveCards(newGame("shengji-online", 4, "single-joker"), { 0: "BJ LJ" });
    const r = refusal(s, 0, { type: "bid", cards: ["BJ"] });
    expect(r.code).toBe("bad-bid-card");
    expect(r.message).toMatch(/single joker/);
    expect(refusal(s, 0, { type: "bid", cards: ["LJ"] }).code).toBe("bad-bid-card");
  });

  it("'Example with trump rank of 2: Player 1's bid 2♠; Player 3's bid 2♦ 2♦; Player 1's second bid: two big jokers. Result: 2NT trump specification, player 1 wins the bid.'", () => {
    const P1 = 0, P3 = 2;
    let s = giveCards(newGame("shengji-online", 4, "2nt"), { [P1]: "S2 BJ BJ", [P3]: "D2 D2" });
    s = bid(s, P1, "S2").state;
    s = bid(s, P3, "D2 D2").state;
    const r = bid(s, P1, "BJ BJ");
    expect(r.events[0]).toMatchObject({ kind: "overcall", card: "BJ", count: 2 });
    const closed = close(dealAll(r.state)).state;
    expect(closed.trump).toEqual({ rank: 2, suit: null });
    expect(closed.maker).toBe(P1);
    // 'If this is the first round being played, the winner of the bid is also the leader'
    expect(closed.leader).toBe(P1);
  });

  it("'determined first by the number of cards (more is higher), and then by card values (following the \"no trump\" ordering)'", () => {
    let s = giveCards(newGame("zpy-online", 6, "joker-order"), { 0: "D2 D2", 1: "LJ LJ LJ", 2: "BJ BJ", 3: "H2 H2 H2", 4: "C2 C2 C2" });
    s = bid(s, 0, "D2 D2").state;
    s = bid(s, 1, "LJ LJ").state; // little jokers beat rank cards at equal count
    expect(refusal(s, 0, { type: "bid", cards: ["D2", "D2"] }).code).toBe("bid-too-small");
    s = bid(s, 2, "BJ BJ").state; // big jokers beat little jokers
    expect(refusal(s, 1, { type: "bid", cards: ["LJ", "LJ"] }).code).toBe("bid-too-small");
    s = bid(s, 3, "H2 H2 H2").state; // more cards beat any pair
    expect(refusal(s, 4, { type: "bid", cards: ["C2", "C2", "C2"] }).code).toBe("bid-too-small");
    s = bid(s, 1, "LJ LJ LJ").state;
    expect(close(dealAll(s)).state.trump).toEqual({ rank: 2, suit: null });
  });

  it(`jokers are no bid where joker bids are off (${SEED_000})`, () => {
    const s = giveCards(newGame("zpy-pagat", 6, "no-jokers"), { 0: "BJ BJ" });
    expect(refusal(s, 0, { type: "bid", cards: ["BJ", "BJ"] }).code).toBe("bad-bid-card");
  });
});

describe("when nobody declares", () => {
  it.each(["zpy-pagat", "zpy-80", "shengji-online"] as const)(
    "%s: 'all the cards are shuffled together and there is a new deal, started by the same player as before'",
    (preset) => {
      const s = dealAll(newGame(preset, preset === "zpy-pagat" ? 6 : 4, "no-bid"));
      const r = close(s);
      expect(r.events).toEqual([{ type: "redeal", reason: "no-bid", starter: s.starter }]);
      expect(r.state).toMatchObject({ phase: "dealing", starter: s.starter, next: s.starter, deal: s.deal + 1, hand: s.hand, bids: [] });
      expect(r.state.hands.every((h) => h.length === 0)).toBe(true);
      // A new shuffle.
      expect(dealAll(r.state).hands).not.toEqual(s.hands);
    },
  );

  it(`${SEED_003}: 'any players that are currently in a Passive status change to an Active status for the next hand' — 'No scores are changed'`, () => {
    const base = newGame("zpy-active-passive", 6, "all-active");
    const s = dealAll({ ...base, seats: seatsAt(["5", "3", "3", "5", "2", "4"], [true, false, false, true, true, false]) });
    const r = close(s).state;
    expect(r.seats).toEqual(seatsAt(["5", "3", "3", "5", "2", "4"]));
    expect(r.phase).toBe("dealing");
    expect(r.starter).toBe(s.starter);
  });

  it(`a plain redeal where no seat may declare whatever it is dealt (only active players declare, all at a Joker level): everyone turns active, as ${SEED_000} and ${SEED_003} say, else the same deal comes round for ever`, () => {
    // 000: 'In the case where no one makes trumps, for the new deal all the players become active, but their levels remain the same'.
    const options = { declare: "active-own-level", noBid: "redeal", gameEnd: "joker-laps", nextStarter: "rotate" };
    const base = newGame("zpy-pagat-active-passive", 5, "joker-stalemate", options);
    // Seats 1 and 2 won their way to the Joker level (step 13); the losers are passive at 5; seat 0, passive, starts.
    const seats = base.seats.map((_, i) => (i === 1 || i === 2 ? { level: 13, active: true } : { level: 3, active: false }));
    const s = dealAll({ ...base, starter: 0, next: 0, seats });
    for (let seat = 0; seat < 5; seat++) expect(legalActions(s, seat)).toEqual([]);
    const r = close(s);
    expect(r.events).toEqual([{ type: "redeal", reason: "no-bid", starter: 0 }]);
    expect(r.state.seats).toEqual(seats.map((x) => ({ ...x, active: true })));
    // While an active player may declare, a plain redeal changes nobody.
    const one = seats.map((x, i) => (i === 3 ? { ...x, active: true } : x));
    expect(close(dealAll({ ...base, starter: 0, next: 0, seats: one })).state.seats).toEqual(one);
  });

  describe(`${SEED_000} (Rick Heli): 'the cards of the kitty are turned until a card of that rank is found'`, () => {
    const options = { noBid: "kitty-rank", leader: "fixed", declare: "leader-level", nextStarter: "next-of-winners" };
    const withKitty = (kitty: string) => {
      const s = dealAll(newGame("zpy-pagat", 6, "kitty-rank", options));
      return { ...s, leader: 3, hand: 1, seats: seatsAt(["2", "2", "2", "7", "2", "2"]), stock: hand(kitty) };
    };
    it("the first card of the trump rank sets the suit; the pre-determined maker takes the kitty", () => {
      const r = close(withKitty("S9 HK D7 C7 BJ S2"));
      expect(r.events[0]).toEqual({ type: "kitty-turned", cards: ["S9", "HK", "D7"] });
      expect(r.state).toMatchObject({ trump: { rank: 7, suit: "D" }, maker: 3, phase: "burying" });
    });
    it("'If there is no such card in the kitty, then the highest card in the kitty (other than a Joker) determines the trump suit. If there is a tie for highest the suit of the first of the equal highest cards becomes trump.'", () => {
      const r = close(withKitty("S9 BJ HK CK D3 S4"));
      expect(r.events[0]).toEqual({ type: "kitty-turned", cards: ["S9", "BJ", "HK", "CK", "D3", "S4"] });
      expect(r.state.trump).toEqual({ rank: 7, suit: "H" });
    });
  });

  it(`${SEED_003} Sheng Ji: 'the top card of the Kitty is exposed … If the exposed card is a Joker, the next card is exposed' and 'the current score of the Declarer's team is set as the trump ranking'`, () => {
    const s = dealAll(newGame("tractor-classic", 4, "kitty-top"));
    const later = { ...s, hand: 2, leader: 1, seats: seatsAt(["3", "6", "3", "6"]), stock: hand("BJ LJ C9 H6 H6 S2 SA D4") };
    const r = close(later);
    expect(r.events[0]).toEqual({ type: "kitty-turned", cards: ["BJ", "LJ", "C9"] });
    expect(r.state).toMatchObject({ trump: { rank: 6, suit: "C" }, maker: 1, phase: "burying" });
  });

  it("Sheng Ji's first hand with no bid: the starter leads (our reading: the seed names no leader before the first bid)", () => {
    const s = dealAll(newGame("tractor-classic", 4, "kitty-top-first"));
    const r = close({ ...s, stock: hand("H9 LJ C9 H6 H6 S2 SA D4") });
    expect(r.state).toMatchObject({ trump: { rank: 2, suit: "H" }, maker: s.starter, leader: s.starter });
  });
});

describe(`${SEED_001}: the misdeal call`, () => {
  // 'Before the secret cards are picked up by the final declarer of trumps, anyone who does not
  // have any point cards may call a misdeal, and the cards are redrawn after a reshuffle,
  // beginning with him or her who called the misdeal.'
  const pointless = "S2 S3 S4 S6 S7 S8 S9 SJ SQ SA H2 H3 H4 H6 H7 H8 H9 HJ HQ HA C2 C3 C4 C6 C7";
  const dealt = () => dealAll(newGame("zpy-80", 4, "misdeal"));
  const seatWithout = (s: ShengjiState, seat: number) => ({ ...s, hands: s.hands.map((h, i) => (i === seat ? hand(pointless) : h)) });

  it("a hand without point cards calls it; the deal is redone, starting with the caller", () => {
    const s = seatWithout(dealt(), 2);
    expect(points(s.hands[2] as Card[])).toBe(0);
    expect(legalActions(s, 2)).toContainEqual({ type: "misdeal" });
    const r = act(s, 2, { type: "misdeal" });
    expect(r.events).toEqual([{ type: "redeal", reason: "misdeal", starter: 2 }]);
    expect(r.state).toMatchObject({ phase: "dealing", starter: 2, next: 2, deal: s.deal + 1 });
  });

  it("a hand with point cards may not, nor anyone before the deal is complete or after the kitty is taken", () => {
    const s = seatWithout(dealt(), 2);
    const holder = [0, 1, 3].find((x) => points(s.hands[x] as Card[]) > 0) as number;
    expect(refusal(s, holder, { type: "misdeal" }).code).toBe("cannot-misdeal");
    expect(legalActions(s, holder)).not.toContainEqual({ type: "misdeal" });
    const early = { ...newGame("zpy-80", 4, "misdeal"), hands: s.hands.map(() => [] as Card[]) };
    expect(refusal(early, 2, { type: "misdeal" }).code).toBe("cannot-misdeal");
    const withBid = bid({ ...s, hands: s.hands.map((h, i) => (i === 0 ? ["D2", ...h.slice(1)] : h)) }, 0, "D2").state;
    const taken = close(withBid).state;
    expect(taken.phase).toBe("burying");
    expect(refusal(taken, 2, { type: "misdeal" }).code).toBe("cannot-misdeal");
  });

  it(`no misdeal at tables without it (${SEED_000})`, () => {
    const s = dealAll(newGame("zpy-pagat", 6, "misdeal"));
    const t = { ...s, hands: s.hands.map((h, i) => (i === 0 ? hand("S2 S3 S4 S6 S7 S8 S9 SJ SQ SA H2 H3 H4 H6 H7 H8 H9") : h)) };
    const r = refusal(t, 0, { type: "misdeal" });
    expect(r.code).toBe("cannot-misdeal");
    expect(r.message).toMatch(/not called at this table/);
  });
});
