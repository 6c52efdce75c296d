/**
 * A setup the server accepts is one that can be played to its end (issue 53,
 * item 6), over the protocol. Found from outside: `deck: "full-packs"` at 12
 * seats, in any Shengji preset, was accepted and dealt 18 cards to each seat
 * and no kitty; the maker's bury of no cards was refused and the hand never
 * went on. Now it deals 17 each and a kitty of 12 (docs/ENGINE.md "Every
 * accepted setup plays to its end"), both when a table is created that way
 * and when a host reconfigures one; and what the engine refuses, the server
 * refuses with the engine's words. test/engine/setups.test.ts proves the
 * same of every setup, over the whole option spec.
 */
import { describe, expect, it } from "vitest";
import { type TableClient, playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import type { ServerFrame } from "../../src/protocol";
import { FAST, api, connect, createTable } from "./support";

/**
 * The host at seat 0, played by the engine's bot over the wire, and table
 * bots in every other seat (a person present: the table moves at machine
 * pace); the game started; waits (bounded) for the end of its first hand.
 */
async function playAHand(host: TableClient, players: number): Promise<ShengjiView> {
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  for (let s = 1; s < players; s++) host.bot(s);
  await host.waitFor((c) => (c.table?.seats ?? []).length === players && (c.table?.seats ?? []).every((x) => x.seat === 0 || x.bot));
  const stop = playAsBot(host, { delayMs: 1 });
  host.start();
  const seen = () => {
    const v = host.view as ShengjiView | null;
    return `phase ${v?.phase}, maker ${v?.maker}, ${v?.tricksPlayed} tricks, version ${host.version}`;
  };
  try {
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1, 60_000).catch((e: Error) => {
      throw new Error(`${e.message}; the hand never ended: last seen ${seen()}`);
    });
  } finally {
    stop();
  }
  return host.view as ShengjiView;
}

function errorsOf(c: TableClient): Extract<ServerFrame, { type: "error" }>[] {
  const out: Extract<ServerFrame, { type: "error" }>[] = [];
  c.on("error", (e) => out.push(e));
  return out;
}

describe("12 seats with full packs", () => {
  it("a table created so is played by bots to the hand's end, a kitty of 12 taken and buried", async () => {
    const t = await createTable({ game: "zpy-pagat", players: 12, options: { deck: "full-packs" }, settings: FAST });
    const host = await connect(t.tableId, { hostToken: t.hostToken });
    const end = await playAHand(host, 12);
    expect(end.kittySize).toBe(12);
    expect(end.lastResult?.kitty).toHaveLength(12);
    expect(end.lastResult?.buried).toHaveLength(12);
    host.close();
  }, 120_000);

  it("a Tractor table reconfigured so is accepted and played to the hand's end", async () => {
    const t = await createTable({ game: "tractor-classic", settings: FAST });
    const host = await connect(t.tableId, { hostToken: t.hostToken });
    await host.waitFor((c) => c.table?.players === 4);
    host.configure({ players: 12, options: { deck: "full-packs" } });
    await host.waitFor((c) => c.table?.players === 12 && c.table?.options.deck === "full-packs");
    const end = await playAHand(host, 12);
    expect(end.lastResult?.buried).toHaveLength(12);
    host.close();
  }, 120_000);

  it("what the engine refuses, the server refuses at creation and at configure, with the engine's words, and nothing changes", async () => {
    // Full packs are for 5 to 12 players (000's table).
    const words = "players: this deck rule is for 5, 6, 7, 8, 9, 10, 11, 12 players, not 4";
    const res = await api("/api/tables", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "zpy-online", players: 4, options: { deck: "full-packs" } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad-request", field: "players", message: words } });

    const t = await createTable({ game: "zpy-online", players: 4 });
    const host = await connect(t.tableId, { hostToken: t.hostToken });
    const errors = errorsOf(host);
    await host.waitFor((c) => c.table?.players === 4);
    host.configure({ options: { deck: "full-packs" } });
    await host.waitFor(() => errors.length > 0);
    expect(errors[0]).toMatchObject({ code: "bad-options", message: words });
    expect(host.table?.options).toEqual({});
    host.close();
  }, 60_000);
});
