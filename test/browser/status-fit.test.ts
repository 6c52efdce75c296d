/**
 * Issue 57, item 3: the status bar never overflows. At 375 in Zhao Pengyou
 * for six, once friends were called, it read "Called ♠A #1 ♥A #1 Clo…" with
 * the clock behind "⋯"; at twelve seats the calls were cut mid-word (the
 * bar's content 743 px wide in 375); in Zheng Fen the "Out" list pushed the
 * clock off the screen. Now the bar leaves out, step by step, what the
 * seats also show, then the words before the values, then wraps
 * (status-bar.tsx): at 375 × 667, 740 × 360 and 1280 × 800, in English and
 * Chinese, the bar's content is no wider than the bar, the bar no wider than
 * the screen, every item it shows lies whole inside it, the trump, every
 * call (each on one line) and the clock are shown, and whatever it leaves
 * out is in the "⋯" sheet, which lies on the screen. Each table is measured
 * while it waits for this page (its turn, on a long clock, auto-play off) or
 * between deals (a long pause for the result): nothing moves meanwhile.
 * Fixed deals (a test's seed); every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/until";
import { type Env, createTable, fillAndStart, nextMove, on, openEnv, outside, overlaps, pageKey, shot, tryClick } from "./support";

let env: Env;
const SIZES = [[375, 667], [740, 360], [1280, 800]] as const;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** What is wrong with the status bar now, read in the page at one moment (an empty list: nothing). */
async function barProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const bar = document.querySelector("main.game > .status-bar") as HTMLElement | null;
    if (!bar) return ["no status bar"];
    const out: string[] = [];
    const b = bar.getBoundingClientRect();
    const fmt = (r: DOMRect) => `[${Math.round(r.left)}–${Math.round(r.right)}]`;
    const name = (e: Element) => e.getAttribute("data-stat") ?? e.getAttribute("data-action") ?? e.textContent ?? "";
    // Shown: laid out, and more than the 1 px box of words kept for screen readers only.
    const shown = (e: Element) => e.getClientRects().length > 0 && e.getBoundingClientRect().width > 1;
    if (bar.scrollWidth > bar.clientWidth) out.push(`the bar's content is ${bar.scrollWidth} px wide in ${bar.clientWidth}`);
    if (b.left < -0.5 || b.right > W + 0.5) out.push(`the bar ${fmt(b)} leaves the ${W} px screen`);
    const mark = bar.querySelector("[data-action=status-more]");
    const m = mark && shown(mark) ? mark.getBoundingClientRect() : null;
    for (const e of bar.children) {
      // The table's buttons stand in the header row (placed there), not in the bar's line.
      if (!shown(e) || getComputedStyle(e).position === "absolute") continue;
      const r = e.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) out.push(`"${name(e)}" ${fmt(r)} is cut by the bar's edge ${fmt(b)}`);
      if (m && e !== mark && Math.min(r.right, m.right) - Math.max(r.left, m.left) > 0.5 && Math.min(r.bottom, m.bottom) - Math.max(r.top, m.top) > 0.5) {
        out.push(`"${name(e)}" ${fmt(r)} lies under the mark ${fmt(m)}`);
      }
    }
    const must = [...bar.querySelectorAll("[data-stat=trump], .stat.calls b, [data-stat=pace], [data-stat=my-clock], [data-stat=deadline]")];
    if (!must.some((e) => e.matches("[data-stat=pace], [data-stat=my-clock], [data-stat=deadline]"))) out.push("no clock in the bar");
    for (const e of must) {
      if (!shown(e)) out.push(`"${e.textContent}" is not shown`);
      // A call is one line: broken between its card and its finder, it reads as two.
      else if (e.matches(".stat.calls b") && (e.getClientRects().length !== 1 || e.getBoundingClientRect().height > 1.8 * parseFloat(getComputedStyle(e).fontSize))) {
        out.push(`the call "${e.textContent}" is broken over lines (${e.getClientRects().length} boxes, ${Math.round(e.getBoundingClientRect().height)} px high)`);
      }
    }
    // What matters, and the table's buttons, are seen where they are drawn: nothing over them, nothing clipping them.
    for (const e of [...must, ...document.querySelectorAll(".table-acts button")]) {
      const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (shown(e) && !(hit && (hit === e || e.contains(hit)))) out.push(`"${name(e)}" ${fmt(r)} cannot be seen: ${hit ? `${hit.tagName.toLowerCase()}.${hit.className} is there` : "it is off the screen"}`);
    }
    // What the bar leaves out must be in its sheet: the mark is there to open it.
    const left = [...bar.children].filter((e) => e !== mark && !e.matches("[data-part=acts]") && (!shown(e) || [...e.querySelectorAll("small")].some((s) => !shown(s))));
    if (left.length > 0 && !m) out.push(`the bar leaves out ${left.map(name).join(", ")} with no mark to open them`);
    return out;
  });
}

/** The sheet behind "⋯", opened: every item of the bar is in it, with its words, wholly on the screen; then closed. */
async function sheetHoldsAll(page: Page, where: string): Promise<void> {
  const mark = page.locator("main.game > .status-bar [data-action=status-more]");
  if (!(await mark.isVisible())) return;
  await mark.click();
  const sheet = page.locator("[data-part=status-more]");
  await sheet.waitFor({ state: "visible", timeout: 10_000 });
  const seen = await page.evaluate(() => {
    const s = document.querySelector("[data-part=status-more]") as HTMLElement;
    const text = s.textContent ?? "";
    const bar = document.querySelector("main.game > .status-bar") as HTMLElement;
    // The clock counts down between two reads: each item but the clock by its words.
    const items = [...bar.children].filter((e) => e.matches(".stat:not(.clock), [data-drop]")).map((e) => e.textContent ?? "");
    const edge = s.getBoundingClientRect().right;
    // Anything past the sheet's right edge (it would scroll sideways), by its words and box.
    const past = [...s.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > edge + 0.5).map((e) => `"${e.textContent}" to ${Math.round(e.getBoundingClientRect().right)} of ${Math.round(edge)}`);
    const broken = [...s.querySelectorAll(".stat.calls b")].filter((b) => b.getBoundingClientRect().height > 1.8 * parseFloat(getComputedStyle(b).fontSize)).map((b) => b.textContent);
    return { missing: items.filter((t) => !text.includes(t)), past, broken, clock: s.querySelectorAll("[data-stat=pace], [data-stat=my-clock], [data-stat=deadline]").length };
  });
  expect(seen.missing, where).toEqual([]);
  expect(seen.past, where).toEqual([]);
  expect(seen.broken, where).toEqual([]);
  expect(seen.clock, where).toBe(1);
  expect(await outside(page, "[data-part=status-more], [data-part=status-more] .stat, [data-part=status-more] button"), where).toEqual([]);
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached", timeout: 10_000 });
}

/**
 * At every size in both languages: the bar fits, the sheet holds the rest, nothing of the table lies on the bar;
 * back to the phone in English. Returns the step the bar took at each size ("1280 en": "0"; status-bar.tsx).
 */
async function everySize(page: Page, what: string): Promise<Record<string, string>> {
  const failures: string[] = [];
  const steps: Record<string, string> = {};
  for (const lang of ["en", "zh"] as const) {
    if ((await page.getAttribute("html", "lang"))?.startsWith("zh") !== (lang === "zh")) {
      await page.click("[data-action=lang]");
      await page.waitForFunction((zh) => document.documentElement.lang.startsWith("zh") === zh, lang === "zh");
    }
    for (const [width, height] of SIZES) {
      const where = `${what}, ${width}×${height} ${lang}`;
      await page.setViewportSize({ width, height });
      // The bar lays itself out again after a resize (a ResizeObserver): the measure that holds is the one it settles on.
      const wrong = await until(async () => {
        const now = await barProblems(page);
        return now.length === 0 ? [] : null;
      }, { for: `the bar to fit (${where})`, seen: async () => (await barProblems(page)).join("; ") }, { timeoutMs: 3_000, everyMs: 50 }).catch((e: Error) => [e.message]);
      failures.push(...wrong.map((p) => `${where}: ${p}`));
      failures.push(...(await overlaps(page, ".ring .chip", "main.game > .status-bar")).map((p) => `${where}: ${p}`));
      failures.push(...(await outside(page, ".table-acts button, main.game > .status-bar")).map((p) => `${where}: ${p}`));
      steps[`${width} ${lang}`] = (await page.getAttribute("main.game > .status-bar", "data-fit")) ?? "none";
      await shot(page, `status-fit-${what.replace(/\W+/g, "-")}-${width}x${height}-${lang}.png`);
      await sheetHoldsAll(page, where);
    }
  }
  if ((await page.getAttribute("html", "lang"))?.startsWith("zh")) await page.click("[data-action=lang]");
  await page.setViewportSize({ width: 375, height: 667 });
  expect(failures).toEqual([]);
  return steps;
}

/**
 * Plays this seat as a person would, with the hint (passing the bid, burying and calling as offered), until
 * `ready` holds on a page that waits for it: its own turn, or a deal's result. Bounded.
 */
async function playUntil(page: Page, ready: () => Promise<boolean>, what: string): Promise<void> {
  await until(async () => {
    const seen = await pageKey(page);
    if (await ready()) return true;
    await tryClick(page, "[data-panel=bid] [data-action=pass-bid]:not([disabled])");
    if (await page.$("[data-panel=bury]")) {
      await tryClick(page, "[data-panel=bury] [data-action=hint]");
      await tryClick(page, "[data-panel=bury] [data-action=bury]:not([disabled])");
    }
    await tryClick(page, "[data-panel=call] [data-action=call]:not([disabled])");
    if (await myTurn(page)) {
      await tryClick(page, "[data-panel=play] [data-action=hint]");
      if (await page.$("[data-advice=pass]")) await tryClick(page, "[data-panel=play] [data-action=pass]");
      else await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
    }
    await nextMove(page, seen).catch(() => undefined);
    return false;
  }, on(page, what), { timeoutMs: 300_000, everyMs: 10 });
}

/** This page's turn (it sits at seat 0): the table waits for it. */
const myTurn = (page: Page) => page.$(".ring .chip[data-seat='0'][data-turn='1']").then((e) => e !== null);
const found = (page: Page) => page.locator("main.game > .status-bar .stat.calls b.found").count();

/** A person at a table that waits for them: a long turn, no auto-play, bots at machine pace, a long pause between hands. */
async function seated(preset: string, players: number, seed: string): Promise<Page> {
  const page = await env.person(375, "en", { reducedMotion: true });
  await page.goto(`${env.dev.base}/`);
  await page.evaluate(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: false })));
  await createTable(page, env.dev.base, preset, { players, pace: { dealMs: 0, bidMs: 0, botDelayMs: 0, resultMs: 600_000, turnSeconds: 600 }, name: "Mei", seed });
  await fillAndStart(page);
  return page;
}

describe("the status bar never overflows (issue 57, item 3)", () => {
  it("Zhao Pengyou for six, a friend found: the trump, the calls and the clock in view at every size", async () => {
    const page = await seated("zpy-80", 6, "test:status-fit:zpy-6");
    await playUntil(page, async () => (await found(page)) >= 1 && (await myTurn(page)), "a friend found, on this page's turn");
    const steps = await everySize(page, "zpy 6");
    // Nothing is left out where there is room: a laptop shows every item with its words.
    expect([steps["1280 en"], steps["1280 zh"]]).toEqual(["0", "0"]);
    // On the phone the friend's call keeps the bar to one line (issue 27, defect 4: the table does not move down).
    expect(await page.$eval("main.game > .status-bar", (b) => b.getBoundingClientRect().height)).toBeLessThanOrEqual(40);
  }, 600_000);

  it("Zhao Pengyou for twelve, five calls: each call whole, the clock in view at every size", async () => {
    const page = await seated("zpy-online", 12, "test:status-fit:zpy-12");
    await playUntil(page, async () => (await found(page)) >= 1 && (await myTurn(page)), "a friend found, on this page's turn");
    expect(await page.locator("main.game > .status-bar .stat.calls b").count()).toBe(5);
    const steps = await everySize(page, "zpy 12");
    // Five calls, each with its finder, take two lines on a phone (the trump, the calls and the clock all in view).
    expect(steps["375 en"]).toBe("4");
  }, 600_000);

  for (const players of [4, 6]) {
    it(`Zheng Fen for ${players}, the "Out" list at the deal's end: the clock in view at every size`, async () => {
      const page = await seated("zheng-fen", players, `test:status-fit:zf-${players}`);
      await playUntil(page, () => page.$("[data-overlay=result]").then((e) => e !== null), "the deal's result");
      // Everyone but the last is out, in order.
      expect((await page.locator("main.game > .status-bar [data-stat=out] b").textContent())?.split(", ")).toHaveLength(players - 1);
      // The result stands over the table until the next deal (it has no Close): the bar is measured as it lies beneath.
      await page.evaluate(() => (document.querySelector("[data-overlay=result]") as HTMLElement).style.setProperty("display", "none"));
      const steps = await everySize(page, `zf ${players}`);
      expect([steps["1280 en"], steps["1280 zh"]]).toEqual(["0", "0"]);
    }, 600_000);
  }
});
