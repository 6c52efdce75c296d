/**
 * Turn-based tables (issue 30) on an injected clock: a turn may take hours,
 * no bot stands in before the clock runs out (whenever the player left),
 * the table goes on with nobody there (it sleeps until the next deadline),
 * and each view carries the deadline. Live tables keep their pace.
 */
import { describe, expect, it } from "vitest";
import { type GameAction, type ShengjiState, type ZhengFenState, awaiting, createGame, legalActions } from "../../src/engine";
import { TURN_SECONDS_MAX, TableSettingsSchema, isTurnBased } from "../../src/protocol";
import { DEFAULT_PACE, NO_BID_CLOSE_MS, biddingCloses, paceOf } from "../../src/server/pace/pacing";
import { act } from "../../src/server/commands/moves";
import { alarmAt, due, runSteps } from "../../src/server/commands/steps";
import { clockFields, deadlineOf } from "../../src/server/pace/clock";
import { ViewFrames } from "../../src/server/table/view-frames";
import type { Room, TableState } from "../../src/server/state/table-state";
import { T0, lobby, playing, room, sender, said } from "./fixtures";

const HOUR = 3600_000;
const TURN = { turnSeconds: 3600 };

describe("turn-based pace", () => {
  it("a clock longer than 600 s makes a table turn-based, up to a week; its grace and bidding last a turn", () => {
    expect(TableSettingsSchema.safeParse({ turnSeconds: 24 * 3600 }).success).toBe(true);
    expect(TableSettingsSchema.safeParse({ turnSeconds: TURN_SECONDS_MAX + 1 }).success).toBe(false);
    expect(isTurnBased({ turnSeconds: 600 })).toBe(false);
    expect(isTurnBased({ turnSeconds: 601 })).toBe(true);
    expect(paceOf({ turnSeconds: 60 })).toMatchObject({ graceMs: DEFAULT_PACE.graceMs, bidMs: DEFAULT_PACE.bidMs });
    expect(paceOf({ turnSeconds: 12 * 3600 })).toMatchObject({ graceMs: 12 * HOUR, bidMs: 12 * HOUR });
  });

  it("a person who left long ago is moved for only when the turn's clock runs out, and keeps the seat for the next turn", () => {
    const t0 = playing(lobby(["h0", "h1", "h2"], "zheng-fen", TURN));
    const seat = awaiting(t0.state as ZhengFenState)[0] as number;
    // Everyone left ten hours before the turn came: nobody is there at all.
    const t = { ...t0, seats: t0.seats.map((r) => ({ ...r, awaySince: T0 - 10 * HOUR })) };
    const nobody = room([], 0, false);
    expect(due(t, nobody, T0)).toMatchObject({ at: T0 + HOUR, actor: seat });
    expect(alarmAt(t, nobody, T0, null)).toBe(T0 + HOUR);
    expect(runSteps(t, nobody, T0 + HOUR - 1)).toEqual({});
    const c = runSteps(t, nobody, T0 + HOUR);
    expect(c.next?.version).toBe(1);
    // No stand-in from now on: the seat's row is untouched, and the next seat has a whole turn.
    expect(c.rows?.some((r) => r.t === "seat")).toBe(false);
    const next = c.next ?? t;
    expect(due(next, nobody, T0 + HOUR)).toMatchObject({ at: T0 + 2 * HOUR });
  });

  it("the same at a live table: a stand-in at once for a player away past the grace, and nothing while nobody is there", () => {
    const t0 = playing(lobby(["h0", "h1", "h2"], "zheng-fen", { turnSeconds: 60 }));
    const t = { ...t0, seats: t0.seats.map((r) => ({ ...r, awaySince: T0 - 10 * HOUR })) };
    expect(due(t, room([], 1), T0)).toMatchObject({ at: T0 + DEFAULT_PACE.botDelayMs, why: "stand-in" });
    expect(due(t, room([], 0, false), T0)).toBeNull();
  });

  it("a clock that runs out for a connected person at a turn-based table does not hand the seat to a bot", () => {
    const t = playing(lobby(["h0", "h1", "h2"], "zheng-fen", TURN));
    const c = runSteps(t, room([0, 1, 2]), T0 + HOUR);
    expect(c.next?.version).toBe(1);
    expect(c.next?.seats.every((r) => r.awaySince === null)).toBe(true);
  });

  it("a turn-based table keeps no time bank, a late seat has the table's clock, and a visit does not put the clock back", () => {
    const t0 = playing(lobby(["h0", "h1", "h2"], "zheng-fen", TURN));
    const seat = awaiting(t0.state as ZhengFenState)[0] as number;
    // A seat taken mid-game, and somebody came to the empty table half an hour after the last move.
    const t = { ...t0, arrivedAt: T0 + HOUR / 2, seats: t0.seats.map((r) => (r.seat === seat ? { ...r, late: true } : r)) };
    expect(due(t, room([0, 1, 2]), T0)).toMatchObject({ at: T0 + HOUR, why: "clock", actor: seat });
    expect(deadlineOf(t)).toBe(T0 + HOUR);
    // A live table: the same visit restarts the clock, and a late seat's clock is 30 s with no bank.
    const live0 = playing(lobby(["h0", "h1", "h2"], "zheng-fen", { turnSeconds: 60 }));
    const live = { ...live0, arrivedAt: T0 + 1000 };
    expect(due(live, room([0, 1, 2]), T0)).toMatchObject({ at: T0 + 1000 + 60_000 + 60_000, why: "clock" });
    const late = { ...live, seats: live.seats.map((r) => (r.seat === seat ? { ...r, late: true } : r)) };
    expect(due(late, room([0, 1, 2]), T0)).toMatchObject({ at: T0 + 1000 + 30_000, why: "clock" });
  });

  it("bots move up to the next person's turn with nobody there", () => {
    const t = playing(lobby(["h0", "bot", "bot"], "zheng-fen", { ...TURN, botDelayMs: 700 }));
    let table = t;
    let now = T0;
    for (let i = 0; i < 50; i++) {
      const step = due(table, room([], 0, false), now);
      if (!step || step.why === "clock") break;
      now = step.at;
      table = runSteps(table, room([], 0, false), now).next ?? table;
    }
    expect(awaiting(table.state as ZhengFenState)).toEqual([0]);
    expect(due(table, room([], 0, false), now)).toMatchObject({ why: "clock", at: table.lastChangeAt + HOUR });
  });

  it("bids stay open for a turn after a Shengji deal", () => {
    const t = playing(lobby(["h0", "h1", "h2", "h3"], "tractor-classic", { ...TURN, dealMs: 0 }));
    // `playing` ran the table's own steps: the next is closing the bidding, a turn after the deal.
    const fresh = { ...t, state: createGame({ preset: "tractor-classic" }, "cmd", 4) as ShengjiState };
    const afterDeal = runSteps(fresh, room([], 0, false), T0).next ?? fresh;
    expect(due(afterDeal, room([], 0, false), T0)).toMatchObject({ why: "table", at: T0 + HOUR });
  });

  /** The bots' bids and passes run until only the bidding's close (or a person) is left. */
  const botsDone = (t: TableState, here: Room): TableState => {
    let x = t;
    for (let i = 0; i < 20; i++) {
      const d = due(x, here, x.lastChangeAt);
      if (!d || d.why === "table") return x;
      x = runSteps(x, here, d.at).next ?? x;
    }
    return x;
  };

  it("once everyone seated has passed, the bidding closes without waiting out its turn", () => {
    const t = { ...playing(lobby(["h0", "bot", "h2", "bot"], "tractor-classic", { ...TURN, dealMs: 0 })), state: createGame({ preset: "tractor-classic" }, "cmd", 4) as ShengjiState };
    const here = room([0, 2]);
    // A pass before the deal is done is refused and changes nothing.
    const early = act(t, sender(t, 0), "p0", { type: "pass" }, T0);
    expect(early.next).toBeUndefined();
    expect(said(early).reply?.[0]).toMatchObject({ type: "error", code: "still-dealing", id: "p0" });
    const dealt = runSteps(t, here, T0).next ?? t;
    expect(biddingCloses(dealt.state as ShengjiState)).toBe(true);
    // The bots have bid or passed; then the window runs a whole turn.
    const open = botsDone(dealt, here);
    const L = open.lastChangeAt;
    expect(due(open, here, L)).toMatchObject({ why: "table", at: L + HOUR });
    // One person passes: an ack at the same version, the passes kept (no log row), and still a turn for the other.
    const one = act(open, sender(open, 0), "p1", { type: "pass" }, L + 10);
    expect(said(one).reply).toEqual([{ type: "ack", id: "p1", version: open.version }]);
    expect(one.rows?.map((r) => r.t)).toEqual(["meta"]);
    const first = one.next ?? open;
    expect(due(first, here, L + 10)).toMatchObject({ why: "table", at: L + HOUR });
    // Both have passed: the bidding closes now (never sooner than NO_BID_CLOSE_MS after the last change when nobody bid).
    const both = act(first, sender(first, 2), "p2", { type: "pass" }, L + 20).next ?? first;
    const close = due(both, here, L + 20);
    expect(close).toMatchObject({ why: "table", action: { type: "close-bidding" } });
    expect(close?.at).toBeLessThanOrEqual(L + NO_BID_CLOSE_MS);
    const closed = runSteps(both, here, close?.at ?? 0).next ?? both;
    expect(closed.version).toBeGreaterThan(both.version);
    expect(biddingCloses(closed.state as ShengjiState)).toBe(false);
    // Once the bidding is over (the maker buries), a pass is refused.
    if ((closed.state as ShengjiState).phase === "burying") {
      expect(said(act(closed, sender(closed, 0), "p3", { type: "pass" }, L + 30)).reply?.[0]).toMatchObject({ type: "error", code: "not-bidding" });
    }
  });

  it("a pass counts only on the state it was made on: after a bid, the person who passed is waited for again", () => {
    const here = room([0, 1]);
    // The first deal (of fixed seeds) after which seat 1 holds a bid.
    let open: TableState | null = null;
    for (let i = 0; i < 40 && !open; i++) {
      const t = { ...playing(lobby(["h0", "h1", "bot", "bot"], "tractor-classic", { ...TURN, dealMs: 0 })), state: createGame({ preset: "tractor-classic" }, `bid-${i}`, 4) as ShengjiState };
      const o = botsDone(runSteps(t, here, T0).next ?? t, here);
      if (legalActions(o.state as ShengjiState, 1).some((a) => a.type === "bid")) open = o;
    }
    if (!open) throw new Error("no deal of 40 gave seat 1 a bid");
    const passed = act(open, sender(open, 0), "p0", { type: "pass" }, open.lastChangeAt + 1).next ?? open;
    const bid = legalActions(passed.state as ShengjiState, 1).find((a) => a.type === "bid") as GameAction;
    const after = act(passed, sender(passed, 1), "b1", bid as never, open.lastChangeAt + 2).next ?? passed;
    expect(after.version).toBeGreaterThan(passed.version);
    const settled = botsDone(after, here);
    // The bidder passes too: seat 0 passed before the bid, so the window still runs for seat 0 (it may overcall).
    const L = settled.lastChangeAt;
    const bidderDone = act(settled, sender(settled, 1), "p1", { type: "pass" }, L + 1).next ?? settled;
    expect(due(bidderDone, here, L + 1)).toMatchObject({ why: "table", at: L + HOUR });
    const both = act(bidderDone, sender(bidderDone, 0), "p2", { type: "pass" }, L + 2).next ?? bidderDone;
    expect(due(both, here, L + 2)?.at).toBeLessThanOrEqual(L + 2);
  });

  it("a turn-based table's views carry the deadline; a live table's carry none", () => {
    const t = playing(lobby(["h0", "h1", "h2"], "zheng-fen", TURN));
    expect(deadlineOf(t)).toBe(T0 + HOUR);
    const frame = JSON.parse(new ViewFrames(t.state as ZhengFenState, 3, [], clockFields(t, 0)).for(0)) as { deadline?: number; version: number };
    expect(frame).toMatchObject({ deadline: T0 + HOUR, version: 3 });
    const live = playing(lobby(["h0", "h1", "h2"], "zheng-fen", { turnSeconds: 60 }));
    expect(deadlineOf(live)).toBeNull();
    expect("deadline" in JSON.parse(new ViewFrames(live.state as ZhengFenState, 3, [], clockFields(live, 0)).for(0))).toBe(false);
  });
});
