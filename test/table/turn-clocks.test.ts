/**
 * Issue 57, item 1: the turn clock a client counts down from. Each view
 * frame and summary of a live table in play carries every awaited person's
 * clock (when the move's clock runs out, and the bank left after it) and
 * the server's time; the bot moves for them exactly when those run out
 * (the alarm's `due`), so what a page shows is the table's own deadline.
 * Commands in plain Node, on an injected clock.
 */
import { describe, expect, it } from "vitest";
import { type GameState, awaiting, botMove, legalActions } from "../../src/engine";
import { act } from "../../src/server/commands/moves";
import { due, runSteps } from "../../src/server/commands/steps";
import { clockFields, turnClocks } from "../../src/server/pace/clock";
import type { TableState } from "../../src/server/state/table-state";
import { summaryOf } from "../../src/server/table/summary";
import { ViewFrames } from "../../src/server/table/view-frames";
import { T0, lobby, playing, room, sender } from "./fixtures";

const everyone = (t: TableState) => room(t.seats.map((_, i) => i));

/** A table whose awaited seat is a person's (the others bots). */
function personAwaited(settings = {}): { t: TableState; seat: number } {
  const t = playing(lobby(["bot", "bot", "bot"], "zheng-fen", settings));
  const seat = awaiting(t.state as GameState)[0] as number;
  return { seat, t: { ...t, seats: t.seats.map((r, i) => (i === seat ? { ...r, tokenHash: `h${i}`, name: "P", bot: false } : r)) } };
}

/** The clocks' end for `seat` agrees with the alarm: a bot moves for the person exactly at `ends` + `bank`. */
function agrees(t: TableState, seat: number, now: number): void {
  const c = turnClocks(t).find((x) => x.seat === seat);
  expect(c, "the awaited person's clock").toBeDefined();
  expect(due(t, everyone(t), now)).toMatchObject({ why: "clock", actor: seat, at: (c?.ends ?? 0) + (c?.bank ?? 0) });
}

describe("the turn clock a page counts down from (issue 57, item 1)", () => {
  it("the awaited person's clock: the move's 45 s, then the 45 s bank; the alarm moves for them when both are gone", () => {
    const { t, seat } = personAwaited();
    expect(turnClocks(t)).toEqual([{ seat, ends: T0 + 45_000, bank: 45_000 }]);
    agrees(t, seat, T0);
    // As the host set it.
    const { t: q, seat: s2 } = personAwaited({ turnSeconds: 20 });
    expect(turnClocks(q)).toEqual([{ seat: s2, ends: T0 + 20_000, bank: 20_000 }]);
    agrees(q, s2, T0);
  });

  it("what a move took of the bank is gone from the next one's clock", () => {
    const { t, seat } = personAwaited();
    const move = botMove(t.state as GameState, seat, "strong", "k") ?? legalActions(t.state as GameState, seat)[0];
    const slow = act(t, sender(t, seat), "m1", move as never, T0 + 57_000).next as TableState;
    // The seat's turn again, later: its whole clock, and the 33 s left of its bank.
    const next = { ...slow, state: t.state, lastChangeAt: T0 + 100_000 };
    expect(turnClocks(next)).toEqual([{ seat, ends: T0 + 145_000, bank: 33_000 }]);
    agrees(next, seat, T0 + 100_000);
  });

  it("none for a bot's seat, a person a stand-in plays for, a table without a clock, or before the game", () => {
    const bots = playing(lobby(["bot", "bot", "bot"]));
    expect(turnClocks(bots)).toEqual([]);
    expect(clockFields(bots, T0)).toEqual({});
    const { t, seat } = personAwaited();
    const out = runSteps(t, everyone(t), T0 + 90_000).next as TableState;
    expect(out.seats[seat]?.awaySince).not.toBeNull();
    // The stand-in's move comes after the bots' pause, not on a clock: nothing to count down (at its next turn either).
    expect(turnClocks({ ...out, state: t.state })).toEqual([]);
    expect(turnClocks(personAwaited({ turnSeconds: 0 }).t)).toEqual([]);
    expect(turnClocks(lobby(["h0", "bot", "bot"]))).toEqual([]);
  });

  it("a turn-based table's frames keep their deadline and carry no turn clocks", () => {
    const { t } = personAwaited({ turnSeconds: 3600 });
    expect(clockFields(t, T0)).toEqual({ deadline: T0 + 3600_000 });
  });

  it("every view frame and the summary carry the clocks with the server's time; the same for every viewer", () => {
    const { t, seat } = personAwaited();
    const now = T0 + 12_345;
    const want = { clocks: [{ seat, ends: T0 + 45_000, bank: 45_000 }], now };
    const frames = new ViewFrames(t.state as GameState, 7, [], clockFields(t, now));
    for (const viewer of ["spectator", 0, 1, 2] as const) {
      const frame = JSON.parse(frames.for(viewer)) as Record<string, unknown>;
      expect(frame).toMatchObject({ type: "view", version: 7, ...want });
      expect(frame.view).toBeTypeOf("object");
    }
    expect(summaryOf(t, everyone(t), now)).toMatchObject({ waiting: [seat], ...want });
  });
});
