/**
 * Issue 57, item 1: the turn clock counts down where people look, on the
 * awaited seat's chip and, for yourself, in the status bar, read off the
 * screen against the table's own deadline (GET /api/tables/:id: `clocks`
 * and the server's `now`) within a second: as the game starts, after a
 * reconnect, and after the page was frozen as a hidden tab is (its timers
 * stopped). Once the move's clock is gone the bank is drawn on, marked, and
 * its last seconds are marked too. At 375 × 667 and 1280 × 800, in English
 * and Chinese. A Zheng Fen deal (a test's seed) in which this page's seat
 * leads: the table waits on it from the first moment.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { awaiting } from "../../src/engine";
import type { TableSummary } from "../../src/protocol";
import { seedWhere } from "../support/deals";
import { until } from "../support/until";
import { type Env, createTable, expect, fillAndStart, on, openEnv, shot, waitAtTable } from "./support";

let env: Env;
beforeAll(async () => {
  env = await openEnv();
});
afterAll(async () => {
  await env?.close();
});

/** A four-player Zheng Fen deal whose first lead is seat 0's (the search is the engine's, the same each run). */
const SEED = seedWhere("turn-clock:lead", "zheng-fen", 4, (deal) => awaiting(deal)[0] === 0 && awaiting(deal).length === 1);

let lookups = 0;

/**
 * The table as the server says now: seat 0's clock (its deadline and bank) and the server's time. Each
 * look from an address of its own: this file looks often, and lookups are braked per address.
 */
async function tableClock(link: string): Promise<{ ends: number; bank: number; now: number }> {
  const id = link.split("/").pop() as string;
  lookups++;
  const from = `10.250.${(lookups >> 8) & 255}.${lookups & 255}`;
  const t = (await (await fetch(`${env.dev.base}/api/tables/${id}`, { headers: { "CF-Connecting-IP": from } })).json()) as TableSummary;
  const c = t.clocks?.find((x) => x.seat === 0);
  if (!c || t.now === undefined) throw new Error(`no clock for seat 0 in ${JSON.stringify(t).slice(0, 600)}`);
  return { ends: c.ends, bank: c.bank, now: t.now };
}

/** Seconds an "m:ss" on the screen says (null: not shown). */
async function shown(page: Page, selector: string): Promise<number | null> {
  const text = await page.textContent(selector, { timeout: 1_000 }).catch(() => null);
  const m = text ? /(\d+):(\d\d)/.exec(text) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Waits for the countdown at `selector` to change (it counts), then reads
 * it and the table's deadline at once: the screen must say what is left
 * of the move's clock (or of the bank, `bank`) within a second.
 */
async function countsToDeadline(page: Page, link: string, selector: string, bank = false): Promise<{ ends: number; left: number }> {
  const first = await until(() => shown(page, selector), on(page, `a countdown at ${selector}`), 30_000);
  await until(async () => {
    const now = await shown(page, selector);
    return now !== null && now !== first;
  }, on(page, `the countdown at ${selector} to move on from ${first}`), 10_000);
  // The table asked just before and just after the screen is read: what was left when it was read lies between
  // the two answers (on a busy machine a page read and a request can be a second apart).
  const before = await tableClock(link);
  const left = (await shown(page, selector)) as number;
  const after = await tableClock(link);
  const leftAt = (c: Awaited<ReturnType<typeof tableClock>>) => ((bank ? c.ends + c.bank : c.ends) - c.now) / 1000;
  const [most, least] = [leftAt(before), leftAt(after)];
  expect(after.ends, "the same move's clock before and after the screen was read").toBe(before.ends);
  expect(left, `${selector} says ${left} s; the table's deadline was ${most.toFixed(2)} s away, then ${least.toFixed(2)} s`).toBeGreaterThanOrEqual(least - 1);
  expect(left, `${selector} says ${left} s; the table's deadline was ${most.toFixed(2)} s away, then ${least.toFixed(2)} s`).toBeLessThanOrEqual(most + 1);
  return { ends: after.ends, left };
}

describe("the turn clock on the screen (issue 57, item 1)", () => {
  for (const width of [375, 1280] as const) {
    for (const lang of ["en", "zh"] as const) {
      it(`counts down to the table's deadline on your seat and in the status bar, after a reconnect and a frozen tab (${width}, ${lang})`, async () => {
        const page = await env.person(width, lang);
        const link = await createTable(page, env.dev.base, "zheng-fen", { pace: { dealMs: 0, botDelayMs: 200, turnSeconds: 120 }, name: "Mei", seed: SEED });
        // Somebody watching, so the table is never empty while the page reconnects (a clock counts again from
        // whoever comes to an empty table: clock.ts `clockFrom`): the deadline must come back as it was.
        const watcher = await env.person(1280, lang);
        await watcher.goto(link);
        await fillAndStart(page);
        await waitAtTable(env, page, link, page.waitForSelector(".chip[data-seat='0'] [data-clock='0']", { timeout: 30_000 }));
        const before = await countsToDeadline(page, link, ".chip[data-seat='0'] [data-clock='0']");
        // A move's 120 s are counting, not the bank, and far from the last seconds.
        expect(await page.getAttribute(".chip[data-seat='0'] [data-clock='0']", "data-bank")).toBe("0");
        expect(await page.getAttribute(".chip[data-seat='0'] [data-clock='0']", "class")).not.toContain("low");
        // The watcher sees the same seat's clock on its chip.
        await countsToDeadline(watcher, link, ".chip[data-seat='0'] [data-clock='0']");
        // Yours, in the status bar, in words of the page's language.
        await countsToDeadline(page, link, "[data-stat=my-clock] [data-clock='0']");
        expect(await page.textContent("[data-stat=my-clock] small")).toBe(lang === "en" ? "Time left" : "剩余");
        await shot(page, `turn-clock-${width}-${lang}.png`);

        // A reconnect: the page loads again, its seat back from its token; the deadline is the table's, unchanged.
        await page.reload();
        const back = await countsToDeadline(page, link, ".chip[data-seat='0'] [data-clock='0']");
        expect(back.ends).toBe(before.ends);

        // A hidden tab's timers stop: frozen (as Chrome freezes a background tab) while the table's clock runs on.
        const cdp = await page.context().newCDPSession(page);
        const frozenAt = await shown(page, ".chip[data-seat='0'] [data-clock='0']");
        await cdp.send("Page.setWebLifecycleState", { state: "frozen" });
        try {
          // Wait (on the server's time, not a pause) until the table's clock is two seconds on.
          const t0 = (await tableClock(link)).now;
          await until(async () => (await tableClock(link)).now >= t0 + 2_000, "two seconds of the table's clock", { timeoutMs: 15_000, everyMs: 250 });
        } finally {
          await cdp.send("Page.setWebLifecycleState", { state: "active" });
        }
        const after = await countsToDeadline(page, link, ".chip[data-seat='0'] [data-clock='0']");
        expect(after.left, "the countdown after the frozen tab").toBeLessThanOrEqual((frozenAt ?? 0) - 2);
      }, 180_000);
    }
  }

  it("once the move's clock is gone, the bank counts down, marked, its last seconds marked too (375, en)", async () => {
    const page = await env.person(375, "en");
    // The shortest clock a table takes (10 s), and as long a bank: the bank's whole time is its last seconds.
    const link = await createTable(page, env.dev.base, "zheng-fen", { pace: { dealMs: 0, botDelayMs: 200, turnSeconds: 10 }, name: "Mei", seed: SEED });
    await fillAndStart(page);
    const tick = ".chip[data-seat='0'] [data-clock='0']";
    await waitAtTable(env, page, link, page.waitForSelector(tick, { timeout: 30_000 }));
    // The move's 10 s, counted off the deadline; then the bank, drawn on.
    await countsToDeadline(page, link, tick);
    await waitAtTable(env, page, link, page.waitForSelector(`${tick}[data-bank='1']`, { timeout: 20_000 }));
    await countsToDeadline(page, link, tick, true);
    expect(await page.getAttribute(tick, "class")).toContain("low");
    expect(await page.textContent("[data-stat=my-clock] small")).toBe("Time bank");
    await shot(page, "turn-clock-bank-375-en.png");
  }, 120_000);
});
