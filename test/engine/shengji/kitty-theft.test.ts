/**
 * Stealing the kitty (炒地皮, the `kittyTheft` option): rbtying/shengji's
 * `KittyTheftPolicy` (its issue #17), asked in seat order as its PR #516
 * does. Once the kitty is buried, each other seat in turn may outbid the
 * standing bid and take the kitty, or pass; a thief changes the trump suit
 * (the rank and the maker stay) and buries again; the asking starts again
 * after the thief; a whole round of passes ends it.
 */
import { describe, expect, it } from "vitest";
import { type GameAction, applyAction, awaiting, botMove, legalActions, setupProblem, viewFor } from "../../../src/engine";
import { hand } from "../../../src/engine/cards";
import { drive } from "../../../src/engine/driver";
import { decodeLog, encodeLog, type LogEntry } from "../../../src/engine/log";
import { planFor } from "../../../src/engine/shengji/deal";
import type { ShengjiEvent } from "../../../src/engine/shengji/events";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import type { Actor } from "../../../src/engine/types";
import { act, bid, close, dealAll, giveCards, newGame, refusal, seatsAt, shengji } from "./flow-support";

const view = (s: ShengjiState, v: number | "spectator") => viewFor(s, v) as ShengjiView;
const pass = { type: "pass" } as const;
/** The first burial the engine lists for `seat` (its cheapest cards). */
const buryFirst = (s: ShengjiState, seat: number) => {
  const a = legalActions(s, seat).find((x) => x.type === "bury");
  if (!a) throw new Error(`seat ${seat} has no burial listed in phase ${s.phase}`);
  return act(s, seat, a);
};

/**
 * rbtying #17's example at a table of four (004's rules, joker bids, and at an equal
 * count a higher suit overcalls, as the example's pair of hearts over a pair of clubs
 * needs): L the landlord, A the player after L, then B and C.
 */
describe("rbtying #17: 'Once Landlord has taken the kitty and set it down, other players in turn order may over-declare'", () => {
  const L = 0, A = 1, B = 2, C = 3;
  const options = { kittyTheft: true, overcall: "jokers-or-suit" };
  /** The hand up to L's burial, with every step the example names. */
  function toFirstBurial() {
    let s = newGame("shengji-online", 4, "theft-17", options);
    s = giveCards({ ...s, next: L, starter: L }, { [L]: "C2 C2 LJ LJ", [A]: "H2 H2 BJ BJ" });
    // '1. Landlord declares clubs by revealing a 2 of clubs. 2. Landlord reinforces by adding a second 2 of clubs.'
    s = bid(s, L, "C2").state;
    s = bid(s, L, "C2 C2").state;
    s = close(dealAll(s)).state;
    expect(s).toMatchObject({ maker: L, trump: { rank: 2, suit: "C" }, phase: "burying" });
    return s;
  }

  it("the whole example: A steals with hearts, L with little jokers, A with big jokers; then nothing outbids them and play starts", () => {
    const size = planFor(newGame("shengji-online", 4).rules, 4).kitty;
    // '3. Landlord takes kitty, swaps cards, and puts it down'
    let r = buryFirst(toFirstBurial(), L);
    const firstKitty = r.state.buried;
    expect(r.state).toMatchObject({ phase: "stealing", asked: A });
    expect(awaiting(r.state)).toEqual([A]);
    // Asked in turn: only A may act, by passing or with a bid that outbids.
    expect(legalActions(r.state, A)[0]).toEqual(pass);
    expect(legalActions(r.state, A)).toContainEqual({ type: "bid", cards: ["H2", "H2"] });
    for (const seat of [L, B, C]) expect(legalActions(r.state, seat)).toEqual([]);

    // '4. The player who goes after the landlord (player A) over-flips by revealing a pair of 2 of hearts; then takes kitty'
    r = act(r.state, A, { type: "bid", cards: ["H2", "H2"] });
    expect(r.events).toEqual([
      { type: "kitty-stolen", seat: A, from: L, card: "H2", count: 2, trump: { rank: 2, suit: "H" } },
      { type: "kitty-taken", seat: A, count: size },
    ]);
    expect(r.state).toMatchObject({ phase: "burying", maker: L, trump: { rank: 2, suit: "H" }, thieves: [A], buried: [] });
    expect(r.state.hands[A]?.slice(-size)).toEqual(firstKitty);
    expect(awaiting(r.state)).toEqual([A]);
    expect(refusal(r.state, L, { type: "bury", cards: r.state.hands[L]?.slice(0, size) }).code).toBe("not-your-turn");
    // ', swaps cards, and puts it down'
    r = buryFirst(r.state, A);
    const aKitty = r.state.buried;
    // Only A sees the kitty A buried; the landlord no longer sees one.
    expect(view(r.state, A).buried).toEqual(aKitty);
    for (const v of [L, B, C, "spectator"] as const) expect(view(r.state, v).buried).toBeNull();
    expect(view(r.state, B).thieves).toEqual([A]);

    // '5. After confirming the other 2 players in turn order will not over-flip, it becomes Landlord's turn'
    expect(r.state.asked).toBe(B);
    r = act(r.state, B, pass);
    expect(r.events).toEqual([{ type: "steal-passed", seat: B }]);
    r = act(r.state, C, pass);
    expect(r.state.asked).toBe(L);
    // 'Landlord over-flips by revealing a pair of Little Jokers. Takes the kitty, swaps cards, then puts it down'
    r = act(r.state, L, { type: "bid", cards: ["LJ", "LJ"] });
    expect(r.state).toMatchObject({ trump: { rank: 2, suit: null }, maker: L, thieves: [A, L] });
    r = buryFirst(r.state, L);
    expect(view(r.state, L).buried).toEqual(r.state.buried);
    expect(view(r.state, A).buried).toBeNull();
    // '6. Player A over-flips by revealing a pair of Big Jokers. Takes kitty, swaps cards, puts it down.'
    expect(r.state.asked).toBe(A);
    r = act(r.state, A, { type: "bid", cards: ["BJ", "BJ"] });
    r = buryFirst(r.state, A);
    // '7. Nothing can' outbid two big jokers at this table of two packs: a round of passes starts the play.
    for (const seat of [B, C]) r = act(r.state, seat, pass);
    r = act(r.state, L, pass);
    expect(r.events).toEqual([{ type: "steal-passed", seat: L }, { type: "kitty-kept", seat: A }]);
    expect(r.state).toMatchObject({ phase: "playing", maker: L, trump: { rank: 2, suit: null }, thieves: [A, L, A], trick: { leader: L, plays: [] } });
    expect(r.state.asked).toBeUndefined();
    expect(r.state.bids.map((b) => `${b.seat}:${b.count}x${b.card}`)).toEqual(["0:1xC2", "0:2xC2", "1:2xH2", "0:2xLJ", "1:2xBJ"]);

    // The hand plays to its end: the kitty scored is the one A buried last, and the landlord's side made it.
    const buried = r.state.buried;
    const end = shengji(drive(r.state, { maxHands: 1 }).state);
    expect(end.results[0]).toMatchObject({ maker: L, buried, trump: { rank: 2, suit: null } });
    expect(end.results[0]?.makers).toEqual([L, B]);
  });

  it("what is refused while A is asked: others' bids and passes, bids that do not outbid, a pass outside the asking", () => {
    const s = buryFirst(toFirstBurial(), L).state;
    expect(refusal(s, B, { type: "bid", cards: hand("H2") }).code).toBe("not-your-turn");
    expect(refusal(s, B, pass).code).toBe("not-your-turn");
    // A single card, or a pair of a lower suit, does not outbid two clubs.
    const small = giveCards(s, { [A]: "D2 D2 H2 H2" });
    expect(refusal(small, A, { type: "bid", cards: ["H2"] }).code).toBe("bid-too-small");
    expect(refusal(small, A, { type: "bid", cards: ["D2", "D2"] }).code).toBe("bid-too-small");
    // A steal shows cards of the trump rank (or jokers) only.
    expect(refusal(giveCards(s, { [A]: "SA SA" }), A, { type: "bid", cards: ["SA", "SA"] }).code).toBe("bad-bid-card");
    // No asking in other phases.
    expect(refusal(toFirstBurial(), L, pass).code).toBe("not-stealing");
  });

  it("the standing bidder cannot take the kitty by reinforcing their own bid ('you may not over-flip your own declaration')", () => {
    // The landlord's partner B bid; the landlord (fixed by the last hand) took the kitty; B is asked in turn.
    let s = newGame("shengji-online", 4, "theft-own", options);
    s = giveCards({ ...s, hand: 1, leader: L, next: L, starter: L }, { [B]: "S2 S2" });
    s = bid(s, B, "S2").state;
    s = close(dealAll(s)).state;
    s = buryFirst(s, L).state;
    s = act(s, A, pass).state;
    expect(s.asked).toBe(B);
    const r = refusal(s, B, { type: "bid", cards: ["S2", "S2"] });
    expect(r.code).toBe("own-bid");
    expect(legalActions(s, B)).toEqual([pass]);
  });
});

describe("who may steal, with which cards", () => {
  it("every other seat is asked in turn from the one after the maker; a round of passes goes on to the friend call (Zhao Pengyou)", () => {
    let s = newGame("zpy-online", 6, "theft-round", { kittyTheft: true });
    s = giveCards({ ...s, next: 4, starter: 4 }, { 4: "S2" });
    s = bid(s, 4, "S2").state;
    s = buryFirst(close(dealAll(s)).state, 4).state;
    const asked: number[] = [];
    const events: ShengjiEvent[] = [];
    while (s.phase === "stealing") {
      asked.push(s.asked as number);
      const r = act(s, s.asked as number, pass);
      events.push(...r.events);
      s = r.state;
    }
    expect(asked).toEqual([5, 0, 1, 2, 3]);
    expect(events.at(-1)).toEqual({ type: "kitty-kept", seat: 4 });
    expect(s).toMatchObject({ phase: "calling", maker: 4 });
    expect(s.thieves).toBeUndefined();
    expect(legalActions(s, 4)[0]?.type).toBe("call");
  });

  it("a steal shows the trump rank, whoever's level it is: the maker's rank stays, only the suit changes (000's own-level bids)", () => {
    // zpy-pagat: each declares with their own level. Seat 0 (at 5) declares; seat 1 (at 2) steals with a pair of fives.
    let s = newGame("zpy-pagat", 5, "theft-rank", { kittyTheft: true });
    s = giveCards({ ...s, seats: seatsAt(["5", "2", "2", "2", "2"]), next: 0, starter: 0 }, { 0: "H5", 1: "S5 S5 S2 S2" });
    s = bid(s, 0, "H5").state;
    s = buryFirst(close(dealAll(s)).state, 0).state;
    expect(s.asked).toBe(1);
    expect(refusal(s, 1, { type: "bid", cards: ["S2", "S2"] })).toMatchObject({ code: "bad-bid-card", params: { reason: "rank", ranks: "5" } });
    const r = act(s, 1, { type: "bid", cards: ["S5", "S5"] });
    expect(r.state).toMatchObject({ maker: 0, trump: { rank: 5, suit: "S" }, thieves: [1] });
  });

  it("no theft where the kitty set the trump (003 Sheng Ji's top card): nobody bid, so nobody outbids", () => {
    let s = dealAll(newGame("tractor-classic", 4, "theft-kitty-top", { kittyTheft: true }));
    s = close({ ...s, stock: hand("H9 LJ C9 H6 H6 S2 SA D4") }).state;
    expect(s.trump).toEqual({ rank: 2, suit: "H" });
    const r = buryFirst(s, s.maker as number);
    expect(r.state.phase).toBe("playing");
  });

  it("a table where the first bid is final has nothing to steal with: setupProblem refuses the pair", () => {
    expect(setupProblem({ preset: "zpy-pagat", options: { kittyTheft: true, firstBidFinal: true } }, 6)).toMatch(/^options\.kittyTheft: .*firstBidFinal/);
    expect(setupProblem({ preset: "zpy-pagat", options: { kittyTheft: true } }, 6)).toBeNull();
  });
});

describe("bots asked about the kitty", () => {
  /** zpy-80 for 6: seat 2 declared a single ♠2 and buried; seat 3 is asked. */
  function asked(cards3: string): ShengjiState {
    let s = newGame("zpy-80", 6, "theft-bots", { kittyTheft: true });
    s = giveCards({ ...s, next: 2, starter: 2 }, { 2: "S2" });
    s = bid(s, 2, "S2").state;
    s = buryFirst(close(dealAll(s)).state, 2).state;
    return giveCards(s, { 3: cards3 });
  }

  it.each(["basic", "strong", "expert"] as const)("%s: steals with a long new trump suit and passes with a weak hand, always a listed move", (level) => {
    const strong = asked("H2 H2 HA HA HK HK HQ HJ H10 H9 H8 H7");
    const weak = asked("H2 H2 S3 S4 D5 D6 C7 C8 C9 D10");
    for (const s of [strong, weak]) expect(s.asked).toBe(3);
    const steal = botMove(strong, 3, level, "key");
    expect(steal).toEqual({ type: "bid", cards: ["H2", "H2"] });
    expect(botMove(weak, 3, level, "key")).toEqual(pass);
    for (const s of [strong, weak]) {
      const move = botMove(s, 3, level, "key");
      expect(legalActions(s, 3)).toContainEqual(move);
      // Nobody else moves while seat 3 is asked.
      for (const seat of [0, 1, 2, 4, 5]) expect(botMove(s, seat, level, "key")).toBeNull();
    }
    // The thief buries; the others are asked again from the seat after it.
    const after = act(strong, 3, steal as GameAction).state;
    const bury = botMove(after, 3, level, "key");
    expect(bury?.type).toBe("bury");
    const buried = act(after, 3, bury as GameAction).state;
    expect(buried).toMatchObject({ phase: "stealing", asked: 4, thieves: [3], maker: 2 });
  });
});

/** zpy-80 for 6: seat 2 will declare one ♠2; seat 3 holds a pair of ♥2 to steal with, seat 5 a pair of little jokers. */
function twiceStolen(): ShengjiState {
  const s = newGame("zpy-80", 6, "theft-replay", { kittyTheft: true, jokerBids: true });
  return giveCards({ ...s, next: 2, starter: 2 }, { 2: "S2", 3: "H2 H2", 5: "LJ LJ" });
}

/** Bots of `level` play, but seat 2 alone declares, and a seat asked steals whenever a steal is listed. */
const thieving = (level: "basic" | "strong") => (s: ShengjiState, seat: number) => {
  if (s.phase === "dealing" && s.bid === null) return seat === 2 ? { type: "bid" as const, cards: hand("S2") } : null;
  if (s.phase === "dealing") return null;
  if (s.phase === "stealing" && s.asked === seat) return legalActions(s, seat).find((a) => a.type === "bid") ?? pass;
  return botMove(s, seat, level, "k");
};

describe("a hand with thefts", () => {
  it("the log of every action, through the compact text form, replays to the same state", () => {
    const initial = twiceStolen();
    const log: LogEntry[] = [];
    let thefts = 0;
    const bot = thieving("basic");
    const end = drive(initial, {
      maxHands: 1,
      bot: (s, seat) => bot(shengji(s), seat),
      onStep: (_b, actor, action, _a, events) => {
        log.push({ actor, action });
        thefts += events.filter((e) => e.type === "kitty-stolen").length;
      },
    }).state;
    expect(thefts).toBeGreaterThanOrEqual(2);
    let s: ShengjiState = initial;
    for (const { actor, action } of decodeLog(encodeLog(log))) {
      const r = applyAction(s, actor as Actor, action);
      if (!r.ok) throw new Error(r.error.message);
      s = shengji(r.state);
    }
    expect(s).toEqual(end);
    expect(shengji(end).results).toHaveLength(1);
  });
});
