/** Abandoned tables are reaped: nobody connected and nothing happening for days. */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REAP_AFTER_MS } from "../../src/server/table/table-object";
import { api, createTable } from "./support";

describe("reaping", () => {
  it("deletes a table nobody has used for longer than the reaping time, and keeps a recent one", async () => {
    const old = await createTable({ game: "zheng-fen", players: 3 });
    const recent = await createTable({ game: "zheng-fen", players: 3 });
    const stub = env.TABLE.getByName(old.tableId);
    // Age the table: it was created (and last used) longer ago than the reaping time.
    await runInDurableObject(stub, (_i, state) => {
      const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'config'").one();
      const config = JSON.parse(row.value) as { createdAt: number };
      config.createdAt = Date.now() - REAP_AFTER_MS - 60_000;
      state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'config'", JSON.stringify(config));
      return state.storage.setAlarm(Date.now());
    });
    await evictDurableObject(stub);
    await runDurableObjectAlarm(stub);
    expect((await api(`/api/tables/${old.tableId}`)).status).toBe(404);
    const recentStub = env.TABLE.getByName(recent.tableId);
    await runInDurableObject(recentStub, (_i, state) => state.storage.setAlarm(Date.now()));
    await runDurableObjectAlarm(recentStub);
    expect((await api(`/api/tables/${recent.tableId}`)).status).toBe(200);
  });
});
