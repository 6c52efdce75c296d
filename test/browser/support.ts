/**
 * What the browser tests share: the run's one `wrangler dev` and one
 * chromium (global-setup.ts), people as fresh browser contexts (their own
 * storage, so their own seat tokens, and their own address) on a phone or a
 * laptop, a table made on the start page, and screenshots into screenshots/
 * (git ignores it).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { type DevServer, insides } from "../e2e/dev-server";
import { sharedDev } from "../e2e/shared-dev";
import { type Waiting, until } from "../support/until";
import { Api, type NewTable, TableClient, connectTo, playAsBot } from "../../src/client";
import type { GameRecord } from "../../src/client/http";
import type { ShengjiView } from "../../src/engine";
import { isPresetName } from "../../src/engine";
import { gameOf } from "../../web/src/start/games";
import { connectChromium } from "./chromium";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const SHOTS = path.join(ROOT, "screenshots");

export interface Env {
  readonly dev: DevServer;
  readonly browser: Browser;
  /** A fresh person: a browser context of its own (storage, seat tokens, address). `height`: the phone's, if not 667. */
  person(width: 375 | 1280, lang?: "en" | "zh", opts?: { reducedMotion?: boolean; height?: number; locale?: string }): Promise<Page>;
  /** Closes this file's people (the shared server and browser stay up for the other files). */
  close(): Promise<void>;
}

let people = 0;

/**
 * This file's handle on the run's shared server and browser. Each person
 * comes from an address of their own (`CF-Connecting-IP`, as wrangler dev
 * passes it on; chromium sends it on the sockets too), as at a real table:
 * files running side by side on one server never share the per-address
 * brakes on new tables, lookups and sockets.
 */
export async function openEnv(): Promise<Env> {
  mkdirSync(SHOTS, { recursive: true });
  const browser = await connectChromium(inject("chromiumEndpoint"));
  const dev = sharedDev();
  const contexts: BrowserContext[] = [];
  // Addresses apart per file running side by side (its worker slot) and per person.
  const file = Number(process.env.VITEST_POOL_ID ?? 0) * 16 + (process.pid % 16);
  return {
    dev,
    browser,
    async person(width, lang = "en", opts = {}) {
      people++;
      const ctx = await browser.newContext({
        viewport: width === 375 ? { width: 375, height: opts.height ?? 667 } : { width: 1280, height: 860 },
        locale: opts.locale ?? (lang === "zh" ? "zh-CN" : "en-US"),
        extraHTTPHeaders: { "CF-Connecting-IP": `10.${64 + (file & 63)}.${(people >> 8) & 255}.${people & 255}` },
        ...(opts.reducedMotion ? { reducedMotion: "reduce" as const } : {}),
      });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on("pageerror", (e) => console.error(`page error (${width}px): ${e.message}`));
      page.on("dialog", (d) => void d.accept());
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      // Disconnects this file; the browser itself is the run's.
      await browser.close().catch(() => undefined);
    },
  };
}

/**
 * Waits for what `waiting` waits for on a table's page; if it never comes, the
 * error says what the table and the page were doing (a failure on CI is read
 * from its log alone): the table's summary with the operator's inside
 * numbers, the page's text, and the server's last error lines.
 */
export async function waitAtTable<T>(env: Env, page: Page, link: string, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (e) {
    const id = link.split("/").pop() as string;
    const table = await fetch(`${env.dev.base}/api/tables/${id}`).then((r) => r.text(), (x: Error) => x.message);
    const inside = await insides(env.dev.base, id).then((h) => [...h].filter(([k]) => k.startsWith("x-table-")).map(([k, v]) => `${k}: ${v}`).join(", "), (x: Error) => x.message);
    const text = await page.textContent("body").catch(() => null);
    const errors = env.dev.output.join("").split("\n").filter((l) => /error|exception|uncaught/i.test(l)).slice(-20);
    throw new Error(
      `${(e as Error).message}\n-- the table: ${table.slice(0, 4000)}\n-- inside: ${inside}\n-- the page: ${(text ?? "").slice(0, 1500)}\n-- server errors:\n${errors.join("\n")}`,
    );
  }
}

/**
 * Whether this turn has one legal play: the page's auto-play (on unless the player turns it off) then makes
 * it 700 ms into the turn, so a step that needs the turn to itself (a keyboard play, a refused choice) must
 * not start there (play-feel, on a loaded machine, once tabbed towards the hint's card while auto-play
 * played it). Following, the cards not dimmed are those that may be part of a legal play: the play is forced
 * when they are just enough, or all one card (two D10s answering a single). Read in the page at one moment.
 */
export async function forcedTurn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const hint = document.querySelector("[data-hint=play]");
    if (!hint) return true; // the turn has gone already: nothing to start
    const need = hint.getAttribute("data-need");
    const open = [...document.querySelectorAll(".hand button.card:not(.dim)")].map((e) => e.getAttribute("data-card"));
    if (need === null) return open.length === 1;
    return open.length <= Number(need) || new Set(open).size === 1;
  });
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, name) });
}

export interface Pace {
  readonly dealMs?: number;
  readonly bidMs?: number;
  readonly botDelayMs?: number;
  readonly resultMs?: number;
  readonly turnSeconds?: number;
}

/** On the start page: the preset's game first (start/games.ts), then the preset among that game's rule sets. */
export async function choosePreset(page: Page, preset: string): Promise<void> {
  if (!isPresetName(preset)) throw new Error(`no preset ${preset}`);
  await page.click(`[data-game=${gameOf(preset)}]`);
  await page.click(`[data-preset=${preset}]`);
}

/**
 * Creates a table on the start page (a preset, a player count, a pace, the
 * name to sit under): the page is then the host in the lobby, in seat 0 as
 * the start page seats a table's maker (unless `sit` is false: the host
 * then leaves the seat and watches). With `seed` (test/support/deals.ts) the
 * table deals from it: the page's own request carries it (the start page
 * has no such field; only the test harness's server takes it, docs/PROTOCOL.md).
 */
export async function createTable(page: Page, base: string, preset: string, opts: { players?: number; pace?: Pace; name?: string; sit?: boolean; seed?: string } = {}): Promise<string> {
  await page.goto(`${base}/`);
  await choosePreset(page, preset);
  if (opts.players) await page.click(`[data-count='${opts.players}']`);
  await page.click("[data-group=pace] summary");
  for (const [k, v] of Object.entries(opts.pace ?? {})) await page.fill(`[data-setting=${k}] input`, String(v));
  if (opts.seed) await withSeed(page, opts.seed);
  if (opts.name) await page.fill("[data-field=name]", opts.name);
  await page.click("[data-action=create]");
  await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
  if (opts.seed) await page.unroute("**/api/tables");
  await page.waitForSelector("[data-seat='0'].mine[data-state=person]");
  if (opts.sit === false) {
    await page.click("[data-seat='0'] [data-action=leave]");
    await page.waitForSelector("[data-seat='0'][data-state=empty]");
  }
  return page.url();
}

/**
 * A Tractor table for four at the dev server `base`, at `settings`: its host
 * ("Mei", a client-library client, as a script would play) seated at 0 and
 * bots in the other seats; the game not started.
 */
export async function tractorHostAmongBots(base: string, settings: NewTable["settings"], seed?: string) {
  const api = new Api(base);
  const t = await api.createTable({ game: "tractor-classic", players: 4, settings, ...(seed === undefined ? {} : { seed }) });
  const host = new TableClient({ connect: connectTo(api.socketUrl(t.tableId)), hostToken: t.hostToken, name: "Mei", pingMs: 0 });
  await host.connect();
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  for (let s = 1; s < 4; s++) host.bot(s);
  await host.waitFor((c) => (c.table?.seats ?? []).every((s) => s.seat === 0 || s.bot));
  return { api, tableId: t.tableId, host };
}

/**
 * A finished Tractor hand at the dev server `base`, as D1 holds it: the host
 * (seat 0) plays as the engine's bot, bots elsewhere, at machine pace; from
 * the deal `seed` when given (a test seed: test/support/deals.ts).
 */
export async function finishedTractorHand(base: string, seed?: string): Promise<GameRecord> {
  const { api, host } = await tractorHostAmongBots(base, { dealMs: 0, botDelayMs: 0, bidMs: 300, resultMs: 120_000 }, seed);
  const stop = playAsBot(host, { delayMs: 2 });
  host.start();
  await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1, 240_000);
  stop();
  const gameId = host.table?.gameId as string;
  host.close();
  let g: GameRecord | null = null;
  return until(async () => {
    g = await api.game(gameId).catch(() => null);
    return g && g.hands.length >= 1 ? g : null;
  }, { for: `game ${gameId}'s hand in D1`, seen: () => (g ? `${g.status}, ${g.hands.length} hands` : "no record") }, 30_000);
}

/** The page's next new table (POST /api/tables) deals from `seed`. */
export async function withSeed(page: Page, seed: string): Promise<void> {
  await page.route("**/api/tables", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, seed }) });
  });
}

/**
 * What a table page shows now, in one line, read in the page at one
 * moment: the game's phase, the client's version, whose turn, this page's
 * seat and connection, its panels, sheets and hand. What a wait on a page
 * says when it runs out.
 */
export async function pageSays(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const at = (sel: string, attr: string) => document.querySelector(sel)?.getAttribute(attr) ?? "none";
      const all = (sel: string, attr: string) => [...document.querySelectorAll(sel)].map((e) => e.getAttribute(attr)).join(",");
      return `phase ${at("main.game", "data-phase")}, version ${at(".table-page", "data-version")}, turn of seat ${at(".chip[data-turn='1']", "data-seat")}, you ${at(".table-page", "data-you")} (${at(".table-page", "data-status")}), panels [${all("[data-panel]", "data-panel")}], sheets [${all("[data-overlay]", "data-overlay")}], notices [${all("[data-notice]", "data-notice")}], ${document.querySelectorAll(".hand [data-card]").length} cards in hand; ${location.pathname}`;
    })
    .catch((e: Error) => `(the page could not say: ${e.message})`);
}

/** A wait on a page (for `until`): what it waits for, and the page's state when it runs out (`pageSays`). */
export function on(page: Page, what: string): Waiting {
  return { for: what, seen: () => pageSays(page) };
}

/**
 * The page's state as one string, read in the page: the client's version
 * (every change the table sends), the phase, the panels, sheets, notices,
 * the hand and the cards chosen. `nextMove` waits for it to change.
 */
const PAGE_KEY = `(() => {
  const list = (sel, attr) => [...document.querySelectorAll(sel)].map((e) => e.getAttribute(attr)).join(",");
  return [
    document.querySelector(".table-page")?.getAttribute("data-version"),
    document.querySelector("main.game")?.getAttribute("data-phase"),
    list("[data-panel]", "data-panel"), list("[data-overlay]", "data-overlay"), list("[data-notice]", "data-notice"),
    list("[data-precheck]", "data-precheck"), list(".played", "data-played"),
    document.querySelectorAll(".hand [data-card]").length, document.querySelectorAll(".hand .sel").length,
  ].join("|");
})()`;

export async function pageKey(page: Page): Promise<string> {
  return page.evaluate(PAGE_KEY) as Promise<string>;
}

/**
 * Waits (bounded) until the page moves on from `seen` (a `pageKey`): the
 * table sent a change, or the page itself changed what it shows. What a
 * play loop waits for when it has done what it could: never a fixed pause.
 */
export async function nextMove(page: Page, seen: string, timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction(`${PAGE_KEY} !== ${JSON.stringify(seen)}`, undefined, { polling: 30, timeout: timeoutMs }).catch(async (e: Error) => {
    throw new Error(`timed out after ${timeoutMs} ms waiting for the table or the page to move (${e.message.split("\n")[0]}); last seen: ${await pageSays(page)}`);
  });
}

/** `nextMove` for several pages at one table: waits (bounded) until any of them moves on from what it showed (`seen`, one key each). */
export async function nextMoveOf(pages: readonly Page[], seen: readonly string[], timeoutMs = 60_000): Promise<void> {
  await until(async () => (await Promise.all(pages.map(pageKey))).some((k, i) => k !== seen[i]), {
    for: "the table or one of its pages to move",
    seen: async () => (await Promise.all(pages.map(pageSays))).map((s, i) => `page ${i}: ${s}`).join("\n"),
  }, { timeoutMs, everyMs: 40 });
}

/**
 * The deal, played as a person who declares whenever the page offers a bid
 * (its first choice: the largest) and, with nothing (more) to declare,
 * passes, so that the bidding closes as soon as the bots have had their
 * say (a table whose `bidMs` is long waits for no clock). `whileBidding`
 * runs on each look (a check of what the page shows then). Resolves when
 * the deal is over; bounded.
 */
export async function declareThroughDeal(page: Page, whileBidding: () => Promise<void> = async () => undefined, timeoutMs = 60_000): Promise<void> {
  await until(async () => {
    if ((await phase(page)) !== "dealing") return true;
    const bid = await tryClick(page, "[data-panel=bid] [data-action=bid]");
    await whileBidding();
    if (!bid && (await page.$("[data-panel=bid] [data-action=bid]")) === null) await tryClick(page, "[data-panel=bid] [data-action=pass-bid]:not([disabled])");
    return false;
  }, on(page, "the deal to end"), timeoutMs);
}

/** Fills the empty seats with bots and starts. */
export async function fillAndStart(page: Page): Promise<void> {
  await page.click("[data-action=fill-bots]");
  await page.waitForSelector("[data-action=start]:not([disabled])");
  await page.click("[data-action=start]");
  await page.waitForSelector("main.game");
}

/** The host ends the game: "End the game" is in the menu (issue 27), and asks first (the page accepts). */
export async function endGame(page: Page): Promise<void> {
  await page.click("[data-action=menu]");
  await page.click("[data-overlay=menu] [data-action=end]");
}

/** Clicks if the element is there now; the table moves on by itself, so elements come and go. */
export async function tryClick(page: Page, selector: string): Promise<boolean> {
  const el = await page.$(selector);
  if (!el) return false;
  try {
    await el.click({ timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}

export async function phase(page: Page): Promise<string | null> {
  return page.getAttribute("main.game", "data-phase").catch(() => null);
}

/** Boxes (left, top, right, bottom) of every element matching `selector` that lies partly outside the viewport. */
export async function outside(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const w = document.documentElement.clientWidth;
    const h = window.innerHeight;
    return [...document.querySelectorAll(sel)]
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.right > w + 0.5 || r.top < -0.5 || r.bottom > h + 0.5))
      .map(({ e, r }) => `${e.getAttribute("data-seat") ?? e.className} [${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.right)},${Math.round(r.bottom)}] of ${w}x${h}`);
  }, selector);
}

/** Pairs of elements (from two selectors) whose boxes overlap by more than `slack` px each way. */
export async function overlaps(page: Page, a: string, b: string, slack = 1): Promise<string[]> {
  return page.evaluate(({ a, b, slack }) => {
    // Only what a person sees: a finished trick that has swept away (hidden, transparent) covers nothing.
    const seen = (e: Element) => {
      const st = getComputedStyle(e);
      return st.visibility !== "hidden" && Number(st.opacity) > 0.05;
    };
    const boxes = (sel: string) => [...document.querySelectorAll(sel)].filter(seen).map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0);
    const out: string[] = [];
    for (const x of boxes(a)) {
      for (const y of boxes(b)) {
        if (x.e === y.e || x.e.contains(y.e) || y.e.contains(x.e)) continue;
        const w = Math.min(x.r.right, y.r.right) - Math.max(x.r.left, y.r.left);
        const h = Math.min(x.r.bottom, y.r.bottom) - Math.max(x.r.top, y.r.top);
        // Each box as left,top,width×height in CSS px, so a failure says by how much and where.
        const at = (r: DOMRect) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        if (w > slack && h > slack) out.push(`${x.e.className}#${x.e.getAttribute("data-seat") ?? ""} [${at(x.r)}] × ${y.e.className}#${y.e.getAttribute("data-seat") ?? y.e.getAttribute("data-played") ?? ""} [${at(y.r)}]`);
      }
    }
    return out;
  }, { a, b, slack });
}

/**
 * Where the hand's cards can be tapped (issue 57, item 11): each card is
 * drawn in rows, a later card over the one before it in its row and a
 * later row over the row above; what shows of a card is its strip up to the
 * next card of its row, down to the top of the row below where that row
 * lies over it. A tap at the middle of that strip, at 10%, 50% and 90% of
 * its height, must reach that card, and the card's corner (its rank and
 * suit) must be its own. Returns what failed, and the narrowest strip.
 */
export async function handTaps(page: Page): Promise<{ misses: string[]; narrowest: number }> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>(".hand .hand-row [data-card]")];
    const rows = [...document.querySelectorAll<HTMLElement>(".hand .hand-row")].map((row) => [...row.querySelectorAll<HTMLElement>("[data-card]")]);
    const misses: string[] = [];
    let narrowest = Number.POSITIVE_INFINITY;
    const hit = (x: number, y: number) => document.elementFromPoint(x, y)?.closest("[data-card]") ?? null;
    rows.forEach((row, r) => {
      const below = rows[r + 1] ?? [];
      row.forEach((card, k) => {
        const box = card.getBoundingClientRect();
        const next = row[k + 1]?.getBoundingClientRect();
        const right = next ? Math.min(box.right, next.left) : box.right;
        const x = (box.left + right) / 2;
        // The row below covers this card where one of its cards stands under the strip's middle.
        const under = below.map((b) => b.getBoundingClientRect()).filter((b) => b.left <= x && x <= b.right && b.top < box.bottom);
        const bottom = Math.min(box.bottom, ...under.map((b) => b.top));
        narrowest = Math.min(narrowest, right - box.left);
        const name = `${card.dataset.card} (row ${r + 1}, card ${k + 1}, ${Math.round(box.left)},${Math.round(box.top)})`;
        for (const f of [0.1, 0.5, 0.9]) {
          const y = box.top + f * (bottom - box.top);
          const got = hit(x, y);
          if (got !== card) misses.push(`${name} at ${Math.round(f * 100)}% of its visible height: ${got ? (got as HTMLElement).dataset.card : "nothing"}`);
        }
        const corner = card.querySelector(".r")?.getBoundingClientRect();
        if (corner && hit(corner.left + corner.width / 2, corner.top + corner.height / 2) !== card) misses.push(`${name}: its corner shows another card`);
      });
    });
    if (cards.length === 0) misses.push("no hand");
    return { misses, narrowest };
  });
}

/** The tricks have started and the maker's five calls stand (two of them answered, when asked). */
export async function callsStand(page: Page, found: number): Promise<void> {
  await page.waitForFunction(
    (found) => document.querySelector("main.game")?.getAttribute("data-phase") === "playing" && document.querySelectorAll(".status-bar .stat.calls b").length >= 5 && document.querySelectorAll(".status-bar .stat.calls b.found").length >= found,
    found,
    { timeout: 180_000 },
  );
}

export { expect };
