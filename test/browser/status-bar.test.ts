/**
 * The table's status bar on a phone says everything it holds: the trump, the
 * catchers' points, every friend call with who answered it, and the clock.
 * It used to keep one line and scroll sideways, and on a 375 px phone the
 * calls and the clock lay off its right edge where nobody thinks to swipe.
 * A spectator on a phone watches twelve bots play `zpy-online` (five calls,
 * the most any preset makes) in each language; once the calls stand, and
 * again once some are answered, no part of the bar and no single call is cut
 * off at the bar's edge or the screen's, the bar covers no seat, and no seat
 * stands on another (on the rim, the lowest two of a side's five did).
 * Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Env, createTable, fillAndStart, openEnv, overlaps, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** What of the status bar lies outside it or outside the screen, and which seats it covers. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const bar = document.querySelector(".status-bar")?.getBoundingClientRect();
    if (!bar) return ["no status bar"];
    const fmt = (r: DOMRect) => `[${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;
    const out: string[] = [];
    if (bar.left < -0.5 || bar.right > W + 0.5) out.push(`the bar ${fmt(bar)} is wider than the screen (${W})`);
    for (const e of document.querySelectorAll(".status-bar > *, .status-bar .stat.calls b")) {
      const r = e.getBoundingClientRect();
      if (r.width === 0) continue;
      const what = `${e.getAttribute("data-stat") ?? e.tagName.toLowerCase()} "${e.textContent?.trim()}" ${fmt(r)}`;
      // The table's buttons (log, menu) stand in the header row above the bar, on purpose.
      const inHeader = e.matches("[data-part=acts]");
      if (!inHeader && (r.left < bar.left - 0.5 || r.right > bar.right + 0.5 || r.top < bar.top - 0.5 || r.bottom > bar.bottom + 0.5)) out.push(`${what} cut off by the bar ${fmt(bar)}`);
      if (r.right > W + 0.5) out.push(`${what} off the screen (${W})`);
    }
    for (const chip of document.querySelectorAll(".ring .chip")) {
      const r = chip.getBoundingClientRect();
      if (Math.min(r.bottom, bar.bottom) - Math.max(r.top, bar.top) > 1) out.push(`seat ${chip.closest("[data-seat]")?.getAttribute("data-seat")} ${fmt(r)} under the bar ${fmt(bar)}`);
    }
    return out;
  });
}

/** The calls as the bar shows them: how many, and how many answered. */
async function calls(page: Page): Promise<{ shown: number; found: number }> {
  return page.evaluate(() => ({
    shown: document.querySelectorAll(".status-bar .stat.calls b").length,
    found: document.querySelectorAll(".status-bar .stat.calls b.found").length,
  }));
}

describe("the status bar on a phone", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`shows every call and the clock at a table of twelve (${lang}, 375 px)`, async () => {
      const page = await env.person(375, lang);
      await page.goto(`${env.dev.base}/`);
      await page.click("[data-preset=zpy-online]");
      await page.click("[data-count='12']");
      await page.click("[data-group=pace] summary");
      for (const [k, v] of Object.entries({ dealMs: 0, botDelayMs: 150, turnSeconds: 90 })) await page.fill(`[data-setting=${k}] input`, String(v));
      await page.click("[data-action=create]");
      await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
      // The host does not sit: twelve bots play, and the page watches.
      await page.click("[data-action=fill-bots]");
      await page.waitForSelector("[data-action=start]:not([disabled])");
      await page.click("[data-action=start]");
      await page.waitForSelector("main.game .status-bar [data-stat=pace]", { timeout: 30_000 });
      // The maker calls five friends once the kitty is buried.
      await page.waitForFunction(() => document.querySelectorAll(".status-bar .stat.calls b").length >= 5, null, { timeout: 120_000 });
      expect((await calls(page)).shown).toBe(5);
      expect(await cutOff(page)).toEqual([]);
      await shot(page, `status-bar-calls-${lang}.png`);
      // Answered calls grow longer ("→ name"); the bar still holds them.
      await page.waitForFunction(() => document.querySelectorAll(".status-bar .stat.calls b.found").length >= 2, null, { timeout: 180_000 });
      expect((await calls(page)).found).toBeGreaterThanOrEqual(2);
      expect(await cutOff(page)).toEqual([]);
      // A bar of several lines leaves the table less height: five seats to a side still stand apart.
      expect(await overlaps(page, ".ring .chip", ".ring .chip")).toEqual([]);
      await shot(page, `status-bar-found-${lang}.png`);
    }, 360_000);
  }

  it("a person seated at a table of twelve sees every seat apart, above the hand (zh, 375 px)", async () => {
    const page = await env.person(375, "zh");
    await createTable(page, env.dev.base, "zpy-online", { players: 12, pace: { dealMs: 0, botDelayMs: 150 } });
    await fillAndStart(page);
    // The tricks start once five calls stand (were this seat the maker, its clock would hand its turns to a stand-in).
    await page.waitForFunction(() => document.querySelector("main.game")?.getAttribute("data-phase") === "playing" && document.querySelectorAll(".status-bar .stat.calls b").length >= 5, null, { timeout: 180_000 });
    expect(await cutOff(page)).toEqual([]);
    expect(await overlaps(page, ".ring .chip", ".ring .chip")).toEqual([]);
    expect(await overlaps(page, ".ring .chip", ".hand [data-card], .dock .panel")).toEqual([]);
    await shot(page, "status-bar-seated-12.png");
  }, 300_000);
});
