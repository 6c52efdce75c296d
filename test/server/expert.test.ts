/**
 * The expert level at a table (issue 29): the host puts expert bots in
 * three seats, the table plays them to the end of a hand, and the table's
 * log replayed against the engine shows every bot move is exactly what
 * the expert chooses at that seat, keyed one way from the game's secret.
 * The expert's search runs in the Durable Object like any bot's move.
 */
import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import { type GameState, type ShengjiView, applyAction, botMove, createGame } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import { botKey } from "../../src/engine/random";
import { FAST, connect, createTable, gameAndLog, probe, settle } from "./support";

describe("expert bots at a table", () => {
  it("plays a table with expert bots to the end of a hand", async () => {
    const t = await createTable({ game: "tractor-classic", players: 4, settings: FAST });
    const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
    host.sit(0);
    await host.waitFor((c) => c.you === 0);
    for (const seat of [1, 2, 3]) host.bot(seat, true, "expert");
    await probe(host);
    await host.waitFor((c) => [1, 2, 3].every((s) => c.table?.seats[s]?.level === "expert"));

    host.start();
    const stop = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1, 110_000);
    stop();
    await settle(host);

    const { row, entries } = await gameAndLog(t.tableId);
    const key = botKey(row.seed);
    let state: GameState = createGame({ preset: row.game, options: row.options }, row.seed, row.count);
    const plays: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
    for (const raw of entries) {
      const { actor, action } = decodeEntry(raw);
      if (typeof actor === "number" && actor > 0) {
        expect(action, `seat ${actor}'s move`).toEqual(botMove(state, actor, "expert", key));
        if (action.type === "play") plays[actor] = (plays[actor] ?? 0) + 1;
      }
      const step = applyAction(state, actor, action);
      if (!step.ok) throw new Error(step.error.message);
      state = step.state;
    }
    // The hand ended, every expert seat playing to each of its tricks.
    if (state.game !== "shengji") throw new Error("not a Shengji game");
    expect(state.results.length).toBeGreaterThanOrEqual(1);
    // (Twenty-five cards each: at least eight tricks, even with sets, tractors and throws led.)
    for (const seat of [1, 2, 3]) expect(plays[seat]).toBeGreaterThanOrEqual(8);
    host.close();
  }, 120_000);
});
