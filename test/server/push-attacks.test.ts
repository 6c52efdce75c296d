/**
 * Web Push as an outsider would abuse it (issue 53, items 1 and 2), over
 * the real protocol against real local listeners (listeners.ts):
 *
 * - a push endpoint that accepts the connection and never answers (the
 *   black hole) must not stop the table: bots, a person's moves and the
 *   game go on while it holds the table's request;
 * - a push endpoint must not reach any address the subscriber names: the
 *   table takes endpoints only on a push service (the browsers', or one
 *   the operator names in PUSH_HOSTS: the tests name their own local ones),
 *   never posts to one that is not (even if stored), never follows a
 *   redirect, and a loopback listener (the trap) sees no connection;
 * - a seated stranger cannot take over another seat's browser by
 *   subscribing its endpoint.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { type TableClient, playAsBot } from "../../src/client";
import type { PushNotice, PushSubscriptionJson, ServerFrame } from "../../src/protocol";
import { pushHostsOf } from "../../src/server/push/hosts";
import { type PushJob, postPushes, vapidOf } from "../../src/server/push/send";
import type { ListenerState } from "./listeners";
import { browser, pushInsides, received } from "./push-support";
import { FAST, openTable, personAt, sitDown, until } from "./support";
import { BLACK_HOLE_PORT, TEST_HOSTS } from "./test-hosts";

const listeners = inject("listeners");
const trapPort = inject("trapPort");

async function listenerState(): Promise<ListenerState> {
  return (await fetch(`${listeners}/state`)).json();
}

/** Zheng Fen for three, not started: the host watching (no seat), a stranger in seat 1, bots in 0 and 2. */
async function strangerAtBots(): Promise<{ host: TableClient; stranger: TableClient; tableId: string }> {
  const t = await openTable({ game: "zheng-fen", players: 3, settings: { ...FAST, turnSeconds: 0 } }, { name: "Host" });
  const host = t.host;
  const stranger = await personAt(t.tableId, 1, "Mallory");
  host.bot(0);
  host.bot(2);
  await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 1 || x.bot));
  return { host, stranger, tableId: t.tableId };
}

/** Zheng Fen for three, not started: the host in seat 0, Mei in 1, Mallory in 2. */
async function threePeople(): Promise<{ host: TableClient; mei: TableClient; mallory: TableClient; tableId: string }> {
  const t = await openTable({ game: "zheng-fen", players: 3, settings: FAST }, { name: "Host" });
  const host = await sitDown(t.host, 0);
  const mei = await personAt(t.tableId, 1, "Mei");
  const mallory = await personAt(t.tableId, 2, "Mallory");
  return { host, mei, mallory, tableId: t.tableId };
}

/** Sends a `push` frame and returns the table's answer to it: a `push` frame (taken) or an `error` (refused). */
async function answerTo(c: TableClient, subscription: PushSubscriptionJson): Promise<ServerFrame> {
  const answers: ServerFrame[] = [];
  const off = c.on("frame", (f) => {
    if (f.type === "push" || f.type === "error") answers.push(f);
  });
  try {
    c.subscribe(subscription);
    await c.waitFor(() => answers.length > 0);
    return answers[0] as ServerFrame;
  } finally {
    off();
  }
}

/** The host writes a line, and `clientHash`'s browser (its holder's page at the back) is told of it: proof that the table decided and sent that line's notifications. */
async function hostLineReaches(host: TableClient, clientHash: string, text: string): Promise<void> {
  host.chat(text);
  await until(async () => (await received(clientHash)).some((m) => (JSON.parse(m) as PushNotice).text === text), `the host's line "${text}" notified`);
}

describe("a push endpoint that never answers", () => {
  it("holds nothing: while it holds the table's request unanswered, the bots and the stranger play on", async () => {
    const { host, stranger, tableId } = await strangerAtBots();
    // A stranger subscribes an endpoint on a host the operator allows (the tests' own), which accepts and never answers.
    const keys = (await browser()).subscription.keys;
    const answer = await answerTo(stranger, { endpoint: `https://${TEST_HOSTS.blackHole}:${BLACK_HOLE_PORT}/push/${tableId}`, keys });
    expect(answer).toEqual({ type: "push", on: true });
    // Their page goes to the back, and they play their own turns at once (the table never waits for a person here).
    stranger.setFront(false);
    const stop = playAsBot(stranger);
    const before = (await listenerState()).blackHole.accepted;
    // The game starts: the stranger, not looking, is told (a game-start notice), and the table's request goes into the black hole.
    host.start();
    let seen: ListenerState | null = null;
    await until(async () => {
      seen = await listenerState();
      return seen.blackHole.accepted > before;
    }, () => `the black hole to hold the table's request (last seen ${JSON.stringify(seen)})`);
    const held = before; // the number of that connection
    const from = host.version;
    // The table plays on while that connection is open and unanswered: thirty more moves (bots' and the stranger's),
    // and the first hand played to its end and delivered to D1 (the history does not wait behind a push either).
    // The tests' PUSH_TIMEOUT_MS is longer than any test (vitest.workers.config.ts): the table's request to the black
    // hole is still waiting for its answer all along, so a table that waited on it, even with a timeout, would not move.
    const handsInD1 = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM hands h JOIN games g ON g.id = h.game_id WHERE g.table_id = ?").bind(tableId).first<{ n: number }>())?.n ?? 0;
    let hands = 0;
    await until(async () => {
      hands = await handsInD1();
      return host.version >= from + 30 && hands >= 1;
    }, () => `the table to play on while the black hole holds its request (from version ${from}, now ${host.version}; hands in D1: ${hands})`, 30_000);
    const after = await listenerState();
    expect(after.blackHole.openIds, "the black hole's connection, still open and unanswered").toContain(held);
    stop();
    stranger.close();
    host.close();
  }, 90_000);

  it("a send gives up on it after its timeout (a failure, tried again later), and is not followed anywhere", async () => {
    const keys = (await browser()).subscription.keys;
    const endpoint = `https://${TEST_HOSTS.blackHole}:${BLACK_HOLE_PORT}/push/direct`;
    const notice: PushNotice = { v: 1, kind: "turn", table: "t".repeat(20), game: "zheng-fen", gameName: ["Zheng Fen", "挣分"], url: `/t/${"t".repeat(20)}`, at: Date.now() };
    const job: PushJob = { id: `push:${endpoint}`, payload: "{}", attempts: 1, endpoint, notice, sub: { endpoint, holder: "h", p256dh: keys.p256dh, auth: keys.auth, at: 0 } };
    const errors: unknown[] = [];
    const inits: RequestInit[] = [];
    const post: typeof fetch = async (input, init) => {
      if (init) inits.push(init);
      try {
        return await fetch(input, init);
      } catch (e) {
        errors.push(e);
        throw e;
      }
    };
    const results = await postPushes([job], vapidOf(env), pushHostsOf(env.PUSH_HOSTS).hosts, { post, timeoutMs: 300 });
    expect(results).toEqual([{ job, verdict: "retry", wait: 2000 }]);
    // It was the timeout that ended it (the black hole answered nothing), and the request followed no redirect.
    expect(errors.map((e) => (e as Error).name)).toEqual(["TimeoutError"]);
    expect(inits.map((i) => i.redirect)).toEqual(["manual"]);
  }, 30_000);
});

describe("a push endpoint must be on a push service", () => {
  it("endpoints on any other address, port, scheme or with credentials are refused, and the loopback trap is never contacted", async () => {
    const { host, mallory } = await threePeople();
    const keys = (await browser()).subscription.keys;
    const trap = trapPort;
    const refused: [string, "push-host" | "bad-subscription"][] = [
      [`https://127.0.0.1:${trap}/push`, "push-host"],
      [`https://localhost:${trap}/push`, "push-host"],
      [`https://[::1]:${trap}/push`, "push-host"],
      [`https://0.0.0.0:${trap}/push`, "push-host"],
      [`https://2130706433:${trap}/push`, "push-host"],
      [`https://0x7f.1:${trap}/push`, "push-host"],
      ["https://127.0.0.1/push", "push-host"],
      ["https://localhost/push", "push-host"],
      ["https://[::1]/push", "push-host"],
      ["https://10.0.0.1/push", "push-host"],
      ["https://192.168.1.1:8443/push", "push-host"],
      ["https://169.254.169.254/latest/meta-data/", "push-host"],
      // A push service's host, on another port; a name that only starts or ends like one.
      ["https://fcm.googleapis.com:22/fcm/send/x", "push-host"],
      [`https://${TEST_HOSTS.push}:22/x`, "push-host"],
      [`https://${TEST_HOSTS.blackHole}/x`, "push-host"],
      ["https://fcm.googleapis.com.evil.example/fcm/send/x", "push-host"],
      ["https://evil-fcm.googleapis.com/fcm/send/x", "push-host"],
      ["https://push.apple.com.evil.example/x", "push-host"],
      // Credentials in the URL (also the classic trick that makes the allowed name a user name), or not https.
      ["https://user:secret@fcm.googleapis.com/fcm/send/x", "bad-subscription"],
      [`https://${TEST_HOSTS.push}@127.0.0.1:${trap}/x`, "bad-subscription"],
      ["http://fcm.googleapis.com/fcm/send/x", "bad-subscription"],
    ];
    for (const [endpoint, code] of refused) {
      expect(await answerTo(mallory, { endpoint, keys }), endpoint).toMatchObject({ type: "error", code });
    }
    // A real browser's subscription is taken, and hears the host's next line: the notifications of that line were sent.
    const before = (await listenerState()).trap.accepted;
    const b = await browser();
    expect(await answerTo(mallory, b.subscription)).toEqual({ type: "push", on: true });
    mallory.setFront(false);
    await hostLineReaches(host, b.clientHash, "who else is here?");
    expect((await listenerState()).trap.accepted - before, "connections to the loopback trap").toBe(0);
    for (const c of [host, mallory]) c.close();
  }, 60_000);

  it("a subscription stored under another rule (before this one, or a shorter PUSH_HOSTS) is never posted to, and is removed", async () => {
    const { host, mei, tableId } = await threePeople();
    const b = await browser();
    expect(await answerTo(mei, b.subscription)).toEqual({ type: "push", on: true });
    mei.setFront(false);
    // Planted in storage as an older table would hold it: a loopback endpoint of Mei's, and a notification waiting for it.
    const planted = `https://127.0.0.1:${trapPort}/push/planted`;
    await runInDurableObject(env.TABLE.getByName(tableId), (_i, s) => {
      const row = s.storage.sql.exec<{ holder: string; p256dh: string; auth: string }>("SELECT holder, p256dh, auth FROM push_subs").one();
      s.storage.sql.exec("INSERT INTO push_subs (endpoint, holder, p256dh, auth, at) VALUES (?, ?, ?, ?, ?)", planted, row.holder, row.p256dh, row.auth, Date.now());
      const notice = { v: 1, kind: "host", table: tableId, game: "zheng-fen", gameName: ["Zheng Fen", "挣分"], url: `/t/${tableId}`, at: Date.now(), text: "planted" };
      s.storage.sql.exec("INSERT INTO outbox (id, kind, payload, attempts, next_at) VALUES (?, 'push', ?, 0, ?)", `push:${planted}`, JSON.stringify({ endpoint: planted, notice }), Date.now());
    });
    const before = (await listenerState()).trap.accepted;
    await hostLineReaches(host, b.clientHash, "the planted one is due too");
    // Both rows were due when the line's notifications went: once none is left, the planted one was handled.
    await until(async () => (await pushInsides(tableId)).pending === 0, "the outbox's notifications handled");
    expect((await listenerState()).trap.accepted - before, "connections to the loopback trap").toBe(0);
    const endpoints = await runInDurableObject(env.TABLE.getByName(tableId), (_i, s) => s.storage.sql.exec<{ endpoint: string }>("SELECT endpoint FROM push_subs").toArray().map((r) => r.endpoint));
    expect(endpoints).toEqual([b.subscription.endpoint]);
    for (const c of [host, mei]) c.close();
  }, 60_000);

  it("a push service's redirect is a failure, never followed: the trap it points at is never contacted", async () => {
    const { host, mallory } = await threePeople();
    const keys = (await browser()).subscription.keys;
    // The redirector is on a host the tests' PUSH_HOSTS allows (an operator's push service gone bad); it answers 307 to the trap.
    expect(await answerTo(mallory, { endpoint: `https://${TEST_HOSTS.redirect}/push/x`, keys })).toEqual({ type: "push", on: true });
    mallory.setFront(false);
    const before = await listenerState();
    host.chat("anyone?");
    // Tried twice: the second try comes only after the first was answered (its redirect) and settled.
    let seen: ListenerState | null = null;
    await until(async () => {
      seen = await listenerState();
      return seen.redirect.answered >= before.redirect.answered + 2;
    }, () => `the redirector asked twice (last seen ${JSON.stringify(seen)})`);
    expect((await listenerState()).trap.accepted - before.trap.accepted, "connections to the loopback trap").toBe(0);
    for (const c of [host, mallory]) c.close();
  }, 60_000);
});

describe("a browser's subscription belongs to its seat", () => {
  it("another seat's holder who subscribes the same endpoint is refused, and the notifications stay with the victim", async () => {
    const { host, mei, mallory, tableId } = await threePeople();
    const victim = await browser();
    expect(await answerTo(mei, victim.subscription)).toEqual({ type: "push", on: true });
    // Mallory learned Mei's endpoint, and subscribes it with keys of her own (to read what is sent there, or only to take it away).
    const own = (await browser()).subscription.keys;
    expect(await answerTo(mallory, { endpoint: victim.subscription.endpoint, keys: own })).toMatchObject({ type: "error", code: "push-taken" });
    // Nor can she remove it.
    mallory.unsubscribe(victim.subscription.endpoint);
    await mallory.waitFor((c) => c.pushOn === false);
    const rows = await runInDurableObject(env.TABLE.getByName(tableId), (_i, s) => s.storage.sql.exec<{ holder: string; p256dh: string }>("SELECT holder, p256dh FROM push_subs").toArray());
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(victim.subscription.keys.p256dh);
    // Mei, not looking, still hears the host (the push service decrypts it with her browser's keys).
    mei.setFront(false);
    mallory.setFront(false);
    await hostLineReaches(host, victim.clientHash, "Mei, your turn soon");
    for (const c of [host, mei, mallory]) c.close();
  }, 60_000);
});
