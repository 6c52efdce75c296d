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
import { FAST, api, connect, everyoneGone, hostWithBots, seatedTable, until } from "./support";

const HOUR = 3600_000;
const myTurn = (c: TableClient) => c.view?.game === "zheng-fen" && c.view.phase === "play" && c.view.turn === c.you;

/** Time passes at the table: every move was made `ms` earlier. */
async function timePasses(tableId: string, ms: number): Promise<void> {
  await runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    state.storage.sql.exec("UPDATE log SET at = at - ?", ms);
    state.storage.sql.exec("UPDATE meta SET value = CAST(value AS INTEGER) - ? WHERE key IN ('leftAt', 'arrivedAt')", ms);
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

  it("a person who passes on the bids after a Shengji deal does not wait out the turn: the bidding closes and the hand goes on", async () => {
    const t = await hostWithBots("tractor-classic", 4, { ...FAST, turnSeconds: 3600 });
    const host = t.host;
    host.start();
    const dealt = (c: TableClient) => c.view?.game === "shengji" && c.view.phase === "dealing" && c.view.toDeal === 0;
    await host.waitFor(dealt, 15_000);
    // The window is a whole turn: the bidding would close an hour from now.
    const hand = host.view?.game === "shengji" ? host.view.hand : -1;
    // Pass on the bids as they stand, again after any bot's bid, until the bidding closes (or the table deals again).
    const end = Date.now() + 20_000;
    let passedOn = -1;
    while (dealt(host) && (host.view?.game === "shengji" ? host.view.hand : -1) === hand) {
      if (Date.now() > end) throw new Error(`the bidding did not close (version ${host.version})`);
      if (passedOn !== host.version) {
        passedOn = host.version;
        const answer = await host.act({ type: "pass" });
        expect(answer).toMatchObject({ ok: true, version: passedOn });
      }
      await host.waitFor((c) => !dealt(c) || c.version !== passedOn, 5_000).catch(() => undefined);
    }
    const v = host.view;
    expect(v?.game === "shengji" && (v.phase !== "dealing" || v.toDeal > 0)).toBe(true);
    host.close();
  }, 60_000);

  it("a pass while the cards are still being dealt is refused, and changes nothing", async () => {
    const t = await hostWithBots("tractor-classic", 4, { ...FAST, dealMs: 400, turnSeconds: 60 });
    const host = t.host;
    host.start();
    await host.waitFor((c) => c.view?.game === "shengji" && c.view.phase === "dealing" && c.view.toDeal > 0, 15_000);
    const answer = await host.act({ type: "pass" });
    expect(answer).toMatchObject({ ok: false, code: "still-dealing" });
    host.close();
  }, 60_000);

  it("two people pass with the table asleep and evicted between: the first pass is remembered, and the second closes the bidding", async () => {
    const made = await seatedTable({ game: "tractor-classic", players: 4, settings: { ...FAST, turnSeconds: 3600 } }, { name: "A" }, ["B"]);
    const { host: a, people: [b] } = made;
    a.start();
    const dealt = (c: TableClient) => c.view?.game === "shengji" && c.view.phase === "dealing" && c.view.toDeal === 0;
    // The bots have had their say once the table waits only for people (its alarm then is the turn's end).
    await a.waitFor(dealt, 15_000);
    let alarm: number | null = null;
    let last = { seq: -1, at: 0 };
    const said = () => `the alarm at ${alarm}, the last move (seq ${last.seq}) at ${last.at}, A at version ${a.version}`;
    await until(async () => {
      [alarm, last] = await Promise.all([alarmOf(made.tableId), lastMove(made.tableId)]);
      return alarm === last.at + HOUR;
    }, { for: "the bidding to wait only for people (its alarm a turn after the last move)", seen: said });
    await until(async () => a.version === (last = await lastMove(made.tableId)).seq, { for: "A's view to be the newest", seen: said });
    const version = a.version;
    expect(await a.act({ type: "pass" })).toMatchObject({ ok: true, version });
    // Both leave; the table sleeps and is evicted (its memory gone).
    const tokenB = b.token as string;
    a.close();
    b.close();
    await everyoneGone(made.tableId);
    await evictDurableObject(env.TABLE.getByName(made.tableId));
    // B comes back (hours later, at a real table) and passes: nobody is left to bid, and the bidding closes now, not at the turn's end.
    const back = await connect(made.tableId, { token: tokenB });
    await back.waitFor((c) => dealt(c) && c.version === version, 10_000);
    expect(await back.act({ type: "pass" })).toMatchObject({ ok: true, version });
    await back.waitFor((c) => c.version > version, 10_000);
    const v = back.view;
    expect(v?.game === "shengji" && v.phase !== "dealing").toBe(true);
    back.close();
  }, 60_000);
});
