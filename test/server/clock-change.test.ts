/**
 * Issue 53, item 5: the clock changed under a player. The host cut the
 * turn clock to 1 s while seat 1 was thinking, and a stand-in moved for
 * seat 1 86 ms later: the new clock counted from the last move, 3 s
 * earlier. Now a change of clock counts from the change for the move
 * awaited (the next moves have it whole), and a live clock is 0 or at
 * least 10 s, time a person can move in, so no clock hands a seat to the
 * stand-in for good. Time is driven by moving the table's stored times
 * back (`timePasses`), never by waiting.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { botAction } from "../../src/engine";
import type { TableClient } from "../../src/client";
import type { ServerFrame } from "../../src/protocol";
import { LIVE_TURN_SECONDS_MIN } from "../../src/protocol/turn-based";
import { FAST, api, nextStepOf, openTable, probe, record, seatedTable, timePasses, until } from "./support";

const awaited = (c: TableClient) => (c.view?.game === "zheng-fen" && c.view.phase === "play" ? c.view.turn : null);

/** Zheng Fen for three: the host in seat 0, Bea in seat 1, a bot in seat 2, on a 60 s clock; the game goes on until Bea is awaited. */
async function beaThinking(): Promise<{ host: TableClient; bea: TableClient; tableId: string }> {
  const t = await seatedTable({ game: "zheng-fen", players: 3, settings: { ...FAST, turnSeconds: 60 } }, { name: "Host" }, ["Bea"]);
  const { host, people: [bea] } = t;
  host.start();
  // The host plays its own turns at once; the bot plays its own; stop at Bea's turn.
  await until(
    async () => {
      if (awaited(host) === 0 && host.view) {
        const move = botAction(host.view, 0);
        if (move) await host.act(move);
      }
      const step = await nextStepOf(t.tableId);
      return awaited(bea) === 1 && bea.version === step.version && step.step?.why === "clock";
    },
    () => `Bea's turn (awaited ${awaited(bea)}, version ${bea.version})`,
  );
  return { host, bea, tableId: t.tableId };
}

describe("the clock changed under a player", () => {
  it("a shorter clock set while a seat thinks counts from the change: no stand-in moves for them before it runs out", async () => {
    const { host, bea, tableId } = await beaThinking();
    const version = bea.version;
    // Bea has been thinking for 45 s of her 60.
    await timePasses(tableId, 45_000);
    await probe(bea);
    expect(awaited(bea)).toBe(1);
    // The host cuts the clock to the shortest there is.
    const setAt = Date.now();
    host.configure({ settings: { turnSeconds: LIVE_TURN_SECONDS_MIN } });
    await host.waitFor((c) => c.table?.settings.turnSeconds === LIVE_TURN_SECONDS_MIN);
    // Before: due at once (45 s thought > 10 s clock + 10 s bank), and the alarm made the move for her.
    // Now: the table's own rule says her move is made for her no sooner than the new clock from the change (and her bank after it).
    const next = await nextStepOf(tableId);
    expect(next.version).toBe(version);
    expect(next.step).toMatchObject({ why: "clock", actor: 1 });
    expect(next.step?.at).toBeGreaterThanOrEqual(setAt + LIVE_TURN_SECONDS_MIN * 1000);
    // The table's alarm, run now, moves nobody; the seat is still hers.
    await runDurableObjectAlarm(env.TABLE.getByName(tableId));
    await probe(bea);
    expect(bea.version).toBe(version);
    expect(bea.table?.seats[1]?.state).toBe("person");
    // She moves within the new clock, and is taken.
    const move = bea.view ? botAction(bea.view, 1) : null;
    expect(move).not.toBeNull();
    const answer = await bea.act(move as NonNullable<typeof move>);
    expect(answer).toMatchObject({ ok: true, version: version + 1 });
    host.close();
    bea.close();
  }, 60_000);

  it("a live clock under 10 s is refused, over the socket and at creation, and changes nothing", async () => {
    const t = await openTable({ game: "zheng-fen", players: 3, settings: { turnSeconds: 45 } }, { name: "Host" });
    const host = t.host;
    const frames: ServerFrame[] = record(host);
    for (const turnSeconds of [1, 5, 9]) {
      host.configure({ settings: { turnSeconds } });
      await probe(host);
      // (The probe's own answer carries its id.)
      const refusal = frames.filter((f) => f.type === "error" && !f.id?.startsWith("probe-")).at(-1);
      expect(refusal).toMatchObject({ type: "error", code: "bad-frame" });
      expect(refusal?.type === "error" ? refusal.message : "").toContain("settings.turnSeconds: a turn clock is 0 (none) or at least 10 seconds");
      frames.length = 0;
    }
    expect(host.table?.settings.turnSeconds).toBe(45);
    const summary = (await (await api(`/api/tables/${t.tableId}`)).json()) as { settings: { turnSeconds?: number } };
    expect(summary.settings.turnSeconds).toBe(45);
    // 0 (none), 10, and a turn-based clock are taken as before.
    for (const turnSeconds of [0, 10, 3600]) {
      host.configure({ settings: { turnSeconds } });
      await host.waitFor((c) => c.table?.settings.turnSeconds === turnSeconds);
    }
    const made = await api("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "zheng-fen", players: 3, settings: { turnSeconds: 3 } }) });
    expect(made.status).toBe(400);
    expect(await made.json()).toMatchObject({ error: { code: "bad-request", field: "settings.turnSeconds" } });
    host.close();
  });
});
