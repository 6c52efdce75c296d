/**
 * What the table does by itself and when (src/server/pace/pacing.ts), and the
 * turn clock end to end: when it runs out, the bot moves for that seat.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type BotLevel, type GameState, applyAction, awaiting, botMove, createGame, legalActions } from "../../src/engine";
import { botKey } from "../../src/engine/random";
import { type Bots, DEFAULT_PACE, NO_BID_CLOSE_MS, moveClockMs, moveFor, nextStep, paceOf } from "../../src/server/pace/pacing";
import { FAST, hostWithBots, settle, timePasses } from "./support";

/** A game advanced (a bid by whoever can, then the table's steps) until some seat must move. */
function waitingGame(): GameState {
  let s = createGame("shengji-online", "pacing", 4);
  for (let i = 0; i < 500 && awaiting(s).length === 0; i++) {
    const bidder = s.game === "shengji" && s.phase === "dealing" && s.bid === null ? [0, 1, 2, 3].find((x) => legalActions(s, x).length > 0) : undefined;
    const table = legalActions(s, "table")[0];
    const step =
      bidder !== undefined && (table?.type === "close-bidding")
        ? applyAction(s, bidder, legalActions(s, bidder)[0])
        : applyAction(s, "table", table?.type === "draw" ? { type: "draw", count: 1000 } : table);
    if (!step.ok) throw new Error(step.error.message);
    s = step.state;
  }
  expect(awaiting(s).length).toBe(1);
  return s;
}

/** Bots at one level, keyed as a table keys them. */
const KEY = botKey("pacing");
const botsAt = (level: BotLevel): Bots => ({ key: KEY, levelOf: () => level, standIn: "strong" });

const people = (n: number) => Array.from({ length: n }, () => ({ bot: false, awaySince: null }));

describe("pacing", () => {
  it("deals at the table's pace, and all at once when dealMs is 0", () => {
    const s = createGame("shengji-online", "pace-deal", 4);
    const slow = nextStep(s, people(4), paceOf({ dealMs: 300 }), 1_000);
    expect(slow).toMatchObject({ at: 1_300, actor: "table", action: { type: "draw" } });
    const fast = nextStep(s, people(4), paceOf({ dealMs: 0 }), 1_000);
    expect(fast).toMatchObject({ at: 1_000, action: { type: "draw", count: 1000 } });
  });

  it("waits for people: a move awaited from a person present is never made for them without a clock", () => {
    const s = waitingGame();
    expect(nextStep(s, people(4), paceOf({ turnSeconds: 0 }), 5_000)).toBeNull();
  });

  it("by default a table has a clock: 45 s a move (90 s to bury, as here), then the seat's bank", () => {
    const s = waitingGame();
    const seat = awaiting(s)[0] as number;
    expect(s.game === "shengji" && s.phase).toBe("burying");
    expect(DEFAULT_PACE.turnSeconds).toBe(45);
    expect(moveClockMs(s, 45)).toBe(90_000);
    expect(nextStep(s, people(4), DEFAULT_PACE, 5_000)).toMatchObject({ at: 95_000, actor: seat, why: "clock" });
    const banked = people(4).map((p) => ({ ...p, bankMs: 12_000 }));
    expect(nextStep(s, banked, DEFAULT_PACE, 5_000)).toMatchObject({ at: 107_000, actor: seat, why: "clock" });
  });

  it("the turn clock: when it runs out, the bot moves for the seat awaited", () => {
    const s = waitingGame();
    const seat = awaiting(s)[0] as number;
    const step = nextStep(s, people(4), paceOf({ turnSeconds: 30 }), 5_000);
    // Burying the kitty: twice the clock.
    expect(step).toMatchObject({ at: 65_000, actor: seat, why: "clock" });
    // The move itself is decided only when the step is taken, at the stand-in level (strong here) whatever the table's bots play.
    const move = step ? moveFor(s, step, botsAt("basic")) : null;
    expect(move?.actor).toBe(seat);
    expect(move?.action).toEqual(botMove(s, seat, "strong", KEY));
    expect(applyAction(s, seat, move?.action).ok).toBe(true);
  });

  it("a player away longer than the grace period is played by a stand-in bot, and only while awaited", () => {
    const s = waitingGame();
    const seat = awaiting(s)[0] as number;
    const seats = people(4).map((p, i) => (i === seat ? { ...p, awaySince: 10_000 } : p));
    const step = nextStep(s, seats, DEFAULT_PACE, 5_000);
    expect(step).toMatchObject({ at: 10_000 + DEFAULT_PACE.graceMs, actor: seat, why: "stand-in" });
    // Someone else away, not awaited: nothing happens for them (at a table without a clock: nothing at all).
    const other = (seat + 1) % 4;
    const elsewhere = people(4).map((p, i) => (i === other ? { ...p, awaySince: 10_000 } : p));
    expect(nextStep(s, elsewhere, paceOf({ turnSeconds: 0 }), 5_000)).toBeNull();
  });

  it("bots may bid after their delay; at equal times their bids come before the table's step", () => {
    const s = createGame("shengji-online", "pace-bots", 4);
    const dealt = applyAction(s, "table", { type: "draw", count: 1000 });
    if (!dealt.ok) throw new Error("deal");
    const bots = Array.from({ length: 4 }, () => ({ bot: true, awaySince: null }));
    const pace = paceOf({ botDelayMs: 0, dealMs: 0 });
    // Every seat a bot: bidding closes at once, unless a bot bids first (each is asked when the step is taken).
    const step = nextStep(dealt.state, bots, pace, 1_000);
    expect(step).toMatchObject({ at: 1_000, why: "bid", bots: [0, 1, 2, 3] });
    const bid = step ? moveFor(dealt.state, step, botsAt("strong")) : null;
    if (bid) {
      expect(bid.action.type).toBe("bid");
      expect(applyAction(dealt.state, bid.actor, bid.action).ok).toBe(true);
    }
    // Once every bot has passed on this state, they are not asked again: the table closes the bidding (with nobody
    // declaring, only after NO_BID_CLOSE_MS, since that may deal again).
    expect(nextStep(dealt.state, bots, pace, 1_000, new Set([0, 1, 2, 3]))).toMatchObject({ at: 1_000 + NO_BID_CLOSE_MS, why: "table", action: { type: "close-bidding" } });
    // One bot not asked yet: it is asked first.
    expect(nextStep(dealt.state, bots, pace, 1_000, new Set([0, 1, 2]))).toMatchObject({ at: 1_000, why: "bid", bots: [3] });
  });

  it("an awaited bot moves after its delay, its move decided only when the step is taken", () => {
    const s = waitingGame();
    const seat = awaiting(s)[0] as number;
    const seats = people(4).map((p, i) => (i === seat ? { ...p, bot: true } : p));
    const step = nextStep(s, seats, paceOf({ botDelayMs: 700 }), 5_000);
    expect(step).toEqual({ at: 5_700, why: "bot", actor: seat });
    // At the seat's own level.
    for (const level of ["basic", "strong"] as const) {
      const move = step ? moveFor(s, step, botsAt(level)) : null;
      expect(move?.actor).toBe(seat);
      expect(move?.action).toEqual(botMove(s, seat, level, KEY));
      expect(applyAction(s, seat, move?.action).ok).toBe(true);
    }
    // Bots not awaited have nothing to do outside bidding.
    const others = people(4).map((p, i) => (i === seat ? p : { ...p, bot: true }));
    expect(nextStep(s, others, paceOf({ botDelayMs: 700, turnSeconds: 0 }), 5_000)).toBeNull();
  });
});

/** A hand played out by the bots to its result (the table's next step: the next hand). */
function scoredGame(): GameState {
  let s = waitingGame();
  for (let i = 0; i < 2_000; i++) {
    if (s.game === "shengji" && s.phase === "scored") return s;
    const seat = awaiting(s)[0];
    const action = seat === undefined ? legalActions(s, "table")[0] : botMove(s, seat, "strong", KEY);
    if (!action) throw new Error("no move");
    const step = applyAction(s, seat ?? "table", action);
    if (!step.ok) throw new Error(step.error.message);
    s = step.state;
  }
  throw new Error("no result in 2,000 moves");
}

describe("a hand's result and its readers (issue 57, item 8)", () => {
  it("the next hand comes resultMs after the hand's end, or up to a present reader's clock; an away reader or a bot holds nothing", () => {
    const s = scoredGame();
    const pace = paceOf({ resultMs: 8_000, turnSeconds: 45 });
    const next = (seats: Parameters<typeof nextStep>[1]) => nextStep(s, seats, pace, 1_000)?.at;
    expect(nextStep(s, people(4), pace, 1_000)).toMatchObject({ why: "table", action: { type: "next-hand" } });
    expect(next(people(4))).toBe(9_000);
    const reader = people(4).map((p, seat) => (seat === 2 ? { ...p, reading: true } : p));
    expect(next(reader)).toBe(46_000);
    // A late seat's own shorter clock is its reader's bound; the longest reader's counts.
    expect(next(reader.map((p, seat) => (seat === 2 ? { ...p, turnSeconds: 30 } : p)))).toBe(31_000);
    expect(next(reader.map((p, seat) => (seat === 1 ? { ...p, reading: true, turnSeconds: 30 } : p)))).toBe(46_000);
    expect(next(reader.map((p, seat) => (seat === 2 ? { ...p, awaySince: 500 } : p)))).toBe(9_000);
    expect(next(reader.map((p, seat) => (seat === 2 ? { ...p, bot: true } : p)))).toBe(9_000);
  });
});

describe("the turn clock over the wire", () => {
  it("when a person's clock runs out, the table moves for them and the game goes on", async () => {
    const t = await hostWithBots("zheng-fen", 3, { ...FAST, turnSeconds: 10 });
    const host = t.host;
    host.start();
    // The host never moves: their clock (10 s, the shortest) and bank run out, and the clock makes the move.
    await settle(host);
    const before = host.version;
    await timePasses(t.tableId, 25_000);
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    await host.waitFor((c) => c.version > before + 2, 15_000);
    expect(host.version).toBeGreaterThan(before + 2);
    host.close();
  }, 30_000);
});
