/**
 * Issue 27, "a stranger's first hour": the defects a new user met on main,
 * in Debian's chromium against `wrangler dev`, each checked as they met it.
 * The table is measured as a person sees it (boxes clipped by what scrolls,
 * at rest: reduced motion) on a 375 × 667 phone, a phone held sideways
 * (740 × 360, and 780 × 437) and a 1280 × 800 laptop, in English and in
 * Chinese: nothing of the table outside the screen, no seat on another seat,
 * no play on another play, the hand and its buttons in view; the status bar
 * keeps one line through the hand and "End the game" is in the menu; the
 * log opens at its newest entry; Tractor's result names each seat as the
 * table did; the replay's "next trick" steps trick by trick with its
 * buttons in view on a phone; the level chart has axes and colours apart.
 * Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Api, TableClient, connectTo, playAsBot } from "../../src/client";
import type { ShengjiView } from "../../src/engine";
import { makerSeed } from "../support/deals";
import { until } from "../support/until";
import { atEverySize } from "./measure";
import { type Env, createTable, declareThroughDeal, nextMove, on, openEnv, pageKey, pageSays, phase, shot, tryClick } from "./support";

let env: Env;
/** A phone, a phone held sideways (two sizes: 780 × 437 is a common one) and a laptop. */
const FIRST_HOUR_SIZES = [[375, 667], [740, 360], [780, 437], [1280, 800]] as const;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** The status bar's height and where the table starts, on the phone. */
async function bar(page: Page): Promise<{ height: number; ringTop: number }> {
  return page.evaluate(() => ({
    height: Math.round((document.querySelector(".status-bar") as Element).getBoundingClientRect().height),
    ringTop: Math.round((document.querySelector(".ring") as Element).getBoundingClientRect().top),
  }));
}

describe("a stranger's first hour", () => {
  it("six seats at every size in both languages, nothing off the screen or on another seat; one status line; End in the menu", async () => {
    const page = await env.person(375, "en", { reducedMotion: true });
    // Bots at machine pace; a deal (seeded: test/support/deals.ts) whose largest bid, this seat's, no bot can
    // overcall in any order of bids; the bidding waits for this page (which passes once its bid stands).
    const seed = makerSeed("zpy-80", 6, 0, 2);
    await createTable(page, env.dev.base, "zpy-80", { players: 6, pace: { dealMs: 0, bidMs: 60_000, botDelayMs: 0, resultMs: 120_000 }, name: "Mei", seed });
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-action=start]:not([disabled])");
    await page.click("[data-action=start]");
    await page.waitForSelector("main.game");
    // Defect 4: the host's "End the game" is not among the table's buttons; it is in the menu.
    expect(await page.locator("[data-action=end]").count()).toBe(0);
    await page.click("[data-action=menu]");
    await page.waitForSelector("[data-overlay=menu] [data-section=host] [data-action=end]");
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-overlay=menu]", { state: "detached" });
    const dealing = await bar(page);
    expect(dealing.height).toBeLessThanOrEqual(40);

    // The deal, measured while this page may declare (the bidding stays open for it); then it declares and
    // becomes the maker (the seeded deal makes it so, whatever the bots bid meanwhile).
    await page.waitForSelector("main.game[data-phase=dealing] [data-panel=bid] [data-action=bid]", { timeout: 30_000 });
    await atEverySize(page, FIRST_HOUR_SIZES, "dealing");
    await declareThroughDeal(page);
    const maker = await page.waitForSelector("[data-panel=bury]", { timeout: 10_000 }).then(() => true, () => false);
    expect(maker, await pageSays(page)).toBe(true);
    await page.click("[data-panel=bury] [data-action=hint]");
    await atEverySize(page, FIRST_HOUR_SIZES, "burying");
    await page.click("[data-action=bury]:not([disabled])");
    await page.waitForSelector("[data-panel=call]");
    await atEverySize(page, FIRST_HOUR_SIZES, "calling");
    await page.click("[data-action=call]");
    await page.waitForSelector("main.game[data-phase=playing]");
    // Defect 4: the calls are in the status bar now, and it is still one line: the table has not moved down.
    await page.waitForSelector("[data-stat=calls]");
    expect(await bar(page)).toEqual(dealing);

    // Play with the hint; when several plays lie on the table on this seat's turn, measure everything.
    let played = 0;
    const deadline = Date.now() + 300_000;
    for (;;) {
      // What the page shows, read before the phase: a hand that ends after this look still moves the page on from it.
      const seen = await pageKey(page);
      if (Date.now() > deadline || (await phase(page)) !== "playing") break;
      if (await page.$("[data-panel=play]")) {
        await tryClick(page, "[data-panel=play] [data-action=hint]");
        if (played < 2 && (await page.locator(".played:not(.old)").count()) >= 3) {
          await atEverySize(page, FIRST_HOUR_SIZES, `playing ${played}`);
          expect(await bar(page)).toEqual(dealing);
          played++;
        }
        await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
      }
      await nextMove(page, seen);
    }
    expect(played).toBe(2);
    await page.waitForSelector("[data-overlay=result]", { timeout: 60_000 });
    expect(await bar(page)).toEqual(dealing);
  }, 1_800_000);
});

/** A chip's badge, and the result sheet's word for the same seat (what stands in brackets after the name). */
async function roles(page: Page, where: "chips" | "result", players: number): Promise<string[]> {
  const out: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const sel = where === "chips" ? `.chip[data-seat='${seat}'] .role` : `[data-overlay=result] li[data-seat='${seat}'] [data-role]`;
    out.push((await page.locator(sel).allTextContents()).join(""));
  }
  return out;
}

describe("Tractor's partners (issue 27, defect 3)", () => {
  it("the table's badges and the hand's result name each seat alike, and the table fits every size with 33 cards in hand", async () => {
    const page = await env.person(375, "en", { reducedMotion: true });
    // What the page tells the table of its reading the result (issue 57, item 8), as sent on its socket.
    const readingSaid: boolean[] = [];
    page.on("websocket", (ws) => ws.on("framesent", (f) => {
      const text = typeof f.payload === "string" ? f.payload : "";
      if (text.includes('"reading"')) readingSaid.push((JSON.parse(text) as { on: boolean }).on);
    }));
    // Bots at machine pace; the bidding waits for this page, which passes when it has nothing (more) to declare.
    // A fixed deal (a test's seed): the hand goes the same way each run.
    await createTable(page, env.dev.base, "tractor-classic", { pace: { dealMs: 0, bidMs: 60_000, botDelayMs: 0, resultMs: 120_000 }, name: "Mei", seed: "test:first-hour:partners" });
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-action=start]:not([disabled])");
    await page.click("[data-action=start]");
    await page.waitForSelector("main.game");
    // Declare when the cards allow; whoever makes it, the hand is played to its result.
    await declareThroughDeal(page);
    if (await page.waitForSelector("[data-panel=bury]", { timeout: 5_000 }).catch(() => null)) {
      await page.click("[data-panel=bury] [data-action=hint]");
      await atEverySize(page, FIRST_HOUR_SIZES, "tractor burying");
      await page.click("[data-action=bury]:not([disabled])");
    }
    await page.waitForSelector("main.game[data-phase=playing]", { timeout: 60_000 });
    const onTable = await roles(page, "chips", 4);
    // Four seats: the maker and one partner badge at least (the viewer's, or the maker's).
    expect(onTable.filter((r) => r !== "").length).toBeGreaterThanOrEqual(2);
    let measured = false;
    const deadline = Date.now() + 300_000;
    for (;;) {
      // What the page shows, read before the phase: a hand that ends after this look still moves the page on from it.
      const seen = await pageKey(page);
      if (Date.now() > deadline || (await phase(page)) !== "playing") break;
      if (await page.$("[data-panel=play]")) {
        await tryClick(page, "[data-panel=play] [data-action=hint]");
        if (!measured && (await page.locator(".played:not(.old)").count()) >= 2) {
          await atEverySize(page, FIRST_HOUR_SIZES, "tractor playing");
          measured = true;
        }
        await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
      }
      await nextMove(page, seen);
    }
    await page.waitForSelector("[data-overlay=result]", { timeout: 60_000 });
    await shot(page, "first-hour-tractor-result-375-en.png");
    expect(await roles(page, "result", 4)).toEqual(onTable);

    // The result opened by itself and only looked at holds nothing; a touch of it (here a tap on its heading) says
    // the person reads it: the sheet says the next hand waits for them, and the table hears it; Close lets it go on.
    expect(readingSaid).toEqual([]);
    expect(await page.$("[data-overlay=result] [data-reading]")).toBeNull();
    await page.click("[data-overlay=result] h3");
    expect(await page.textContent("[data-overlay=result] [data-reading='1']")).toMatch(/^The next hand waits while you read: \d+ s at most/);
    await until(() => readingSaid.length === 1, { for: "the page's word that it reads the result", seen: () => JSON.stringify(readingSaid) }, 10_000);
    await page.click("[data-overlay=result] [data-action=close]");
    await until(() => readingSaid.length === 2, { for: "the page's word that it is done", seen: () => JSON.stringify(readingSaid) }, 10_000);
    expect(readingSaid).toEqual([true, false]);
  }, 600_000);
});

describe("the log, the replay and the chart", () => {
  it("the log opens at its newest entry; next trick steps trick by trick with its buttons in view on a phone; the chart has axes and colours apart", async () => {
    // A table of bots, watched from a phone and a laptop from the start (the log holds what a page has seen).
    const api = new Api(env.dev.base);
    // Six seats: on a phone the replay lists six hands of cards above its step buttons.
    const t = await api.createTable({ game: "zpy-80", players: 6, settings: { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 1_500 } });
    const host = new TableClient({ connect: connectTo(api.socketUrl(t.tableId)), hostToken: t.hostToken, name: "Mei", pingMs: 0 });
    await host.connect();
    // The host holds seat 0 and plays it as the basic bot would: a game of bots alone is never recorded
    // (docs/PROTOCOL.md, "What a table costs"), and the replay below opens the recorded game.
    host.sit(0);
    await host.waitFor((c) => c.you === 0);
    const stopPlaying = playAsBot(host);
    for (let s = 1; s < 6; s++) host.bot(s);
    await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || x.bot));
    const phone = await env.person(375, "en", { reducedMotion: true });
    const laptop = await env.person(1280, "en", { reducedMotion: true });
    for (const p of [phone, laptop]) {
      await p.goto(`${env.dev.base}/t/${t.tableId}`);
      await p.waitForSelector("[data-section=seats]");
    }
    // Three hands started after the first (a game's first hand is dealt without a hand-started line): the log is far
    // longer than its panel. Counted as the table tells them, not by time: then the host ends the game, and no line
    // comes any more (a line coming in scrolls the log by itself; opening it must show the newest line with none coming).
    let started = 0;
    const offStarts = host.on("event", (events) => {
      started += events.filter((e) => e.type === "hand-started").length;
    });
    host.start();
    await until(() => started >= 3, () => `3 hands started after the first; ${started} so far, the host at version ${host.version}`, 240_000);
    offStarts();
    const gameId = host.table?.gameId as string;
    host.end();
    const ended = async (p: Page) => (await p.$("[data-overlay=over]")) !== null;
    await until(() => ended(phone), on(phone, "the end of the game on the phone"), 30_000);
    // The log's lines are drawn once its script (explain.js) has loaded: wait for them, not for time.
    const handsLogged = () => phone.locator("[data-log=game] li[data-event=hand-started]").count();
    await until(async () => (await handsLogged()) >= 3, { for: "3 hand-started lines in the phone's log", seen: async () => `${await handsLogged()} lines; ${await pageSays(phone)}` }, 30_000);
    expect(await handsLogged()).toBeGreaterThanOrEqual(3);

    // Opened as a tap would (the game-over sheet stands over the page meanwhile).
    const openLog = (p: Page) => p.evaluate(() => (document.querySelector("[data-action=side]") as HTMLElement).click());
    /** Whether the log's newest line is in view: inside the log's box and the screen (measured at once, after a frame). */
    const newestInView = (p: Page) => p.evaluate(() => new Promise<{ lines: number; inView: boolean; scrolls: boolean }>((resolve) => requestAnimationFrame(() => {
      const log = document.querySelector("[data-log=game]") as HTMLElement;
      const lines = log.querySelectorAll("li[data-event]");
      const last = lines[lines.length - 1] as HTMLElement;
      const a = log.getBoundingClientRect();
      const b = last.getBoundingClientRect();
      resolve({ lines: lines.length, inView: b.height > 0 && b.top >= a.top - 1 && b.bottom <= a.bottom + 1 && b.bottom <= window.innerHeight + 1, scrolls: log.scrollHeight > log.clientHeight });
    })));
    // Defect 2, on the phone: the log opens over the table at its newest entry, however long it is...
    await openLog(phone);
    await phone.waitForSelector("[data-log=game]", { state: "visible" });
    const opened = await newestInView(phone);
    expect(opened.scrolls).toBe(true);
    expect(opened.inView).toBe(true);
    await shot(phone, "first-hour-log-375-en.png");
    // ...and again after a look at the chat...
    await phone.evaluate(() => (document.querySelector("[data-tab=chat]") as HTMLElement).click());
    await phone.evaluate(() => (document.querySelector("[data-tab=log]") as HTMLElement).click());
    expect((await newestInView(phone)).inView).toBe(true);
    // ...and after it was closed while another game was played (and ended).
    await phone.evaluate(() => (document.querySelector("[data-action=close-side]") as HTMLElement).click());
    host.start();
    await until(async () => !(await ended(phone)), on(phone, "the second game on the phone"), 30_000);
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1, 120_000);
    host.end();
    await until(() => ended(phone), on(phone, "the end of the second game on the phone"), 30_000);
    await openLog(phone);
    await phone.waitForSelector("[data-log=game]", { state: "visible" });
    expect((await newestInView(phone)).inView).toBe(true);
    // On the laptop the log stands beside the table: its newest line is in view.
    await until(() => ended(laptop), on(laptop, "the end of the second game on the laptop"), 30_000);
    expect((await newestInView(laptop)).inView).toBe(true);
    stopPlaying();
    host.close();

    // Defect 5: the replay on a phone, from its first step.
    const replay = await env.person(375, "en", { reducedMotion: true });
    await replay.goto(`${env.dev.base}/g/${gameId}/1`);
    await replay.waitForSelector("main.replay[data-hand-current='1'] [data-action=next-trick]", { timeout: 30_000 });
    const inView = (sel: string) => replay.$eval(sel, (e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= document.documentElement.clientWidth;
    });
    expect(await inView("[data-action=next-trick]")).toBe(true);
    expect(await inView("[data-action=prev-trick]")).toBe(true);
    const step = async () => Number(await replay.getAttribute("[data-step]", "data-step"));
    /** A wait on the replay page: what it shows when the wait runs out. */
    const onReplay = (what: string) => ({ for: what, seen: async () => `${await replay.textContent("[data-step]")}, ${await replay.getAttribute("main.replay", "data-tricks")} tricks done, hand ${await replay.getAttribute("main.replay", "data-hand-current")}` });
    // A third of the way through the hand every seat holds its cards: the buttons are still in view.
    const steps = Number(/of (\d+)/.exec((await replay.textContent("[data-step]")) ?? "")?.[1]);
    await replay.fill("input[type=range]", String(Math.floor(steps / 3)));
    await until(async () => (await step()) === Math.floor(steps / 3), onReplay("a third of the hand"), 5_000);
    expect(await replay.locator(".replay-hand [data-card]").count()).toBeGreaterThan(50);
    expect(await inView("[data-action=next-trick]")).toBe(true);
    expect(await inView("[data-action=prev-trick]")).toBe(true);
    await replay.click("button:has-text('Start')");
    await until(async () => (await step()) === 0, onReplay("the first step"), 5_000);
    const tricks = async () => Number(await replay.getAttribute("main.replay", "data-tricks"));
    expect(await tricks()).toBe(0);
    for (let k = 1; k <= 3; k++) {
      await replay.click("[data-action=next-trick]");
      // Each click lands on the step that completes the next trick: one step back, that trick is not done yet.
      await until(async () => (await tricks()) === k, onReplay(`trick ${k}`), 5_000);
      const at = await step();
      await replay.click("button:has-text('‹')");
      await until(async () => (await step()) === at - 1, onReplay("one step back"), 5_000);
      expect(await tricks()).toBe(k - 1);
      await replay.click("button:has-text('›'):not([data-action])");
      await until(async () => (await step()) === at, onReplay("one step on"), 5_000);
      expect(await inView("[data-action=next-trick]")).toBe(true);
    }
    await replay.click("[data-action=prev-trick]");
    await until(async () => (await tricks()) === 2, onReplay("back to trick 2"), 5_000);
    await shot(replay, "first-hour-replay-375-en.png");

    // Defect 6: the level chart names its axes, and no two players' colours are alike.
    await replay.waitForSelector("[data-chart=levels]");
    const chart = await replay.evaluate(() => {
      const c = document.querySelector("[data-chart=levels]") as Element;
      return {
        y: [...c.querySelectorAll("[data-axis=y] text")].map((e) => e.textContent),
        x: [...c.querySelectorAll("[data-axis=x] text")].map((e) => e.textContent ?? ""),
        colours: [...c.querySelectorAll("polyline")].map((e) => e.getAttribute("stroke") as string),
      };
    });
    expect(chart.y.length).toBeGreaterThanOrEqual(2);
    expect(chart.y.every((s) => /^(10|[2-9JQKA])$/.test(s ?? "")), chart.y.join(" ")).toBe(true);
    // The hands along the foot: increasing numbers up to the last hand (every hand while there are ten or fewer).
    const hands = Number(await replay.getAttribute("[data-chart=levels]", "data-points")) - 1;
    const xs = chart.x.map(Number);
    expect(xs.length).toBeGreaterThanOrEqual(Math.min(hands, 2));
    expect(xs.at(-1)).toBe(hands);
    expect(xs.every((v, i) => i === 0 || v > (xs[i - 1] as number))).toBe(true);
    if (hands <= 10) expect(xs).toEqual(Array.from({ length: hands }, (_, i) => i + 1));
    expect(chart.colours).toHaveLength(6);
    for (let i = 0; i < 6; i++) for (let j = i + 1; j < 6; j++) expect(deltaE(chart.colours[i] as string, chart.colours[j] as string), `${chart.colours[i]} and ${chart.colours[j]}`).toBeGreaterThan(25);
  }, 600_000);
});

/** CIE76 colour difference of two #rrggbb colours (over about 25: told apart at a glance). */
function deltaE(a: string, b: string): number {
  const lab = (hex: string): [number, number, number] => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const p = lab(a);
  const q = lab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
