/**
 * Issue 53, item 4, as commands in plain Node on an injected clock: the
 * floor on the pace while nobody plays their own seat, the history a game
 * of bots alone does not write, and the lifetime of a table nobody sat at.
 * (The attack itself, over the protocol: test/server/unattended.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { start } from "../../src/server/commands/host";
import { alarmAt, due, reapable, runSteps, UNSAT_REAP_AFTER_MS } from "../../src/server/commands/steps";
import { UNATTENDED_STEP_MS } from "../../src/server/pace/pacing";
import type { Row } from "../../src/server/state/change";
import type { TableState } from "../../src/server/state/table-state";
import { T0, lobby, room, sender } from "./fixtures";

const FLAT_OUT = { dealMs: 250, botDelayMs: 0, resultMs: 0, bidMs: 0 };
const history = (rows: readonly Row[] | undefined) => (rows ?? []).filter((r) => r.t === "outbox" && (r.kind === "hand" || r.kind === "game"));

/** A started game at a table of `seats` (bots, or a person's token hash), paced as the attack asked, the floor on. */
function started(seats: (string | "bot")[], game = "zheng-fen"): { t: TableState; rows: readonly Row[] } {
  const t = { ...lobby(seats, game, FLAT_OUT), unattendedMs: UNATTENDED_STEP_MS };
  const host = { ...sender(t, null), info: { ...sender(t, null).info, host: true } };
  const c = start(t, host, { gameId: "g1", seed: "unattended" }, T0);
  return { t: c.next as TableState, rows: c.rows ?? [] };
}

/** Runs the table's steps, the clock going forward as fast as they come due, until `n` moves are made. */
function play(t: TableState, n: number, watching = room([], 1)): { t: TableState; ats: number[]; rows: Row[] } {
  const ats: number[] = [];
  const rows: Row[] = [];
  let now = T0;
  for (let i = 0; i < 10 * n && ats.length < n; i++) {
    const step = due(t, watching, now);
    if (!step) break;
    now = Math.max(now, step.at);
    const c = runSteps(t, watching, now);
    for (const r of c.rows ?? []) if (r.t === "log") ats.push(r.at);
    rows.push(...(c.rows ?? []));
    t = c.next ?? t;
  }
  return { t, ats, rows };
}

describe("nobody plays their own seat: one step a second", () => {
  it("bots watched by a spectator: every step at least a second after the last, the deal whole in one", () => {
    const { t } = started(["bot", "bot", "bot"]);
    const { ats } = play(t, 30);
    expect(ats.length).toBe(30);
    for (let i = 1; i < ats.length; i++) expect((ats[i] ?? 0) - (ats[i - 1] ?? 0)).toBeGreaterThanOrEqual(UNATTENDED_STEP_MS);
    // Shengji, dealMs 250: the deal comes in one step, not a card a second.
    const shengji = started(["bot", "bot", "bot", "bot"], "tractor-classic").t;
    // (Once the bots were asked for a bid on the undealt table, which they cannot make.)
    const asked = { ...shengji, asked: { on: shengji.state as NonNullable<TableState["state"]>, seats: new Set([0, 1, 2, 3]) } };
    expect(due(asked, room([], 1), T0)).toMatchObject({ at: T0 + UNATTENDED_STEP_MS, why: "table", action: { type: "draw", count: 1000 } });
  });

  it("a person who plays their own seat gets the pace the settings ask for", () => {
    const { t } = started(["h0", "bot", "bot"]);
    const { ats } = play(t, 20, room([0], 0));
    // Bots at botDelayMs 0 move in the same instant as the move before them.
    expect(ats.some((at, i) => i > 0 && at === ats[i - 1])).toBe(true);
  });

  it("a person away (never came, or stood in for) does not lift it", () => {
    const { t } = started(["h0", "bot", "bot"]);
    const away = { ...t, seats: t.seats.map((r) => (r.seat === 0 ? { ...r, awaySince: T0 - 60_000 } : r)) };
    const { ats } = play(away, 20, room([], 1));
    for (let i = 1; i < ats.length; i++) expect((ats[i] ?? 0) - (ats[i - 1] ?? 0)).toBeGreaterThanOrEqual(UNATTENDED_STEP_MS);
  });

  it("lifted (unattendedMs 0, the test configuration's): machine pace", () => {
    const { t } = started(["bot", "bot", "bot"]);
    const { ats } = play({ ...t, unattendedMs: 0 }, 20);
    expect(new Set(ats).size).toBeLessThan(ats.length);
  });
});

describe("a game of bots alone writes no history", () => {
  it("no game row when it starts, no hand row when a hand ends; a person's game writes both", () => {
    const bots = started(["bot", "bot", "bot"]);
    expect(bots.t.game?.people).toBe(false);
    expect(history(bots.rows)).toEqual([]);
    const played = play({ ...bots.t, unattendedMs: 0 }, 400);
    expect(played.t.state?.game === "zheng-fen" && (played.t.state.lastDeal?.deal ?? 0) > 0).toBe(true);
    expect(history(played.rows)).toEqual([]);
    const person = started(["h0", "bot", "bot"]);
    expect(history(person.rows).map((r) => (r.t === "outbox" ? r.id : ""))).toEqual(["game:g1"]);
  });
});

describe("a table nobody sat at", () => {
  it("is reaped 6 hours after it was made, whoever watches; one a person sat at is not", () => {
    const t = lobby(["bot", null, null]);
    expect(t.personSat).toBe(false);
    expect(alarmAt(t, room([], 1), T0, null)).toBe(T0 + UNSAT_REAP_AFTER_MS);
    expect(reapable(t, room([], 1), T0 + UNSAT_REAP_AFTER_MS - 1)).toBe(false);
    expect(reapable(t, room([], 1), T0 + UNSAT_REAP_AFTER_MS)).toBe(true);
    const sat = lobby(["h0", null, null]);
    expect(sat.personSat).toBe(true);
    expect(reapable(sat, room([], 0), T0 + UNSAT_REAP_AFTER_MS)).toBe(false);
  });
});
