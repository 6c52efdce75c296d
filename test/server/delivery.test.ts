/** A game's hands and status reach D1 through the outbox: a failure is retried and each lands exactly once. */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import type { ZhengFenView } from "../../src/engine";
import { FAST, seatedTable, until } from "./support";

async function outbox(tableId: string) {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) =>
    state.storage.sql.exec<{ id: string; kind: string; payload: string; attempts: number; next_at: number }>("SELECT id, kind, payload, attempts, next_at FROM outbox").toArray(),
  );
}

describe("delivery to D1", () => {
  it("D1 failing through a whole game: every hand is retried, the game's status waits behind them, and each arrives exactly once", async () => {
    // The host plays seat 0 as a bot would (a game of bots alone is nobody's record: it never reaches D1).
    const t = await seatedTable({ game: "zheng-fen", players: 3, settings: FAST });
    const host = t.host;
    const stop = playAsBot(host, { delayMs: 2 });
    // D1 fails: the games table is gone while the game is played and ends.
    await env.DB.exec("ALTER TABLE games RENAME TO games_away");
    let rows: Awaited<ReturnType<typeof outbox>> = [];
    let deals = 0;
    let gameId = "";
    try {
      host.start();
      await host.waitFor((c) => c.table?.phase === "over", 60_000);
      stop();
      gameId = host.table?.gameId as string;
      deals = (host.view as ZhengFenView).lastDeal?.deal ?? 0;
      expect(deals).toBeGreaterThan(0);
      // Wait (bounded) until the table has tried every hand once and failed, and holds the status back behind them.
      const held = (rs: typeof rows) =>
        rs.filter((r) => r.kind === "hand").every((r) => r.attempts > 0) && rs.some((r) => r.kind === "game" && r.next_at > Date.now() - 1000);
      await until(async () => held((rows = await outbox(t.tableId))), {
        for: "every hand tried once and failed, the game's status held back",
        seen: () => `the outbox: ${rows.map((r) => `${r.id} (${r.attempts} attempts, next ${r.next_at - Date.now()} ms from now)`).join(", ")}`,
      }, 10_000);
    } finally {
      await env.DB.exec("ALTER TABLE games_away RENAME TO games");
    }
    const history = rows.filter((r) => r.kind !== "directory");
    expect(history.map((r) => r.id).sort()).toEqual([`game:${gameId}`, ...Array.from({ length: deals }, (_, k) => `hand:${gameId}:${k}`)].sort());
    for (const r of history) {
      // Hands are tried and retried; the game's status is not tried while its hands fail (it would say "finished" with hands missing).
      if (r.kind === "hand") expect(r.attempts).toBeGreaterThan(0);
      else expect(r.attempts).toBe(0);
      // Nothing waits in the past (an alarm set there would fire again at once).
      expect(r.next_at).toBeGreaterThan(Date.now() - 1000);
    }
    // D1 is back; the retry (the table's alarm) delivers everything.
    await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET next_at = 0");
    });
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    expect(await outbox(t.tableId)).toEqual([]);
    const counts = async () => ({
      games: await env.DB.prepare("SELECT COUNT(*) AS n, MAX(status) AS status FROM games WHERE id = ?").bind(gameId).first<{ n: number; status: string }>(),
      hands: await env.DB.prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT hand) AS d FROM hands WHERE game_id = ?").bind(gameId).first<{ n: number; d: number }>(),
    });
    expect(await counts()).toEqual({ games: { n: 1, status: "finished" }, hands: { n: deals, d: deals } });
    // Delivering again (at-least-once alarms), an old "playing" among them, changes nothing.
    await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) => {
      for (const r of history) {
        const payload = r.kind === "game" ? JSON.stringify({ ...JSON.parse(r.payload), status: "playing", result: null, finishedAt: null }) : r.payload;
        state.storage.sql.exec("INSERT INTO outbox (id, kind, payload, attempts, next_at) VALUES (?, ?, ?, 0, 0)", `${r.id}:again`, r.kind, payload);
      }
      return state.storage.setAlarm(Date.now());
    });
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    expect(await outbox(t.tableId)).toEqual([]);
    expect(await counts()).toEqual({ games: { n: 1, status: "finished" }, hands: { n: deals, d: deals } });
    host.close();
  }, 90_000);
});
