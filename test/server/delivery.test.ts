/** Finished games reach D1 through the outbox: a failure is retried and the game lands exactly once. */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FAST, connect, createTable } from "./support";

async function outbox(tableId: string) {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) =>
    state.storage.sql.exec<{ id: string; attempts: number; next_at: number }>("SELECT id, attempts, next_at FROM outbox").toArray(),
  );
}

describe("delivery to D1", () => {
  it("a D1 failure at the end of a game is retried, and the game arrives exactly once", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3, settings: FAST });
    const host = await connect(t.tableId, { hostToken: t.hostToken });
    for (let s = 0; s < 3; s++) host.bot(s);
    await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.bot));
    // D1 fails: the games table is gone while the game ends.
    await env.DB.exec("ALTER TABLE games RENAME TO games_away");
    host.start();
    await host.waitFor((c) => c.table?.phase === "over", 60_000);
    const gameId = host.table?.gameId as string;
    let rows = await outbox(t.tableId);
    for (let i = 0; i < 40 && !rows.some((r) => r.attempts > 0); i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await outbox(t.tableId);
    }
    const pending = rows.find((r) => r.id === `game:${gameId}`);
    const payload = await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) =>
      state.storage.sql.exec<{ payload: string }>("SELECT payload FROM outbox WHERE id = ?", `game:${gameId}`).one().payload,
    );
    expect(pending?.attempts).toBeGreaterThan(0);
    expect(pending?.next_at).toBeGreaterThan(Date.now());
    // D1 is back; the retry (the table's alarm) delivers the game.
    await env.DB.exec("ALTER TABLE games_away RENAME TO games");
    await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET next_at = 0");
    });
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    expect(await outbox(t.tableId)).toEqual([]);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE id = ?").bind(gameId).first<{ n: number }>();
    expect(count?.n).toBe(1);
    // Delivering again (at-least-once alarms) changes nothing.
    await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) => {
      state.storage.sql.exec("INSERT INTO outbox (id, kind, payload, attempts, next_at) VALUES ('game:again', 'game', ?, 0, 0)", payload);
      return state.storage.setAlarm(Date.now());
    });
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    expect(await outbox(t.tableId)).toEqual([]);
    const again = await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE id = ?").bind(gameId).first<{ n: number }>();
    expect(again?.n).toBe(1);
    host.close();
  }, 90_000);
});
