/**
 * Every frame the table sends parses as the protocol says (ServerFrameSchema,
 * strict): a whole hand at a table with a seated player, a spectator, a
 * refusal of each kind the fuzz makes easy, chat, a kick and the game's end.
 * The client library types itself from the same schema; this holds the
 * server to it.
 */
import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import { ServerFrameSchema } from "../../src/protocol";
import { connect, hostWithBots, record } from "./support";

describe("the table's frames match the protocol", () => {
  it("a Zheng Fen game for three to its end, with a spectator, refusals, chat and the end", async () => {
    const { host, tableId } = await hostWithBots("zheng-fen", 3);
    const watcher = await connect(tableId, { name: "Watcher" });
    const seen = record(host);
    const watched = record(watcher);
    host.raw("not json");
    host.raw(JSON.stringify({ type: "sit", seat: 99 }));
    watcher.chat("hello");
    host.start();
    const stop = playAsBot(host, { delayMs: 1 });
    await host.waitFor((c) => (c.view?.game === "zheng-fen" && c.view.deal >= 2) || c.table?.phase === "over", 60_000);
    stop();
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
    await watcher.waitFor((c) => c.table?.phase === "over");
    const all = [...seen, ...watched];
    const types = new Set(all.map((f) => f.type));
    for (const t of ["view", "table", "error", "chat", "over", "ack"]) expect(types, t).toContain(t);
    for (const f of all) {
      const parsed = ServerFrameSchema.safeParse(f);
      expect(parsed.success, `${JSON.stringify(f).slice(0, 200)}: ${parsed.success ? "" : parsed.error.message}`).toBe(true);
    }
    host.close();
    watcher.close();
  }, 90_000);
});
