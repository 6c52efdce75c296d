/**
 * Issue 57, item 8: the next hand began 7 s after a hand ended, over the
 * result sheet a player on a phone was still reading. Now a seated page
 * says `reading` when its person touches the result (or opens it), and the
 * next hand waits for them, within their turn clock and READ_MOST_MS at
 * most (src/protocol/pace.ts); `reading: false` lets it go on at once. Over
 * the real protocol, with the table's own due step read from its storage.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import { READ_MOST_MS, readHoldMs } from "../../src/protocol/pace";
import { FAST, connect, handsPlayed, hostWithBots, nextStepOf, probe, record, timePasses } from "./support";

const RESULT_MS = 20_000;
const scored = (c: { view: unknown }) => (c.view as ShengjiView | null)?.phase === "scored";

describe("the next hand waits for a person reading the result (issue 57, item 8)", () => {
  it("up to their clock from the hand's end; at once when they are done; a watcher's word holds nothing; an old word holds no later hand", async () => {
    const { host, tableId } = await hostWithBots("tractor-classic", 4, { ...FAST, resultMs: RESULT_MS, turnSeconds: 60 });
    const stop = playAsBot(host, { delayMs: 2 });
    host.start();
    await host.waitFor(scored, 60_000);
    stop();
    const plain = await nextStepOf(tableId);
    expect(plain.step).toMatchObject({ why: "table", action: { type: "next-hand" } });
    const endedAt = (plain.step?.at ?? 0) - RESULT_MS;

    // Reading: the next hand is due a minute (the clock) after the hand's end, not 20 s.
    host.reading(true);
    await probe(host);
    expect((await nextStepOf(tableId)).step?.at).toBe(endedAt + 60_000);

    // A watcher cannot hold the table.
    const watcher = await connect(tableId);
    const said = record(watcher);
    watcher.reading(true);
    await probe(watcher);
    expect(said.find((f) => f.type === "error" && f.code === "not-seated")).toBeTruthy();

    // Past the result's 20 s, within the clock: still the result.
    await timePasses(tableId, 30_000);
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    await probe(host);
    expect(scored(host)).toBe(true);
    expect(handsPlayed(host)).toBe(1);

    // Done reading: the next hand at once.
    host.reading(false);
    await host.waitFor((c) => !scored(c), 20_000);

    // The next hand's result: the word said at the last one (never taken back) holds nothing now.
    host.reading(true);
    await probe(host);
    const stop2 = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => handsPlayed(c) >= 2 && scored(c), 60_000);
    stop2();
    const second = await nextStepOf(tableId);
    expect(second.step).toMatchObject({ action: { type: "next-hand" } });
    const last = second.step?.at ?? 0;
    host.reading(true);
    await probe(host);
    expect((await nextStepOf(tableId)).step?.at).toBe(last - RESULT_MS + 60_000);
    // And when the clock has run out the hand begins, reading or not.
    await timePasses(tableId, 61_000);
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    await host.waitFor((c) => !scored(c), 20_000);
    for (const c of [host, watcher]) c.close();
  }, 120_000);

  it("a Zheng Fen deal's result holds the next deal alike, and Close gives the table its own pause back", async () => {
    const { host, tableId } = await hostWithBots("zheng-fen", 3, { ...FAST, resultMs: RESULT_MS, turnSeconds: 60 });
    const stop = playAsBot(host, { delayMs: 2 });
    host.start();
    await host.waitFor((c) => c.view?.game === "zheng-fen" && c.view.phase === "deal" && c.view.lastDeal !== null, 60_000, "the first deal's end");
    stop();
    const plain = await nextStepOf(tableId);
    expect(plain.step).toMatchObject({ why: "table", action: { type: "deal" } });
    const endedAt = (plain.step?.at ?? 0) - RESULT_MS;
    host.reading(true);
    await probe(host);
    expect((await nextStepOf(tableId)).step?.at).toBe(endedAt + 60_000);
    host.reading(false);
    await probe(host);
    expect((await nextStepOf(tableId)).step?.at).toBe(endedAt + RESULT_MS);
    host.close();
  }, 120_000);

  it("holds READ_MOST_MS at most: a table with no clock, and a turn-based one", () => {
    expect(readHoldMs(45)).toBe(45_000);
    expect(readHoldMs(0)).toBe(READ_MOST_MS);
    expect(readHoldMs(24 * 3600)).toBe(READ_MOST_MS);
  });
});
