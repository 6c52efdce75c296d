/**
 * Takebacks: rbtying/shengji's `PlayTakebackPolicy` (AllowPlayTakeback /
 * NoPlayTakeback) and `BidTakebackPolicy` (AllowBidTakeback / NoBidTakeback),
 * the options `playTakeback` and `bidTakeback` (issue 56, item 6). A seat
 * takes back its own last play while nobody has played after it in the
 * trick, or its own last bid while nobody has bid after it; the cards go
 * back to its hand, nothing else is told.
 */
import { describe, expect, it } from "vitest";
import { type GameAction, type GameState, applyAction, botAction, createGame, viewFor } from "../../../src/engine";
import { hand } from "../../../src/engine/cards";
import { drive } from "../../../src/engine/driver";
import { canTakeBack } from "../../../src/engine/shengji/hints";
import { decodeLog, encodeLog, type LogEntry } from "../../../src/engine/log";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import type { Actor } from "../../../src/engine/types";
import { act, atPlay, bid, giveCards, newGame, refusal, shengji } from "./flow-support";

const takeback = { type: "takeback" } as const;
const view = (s: ShengjiState, v: number | "spectator") => viewFor(s, v) as ShengjiView;
const play = (s: ShengjiState, seat: number, cards: string) => act(s, seat, { type: "play", cards: hand(cards) });

/** Hearts trump at 4 (004's rules, four seats): seat 0 leads. */
const table = (options: Record<string, unknown>) =>
  atPlay({
    preset: "shengji-online", players: 4, options, maker: 0, trump: { rank: "4", suit: "H" }, leader: 0,
    hands: ["SA SK S9 C5", "S3 S5 S8 C6", "S6 S7 S10 C7", "C8 C9 C10 CJ"],
  });

describe("rbtying PlayTakebackPolicy (playTakeback): a play taken back before the next player plays", () => {
  it("the lead goes back to the leader's hand as it was, the trick is empty again, and the leader plays anew", () => {
    const s = table({ playTakeback: true });
    const led = play(s, 0, "S9").state;
    expect(view(led, 0).takeback).toBe(0);
    expect(canTakeBack(view(led, 0))).toBe(true);
    expect(canTakeBack(view(led, 1))).toBe(false);
    const back = act(led, 0, takeback);
    expect(back.events).toEqual([{ type: "taken-back", seat: 0, kind: "play", cards: ["S9"] }]);
    // The same hand in the same order, the same trick, nothing left to take back: as before the play.
    expect(back.state.hands).toEqual(s.hands);
    expect(back.state.trick).toEqual(s.trick);
    expect(back.state.undo).toBeUndefined();
    expect(view(back.state, 0)).toEqual(view(s, 0));
    expect(view(back.state, 1)).toEqual(view(s, 1));
    const again = play(back.state, 0, "SA").state;
    expect(again.trick?.plays).toEqual([{ seat: 0, cards: ["SA"] }]);
  });

  it("a follow may be taken back too; once the next seat has played, the earlier play may not, and the refusal changes nothing", () => {
    let s = play(table({ playTakeback: true }), 0, "S9").state;
    s = play(s, 1, "S3").state;
    expect(view(s, 0).takeback).toBe(1);
    const refused = refusal(s, 0, takeback);
    expect(refused.code).toBe("cannot-take-back");
    expect(refused.message).toContain("before the next player plays");
    expect(refusal(s, 2, takeback).code).toBe("cannot-take-back");
    const back = act(s, 1, takeback).state;
    expect(back.hands[1]).toEqual(hand("S3 S5 S8 C6"));
    expect(back.trick?.plays).toEqual([{ seat: 0, cards: ["S9"] }]);
    // Seat 1 plays again; now 0's lead is out of reach for good.
    const on = play(back, 1, "S5").state;
    expect(refusal(on, 0, takeback).code).toBe("cannot-take-back");
  });

  it("not the play that completes a trick (the trick is over), nor a throw, which was checked against the other hands", () => {
    let s = table({ playTakeback: true });
    for (const [seat, cards] of [[0, "S9"], [1, "S3"], [2, "S6"]] as const) s = play(s, seat, cards).state;
    const done = play(s, 3, "C8").state;
    expect(done.tricks).toHaveLength(1);
    expect(view(done, 3).takeback).toBeUndefined();
    expect(refusal(done, 3, takeback).code).toBe("cannot-take-back");
    // SA SK: nobody holds a higher spade, so the throw stands; it cannot be taken back.
    const thrown = play(table({ playTakeback: true }), 0, "SA SK").state;
    expect(thrown.trick?.plays[0]?.cards).toEqual(["SA", "SK"]);
    expect(refusal(thrown, 0, takeback).code).toBe("cannot-take-back");
    // SK S9: seat 2's S10 beats the nine, so the throw fails and the nine is led; not taken back either.
    const failed = play(table({ playTakeback: true }), 0, "SK S9");
    expect(failed.events.some((e) => e.type === "throw-failed")).toBe(true);
    expect(refusal(failed.state, 0, takeback).code).toBe("cannot-take-back");
  });

  it("not a play that made a friend known (000: the friend is revealed by the play)", () => {
    const s = atPlay({
      preset: "zpy-pagat", players: 5, options: { playTakeback: true }, maker: 0, trump: { rank: "2", suit: "H" }, leader: 0,
      hands: ["S3 S4", "SA S5", "S6 S7", "S8 S9", "C3 C4"], calls: [{ card: "SA", ordinal: 1 }],
    });
    const led = play(s, 0, "S3").state;
    const friend = play(led, 1, "SA");
    expect(friend.events.some((e) => e.type === "friend")).toBe(true);
    expect(refusal(friend.state, 1, takeback).code).toBe("cannot-take-back");
    // A play of a called card that makes nobody known yet (its copies seen) is restored whole.
    const other = play(led, 1, "S5").state;
    expect(act(other, 1, takeback).state.calls).toEqual(led.calls);
  });

  it.each([
    ["NoPlayTakeback", { playTakeback: false }, "no-takebacks"],
    ["NoPlayTakeback with AllowBidTakeback", { playTakeback: false, bidTakeback: true }, "cannot-take-back"],
  ] as const)("%s: a play is never taken back (%s)", (_name, options, code) => {
    const led = play(table(options), 0, "S9").state;
    expect(view(led, 0).takeback).toBeUndefined();
    expect(refusal(led, 0, takeback).code).toBe(code);
  });
});

describe("rbtying BidTakebackPolicy (bidTakeback): a bid taken back while nobody has bid after it", () => {
  /** 000's rules, five seats, everyone at 2: seat 0 will hold H2 H2, seat 1 S2 S2. */
  const dealing = (options: Record<string, unknown>) =>
    giveCards({ ...newGame("zpy-pagat", 5, "takeback-bid", options), next: 0, starter: 0 }, { 0: "H2 H2", 1: "S2 S2" });

  it("the bid is gone: the standing bid and the bids are as before it, even after cards were drawn since", () => {
    const s = dealing({ bidTakeback: true });
    const one = bid(s, 0, "H2").state;
    const drawn = act(one, "table", { type: "draw" }).state;
    expect(view(drawn, 0).takeback).toBe(0);
    const back = act(drawn, 0, takeback);
    expect(back.events).toEqual([{ type: "taken-back", seat: 0, kind: "bid", cards: ["H2"] }]);
    expect(back.state).toMatchObject({ bid: null, bids: [], defendable: null });
    expect(back.state.hands).toEqual(drawn.hands);
  });

  it("once another seat bids, the earlier bid stands; the later bidder may take theirs back, and a defence open before it opens again", () => {
    let s = bid(dealing({ bidTakeback: true }), 0, "H2").state;
    s = bid(s, 1, "S2 S2").state;
    expect(s.defendable).toMatchObject({ seat: 0 });
    expect(refusal(s, 0, takeback).code).toBe("cannot-take-back");
    // Seat 0 defends (000: as many cards of its own suit): then takes the defence back, and the overcall stands open to it again.
    const defended = bid(s, 0, "H2 H2").state;
    const back = act(defended, 0, takeback).state;
    expect(back.bid).toMatchObject({ seat: 1, card: "S2", count: 2 });
    expect(back.defendable).toMatchObject({ seat: 0, count: 1 });
    expect(bid(back, 0, "H2 H2").state.bid).toMatchObject({ seat: 0, count: 2 });
    // A card drawn since would have closed the defence: after the takeback it stays closed.
    const late = act(act(defended, "table", { type: "draw" }).state, 0, takeback).state;
    expect(late.defendable).toBeNull();
    expect(refusal(late, 0, { type: "bid", cards: hand("H2 H2") }).code).not.toBe("cannot-take-back");
  });

  it("003: the first bidder leads; that bid taken back, nobody leads yet", () => {
    const s = giveCards({ ...newGame("tractor-classic", 4, "takeback-first", { bidTakeback: true }), next: 0, starter: 0 }, { 2: "S2" });
    const one = bid(s, 2, "S2").state;
    expect(one.leader).toBe(2);
    expect(act(one, 2, takeback).state.leader).toBeNull();
  });

  it.each([
    ["NoBidTakeback", { bidTakeback: false }, "no-takebacks"],
    ["NoBidTakeback with AllowPlayTakeback", { bidTakeback: false, playTakeback: true }, "cannot-take-back"],
  ] as const)("%s: a bid is never taken back", (_name, options, code) => {
    const one = bid(dealing(options), 0, "H2").state;
    expect(view(one, 0).takeback).toBeUndefined();
    expect(refusal(one, 0, takeback).code).toBe(code);
  });

  it("the bidding over (trump set), the last bid may not be taken back", () => {
    const one = bid(dealing({ bidTakeback: true }), 0, "H2").state;
    const closed = act(act(one, "table", { type: "draw", count: 1000 }).state, "table", { type: "close-bidding" }).state;
    expect(closed.phase).toBe("burying");
    expect(refusal(closed, 0, takeback).code).toBe("cannot-take-back");
  });
});

describe("a whole game with takebacks on: every bid and play taken back once and made again", () => {
  it("reaches its end; the log replays to the same state; no view ever holds the secret kept for a takeback", () => {
    const start = createGame({ preset: "zpy-online", options: { playTakeback: true, bidTakeback: true } }, "takeback-game", 6);
    const positions = new Set<string>();
    const counts = { play: 0, bid: 0 };
    const log: LogEntry[] = [];
    // A seat that may take back its move does so, once per position; else the basic bot moves.
    const bot = (g: GameState, seat: number): GameAction | null => {
      const s = shengji(g);
      if (s.undo?.seat === seat) {
        const at = `${s.hand}/${s.deal}/${s.tricks.length}/${s.trick?.plays.length ?? -1}/${s.bids.length}/${seat}`;
        if (!positions.has(at)) {
          positions.add(at);
          return takeback;
        }
      }
      return botAction(viewFor(s, seat), seat);
    };
    const { state } = drive(start, {
      maxHands: 3,
      bot: bot as never,
      onStep: (_before, actor: Actor, action, after, events) => {
        log.push({ actor, action });
        for (const e of events) if (e.type === "taken-back") counts[e.kind]++;
        for (const v of [0, 1, 2, 3, 4, 5, "spectator"] as const) expect(JSON.stringify(viewFor(after, v))).not.toContain("undo");
      },
    });
    expect(shengji(state).results.length).toBe(3);
    expect(counts.play).toBeGreaterThan(50);
    expect(counts.bid).toBeGreaterThan(0);
    let replayed: GameState = start;
    for (const e of decodeLog(encodeLog(log))) {
      const step = applyAction(replayed, e.actor, e.action);
      if (!step.ok) throw new Error(step.error.message);
      replayed = step.state;
    }
    expect(replayed).toEqual(state);
  });
});
