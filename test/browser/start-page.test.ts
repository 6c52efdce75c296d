/**
 * The start page chooses the game first (issue 56): a newcomer picks
 * Finding Friends among three games, then a rule set, then finds house
 * rules by their words and changes two, and creates the table in a few
 * clicks, at phone and laptop sizes in both languages. The rules page of
 * that rule set then states both house rules in words, marked as the
 * table's own. The two rules are rbtying/shengji's settings
 * `kitty_theft_policy` (炒地皮) and `jack_variation` (勾 J).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableSummary } from "../../src/protocol";
import { until } from "../support/until";
import { type Env, openEnv, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

const CASES = [[375, 667, "en"], [1280, 800, "en"], [375, 667, "zh"], [1280, 800, "zh"]] as const;

/** A page whose clicks are counted: every click the newcomer makes goes through `click`. */
function counted(page: Page) {
  let clicks = 0;
  return {
    click: async (selector: string) => {
      clicks++;
      await page.click(selector);
    },
    clicks: () => clicks,
  };
}

describe("the start page chooses the game first", () => {
  for (const [width, height, lang] of CASES) {
    it(`a Finding Friends table for six with two house rules changed, in under ten clicks (${width} px, ${lang})`, async () => {
      const page = await env.person(width, lang);
      await page.setViewportSize({ width, height });
      await page.goto(`${env.dev.base}/`);
      const you = counted(page);
      // Three games first; a game's rule sets only once it is chosen.
      expect(await page.locator("[data-game]").count()).toBe(3);
      await you.click("[data-game=tractor]");
      expect(await page.locator("[data-preset=zpy-online]").count()).toBe(0);
      await you.click("[data-game=friends]");
      await you.click("[data-preset=zpy-online]");
      // Six players is the usual count of Finding Friends: already chosen.
      expect(await page.getAttribute("[data-count='6']", "class")).toContain("on");

      // A house rule found by a word of its own, whatever the page's language: the search reads both.
      await page.fill("[data-field=rule-search]", "theft");
      await page.waitForSelector("[data-option=kittyTheft] input[type=checkbox]");
      expect(await page.locator(".options [data-option]").count(), "the search shows only what it found").toBeLessThan(4);
      // Each option says what it does, in the rules page's words.
      expect(await page.textContent("[data-option=kittyTheft] .opt-why")).toContain(lang === "zh" ? "扣底之后" : "Once the kitty is buried");
      await you.click("[data-option=kittyTheft] input[type=checkbox]");
      await page.fill("[data-field=rule-search]", lang === "zh" ? "勾" : "jack");
      await you.click("[data-option=jackVariation] input[type=checkbox]");
      await page.fill("[data-field=rule-search]", "nothing-has-these-words");
      await page.waitForSelector("[data-empty=rule-search]");
      await page.fill("[data-field=rule-search]", "");
      await shot(page, `start-house-rules-${width}-${lang}.png`);

      const link = (await page.getAttribute("[data-rules-link]", "data-rules-link")) as string;
      const made = page.waitForResponse((r) => r.url().endsWith("/api/tables") && r.request().method() === "POST");
      await you.click("[data-action=create]");
      const created = (await (await made).json()) as { tableId: string };
      await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
      expect(you.clicks(), "clicks from the start page to a table").toBeLessThan(10);

      // The server made what the page showed: Finding Friends online for six, with both house rules.
      const summary = (await (await fetch(`${env.dev.base}/api/tables/${created.tableId}`)).json()) as TableSummary;
      expect(summary).toMatchObject({ game: "zpy-online", players: 6, options: { kittyTheft: true, jackVariation: true } });

      // The rules page of that rule set states both in words, marked as this table's.
      await page.goto(`${env.dev.base}/rules/zpy-online${new URL(link).search}`);
      await page.waitForSelector("[data-notice=house-rules]");
      const house = (await page.locator(".house").allTextContents()).join(" ");
      expect(house).toContain(lang === "zh" ? "炒地皮" : "Stealing the kitty");
      expect(house).toMatch(lang === "zh" ? /J/ : /jack/i);
      await page.context().close();
    });
  }
});

describe("the start page holds still under a finger", () => {
  it("what the page draws later (the lobby, the house rules' own script) never moves the choice of game or rule set, and hardly anything else", async () => {
    for (const width of [375, 1280] as const) {
      const page = await env.person(width);
      // Every layout shift from the first paint (Chromium's layout-shift entries, as Core Web Vitals count them),
      // with whether it moved the game or rule-set choice.
      await page.addInitScript(() => {
        const shifts: { value: number; choice: boolean; what: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
            const els = (e.sources ?? []).map((x) => (x.node instanceof Element ? x.node : (x.node?.parentElement ?? null)));
            const choice = els.some((el) => el !== null && (el.closest(".games, .presets") !== null || el.querySelector(".games, .presets") !== null));
            shifts.push({ value: e.value, choice, what: els.map((el) => el?.outerHTML.slice(0, 80) ?? "?") });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${env.dev.base}/`);
      // The lobby's script has drawn Play now and heard from the lobby (its list, or that it is empty); the house
      // rules' editor is drawn.
      await page.waitForSelector("[data-action=play-now]", { timeout: 20_000 });
      await page.waitForSelector("[data-section=lobby] [data-lobby]:not([data-lobby=loading])", { state: "attached", timeout: 20_000 });
      await page.waitForSelector(".options-host .options", { state: "attached" });
      // Two frames more, for the observer to hear of the last change.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; choice: boolean; what: string[] }[] }).shifts);
      // Drawn above the game choice, the lobby moved it (0.23 on a phone); the house rules' editor, drawn when its
      // script comes, still moves what lies below it on a laptop (about 0.01): Core Web Vitals call under 0.1 good.
      expect(shifts.filter((x) => x.choice), `shifts that moved the game or rule-set choice at ${width} px`).toEqual([]);
      expect(shifts.reduce((sum, x) => sum + x.value, 0), `the page's layout shift at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    }
  }, 120_000);
});

describe("the table's maker sits at it (issue 57, item 9)", () => {
  it("is seated under the name given on the start page, hosts from the seat, renames in one tap, and the name is offered next time", async () => {
    const page = await env.person(375, "en");
    await page.goto(`${env.dev.base}/`);
    await page.click("[data-game=tractor]");
    await page.fill("[data-field=name]", "Mei");
    await page.click("[data-action=create]");
    await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
    const link = page.url();
    // Seat 0 is the maker's at once, under the name given: no name to type again, no Sit to press.
    const mine = await page.waitForSelector("[data-seat='0'].mine[data-state=person]");
    expect(await mine.textContent()).toContain("Mei");
    expect(await page.$("[data-watching]"), "the maker is not told they are watching").toBeNull();
    // Hosting from the seat: a bot added straight away.
    await page.click("[data-seat='1'] [data-action=bot]");
    await page.waitForSelector("[data-seat='1'][data-state=bot]");

    // Another name, one tap after typing it; a friend's page shows it.
    const friend = await env.person(1280, "en");
    await friend.goto(link);
    await friend.waitForSelector("[data-seat='0'][data-state=person]");
    await page.fill("[data-field=rename]", "Xiao Mei");
    await page.click("[data-action=rename]");
    const seat0 = () => friend.textContent("[data-seat='0'] .who");
    await until(async () => (await seat0())?.includes("Xiao Mei"), { for: "the new name on the friend's page", seen: async () => `seat 0 reads "${await seat0()}"` }, 15_000);

    // Watching instead is one tap too; the seat is then free for anyone.
    await page.click("[data-seat='0'] [data-action=leave]");
    await friend.waitForSelector("[data-seat='0'][data-state=empty]");
    await page.waitForSelector("[data-watching=open]");

    // The next table made from this browser offers the name last used.
    await page.goto(`${env.dev.base}/`);
    expect(await page.inputValue("[data-field=name]")).toBe("Xiao Mei");
  }, 90_000);
});
