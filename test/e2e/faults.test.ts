/**
 * Fault tests against the real server process: `wrangler dev` stopped and
 * started again mid-hand (its storage on disk), and D1 unavailable when a
 * game ends.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Api, TableClient, connectTo, playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine/shengji/view";
import { type DevServer, insides, removeStorage, startDev } from "./dev-server";
import { until } from "../support/until";
import { gameRecord, replay } from "./support";

const WRANGLER = path.resolve(import.meta.dirname, "../../node_modules/.bin/wrangler");
const running: DevServer[] = [];

afterEach(async () => {
  for (const d of running.splice(0)) {
    await d.stop();
    removeStorage(d.persistTo);
  }
});

function d1(persistTo: string, sql: string): unknown[] {
  const out = execFileSync(WRANGLER, ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
  });
  return (JSON.parse(out) as { results: unknown[] }[])[0]?.results ?? [];
}

async function seatAll(api: Api, tableId: string, hostToken: string, players: number): Promise<TableClient[]> {
  const clients: TableClient[] = [];
  for (let seat = 0; seat < players; seat++) {
    const c = new TableClient({
      connect: connectTo(api.socketUrl(tableId)),
      ...(seat === 0 ? { hostToken } : {}),
      pingMs: 0,
      backoff: { minMs: 200, maxMs: 1_000 },
    });
    await c.connect();
    c.sit(seat);
    await c.waitFor((x) => x.you === seat);
    clients.push(c);
  }
  return clients;
}

describe("faults", () => {
  it("wrangler dev stopped and started again mid-hand: the clients reconnect and the hand finishes, nothing lost", async () => {
    const first = await startDev({ vars: { FLOOD_PER_SECOND: "100000" } });
    running.push(first);
    const api = new Api(first.base);
    const t = await api.createTable({ game: "zpy-online", players: 4, settings: { dealMs: 0, botDelayMs: 0, bidMs: 400, resultMs: 60_000 } });
    const clients = await seatAll(api, t.tableId, t.hostToken, 4);
    const host = clients[0] as TableClient;
    const acked: number[] = [];
    const stops = clients.map((c) => playAsBot(c, { delayMs: 5 }));
    for (const c of clients) c.on("frame", (f) => f.type === "ack" && acked.push(f.version));
    host.start();
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.tricksPlayed ?? 0) >= 3, 60_000);
    // Stop the server process mid-hand.
    running.splice(running.indexOf(first), 1);
    await first.stop();
    const beforeRestart = Math.max(...acked);
    await Promise.all(clients.map((c) => c.waitFor((x) => x.status !== "online", 10_000)));
    // Start it again on the same port and the same storage.
    const second = await startDev({ port: first.port, persistTo: first.persistTo, vars: { FLOOD_PER_SECOND: "100000" } });
    running.push(second);
    await Promise.all(clients.map((c) => c.waitFor((x) => x.status === "online", 30_000)));
    // Nothing lost: the table is where the last accepted move left it, or further on.
    await host.waitFor((c) => c.version >= beforeRestart, 10_000);
    await host.waitFor((c) => ((c.view as ShengjiView).handsPlayed ?? 0) >= 1, 120_000);
    stops.forEach((s) => s());
    const seen = (host.view as ShengjiView).lastResult;
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
    const g = await gameRecord(api, host.table?.gameId as string, { final: true });
    // Every move acknowledged before or after the restart is in the hand's log, and the log replays to the hand everyone saw.
    expect(g.hands.length).toBe(1);
    expect(g.hands[0]?.actions.length).toBeGreaterThanOrEqual(Math.max(...acked));
    const final = replay(g).at(-1);
    expect(final?.game === "shengji" ? final.results[0] : null).toEqual(seen);
    for (const c of clients) c.close();
  }, 300_000);

  it("D1 unavailable when a game ends: the game and every hand arrive later, exactly once", async () => {
    const dev = await startDev();
    running.push(dev);
    const api = new Api(dev.base);
    const t = await api.createTable({ game: "zheng-fen", players: 3, settings: { dealMs: 0, botDelayMs: 0, resultMs: 0 } });
    const host = new TableClient({ connect: connectTo(api.socketUrl(t.tableId)), hostToken: t.hostToken, pingMs: 0 });
    await host.connect();
    // The host plays seat 0 (as a bot would): a game of bots alone is nobody's record, and goes nowhere near D1.
    host.sit(0);
    await host.waitFor((c) => c.you === 0);
    for (let s = 1; s < 3; s++) host.bot(s);
    await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || x.bot));
    d1(dev.persistTo, "ALTER TABLE games RENAME TO games_away");
    const stop = playAsBot(host);
    host.start();
    await host.waitFor((c) => c.table?.phase === "over", 60_000);
    stop();
    const gameId = host.table?.gameId as string;
    const deals = host.view?.game === "zheng-fen" ? (host.view.lastDeal?.deal ?? 0) : 0;
    expect(deals).toBeGreaterThan(0);
    // D1 stays away until the table has tried every hand and failed (its outbox says so): no timing window.
    // The game's status waits behind its hands, untried: D1 never says "finished" with hands missing.
    const outbox = async () => {
      const h = await insides(dev.base, t.tableId);
      return { pending: Number(h.get("x-table-outbox-pending")), failed: Number(h.get("x-table-outbox-failed")) };
    };
    let last = { pending: -1, failed: -1 };
    const outboxSays = () => `the outbox: ${last.pending} pending, ${last.failed} failed`;
    await until(async () => {
      last = await outbox();
      return last.pending === deals + 1 && last.failed === deals;
    }, { for: `the table's failed attempts (${deals + 1} pending, ${deals} failed)`, seen: outboxSays }, { timeoutMs: 60_000, everyMs: 200 });
    expect(d1(dev.persistTo, `SELECT COUNT(*) AS n FROM hands WHERE game_id = '${gameId}'`)).toEqual([{ n: 0 }]);
    d1(dev.persistTo, "ALTER TABLE games_away RENAME TO games");
    // Back: the retry (with backoff) delivers everything, and the outbox empties.
    await until(async () => (last = await outbox()).pending === 0, { for: "the outbox to empty", seen: outboxSays }, { timeoutMs: 120_000, everyMs: 200 });
    const g = await gameRecord(api, gameId, { hands: deals, final: true });
    expect(g.status).toBe("finished");
    expect(g.hands.map((h) => h.hand)).toEqual(Array.from({ length: deals }, (_, k) => k));
    expect(d1(dev.persistTo, `SELECT COUNT(*) AS n FROM games WHERE id = '${gameId}'`)).toEqual([{ n: 1 }]);
    expect(d1(dev.persistTo, `SELECT COUNT(*) AS n, COUNT(DISTINCT hand) AS d FROM hands WHERE game_id = '${gameId}'`)).toEqual([{ n: deals, d: deals }]);
    host.close();
  }, 300_000);
});
