/**
 * Issue 57, item 13: an accessibility check (axe-core, the rules a WCAG 2.1
 * AA audit runs) over the start page, a live table on your turn, the rules
 * page and a replay, at 375 and 1280 px in both languages: no serious or
 * critical violation. Found before: the replay's trick rows failed colour
 * contrast on 143 elements and 7 blocks lay outside landmarks. And a whole
 * trick played by keyboard alone, tabbing as a person would: Tab to the
 * hint, Enter, back to Play (or Pass), Enter.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awaiting } from "../../src/engine";
import { seedWhere } from "../support/deals";
import { until } from "../support/until";
import { type Env, createTable, fillAndStart, finishedTractorHand, on, openEnv } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** axe-core's own build, evaluated in the page (through the DevTools protocol, which the page's script policy does not govern). */
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The serious and critical violations axe finds on the page as it is now, one line each with up to three of its elements. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe;
    const found = await axe.run(document, { resultTypes: ["violations"], runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return found.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  });
}

const SIZES = [
  { width: 375, height: 667 },
  { width: 1280, height: 860 },
] as const;

/** Each size in turn, on the page as it is: what axe finds at each, with the size named. */
async function atEverySize(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const v of await violations(page)) found.push(`${what} at ${size.width} px: ${v}`);
  }
  return found;
}

describe("accessibility (issue 57, item 13)", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`the start page, a table on your turn, the rules and a replay have no serious or critical violation (${lang})`, async () => {
      const page = await env.person(375, lang, { reducedMotion: true });
      const found: string[] = [];

      await page.goto(`${env.dev.base}/`);
      await page.waitForSelector("main.start [data-game]");
      // The check itself finds what it is for: grey on grey fails colour contrast.
      await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("afterbegin", '<p id="grey" style="color:#777;background:#888">grey words on grey</p>'));
      expect((await violations(page)).join("\n")).toContain("color-contrast (serious, 1)");
      await page.evaluate(() => document.getElementById("grey")?.remove());
      found.push(...(await atEverySize(page, "start page")));

      await page.goto(`${env.dev.base}/rules/zpy-80`);
      await page.waitForSelector(".rules-page h1");
      found.push(...(await atEverySize(page, "rules page")));

      // A table in play on this seat's turn (a long clock: the table waits for it).
      await page.setViewportSize(SIZES[0]);
      await createTable(page, env.dev.base, "zheng-fen", { pace: { dealMs: 0, botDelayMs: 0, turnSeconds: 600 }, name: "Mei", seed: `test:a11y:${lang}` });
      await fillAndStart(page);
      await until(() => page.$("[data-panel=play] [data-action=play]").then((e) => e !== null), on(page, "this seat's turn"), 60_000);
      found.push(...(await atEverySize(page, "table on your turn")));

      const { id: gameId } = await finishedTractorHand(env.dev.base, `test:a11y:${lang}`);
      await page.goto(`${env.dev.base}/g/${gameId}/1`);
      await page.waitForSelector("main.replay[data-hand-current='1']");
      found.push(...(await atEverySize(page, "replay")));

      expect(found).toEqual([]);
    }, 300_000);
  }
});

/** The element that has the keyboard's focus, as a selector-like word: its data-action, or its card, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return "body";
    return e.getAttribute("data-action") ?? (e.getAttribute("data-card") ? `card ${e.getAttribute("data-card")}` : e.tagName.toLowerCase());
  });

/** Presses `key` until the focus is on `action` (a data-action); fails, saying where the focus went, after `most` presses. */
async function tabTo(page: Page, action: string, key: "Tab" | "Shift+Tab", most = 120): Promise<number> {
  const path: string[] = [];
  for (let n = 1; n <= most; n++) {
    await page.keyboard.press(key);
    const at = await focused(page);
    if (at === action) return n;
    path.push(at);
  }
  throw new Error(`${key} never reached ${action} in ${most} presses: ${path.slice(-12).join(" → ")}`);
}

describe("a whole trick by keyboard alone (issue 57, item 13)", () => {
  it("Tab to Hint, Enter, back to Play or Pass, Enter, at each turn of the seat, until the trick is closed", async () => {
    const page = await env.person(375, "en", { reducedMotion: true });
    // Every move by the keyboard, a pass nothing else was possible for too: the page's auto-play (which makes
    // forced passes by itself, play-feel.test.ts) is off, so no move here is the page's own.
    await page.context().addInitScript(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: false })));
    // A deal whose first trick this seat leads: it moves at least once in it (arranged, not waited for).
    const seed = seedWhere("a11y:keyboard", "zheng-fen", 4, (deal) => awaiting(deal).includes(0));
    await createTable(page, env.dev.base, "zheng-fen", { players: 4, pace: { dealMs: 0, botDelayMs: 0, turnSeconds: 600 }, name: "Mei", seed });
    await fillAndStart(page);
    let turns = 0;
    // The first trick closes when the "last trick" button is drawn: every move of this seat until then is made by keyboard.
    while (!(await page.$("[data-action=last-trick]"))) {
      const mine = await until(
        async () => ((await page.$("[data-panel=play]")) ? "turn" : (await page.$("[data-action=last-trick]")) ? "closed" : null),
        on(page, "this seat's turn or the first trick closed"),
        60_000,
      );
      if (mine === "closed") break;
      turns++;
      const version = await page.getAttribute(".table-page", "data-version");
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await tabTo(page, "hint", "Tab");
      await page.keyboard.press("Enter");
      const pass = await until(
        async () => ((await page.$("[data-advice=pass]")) ? "pass" : (await page.$$(".hand .sel")).length > 0 ? "play" : null),
        on(page, "the hint's advice: cards chosen, or a pass"),
        10_000,
      );
      await tabTo(page, pass, "Shift+Tab");
      await page.keyboard.press("Enter");
      await until(async () => (await page.getAttribute(".table-page", "data-version")) !== version, on(page, `the table's answer to the ${pass} made by keyboard`), 30_000);
    }
    expect(turns, "this seat moved in the first trick").toBeGreaterThan(0);
    // The table took them: the closed trick lists this seat's moves.
    await page.click("[data-action=last-trick]");
    const entries = await page.locator("[data-overlay=last-trick] .plays li").allTextContents();
    // With auto-play off every entry of this seat is a keyboard move (a pass that closes the trick is not listed in it).
    const mine = entries.filter((e) => e.includes("Mei")).length;
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThanOrEqual(turns);
  }, 180_000);
});
