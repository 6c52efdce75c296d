/**
 * Practice tables (issue 28): a table started from a moment of a completed
 * hand, the seat as yours and bots in every other, the same cards; it plays
 * that one hand and is no game's record. Only completed hands can be
 * practised: asking for the hand in play (or any hand not kept) is refused,
 * and no answer of the route, nor anything the practice table sends, holds
 * a card or a key of the hand in play.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TableClient, playAsBot } from "../../src/client";
import { type GameState, type ShengjiView, type ZhengFenView, viewFor } from "../../src/engine";
import { handKey } from "../../src/engine/random";
import { replayHands } from "../../src/engine/replay";
import type { GameRecord, ServerFrame } from "../../src/protocol";
import { FAST, api, connect, handsPlayed, playAsBotUntil, probe, record, settle, socketTo, startedWithBots, until } from "./support";

/** The table's game as it stores it: its secret and its id. */
async function inside(tableId: string): Promise<{ seed: string; gameId: string }> {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    const raw = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'game'").toArray()[0]?.value ?? "{}";
    const game = JSON.parse(raw) as { seed: string; gameId: string };
    return { seed: game.seed, gameId: game.gameId };
  });
}

function practice(body: Record<string, unknown>): Promise<Response> {
  return api("/api/practice", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": "10.9.0.1" }, body: JSON.stringify(body) });
}

/** A game of bots and a host (seat 0) whose first hand is complete and in D1, the second being played. */
async function oneHandDone() {
  const { host, tableId } = await startedWithBots("tractor-classic", 4);
  await playAsBotUntil(host, (c) => handsPlayed(c) >= 1, 90_000);
  const { seed, gameId } = await inside(tableId);
  let game: GameRecord | null = null;
  let status = 0;
  await until(async () => {
    const res = await api(`/api/games/${gameId}`);
    game = res.status === 200 ? ((await res.json()) as GameRecord) : null;
    return game !== null;
  }, { for: "hand 0 in D1", seen: () => `GET /api/games/${gameId} answered ${status}` });
  return { host, tableId, seed, gameId, game: game as unknown as GameRecord };
}

describe("practice tables", () => {
  it("start at a moment of a completed hand with the same cards, the seat yours and bots elsewhere; play that hand out; write nothing to D1", async () => {
    const { host, gameId, game } = await oneHandDone();
    const actions = game.hands[0]?.actions ?? [];
    const step = actions.findIndex((e) => e.action.type === "play");
    expect(step).toBeGreaterThan(0);
    const res = await practice({ gameId, hand: 0, step, seat: 2, name: "Mei", settings: FAST });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { tableId: string; url: string; hostToken: string; seatToken: string };
    expect(Object.keys(made).sort()).toEqual(["hostToken", "seatToken", "tableId", "url"]);

    const me = await connect(made.tableId, { token: made.seatToken, hostToken: made.hostToken });
    const frames: ServerFrame[] = record(me);
    await me.waitFor((c) => c.you === 2 && c.view !== null && c.table !== null);
    expect(me.table?.practice).toEqual({ gameId, hand: 0, step, seat: 2 });
    expect(me.table?.seats.map((s) => s.bot)).toEqual([true, true, false, true]);
    expect(me.table?.seats[2]?.name).toBe("Mei");
    // The same cards as at the real table at that moment.
    const real = replayHands({ preset: game.game, options: game.options }, 4, game.hands, 0)[0]?.states[step] as GameState;
    expect(me.version).toBe(step);
    expect((me.view as ShengjiView).cards).toEqual((viewFor(real, 2) as ShengjiView).cards);
    // Played out: the practice ends with its hand.
    const stop = playAsBot(me, { delayMs: 2 });
    await me.waitFor((c) => c.table?.phase === "over", 90_000);
    stop();
    expect((me.view as ShengjiView).lastResult?.hand).toBe(0);
    expect(frames.some((f) => f.type === "over")).toBe(true);
    // One hand only: no new game at a practice table.
    me.start();
    await me.waitFor(() => frames.some((f) => f.type === "error" && f.code === "practice"));
    // Issue 53, item 7: never listed either. Its host asking to make it public is refused (it would write a
    // directory line to D1 and stand among Play now's candidates), and nothing changes.
    const refusals = frames.filter((f) => f.type === "error" && f.code === "practice").length;
    me.configure({ settings: { public: true } });
    await me.waitFor(() => frames.filter((f) => f.type === "error" && f.code === "practice").length > refusals);
    await probe(me);
    expect(me.table?.settings.public).toBe(false);
    const queued = await runInDurableObject(env.TABLE.getByName(made.tableId), (_i, state) => state.storage.sql.exec("SELECT id FROM outbox").toArray());
    expect(queued).toEqual([]);
    expect((await env.DB.prepare("SELECT id FROM tables WHERE id = ?").bind(made.tableId).all()).results).toEqual([]);
    // Nothing of it in D1: no game row of its own, the real game's record untouched.
    const { gameId: practiceId } = await inside(made.tableId);
    const rows = await env.DB.prepare("SELECT id FROM games WHERE table_id = ? OR id = ?").bind(made.tableId, practiceId).all();
    expect(rows.results).toEqual([]);
    expect((await api(`/api/games/${practiceId}`)).status).toBe(404);
    const again = (await (await api(`/api/games/${gameId}`)).json()) as GameRecord;
    expect(again.hands.map((h) => h.hand)).toEqual(game.hands.map((h) => h.hand));
    me.close();
    host.close();
  });

  it("plays a Zheng Fen deal again to its end, which ends the practice", async () => {
    const { host, tableId } = await startedWithBots("zheng-fen", 4);
    const stop = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => ((c.view as ZhengFenView | null)?.lastDeal?.deal ?? 0) >= 1, 90_000);
    stop();
    await settle(host);
    const { gameId } = await inside(tableId);
    let game: GameRecord | null = null;
    let status = 0;
    await until(async () => {
      const res = await api(`/api/games/${gameId}`);
      status = res.status;
      game = res.status === 200 ? ((await res.json()) as GameRecord) : null;
      return game !== null;
    }, { for: "deal 1 in D1", seen: () => `GET /api/games/${gameId} answered ${status}` });
    const g = game as unknown as GameRecord;
    const step = (g.hands[0]?.actions.findIndex((e) => e.action.type === "play") ?? 0) + 1;
    const res = await practice({ gameId, hand: 0, step, seat: 1, settings: FAST });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { tableId: string; seatToken: string };
    const me = await connect(made.tableId, { token: made.seatToken });
    await me.waitFor((c) => c.you === 1 && c.view !== null);
    const stopMe = playAsBot(me, { delayMs: 2 });
    await me.waitFor((c) => c.table?.phase === "over", 90_000);
    stopMe();
    expect((me.view as ZhengFenView).lastDeal?.deal).toBe(1);
    expect((await api(`/api/games/${(await inside(made.tableId)).gameId}`)).status).toBe(404);
    me.close();
    host.close();
  });

  it("is refused for the hand in play, and nothing answered holds a card or key of it", async () => {
    const { host, tableId, seed, gameId, game } = await oneHandDone();
    const inPlay = (host.view as ShengjiView).hand;
    expect(inPlay).toBe(1);
    const secretKey = handKey(seed, inPlay);
    const bodies: string[] = [];
    const ask = async (body: Record<string, unknown>) => {
      const res = await practice(body);
      const text = await res.text();
      bodies.push(text);
      return { status: res.status, body: JSON.parse(text) as { error?: { code: string; field?: string } } };
    };
    // The hand in play, hands after it, a step past the end of a completed hand, a seat that is not there, no such game.
    expect(await ask({ gameId, hand: inPlay, step: 0, seat: 0 })).toMatchObject({ status: 409, body: { error: { code: "hand-not-over", field: "hand" } } });
    expect(await ask({ gameId, hand: inPlay + 3, step: 0, seat: 0 })).toMatchObject({ status: 409, body: { error: { code: "hand-not-over" } } });
    const last = game.hands[0]?.actions.length ?? 0;
    expect(await ask({ gameId, hand: 0, step: last, seat: 0 })).toMatchObject({ status: 400, body: { error: { field: "step" } } });
    expect(await ask({ gameId, hand: 0, step: 0, seat: 4 })).toMatchObject({ status: 400, body: { error: { field: "seat" } } });
    expect(await ask({ gameId, hand: -1, step: 0, seat: 0 })).toMatchObject({ status: 400 });
    expect(await ask({ gameId: "nosuchgameatallhere2", hand: 0, step: 0, seat: 0 })).toMatchObject({ status: 404 });
    expect(await ask({ gameId: tableId, hand: 0, step: 0, seat: 0 })).toMatchObject({ status: 404 });
    expect(await ask({ gameId, hand: 0, step: 0, seat: 0, extra: 1 })).toMatchObject({ status: 400 });
    // The last moment of the completed hand is allowed: its table deals nothing of the next hand.
    const lastActor = game.hands[0]?.actions[last - 1]?.actor;
    const seat = typeof lastActor === "number" ? (lastActor + 1) % 4 : 0;
    const made = await ask({ gameId, hand: 0, step: last - 1, seat, settings: FAST });
    expect(made.status).toBe(201);
    const { tableId: practiceTable } = made.body as unknown as { tableId: string };
    const seen: string[] = [];
    const watcher = new TableClient({ connect: socketTo(practiceTable), pingMs: 0 });
    watcher.on("frame", (f) => seen.push(JSON.stringify(f)));
    await watcher.connect();
    await watcher.waitFor((c) => c.table?.phase === "over", 60_000);
    const stored = await inside(practiceTable);
    expect(stored.seed).not.toContain(secretKey);
    expect(stored.seed).not.toBe(seed);
    // What the hand in play holds: its key and its cards (the host's own hand of it).
    const myCards = (host.view as ShengjiView).cards.join(",");
    for (const text of [...bodies, ...seen]) {
      expect(text).not.toContain(secretKey);
      expect(text).not.toContain(seed);
      expect(text).not.toContain(myCards);
    }
    watcher.close();
    host.close();
  });
});
