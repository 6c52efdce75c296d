/**
 * End to end against `wrangler dev`, the real server process: six
 * client-library clients on real sockets play a whole hand of zpy-pagat;
 * the host ends the game and it is read back from GET /api/games/:id, and
 * replaying its hand from the hand's key gives the hand everyone saw.
 */
import { describe, expect, it } from "vitest";
import { Api, TableClient, connectTo, playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import { sharedDev } from "./shared-dev";
import { gameRecord, replay } from "./support";

/** The run's shared server (global-setup.ts): this file makes fresh tables on it. */
const dev = sharedDev();

describe("end to end on wrangler dev", () => {
  it("six people play a whole hand of zpy-pagat; the game is read back from D1 and replays", async () => {
    const api = new Api(dev.base);
    const t = await api.createTable({ game: "zpy-pagat", players: 6, settings: { dealMs: 0, botDelayMs: 0, bidMs: 1_500, resultMs: 60_000 } });
    const clients: TableClient[] = [];
    for (let seat = 0; seat < 6; seat++) {
      const c = new TableClient({
        connect: connectTo(api.socketUrl(t.tableId)),
        ...(seat === 0 ? { hostToken: t.hostToken } : {}),
        name: `P${seat}`,
        pingMs: 0,
      });
      await c.connect();
      c.sit(seat);
      await c.waitFor((x) => x.you === seat);
      clients.push(c);
    }
    const host = clients[0] as TableClient;
    await host.waitFor((c) => (c.table?.seats ?? []).every((s) => s.connected));
    const stops = clients.map((c) => playAsBot(c, { delayMs: 10 }));
    host.start();
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1, 180_000);
    stops.forEach((s) => s());
    const seen = (host.view as ShengjiView).lastResult;
    // Every player saw the same result.
    for (const c of clients) await c.waitFor((x) => ((x.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1);
    for (const c of clients) expect((c.view as ShengjiView).lastResult).toEqual(seen);
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
    const g = await gameRecord(api, host.table?.gameId as string, { final: true });
    expect(g.status).toBe("ended");
    expect(g.players.map((p) => p.name)).toEqual(["P0", "P1", "P2", "P3", "P4", "P5"]);
    // One completed hand, and the next one never began (its result stayed up): the record holds every action.
    expect(g.hands.length).toBe(1);
    expect(g.hands[0]?.actions.length).toBe(host.version);
    // The record is enough to replay the hand exactly.
    const final = replay(g).at(-1);
    expect(final?.game === "shengji" ? final.results[0] : null).toEqual(seen);
    for (const c of clients) c.close();
  }, 300_000);
});
