/**
 * Play now's commands (commands/quick.ts) in plain Node: which seat a
 * stranger is given at a table (and when none), and the new table's start.
 */
import { describe, expect, it } from "vitest";
import { type GameState, applyAction, awaiting, botMove, legalActions } from "../../src/engine";
import { claim, quickStart } from "../../src/server/commands/quick";
import type { Row } from "../../src/server/state/change";
import type { TableState } from "../../src/server/state/table-state";
import { vacated } from "../../src/server/commands/seating";
import { T0, lobby, playing, room } from "./fixtures";

const noBans = { addresses: new Set<string>(), holders: new Set<string>() };
const stranger = { hash: "stranger-hash", name: "Mei", address: "addr-9" };
/** Somebody (the host) is at the table: Play now seats nobody at a table nobody is at. */
const here = (t: TableState): TableState => ({ ...t, arrivedAt: T0 - 1 });
const outboxOf = (rows: readonly Row[] | undefined) => (rows ?? []).filter((r): r is Extract<Row, { t: "outbox" }> => r.t === "outbox" && r.kind === "directory");

describe("claim", () => {
  it("gives the first empty seat of a public waiting table, away until the page says hello", () => {
    const t = here(lobby(["host", null, "bot", null], "tractor-classic", { public: true }));
    const got = claim(t, stranger, noBans, T0 + 5);
    expect(got.seat).toBe(1);
    const row = got.change.next?.seats[1];
    expect(row).toMatchObject({ tokenHash: "stranger-hash", name: "Mei", bot: false, awaySince: T0 + 5 });
    // The seat row, and the directory line that follows it (one seat fewer free).
    expect(got.change.rows?.some((r) => r.t === "seat")).toBe(true);
    const line = outboxOf(got.change.rows)[0];
    expect(JSON.parse(line?.payload ?? "{}")).toMatchObject({ openSeats: 1, public: true });
  });

  it("a name another seat has gets a number", () => {
    const t = here(lobby(["host", null, null], "zheng-fen", { public: true }));
    const got = claim(t, { ...stranger, name: "P0" }, noBans, T0);
    expect(got.change.next?.seats[got.seat ?? 0]?.name).toBe("P0 2");
  });

  it("gives nothing at a private, full or practice table, or to an address the host banned", () => {
    expect(claim(here(lobby(["host", null, null])), stranger, noBans, T0).seat).toBeNull();
    expect(claim(here(lobby(["host", "bot", "bot"], "zheng-fen", { public: true })), stranger, noBans, T0).seat).toBeNull();
    const practice: TableState = here(lobby(["host", null, null], "zheng-fen", { public: true }));
    const withPractice = { ...practice, config: { ...practice.config, practice: { gameId: "g", hand: 0, step: 0, seat: 0 } } };
    expect(claim(withPractice, stranger, noBans, T0).seat).toBeNull();
    const banned = { addresses: new Set(["addr-9"]), holders: new Set<string>() };
    const got = claim(here(lobby(["host", null, null], "zheng-fen", { public: true })), stranger, banned, T0);
    expect(got.seat).toBeNull();
    expect(got.change).toEqual({});
  });

  it("gives nothing at a table nobody is at: never there, everybody left, or (after a restart) vacated", () => {
    const t = lobby(["host", null, null], "zheng-fen", { public: true });
    expect(claim(t, stranger, noBans, T0).seat).toBeNull();
    expect(claim({ ...here(t), leftAt: T0 }, stranger, noBans, T0 + 1).seat).toBeNull();
    const gone = vacated(here(t), room([], 0, false), T0 + 1);
    expect(claim(gone?.next as TableState, stranger, noBans, T0 + 2)).toEqual({ seat: null, change: {} });
    // Somebody came back: the table takes strangers again.
    expect(claim({ ...here(t), leftAt: T0 - 2 }, stranger, noBans, T0 + 3).seat).toBe(1);
  });

  it("at a table in play, takes over a bot's seat only between hands", () => {
    const t = playing(here(lobby(["host", "bot", "bot", "bot"], "tractor-classic", { public: true })));
    // The hand's cards are dealt: no seat changes hands now.
    expect(claim(t, stranger, noBans, T0).seat).toBeNull();
    // Played to the hand's result (bots for every seat, the table's own steps but the next hand): seats may change hands.
    let state = t.state as GameState;
    for (let i = 0; i < 5000 && !(state.game === "shengji" && state.phase === "scored"); i++) {
      const table = legalActions(state, "table")[0];
      const seat = awaiting(state)[0];
      const step = seat !== undefined ? applyAction(state, seat, botMove(state, seat, "basic", "k")) : table ? applyAction(state, "table", table) : null;
      if (!step?.ok) break;
      state = step.state;
    }
    expect(state.game === "shengji" && state.phase).toBe("scored");
    const got = claim({ ...t, state }, stranger, noBans, T0 + 1);
    // The first bot's seat (the host's is a person's): taken, no longer a bot's, the line says one bot fewer.
    expect(got.seat).toBe(1);
    expect(got.change.next?.seats[1]).toMatchObject({ tokenHash: "stranger-hash", bot: false, late: true });
    expect(JSON.parse(outboxOf(got.change.rows)[0]?.payload ?? "{}")).toMatchObject({ status: "playing", botSeats: 2 });
  });
});

describe("quickStart", () => {
  it("seats the stranger at 0 with bots elsewhere and starts the game; their seat is away until they come", () => {
    const t = lobby([null, null, null, null], "tractor-classic", { public: true });
    const c = quickStart(t, stranger, { gameId: "g1", seed: "s1" }, T0 + 9);
    const next = c.next as TableState;
    expect(next.phase).toBe("playing");
    expect(next.state).not.toBeNull();
    expect(next.seats[0]).toMatchObject({ tokenHash: "stranger-hash", name: "Mei", bot: false, awaySince: T0 + 9 });
    expect(next.seats.slice(1).every((r) => r.bot && r.tokenHash === null)).toBe(true);
    // The last seat row written is the one that says away.
    const seat0 = (c.rows ?? []).filter((r) => r.t === "seat" && (r as { row: { seat: number } }).row.seat === 0).pop() as { row: { awaySince: number | null } };
    expect(seat0.row.awaySince).toBe(T0 + 9);
    // Its directory line: in play, three seats for strangers to take over.
    const line = outboxOf(c.rows).pop();
    expect(JSON.parse(line?.payload ?? "{}")).toMatchObject({ status: "playing", botSeats: 3, public: true });
  });
});
