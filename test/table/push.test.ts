/**
 * Notifications as commands (issue 30), in plain Node on an injected clock:
 * who may subscribe, what leaving and kicking take away, and what the
 * alarm decides to tell (a seat awaited and not looking, once per waiting
 * turn, a quiet window per player, a brake per table). Sending is I/O and
 * is tested against a real push service in test/server/push.test.ts.
 */
import { describe, expect, it } from "vitest";
import { PRESET_INFO, type ZhengFenState, applyAction, awaiting, createGame, legalActions } from "../../src/engine";
import type { PushNotice } from "../../src/protocol";
import type { Row } from "../../src/server/state/change";
import { chat } from "../../src/server/commands/chat";
import { kick, start } from "../../src/server/commands/host";
import { act } from "../../src/server/commands/moves";
import { front, goneEndpoints, pushStep, subscribe, unsubscribe } from "../../src/server/commands/subscriptions";
import { leave, sit } from "../../src/server/commands/seating";
import { alarmAt } from "../../src/server/commands/steps";
import { FRONT_MS, QUIET_MS, SUBS_PER_HOLDER } from "../../src/server/push/notices";
import { TABLE_PUSH_RATE } from "../../src/server/store/push-ledger";
import { pushHostsOf } from "../../src/server/push/hosts";
import type { PushSub } from "../../src/server/store/push-subs";
import type { TableState } from "../../src/server/state/table-state";
import { T0, lobby, playing, room, sender, said } from "./fixtures";

/** On, with the browsers' push services and no more (PUSH_HOSTS unset). */
const ON = { on: true, hosts: pushHostsOf(undefined).hosts };
const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
const sub = (n: number) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/s${n}`, keys });

/** The table with `seat`'s holder subscribed from browser `n`. */
function subscribed(t: TableState, seat: number, n = seat): TableState {
  const c = subscribe(t, sender(t, seat), sub(n), ON, T0);
  if (!c.next) throw new Error(JSON.stringify(said(c).reply));
  return c.next;
}

const pushes = (rows: readonly Row[] | undefined) =>
  (rows ?? []).flatMap((r) => (r.t === "outbox" && r.kind === "push" ? [JSON.parse(r.payload) as { endpoint: string; notice: PushNotice }] : []));

describe("subscribing", () => {
  it("only a seat's own holder may have it notified; off without VAPID keys; https endpoints only", () => {
    const t = lobby(["h0", "h1", null]);
    expect(said(subscribe(t, sender(t, null), sub(1), ON, T0)).reply?.[0]).toMatchObject({ type: "error", code: "not-seated" });
    expect(said(subscribe(t, sender(t, 0), sub(1), { ...ON, on: false }, T0)).reply?.[0]).toMatchObject({ type: "error", code: "push-off" });
    expect(said(subscribe(t, sender(t, 0), { ...sub(1), endpoint: "http://fcm.googleapis.com/fcm/send/s1" }, ON, T0)).reply?.[0]).toMatchObject({ code: "bad-subscription" });
    expect(said(subscribe(t, sender(t, 0), { ...sub(1), endpoint: "https://push.example/s/1" }, ON, T0)).reply?.[0]).toMatchObject({ code: "push-host" });
    // A socket whose claim on seat 1 is stale (an older epoch) is a spectator: it cannot subscribe for seat 1.
    const stale = sender(t, 1, { pair: { seat: 1, epoch: 0 } });
    expect(said(subscribe(t, { ...stale, seat: null }, sub(2), ON, T0)).reply?.[0]).toMatchObject({ code: "not-seated" });
    const c = subscribe(t, sender(t, 0), sub(1), ON, T0);
    expect(c.rows).toEqual([{ t: "push-sub", sub: { endpoint: sub(1).endpoint, holder: "h0", ...keys, at: T0 } }]);
    expect(said(c).reply).toEqual([{ type: "push", on: true }]);
  });

  it(`a holder keeps ${SUBS_PER_HOLDER} browsers, the newest; unpush removes one or all`, () => {
    let t = lobby(["h0", "h1", null]);
    for (let n = 0; n < SUBS_PER_HOLDER + 1; n++) t = subscribed(t, 0, n);
    expect(t.subs.map((s) => s.endpoint)).toEqual([1, 2, 3, 4].map((n) => sub(n).endpoint));
    const one = unsubscribe(t, sender(t, 0), sub(2).endpoint);
    expect(one.next?.subs).toHaveLength(SUBS_PER_HOLDER - 1);
    const all = unsubscribe(t, sender(t, 0), null);
    expect(all.rows).toEqual([{ t: "push-unsub", holder: "h0", endpoint: null }]);
    expect(all.next?.subs).toEqual([]);
  });

  it("a browser notifies one seat: another holder cannot take its endpoint over; its own holder may renew its keys", () => {
    const t = subscribed(lobby(["h0", "h1", null]), 0, 7);
    const taken = subscribe(t, sender(t, 1), { ...sub(7), keys: { ...keys, auth: "B".repeat(22) } }, ON, T0 + 1);
    expect(said(taken).reply?.[0]).toMatchObject({ type: "error", code: "push-taken" });
    expect(taken.rows).toBeUndefined();
    const renewed = subscribe(t, sender(t, 0), { ...sub(7), keys: { ...keys, auth: "B".repeat(22) } }, ON, T0 + 1);
    expect(renewed.next?.subs).toEqual([{ endpoint: sub(7).endpoint, holder: "h0", ...keys, auth: "B".repeat(22), at: T0 + 1 }]);
    // Left behind by a holder who holds no seat now (h9, as one back under a new token): the seat's holder takes it.
    const orphan = { ...t, subs: [{ ...(t.subs[0] as PushSub), holder: "h9" }] };
    expect(subscribe(orphan, sender(orphan, 1), sub(7), ON, T0 + 2).next?.subs).toEqual([{ endpoint: sub(7).endpoint, holder: "h1", ...keys, at: T0 + 2 }]);
  });

  it("giving the seat up, or being kicked, removes the holder's subscriptions in the same write; a gone endpoint is removed", () => {
    const t = subscribed(subscribed(lobby(["h0", "h1", null]), 0), 1);
    const left = leave(t, sender(t, 1), T0);
    expect(left.rows).toContainEqual({ t: "push-unsub", holder: "h1", endpoint: null });
    expect(left.next?.subs.map((s) => s.holder)).toEqual(["h0"]);
    const kicked = kick(t, sender(t, 0, { host: true }), 1, false, { ...room([0, 1]), addressesOf: () => [] }, T0);
    expect(kicked.rows).toContainEqual({ t: "push-unsub", holder: "h1", endpoint: null });
    expect(kicked.next?.subs.map((s) => s.holder)).toEqual(["h0"]);
    expect(goneEndpoints(t, [sub(0).endpoint]).next?.subs.map((s) => s.holder)).toEqual(["h1"]);
  });
});

describe("what the alarm tells", () => {
  /** Zheng Fen for three people, all subscribed, no turn clock (its deadline would be the next alarm); the seat awaited first. */
  function table() {
    let t = playing(lobby(["h0", "h1", "h2"], "zheng-fen", { turnSeconds: 0 }));
    for (const s of [0, 1, 2]) t = subscribed(t, s);
    return { t, seat: awaiting(t.state as ZhengFenState)[0] as number };
  }

  it("a seat awaited whose page is hidden is told after FRONT_MS, once; never while a page of theirs is in front", () => {
    const { t, seat } = table();
    const others = [0, 1, 2].filter((s) => s !== seat);
    // Every page in front: nothing to tell.
    expect(alarmAt(t, room([0, 1, 2]), T0, null)).toBeNull();
    expect(pushStep(t, room([0, 1, 2]), T0 + 60_000)).toEqual({});
    // The awaited seat's page went to the back at T0.
    const hidden = room([0, 1, 2], 0, true, { [seat]: T0 });
    expect(alarmAt(t, hidden, T0, null)).toBe(T0 + FRONT_MS);
    expect(pushStep(t, hidden, T0 + FRONT_MS - 1)).toEqual({});
    const told = pushStep(t, hidden, T0 + FRONT_MS);
    expect(pushes(told.rows)).toEqual([{ endpoint: sub(seat).endpoint, notice: { v: 1, kind: "turn", table: "t1", game: "zheng-fen", gameName: PRESET_INFO["zheng-fen"].name, url: "/t/t1", at: T0 + FRONT_MS } }]);
    // Once per waiting turn: not again while it waits, however long.
    const after = told.next as TableState;
    expect(pushStep(after, hidden, T0 + 10 * QUIET_MS)).toEqual({});
    expect(alarmAt(after, hidden, T0 + FRONT_MS, null)).toBeNull();
    // The others are not awaited: never told.
    expect(pushes(told.rows).some((p) => others.some((s) => p.endpoint === sub(s).endpoint))).toBe(false);
  });

  it("after the seat moves, its next turn is told again, but not within its quiet window", () => {
    const { t, seat } = table();
    const nobody = room([], 0, false);
    const told = pushStep(t, nobody, T0 + FRONT_MS).next as TableState;
    // The seat moves (over the socket), then the others pass until it is its turn again.
    let now = T0 + FRONT_MS + 1_000;
    const first = legalActions(told.state as ZhengFenState, seat)[0];
    let cur = act(told, sender(told, seat), "m1", first as never, now).next as TableState;
    expect(cur.ledger.turns[seat]).toBeUndefined();
    for (let i = 0; i < 10 && awaiting(cur.state as ZhengFenState)[0] !== seat; i++) {
      const s = awaiting(cur.state as ZhengFenState)[0] as number;
      const a = legalActions(cur.state as ZhengFenState, s).find((x) => x.type === "pass") ?? legalActions(cur.state as ZhengFenState, s)[0];
      const step = applyAction(cur.state as ZhengFenState, s, a as never);
      if (!step.ok) throw new Error(step.error.message);
      cur = { ...cur, state: step.state, version: cur.version + 1 };
    }
    expect(awaiting(cur.state as ZhengFenState)[0]).toBe(seat);
    expect(pushStep(cur, nobody, now)).toEqual({});
    expect(alarmAt(cur, nobody, now, null)).toBe(T0 + FRONT_MS + QUIET_MS);
    now = T0 + FRONT_MS + QUIET_MS;
    expect(pushes(pushStep(cur, nobody, now).rows).map((p) => p.endpoint)).toEqual([sub(seat).endpoint]);
  });

  it("the host's line goes to every seat not looking but the host's; the brake holds under a burst of lines", () => {
    // Twelve people, each with four browsers; the host in seat 0 writes twenty lines at once.
    const holders = Array.from({ length: 12 }, (_, i) => `h${i}`);
    let t = lobby(holders);
    for (let s = 0; s < 12; s++) for (let n = 0; n < SUBS_PER_HOLDER; n++) t = subscribed(t, s, s * 10 + n);
    const nobody = room([0], 0, true);
    const host = sender(t, 0, { host: true });
    const outbox: { endpoint: string; notice: PushNotice }[] = [];
    for (let i = 0; i < 20; i++) {
      const c = chat(t, host, `line ${i}`, T0 + i);
      t = c.next as TableState;
      const step = pushStep(t, nobody, T0 + i);
      outbox.push(...pushes(step.rows));
      t = step.next ?? t;
    }
    // Eleven seats told once each (the quiet window), four browsers each; the host's own seat never.
    expect(outbox.filter((p) => p.notice.text === "line 0")).toHaveLength(11 * SUBS_PER_HOLDER);
    expect(outbox).toHaveLength(11 * SUBS_PER_HOLDER);
    expect(outbox.some((p) => p.endpoint.endsWith("/s/0"))).toBe(false);
    expect(outbox[0]?.notice).toMatchObject({ kind: "host", text: "line 0" });
    // A minute later, another burst: the quiet windows are over, and the brake (not the number of seats) bounds it.
    let told = 0;
    for (let i = 0; i < 20; i++) {
      const c = chat(t, host, `again ${i}`, T0 + QUIET_MS + i);
      t = c.next as TableState;
      const step = pushStep(t, nobody, T0 + QUIET_MS + i);
      told += new Set(pushes(step.rows).map((p) => p.endpoint.split("/").pop()?.slice(0, -1))).size;
      t = step.next ?? t;
    }
    const refill = Math.floor((QUIET_MS / 1000) * TABLE_PUSH_RATE.perSecond);
    expect(told).toBeLessThanOrEqual(Math.min(TABLE_PUSH_RATE.burst, refill + 1));
  });

  it("at a turn-based table a player long gone is told their move at once, with the deadline; a Shengji deal tells who may bid", () => {
    let t = playing(lobby(["h0", "h1", "h2"], "zheng-fen", { turnSeconds: 12 * 3600 }));
    for (const s of [0, 1, 2]) t = subscribed(t, s);
    const seat = awaiting(t.state as ZhengFenState)[0] as number;
    // Everyone left hours ago; the turn came at T0.
    t = { ...t, seats: t.seats.map((r) => ({ ...r, awaySince: T0 - 5 * 3600_000 })) };
    const nobody = room([], 0, false);
    expect(alarmAt(t, nobody, T0, null)).toBe(T0);
    const [p] = pushes(pushStep(t, nobody, T0).rows);
    expect(p).toMatchObject({ endpoint: sub(seat).endpoint, notice: { kind: "turn", deadline: T0 + 12 * 3600_000 } });
    // Shengji: once the bidding closed, the maker is told the kitty waits on them.
    let s = playing(lobby(["h0", "h1", "h2", "h3"], "tractor-classic", { turnSeconds: 12 * 3600, dealMs: 0 }));
    for (const x of [0, 1, 2, 3]) s = subscribed(s, x);
    expect(pushes(pushStep(s, nobody, T0 + FRONT_MS).rows).map((x) => x.notice.kind)).toEqual(["kitty"]);
    // Just after the deal (the bidding open): the seats that may bid are told so.
    const dealt = applyAction(createGame({ preset: "tractor-classic" }, "cmd", 4), "table", { type: "draw", count: 1000 });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const bids = pushes(pushStep({ ...s, state: dealt.state }, nobody, T0 + FRONT_MS).rows).map((x) => x.notice.kind);
    expect(bids.length).toBeGreaterThan(0);
    expect(bids.every((k) => k === "bid")).toBe(true);
  });

  it("friends: someone sitting down at a table waiting for a game, and a game's start, are told to those not looking", () => {
    let t = lobby(["h0", "h1", null]);
    t = subscribed(subscribed(t, 0), 1);
    // Seat 1's person left the page; seat 0's is there.
    const here = room([0], 0, true);
    const sat = sit(t, sender(t, null), 2, "Mei", { token: "tok", hash: "h2" }, { addresses: new Set(), holders: new Set() }, T0);
    const step = pushStep(sat.next as TableState, here, T0);
    expect(pushes(step.rows).map((p) => [p.endpoint, p.notice.kind, p.notice.name])).toEqual([[sub(1).endpoint, "back", "Mei"]]);
    // The host (seat 0) starts the game: seat 1 hears it, once its quiet window is over.
    const after = step.next as TableState;
    const filled = { ...after, seats: after.seats.map((r) => (r.seat === 2 ? { ...r, bot: true, tokenHash: null } : r)) };
    const started = start(filled, sender(filled, 0, { host: true }), { gameId: "g2", seed: "s" }, T0 + QUIET_MS);
    const kinds = pushes(pushStep(started.next as TableState, here, T0 + QUIET_MS).rows).map((p) => [p.endpoint, p.notice.kind]);
    // One notification: the game's start, or what already waits on seat 1 in it (a turn is told first; the quiet window drops the rest).
    expect(kinds).toHaveLength(1);
    expect(kinds[0]?.[0]).toBe(sub(1).endpoint);
    expect(["start", "turn", "bid"]).toContain(kinds[0]?.[1]);
  });

  it("back: a name the table gave comes with the seat's number (the service worker words it), a chosen name alone", () => {
    let t = lobby(["h0", "h1", null]);
    t = subscribed(t, 1);
    const here = room([0], 0, true);
    const sat = sit(t, sender(t, null), 2, "", { token: "tok", hash: "h2" }, { addresses: new Set(), holders: new Set() }, T0);
    const told = pushes(pushStep(sat.next as TableState, here, T0).rows).map((p) => p.notice);
    expect(told.map((n) => [n.kind, n.name, n.player])).toEqual([["back", "Player 3", 3]]);
    // A name someone chose goes as written, with no number.
    const chosen = sit(t, sender(t, null), 2, "Mei", { token: "tok", hash: "h2" }, { addresses: new Set(), holders: new Set() }, T0);
    const named = pushes(pushStep(chosen.next as TableState, here, T0).rows).map((p) => p.notice);
    expect(named.map((n) => [n.kind, n.name, n.player])).toEqual([["back", "Mei", undefined]]);
  });

  it("front: a page going to the back is noted once (its earliest time), one coming to the front clears it", () => {
    const t = lobby(["h0", "h1", "h2"]);
    const hidden = said(front(sender(t, 0), false, T0)).attach;
    expect(hidden?.hiddenAt).toBe(T0);
    expect(said(front({ info: hidden as NonNullable<typeof hidden>, seat: 0 }, false, T0 + 5)).attach?.hiddenAt).toBe(T0);
    expect(said(front({ info: hidden as NonNullable<typeof hidden>, seat: 0 }, true, T0 + 5)).attach?.hiddenAt).toBeUndefined();
  });
});
