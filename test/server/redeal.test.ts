/**
 * Issue 25, item 1: a Zhao Pengyou deal that never ended. When every seat
 * was a bot or away while someone watched (or `bidMs` was 0), the bidding
 * closed at once but bots bid only after their delay, so nobody ever bid
 * and the table dealt again in a hot loop (117,201 versions in 20 s at
 * zpy-pagat for 8 with `dealMs` 0). The attack as an outsider makes it:
 * host sits with bots, a spectator watches, the host starts and closes
 * its socket. The table must reach its first trick within a bound of
 * versions, and stay quiet once nobody is there.
 */
import { describe, expect, it } from "vitest";
import type { GameView } from "../../src/engine";
import type { TableSettings } from "../../src/protocol";
import { connect, createTable } from "./support";

/** A lead is on the table (or a trick was played) in the first hand. */
function trickStarted(v: GameView | null): boolean {
  return v !== null && v.game === "shengji" && (v.trick !== null || v.tricksPlayed > 0);
}

async function botsAndAwayHost(game: string, players: number, settings: TableSettings, spectator: boolean) {
  const t = await createTable({ game, players, settings });
  const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  for (let s = 1; s < players; s++) host.bot(s);
  await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || x.bot));
  // Someone to keep the table going once the host is gone: a spectator, or the host itself watching from a second socket.
  const watcher = spectator ? await connect(t.tableId, { name: "Watcher" }) : await connect(t.tableId, { hostToken: t.hostToken });
  host.start();
  await host.waitFor((c) => c.view !== null);
  host.close();
  await watcher.waitFor((c) => c.table?.seats[0]?.connected === false);
  return watcher;
}

/** Waits for the first trick, or for the version to pass `bound` (the hot loop), whichever comes first. */
async function firstTrickWithin(watcher: Awaited<ReturnType<typeof connect>>, bound: number, timeoutMs: number): Promise<void> {
  await watcher.waitFor((c) => trickStarted(c.view) || c.version > bound, timeoutMs);
  expect(watcher.version, "versions before the first trick").toBeLessThanOrEqual(bound);
  expect(trickStarted(watcher.view)).toBe(true);
}

describe.concurrent("a table of bots and away players deals once, not in a loop", () => {
  it("zpy-pagat for 8, dealMs 0, a spectator watching, the host gone: the first trick comes within a few versions", async () => {
    const watcher = await botsAndAwayHost("zpy-pagat", 8, { dealMs: 0 }, true);
    // A deal at once, a bid or two, the maker's kitty and call (its stand-in after the grace period), the lead.
    await firstTrickWithin(watcher, 60, 60_000);
    watcher.close();
  }, 90_000);

  it("zpy-80 for 6, dealMs 20, the host watching from another socket: the first trick comes after one deal", async () => {
    const watcher = await botsAndAwayHost("zpy-80", 6, { dealMs: 20 }, false);
    const view = watcher.view;
    const cards = view && view.game === "shengji" ? view.toDeal : 200;
    // One deal card by card, bids, kitty and calls, the lead: far below two deals.
    await firstTrickWithin(watcher, cards + 60, 60_000);
    watcher.close();
  }, 90_000);

  it("bidMs 0 with bots at their own pace: the bots are asked before the bidding closes", async () => {
    const watcher = await botsAndAwayHost("zpy-online", 5, { dealMs: 0, bidMs: 0, botDelayMs: 50 }, true);
    await firstTrickWithin(watcher, 60, 60_000);
    watcher.close();
  }, 90_000);
});
