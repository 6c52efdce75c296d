/**
 * Issue 57, item 4: the replay page. It ignored the language switch until a
 * reload; it was 439 px wide on a 375 px phone (it scrolled sideways, and the
 * trick list's "→ Bot 3 0pts" was cut off); overlapping tens in the seats'
 * hands read "1(1("; and the review opened at "Step 0 of 175" on an empty
 * felt with the points lost below the fold. Now, on a finished Tractor hand
 * (a fixed deal: a test's seed): the review opens at the seat's first
 * decision that lost points (the engine's own review in Node says which),
 * with that line of the list on the screen; nothing of the page is wider
 * than the phone at any step, in either language; every ten's rank shows
 * whole beside the card over it; and the switch changes the page's words at
 * once, with no reload. Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewHand } from "../../src/engine/review/review";
import { REVIEW_BUDGET } from "../../web/src/replay/review-run";
import { until } from "../support/until";
import { type Env, finishedTractorHand, openEnv, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** What of the page lies past the screen's right edge (or makes it scroll sideways), read at one moment. */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll("body *")]
      .filter((e) => e.getClientRects().length > 0 && e.getBoundingClientRect().right > w + 0.5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} "${(e.textContent ?? "").slice(0, 30)}" to ${Math.round(e.getBoundingClientRect().right)}`);
    if (document.documentElement.scrollWidth > w) out.unshift(`the page is ${document.documentElement.scrollWidth} px wide in ${w}`);
    return out.slice(0, 12);
  });
}

/** Tens whose rank the next card covers: each ten in a row of overlapping cards, its rank's right edge against the next card's left. */
async function coveredTens(page: Page, where = ".replay-hand .card, .review .cardrow .card"): Promise<{ tens: number; covered: string[] }> {
  return page.evaluate((where) => {
    let tens = 0;
    const covered: string[] = [];
    for (const card of document.querySelectorAll(where)) {
      const next = card.nextElementSibling;
      const r = card.querySelector(".r")?.getBoundingClientRect();
      if (card.querySelector(".r")?.textContent !== "10" || !next || !r) continue;
      const n = next.getBoundingClientRect();
      // The next card on the same row lies over this one's right part.
      if (Math.abs(n.top - card.getBoundingClientRect().top) > 1) continue;
      tens++;
      if (r.right > n.left + 0.5) covered.push(`${card.getAttribute("data-card")} rank to ${r.right.toFixed(1)}, next card from ${n.left.toFixed(1)}`);
    }
    return { tens, covered };
  }, where);
}

describe("the replay page (issue 57, item 4)", () => {
  it("opens the review at the first loss, fits a phone in both languages, shows tens whole, and follows the language switch", async () => {
    const g = await finishedTractorHand(env.dev.base, "test:replay-page");
    const input = { setup: { preset: g.game, options: g.options }, players: 4, hands: g.hands.map((h) => ({ key: h.key, actions: h.actions })), hand: 0 };
    // The engine's review in Node: the seat that lost most, and its first decision that lost points.
    const reviews = [0, 1, 2, 3].map((seat) => reviewHand(input, seat, REVIEW_BUDGET));
    const mine = [...reviews].sort((a, b) => b.lost - a.lost)[0];
    const first = mine?.decisions.find((d) => d.cost > 0);
    if (!mine || !first) throw new Error("the seeded hand has no decision that lost points");

    const page = await env.person(375, "en", { reducedMotion: true });
    await page.goto(`${env.dev.base}/g/${g.id}/1#review=${mine.seat}`);
    await page.waitForSelector("main.replay[data-hand-current='1']");
    await page.waitForSelector("[data-analysis=done]", { timeout: 180_000 });
    // At the first loss: the replay at that step, its line of the list on the screen.
    const at = await until(async () => {
      const s = await page.evaluate((index) => {
        const li = document.querySelector(`.review-list li[data-decision='${index}']`)?.getBoundingClientRect();
        return { step: document.querySelector("[data-step]")?.getAttribute("data-step"), top: li?.top ?? -1, bottom: li?.bottom ?? Infinity, h: window.innerHeight };
      }, first.index);
      return s.step === String(first.index) && s.top >= 0 && s.bottom <= s.h ? s : null;
    }, { for: `the review at decision ${first.index}, its line in view`, seen: async () => JSON.stringify(await page.evaluate(() => ({ step: document.querySelector("[data-step]")?.getAttribute("data-step"), y: scrollY }))) }, 20_000);
    expect(at.step).toBe(String(first.index));
    await shot(page, "replay-opened-375-en.png");

    // Nothing wider than the phone: where the review opened, at the start, and at the hand's end (every trick listed).
    expect(await tooWide(page)).toEqual([]);
    expect(await coveredTens(page)).toMatchObject({ covered: [] });
    await page.click(".replay-controls .buttons button >> nth=0");
    await page.waitForSelector("[data-step='0']");
    expect(await tooWide(page)).toEqual([]);

    // Tens in the seats' hands: step on until the deal is in them (a step or a few).
    const hands = ".replay-hand .card";
    for (let k = 0; k < 5 && (await coveredTens(page, hands)).tens === 0; k++) {
      await page.click(".replay-controls .buttons button >> nth=3");
      await page.waitForSelector(`[data-step='${k + 1}']`);
    }
    const seen = await coveredTens(page, hands);
    expect(seen.covered).toEqual([]);
    expect(seen.tens).toBeGreaterThan(0);
    await page.evaluate(() => scrollTo(0, 0));
    await shot(page, "replay-tens-375-en.png");

    // The language switch: the page's words change at once, the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const stepWords = await page.textContent("[data-step]");
    await page.click("[data-action=lang]");
    await page.waitForFunction(() => /第 \d+ 步/.test(document.querySelector("[data-step]")?.textContent ?? ""), undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.textContent("[data-step]")).not.toBe(stepWords);
    expect(await page.textContent(".review.analysis h3")).not.toMatch(/[A-Za-z]/);
    expect(await tooWide(page)).toEqual([]);
    // The hand's end in Chinese: every trick in the list, each row inside the screen.
    await page.click(".replay-controls .buttons button >> nth=-1");
    await page.waitForSelector(`[data-step='${g.hands[0]?.actions.length}']`);
    expect(await page.locator(".review ol.tricks li").count()).toBeGreaterThan(0);
    expect(await tooWide(page)).toEqual([]);
    expect((await coveredTens(page)).covered).toEqual([]);
    await shot(page, "replay-end-375-zh.png");
    // And back, in English, on a laptop: still whole.
    await page.click("[data-action=lang]");
    await page.waitForFunction(() => /Step \d+ of/.test(document.querySelector("[data-step]")?.textContent ?? ""), undefined, { timeout: 10_000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await tooWide(page)).toEqual([]);
    expect((await coveredTens(page)).covered).toEqual([]);
  }, 420_000);
});
