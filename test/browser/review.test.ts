/**
 * A hand's review and "play it again" (issue 28), in Debian's chromium
 * against `wrangler dev`: a Tractor hand played by a host and three bots;
 * on a phone (375 px, English) and a laptop (1280 px, Chinese) a person
 * opens the hand's replay as the table page links it, the review runs in
 * the browser's workers (progress, then the decisions with the costly ones
 * marked, the same numbers the engine gives in Node), is kept (a reload
 * shows it at once), a review for another seat is cancelled, and from a
 * marked moment "play it again" opens a practice table: the person plays
 * the rest of the hand against bots and sees the result beside the real
 * table's. Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeatReview, reviewHand } from "../../src/engine/review/review";
import { REVIEW_BUDGET } from "../../web/src/replay/review-run";
import { type Env, finishedTractorHand, nextMove, openEnv, pageKey, pageSays, phase, shot, tryClick } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** Plays the person's turns with the table's hint until the practice is over (bots play the other seats). */
async function playOut(page: Page): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const seen = await pageKey(page);
    if (await page.$("[data-overlay=over]")) return;
    if ((await phase(page)) !== null && (await page.$("[data-panel=play]"))) {
      await tryClick(page, "[data-panel=play] [data-action=hint]");
      await tryClick(page, "[data-panel=play] [data-action=play]");
    }
    await tryClick(page, "[data-panel=bury] [data-action=hint]");
    await tryClick(page, "[data-action=bury]");
    await tryClick(page, "[data-action=call]");
    await nextMove(page, seen);
  }
  throw new Error(`the practice hand did not end within 180 s; last seen: ${await pageSays(page)}`);
}

describe("a hand's review and playing it again", () => {
  it("reviews a finished hand in the browser, marks the costly decisions, and plays it again from a marked moment (375 px en, 1280 px zh)", async () => {
    const g = await finishedTractorHand(env.dev.base);
    const input = { setup: { preset: g.game, options: g.options }, players: 4, hands: g.hands.map((h) => ({ key: h.key, actions: h.actions })), hand: 0 };
    // The engine's own review in Node: the browser must show these very numbers. Review the seat with the most lost.
    const reviews: SeatReview[] = [0, 1, 2, 3].map((seat) => reviewHand(input, seat, REVIEW_BUDGET));
    const seat = [...reviews].sort((a, b) => b.lost - a.lost)[0]?.seat ?? 0;
    const mine = reviews[seat] as SeatReview;
    const marked = mine.decisions.filter((d) => d.marked);
    expect(marked.length).toBeGreaterThan(0);

    for (const [width, lang] of [[375, "en"], [1280, "zh"]] as const) {
      const page = await env.person(width, lang, { reducedMotion: true });
      // Slow review workers never hold a page: the practice's pace is the test's (quick bots).
      await page.route("**/api/practice", async (route) => {
        const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, settings: { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 120_000 } }) });
      });
      // As the table page links it: this hand's replay, reviewing a seat, started at once.
      await page.goto(`${env.dev.base}/g/${g.id}/1#review=${seat}`);
      await page.waitForSelector("main.replay[data-hand-current='1']");
      await page.waitForSelector("[data-analysis=running] progress, [data-analysis=done]", { timeout: 30_000 });
      await page.waitForSelector("[data-analysis=done]", { timeout: 120_000 });
      // Every decision of the seat, each with the engine's own cost, the costly ones marked with a reason.
      const costs = await page.$$eval(".review-list li", (lis) => lis.map((li) => Number(li.getAttribute("data-cost"))));
      expect(costs).toEqual(mine.decisions.map((d) => Math.round(d.cost * 10) / 10));
      expect(await page.locator(".review-list li.marked").count()).toBe(marked.length);
      for (const d of marked) {
        if (d.reason) expect(await page.getAttribute(`.review-list li[data-decision='${d.index}'] .reason`, "data-reason")).toBe(d.reason);
      }
      const summary = (await page.textContent(`.review-lost[data-lost-seat='${seat}']`)) ?? "";
      expect(summary).toContain(String(Math.round(mine.lost * 10) / 10));
      expect(summary).toMatch(lang === "zh" ? /少得/ : /points? lost against the best play found/);
      // A list under the replay, inside the screen's width.
      const replayBottom = await page.$eval("main.replay", (e) => e.getBoundingClientRect().bottom + window.scrollY);
      const listTop = await page.$eval(".review-list", (e) => e.getBoundingClientRect().top + window.scrollY);
      expect(listTop).toBeGreaterThanOrEqual(replayBottom);
      // Nothing of the review wider than the screen.
      const wide = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        return [...document.querySelectorAll(".analysis, .analysis *")].filter((e) => e.getBoundingClientRect().right > w + 0.5).map((e) => `${e.tagName}.${e.className}`);
      });
      expect(wide).toEqual([]);
      await page.locator(".review-list li.marked").first().scrollIntoViewIfNeeded();
      await shot(page, `review-${width}-${lang}.png`);

      // Kept in this browser: a reload shows it without reviewing again.
      await page.reload();
      await page.waitForSelector("[data-analysis=done]", { timeout: 10_000 });
      // Another seat's review, cancelled while it runs.
      const other = (seat + 1) % 4;
      await page.selectOption("[data-review-seat]", String(other));
      await page.click("[data-action=run-review]");
      await page.waitForSelector("[data-analysis=running]");
      await page.click("[data-action=cancel-review]");
      await page.waitForSelector("[data-analysis=stopped]");
      await page.selectOption("[data-review-seat]", String(seat));
      await page.waitForSelector("[data-analysis=done]");

      // Show the costliest moment, then play it again from there: a practice table, the seat as this person.
      const first = marked[0] as (typeof marked)[number];
      await page.click(`.review-list li[data-decision='${first.index}'] [data-action=show-decision]`);
      await page.waitForSelector(`[data-step='${first.index}']`);
      await page.click(`.review-list li[data-decision='${first.index}'] [data-action=practice-decision]`);
      await page.waitForURL(/\/t\/[a-z0-9]+$/, { timeout: 30_000 });
      await page.waitForSelector("main.game", { timeout: 30_000 });
      await playOut(page);
      // The practice's result beside the real table's, and the way back to the review.
      await page.waitForSelector("[data-overlay=over] .practice-note [data-practice-real]", { timeout: 30_000 });
      expect(await page.$("[data-overlay=over] .practice-note [data-practice-here]")).not.toBeNull();
      expect(await page.$("[data-overlay=over] [data-action=start]")).toBeNull();
      expect(await page.getAttribute("[data-overlay=over] .practice-note a", "href")).toBe(`/g/${g.id}/1#review=${seat}`);
      await shot(page, `practice-over-${width}-${lang}.png`);
    }
  }, 420_000);
});
