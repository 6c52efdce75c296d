/**
 * Issue 57, item 13 (part): the start, table and replay pages had no h1, and
 * on the table the Play button came before the hand in tab order (a person
 * who chose a card by keyboard tabbed back 12 times to reach it). Now each
 * page (start, a table in play, a replay, the rules) has exactly one h1,
 * hidden from sight where the design has no heading; and on a table the
 * hand's cards come first in tab order, then the panel's buttons, while the
 * panel is still drawn above the hand. Every wait is for a state of the
 * page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/until";
import { type Env, createTable, fillAndStart, finishedTractorHand, on, openEnv } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** The page's h1s: their words, and whether each is drawn (a 1 px box is for screen readers only). */
async function headings(page: Page): Promise<{ text: string; drawn: boolean }[]> {
  return page.$$eval("h1", (hs) => hs.map((h) => ({ text: (h.textContent ?? "").trim(), drawn: h.getBoundingClientRect().width > 1 })));
}

describe("one h1 a page, and the hand before Play in tab order (issue 57, item 13)", () => {
  it("start, table, rules and replay pages each have one h1; a table's hand comes before its Play button", async () => {
    const page = await env.person(375, "en");
    await page.goto(`${env.dev.base}/`);
    await page.waitForSelector("main.start");
    const start = await headings(page);
    expect(start).toHaveLength(1);
    expect(start[0]?.drawn).toBe(true);
    expect(start[0]?.text).toMatch(/Shengji/);

    await page.goto(`${env.dev.base}/rules/tractor-classic`);
    await page.waitForSelector(".rules-page h1");
    expect(await headings(page)).toHaveLength(1);

    // A table in play, on this seat's turn (a long clock: the table waits).
    await createTable(page, env.dev.base, "zheng-fen", { pace: { dealMs: 0, botDelayMs: 0, turnSeconds: 600 }, name: "Mei", seed: "test:headings" });
    await fillAndStart(page);
    await until(() => page.$("[data-panel=play] [data-action=play]").then((e) => e !== null), on(page, "this seat's turn"), 60_000);
    const table = await headings(page);
    expect(table).toEqual([{ text: "Zheng Fen", drawn: false }]);
    // Tab order is the page's order (no positive tabindex anywhere): the cards, then Play.
    const order = await page.evaluate(() => {
      const focusable = [...document.querySelectorAll("a[href], button:not([disabled]), input, select, [tabindex]")];
      return {
        positive: focusable.filter((e) => Number(e.getAttribute("tabindex") ?? 0) > 0).length,
        lastCard: focusable.findLastIndex((e) => e.matches(".hand button.card")),
        play: focusable.findIndex((e) => e.matches("[data-panel=play] [data-action=play], [data-panel=play] [data-action=hint]")),
        // Drawn as before: the panel above the hand.
        panelBottom: (document.querySelector("[data-panel=play]") as Element).getBoundingClientRect().bottom,
        handTop: (document.querySelector(".hand") as Element).getBoundingClientRect().top,
      };
    });
    expect(order.positive).toBe(0);
    expect(order.lastCard).toBeGreaterThanOrEqual(0);
    expect(order.lastCard).toBeLessThan(order.play);
    expect(order.panelBottom).toBeLessThanOrEqual(order.handTop + 0.5);
    // By keyboard: from the hand's last card, Tab goes on to the panel's buttons, not back up the page.
    await page.focus(".hand button.card >> nth=-1");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-panel=play]") !== null)).toBe(true);

    // A replay of a finished hand.
    const { id: gameId } = await finishedTractorHand(env.dev.base, "test:headings");
    await page.goto(`${env.dev.base}/g/${gameId}/1`);
    await page.waitForSelector("main.replay[data-hand-current='1']");
    const replay = await headings(page);
    expect(replay).toHaveLength(1);
    expect(replay[0]?.text).toMatch(/Tractor/);
  }, 300_000);
});
