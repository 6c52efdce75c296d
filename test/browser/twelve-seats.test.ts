/**
 * Twelve seats on a phone: no seat stands on another. Seats on the rim put
 * the lowest two of a side's five closer than a chip's height on a 375 px
 * phone (their chips overlapped, a friend's badge under the next name), so
 * four or more seats to a side stand evenly apart (`sideTops`, ring.tsx).
 * A spectator watches twelve bots play `zpy-online` in each language, and a
 * person seated at such a table checks the same, with no seat on the hand.
 * Every name is shown whole: "机器人 10" to "机器人 12" were all "机器人 …",
 * and now stand a size smaller at eleven or twelve seats (app.css).
 * The status bar keeps its one line (issue 27, defect 4: first-hour.test.ts).
 * Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Env, callsStand, createTable, fillAndStart, handTaps, openEnv, overlaps, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** The names cut short on the seats' chips (a side chip's width is fixed: "机器人 1…" for seats 10 to 12 told them apart no more). */
async function cutNames(page: Page): Promise<string[]> {
  return page.$$eval(".ring .chip .chip-name", (names) => names.filter((n) => [n, ...n.children].some((c) => c.scrollWidth > c.clientWidth + 0.5)).map((n) => n.textContent ?? ""));
}

describe("twelve seats on a phone", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`a spectator sees every seat apart, friends' badges too (${lang}, 375 px)`, async () => {
      const page = await env.person(375, lang);
      // The host does not sit: twelve bots play, at machine pace, a fixed deal (a test's seed: the calls are
      // answered at the same moments each run), and the page watches.
      await createTable(page, env.dev.base, "zpy-online", { players: 12, pace: { dealMs: 0, botDelayMs: 0 }, sit: false, seed: "test:twelve-seats:watched" });
      await fillAndStart(page);
      // Answered calls put a friend's badge on its seat: the chips grow a line.
      await callsStand(page, 2);
      expect(await overlaps(page, ".ring .chip", ".ring .chip")).toEqual([]);
      expect(await overlaps(page, ".ring .chip", ".status-bar")).toEqual([]);
      expect(await cutNames(page)).toEqual([]);
      await shot(page, `twelve-seats-${lang}.png`);
    }, 360_000);
  }

  it("a person seated at a table of twelve sees every seat apart, above the hand (zh, 375 px)", async () => {
    const page = await env.person(375, "zh");
    // Bots at machine pace; the bidding does not wait for this page, which never declares; a fixed deal (a test's seed).
    await createTable(page, env.dev.base, "zpy-online", { players: 12, pace: { dealMs: 0, botDelayMs: 0, bidMs: 0 }, seed: "test:twelve-seats:seated" });
    await fillAndStart(page);
    // The tricks start once five calls stand (were this seat the maker, its clock would hand its turns to a stand-in).
    await callsStand(page, 0);
    expect(await overlaps(page, ".ring .chip", ".ring .chip")).toEqual([]);
    expect(await overlaps(page, ".ring .chip", ".hand [data-card], .dock .panel")).toEqual([]);
    expect(await cutNames(page)).toEqual([]);
    await shot(page, "twelve-seats-seated.png");
    // Every card can be tapped where it shows, on a phone upright and sideways and on a laptop, and on a
    // phone none shows less than a finger's width (28 px) of itself (issue 57, item 11).
    for (const size of [{ width: 375, height: 667 }, { width: 740, height: 360 }, { width: 1280, height: 860 }]) {
      await page.setViewportSize(size);
      await page.waitForFunction(() => document.querySelector(".hand")?.getBoundingClientRect().width !== 0);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const taps = await handTaps(page);
      expect(taps.misses, `taps that missed at ${size.width} × ${size.height}`).toEqual([]);
      expect(taps.narrowest, `the narrowest card at ${size.width} × ${size.height}`).toBeGreaterThanOrEqual(28);
    }
  }, 300_000);
});
