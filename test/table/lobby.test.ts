/**
 * The lobby's rules in plain Node, time as a parameter: a table's line
 * (commands/directory.ts), the lines the lobby keeps and shows
 * (lobby-lines.ts), the sockets it holds (lobby-sockets.ts), how a page
 * keeps its list (protocol/lobby.ts), and a table that finds nobody there
 * when it loads (`vacated`). The attacks over the protocol are in
 * test/server/lobby-attacks.test.ts.
 */
import { describe, expect, it } from "vitest";
import { type LobbyFrame, type LobbyTable, byWaiting, withFrame } from "../../src/protocol/lobby-frames";
import type { Row } from "../../src/server/state/change";
import { directoryRow, present } from "../../src/server/commands/directory";
import { hello, vacated } from "../../src/server/commands/seating";
import type { DirectoryRecord } from "../../src/server/history/d1";
import {
  LINES_KEPT_PER_ADDRESS, LINES_PER_ADDRESS, LINE_LEASE_MS, LOBBY_KEPT, LOBBY_SHOWN, type LobbyLine,
  admit, changes, expired, listable, nextExpiry, shown,
} from "../../src/server/lobby/lines";
import { LOBBY_IDLE_MS, LOBBY_SOCKETS, LOBBY_SOCKETS_PER_ADDRESS, LOBBY_SWEEP_MS, idle, makingWay, sweepAt } from "../../src/server/lobby/page-sockets";
import type { TableState } from "../../src/server/state/table-state";
import { T0, lobby, room, sender } from "./fixtures";

const record = (id: string, over: Partial<DirectoryRecord> = {}): DirectoryRecord => ({
  id, game: "zheng-fen", public: true, status: "lobby", openSeats: 2, botSeats: 0, players: 3, lang: null, turnSeconds: 45,
  present: true, seated: 1, owner: "addr-a", createdAt: T0, updatedAt: T0, ...over,
});

/** The lobby's lines after each record arrives in turn (as lobby.ts applies them). */
function after(records: readonly [DirectoryRecord, number][], start: ReadonlyMap<string, LobbyLine> = new Map()): Map<string, LobbyLine> {
  const lines = new Map(start);
  for (const [d, now] of records) {
    const got = admit(lines, d, now);
    if (got && "drop" in got) lines.delete(got.drop);
    else if (got) lines.set(got.put.table.id, got.put);
  }
  return lines;
}

describe("a table's line (commands/directory.ts)", () => {
  it("goes both to D1's directory and to the lobby, the same line, with who made the table and how many sit", () => {
    const t = lobby(["host", null, "bot"], "zheng-fen", { public: true });
    const made: TableState = { ...t, config: { ...t.config, creator: "addr-x" }, arrivedAt: T0 };
    const rows = directoryRow(made, T0 + 1).filter((r): r is Extract<Row, { t: "outbox" }> => r.t === "outbox");
    expect(rows.map((r) => [r.id, r.kind])).toEqual([["dir:t1", "directory"], ["lobby:t1", "lobby"]]);
    expect(rows[0]?.payload).toBe(rows[1]?.payload);
    expect(JSON.parse(rows[1]?.payload ?? "{}")).toMatchObject({ owner: "addr-x", seated: 1, openSeats: 1, present: true });
    // A private table has none.
    expect(directoryRow(lobby(["host", null, null]), T0)).toEqual([]);
  });

  it("is listable only while public, waiting, with a seat free and somebody there", () => {
    expect(listable(record("a"))).toBe(true);
    for (const over of [{ public: false }, { status: "playing" as const }, { openSeats: 0 }, { present: false }]) expect(listable(record("a", over)), JSON.stringify(over)).toBe(false);
  });
});

describe("the lobby's lines (lobby-lines.ts)", () => {
  it("a line keeps its place however its table changes; each arrival renews its lease", () => {
    const first = after([[record("a"), T0]]);
    expect(first.get("a")).toMatchObject({ table: { since: T0 }, expiresAt: T0 + LINE_LEASE_MS });
    // Re-configured (a new clock) and renewed later: the same place, a changed line, a new lease.
    const got = admit(first, record("a", { turnSeconds: 77 }), T0 + 5_000);
    expect(got).toMatchObject({ put: { table: { since: T0, turnSeconds: 77 }, expiresAt: T0 + 5_000 + LINE_LEASE_MS }, changed: true });
    // Only renewed: nothing a page sees has changed.
    expect(admit(first, record("a"), T0 + 9_000)).toMatchObject({ changed: false, put: { expiresAt: T0 + 9_000 + LINE_LEASE_MS } });
    // Gone from the list and back: a new place.
    const back = after([[record("a", { present: false }), T0 + 10_000], [record("a"), T0 + 20_000]], first);
    expect(back.get("a")?.table.since).toBe(T0 + 20_000);
  });

  it("a line that is not listable takes the table out, or changes nothing if it was not in", () => {
    const lines = after([[record("a"), T0]]);
    for (const over of [{ public: false }, { status: "playing" as const }, { openSeats: 0 }, { present: false }]) {
      expect(admit(lines, record("a", over), T0 + 1)).toEqual({ drop: "a" });
      expect(admit(lines, record("b", over), T0 + 1)).toBeNull();
    }
  });

  it("an address keeps LINES_KEPT_PER_ADDRESS lines and shows LINES_PER_ADDRESS; a held one is shown when a shown one goes", () => {
    const lines = after(Array.from({ length: LINES_KEPT_PER_ADDRESS + 3 }, (_, i) => [record(`a${i}`), T0 + i] as [DirectoryRecord, number]));
    expect([...lines.keys()]).toEqual(Array.from({ length: LINES_KEPT_PER_ADDRESS }, (_, i) => `a${i}`));
    expect(shown(lines.values(), T0 + 100).map((t) => t.id)).toEqual(["a0", "a1"].slice(0, LINES_PER_ADDRESS));
    const less = after([[record("a0", { present: false }), T0 + 200]], lines);
    expect(shown(less.values(), T0 + 300).map((t) => t.id)).toEqual(["a1", "a2"].slice(0, LINES_PER_ADDRESS));
    // Another address is counted apart; a table without a known maker is its own.
    const mixed = after([[record("b0", { owner: "addr-b" }), T0 + 400], [record("n0", { owner: null }), T0 + 401], [record("n1", { owner: null }), T0 + 402]], less);
    expect(shown(mixed.values(), T0 + 500).map((t) => t.id)).toEqual(["a1", "a2", "b0", "n0", "n1"]);
  });

  it("keeps LOBBY_KEPT lines at most, and shows LOBBY_SHOWN", () => {
    const full = after(Array.from({ length: LOBBY_KEPT + 5 }, (_, i) => [record(`t${i}`, { owner: `o${i}` }), T0 + i] as [DirectoryRecord, number]));
    expect(full.size).toBe(LOBBY_KEPT);
    expect(shown(full.values(), T0 + LOBBY_KEPT)).toHaveLength(LOBBY_SHOWN);
  });

  it("shows the tables where more people wait first, then the longest listed; an expired line is not shown", () => {
    const lines = after([
      [record("old", { owner: "o1" }), T0],
      [record("full-ish", { owner: "o2", seated: 3, players: 4, openSeats: 1 }), T0 + 10],
      [record("new", { owner: "o3" }), T0 + 20],
      [record("watched", { owner: "o4", seated: 0 }), T0 + 5],
    ]);
    expect(shown(lines.values(), T0 + 30).map((t) => t.id)).toEqual(["full-ish", "old", "new", "watched"]);
    expect(shown(lines.values(), T0 + LINE_LEASE_MS + 5).map((t) => t.id)).toEqual(["full-ish", "new"]);
    expect(expired(lines.values(), T0 + LINE_LEASE_MS + 5).sort()).toEqual(["old", "watched"]);
    expect(nextExpiry(lines.values())).toBe(T0 + LINE_LEASE_MS);
    expect(nextExpiry([])).toBeNull();
  });

  it("tells a page only what changed", () => {
    const a: LobbyTable = { id: "a", game: "zheng-fen", players: 3, openSeats: 2, seated: 1, turnSeconds: 45, since: T0 };
    const b: LobbyTable = { ...a, id: "b" };
    expect(changes([a, b], [a, b])).toBeNull();
    expect(changes([a, b], [{ ...a, openSeats: 1 }])).toEqual({ put: [{ ...a, openSeats: 1 }], gone: ["b"] });
    expect(changes([], [a])).toEqual({ put: [a], gone: [] });
  });
});

describe("a page's list (protocol/lobby.ts)", () => {
  it("is the whole list, then the changes applied, in the list's order", () => {
    const t = (id: string, seated: number, since: number): LobbyTable => ({ id, game: "zheng-fen", players: 3, openSeats: 3 - seated, seated, turnSeconds: 45, since });
    let list = withFrame([], { type: "tables", tables: [t("b", 1, 2), t("a", 1, 1)] });
    expect(list.map((x) => x.id)).toEqual(["a", "b"]);
    const frame: LobbyFrame = { type: "changes", put: [t("c", 2, 3), t("a", 1, 1)], gone: ["b"] };
    list = withFrame(list, frame);
    expect(list.map((x) => x.id)).toEqual(["c", "a"]);
    expect([t("y", 0, 1), t("x", 0, 1)].sort(byWaiting).map((x) => x.id)).toEqual(["x", "y"]);
  });
});

describe("the lobby's sockets (lobby-sockets.ts)", () => {
  const s = (address: string, at: number) => ({ address, at });

  it("there is room until an address holds LOBBY_SOCKETS_PER_ADDRESS, or the lobby LOBBY_SOCKETS", () => {
    const mine = Array.from({ length: LOBBY_SOCKETS_PER_ADDRESS - 1 }, (_, i) => s("a", i));
    expect(makingWay(mine, LOBBY_SOCKETS - 1, () => { throw new Error("not asked below the cap"); })).toBeNull();
  });

  it("an address at its share pushes out its own oldest", () => {
    const mine = Array.from({ length: LOBBY_SOCKETS_PER_ADDRESS }, (_, i) => s("a", 100 - i));
    expect(makingWay(mine, 10, () => [])).toEqual(s("a", 100 - (LOBBY_SOCKETS_PER_ADDRESS - 1)));
  });

  it("a full lobby: the oldest of the address that holds the most makes way, so a newcomer always gets in", () => {
    const all = [s("b", 5), s("c", 1), s("b", 7), s("d", 2)];
    expect(makingWay([], LOBBY_SOCKETS, () => all)).toEqual(s("b", 5));
    // One each: the oldest of all.
    expect(makingWay([], LOBBY_SOCKETS, () => [s("b", 5), s("c", 1)])).toEqual(s("c", 1));
  });

  it("a socket is idle LOBBY_IDLE_MS after it opened; the lobby looks when the oldest turns idle, no more often than LOBBY_SWEEP_MS", () => {
    expect(idle(s("a", T0), T0 + LOBBY_IDLE_MS - 1)).toBe(false);
    expect(idle(s("a", T0), T0 + LOBBY_IDLE_MS)).toBe(true);
    expect(sweepAt(T0, T0)).toBe(T0 + LOBBY_IDLE_MS);
    expect(sweepAt(T0 - LOBBY_IDLE_MS, T0)).toBe(T0 + LOBBY_SWEEP_MS);
    expect(sweepAt(null, T0)).toBeNull();
  });
});

describe("somebody is at the table", () => {
  const pub = (): TableState => ({ ...lobby(["host", null, null], "zheng-fen", { public: true }), arrivedAt: T0 });

  it("a table that loads with no socket where storage counts somebody (a restart) is vacated: its line says nobody is there", () => {
    const t = pub();
    expect(present(t)).toBe(true);
    const c = vacated(t, room([], 0, false), T0 + 50);
    expect(present(c?.next as TableState)).toBe(false);
    const line = (c?.rows ?? []).find((r) => r.t === "outbox" && r.kind === "lobby");
    expect(line?.t === "outbox" && JSON.parse(line.payload)).toMatchObject({ present: false });
    // Storage and sockets agree: nothing to do.
    expect(vacated(t, room([0]), T0 + 50)).toBeNull();
    expect(vacated({ ...t, leftAt: T0 + 1 }, room([], 0, false), T0 + 50)).toBeNull();
  });

  it("somebody who comes in the very millisecond the table was vacated is there", () => {
    const left = { ...pub(), leftAt: T0 + 50 };
    const c = hello(left, sender(left, null, { greeted: false }), { tokenHash: null, host: false, name: null }, room([], 0, false), { addresses: new Set(), holders: new Set() }, T0 + 50);
    expect(present(c.next as TableState)).toBe(true);
  });
});
