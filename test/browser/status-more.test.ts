/**
 * The status bar keeps one line (issue 27, defect 4: first-hour.test.ts),
 * and on a phone that line can be wider than the screen: at a table of
 * twelve the maker's five friend calls and the clock lay past its right
 * edge, where only a swipe on a bar with no scrollbar found them. When the
 * line does not fit, the bar leaves out what the seats also show, then the
 * words before the values, then wraps (status-bar.tsx; status-fit.test.ts
 * measures it), and a mark at its right edge opens every item in a sheet
 * over the table; nothing on the table moves, and the mark goes when the
 * line fits again. Every wait is for a state of the page, bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Env, callsStand, createTable, fillAndStart, openEnv, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

describe("a status bar wider than the phone", () => {
  it("opens every call and the clock over the table, and moves nothing (en, 375 px)", async () => {
    const page = await env.person(375, "en");
    // Bots at machine pace; the bidding does not wait for this page, which never declares; a fixed deal (a test's seed).
    await createTable(page, env.dev.base, "zpy-online", { players: 12, pace: { dealMs: 0, botDelayMs: 0, bidMs: 0 }, seed: "test:status-more" });
    await fillAndStart(page);
    await callsStand(page, 0);

    // The items do not fit one line: the bar left some out or took up fewer words (status-fit.test.ts measures
    // what it shows), and nothing lies past its right edge.
    const line = await page.$eval(".status-bar", (bar) => {
      const edge = bar.getBoundingClientRect().right;
      const items = [...bar.querySelectorAll(".stat.calls b, [data-stat=pace], [data-stat=my-clock], [data-stat=deadline]")];
      return { past: items.filter((e) => e.getBoundingClientRect().right > edge + 0.5).length, fit: bar.getAttribute("data-fit"), height: bar.getBoundingClientRect().height };
    });
    expect(line.past).toBe(0);
    expect(Number(line.fit)).toBeGreaterThan(0);

    // The mark stands inside the screen, at the bar's right edge.
    const mark = page.locator(".status-bar [data-action=status-more]");
    await mark.waitFor({ state: "visible", timeout: 10_000 });
    const box = await mark.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375.5).toBe(true);

    const ringTop = await page.$eval(".ring", (r) => r.getBoundingClientRect().top);
    await mark.click();
    const sheet = page.locator("[data-part=status-more]");
    await sheet.waitFor({ state: "visible", timeout: 10_000 });
    expect(await mark.getAttribute("aria-expanded")).toBe("true");

    // In the sheet every call and the clock lie wholly on the screen, the same calls as the bar's.
    const inSheet = await page.$eval("[data-part=status-more]", (s) => {
      const w = document.documentElement.clientWidth;
      const h = window.innerHeight;
      const items = [...s.querySelectorAll(".stat.calls b, [data-stat=pace], [data-stat=my-clock], [data-stat=deadline]")];
      return {
        count: s.querySelectorAll(".stat.calls b").length,
        calls: s.querySelector(".stat.calls")?.textContent ?? "",
        clock: s.querySelectorAll("[data-stat=pace], [data-stat=my-clock], [data-stat=deadline]").length,
        off: items.map((e) => e.getBoundingClientRect()).filter((r) => r.left < -0.5 || r.right > w + 0.5 || r.top < -0.5 || r.bottom > h + 0.5).length,
        scrolls: s.scrollWidth > s.clientWidth + 1,
      };
    });
    expect(inSheet.count).toBe(5);
    expect(inSheet.clock).toBe(1);
    expect(inSheet.off).toBe(0);
    expect(inSheet.scrolls).toBe(false);
    expect(inSheet.calls.length).toBeGreaterThan(0);
    await shot(page, "status-more-open.png");

    // Over the table, not in its way: the bar keeps its line and the table does not move.
    expect(await page.$eval(".status-bar", (b) => b.getBoundingClientRect().height)).toBe(line.height);
    expect(await page.$eval(".ring", (r) => r.getBoundingClientRect().top)).toBe(ringTop);

    // Escape closes it; so does a tap anywhere else, and the mark once more.
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached", timeout: 10_000 });
    await mark.click();
    await sheet.waitFor({ state: "visible", timeout: 10_000 });
    await page.mouse.click(187, 300);
    await sheet.waitFor({ state: "detached", timeout: 10_000 });
    await mark.click();
    await sheet.waitFor({ state: "visible", timeout: 10_000 });
    await mark.click();
    await sheet.waitFor({ state: "detached", timeout: 10_000 });

    // A screen where the line fits shows no mark.
    await page.setViewportSize({ width: 1280, height: 860 });
    await mark.waitFor({ state: "hidden", timeout: 10_000 });
  }, 300_000);
});
