/**
 * Nothing is lost: a player who reconnects gets exactly the view they had;
 * an evicted (hibernated) table and a restarted one carry on from SQLite.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TableClient, playAsBot } from "../../src/client";
import { type ShengjiView, botAction } from "../../src/engine";
import { SNAPSHOT_EVERY } from "../../src/server/commands/commit";
import { loadTable } from "../../src/server/state/table-state";
import { TableStore } from "../../src/server/store/table-store";
import { comesBack, connect, hostWithBots, logOf, playAsBotUntil, settle, startedWithBots, tricksPlayed } from "./support";

/** Plays the host's moves with the bot until `n` tricks are done, then stops on the host's own turn. */
async function playTricks(host: TableClient, n: number): Promise<void> {
  await playAsBotUntil(host, (c) => tricksPlayed(c) >= n, 60_000);
}

describe("resuming", () => {
  it("a player who reconnects mid-hand with their token gets exactly the view they had", async () => {
    const { host, tableId, hostToken } = await startedWithBots("zpy-online", 5);
    await playTricks(host, 3);
    const before = structuredClone(host.view);
    const version = host.version;
    const token = host.token as string;
    host.close();
    const back = await comesBack(tableId, token, hostToken);
    expect(back.you).toBe(0);
    expect(back.version).toBe(version);
    expect(back.view).toEqual(before);
    back.close();
  }, 90_000);

  it("a dropped connection comes back by itself, resumes the seat and misses nothing", async () => {
    const { host } = await startedWithBots("shengji-online", 4);
    await playTricks(host, 2);
    const view = structuredClone(host.view);
    host.drop();
    await host.waitFor((c) => c.status === "offline", 5_000);
    await host.waitFor((c) => c.status === "online", 10_000);
    await settle(host);
    expect(host.you).toBe(0);
    expect(host.view).toEqual(view);
    // And the game goes on from there.
    const stop = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => (c.view as ShengjiView).tricksPlayed >= 4, 30_000);
    stop();
    host.close();
  }, 90_000);

  it("a table wakes from its newest snapshot and the moves after it, to the same view", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    // Three tricks are usually past the first snapshot, but a hand with few
    // bids can stop on it exactly (version 16: a CI run did): play on, a trick
    // at a time, until there is a snapshot and at least one move after it.
    let tricks = 3;
    await playTricks(host, tricks);
    while (host.version <= SNAPSHOT_EVERY || host.version % SNAPSHOT_EVERY === 0) {
      tricks += 1;
      await playTricks(host, tricks);
    }
    const view = structuredClone(host.view);
    const version = host.version;
    const stub = env.TABLE.getByName(tableId);
    const snapshot = await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ seq: number }>("SELECT MAX(seq) AS seq FROM snapshot").one().seq);
    // Snapshots come with the moves (commit.ts), none from an alarm: fewer than SNAPSHOT_EVERY entries to replay.
    expect(version).toBeGreaterThan(SNAPSHOT_EVERY);
    expect(snapshot % SNAPSHOT_EVERY).toBe(0);
    expect(version - snapshot).toBeLessThan(SNAPSHOT_EVERY);
    await evictDurableObject(stub);
    const back = await connect(tableId, { token: host.token as string });
    await back.waitFor((c) => c.view !== null);
    expect(back.version).toBe(version);
    expect(back.view).toEqual(view);
    const action = botAction(back.view as ShengjiView, 0);
    expect(action).not.toBeNull();
    expect((await back.act(action as NonNullable<typeof action>)).ok).toBe(true);
    back.close();
    host.close();
  }, 90_000);

  it("a move sent again after the table was evicted, with bots' moves in between, gets its first answer and is not made twice", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    await playTricks(host, 1);
    const view = host.view as ShengjiView;
    const action = botAction(view, 0);
    expect(action).not.toBeNull();
    const first = await host.act(action as NonNullable<typeof action>, "once");
    expect(first.ok).toBe(true);
    // The bots answer (their moves carry no act id), then the table is evicted.
    await settle(host);
    const log = await logOf(tableId);
    await evictDurableObject(env.TABLE.getByName(tableId));
    const again = await host.act(action as NonNullable<typeof action>, "once");
    expect(again).toEqual(first);
    expect(await logOf(tableId)).toEqual(log);
    host.close();
  }, 90_000);

  it("an evicted table (hibernation between two moves) rebuilds itself and loses nothing", async () => {
    const { host, tableId } = await startedWithBots("zpy-pagat", 6);
    await playTricks(host, 2);
    const log = await logOf(tableId);
    const view = structuredClone(host.view) as ShengjiView;
    await evictDurableObject(env.TABLE.getByName(tableId));
    // The socket survived hibernation; the next move wakes the table.
    const action = botAction(view, 0);
    expect(action).not.toBeNull();
    const answer = await host.act(action as NonNullable<typeof action>);
    expect(answer.ok).toBe(true);
    const after = await logOf(tableId);
    expect(after.slice(0, log.length)).toEqual(log);
    expect(after.length).toBeGreaterThan(log.length);
    host.close();
  }, 90_000);

  it("a restart mid-hand (every socket dropped, the object reset) loses nothing", async () => {
    const { host, tableId, hostToken } = await hostWithBots("zpy-80", 6);
    const watcher = await connect(tableId);
    host.start();
    await playTricks(host, 2);
    const log = await logOf(tableId);
    const view = structuredClone(host.view);
    await evictDurableObject(env.TABLE.getByName(tableId), { webSockets: "close" });
    await host.waitFor((c) => c.status === "online" && c.version >= log.length, 10_000);
    await settle(host);
    expect(await logOf(tableId)).toEqual(log);
    expect(host.view).toEqual(view);
    await watcher.waitFor((c) => c.status === "online");
    const stop = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => (c.view as ShengjiView).tricksPlayed >= 4, 30_000);
    stop();
    void hostToken;
    host.close();
    watcher.close();
  }, 90_000);

  it("a wake rebuilds the game and when it last changed from the snapshot and the log after it, whatever of the log the snapshot covers", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    await playTricks(host, 1);
    const stub = env.TABLE.getByName(tableId);
    // A fresh load after setting the snapshot as asked (none, or the game at some version), beside what the log
    // itself says: all in one turn of the object, so none of the table's moves come between.
    type Snap = { seq: number; state: unknown } | null;
    const wake = (snap: Snap) =>
      runInDurableObject(stub, (_i, state) => {
        const sql = state.storage.sql;
        if (snap) new TableStore(sql).writeSnapshot(snap.seq, JSON.stringify(snap.state));
        else sql.exec("DELETE FROM snapshot");
        const last = sql.exec<{ seq: number; at: number }>("SELECT seq, at FROM log ORDER BY seq DESC LIMIT 1").one();
        const t = loadTable(new TableStore(sql), Date.now(), 0);
        return { last, version: t?.version ?? -1, lastChangeAt: t?.lastChangeAt, state: t?.state };
      });
    // No snapshot: the whole log replayed.
    const replayed = await wake(null);
    expect(replayed.version).toBe(replayed.last.seq);
    expect(replayed.lastChangeAt).toBe(replayed.last.at);
    // A snapshot of the newest action: nothing to replay, and the time still comes from the log.
    const covered = await wake({ seq: replayed.version, state: replayed.state });
    expect(covered).toEqual(replayed);
    // Moves after the snapshot: replayed on top of it, to what the whole log gives.
    await playAsBotUntil(host, (c) => tricksPlayed(c) >= 2, 30_000);
    const after = await wake({ seq: covered.version, state: covered.state });
    expect(after.version).toBe(after.last.seq);
    expect(after.version).toBeGreaterThan(covered.version);
    expect(after.lastChangeAt).toBe(after.last.at);
    expect(after).toEqual(await wake(null));
    host.close();
  }, 90_000);

  it("a wake reads back the answers of the seat that asks, and only that seat's (seat 1's rows are not seat 10's)", async () => {
    const { tableId } = await hostWithBots("shengji-online", 4);
    const got = await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
      const before = new TableStore(state.storage.sql);
      before.migrate();
      // Accepted moves of seats 1 and 10 in the log, a refusal of each in the acts table.
      before.append(1, "x", 0, "1:h:a");
      before.append(2, "x", 0, "10:h:b");
      before.append(3, "x", 0, null);
      before.answers.refused(1, "h:r", "not-your-turn Wait.", 3);
      before.answers.refused(10, "h:r", "bad-cards No.", 3);
      // A new store is a wake: nothing in memory.
      const store = new TableStore(state.storage.sql);
      const woken = store.answers;
      const out = {
        a1: woken.answerFor(1, "h:a"), b1: woken.answerFor(1, "h:b"), r1: woken.answerFor(1, "h:r"),
        a10: woken.answerFor(10, "h:a"), b10: woken.answerFor(10, "h:b"), r10: woken.answerFor(10, "h:r"),
        // Moves after the wake: of a seat whose answers were read back (kept in memory), and of one not read yet.
        c1: (store.append(4, "x", 0, "1:h:c"), woken.answerFor(1, "h:c")),
        d5: (store.append(5, "x", 0, "5:h:d"), woken.answerFor(5, "h:d")),
      };
      state.storage.sql.exec("DELETE FROM log");
      state.storage.sql.exec("DELETE FROM acts");
      return out;
    });
    expect(got).toEqual({
      a1: { answer: "", seq: 1 }, b1: null, r1: { answer: "not-your-turn Wait.", seq: 3 },
      a10: null, b10: { answer: "", seq: 2 }, r10: { answer: "bad-cards No.", seq: 3 },
      c1: { answer: "", seq: 4 }, d5: { answer: "", seq: 5 },
    });
  }, 60_000);

  it("the meta read on a wake is used once, and a write after it is never hidden by it", async () => {
    const { tableId } = await hostWithBots("shengji-online", 4);
    const read = await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
      const store = new TableStore(state.storage.sql);
      store.migrate(); // as on a wake: reads every meta key and keeps them for the first load
      store.setMeta("leftAt", "12345");
      const first = store.allMeta().get("leftAt");
      store.migrate();
      store.deleteMeta("leftAt");
      return { first, second: store.allMeta().get("leftAt") ?? null };
    });
    expect(read).toEqual({ first: "12345", second: null });
  }, 60_000);
});
