/**
 * Issue 29 at the table: a stand-in for an away player, and a move made
 * for a player out of time, play `expert` when the table's pace gives a
 * bot's move enough time (`botDelayMs` at least the expert's p99 bound,
 * `expertDecisionMs`), and `strong` when it does not. The move is decided
 * in the alarm's step (`runSteps`), never inside a person's act, and one
 * alarm makes at most one expert decision, so that a person's frame waits
 * for one search at most. No frame can ask for `omniscient`. Commands in
 * plain Node, on an injected clock.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type GameState, type SeatAction, applyAction, awaiting, botMove, createGame, expertDecisionMs, legalActions } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import { botKey } from "../../src/engine/random";
import type { Row } from "../../src/server/state/change";
import { act } from "../../src/server/commands/moves";
import { runSteps } from "../../src/server/commands/steps";
import { inbound } from "../../src/server/table/inbound";
import { standInLevelOf, paceOf } from "../../src/server/pace/pacing";
import type { TableState } from "../../src/server/state/table-state";
import { T0, lobby, room, sender, said } from "./fixtures";

const SEED = "stand-in-level";
const KEY = botKey(SEED);

/** Plays a Tractor hand with strong bots (table steps as they come) until `stop` holds for the seat awaited in trick play. */
function tractorUntil(stop: (s: GameState, seat: number) => boolean, maxPositions: number): { state: GameState; seat: number } {
  let s: GameState = createGame("tractor-classic", SEED, 4);
  let positions = 0;
  for (let i = 0; i < 2_000; i++) {
    const seat = awaiting(s)[0];
    if (seat !== undefined) {
      if (s.game === "shengji" && s.phase === "playing" && positions++ < maxPositions && stop(s, seat)) return { state: s, seat };
      const r = applyAction(s, seat, botMove(s, seat, "strong", KEY) ?? (legalActions(s, seat)[0] as SeatAction));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      continue;
    }
    const table = legalActions(s, "table")[0];
    if (!table) throw new Error(`stuck in ${s.phase}`);
    const r = applyAction(s, "table", table.type === "draw" ? { type: "draw", count: 1000 } : table);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error(`no position within ${maxPositions} where ${stop.name || "the condition"} holds`);
}

/**
 * A trick-play moment where the expert and strong choose different plays
 * for the seat awaited (else a test could not tell which level moved). The
 * expert keeps strong's play unless its deals say otherwise, so a few
 * positions may pass first; bounded.
 */
let position: { state: GameState; seat: number };
let EXPERT: SeatAction | null;
let STRONG: SeatAction | null;
beforeAll(() => {
  position = tractorUntil(function expertDiffers(s, seat) {
    return JSON.stringify(botMove(s, seat, "expert", KEY)) !== JSON.stringify(botMove(s, seat, "strong", KEY));
  }, 60);
  EXPERT = botMove(position.state, position.seat, "expert", KEY);
  STRONG = botMove(position.state, position.seat, "strong", KEY);
}, 120_000);

/** The table at that moment: the awaited seat a person's, the others strong bots; the game's secret keys the bots as KEY. */
function tableAt(settings: Record<string, number>): TableState {
  const seats = [0, 1, 2, 3].map((i) => (i === position.seat ? `h${i}` : "bot"));
  const t = lobby(seats, "tractor-classic", settings);
  return {
    ...t, state: position.state, phase: "playing", lastChangeAt: T0,
    game: { gameId: "g1", seed: SEED, startedAt: T0, game: "tractor-classic", options: {}, count: 4, players: [] },
  };
}

/** The table at that moment with every seat a bot of `level`. */
function botsAt(level: "expert" | "strong", settings: Record<string, number>): TableState {
  const t = tableAt(settings);
  return { ...t, seats: t.seats.map((r) => ({ ...r, tokenHash: null, name: null, bot: true, botLevel: level })) };
}

/** The moves the rows log, in order. */
function logged(rows: readonly Row[] | undefined) {
  return (rows ?? []).flatMap((r) => (r.t === "log" ? [decodeEntry(r.entry)] : []));
}

describe("stand-ins play expert when the table's pace allows", () => {
  it("the moment found: expert and strong differ there", () => {
    expect(EXPERT).not.toBeNull();
    expect(STRONG).not.toBeNull();
    expect(EXPERT).not.toEqual(STRONG);
  });

  it("the stand-in level follows botDelayMs against the expert's p99 bound, by table size", () => {
    expect(standInLevelOf(paceOf({ botDelayMs: expertDecisionMs(4) }), 4)).toBe("expert");
    expect(standInLevelOf(paceOf({ botDelayMs: expertDecisionMs(4) - 1 }), 4)).toBe("strong");
    expect(standInLevelOf(paceOf({ botDelayMs: 300 }), 12)).toBe("strong");
    expect(standInLevelOf(paceOf({ botDelayMs: 400 }), 12)).toBe("expert");
    expect(standInLevelOf(paceOf({ botDelayMs: 0 }), 4)).toBe("strong");
    // The default pace (700 ms) lets stand-ins search.
    expect(standInLevelOf(paceOf({}), 4)).toBe("expert");
  });

  it("an away player's stand-in plays the expert's move at a 700 ms pace, strong's at 100 ms", () => {
    for (const [botDelayMs, want] of [[700, EXPERT], [100, STRONG]] as const) {
      const t = tableAt({ botDelayMs, turnSeconds: 0 });
      // Nobody holds the person's seat (only a spectator watches): the stand-in moves after the grace period.
      const nothing = runSteps(t, room([], 1), T0 + 1);
      expect(nothing).toEqual({});
      const c = runSteps(t, room([], 1), T0 + paceOf(t.config.settings).graceMs + botDelayMs);
      const moves = logged(c.rows);
      expect(moves[0], `botDelayMs ${botDelayMs}`).toEqual({ actor: position.seat, action: want });
    }
  });

  it("a move for a player out of time is the expert's at a 700 ms pace, strong's at 0", () => {
    for (const [botDelayMs, want] of [[700, EXPERT], [0, STRONG]] as const) {
      const t = tableAt({ botDelayMs, turnSeconds: 5 });
      const everyone = room([0, 1, 2, 3]);
      // Connected and in time: nothing yet. Five seconds and a bank as long again, then the clock's move.
      expect(runSteps(t, everyone, T0 + 9_999)).toEqual({});
      const c = runSteps(t, everyone, T0 + 10_000);
      expect(logged(c.rows)[0], `botDelayMs ${botDelayMs}`).toEqual({ actor: position.seat, action: want });
    }
  });

  it("a host's bot seat keeps the level chosen, whatever the pace", () => {
    expect(logged(runSteps(botsAt("strong", { botDelayMs: 700 }), room([], 1), T0 + 700).rows)[0]).toEqual({ actor: position.seat, action: STRONG });
    expect(logged(runSteps(botsAt("expert", { botDelayMs: 0 }), room([], 1), T0).rows)[0]).toEqual({ actor: position.seat, action: EXPERT });
  });
});

describe("a bot decides only in the alarm's step, one expert decision per alarm", () => {
  it("a table of bots with no pause: one expert move per alarm; strong bots go on to the next person", () => {
    const bots = (level: "expert" | "strong") => botsAt(level, { botDelayMs: 0, turnSeconds: 0 });
    const e = runSteps(bots("expert"), room([], 1), T0);
    expect(logged(e.rows)).toHaveLength(1);
    // Taken again at once (due now), the next alarm makes the next expert move.
    const next = e.next as TableState;
    const again = runSteps(next, room([], 1), T0);
    expect(logged(again.rows)).toHaveLength(1);
    expect(again.next?.version).toBe(next.version + 1);
    // Strong bots (a few milliseconds each) play on within the alarm.
    expect(logged(runSteps(bots("strong"), room([], 1), T0).rows).length).toBeGreaterThan(1);
  });

  it("a person's act is answered without any bot's move, even when an expert bot is next and due at once", () => {
    const t = tableAt({ botDelayMs: 0, turnSeconds: 0 });
    const seats = t.seats.map((r) => (r.tokenHash === null ? { ...r, botLevel: "expert" as const } : r));
    const table = { ...t, seats };
    const from = sender(table, position.seat);
    const c = act(table, from, "m1", STRONG as SeatAction, T0);
    expect(said(c).reply).toEqual([{ type: "ack", id: "m1", version: table.version + 1 }]);
    const moves = logged(c.rows);
    expect(moves).toEqual([{ actor: position.seat, action: STRONG }]);
  });
});

describe("omniscient is for the arena alone", () => {
  it("no frame can put it in a seat: the table refuses the frame at the wire", () => {
    for (const level of ["omniscient", "policy"]) {
      const r = inbound(JSON.stringify({ type: "bot", seat: 1, on: true, level }));
      expect(r.ok, level).toBe(false);
      if (!r.ok) expect(r.code).toBe("bad-frame");
    }
    expect(inbound(JSON.stringify({ type: "bot", seat: 1, on: true, level: "expert" })).ok).toBe(true);
  });
});
