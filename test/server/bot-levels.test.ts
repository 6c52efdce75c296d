/**
 * Bot levels at a table (issue 13): the host chooses a level per bot seat
 * over the protocol, everyone sees it, and the table's bots play at it. The
 * table's log is replayed against the engine: every bot move is exactly what
 * its seat's level chooses, keyed one way from the game's secret.
 */
import { describe, expect, it } from "vitest";
import type { BotLevel } from "../../src/engine";
import { replayBotMoves } from "./replay-bots";
import { FAST, connect, openTable, playAsBotUntil, probe, sitDown, tricksPlayed } from "./support";

describe("bot levels at a table", () => {
  it("the host sets each bot seat's level; everyone sees it; the table's bots play at it", async () => {
    const t = await openTable({ game: "shengji-online", players: 4, settings: FAST }, { name: "Host" });
    const host = t.host;
    const guest = await connect(t.tableId, { name: "Guest" });
    await sitDown(host, 0);
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
    await playAsBotUntil(host, (c) => tricksPlayed(c) >= 4, 60_000);

    const checked: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
    await replayBotMoves(t.tableId, (seat) => levels[seat] as BotLevel, (actor, action, chosen) => {
      expect(action, `seat ${actor}'s move at ${levels[actor]}`).toEqual(chosen);
      checked[actor] = (checked[actor] ?? 0) + 1;
    });
    // Every bot made moves of its own (four tricks at least).
    for (const seat of [1, 2, 3]) expect(checked[seat]).toBeGreaterThanOrEqual(4);
    host.close();
    guest.close();
  }, 90_000);
});
