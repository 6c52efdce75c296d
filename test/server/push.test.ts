/**
 * Notifications sent for real (issue 30): the table in workerd, its alarm
 * sending by the Web Push protocol (VAPID, aes128gcm) to a push service
 * the suite starts itself (web-push-testing, test/server/push-service.ts),
 * which checks the signature and decrypts what it receives. A notification
 * reaches a seat awaited whose page is not in front, not one whose page is;
 * its payload holds no card; a subscription the service says is gone (410)
 * is removed; the table's brake holds under a burst; an outsider cannot
 * subscribe for a seat; leaving and a kick remove the seat's subscriptions.
 */
import { evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TableClient } from "../../src/client";
import { botAction } from "../../src/engine";
import type { PushNotice } from "../../src/protocol";
import { TABLE_PUSH_RATE } from "../../src/server/store/push-ledger";
import { browser, pushInsides, received, service } from "./push-support";
import { FAST, bareSocket, hostWithBots, newAddress, openTable, personAt, sitDown, until } from "./support";

const myTurn = (c: TableClient) => c.view?.game === "zheng-fen" && c.view.phase === "play" && c.view.turn === c.you;

/** Zheng Fen for three: the host in seat 0 (no clock: the table waits for them), bots in 1 and 2, on the host's turn. */
async function hostsTurn(): Promise<{ host: TableClient; tableId: string; hostToken: string }> {
  const t = await hostWithBots("zheng-fen", 3, { ...FAST, turnSeconds: 0 });
  const host = t.host;
  host.start();
  await host.waitFor(myTurn);
  return { host, tableId: t.tableId, hostToken: t.hostToken };
}

/** As `hostsTurn`, the host's page subscribed from a browser `b` at the test push service (the table has taken it). */
async function hostsTurnSubscribed() {
  const t = await hostsTurn();
  const b = await browser();
  t.host.subscribe(b.subscription);
  await t.host.waitFor((c) => c.pushOn === true);
  return { ...t, b };
}

describe("notifications through a real push service", () => {
  it("reach a seat awaited whose page went to the back, not while it is in front; the payload is the table and what waits, no card", async () => {
    const { host, tableId, b } = await hostsTurnSubscribed();
    // In front: the alarm, run now, tells nobody.
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    expect(await pushInsides(tableId)).toEqual({ subs: 1, pending: 0, events: 0 });
    expect(await received(b.clientHash)).toEqual([]);
    // The page goes to the back (the person switched apps): a few seconds later the notification arrives, decrypted.
    host.setFront(false);
    await until(async () => (await received(b.clientHash)).length > 0, { for: "the notification", seen: async () => `the push service holds none; the table's push insides ${JSON.stringify(await pushInsides(tableId))}` });
    const [text] = await received(b.clientHash);
    const notice = JSON.parse(text as string) as PushNotice;
    expect(notice).toMatchObject({ v: 1, kind: "turn", table: tableId, game: "zheng-fen", url: `/t/${tableId}` });
    expect(Object.keys(notice).sort()).toEqual(["at", "game", "gameName", "kind", "table", "url", "v"]);
    expect(notice.gameName).toEqual(["Zheng Fen", "挣分"]);
    // No card: none of the host's cards (nor any card of the game) is named in it.
    const hand = host.view?.game === "zheng-fen" ? (host.view.hand ?? []) : [];
    expect(hand.length).toBeGreaterThan(0);
    for (const card of hand) expect(text).not.toContain(JSON.stringify(card));
    expect(text).not.toMatch(/"(hand|cards?|view|kitty)"/);
    // Once for this turn: running the alarm again sends nothing more.
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    expect(await received(b.clientHash)).toHaveLength(1);
    host.close();
  }, 60_000);

  it("an answered notification leaves nothing running: the table can be evicted (hibernate) at once, and wakes as it was", async () => {
    const { host, tableId, b } = await hostsTurnSubscribed();
    host.setFront(false);
    await until(async () => (await received(b.clientHash)).length > 0, "the notification");
    await until(async () => (await pushInsides(tableId)).pending === 0, "the notification settled");
    // The push service has answered and the table has settled the send. The runtime evicts an object only once nothing
    // of it is running (it gives up after 30 s): before, the request's timeout timer ran on for the whole PUSH_TIMEOUT_MS
    // after the answer and kept the table in memory (the tests' timeout is longer than any test: it never could).
    const version = host.version;
    await evictDurableObject(env.TABLE.getByName(tableId));
    host.setFront(true);
    const move = host.view ? botAction(host.view, 0) : null;
    expect(move).not.toBeNull();
    expect(await host.act(move as NonNullable<typeof move>)).toMatchObject({ ok: true, version: version + 1 });
    host.close();
  }, 60_000);

  it("a subscription the push service says is gone (410) is removed", async () => {
    const { host, tableId, b } = await hostsTurnSubscribed();
    await fetch(`${service}/expire-subscription/${b.clientHash}`, { method: "POST" });
    host.close();
    // Nobody is looking: the table tries, hears 410, and forgets the subscription.
    await until(async () => (await pushInsides(tableId)).subs === 0, { for: "the subscription removed", seen: async () => `the table's push insides ${JSON.stringify(await pushInsides(tableId))}` });
    expect((await pushInsides(tableId)).pending).toBe(0);
  }, 60_000);

  it("the table's brake holds under a burst: people sit, subscribe and go, again and again, and the host writes", async () => {
    // Eight seats; each round seven people sit, subscribe, leave the page (their sockets close) and the host writes a line.
    const t = await openTable({ game: "zpy-pagat", players: 8, settings: FAST }, { name: "Host" });
    const host = await sitDown(t.host, 0);
    const hashes: string[] = [];
    let seated = 0;
    let lines = 0;
    host.on("chat", () => lines++);
    for (let round = 0; round < 3; round++) {
      const people: TableClient[] = [];
      for (let seat = 1; seat < 8; seat++) {
        const p = await personAt(t.tableId, seat, `P${round}-${seat}`, { address: newAddress() });
        const b = await browser();
        p.subscribe(b.subscription);
        await p.waitFor((c) => c.pushOn === true);
        hashes.push(b.clientHash);
        people.push(p);
        seated++;
      }
      for (const p of people) p.close();
      await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || !x.connected));
      host.chat(`round ${round}: we start soon`);
      // The table has taken the line (and queued its notification) once the host hears it back.
      const heard = lines + 1;
      await host.waitFor(() => lines >= heard);
      // Everyone sat in this round is told (or braked) before the seats change hands again.
      let p = { subs: 0, pending: 0, events: 0 };
      await until(async () => {
        p = await pushInsides(t.tableId);
        return p.events === 0 && p.pending === 0;
      }, { for: "the round's notifications decided and sent", seen: () => `the table's push insides ${JSON.stringify(p)}` });
      if (round < 2) {
        host.chat("seats free again");
        for (let seat = 1; seat < 8; seat++) host.kick(seat);
        await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || x.state === "empty"));
      }
    }
    let total = 0;
    for (const h of hashes) total += (await received(h)).length;
    // Without the brake each of the 21 people would have heard the host (and of those who sat after them): many more than a burst.
    expect(seated).toBe(21);
    // The brake let a whole burst through, and then (almost) nothing more.
    expect(total).toBeGreaterThanOrEqual(TABLE_PUSH_RATE.burst);
    expect(total).toBeLessThanOrEqual(TABLE_PUSH_RATE.burst + 2);
    host.close();
  }, 120_000);
});

describe("who may subscribe, and for how long", () => {
  it("an outsider cannot subscribe for someone else's seat: a spectator, or a socket whose claim on the seat is stale", async () => {
    const { host, tableId, hostToken } = await hostsTurn();
    const b = await browser();
    const outsider = await bareSocket(tableId, newAddress(), { name: "Outsider" });
    outsider.ws.send(JSON.stringify({ type: "push", subscription: b.subscription }));
    await outsider.until((s) => s.frames.some((f) => f.type === "error"));
    expect(outsider.frames.find((f) => f.type === "error")).toMatchObject({ code: "not-seated" });
    // There is no frame to name a seat: a subscription always belongs to the sender's own seat.
    outsider.ws.send(JSON.stringify({ type: "push", seat: 0, subscription: b.subscription }));
    await outsider.until((s) => s.frames.filter((f) => f.type === "error").length === 2);
    expect(outsider.frames.filter((f) => f.type === "error")[1]).toMatchObject({ code: "bad-frame" });
    // The host, on a second socket with only the host's token (not the seat's), holds no seat either.
    const hostOnly = await bareSocket(tableId, newAddress(), { hostToken });
    hostOnly.ws.send(JSON.stringify({ type: "push", subscription: b.subscription }));
    await hostOnly.until((s) => s.frames.some((f) => f.type === "error"));
    expect(hostOnly.frames.find((f) => f.type === "error")).toMatchObject({ code: "not-seated" });
    expect((await pushInsides(tableId)).subs).toBe(0);
    outsider.ws.close();
    hostOnly.ws.close();
    host.close();
  }, 60_000);

  it("leaving the seat, or being kicked, removes the seat's subscriptions", async () => {
    const t = await openTable({ game: "zheng-fen", players: 3, settings: FAST }, { name: "Host" });
    const host = await sitDown(t.host, 0);
    const mei = await personAt(t.tableId, 1, "Mei");
    const li = await personAt(t.tableId, 2, "Li");
    for (const c of [mei, li]) {
      c.subscribe((await browser()).subscription);
      await c.waitFor((x) => x.pushOn === true);
    }
    expect((await pushInsides(t.tableId)).subs).toBe(2);
    mei.leave();
    await mei.waitFor((c) => c.you === null);
    expect((await pushInsides(t.tableId)).subs).toBe(1);
    host.kick(2);
    await li.waitFor((c) => c.you === null);
    expect((await pushInsides(t.tableId)).subs).toBe(0);
    for (const c of [host, mei, li]) c.close();
  }, 60_000);
});
