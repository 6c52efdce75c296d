/**
 * Turn-based tables in workerd (issue 30): a turn may take hours; the table
 * sleeps between moves (its only alarm is the deadline, nobody connected)
 * and wakes on a move or on the deadline, when the clock moves for the
 * player and the bots play up to the next person's turn.
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ZhengFenView, botAction } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import type { TableClient } from "../../src/client";
import { FAST, api, connect, hostWithBots } from "./support";

const HOUR = 3600_000;
const myTurn = (c: TableClient) => c.view?.game === "zheng-fen" && c.view.phase === "play" && c.view.turn === c.you;

/** Polls `ok` until it holds (bounded). */
async function until(ok: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function everyoneGone(tableId: string): Promise<void> {
  await until(async () => {
    const t = (await (await api(`/api/tables/${tableId}`)).json()) as { seats: { connected: boolean }[]; spectators: number };
    return t.seats.every((s) => !s.connected) && t.spectators === 0;
  }, "everyone gone");
}

/** Time passes at the table: every move was made `ms` earlier. */
async function timePasses(tableId: string, ms: number): Promise<void> {
  await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    state.storage.sql.exec("UPDATE log SET at = at - ?", ms);
    state.storage.sql.exec("UPDATE meta SET value = CAST(value AS INTEGER) - ? WHERE key = 'leftAt'", ms);
    return state.storage.setAlarm(Date.now());
  });
}

const alarmOf = (tableId: string) => runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => state.storage.getAlarm());
const lastMove = (tableId: string) =>
  runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => state.storage.sql.exec<{ seq: number; entry: string; at: number }>("SELECT seq, entry, at FROM log ORDER BY seq DESC LIMIT 1").one());
const instance = async (tableId: string) => (await api(`/api/tables/${tableId}`, { headers: { "x-diagnostics-token": env.DIAGNOSTICS_TOKEN } })).headers.get("x-table-instance");

describe("a turn-based table", () => {
  it("sleeps between moves, wakes on a move, and on the deadline the clock moves for the player and the bots play on to the next turn", async () => {
    const t = await hostWithBots("zheng-fen", 3, { ...FAST, turnSeconds: 3600 });
    const host = t.host;
    host.start();
    await host.waitFor(myTurn);
    // The view says until when: an hour after the last move.
    const first = await lastMove(t.tableId);
    expect(host.deadline).toBe(first.at + HOUR);
    const version = host.version;
    const token = host.token as string;
    host.close();
    await everyoneGone(t.tableId);

    // A minute later, asleep: nothing moved, and the only alarm left is the deadline.
    await timePasses(t.tableId, 60_000);
    const before = await instance(t.tableId);
    await evictDurableObject(env.TABLE.getByName(t.tableId));
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    expect((await lastMove(t.tableId)).seq).toBe(version);
    expect(await alarmOf(t.tableId)).toBe(first.at - 60_000 + HOUR);
    expect(await instance(t.tableId)).not.toBe(before);

    // The player comes back with their seat token and moves: the table wakes, the bots answer, and the next turn has a whole hour.
    const back = await connect(t.tableId, { token });
    await back.waitFor(myTurn);
    const move = botAction(back.view as ZhengFenView, 0);
    expect(move).not.toBeNull();
    const answer = await back.act(move as NonNullable<typeof move>);
    expect(answer.ok).toBe(true);
    await back.waitFor((c) => myTurn(c) && c.version > (answer.ok ? answer.version : 0), 15_000);
    const mine = await lastMove(t.tableId);
    expect(back.deadline).toBe(mine.at + HOUR);
    back.close();
    await everyoneGone(t.tableId);

    // Nobody comes back, and the hour passes: the deadline wakes the table, the clock moves for seat 0, the bots play on.
    await timePasses(t.tableId, HOUR + 1_000);
    const atDeadline = (await lastMove(t.tableId)).seq;
    await evictDurableObject(env.TABLE.getByName(t.tableId));
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    const entries = await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) =>
      state.storage.sql.exec<{ entry: string }>("SELECT entry FROM log WHERE seq > ? ORDER BY seq", atDeadline).toArray().map((r) => decodeEntry(r.entry)));
    expect(entries[0]?.actor).toBe(0);
    expect(entries.length).toBeGreaterThan(1);
    // Woken by any alarm, it sleeps again until seat 0's next deadline (a whole turn: the missed one did not hand the seat to a bot).
    await timePasses(t.tableId, 10_000);
    await evictDurableObject(env.TABLE.getByName(t.tableId));
    await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
    const now = await lastMove(t.tableId);
    expect(now.at).toBeGreaterThan(Date.now() - 60_000);
    expect(await alarmOf(t.tableId)).toBe(now.at + HOUR);
    const summary = (await (await api(`/api/tables/${t.tableId}`)).json()) as { seats: { state: string }[] };
    expect(summary.seats[0]?.state).not.toBe("stand-in");
  }, 90_000);
});
