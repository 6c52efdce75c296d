/**
 * Bot levels at a table (issue 13): the host chooses a level per bot seat
 * over the protocol, everyone sees it, and the table's bots play at it. The
 * table's log is replayed against the engine: every bot move is exactly what
 * its seat's level chooses, keyed one way from the game's secret.
 */
import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import { type BotLevel, type GameState, type ShengjiView, applyAction, botMove, createGame } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import { botKey } from "../../src/engine/random";
import { FAST, connect, createTable, gameAndLog, probe, settle } from "./support";

describe("bot levels at a table", () => {
  it("the host sets each bot seat's level; everyone sees it; the table's bots play at it", async () => {
    const t = await createTable({ game: "shengji-online", players: 4, settings: FAST });
    const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
    const guest = await connect(t.tableId, { name: "Guest" });
    host.sit(0);
    await host.waitFor((c) => c.you === 0);
    const levels: Record<number, BotLevel> = { 1: "basic", 2: "strong", 3: "basic" };
    host.bot(1, true, "basic");
    host.bot(2, true, "basic");
    host.bot(3, true, "basic");
    // Without a level a bot plays `strong`; a bot already in the seat only changes its level.
    host.bot(2);
    await probe(host);
    await guest.waitFor((c) => c.table?.seats[2]?.level === "strong");
    expect(guest.table?.seats.map((s) => s.level ?? null)).toEqual([null, "basic", "strong", "basic"]);
    // Nobody but the host changes a level.
    guest.bot(1, true, "strong");
    await probe(guest);
    expect(guest.table?.seats[1]?.level).toBe("basic");

    host.start();
    const stop = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.tricksPlayed ?? 0) >= 4, 60_000);
    stop();
    await settle(host);

    const { row, entries } = await gameAndLog(t.tableId);
    const key = botKey(row.seed);
    let state: GameState = createGame({ preset: row.game, options: row.options }, row.seed, row.count);
    const checked: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
    for (const raw of entries) {
      const { actor, action } = decodeEntry(raw);
      if (typeof actor === "number" && actor > 0) {
        expect(action, `seat ${actor}'s move at ${levels[actor]}`).toEqual(botMove(state, actor, levels[actor] as BotLevel, key));
        checked[actor] = (checked[actor] ?? 0) + 1;
      }
      const step = applyAction(state, actor, action);
      if (!step.ok) throw new Error(step.error.message);
      state = step.state;
    }
    // Every bot made moves of its own (four tricks at least).
    for (const seat of [1, 2, 3]) expect(checked[seat]).toBeGreaterThanOrEqual(4);
    host.close();
    guest.close();
  }, 90_000);
});
