/**
 * Whole games over real WebSockets: client-library clients (playing with
 * the engine's bot over the wire) and the table's own bots.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import type { GameRecord } from "../../src/protocol";
import { FAST, api, connect, hostWithBots, openTable, seatedTable, startedWithBots, until } from "./support";

describe("whole games over WebSockets", () => {
  it("two people and a table bot play a whole Zheng Fen game, kept in D1 once over", async () => {
    const t = await openTable({ game: "zheng-fen", players: 3, settings: FAST }, { name: "Ann" });
    const host = t.host;
    const guest = await connect(t.tableId, { name: "Bo" });
    host.sit(0);
    guest.sit(2);
    await host.waitFor((c) => c.table?.seats[0]?.name === "Ann" && c.table?.seats[2]?.name === "Bo");
    host.bot(1);
    await host.waitFor((c) => c.table?.seats[1]?.bot === true);
    const stops = [playAsBot(host, { delayMs: 40 }), playAsBot(guest, { delayMs: 40 })];
    host.start();
    await host.waitFor((c) => c.table?.phase === "over", 120_000);
    stops.forEach((s) => s());
    const gameId = host.table?.gameId as string;
    expect(gameId).toMatch(/^[a-z2-9]{20}$/);
    // Both people saw the end; the game went to D1 through the outbox.
    await guest.waitFor((c) => c.table?.phase === "over");
    // In D1 through the outbox; the game's final status may trail its last hand by a delivery.
    let said = "";
    const game = await until(async () => {
      const res = await api(`/api/games/${gameId}`);
      const g = res.status === 200 ? ((await res.json()) as GameRecord) : null;
      said = g ? `status ${g.status}, ${g.hands.length} hands` : `GET /api/games answered ${res.status}`;
      return g && g.status !== "playing" ? g : null;
    }, { for: `game ${gameId} in D1, no longer playing`, seen: () => said }, { timeoutMs: 10_000, everyMs: 50 });
    expect(game.status).toBe("finished");
    // Every deal is kept with its key; together they hold every action of the game, and no secret of it.
    expect(game.hands.reduce((n, h) => n + h.actions.length, 0)).toBe(host.version);
    for (const h of game.hands) expect(h.key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(game)).not.toContain("seed");
    expect(game.players.map((p) => p.name)).toEqual(["Ann", "Bot 2", "Bo"]);
    expect(game.result?.winners?.length).toBeGreaterThan(0);
    const list = (await (await api(`/api/tables/${t.tableId}/games`)).json()) as { games: { id: string; status: string; hands: number }[] };
    expect(list.games).toMatchObject([{ id: gameId, status: "finished", hands: game.hands.length }]);
    host.close();
    guest.close();
  }, 180_000);

  it("a refused move comes back with its code and the params a client words it from", async () => {
    // A slow deal keeps the hand in its dealing phase, where a bid is checked against the bidder's hand.
    const { host } = await startedWithBots("shengji-online", 4, { ...FAST, dealMs: 5_000 });
    await host.waitFor((c) => (c.view as ShengjiView | null)?.phase === "dealing");
    const answer = await host.act({ type: "bid", cards: ["S2", "S2", "S2", "S2", "S2"] });
    expect(answer).toEqual({ ok: false, code: "not-in-hand", message: "You do not hold 5 × S2.", params: { card: "S2", count: 5 } });
    host.close();
  }, 60_000);

  it("a host with only bots beside them plays Shengji hands; every socket gets its own view", async () => {
    const { host } = await hostWithBots("shengji-online", 4);
    const spectator = await connect(host.tableId as string);
    // A spectator never holds a card of a hand, nor the kitty before a hand ends.
    const seen: ShengjiView[] = [];
    spectator.on("view", (v) => seen.push(v as ShengjiView));
    const stop = playAsBot(host, { delayMs: 5 });
    host.start();
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 2, 120_000);
    stop();
    const mine = host.view as ShengjiView;
    expect(mine.you).toBe(0);
    const watched = spectator.view as ShengjiView;
    expect(watched.you).toBeNull();
    expect(seen.length).toBeGreaterThan(10);
    for (const v of seen) {
      expect(v.cards).toEqual([]);
      const over = v.phase === "scored" || v.phase === "over";
      if (!over) expect(v.kitty).toBeNull();
      if (!over && !v.rules.exposeKitty) expect(v.buried).toBeNull();
    }
    host.close();
    spectator.close();
  }, 180_000);

  it("a whole Shengji game, the host in seat 0 playing as a bot would, and it reaches D1", async () => {
    // (A game of bots alone, the host only watching, is nobody's record: it never reaches D1, issue 53 item 4.)
    const { host } = await seatedTable({ game: "zpy-80", players: 4, settings: FAST });
    const stop = playAsBot(host, { delayMs: 2 });
    host.start();
    await host.waitFor((c) => c.table?.phase === "over", 120_000);
    stop();
    const final = host.view as ShengjiView;
    // A real game: several hands, and someone passed beyond Ace.
    expect(final.handsPlayed).toBeGreaterThan(3);
    expect(final.winners?.length).toBeGreaterThan(0);
    expect(host.version).toBeGreaterThan(300);
    const gameId = host.table?.gameId as string;
    const row = await until(() => env.DB.prepare("SELECT id FROM games WHERE id = ?").bind(gameId).first(), { for: `game ${gameId}'s row in D1`, seen: () => "no row" }, { timeoutMs: 10_000, everyMs: 50 });
    expect(row).toEqual({ id: gameId });
    host.close();
  }, 180_000);
});
