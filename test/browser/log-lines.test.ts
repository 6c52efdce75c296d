/**
 * Issue 57, item 14: at 1280 the log's lines that hold card pictures ("calls:
 * the first [A♦]…") stood far apart, unevenly: a card drawn 48 px tall in a
 * 13 px line. Now a card in the log is a chip no taller than the text. A
 * person watches six bots play Zhao Pengyou on a laptop (the log docked
 * beside the table) in each language: every line of the log, with cards or
 * without, is as tall as the others, and the lines of a wrapped entry stand
 * the same distance apart. Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/until";
import { type Env, createTable, fillAndStart, on, openEnv, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/**
 * The log's lines as drawn, at one moment: for each entry, the tops of its line boxes (from its text and
 * cards' boxes, grouped by line) and its line height.
 */
async function logLines(page: Page): Promise<{ entries: { cards: number; tops: number[]; pitch: number; text: string }[] }> {
  return page.evaluate(() => {
    const entries = [...document.querySelectorAll("[data-log=game] li")].map((li) => {
      const range = document.createRange();
      range.selectNodeContents(li);
      // Every box of the entry's content; a line is the boxes whose middles fall within one another's height.
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
      const tops: number[] = [];
      let bottom = -Infinity;
      for (const b of boxes) {
        if (b.top + b.height / 2 > bottom) {
          tops.push(b.top);
          bottom = b.bottom;
        } else bottom = Math.max(bottom, b.bottom);
      }
      // The entry's own line height ("normal": about 1.2 times its font's size).
      const st = getComputedStyle(li);
      const pitch = st.lineHeight === "normal" ? 1.2 * parseFloat(st.fontSize) : parseFloat(st.lineHeight);
      return { cards: li.querySelectorAll(".card").length, tops, pitch, text: (li.textContent ?? "").slice(0, 40) };
    });
    return { entries };
  });
}

describe("the log's lines with cards (issue 57, item 14)", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`stand as evenly as plain lines at 1280 (${lang})`, async () => {
      const page = await env.person(1280, lang);
      await createTable(page, env.dev.base, "zpy-80", { players: 6, pace: { dealMs: 0, botDelayMs: 0, resultMs: 120_000 }, sit: false, seed: "test:log-lines" });
      await fillAndStart(page);
      // The calls and a few tricks in the log: entries with cards, some wrapped over two lines or more.
      const seen = await until(async () => {
        const l = await logLines(page);
        const withCards = l.entries.filter((e) => e.cards > 0);
        return withCards.length >= 8 && l.entries.some((e) => e.cards > 0 && e.tops.length >= 2) && l.entries.some((e) => e.cards === 0) ? l : null;
      }, on(page, "log entries with cards, one of them wrapped"), 120_000);
      const uneven: string[] = [];
      for (const e of seen.entries) {
        for (let i = 1; i < e.tops.length; i++) {
          const gap = (e.tops[i] as number) - (e.tops[i - 1] as number);
          if (Math.abs(gap - e.pitch) > 1.5) uneven.push(`"${e.text}" (${e.cards} cards): lines ${i} and ${i + 1} are ${gap.toFixed(1)} px apart, not ${e.pitch}`);
        }
      }
      expect(uneven).toEqual([]);
      // A one-line entry with cards is as tall as a one-line entry without.
      const heights = await page.$$eval("[data-log=game] li", (lis) => lis.map((li) => ({ cards: li.querySelectorAll(".card").length, h: li.getBoundingClientRect().height, lines: li.getClientRects().length > 0 ? Math.round((li.getBoundingClientRect().height - 5) / (parseFloat(getComputedStyle(li).lineHeight) || 1.2 * parseFloat(getComputedStyle(li).fontSize))) : 0 })));
      const plainOne = heights.find((x) => x.cards === 0 && x.lines === 1)?.h;
      const cardOne = heights.filter((x) => x.cards > 0 && x.lines === 1).map((x) => x.h);
      expect(plainOne).toBeDefined();
      expect(cardOne.length).toBeGreaterThan(0);
      for (const h of cardOne) expect(Math.abs(h - (plainOne as number))).toBeLessThanOrEqual(1.5);
      await shot(page, `log-lines-1280-${lang}.png`);
    }, 300_000);
  }
});
