/**
 * Rules in plain words (issue 27), in chromium against `wrangler dev`, on a
 * 375 × 667 phone, a phone held sideways (740 × 360) and a 1280 × 800
 * laptop, in English and Chinese: a first-time visitor opens "How to play"
 * from the start page and reads a preset's rules with examples in real
 * cards, nothing wider than the screen; at a table with a house rule the
 * rules drawer (from the menu) says that rule in words, marks it, and lies
 * inside the screen. The rules come as their own script (rules.js), which
 * app.js does not carry. Every wait is for a state of the page, bounded.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESETS } from "../../src/engine/presets";
import { type PresetName } from "../../src/engine";
import { gameOf } from "../../web/src/start/games";
import { SHOTS, type Env, choosePreset, openEnv, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

const SIZES = [[375, 667], [740, 360], [1280, 800]] as const;
const LANGS = ["en", "zh"] as const;
/** The presets a visitor opens, one per size and language (every preset's text is checked in Node: rules-text.test.ts). */
const VISIT = ["zheng-fen", "zpy-80", "tractor-classic", "zpy-online", "shengji-online", "zpy-pagat-active-passive"];

/** What of the page is wider than the screen, or (with `whole`) any part of a box outside it. */
async function spill(page: Page, selector: string, whole: boolean): Promise<string[]> {
  return page.evaluate(({ selector, whole }) => {
    const W = document.documentElement.clientWidth;
    const H = window.innerHeight;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > W + 1) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${W}`);
    for (const e of document.querySelectorAll(selector)) {
      const r = e.getBoundingClientRect();
      if (r.width === 0) continue;
      const bad = r.left < -0.5 || r.right > W + 0.5 || (whole && (r.top < -0.5 || r.bottom > H + 0.5));
      if (bad) out.push(`${e.tagName.toLowerCase()}.${e.className} [${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}] of ${W}×${H}`);
    }
    return out;
  }, { selector, whole });
}

describe("rules in plain words", () => {
  it("the rules pages are their own script, and the server answers /rules/:preset for each preset only", async () => {
    for (const p of PRESETS) {
      const res = await fetch(`${env.dev.base}/rules/${p}`, { headers: { accept: "text/html" } });
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<div id="app">');
    }
    for (const bad of ["/rules/poker", "/rules", "/rules/zpy-80/extra"]) expect((await fetch(`${env.dev.base}${bad}`)).status, bad).toBe(404);
    const app = await (await fetch(`${env.dev.base}/app.js`)).text();
    const rules = await (await fetch(`${env.dev.base}/rules.js`)).text();
    // The sentences are in rules.js, not in app.js.
    expect(rules).toContain("A throw stands only if");
    expect(app).not.toContain("A throw stands only if");
  });

  it("a first-time visitor opens How to play from the start page, at every size, in both languages", async () => {
    let n = 0;
    for (const lang of LANGS) {
      const page = await env.person(375, lang);
      for (const [width, height] of SIZES) {
        const preset = VISIT[n++ % VISIT.length] as string;
        await page.setViewportSize({ width, height });
        await page.goto(`${env.dev.base}/`);
        await page.click(`[data-game=${gameOf(preset as PresetName)}]`);
        const link = page.locator(`[data-preset=${preset}] a[href="/rules/${preset}"]`);
        expect(await link.textContent()).toBe(lang === "zh" ? "玩法" : "How to play");
        await link.click();
        await page.waitForSelector(`main.rules-page[data-preset=${preset}] [data-rules-section]`, { timeout: 20_000 });
        expect(new URL(page.url()).pathname).toBe(`/rules/${preset}`);
        const h1 = (await page.textContent("main.rules-page h1")) ?? "";
        expect(h1).toContain(lang === "zh" ? "玩法" : "How to play");
        const sections = await page.locator("[data-rules-section]").count();
        expect(sections, preset).toBeGreaterThanOrEqual(5);
        // Worked examples in the table's own cards.
        expect(await page.locator(".rule-ex [data-card]").count(), preset).toBeGreaterThan(10);
        const text = (await page.textContent("main.rules-page")) ?? "";
        if (lang === "zh") expect(text).toMatch(/[\u4e00-\u9fff]{20}/);
        else expect(text).not.toMatch(/[\u4e00-\u9fff]{4}/);
        expect(await spill(page, "main.rules-page, .rule-ex, .rule-ex [data-card], .rule-table, .rule-index", false), `${preset} ${width}×${height} ${lang}`).toEqual([]);
        await shot(page, `rules-page-${preset}-${width}x${height}-${lang}.png`);
        if (width === 375) {
          for (const id of ["leading", "winning", "combinations"]) {
            const section = page.locator(`[data-rules-section=${id}]`);
            if ((await section.count()) > 0) await section.screenshot({ path: path.join(SHOTS, `rules-page-${preset}-${id}-${lang}.png`) });
          }
        }
        // Another player count changes the deal's numbers.
        const counts = page.locator(".rules-counts [data-count]");
        if ((await counts.count()) > 1) {
          const before = (await page.textContent("[data-rules-section=deal]")) ?? "";
          const other = counts.last();
          const to = (await other.getAttribute("data-count")) as string;
          await other.click();
          await page.waitForSelector(`main.rules-page[data-players="${to}"]`, { timeout: 5_000 });
          expect(await page.textContent("[data-rules-section=deal]")).not.toBe(before);
        }
        if (width === 740) {
          // The header's language toggle redraws the page in the other language.
          await page.click("[data-action=lang]");
          await page.waitForFunction((want) => document.querySelector("main.rules-page h1")?.textContent?.startsWith(want), lang === "zh" ? "How to play" : "玩法", { timeout: 10_000 });
          await page.click("[data-action=lang]");
          await page.waitForFunction((want) => document.querySelector("main.rules-page h1")?.textContent?.startsWith(want), lang === "zh" ? "玩法" : "How to play", { timeout: 10_000 });
        }
        // And back to the start page.
        await page.click("[data-action=home]");
        await page.waitForSelector("[data-preset]", { timeout: 20_000 });
      }
    }
  });

  it("at a table, the rules drawer opens from the menu, says the table's house rule in words and lies inside the screen", async () => {
    const page = await env.person(375, "en", { reducedMotion: true });
    await page.goto(`${env.dev.base}/`);
    await choosePreset(page, "tractor-classic");
    // A house rule: 001's following (a pair led never breaks up a triple).
    await page.click("[data-group=tricks] summary");
    await page.selectOption("[data-option=follow] select", "eighty");
    await page.click("[data-group=pace] summary");
    await page.fill("[data-setting=dealMs] input", "0");
    await page.click("[data-action=create]");
    await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
    // The start page seats the table's maker (issue 57, item 9).
    await page.waitForSelector("[data-seat='0'].mine[data-state=person]");
    // In the lobby, before the game: the same drawer, from the line under the game's name.
    await page.click("main.lobby [data-action=rules]");
    await page.waitForSelector("[data-overlay=rules] [data-changed=follow]", { timeout: 20_000 });
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-overlay=rules]", { state: "detached", timeout: 5_000 });
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-action=start]:not([disabled])");
    await page.click("[data-action=start]");
    await page.waitForSelector("main.game");
    for (const lang of LANGS) {
      if ((await page.getAttribute("html", "lang"))?.startsWith("zh") !== (lang === "zh")) await page.click("[data-action=lang]");
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await page.click("[data-action=menu]");
        await page.click("[data-overlay=menu] [data-action=rules]");
        await page.waitForSelector("[data-overlay=rules] [data-rules-section=following]", { timeout: 20_000 });
        // The menu made way for the drawer.
        expect(await page.locator("[data-overlay=menu]").count()).toBe(0);
        // The table's active options: its house rule is listed and marked, and said in words.
        expect(await page.locator("[data-overlay=rules] [data-changed=follow]").count()).toBe(1);
        // Every option of the table with its value (folded), the house rule's value among them.
        expect(await page.locator("[data-overlay=rules] [data-active]").count()).toBeGreaterThan(30);
        expect(await page.textContent("[data-overlay=rules] [data-active=follow]")).toContain(lang === "zh" ? "80 分：不必拆三张跟对子" : "80: never split a triple for a pair");
        const following = (await page.textContent("[data-overlay=rules] [data-rules-section=following] .house")) ?? "";
        expect(following).toContain(lang === "zh" ? "对子不要求拆三张" : "a pair led never makes you break up a triple");
        expect(await page.textContent("[data-overlay=rules] h3")).toBe(lang === "zh" ? "本桌规则" : "Rules of this table");
        // Four players, fixed partners: the table's own numbers.
        expect(await page.textContent("[data-overlay=rules] [data-rules-section=deal]")).toContain(lang === "zh" ? "每人 25 张" : "Each player gets 25");
        expect(await spill(page, "[data-overlay=rules] .sheet, [data-overlay=rules] [data-action=close-rules]", true), `${width}×${height} ${lang}`).toEqual([]);
        expect(await spill(page, "[data-overlay=rules] .rule-ex", false), `${width}×${height} ${lang}`).toEqual([]);
        await shot(page, `rules-drawer-${width}x${height}-${lang}.png`);
        if (width === 1280) {
          // The header's language toggle works while the drawer is open, and the drawer follows it.
          await page.click("[data-action=lang]");
          await page.waitForFunction((want) => document.querySelector("[data-overlay=rules] h3")?.textContent === want, lang === "zh" ? "Rules of this table" : "本桌规则", { timeout: 5_000 });
          await page.click("[data-action=lang]");
          await page.waitForFunction((want) => document.querySelector("[data-overlay=rules] h3")?.textContent === want, lang === "zh" ? "本桌规则" : "Rules of this table", { timeout: 5_000 });
        }
        // Scrolled down, the close button is still in view at the drawer's top.
        await page.locator("[data-overlay=rules] [data-rules-section=scoring]").scrollIntoViewIfNeeded();
        expect(await spill(page, "[data-overlay=rules] [data-action=close-rules]", true), `${width}×${height} ${lang} scrolled`).toEqual([]);
        await page.click("[data-overlay=rules] [data-action=close-rules]");
        await page.waitForSelector("[data-overlay=rules]", { state: "detached", timeout: 5_000 });
      }
    }
  });
});
