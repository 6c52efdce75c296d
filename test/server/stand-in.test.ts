/**
 * Issue 25, item 2: a stand-in never gave the seat back. Once a person's
 * turn clock ran out, the bot moved `botDelayMs` into every one of their
 * turns: their own moves came too late and were refused, and turning the
 * clock off changed nothing; only a reload gave the seat back. Now the
 * person takes the seat back with any move they try (or a `back` frame,
 * which the web client sends when they touch the page), and a table whose
 * clock is turned off gives every person still there their seat back.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { botAction } from "../../src/engine";
import type { TableClient } from "../../src/client";
import { FAST, hostWithBots, nextStepOf, settle, timePasses } from "./support";

const seatState = (c: TableClient, seat: number) => c.table?.seats[seat]?.state;
const myTurn = (c: TableClient) => c.view?.game === "zheng-fen" && c.view.phase === "play" && c.view.turn === c.you;

/** Zheng Fen for three: the host in seat 0, bots quick, and the host's clock ran out once (a stand-in plays for them). */
async function outOfTime(): Promise<TableClient> {
  const t = await hostWithBots("zheng-fen", 3, { ...FAST, botDelayMs: 50 });
  const host = t.host;
  host.start();
  await host.waitFor(myTurn);
  // Mid-hand the host sets the shortest clock (10 s, counted from the change) and lets it and the bank run out.
  host.configure({ settings: { turnSeconds: 10 } });
  await host.waitFor((c) => c.table?.settings.turnSeconds === 10);
  await timePasses(t.tableId, 25_000);
  await runDurableObjectAlarm(env.TABLE.getByName(t.tableId));
  await host.waitFor((c) => seatState(c, 0) === "stand-in", 15_000);
  return host;
}

describe("a stand-in gives the seat back", () => {
  it("to a person who tries a move: their next turns wait for them and their moves are accepted", async () => {
    const host = await outOfTime();
    // A longer clock from now on (it would not stop the stand-in before), so that no move below races it.
    host.configure({ settings: { turnSeconds: 60 } });
    await host.waitFor((c) => c.table?.settings.turnSeconds === 60);
    // Whatever the stand-in did meanwhile, the person tries a move now (in turn or not).
    const tried = host.view && host.view.game === "zheng-fen" ? botAction(host.view, 0) : null;
    const first = await host.act(tried ?? { type: "pass" });
    if (first.ok) await host.waitFor((c) => c.version >= first.version);
    await host.waitFor((c) => seatState(c, 0) === "person");
    // Their next three turns are theirs: each move they make when their turn comes is accepted.
    for (let turn = 0; turn < 3; turn++) {
      await host.waitFor((c) => myTurn(c) || c.view?.game !== "zheng-fen" || c.table?.phase !== "playing", 15_000);
      if (!myTurn(host) || !host.view) break;
      const move = botAction(host.view, 0);
      if (!move) break;
      const answer = await host.act(move);
      expect(answer.ok, answer.ok ? "" : answer.message).toBe(true);
      if (answer.ok) await host.waitFor((c) => c.version >= answer.version);
      expect(seatState(host, 0)).toBe("person");
    }
    host.close();
  }, 60_000);

  it("to a person who says they are back, without a move", async () => {
    const host = await outOfTime();
    host.back();
    await host.waitFor((c) => seatState(c, 0) === "person");
    host.close();
  }, 60_000);

  it("when the host turns the clock off: the person still there waits for nobody but themselves", async () => {
    const host = await outOfTime();
    host.configure({ settings: { turnSeconds: 0 } });
    await host.waitFor((c) => seatState(c, 0) === "person");
    // On their turn nothing moves for them any more: the table, asked, has nothing of its own to do.
    await host.waitFor(myTurn, 15_000);
    const at = host.version;
    await settle(host);
    expect(host.version).toBe(at);
    expect(myTurn(host)).toBe(true);
    expect((await nextStepOf(host.tableId as string)).step).toBeNull();
    host.close();
  }, 60_000);
});
