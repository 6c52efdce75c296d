/**
 * The installable app in chromium against `wrangler dev` (issue 30): the
 * manifest and the service worker are served, and Chrome's install
 * criteria hold (asked through the DevTools protocol); after one visit the
 * site opens with the network off and says it is offline; a turn-based
 * table shows its clock as a date, and its bidding ends when the players
 * pass rather than a turn later; the start page lists the tables this
 * browser sat at, marked where it is your move.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchProfile } from "./chromium";
import { until } from "../support/until";
import { type Env, choosePreset, fillAndStart, on, openEnv, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** Waits until a service worker controls the page (it claims its pages once active). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

describe("the installable app", () => {
  it("serves its manifest and service worker, and Chrome finds it installable", async () => {
    const base = env.dev.base;
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const m = (await manifest.json()) as { display: string; start_url: string; icons: { sizes: string }[]; name: string };
    expect(m).toMatchObject({ display: "standalone", start_url: "/?from=app" });
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toContain("no-cache");
    const text = await sw.text();
    // Stamped by the build, and never touching the API.
    expect(text).not.toContain("__BUILD__");
    expect(text).toContain('url.pathname.startsWith("/api/")');
    for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png"]) expect((await fetch(`${base}${icon}`)).headers.get("content-type")).toContain("image/png");

    // Chrome installs apps only from a profile on disk (an incognito one says "in-incognito").
    const dir = mkdtempSync(path.join(tmpdir(), "pengyou-profile-"));
    const profile = await launchProfile(dir);
    try {
      const page = profile.pages()[0] ?? (await profile.newPage());
      await page.goto(`${base}/`);
      await controlled(page);
      const cdp = await profile.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
      const { errors, url } = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
      expect(url).toBe(`${base}/manifest.webmanifest`);
      expect(errors).toEqual([]);
    } finally {
      await profile.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("after one visit, opens with the network off and says it is offline; the API is never cached", async () => {
    const page = await env.person(375);
    await page.goto(`${env.dev.base}/`);
    await controlled(page);
    await page.waitForSelector("[data-preset]");
    const cached = await page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
      return out;
    });
    expect(cached).toEqual(expect.arrayContaining(["/", "/app.js", "/app.css"]));
    expect(cached.some((p) => p.startsWith("/api/"))).toBe(false);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.waitForSelector("[data-banner=no-network]", { timeout: 15_000 });
      await page.waitForSelector("[data-preset]");
      // Any page of the app opens (the same shell), a table's too.
      await page.goto(`${env.dev.base}/t/AbCdEfGh12`);
      await page.waitForSelector("[data-banner=no-network]", { timeout: 15_000 });
      await shot(page, "app-offline-375.png");
    } finally {
      await page.context().setOffline(false);
    }
  }, 120_000);
});

describe("a turn-based table", () => {
  it("shows its clock as a date, and the start page lists it, marked when it is your move", async () => {
    const page = await env.person(1280);
    await page.goto(`${env.dev.base}/`);
    await choosePreset(page, "zheng-fen");
    await page.selectOption("[data-setting=turnBased] select", String(12 * 3600));
    await page.click("[data-action=create]");
    await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
    const tableId = new URL(page.url()).pathname.split("/").pop() as string;
    // The start page seats the table's maker (issue 57, item 9).
    await page.waitForSelector("[data-seat='0'].mine[data-state=person]");
    // The lobby's invite code is drawn once its encoder (qr.js, not in app.js) has loaded.
    await page.waitForSelector(".qr svg", { state: "attached", timeout: 15_000 });
    const started = Date.now();
    await fillAndStart(page);
    const clock = await page.waitForSelector("[data-stat=deadline]", { timeout: 30_000 });
    const deadline = Number(await clock.getAttribute("data-deadline"));
    expect(deadline).toBeGreaterThan(started + 12 * 3600_000 - 60_000);
    expect(deadline).toBeLessThan(Date.now() + 12 * 3600_000 + 60_000);
    // A date (with the month and the time of day), as this browser writes it: not a number of seconds.
    const written = new Date(deadline).toLocaleString("en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
    expect((await clock.textContent())?.trim()).toBe(`Turn ends ${written}`);
    await shot(page, "turn-based-clock-1280.png");

    // The start page lists the table; at the host's turn, it says so.
    let last: { waiting?: number[]; phase?: string } = {};
    const summary = async () => (last = (await (await fetch(`${env.dev.base}/api/tables/${tableId}`)).json()) as typeof last);
    await until(async () => (await summary()).waiting?.includes(0), { for: "the host's turn", seen: () => `the table's summary says ${JSON.stringify({ phase: last.phase, waiting: last.waiting })}` }, 30_000);
    await page.goto(`${env.dev.base}/`);
    const row = await page.waitForSelector(`[data-section=my-tables] li[data-table='${tableId}']`, { timeout: 15_000 });
    expect(await row.getAttribute("data-turn")).toBe("you");
    expect(await row.textContent()).toContain("Zheng Fen");
  }, 180_000);

  it("after a Tractor deal, 不叫 (Pass) starts the hand at once instead of at the turn's end (375 px, zh)", async () => {
    const page = await env.person(375, "zh");
    await page.goto(`${env.dev.base}/`);
    await choosePreset(page, "tractor-classic");
    await page.selectOption("[data-setting=turnBased] select", String(3600));
    await page.click("[data-action=create]");
    await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
    // The start page seats the table's maker (issue 57, item 9).
    await page.waitForSelector("[data-seat='0'].mine[data-state=person]");
    await fillAndStart(page);
    // Once the last card is dealt the bidding would wait a whole hour for this seat: it passes (again after any bot's bid).
    const pass = await page.waitForSelector("[data-action=pass-bid]", { timeout: 30_000 });
    expect((await pass.textContent())?.trim()).toBe("不叫");
    await shot(page, "pass-bid-375.png");
    // Pass whenever asked (again after a bot's bid) until the bidding closes.
    await until(async () => {
      if ((await page.getAttribute("main.game", "data-phase")) !== "dealing") return true;
      const button = await page.$("[data-action=pass-bid]:not([disabled])");
      if (button) await button.click().catch(() => undefined);
      return false;
    }, on(page, "the bidding to close after the pass"), 30_000);
    expect(["burying", "calling", "playing"]).toContain(await page.getAttribute("main.game", "data-phase"));
  }, 120_000);
});
