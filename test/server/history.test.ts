/**
 * Every hand kept (issue 11): each hand reaches D1 as it ends, exactly once
 * whatever D1 does; a game in play is listed with its completed hands and
 * nothing of the hand in play; tables last (a seat token comes back after
 * eviction and days away) and are archived before they are reaped.
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TableClient } from "../../src/client";
import { type ShengjiView, applyAction } from "../../src/engine";
import { handKey } from "../../src/engine/random";
import { replayHands } from "../../src/engine/replay";
import type { ShownHandResult as HandResult } from "../../src/engine/shengji/state";
import type { GameListing, GameRecord } from "../../src/protocol";
import { REAP_AFTER_MS } from "../../src/server/table/table-object";
import { api, comesBack, everyoneGone, handsPlayed, hostWithBots, playAsBotUntil, socketTo, startedWithBots, until } from "./support";

const DAY = 24 * 3600 * 1000;

/** The table's outbox as stored. */
async function outbox(tableId: string) {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) =>
    state.storage.sql.exec<{ id: string; kind: string; payload: string; attempts: number }>("SELECT id, kind, payload, attempts FROM outbox").toArray(),
  );
}

/** What only the table knows: the game's secret and where the hand in play starts in its log. */
async function secrets(tableId: string) {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    const meta = (key: string) => state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]?.value ?? null;
    const game = JSON.parse(meta("game") as string) as { seed: string; gameId: string };
    const log = state.storage.sql.exec<{ seq: number; entry: string }>("SELECT seq, entry FROM log ORDER BY seq").toArray();
    return { seed: game.seed, gameId: game.gameId, handFrom: Number(meta("handFrom")), log };
  });
}

/** Time passes for a table nobody is at: its last move and the last person's leaving move `ms` into the past. */
async function timePasses(tableId: string, ms: number): Promise<void> {
  await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    state.storage.sql.exec("UPDATE log SET at = at - ?", ms);
    state.storage.sql.exec("UPDATE meta SET value = CAST(value AS INTEGER) - ? WHERE key IN ('leftAt', 'arrivedAt')", ms);
    return state.storage.setAlarm(Date.now());
  });
}

async function handRows(gameId: string): Promise<number[]> {
  const { results } = await env.DB.prepare("SELECT hand FROM hands WHERE game_id = ? ORDER BY hand").bind(gameId).all<{ hand: number }>();
  return results.map((r) => r.hand);
}

/** Waits (bounded) until D1 holds `n` hand rows of the game. */
async function handsInD1(gameId: string, n: number): Promise<void> {
  let rows: number[] = [];
  await until(async () => (rows = await handRows(gameId)).length === n, { for: `${n} hand rows of game ${gameId} in D1`, seen: () => `hands [${rows.join(", ")}] in D1` });
}

/** Waits (bounded) until the table has tried the outbox row `id` and failed at least once. */
async function failedOnce(tableId: string, id: string): Promise<void> {
  let rows: { id: string; attempts: number }[] = [];
  await until(async () => (rows = await outbox(tableId)).some((r) => r.id === id && r.attempts > 0), {
    for: `a failed attempt at ${id}`,
    seen: () => `the outbox: ${rows.map((r) => `${r.id} (${r.attempts} attempts)`).join(", ") || "empty"}`,
  });
}

async function gameJson(gameId: string): Promise<GameRecord | null> {
  const res = await api(`/api/games/${gameId}`);
  return res.status === 200 ? ((await res.json()) as GameRecord) : null;
}

/** The host plays with the engine's bot until `n` hands are complete, then stops (the table waits for the host's next move). */
async function playHands(host: TableClient, n: number): Promise<void> {
  await playAsBotUntil(host, (c) => handsPlayed(c) >= n, 90_000);
}

/** A table of `game` for `players`, the host (seat 0) among bots, whose first hand is complete (the table waits for the host's move); with its game's id. */
async function oneHandPlayed(game: string, players: number) {
  const t = await startedWithBots(game, players);
  await playHands(t.host, 1);
  return { ...t, gameId: (await secrets(t.tableId)).gameId };
}

/** Every hand result the host saw, by hand number. */
function resultsSeen(host: TableClient): Map<number, HandResult> {
  const seen = new Map<number, HandResult>();
  host.on("view", (v) => {
    const r = (v as ShengjiView).lastResult;
    if (r) seen.set(r.hand, r);
  });
  return seen;
}

describe("every hand kept", () => {
  it("two hands played: two hand rows, exactly once despite a D1 failure in between; each replays to what the players saw", async () => {
    const { host, tableId } = await hostWithBots("shengji-online", 4);
    const seen = resultsSeen(host);
    host.start();
    await playHands(host, 1);
    const { gameId } = await secrets(tableId);
    await handsInD1(gameId, 1);
    // D1 fails for hands now: the second hand's row cannot be written.
    await env.DB.exec("ALTER TABLE hands RENAME TO hands_away");
    try {
      await playHands(host, 2);
      await failedOnce(tableId, `hand:${gameId}:1`);
    } finally {
      await env.DB.exec("ALTER TABLE hands_away RENAME TO hands");
    }
    const payload = (await outbox(tableId)).find((r) => r.id === `hand:${gameId}:1`)?.payload as string;
    // D1 is back: the retry delivers the hand (the alarm, run now rather than after its backoff).
    await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET next_at = 0");
      return state.storage.setAlarm(Date.now());
    });
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    expect((await outbox(tableId)).filter((r) => r.kind === "hand")).toEqual([]);
    expect(await handRows(gameId)).toEqual([0, 1]);
    // Delivered again (alarms are at-least-once): still one row per hand.
    await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
      state.storage.sql.exec("INSERT INTO outbox (id, kind, payload, attempts, next_at) VALUES ('hand:again', 'hand', ?, 0, 0)", payload);
      return state.storage.setAlarm(Date.now());
    });
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    expect((await outbox(tableId)).filter((r) => r.kind === "hand")).toEqual([]);
    expect(await handRows(gameId)).toEqual([0, 1]);
    // Each hand replays from its key and its own actions to the result every player saw.
    const g = (await gameJson(gameId)) as GameRecord;
    const replayed = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands);
    expect(replayed).toHaveLength(2);
    replayed.forEach((h, k) => {
      const end = h.states.at(-1);
      expect(end?.game === "shengji" ? end.results[k] : null).toEqual(seen.get(k));
      const summary = g.hands[k]?.summary;
      expect(summary?.game === "shengji" ? summary.result : null).toEqual(end?.game === "shengji" ? end.results[k] : null);
    });
    host.close();
  }, 180_000);

  it("a game's final status reaches D1 only with every hand of it: nobody reads a game as ended with a hand missing", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    await host.waitFor((c) => typeof c.table?.gameId === "string" && c.view !== null);
    const gameId = host.table?.gameId as string;
    const listed = async () => ((await (await api(`/api/tables/${tableId}/games`)).json()) as { games: GameListing[] }).games.find((g) => g.id === gameId);
    await until(listed, { for: "the game's row in D1", seen: async () => `the table's games: ${await (await api(`/api/tables/${tableId}/games`)).text()}` });
    /** Every outbox row due now, and the alarm run to its end. */
    const deliverNow = async () => {
      await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
        state.storage.sql.exec("UPDATE outbox SET next_at = 0");
        return state.storage.setAlarm(Date.now());
      });
      await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    };
    // D1 takes no hands: the first hand's row fails, then the host ends the game.
    await env.DB.exec("ALTER TABLE hands RENAME TO hands_away");
    try {
      await playHands(host, 1);
      await failedOnce(tableId, `hand:${gameId}:0`);
      host.end();
      await host.waitFor((c) => c.table?.phase === "over");
      await deliverNow();
      // The status waits behind its hand: D1 still says the game is in play (and holds none of its hands).
      const row = await env.DB.prepare("SELECT status FROM games WHERE id = ?").bind(gameId).first<{ status: string }>();
      expect(row?.status).toBe("playing");
      expect((await outbox(tableId)).map((r) => r.id)).toEqual(expect.arrayContaining([`hand:${gameId}:0`, `game:${gameId}`]));
    } finally {
      await env.DB.exec("ALTER TABLE hands_away RENAME TO hands");
    }
    // D1 takes hands again: the hand, then the status, in one delivery.
    await deliverNow();
    expect(await listed()).toMatchObject({ status: "ended", hands: 1 });
    expect(await handRows(gameId)).toEqual([0]);
    expect((await outbox(tableId)).filter((r) => r.kind !== "directory")).toEqual([]);
    host.close();
  }, 180_000);

  it("a game in play is listed with its completed hands, and no HTTP answer holds anything of the hand in play", async () => {
    const { host, tableId, gameId } = await oneHandPlayed("zpy-online", 5);
    // The hand in play has begun: some of its actions are in the log.
    let now: { log: unknown[]; handFrom: number } | null = null;
    await until(async () => {
      now = await secrets(tableId);
      return now.log.length > now.handFrom;
    }, { for: "the next hand to begin", seen: () => `${now?.log.length} log entries, the hand in play from ${now?.handFrom}` });
    await handsInD1(gameId, 1);
    const list = (await (await api(`/api/tables/${tableId}/games`)).json()) as { games: GameListing[] };
    expect(list.games).toHaveLength(1);
    expect(list.games[0]).toMatchObject({ id: gameId, status: "playing", hands: 1 });
    expect(list.games[0]?.updatedAt).toBeGreaterThanOrEqual(list.games[0]?.startedAt ?? Infinity);
    const answers = [
      await (await api(`/api/tables/${tableId}`)).text(),
      await (await api(`/api/tables/${tableId}/games`)).text(),
      await (await api(`/api/games/${gameId}`)).text(),
    ];
    const { seed, handFrom, log } = await secrets(tableId);
    const g = JSON.parse(answers[2] as string) as GameRecord;
    expect(g.status).toBe("playing");
    expect(g.result).toBeNull();
    expect(g.hands.map((h) => h.hand)).toEqual([0]);
    // No secret: neither the game's seed nor the key of the hand in play (or of any later hand).
    for (const text of answers) {
      expect(text).not.toContain(seed);
      for (let k = 1; k < 6; k++) expect(text).not.toContain(handKey(seed, k));
    }
    expect(g.hands[0]?.key).toBe(handKey(seed, 0));
    // No action of the hand in play: the record holds exactly the log up to the end of hand 0.
    expect(g.hands[0]?.actions.length).toBe(handFrom);
    expect(log.length).toBeGreaterThan(handFrom);
    // No deal of it: the record cannot deal the next hand (its key is not there to be had).
    const end = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands).at(-1)?.states.at(-1);
    expect(end?.game === "shengji" && end.phase).toBe("scored");
    expect(() => applyAction(end as NonNullable<typeof end>, "table", { type: "next-hand" })).toThrow(/key of hand 1/);
    // A game with no completed hand is not served at all.
    const other = await startedWithBots("shengji-online", 4);
    await other.host.waitFor((c) => c.view !== null && typeof c.table?.gameId === "string");
    const otherGame = other.host.table?.gameId as string;
    expect((await api(`/api/games/${otherGame}`)).status).toBe(404);
    let games: GameListing[] = [];
    await until(async () => (games = ((await (await api(`/api/tables/${other.tableId}/games`)).json()) as { games: GameListing[] }).games).length === 1, {
      for: "the new game's row",
      seen: () => `the table's games: ${JSON.stringify(games)}`,
    });
    const listed = (await (await api(`/api/tables/${other.tableId}/games`)).json()) as { games: GameListing[] };
    expect(listed.games[0]).toMatchObject({ id: otherGame, status: "playing", hands: 0 });
    other.host.close();
    host.close();
  }, 180_000);

  it("a seat token comes back days later, after the table was evicted, and the game goes on where it stopped", async () => {
    const { host, tableId, hostToken } = await startedWithBots("tractor-classic", 4);
    await playHands(host, 1);
    const view = structuredClone(host.view) as ShengjiView;
    const version = host.version;
    const token = host.token as string;
    const { gameId } = await secrets(tableId);
    host.close();
    await everyoneGone(tableId);
    // Ten days pass with nobody there: the table is not reaped.
    const stub = env.TABLE.getByName(tableId);
    await timePasses(tableId, 10 * DAY);
    await evictDurableObject(stub);
    await runDurableObjectAlarm(stub);
    expect((await api(`/api/tables/${tableId}`)).status).toBe(200);
    expect(REAP_AFTER_MS).toBeGreaterThan(10 * DAY);
    // The same browser comes back with its seat token: the same seat, the same view, the same game.
    const back = await comesBack(tableId, token, hostToken);
    expect(back.you).toBe(0);
    expect(back.version).toBe(version);
    expect(back.view).toEqual(view);
    expect(back.table?.gameId).toBe(gameId);
    // And it goes on: another hand is played and kept.
    await playHands(back, 2);
    expect((back.view as ShengjiView).handsPlayed).toBe(2);
    await handsInD1(gameId, 2);
    back.close();
  }, 180_000);

  it("a table left alone past the reaping time is archived as abandoned with every completed hand, then deleted (not before D1 has it)", async () => {
    const { host, tableId, gameId } = await oneHandPlayed("shengji-online", 4);
    await handsInD1(gameId, 1);
    host.close();
    await everyoneGone(tableId);
    const stub = env.TABLE.getByName(tableId);
    // Nearly the reaping time passes; then somebody looks in and leaves: a visit counts as use.
    await timePasses(tableId, REAP_AFTER_MS - DAY);
    const visitor = new TableClient({ connect: socketTo(tableId), pingMs: 0 });
    await visitor.connect();
    await visitor.waitFor((c) => c.view !== null);
    visitor.close();
    await everyoneGone(tableId);
    await timePasses(tableId, 2 * DAY);
    await evictDurableObject(stub);
    await runDurableObjectAlarm(stub);
    expect((await api(`/api/tables/${tableId}`)).status).toBe(200);
    expect((await gameJson(gameId))?.status).toBe("playing");
    // Longer ago than the reaping time, and D1 is down when the table is reaped.
    await timePasses(tableId, REAP_AFTER_MS);
    await env.DB.exec("ALTER TABLE games RENAME TO games_away");
    try {
      await evictDurableObject(stub);
      await runDurableObjectAlarm(stub);
      // Not deleted: its game is still on its way.
      expect((await api(`/api/tables/${tableId}`)).status).toBe(200);
      const waiting = (await outbox(tableId)).find((r) => r.id === `game:${gameId}`);
      expect(waiting?.attempts).toBeGreaterThan(0);
      expect(JSON.parse(waiting?.payload ?? "{}")).toMatchObject({ status: "abandoned" });
    } finally {
      await env.DB.exec("ALTER TABLE games_away RENAME TO games");
    }
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET next_at = 0");
      return state.storage.setAlarm(Date.now());
    });
    await runDurableObjectAlarm(stub);
    // D1 has it: abandoned, with its completed hand; and the table is gone.
    const g = (await gameJson(gameId)) as GameRecord;
    expect(g.status).toBe("abandoned");
    expect(g.hands.map((h) => h.hand)).toEqual([0]);
    expect(g.result?.hands).toBe(1);
    expect((await api(`/api/tables/${tableId}`)).status).toBe(404);
  }, 180_000);
});
