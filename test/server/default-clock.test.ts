/**
 * Issue 27, "a stranger's first hour": no table is stuck by default. A
 * table made with no settings at all has a turn clock, shown in its
 * summary; when a person stops answering (and stays connected), the table
 * moves for them once their move's clock and their time bank have run out,
 * not before, and a stand-in plays on. Time passes at the table
 * (`timePasses`) rather than in the suite: this ran for a minute and a half
 * against `wrangler dev` (test/e2e/first-hour.test.ts), where the real
 * alarms are already exercised by every bot's move.
 */
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TableClient } from "../../src/client";
import type { ZhengFenView } from "../../src/engine";
import { api, connect, createTable, nextStepOf, timePasses, until } from "./support";

const myTurn = (c: TableClient) => (c.view as ZhengFenView | null)?.phase === "play" && (c.view as ZhengFenView).turn === 0;

/** Time passes at the table by `ms`, and its alarm runs. */
async function passes(tableId: string, ms: number): Promise<void> {
  await timePasses(tableId, ms);
  await runDurableObjectAlarm(env.TABLE.getByName(tableId));
}

describe("no table is stuck by default", () => {
  it("with no settings at all, a person who stops answering is moved for when their clock and bank are gone, not before, and the table plays on", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3 });
    const summary = (await (await api(`/api/tables/${t.tableId}`)).json()) as { settings: object; clock: { turnSeconds: number; bankSeconds: number } };
    expect(summary.settings).toEqual({});
    expect(summary.clock).toEqual({ turnSeconds: 45, setupSeconds: 90, bankSeconds: 45 });
    const { turnSeconds, bankSeconds } = summary.clock;

    const person = await connect(t.tableId, { hostToken: t.hostToken, name: "Mei" });
    person.sit(0);
    await person.waitFor((c) => c.you === 0);
    person.bot(1);
    person.bot(2);
    await person.waitFor((c) => c.table?.seats[2]?.bot === true);
    person.start();
    // Up to the person's first turn, the table's own steps (the deal, the bots at the default pace) come when due:
    // their time passes at once. The person's own clock is never run out here.
    let last: Awaited<ReturnType<typeof nextStepOf>> | null = null;
    await until(
      async () => {
        if (myTurn(person)) return true;
        last = await nextStepOf(t.tableId);
        const ahead = last.step === null ? 0 : last.step.at - Date.now();
        const own = last.step !== null && "actor" in last.step && last.step.actor === 0;
        if (ahead > 0 && !own && person.version === last.version) await passes(t.tableId, ahead);
        return myTurn(person);
      },
      { for: "the person's first turn", seen: () => `the table's next step ${JSON.stringify(last)}, the client at version ${person.version}` },
      30_000,
    );

    // From here the person never answers. Two seconds before their clock and bank are gone, nothing has moved...
    const waiting = person.version;
    expect(person.table?.seats[0]?.state).toBe("person");
    const step = await nextStepOf(t.tableId);
    expect(step.step, "the table waits for the person's clock").toMatchObject({ why: "clock", actor: 0 });
    await passes(t.tableId, (turnSeconds + bankSeconds - 2) * 1000);
    expect((await nextStepOf(t.tableId)).version, "moved before the clock and the bank were gone").toBe(waiting);
    expect(person.version).toBe(waiting);
    // ...and once they are, the table moves for them, and a bot stands in.
    await passes(t.tableId, 3_000);
    await person.waitFor((c) => c.version > waiting && c.table?.seats[0]?.state === "stand-in", 10_000);
    // The game goes on by itself, the person's turns included (the bots' default pace passes at once too).
    const after = person.version;
    await until(
      async () => {
        if (person.version >= after + 6 || person.table?.phase !== "playing") return true;
        const next = await nextStepOf(t.tableId);
        const ahead = next.step === null ? 0 : next.step.at - Date.now();
        if (ahead > 0 && person.version === next.version) await passes(t.tableId, ahead);
        return false;
      },
      () => `six more moves after the stand-in came; the client at version ${person.version} (from ${after}), the table ${person.table?.phase}`,
      30_000,
    );
    person.close();
  });
});
