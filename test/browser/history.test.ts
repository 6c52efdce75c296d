/**
 * Every hand kept (issue 11), in Debian's chromium against `wrangler dev`: a
 * table plays two whole hands of Tractor (its host a client-library client,
 * three bots); a person watching on a phone and on a laptop finds the second
 * hand's result with a link to its review, then opens the Hands tab, which lists both hands and charts each player's level; a hand's
 * replay link opens the replay page on that hand, whose review lists that
 * hand's tricks. Every wait is for a state of the page, bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TableClient, playAsBot } from "../../src/client";
import type { GameRecord } from "../../src/client/http";
import type { ShengjiView } from "../../src/engine";
import { replayHands } from "../../src/engine/replay";
import { until } from "../support/until";
import { type Env, openEnv, outside, overlaps, shot, tractorHostAmongBots } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

describe("a game's hands in the browser", () => {
  it("the Hands tab lists the completed hands with a level chart; a hand's replay link opens on that hand (375 and 1280 px)", async () => {
    const { api, tableId, host } = await tractorHostAmongBots(env.dev.base, { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 0 });
    const handsPlayed = (c: TableClient) => (c.view as ShengjiView | null)?.handsPlayed ?? 0;
    let stop = playAsBot(host, { delayMs: 2 });
    host.start();
    // The second hand has begun (the first one's result has gone)...
    await host.waitFor((c) => handsPlayed(c) >= 1 && (c.view as ShengjiView).phase !== "scored", 240_000);
    // ...and from now on a result stays up for two minutes: the table then waits at hand 2's result while the pages look.
    stop();
    host.configure({ settings: { resultMs: 120_000 } });
    await host.waitFor((c) => c.table?.settings.resultMs === 120_000);
    stop = playAsBot(host, { delayMs: 2 });
    await host.waitFor((c) => handsPlayed(c) >= 2, 240_000);
    stop();
    const gameId = host.table?.gameId as string;
    let record: GameRecord | null = null;
    const g = await until(async () => {
      record = await api.game(gameId).catch(() => null);
      return (record?.hands.length ?? 0) >= 2 ? record : null;
    }, { for: `game ${gameId}'s two hands in D1`, seen: () => (record ? `${record.status}, ${record.hands.length} hands` : "no record") }, 30_000);
    expect(g.hands).toHaveLength(2);
    const second = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands)[1];
    const end = second?.states.at(-1);
    const tricks = end?.game === "shengji" ? end.tricks.length : 0;
    expect(tricks).toBeGreaterThan(0);

    for (const width of [375, 1280] as const) {
      const page = await env.person(width, "en", { reducedMotion: true });
      await page.goto(`${env.dev.base}/t/${tableId}`);
      await page.waitForSelector("main.game");
      // The second hand's result is up, with a link to its review.
      await page.waitForSelector("[data-overlay=result] [data-action=review]", { timeout: 30_000 });
      expect(await page.getAttribute("[data-overlay=result] [data-action=review]", "href")).toBe(`/g/${gameId}/2#review=`);
      await shot(page, `history-result-${width}-en.png`);
      await page.click("[data-overlay=result] [data-action=close]");
      // On a phone the side panel opens from the status bar; on a laptop it stands beside the table.
      if (width === 375) await page.click("[data-action=side]");
      await page.click("[data-tab=history]");
      await page.waitForSelector(".history[data-history='2']", { timeout: 30_000 });
      expect(await page.locator(".history li[data-hand]").count()).toBe(2);
      for (const h of g.hands) {
        const s = h.summary;
        if (s.game !== "shengji") throw new Error("not a shengji hand");
        const line = (await page.textContent(`.history li[data-hand='${h.hand}']`)) ?? "";
        expect(line).toContain(`Hand ${h.hand + 1}`);
        expect(line).toContain(g.players[s.result.maker]?.name as string);
        expect(line).toContain(`${s.result.catcherPoints}pts`);
        // Who went up, and to which level.
        s.result.after.forEach((a, seat) => {
          if (a.level > (s.result.before[seat]?.level ?? a.level)) expect(line).toContain(`${g.players[seat]?.name} +`);
        });
      }
      // The chart: one line per player, a point for the start and one per hand; the legend ends at each player's level now.
      await page.waitForSelector("[data-chart=levels][data-points='3']");
      expect(await page.locator("[data-chart=levels] polyline").count()).toBe(4);
      const last = g.hands[1]?.summary;
      for (let seat = 0; seat < 4; seat++) {
        const legend = (await page.textContent(`[data-chart=levels] .legend[data-seat='${seat}']`)) ?? "";
        expect(legend).toContain(last?.game === "shengji" ? (last.levelsAfter[seat] as string) : "?");
      }
      expect(await outside(page, ".history li[data-hand]")).toEqual([]);
      await shot(page, `history-panel-${width}-en.png`);

      // The second hand's replay link opens a page of its own on that hand (the table stays open here).
      const [replay] = await Promise.all([page.context().waitForEvent("page"), page.click("[data-replay-hand='2']")]);
      await replay.waitForSelector("main.replay[data-hand-current='2']", { timeout: 30_000 });
      expect(new URL(replay.url()).pathname).toBe(`/g/${gameId}/2`);
      expect(await replay.getAttribute("[data-hand-link='2']", "aria-current")).toBe("page");
      expect(await replay.textContent("[data-stat=hand]")).toBe("Hand 2");
      // It steps through that hand's own actions, and its review lists that hand's tricks.
      expect(await replay.textContent("[data-step]")).toBe(`Step 0 of ${g.hands[1]?.actions.length}`);
      expect(await replay.locator("[data-review=hand] li[data-trick]").count()).toBe(tricks);
      await replay.click("[data-action=next-trick]");
      await replay.click("[data-action=next-trick]");
      // Laid out on a phone and a laptop: no seat off screen or under the header, no play over a seat.
      expect(await outside(replay, ".chip")).toEqual([]);
      expect(await overlaps(replay, "header.top", ".chip")).toEqual([]);
      expect(await overlaps(replay, "header.top", ".status-bar")).toEqual([]);
      expect(await overlaps(replay, ".chip", ".played")).toEqual([]);
      await shot(replay, `history-replay-${width}-en.png`);
      // The first hand from the links: the page follows.
      await replay.click("[data-hand-link='1']");
      await replay.waitForSelector("main.replay[data-hand-current='1']");
      expect(new URL(replay.url()).pathname).toBe(`/g/${gameId}/1`);
      await until(async () => (await replay.textContent("[data-step]")) === `Step 0 of ${g.hands[0]?.actions.length}`, { for: "hand 1's steps", seen: async () => `${await replay.textContent("[data-step]")} (${replay.url()})` }, 5_000);
    }
    host.close();
  }, 420_000);
});
