/**
 * The table's commands in plain Node (issue 26): each is a pure function of
 * the table, the sender, the frame and the time, returning a Change (rows,
 * the next table, replies, what to announce). No workerd and no waiting:
 * the clock is an argument.
 */
import { describe, expect, it } from "vitest";
import { type ShengjiState, type ZhengFenState, applyAction, awaiting, botMove, legalActions } from "../../src/engine";
import type { Row } from "../../src/server/state/change";
import { chat } from "../../src/server/commands/chat";
import { end, kick, start } from "../../src/server/commands/host";
import { SNAPSHOT_EVERY } from "../../src/server/commands/commit";
import { act, back, sync } from "../../src/server/commands/moves";
import { hello, left, sit } from "../../src/server/commands/seating";
import { REAP_AFTER_MS, alarmAt, alarmChange, archive, due, reapable, runSteps } from "../../src/server/commands/steps";
import { CHAT_KEPT, SPECTATORS } from "../../src/server/limits/table-limits";
import { CLOSE } from "../../src/protocol";
import { bid, close, dealAll, giveCards, newGame } from "../engine/shengji/flow-support";
import { T0, lobby, playing, room, sender, said } from "./fixtures";

const kinds = (rows: readonly Row[] | undefined) => (rows ?? []).map((r) => r.t);

describe("kittyTheft: a pass when asked about the kitty is a move of the game", () => {
  // shengji-online for 4: seat 0 declared and buried; seat 1 is asked whether it steals the kitty.
  const base = playing(lobby(["h0", "h1", "h2", "h3"], "shengji-online"));
  let s = giveCards({ ...newGame("shengji-online", 4, "cmd-theft", { kittyTheft: true }), next: 0, starter: 0 }, { 0: "C2" });
  s = bid(s, 0, "C2").state;
  s = close(dealAll(s)).state;
  const burial = legalActions(s, 0).find((a) => a.type === "bury");
  const stealing = applyAction(s, 0, burial as never);
  if (!stealing.ok) throw new Error(stealing.error.message);
  const table = { ...base, state: stealing.state };

  it("the seat asked passes: one log row, an ack at the next version, and the next seat is asked", () => {
    expect(awaiting(table.state)).toEqual([1]);
    const c = act(table, sender(table, 1), "s1", { type: "pass" }, T0 + 5);
    expect(kinds(c.rows)).toEqual(["log"]);
    expect(said(c).reply).toEqual([{ type: "ack", id: "s1", version: 1 }]);
    expect(awaiting(c.next?.state as ShengjiState)).toEqual([2]);
  });

  it("another seat's pass is refused as the game's (not the bidding's), and changes nothing", () => {
    const c = act(table, sender(table, 2), "s2", { type: "pass" }, T0 + 5);
    expect(kinds(c.rows)).toEqual(["answer"]);
    expect(c.next).toBeUndefined();
    expect(said(c).reply?.[0]).toMatchObject({ type: "error", code: "not-your-turn", id: "s2" });
  });
});

describe("play", () => {
  const t = playing(lobby(["h0", "bot", "bot"]));
  const seat = awaiting(t.state as ZhengFenState)[0] as number;
  const table = seat === 0 ? t : playing(lobby(["h0", "bot", "bot"]), "cmd-2");

  it("an accepted move is one log row, an ack at the next version, and every socket's view with its events", () => {
    const s = awaiting(table.state as ZhengFenState)[0] as number;
    const mover = { ...table, seats: table.seats.map((r, i) => (i === s ? { ...r, tokenHash: "h0", bot: false } : r)) };
    const move = botMove(mover.state as ZhengFenState, s, "strong", "k") ?? legalActions(mover.state as ZhengFenState, s)[0];
    const c = act(mover, sender(mover, s), "m1", move as never, T0 + 5);
    expect(kinds(c.rows)).toEqual(["log"]);
    expect(said(c).reply).toEqual([{ type: "ack", id: "m1", version: 1 }]);
    expect(c.next?.version).toBe(1);
    expect(c.next?.lastChangeAt).toBe(T0 + 5);
    expect(said(c).views?.length).toBeGreaterThan(0);
  });

  it("every SNAPSHOT_EVERY-th action writes the state beside its log row, so that a wake replays fewer than that many", () => {
    const s = awaiting(table.state as ZhengFenState)[0] as number;
    const mover = { ...table, version: SNAPSHOT_EVERY - 1, seats: table.seats.map((r, i) => (i === s ? { ...r, tokenHash: "h0", bot: false } : r)) };
    const move = botMove(mover.state as ZhengFenState, s, "strong", "k") ?? legalActions(mover.state as ZhengFenState, s)[0];
    const c = act(mover, sender(mover, s), "m1", move as never, T0 + 5);
    expect(kinds(c.rows)).toEqual(["log", "snapshot"]);
    const snap = c.rows?.find((r) => r.t === "snapshot");
    expect(snap?.t === "snapshot" && snap.seq).toBe(SNAPSHOT_EVERY);
    expect(snap?.t === "snapshot" && JSON.parse(snap.state)).toEqual(c.next?.state);
    expect(c.next?.snapshotSeq).toBe(SNAPSHOT_EVERY);
  });

  it("a refused move keeps its answer with code, message and params, and changes nothing else", () => {
    const other = (((awaiting(table.state as ZhengFenState)[0] as number) + 1) % 3) as number;
    const mover = { ...table, seats: table.seats.map((r, i) => (i === other ? { ...r, tokenHash: "h1", bot: false } : r)) };
    const c = act(mover, sender(mover, other), "m2", { type: "pass" }, T0);
    expect(kinds(c.rows)).toEqual(["answer"]);
    const row = c.rows?.[0];
    if (row?.t !== "answer") throw new Error("no answer row");
    expect(JSON.parse(row.answer)).toMatchObject({ code: "not-your-turn" });
    expect(c.next).toBeUndefined();
    expect(said(c).reply?.[0]).toMatchObject({ type: "error", code: "not-your-turn", id: "m2" });
    // The same id again: the first answer, from what storage holds.
    const again = act(mover, sender(mover, other), "m2", { type: "pass" }, T0, { answer: row.answer, seq: 0 });
    expect(again.rows).toBeUndefined();
    expect(said(again).reply).toEqual(said(c).reply);
  });

  it("a spectator's move, and one before the game, are refused with the move's id", () => {
    expect(said(act(table, sender(table, null), "x", { type: "pass" }, T0)).reply?.[0]).toMatchObject({ code: "not-seated", id: "x" });
    const l = lobby(["h0", "bot", "bot"]);
    expect(said(act(l, sender(l, 0), "y", { type: "pass" }, T0)).reply?.[0]).toMatchObject({ code: "not-started", id: "y" });
  });

  it("back gives a stand-in's seat to its person: one seat row, the summary after", () => {
    const away = { ...table, seats: table.seats.map((r, i) => (i === 0 ? { ...r, awaySince: T0 - 30_000 } : r)) };
    const c = back(away, sender(away, 0), T0);
    expect(kinds(c.rows)).toEqual(["seat"]);
    expect(c.next?.seats[0]?.awaySince).toBeNull();
    expect(said(c).summary).toBe("after");
    expect(back(table, sender(table, 0), T0)).toEqual({});
  });

  it("sync: the view when the client is behind, an empty event when it is not, the summary", () => {
    expect(said(sync(table, 0)).reply).toEqual(table.version === 0 ? [{ type: "event", version: 0, events: [] }, "summary"] : ["view", "summary"]);
    expect(said(sync(table, 99)).reply).toEqual(["view", "summary"]);
  });
});

describe("chat", () => {
  it("a line is written before it is sent; the table's brake refuses a burst past 20; newcomers get the last 30", () => {
    let t = lobby(["h0", null, null]);
    const from = sender(t, 0);
    const first = chat(t, from, "  hello  ", T0);
    expect(first.rows).toEqual([{ t: "meta", key: "chat", value: JSON.stringify([{ type: "chat", seat: 0, name: "P0", text: "hello", at: T0 }]) }]);
    expect(said(first).all).toMatchObject({ type: "chat", text: "hello" });
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const c = chat(t, from, `line ${i}`, T0);
      const first = said(c).reply?.[0];
      if (first && typeof first === "object" && first.type === "error") {
        expect(first).toMatchObject({ code: "chat-busy" });
        refused++;
      }
      t = c.next ?? t;
    }
    expect(refused).toBe(20);
    // A while later the brake has refilled.
    for (let i = 0; i < 20; i++) t = chat(t, from, `later ${i}`, T0 + 60_000).next ?? t;
    expect(t.chat).toHaveLength(CHAT_KEPT);
    expect(t.chat.at(-1)?.text).toBe("later 19");
    expect(said(chat(t, from, "   ", T0)).reply?.[0]).toMatchObject({ code: "bad-frame" });
  });
});

describe("host", () => {
  it("start: only the host, every seat filled; one transaction clears the old game and starts the new one", () => {
    const t = lobby(["h0", "bot", "bot"]);
    expect(said(start(t, sender(t, 0), { gameId: "g", seed: "s" }, T0)).reply?.[0]).toMatchObject({ code: "not-host" });
    const empty = lobby(["h0", "bot", null]);
    expect(said(start(empty, sender(empty, 0, { host: true }), { gameId: "g", seed: "s" }, T0)).reply?.[0]).toMatchObject({ code: "seats-empty" });
    const c = start(t, sender(t, 0, { host: true }), { gameId: "g", seed: "s" }, T0 + 1);
    // The log starts again, and so does every seat's time bank.
    expect(kinds(c.rows)).toEqual(["clear-game", "game", "meta", "meta", "outbox"]);
    expect(c.rows?.filter((r) => r.t === "meta").map((r) => r.t === "meta" && r.key)).toEqual(["handFrom", "bankSpent"]);
    expect(c.next).toMatchObject({ phase: "playing", version: 0, lastChangeAt: T0 + 1, game: { gameId: "g", seed: "s" } });
    expect(said(c).summary).toBe("before");
    expect(said(c).views).toEqual([]);
    expect(said(start(c.next as never, sender(t, 0, { host: true }), { gameId: "g2", seed: "s" }, T0)).reply?.[0]).toMatchObject({ code: "started" });
  });

  it("end: the game is kept as ended; everyone hears it is over", () => {
    const t = playing(lobby(["h0", "bot", "bot"]));
    const c = end(t, sender(t, 0, { host: true }), T0 + 9);
    expect(kinds(c.rows)).toEqual(["game", "outbox"]);
    const status = c.rows?.[1];
    expect(status?.t === "outbox" && JSON.parse(status.payload).status).toBe("ended");
    expect(said(c)).toMatchObject({ over: true, summary: "after" });
    expect(c).toMatchObject({ next: { phase: "over" } });
  });

  it("kick with ban records the seat's person: their token and their sockets' addresses, present or not", () => {
    const t = playing(lobby(["h0", "h1", "bot"]));
    const c = kick(t, sender(t, 0, { host: true }), 1, true, { ...room([0]), addressesOf: () => ["a1", "a2"] }, T0);
    expect(c.rows?.[0]).toEqual({ t: "ban", holder: "h1", addresses: ["a1", "a2"], at: T0 });
    expect(c.next?.seats[1]).toMatchObject({ tokenHash: null, bot: true });
    expect(said(c).others).toEqual({ kind: "kicked", seat: 1, ban: { epoch: t.seats[1]?.epoch, holder: "h1" } });
  });
});

describe("seating", () => {
  it("hello with a seat's token takes the seat back on this socket; older sockets are replaced", () => {
    const t = playing(lobby(["h0", "bot", "bot"]));
    const c = hello(t, { info: { ...sender(t, null).info, greeted: false, pair: null }, seat: null }, { tokenHash: "h0", host: false, name: "Mei" }, room(), { addresses: new Set(), holders: new Set() }, T0);
    expect(said(c).attach?.pair).toEqual({ seat: 0, epoch: c.next?.seats[0]?.epoch });
    expect(said(c).others).toEqual({ kind: "replaced", seat: 0 });
    expect(said(c).reply?.[0]).toMatchObject({ type: "welcome", you: 0 });
    expect(kinds(c.rows)).toContain("saw");
  });

  it("a spectator past the limit is closed as full; a seat's holder never is", () => {
    const t = lobby(["h0", null, null]);
    const fresh = { info: { ...sender(t, null).info, greeted: false }, seat: null };
    const noBans = { addresses: new Set<string>(), holders: new Set<string>() };
    const full = hello(t, fresh, { tokenHash: null, host: false, name: null }, room([], SPECTATORS), noBans, T0);
    expect(said(full).close).toEqual({ code: CLOSE.full, reason: expect.any(String) });
    const holder = hello(t, fresh, { tokenHash: "h0", host: false, name: null }, room([], SPECTATORS), noBans, T0);
    expect(said(holder).close).toBeUndefined();
    expect(said(holder).reply?.[0]).toMatchObject({ type: "welcome", you: 0 });
  });

  it("sit gives a seat with the new token once; a banned socket is refused", () => {
    const t = lobby([null, null, null]);
    const from = sender(t, null);
    const c = sit(t, from, 1, "Mei", { token: "tok", hash: "hash" }, { addresses: new Set(), holders: new Set() }, T0);
    expect(said(c).reply?.[0]).toMatchObject({ type: "welcome", you: 1, token: "tok" });
    expect(c.next?.seats[1]).toMatchObject({ tokenHash: "hash", name: "Mei" });
    const banned = sit(t, from, 1, "Mei", { token: "tok", hash: "hash" }, { addresses: new Set(["addr-1"]), holders: new Set() }, T0);
    expect(said(banned).reply?.[0]).toMatchObject({ code: "banned" });
    expect(banned.next).toBeUndefined();
  });

  it("a socket gone: its seat's person is away from now; when nobody is left, the quiet time starts", () => {
    const t = playing(lobby(["h0", "bot", "bot"]));
    const c = left(t, 0, false, false, T0 + 3);
    expect(c.next?.seats[0]?.awaySince).toBe(T0 + 3);
    expect(c.next?.leftAt).toBe(T0 + 3);
    expect(kinds(c.rows)).toEqual(["seat", "meta"]);
    expect(left(t, 0, true, true, T0)).toEqual({ rows: [], next: t });
  });
});

describe("steps on an injected clock", () => {
  it("a bot's move is due botDelayMs after the last change: nothing before, the move at that time", () => {
    const t = playing(lobby(["bot", "bot", "bot"], "zheng-fen", { botDelayMs: 700 }));
    const step = due(t, room([], 1), T0);
    expect(step).toMatchObject({ at: T0 + 700, why: "bot" });
    expect(runSteps(t, room([], 1), T0 + 699)).toEqual({});
    const c = runSteps(t, room([], 1), T0 + 700);
    expect(kinds(c.rows)[0]).toBe("log");
    expect(c.next?.version).toBe(1);
    // Nobody at the table: nothing is due (it hibernates).
    expect(due(t, room([], 0, false), T0 + 10_000)).toBeNull();
  });

  it("the turn clock: a person out of time (and out of bank) is moved for, then stood in for (awaySince set)", () => {
    const base = playing(lobby(["h0", "h1", "h2"], "zheng-fen", { turnSeconds: 5 }));
    const seat = awaiting(base.state as ZhengFenState)[0] as number;
    const all = [0, 1, 2];
    // Five seconds, then the seat's bank for the game (as long again).
    expect(due(base, room(all), T0)).toMatchObject({ at: T0 + 10_000, why: "clock", actor: seat });
    const c = runSteps(base, room(all), T0 + 10_000);
    expect(c.next?.seats[seat]?.awaySince).not.toBeNull();
    expect(said(c).summary).toBe("after");
  });

  it("the stored alarm moves only to fire earlier: at a live table one set earlier is kept (it fires early and sets the next), never one later", () => {
    // A live turn clock (45 s and a bank of 45) pushed on by each move: the alarm set for the last deadline stays.
    expect(alarmChange(T0 + 90_000, T0 + 93_000, true)).toBe("keep");
    expect(alarmChange(T0 + 30_000, T0 + 30_000, true)).toBe("keep");
    // A turn-based table's deadline, hours ahead, moved on by a move: set exactly (firing early would wake it for nothing).
    expect(alarmChange(T0 + 3600_000, T0 + 7200_000, false)).toBe(T0 + 7200_000);
    expect(alarmChange(T0 + 3600_000, T0 + 3600_000, false)).toBe("keep");
    // Something due sooner than the stored alarm: it moves, at either kind of table.
    expect(alarmChange(T0 + 30_000, T0 + 700, true)).toBe(T0 + 700);
    expect(alarmChange(T0 + 30_000, T0 + 700, false)).toBe(T0 + 700);
    // Not known (after a failure) or none: set.
    expect(alarmChange(undefined, T0 + 700, true)).toBe(T0 + 700);
    expect(alarmChange(null, T0 + 700, true)).toBe(T0 + 700);
    // Nothing to do: deleted once, then left alone.
    expect(alarmChange(T0 + 30_000, null, true)).toBe("delete");
    expect(alarmChange(undefined, null, false)).toBe("delete");
    expect(alarmChange(null, null, true)).toBe("keep");
  });

  it("the alarm: the next step, none while people think, and a table nobody uses reaped after REAP_AFTER_MS", () => {
    // (A person sat here once: the table lasts REAP_AFTER_MS, not the hours of one nobody sat at.)
    const t = { ...playing(lobby(["bot", "bot", "bot"], "zheng-fen", { botDelayMs: 700 })), personSat: true };
    expect(alarmAt(t, room([], 1), T0, null)).toBe(T0 + 700);
    const moved = runSteps(t, room([], 1), T0 + 700).next ?? t;
    // People at the table: the alarm is for the mover's turn clock, and without one there is none at all (no snapshot
    // of an idle table: commit.ts writes them with the moves), so an idle table costs nothing until someone moves.
    const human = { ...moved, seats: moved.seats.map((r) => ({ ...r, bot: false, tokenHash: `h${r.seat}` })) };
    const clock = due(human, room([0, 1, 2]), T0 + 800);
    expect(clock?.at).toBeGreaterThan(T0 + 800);
    expect(alarmAt(human, room([0, 1, 2]), T0 + 800, null)).toBe(clock?.at);
    const noClock = { ...human, config: { ...human.config, settings: { ...human.config.settings, turnSeconds: 0 } } };
    expect(alarmAt(noClock, room([0, 1, 2]), T0 + 800, null)).toBeNull();
    const nobody = room([], 0, false);
    expect(alarmAt(moved, nobody, T0 + 800, null)).toBe(T0 + 700 + REAP_AFTER_MS);
    expect(reapable(moved, nobody, T0 + 700 + REAP_AFTER_MS - 1)).toBe(false);
    expect(reapable(moved, nobody, T0 + 700 + REAP_AFTER_MS)).toBe(true);
    const archived = archive(moved, T0 + 700 + REAP_AFTER_MS);
    const status = archived.rows?.find((r) => r.t === "outbox");
    expect(status?.t === "outbox" && JSON.parse(status.payload).status).toBe("abandoned");
  });
});
