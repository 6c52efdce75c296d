/**
 * Issue 27, "no table is stuck by default": every new table has a turn
 * clock (45 s a move, twice that to bury the kitty or call friends) and
 * each seat a time bank for the game (as long as one move's clock), drawn
 * on when a move's clock runs out, before a bot stands in. The host turns
 * it off with `turnSeconds: 0`; the summary shows the clock as it works.
 * Commands in plain Node, on an injected clock.
 */
import { describe, expect, it } from "vitest";
import { type GameState, applyAction, awaiting, botMove, createGame, legalActions } from "../../src/engine";
import { clockOf } from "../../src/protocol/pace";
import { configure } from "../../src/server/commands/host";
import { act } from "../../src/server/commands/moves";
import { hello } from "../../src/server/commands/seating";
import { due, runSteps } from "../../src/server/commands/steps";
import { LATE_TURN_SECONDS } from "../../src/server/limits/table-limits";
import { summaryOf } from "../../src/server/table/summary";
import type { TableState } from "../../src/server/state/table-state";
import { T0, lobby, playing, room, sender } from "./fixtures";

const everyone = (t: TableState) => room(t.seats.map((_, i) => i));

/** A person's seat: the one awaited now, held by a person present. */
function personAwaited(t: TableState): { t: TableState; seat: number } {
  const seat = awaiting(t.state as GameState)[0] as number;
  return { seat, t: { ...t, seats: t.seats.map((r, i) => (i === seat ? { ...r, tokenHash: `h${i}`, name: "P", bot: false } : r)) } };
}

/** A Tractor table whose seat 0 (a person) declared and now buries the kitty. */
function burying(settings = {}): TableState {
  const base = lobby(["h0", "bot", "bot", "bot"], "tractor-classic", settings);
  for (let n = 0; n < 50; n++) {
    let s: GameState = createGame("tractor-classic", `bury-${n}`, 4);
    const dealt = applyAction(s, "table", { type: "draw", count: 1000 });
    if (!dealt.ok) continue;
    s = dealt.state;
    const bid = legalActions(s, 0).find((a) => a.type === "bid");
    if (!bid) continue;
    const bidded = applyAction(s, 0, bid);
    if (!bidded.ok) continue;
    s = bidded.state;
    for (let i = 0; i < 20 && awaiting(s).length === 0; i++) {
      const step = applyAction(s, "table", legalActions(s, "table")[0]);
      if (!step.ok) break;
      s = step.state;
    }
    if (s.game === "shengji" && s.phase === "burying" && s.maker === 0) {
      return { ...base, state: s, phase: "playing", lastChangeAt: T0, game: { gameId: "g1", seed: "x", startedAt: T0, game: "tractor-classic", options: {}, count: 4, players: [] } };
    }
  }
  throw new Error("no deal let seat 0 declare");
}

describe("the default turn clock", () => {
  it("a table created with no settings has a clock: 45 s a move, 90 s to bury or call, a 45 s bank; the summary says so", () => {
    expect(clockOf(undefined)).toEqual({ turnSeconds: 45, setupSeconds: 90, bankSeconds: 45 });
    const t = lobby(["h0", "bot", "bot"]);
    expect(summaryOf(t, room([0]), T0)).toMatchObject({ settings: {}, clock: { turnSeconds: 45, setupSeconds: 90, bankSeconds: 45 } });
    // As the host set it, and off for a table of friends.
    expect(summaryOf(lobby(["h0", "bot", "bot"], "zheng-fen", { turnSeconds: 20 }), room([0]), T0).clock).toEqual({ turnSeconds: 20, setupSeconds: 40, bankSeconds: 20 });
    const off = summaryOf(lobby(["h0", "bot", "bot"], "zheng-fen", { turnSeconds: 0 }), room([0]), T0);
    expect(off.settings).toEqual({ turnSeconds: 0 });
    expect(off.clock).toBeNull();
  });

  it("a person who stops answering is moved for after the move's clock and their bank, then stood in for at the bots' pace", () => {
    const { t, seat } = personAwaited(playing(lobby(["bot", "bot", "bot"])));
    expect(due(t, everyone(t), T0)).toMatchObject({ at: T0 + 45_000 + 45_000, why: "clock", actor: seat });
    expect(runSteps(t, everyone(t), T0 + 89_999)).toEqual({});
    const c = runSteps(t, everyone(t), T0 + 90_000);
    expect(c.next?.version).toBeGreaterThan(0);
    // Their bank is spent for the game, and a bot stands in for them until they are back.
    expect(c.next?.bankSpent[seat]).toBe(45_000);
    expect(c.rows?.some((r) => r.t === "meta" && r.key === "bankSpent" && JSON.parse(r.value)[seat] === 45_000)).toBe(true);
    expect(c.next?.seats[seat]?.awaySince).not.toBeNull();
  });

  it("burying the kitty gets twice the clock", () => {
    const t = burying();
    expect(due(t, everyone(t), T0)).toMatchObject({ at: T0 + 90_000 + 45_000, why: "clock", actor: 0 });
    expect(due(burying({ turnSeconds: 10 }), everyone(t), T0)).toMatchObject({ at: T0 + 20_000 + 10_000, why: "clock", actor: 0 });
  });

  it("a move past its clock draws on the bank (a row then only); what is left is the next move's", () => {
    const { t, seat } = personAwaited(playing(lobby(["bot", "bot", "bot"])));
    const move = botMove(t.state as GameState, seat, "strong", "k") ?? legalActions(t.state as GameState, seat)[0];
    // In time: nothing drawn, no row but the move's.
    const quick = act(t, sender(t, seat), "m1", move as never, T0 + 44_000);
    expect(quick.rows?.map((r) => r.t)).toEqual(["log"]);
    // 12 s over the clock: 12 s of the bank gone.
    const slow = act(t, sender(t, seat), "m1", move as never, T0 + 57_000);
    expect(slow.rows?.map((r) => r.t)).toEqual(["log", "meta"]);
    expect(slow.next?.bankSpent[seat]).toBe(12_000);
    // The seat's next move: its clock, then the 33 s left of its bank.
    const next = { ...(slow.next as TableState), state: t.state, lastChangeAt: T0 + 100_000 };
    expect(due(next, everyone(next), T0 + 100_000)).toMatchObject({ at: T0 + 100_000 + 45_000 + 33_000, why: "clock", actor: seat });
  });

  it("turned off (turnSeconds 0): a person present is waited for; a seat taken after the start keeps a short clock of its own, without a bank", () => {
    const { t, seat } = personAwaited(playing(lobby(["bot", "bot", "bot"], "zheng-fen", { turnSeconds: 0 })));
    expect(due(t, everyone(t), T0)).toBeNull();
    const late = { ...t, seats: t.seats.map((r, i) => (i === seat ? { ...r, late: true } : r)) };
    expect(due(late, everyone(late), T0)).toMatchObject({ at: T0 + LATE_TURN_SECONDS * 1000, why: "clock", actor: seat });
    // At a table with the default clock, too: a stranger who sat down mid-game holds it up 30 s, not 45 s and a bank.
    const { t: d } = personAwaited(playing(lobby(["bot", "bot", "bot"])));
    const lateDefault = { ...d, seats: d.seats.map((r, i) => (i === seat ? { ...r, late: true } : r)) };
    expect(due(lateDefault, everyone(lateDefault), T0)).toMatchObject({ at: T0 + LATE_TURN_SECONDS * 1000, why: "clock" });
    // A table's shorter clock holds for a late seat too.
    const { t: q } = personAwaited(playing(lobby(["bot", "bot", "bot"], "zheng-fen", { turnSeconds: 10 })));
    const lateQuick = { ...q, seats: q.seats.map((r, i) => (i === seat ? { ...r, late: true } : r)) };
    expect(due(lateQuick, everyone(lateQuick), T0)).toMatchObject({ at: T0 + 10_000, why: "clock" });
  });

  it("the host turns the clock off mid-game: a person whose clock ran out gets the seat back; absent settings keep the default clock", () => {
    const { t, seat } = personAwaited(playing(lobby(["bot", "bot", "bot"])));
    const out = runSteps(t, everyone(t), T0 + 90_000).next as TableState;
    expect(out.seats[seat]?.awaySince).not.toBeNull();
    const host = sender(out, seat, { host: true });
    // Another setting changes nothing about the clock (still the default): the stand-in stays.
    const pace = configure(out, host, { type: "configure", settings: { botDelayMs: 300 } }, everyone(out), T0 + 91_000);
    expect(pace.next?.seats[seat]?.awaySince).not.toBeNull();
    const off = configure(out, host, { type: "configure", settings: { turnSeconds: 0 } }, everyone(out), T0 + 91_000);
    expect(off.next?.seats[seat]?.awaySince).toBeNull();
  });

  it("a clock counts from when somebody came to a table nobody was at: a person back after days is not out of time at once", () => {
    const { t, seat } = personAwaited(playing(lobby(["bot", "bot", "bot"])));
    const later = T0 + 10 * 24 * 3600_000;
    const bans = { addresses: new Set<string>(), holders: new Set<string>() };
    // The first socket to say hello at an empty table notes the time (one meta row)...
    const first = hello(t, sender(t, null, { greeted: false, pair: null }), { tokenHash: null, host: false, name: null }, room([], 0), bans, later);
    expect(first.rows?.filter((r) => r.t === "meta").map((r) => r.t === "meta" && r.key)).toEqual(["arrivedAt"]);
    const back = first.next as TableState;
    expect(due(back, everyone(back), later)).toMatchObject({ at: later + 90_000, why: "clock", actor: seat });
    // ...and one that comes while somebody is there does not.
    const second = hello(back, sender(back, null, { greeted: false, pair: null }), { tokenHash: null, host: false, name: null }, room([], 1), bans, later + 5_000);
    expect(second.rows ?? []).toEqual([]);
  });
});
