/**
 * Issue 53, item 4: tables that cost without end. An anonymous host filled
 * 12 seats with bots at `botDelayMs` 0, kept one idle socket and restarted
 * each game: about 4,000 moves a second, and 2 million D1 rows a day from
 * one table. A table nobody ever sat at was kept 30 days, and its D1
 * directory line for ever. Now, while nobody plays their own seat, the
 * table takes one step a second at most (pacing.ts UNATTENDED_STEP_MS); a
 * game no person held a seat in writes nothing to D1; a table no person
 * ever sat at is gone, storage and directory line, hours after it was made.
 *
 * This file runs where a deployed Worker runs: without the test binding
 * that lifts the floor (vitest.workers.config.ts, project "workers-paced").
 * Time is driven by moving the table's stored times back (`timePasses`).
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TableClient } from "../../src/client";
import { replayToEnd } from "../../src/engine/replay";
import type { GameRecord } from "../../src/protocol";
import { UNSAT_REAP_AFTER_MS } from "../../src/server/commands/steps";
import { UNATTENDED_STEP_MS } from "../../src/server/pace/pacing";
import { api, bareSocket, connect, createTable, newAddress, nextStepOf, record, timePasses, until } from "./support";

/** Machine pace, as the attack asked for it. */
const FLAT_OUT = { dealMs: 0, botDelayMs: 0, resultMs: 0, bidMs: 0 };

const stub = (tableId: string) => env.TABLE.getByName(tableId);

/** The table's log as stored: each move and when it was made. */
const logOf = (tableId: string) =>
  runInDurableObject(stub(tableId), (_i, state) => state.storage.sql.exec<{ seq: number; at: number }>("SELECT seq, at FROM log ORDER BY seq").toArray());

/** What the table has queued for D1 (hand and game rows). */
const historyQueued = (tableId: string) =>
  runInDurableObject(stub(tableId), (_i, state) => state.storage.sql.exec<{ id: string }>("SELECT id FROM outbox WHERE kind IN ('hand', 'game')").toArray().map((r) => r.id));

/** D1's history of the table: its games and their hands. */
async function historyRows(tableId: string): Promise<{ games: number; hands: number }> {
  const games = await env.DB.prepare("SELECT count(*) AS n FROM games WHERE table_id = ?").bind(tableId).first<number>("n");
  const hands = await env.DB.prepare("SELECT count(*) AS n FROM hands WHERE game_id IN (SELECT id FROM games WHERE table_id = ?)").bind(tableId).first<number>("n");
  return { games: games ?? 0, hands: hands ?? 0 };
}

/** An anonymous host's table of `players` bots at machine pace, the host's one socket idle and seated nowhere; the game started. */
async function botsOnly(game: string, players: number, settings: Record<string, unknown> = FLAT_OUT): Promise<{ tableId: string; host: TableClient }> {
  const t = await createTable({ game, players, settings });
  const host = await connect(t.tableId, { hostToken: t.hostToken });
  for (let s = 0; s < players; s++) host.bot(s);
  await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.bot));
  host.start();
  await host.waitFor((c) => c.table?.phase === "playing");
  return { tableId: t.tableId, host };
}

/** Lets one second go by at the table and runs its alarm: one step of a table nobody plays at. */
async function aSecondPasses(tableId: string): Promise<void> {
  await timePasses(tableId, UNATTENDED_STEP_MS);
  await runDurableObjectAlarm(stub(tableId));
}

describe("a game nobody plays their own seat in", () => {
  it("runs here without the binding that lifts the floor", () => {
    expect((env as { TEST_LIFT_PACE_FLOOR?: string }).TEST_LIFT_PACE_FLOOR).toBeUndefined();
  });

  it("twelve bots at botDelayMs 0 with one idle socket: at most one move a second, and nothing in D1, game after game", async () => {
    const began = Date.now();
    const { tableId, host } = await botsOnly("zpy-online", 12);
    // The game moves (the table is not stalled)...
    await until(async () => (await logOf(tableId)).length >= 3, "three moves");
    const log = await logOf(tableId);
    const elapsed = Date.now() - began;
    // ...but never two steps within a second of each other (before: about 4,000 a second), so never more moves than seconds.
    for (let i = 1; i < log.length; i++) expect((log[i]?.at ?? 0) - (log[i - 1]?.at ?? 0), `moves ${i} and ${i + 1}`).toBeGreaterThanOrEqual(UNATTENDED_STEP_MS);
    expect(log.length).toBeLessThanOrEqual(Math.floor(elapsed / UNATTENDED_STEP_MS) + 1);
    // The table's own rule says so too: its next step is a second after its last.
    const next = await nextStepOf(tableId);
    const last = (await logOf(tableId)).find((r) => r.seq === next.version)?.at ?? 0;
    expect(next.step?.at).toBeGreaterThanOrEqual(last + UNATTENDED_STEP_MS);

    // A whole hand, a second a step (time passes at the table): it ends, and no row of it goes to D1.
    const frames = record(host);
    for (let i = 0; i < 2_000 && !frames.some((f) => f.type === "view" && f.view.game === "shengji" && f.view.handsPlayed >= 1); i++) await aSecondPasses(tableId);
    await host.waitFor((c) => c.view?.game === "shengji" && c.view.handsPlayed >= 1);
    expect(await historyQueued(tableId)).toEqual([]);
    // The host ends the game and starts another, as the attack did at each game's end: still nothing.
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
    host.start();
    await host.waitFor((c) => c.table?.phase === "playing" && c.version === 0);
    await aSecondPasses(tableId);
    await runDurableObjectAlarm(stub(tableId));
    expect(await historyQueued(tableId)).toEqual([]);
    expect(await historyRows(tableId)).toEqual({ games: 0, hands: 0 });
    host.close();
  }, 120_000);

  it("a person who sits down in such a game between hands makes it a record, whole from its first hand", async () => {
    const { tableId, host } = await botsOnly("tractor-classic", 4);
    const frames = record(host);
    for (let i = 0; i < 1_000 && !frames.some((f) => f.type === "view" && f.view.game === "shengji" && f.view.handsPlayed >= 1); i++) await aSecondPasses(tableId);
    expect(await historyQueued(tableId)).toEqual([]);
    // Between hands (the result is up: resultMs 0 still waits a second here, its step coming no sooner), a person takes a bot's seat.
    const mei = await connect(tableId, { name: "Mei" });
    await until(
      async () => {
        const between = mei.view?.game === "shengji" && mei.view.phase === "scored";
        if (between && mei.you === null) mei.sit(1);
        if (mei.you !== 1 && !between) await aSecondPasses(tableId);
        return mei.you === 1;
      },
      () => `Mei to sit between hands (phase ${mei.view?.game === "shengji" ? mei.view.phase : "?"})`,
    );
    // The game and its first hand go to D1 now, and replay from there.
    const gameId = await runInDurableObject(stub(tableId), (_i, state) => (JSON.parse(state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'game'").one().value) as { gameId: string }).gameId);
    await runDurableObjectAlarm(stub(tableId));
    await until(async () => (await api(`/api/games/${gameId}`)).status === 200, "the game in D1");
    const game = (await (await api(`/api/games/${gameId}`)).json()) as GameRecord;
    expect(game.status).toBe("playing");
    const played = mei.view?.game === "shengji" ? mei.view.handsPlayed : 0;
    expect(played).toBeGreaterThanOrEqual(1);
    expect(game.hands.map((h) => h.hand)).toEqual(Array.from({ length: played }, (_, i) => i));
    // Each as the table played it: replayed from their keys, the hands end where the table's did.
    const end = replayToEnd({ preset: game.game, options: game.options }, 4, game.hands);
    expect(end?.game === "shengji" ? end.results.length : -1).toBe(played);
    mei.close();
    host.close();
  }, 120_000);

  it("a turn-based table of bots alone does not play on with nobody there", async () => {
    const { tableId, host } = await botsOnly("zheng-fen", 3, { ...FLAT_OUT, turnSeconds: 3600 });
    host.close();
    await until(async () => ((await (await api(`/api/tables/${tableId}`)).json()) as { spectators: number }).spectators === 0, "the host gone");
    const before = (await logOf(tableId)).length;
    for (let i = 0; i < 5; i++) await aSecondPasses(tableId);
    expect((await logOf(tableId)).length).toBe(before);
  });
});

describe("a table nobody ever sat at", () => {
  it("is gone hours after it was made, whoever watches: its storage, and its line in D1's directory", async () => {
    const t = await createTable({ game: "tractor-classic", players: 4, public: true });
    const watcher = await bareSocket(t.tableId, newAddress(), { hostToken: t.hostToken });
    // Public: it wrote its line to D1 at creation.
    await runDurableObjectAlarm(stub(t.tableId));
    await until(async () => (await env.DB.prepare("SELECT id FROM tables WHERE id = ?").bind(t.tableId).first()) !== null, "the directory line in D1");
    // A sat-at table beside it, as old: it stays.
    const sat = await createTable({ game: "tractor-classic", players: 4 });
    const mei = await connect(sat.tableId, { hostToken: sat.hostToken, name: "Mei" });
    mei.sit(0);
    await mei.waitFor((c) => c.you === 0);
    mei.close();

    await timePasses(t.tableId, UNSAT_REAP_AFTER_MS + 1_000);
    await timePasses(sat.tableId, UNSAT_REAP_AFTER_MS + 1_000);
    await runDurableObjectAlarm(stub(t.tableId));
    await runDurableObjectAlarm(stub(sat.tableId));

    expect((await api(`/api/tables/${t.tableId}`)).status).toBe(404);
    const left = await runInDurableObject(stub(t.tableId), (_i, state) => state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\'").toArray());
    expect(left).toEqual([]);
    expect(await env.DB.prepare("SELECT id FROM tables WHERE id = ?").bind(t.tableId).first()).toBeNull();
    // Its watcher hears that it is gone.
    await watcher.until((s) => s.closedWith !== null);
    expect(watcher.closedWith).toBe(4004);
    expect((await api(`/api/tables/${sat.tableId}`)).status).toBe(200);
  });
  it("a seat its maker asked for at creation counts once the maker comes: a script that never does gets hours, like anyone", async () => {
    const never = await createTable({ game: "tractor-classic", players: 4, sit: { name: "Farm" } });
    const came = await createTable({ game: "tractor-classic", players: 4, sit: { name: "Mei" } });
    expect(never.seatToken).toBeTruthy();
    const mei = await connect(came.tableId, { token: came.seatToken as string });
    await mei.waitFor((c) => c.you === 0);
    mei.close();

    await timePasses(never.tableId, UNSAT_REAP_AFTER_MS + 1_000);
    await timePasses(came.tableId, UNSAT_REAP_AFTER_MS + 1_000);
    await runDurableObjectAlarm(stub(never.tableId));
    await runDurableObjectAlarm(stub(came.tableId));

    expect((await api(`/api/tables/${never.tableId}`)).status).toBe(404);
    expect((await api(`/api/tables/${came.tableId}`)).status).toBe(200);
  });
});
