/**
 * Issue 58, "instant at any distance", as a person on a phone meets it.
 *
 * Back the moment it can be: the network goes away for ten seconds and
 * comes back (./network.ts: Chromium's offline switch, with its `offline`
 * and `online` events, and the open socket dead and silent, as a phone's
 * dropped or switched network leaves it). The table page must never call a
 * view it cannot keep up to date live, must be back at the table's live view
 * well within 1.5 s without a reload, and a move whose answer was lost must
 * be made once (the client re-sends it with its act id after the reconnect;
 * the table answers the repeat with its first answer).
 *
 * Your own play at once: with the table's frames to the page held back, a
 * play is drawn by the page alone (marked pending), with no card of another
 * seat; when the table had moved on underneath, the frames that arrive put
 * the cards back and the refusal says why.
 *
 * Every wait is bounded and says what it saw last.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShengjiView, awaiting, viewFor } from "../../src/engine";
import { bidChoices, canMisdeal } from "../../src/engine/shengji/hints";
import { makerSeed, seedWhere } from "../support/deals";
import { until } from "../support/until";
import { type Network, network } from "./network";
import { type Env, createTable, declareThroughDeal, on, openEnv, pageSays, waitAtTable } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** The bidding waits for the person (60 s), bots move every 250 ms; the turn clock is long enough for ten seconds away twice. */
const PACE = { dealMs: 0, bidMs: 60_000, botDelayMs: 250, resultMs: 60_000, turnSeconds: 120 } as const;

/** The page's version and whether it calls itself live (online, not marked stale). */
async function pageState(page: Page): Promise<{ version: number; status: string; live: boolean }> {
  return page.evaluate(() => {
    const el = document.querySelector(".table-page");
    return {
      version: Number(el?.getAttribute("data-version") ?? -1),
      status: el?.getAttribute("data-status") ?? "none",
      live: el?.getAttribute("data-status") === "online" && el?.getAttribute("data-live") !== "0",
    };
  });
}

/**
 * A Tractor table of this person (seat 0, the maker by the seeded deal) and three bots, past the kitty:
 * the first trick is this seat's to lead. The watcher (a second page, always online) holds the table's
 * latest version: the live view a page that comes back must reach.
 */
async function atFirstLead(): Promise<{ page: Page; net: Network; watcher: Page; link: string }> {
  const page = await env.person(375, "en", { reducedMotion: true });
  // No auto-play: every move of this seat is the test's (a forced move made by the page would blur what was sent).
  await page.addInitScript(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: false, sound: false })));
  const net = await network(page);
  const seed = makerSeed("tractor-classic", 4, 0, 716);
  const link = await createTable(page, env.dev.base, "tractor-classic", { pace: PACE, name: "Mei", seed });
  await page.click("[data-action=fill-bots]");
  await page.waitForSelector("[data-action=start]:not([disabled])");
  await page.click("[data-action=start]");
  await page.waitForSelector("main.game", { timeout: 30_000 });
  await declareThroughDeal(page);
  await waitAtTable(env, page, link, page.waitForSelector("[data-panel=bury] [data-action=hint]", { timeout: 30_000 }));
  await page.click("[data-panel=bury] [data-action=hint]");
  await page.click("[data-action=bury]:not([disabled])");
  await waitAtTable(env, page, link, page.waitForSelector("[data-panel=play]", { timeout: 30_000 }));
  const watcher = await env.person(1280);
  await watcher.goto(link);
  await watcher.waitForSelector("main.game[data-phase=playing]");
  return { page, net, watcher, link };
}

/** Plays the hint's cards (legal by the engine) on this seat's turn; the cards played. */
async function playHint(page: Page): Promise<string[]> {
  await page.click("[data-panel=play] [data-action=hint]");
  const cards = await page.locator(".hand button.card.sel").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") as string));
  await page.click("[data-panel=play] [data-action=play]:not([disabled])", { timeout: 10_000 }).catch(async (e: Error) => {
    throw new Error(`${e.message.split("\n")[0]}; chose ${cards.join(" ")}; last seen: ${await pageSays(page)}; ${await page.textContent("[data-panel=play]").catch(() => "")}`);
  });
  return cards;
}

/** Waits until the watcher's version stays put while it is this seat's turn again (the bots have had their turns). */
async function quietAtMyTurn(watcher: Page): Promise<number> {
  return until(async () => {
    const turn = await watcher.getAttribute(".chip[data-turn='1']", "data-seat").catch(() => null);
    return turn === "0" ? (await pageState(watcher)).version : null;
  }, on(watcher, "seat 0's turn again at the watcher"), 60_000);
}

/**
 * Measures in the page, from the moment the network comes back, how long until the page shows the
 * watcher's version and calls itself live. The page's own clock: the test's round trips do not count.
 */
async function backToLive(page: Page, net: Network, version: number, timeoutMs: number): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { backAt: number }).backAt = performance.now();
  });
  await net.restore();
  const handle = await page.waitForFunction((v) => {
    const el = document.querySelector(".table-page");
    const live = el?.getAttribute("data-status") === "online" && el?.getAttribute("data-live") !== "0" && Number(el?.getAttribute("data-version")) >= v;
    return live ? performance.now() - (window as unknown as { backAt: number }).backAt : false;
  }, version, { polling: "raf", timeout: timeoutMs }).catch(async (e: Error) => {
    throw new Error(`the page was not back at version ${version} within ${timeoutMs} ms (${e.message.split("\n")[0]}); last seen: ${await pageSays(page)}`);
  });
  return (await handle.jsonValue()) as number;
}

describe("back the moment it can be (issue 58)", () => {
  it("offline 10 s, then online: the live view is back well under 1.5 s, without a reload and without a second move", async () => {
    const { page, net, watcher, link } = await atFirstLead();
    let loads = 0;
    page.on("load", () => loads++);

    // Lead, then lose the network at once: the bots play on meanwhile, so the page falls behind.
    await playHint(page);
    await net.cut();
    const offAt = await page.evaluate(() => performance.now());
    // Never shown as live while the network is away (the page knows at once: the `offline` event).
    await until(async () => !(await pageState(page)).live, on(page, "the page to stop calling itself live"), 10_000);
    const behind = await quietAtMyTurn(watcher);
    // Ten seconds away, as the issue asks: the scenario's length, read on the page's clock (bounded).
    await page.waitForFunction((at) => performance.now() - at >= 10_000, offAt, { polling: 250, timeout: 30_000 });
    const ms = await waitAtTable(env, page, link, backToLive(page, net, behind, 120_000));
    console.log(`instant: network back → live view in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(1_500);

    // A move made just as the network failed: it reached the table, the answer was lost. The page is told
    // (the network goes and comes back), reconnects, re-sends the move with its id: the table answers it
    // once, with its first answer, and the move is made once.
    const handBefore = await page.locator(".hand [data-card]").count();
    net.dieAfter((text) => text.includes('"type":"act"'));
    const played = await playHint(page);
    await until(async () => (await pageState(watcher)).version > behind, on(watcher, "the move to reach the table"), 20_000);
    await net.cut();
    await until(async () => !(await pageState(page)).live, on(page, "the page to stop calling itself live"), 10_000);
    await net.restore();
    await until(async () => (await pageState(page)).live && (await page.locator(".hand [data-card]").count()) === handBefore - played.length, on(page, "the page live with the move made once"), 20_000);
    const acts = net.sent.map((f) => ({ ...(JSON.parse(f.text) as { type?: string; id?: string; action?: { cards?: string[] } }), delivered: f.delivered })).filter((f) => f.type === "act");
    const move = acts.filter((a) => JSON.stringify(a.action?.cards) === JSON.stringify(played));
    expect(new Set(move.map((a) => a.id)).size, "one id for the move").toBe(1);
    expect(move.filter((a) => a.delivered).length, "the move reached the table twice (sent, then re-sent after the reconnect)").toBe(2);
    // Once: the table's second answer was its first (a second play of these cards would be refused: not this seat's turn).
    await until(async () => (await pageState(watcher)).version >= (await pageState(page)).version, on(watcher, "the watcher at the page's version"), 20_000);
    expect(await page.locator("[data-notice=refusal], [data-precheck=error]").count()).toBe(0);
    expect(loads, "the page reloaded").toBe(0);
  }, 240_000);
});

/** Every card code on the page now: the hand's and every seat's play on the table. */
async function cardsShown(page: Page): Promise<{ hand: string[]; played: Record<string, string[]>; pending: string[] }> {
  return page.evaluate(() => {
    const codes = (root: ParentNode) => [...root.querySelectorAll("[data-card]")].map((e) => e.getAttribute("data-card") as string);
    const played: Record<string, string[]> = {};
    for (const p of document.querySelectorAll(".played[data-played]")) played[p.getAttribute("data-played") as string] = codes(p);
    const pending = [...document.querySelectorAll(".played.pending")].flatMap((p) => codes(p));
    return { hand: codes(document.querySelector(".hand") ?? document), played, pending };
  });
}

describe("your own play at once (issue 58)", () => {
  it("is drawn before the table answers, with no card of another seat; refused (the table moved on underneath), the cards go back and the page says why", async () => {
    // A deal in which the bots (seats 1, 3) can neither declare nor call a misdeal and seat 0 can declare:
    // the maker is seat 0 (seat 2, a person, never bids). Seat 2 then never plays: the table waits on it.
    const seed = seedWhere("instant-refused", "tractor-classic", 4, (deal) => {
      const seen = (s: number) => viewFor(deal, s) as ShengjiView;
      return bidChoices(seen(0)).length > 0 && [1, 3].every((s) => bidChoices(seen(s)).length === 0 && !canMisdeal(seen(s)));
    });
    const page = await env.person(375, "en", { reducedMotion: true });
    await page.addInitScript(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: false, sound: false })));
    const net = await network(page);
    const link = await createTable(page, env.dev.base, "tractor-classic", { pace: { ...PACE, bidMs: 5_000 }, name: "Mei", seed });
    const partner = await env.person(1280);
    await partner.goto(link);
    await partner.click("[data-seat='2'] [data-action=sit]");
    await page.waitForSelector("[data-seat='2'][data-state=person]");
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-action=start]:not([disabled])");
    await page.click("[data-action=start]");
    await page.waitForSelector("main.game", { timeout: 30_000 });
    await declareThroughDeal(page);
    await waitAtTable(env, page, link, page.waitForSelector("[data-panel=bury] [data-action=hint]", { timeout: 30_000 }));
    await page.click("[data-panel=bury] [data-action=hint]");
    await page.click("[data-action=bury]:not([disabled])");
    await waitAtTable(env, page, link, page.waitForSelector("[data-panel=play]", { timeout: 30_000 }));

    // The table's frames to the page are held from here: whatever the page draws comes from the page alone.
    net.hold();
    const before = await cardsShown(page);
    // The other seats' chips (names, levels, cards held, roles, whose turn).
    const chips = await page.locator(".chip:not([data-seat='0'])").evaluateAll((els) => els.map((e) => e.outerHTML));
    // Underneath, this seat leads (its other screen, say): the table moves on to seat 1, then waits on seat 2.
    const [underneath, mine] = [before.hand[0] as string, before.hand.find((c) => c !== before.hand[0]) as string];
    net.inject(JSON.stringify({ type: "act", id: "other-screen-1", action: { type: "play", cards: [underneath] } }));
    await until(async () => (await cardsShown(partner)).played["0"]?.join() === underneath, on(partner, `seat 0's ${underneath} on the table`), 20_000);

    // The page still shows its turn: its play of another card is drawn at once, marked pending, and nothing
    // else changes: no card but its own, no other seat's count, play or turn.
    const index = before.hand.indexOf(mine);
    await page.locator(".hand [data-card]").nth(index).click();
    await page.click("[data-panel=play] [data-action=play]:not([disabled])");
    const drawn = await cardsShown(page);
    expect(drawn.pending).toEqual([mine]);
    expect(drawn.played).toEqual({ "0": [mine] });
    expect(drawn.hand.length).toBe(before.hand.length - 1);
    for (const c of [...drawn.hand, ...Object.values(drawn.played).flat()]) expect(before.hand, `${c} shown`).toContain(c);
    expect(await page.locator(".chip:not([data-seat='0'])").evaluateAll((els) => els.map((e) => e.outerHTML))).toEqual(chips);
    expect(await page.$("[data-panel=play]")).toBeNull();

    // The frames in flight arrive: the table's view (seat 0 led the other card), then the refusal.
    net.release();
    await until(async () => {
      const now = await cardsShown(page);
      const n = (hand: string[], c: string) => hand.filter((x) => x === c).length;
      return now.pending.length === 0 && n(now.hand, mine) === n(before.hand, mine) && now.hand.length === before.hand.length - 1 && (await page.$("[data-notice=refusal]")) !== null;
    }, on(page, `${mine} back in the hand, the refusal said`), 20_000);
    expect(await page.textContent("[data-notice=refusal]")).toMatch(/not your turn/i);
    expect((await cardsShown(page)).played["0"]).toEqual([underneath]);
  }, 240_000);

  it("Zheng Fen: a lead is drawn before the table answers, its cards only, and stands when the table's view comes", async () => {
    // A four-player deal whose first lead is seat 0's (this page's).
    const seed = seedWhere("instant-zf-lead", "zheng-fen", 4, (deal) => awaiting(deal)[0] === 0 && awaiting(deal).length === 1);
    const page = await env.person(375, "en", { reducedMotion: true });
    await page.addInitScript(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: false, sound: false })));
    const net = await network(page);
    const link = await createTable(page, env.dev.base, "zheng-fen", { pace: PACE, name: "Mei", seed });
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-action=start]:not([disabled])");
    await page.click("[data-action=start]");
    await waitAtTable(env, page, link, page.waitForSelector("[data-panel=play]", { timeout: 30_000 }));

    // The table's frames to the page are held from here: what the page draws comes from the page alone.
    net.hold();
    const before = await cardsShown(page);
    const chips = await page.locator(".chip:not([data-seat='0'])").evaluateAll((els) => els.map((e) => e.outerHTML));
    const lead = before.hand[0] as string;
    await page.locator(".hand [data-card]").nth(0).click();
    await page.click("[data-panel=play] [data-action=play]:not([disabled])");
    const drawn = await until(async () => {
      const now = await cardsShown(page);
      return now.pending.length > 0 ? now : null;
    }, on(page, `${lead} drawn as this seat's lead`), 5_000);
    expect(drawn.pending).toEqual([lead]);
    expect(drawn.played).toEqual({ "0": [lead] });
    expect(drawn.hand.length).toBe(before.hand.length - 1);
    for (const c of drawn.hand) expect(before.hand, `${c} shown`).toContain(c);
    expect(await page.locator(".chip:not([data-seat='0'])").evaluateAll((els) => els.map((e) => e.outerHTML))).toEqual(chips);
    expect(await page.$("[data-panel=play]")).toBeNull();

    // The table's answer and view arrive: the lead stands (no longer pending), the hand as drawn.
    net.release();
    await until(async () => {
      const now = await cardsShown(page);
      const copies = (hand: string[]) => hand.filter((c) => c === lead).length;
      return now.pending.length === 0 && now.hand.length === before.hand.length - 1 && copies(now.hand) === copies(before.hand) - 1;
    }, on(page, `${lead} confirmed, out of the hand`), 20_000);
    expect(await page.$("[data-notice=refusal]")).toBeNull();
  }, 120_000);
});
