/**
 * Every hand kept, end to end against `wrangler dev`: two people and two
 * bots play three hands of Tractor; between the first and the second one
 * person closes their page and comes back with their seat token. The game,
 * still in play, is read back from GET /api/games/:id and each completed
 * hand, replayed from its own key and actions, comes to the result every
 * client saw.
 */
import { describe, expect, it } from "vitest";
import { Api, TableClient, connectTo, playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import type { HandResult } from "../../src/engine/shengji/state";
import { sharedDev } from "./shared-dev";
import { gameRecord, replay } from "./support";

/** The run's shared server (global-setup.ts): this file makes fresh tables on it. */
const dev = sharedDev();

/** Every hand result a client is shown, by hand number (the first showing of each). */
function resultsSeen(c: TableClient, into: Map<number, HandResult>[]): void {
  const seen = new Map<number, HandResult>();
  into.push(seen);
  c.on("view", (v) => {
    const r = (v as ShengjiView).lastResult;
    if (r && !seen.has(r.hand)) seen.set(r.hand, r as unknown as HandResult);
  });
}

const handsPlayed = (c: TableClient) => (c.view as ShengjiView | null)?.handsPlayed ?? 0;

describe("every hand kept, on wrangler dev", () => {
  it("three hands with a person leaving and returning between them; /api/games/:id replays each to what the clients saw", async () => {
    const api = new Api(dev.base);
    // The result stays up a little while: the person leaves while it is shown.
    const t = await api.createTable({ game: "tractor-classic", players: 4, settings: { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 2_000 } });
    const seen: Map<number, HandResult>[] = [];
    const person = async (seat: number, token?: string) => {
      const c = new TableClient({
        connect: connectTo(api.socketUrl(t.tableId)),
        ...(seat === 0 ? { hostToken: t.hostToken } : {}),
        ...(token ? { token } : {}),
        name: `P${seat}`,
        pingMs: 0,
      });
      resultsSeen(c, seen);
      await c.connect();
      if (!token) c.sit(seat);
      await c.waitFor((x) => x.you === seat && x.table !== null);
      return c;
    };
    const host = await person(0);
    const guest = await person(1);
    host.bot(2);
    host.bot(3);
    await host.waitFor((c) => (c.table?.seats ?? []).every((s) => s.seat < 2 ? s.connected : s.bot));
    const stopHost = playAsBot(host, { delayMs: 5 });
    let stopGuest = playAsBot(guest, { delayMs: 5 });
    host.start();

    // Hand 1 ends: the guest closes their page while its result is up.
    await guest.waitFor((c) => handsPlayed(c) >= 1, 180_000);
    stopGuest();
    const token = guest.token as string;
    const gameId = guest.table?.gameId as string;
    guest.close();
    await host.waitFor((c) => c.table?.seats[1]?.connected === false);
    // …and comes back with their seat token: the same seat, the same game.
    const back = await person(1, token);
    expect(back.table?.gameId).toBe(gameId);
    stopGuest = playAsBot(back, { delayMs: 5 });

    await host.waitFor((c) => handsPlayed(c) >= 3, 300_000);
    await back.waitFor((c) => handsPlayed(c) >= 3);
    stopHost();
    stopGuest();

    // The game is still in play, listed with its three completed hands.
    const g = await gameRecord(api, gameId, { hands: 3 });
    expect(g.status).toBe("playing");
    expect(g.result).toBeNull();
    expect(g.hands.map((h) => h.hand).slice(0, 3)).toEqual([0, 1, 2]);
    const listed = await api.tableGames(t.tableId);
    expect(listed.games[0]).toMatchObject({ id: gameId, status: "playing" });
    expect(listed.games[0]?.hands).toBeGreaterThanOrEqual(3);
    // Each completed hand replays from its own key and actions to the result the clients were shown.
    const end = replay(g).at(-1);
    if (end?.game !== "shengji") throw new Error("not a shengji game");
    const [byHost, byGuest, byReturned] = seen;
    // The host saw all three; the guest's first page the first, its second page the second and the third.
    expect([...(byHost?.keys() ?? [])].slice(0, 3)).toEqual([0, 1, 2]);
    expect(byGuest?.has(0)).toBe(true);
    expect(byReturned?.has(1) && byReturned.has(2)).toBe(true);
    for (const m of seen) {
      for (const [k, r] of m) if (k < 3) expect(end.results[k]).toEqual(r);
    }
    for (let k = 0; k < 3; k++) {
      const summary = g.hands[k]?.summary;
      expect(summary?.game === "shengji" ? summary.result : null).toEqual(end.results[k]);
    }
    host.close();
    back.close();
  }, 400_000);
});
