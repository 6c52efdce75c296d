/**
 * The expert level at a table (issue 29): the host puts expert bots in
 * three seats, the table plays them to the end of a hand, and the table's
 * log replayed against the engine shows every bot move is exactly what
 * the expert chooses at that seat, keyed one way from the game's secret.
 * The expert's search runs in the Durable Object like any bot's move.
 */
import { describe, expect, it } from "vitest";
import { replayBotMoves } from "./replay-bots";
import { FAST, handsPlayed, openTable, playAsBotUntil, probe, sitDown } from "./support";

describe("expert bots at a table", () => {
  it("plays a table with expert bots to the end of a hand", async () => {
    const t = await openTable({ game: "tractor-classic", players: 4, settings: FAST }, { name: "Host" });
    const host = await sitDown(t.host, 0);
    for (const seat of [1, 2, 3]) host.bot(seat, true, "expert");
    await probe(host);
    await host.waitFor((c) => [1, 2, 3].every((s) => c.table?.seats[s]?.level === "expert"));

    host.start();
    await playAsBotUntil(host, (c) => handsPlayed(c) >= 1, 110_000);

    const plays: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
    const state = await replayBotMoves(t.tableId, () => "expert", (actor, action, chosen) => {
      expect(action, `seat ${actor}'s move`).toEqual(chosen);
      if (action.type === "play") plays[actor] = (plays[actor] ?? 0) + 1;
    });
    // The hand ended, every expert seat playing to each of its tricks.
    if (state.game !== "shengji") throw new Error("not a Shengji game");
    expect(state.results.length).toBeGreaterThanOrEqual(1);
    // (Twenty-five cards each: at least eight tricks, even with sets, tractors and throws led.)
    for (const seat of [1, 2, 3]) expect(plays[seat]).toBeGreaterThanOrEqual(8);
    host.close();
  }, 120_000);
});
