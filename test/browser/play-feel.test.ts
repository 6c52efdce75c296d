/**
 * Issue 14, "a table people want to come back to, on a phone first": the
 * web client in Debian's chromium against `wrangler dev`, as a person on a
 * 375 × 667 phone (and a laptop, in both languages) would use it. Each
 * defect of the issue has a check here that failed before its fix; the
 * features (turn notice, auto-play, queued play, game log, keyboard play,
 * chat, rules drawer, shared rule sets, kitty marks, motion) are used as a
 * player would use them. Every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import type { GameRecord } from "../../src/client/http";
import { replayHands } from "../../src/engine/replay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BOT_LEVEL, botMove } from "../../src/engine";
import { botKey } from "../../src/engine/random";
import { makerSeed, seedWhere } from "../support/deals";
import { until } from "../support/until";
import { type Env, choosePreset, createTable, declareThroughDeal, endGame, fillAndStart, forcedTurn, nextMove, on, openEnv, outside, overlaps, pageKey, pageSays, phase, shot, tryClick, waitAtTable } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

const QUICK = { dealMs: 0, bidMs: 2500, botDelayMs: 250, resultMs: 60_000 } as const;

/** Where the keyboard focus is, what is chosen, and what the page says: for a keyboard step that did nothing. */
async function focusReport(page: Page): Promise<string> {
  const at = await page.evaluate(() => ({
    focus: document.activeElement?.outerHTML.slice(0, 160) ?? null,
    chosen: [...document.querySelectorAll(".hand button.card.sel")].map((e) => e.getAttribute("data-card")),
    play: (document.querySelector("[data-panel=play] [data-action=play]") as HTMLButtonElement | null)?.outerHTML.slice(0, 160) ?? null,
  }));
  return `${JSON.stringify(at)}; the page: ${((await page.textContent("body")) ?? "").slice(0, 1200)}`;
}

/**
 * The table as laid out now: no seat chip outside the screen, no visible play over a chip.
 * Pages that check this ask for reduced motion, so what is measured is the layout at rest
 * (a play flying in or a trick sweeping to its winner crosses chips for a moment on purpose).
 */
async function checkLayout(page: Page, what: string): Promise<void> {
  expect(await outside(page, ".chip"), `${what}: chips outside the screen`).toEqual([]);
  expect(await overlaps(page, ".chip", ".played"), `${what}: plays over chips`).toEqual([]);
}

/** The hand's cards as codes, in order. */
async function hand(page: Page): Promise<string[]> {
  return page.locator(".hand [data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") as string));
}

/** Two cards of one plain suit, the lowest two ranks held (not trumps): a throw someone can almost surely beat. */
async function weakThrow(page: Page): Promise<string[] | null> {
  const cards = await page.locator(".hand button.card:not(.trump):not(.joker)").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") as string));
  const order = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  const bySuit = new Map<string, string[]>();
  for (const c of cards) bySuit.set(c[0] as string, [...(bySuit.get(c[0] as string) ?? []), c]);
  let best: string[] | null = null;
  let bestCount = Infinity;
  for (const list of bySuit.values()) {
    const ranks = [...new Set(list.map((c) => c.slice(1)))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (ranks.length < 2) continue;
    // The suit this hand holds least of: the other hands hold the most of it.
    if (list.length < bestCount) {
      bestCount = list.length;
      const suit = (list[0] as string)[0] as string;
      best = [`${suit}${ranks[0]}`, `${suit}${ranks[1]}`];
    }
  }
  return best;
}

/**
 * On this seat's turn, chooses cards the rules refuse, whatever the hand: a card of another suit
 * while the led suit is held (shown dimmed), else one card more than the trick asks for, else
 * (leading) two plain cards of different suits. False when the hand allows none of these now.
 */
async function illegalChoice(page: Page): Promise<boolean> {
  const hint = await page.$("[data-hint=play]");
  if (!hint) return false;
  const dim = await page.$(".hand button.card.dim");
  if (dim) {
    await dim.click();
    return true;
  }
  const cards = await hand(page);
  const need = await hint.getAttribute("data-need");
  if (need !== null) {
    if (cards.length <= Number(need)) return false;
    await clickCards(page, cards.slice(0, Number(need) + 1));
    return true;
  }
  const plain = await page.locator(".hand button.card:not(.trump):not(.joker)").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") as string));
  const other = plain.find((c) => c[0] !== plain[0]?.[0]);
  if (!plain[0] || !other) return false;
  await clickCards(page, [plain[0], other]);
  return true;
}

/** Defect 9 and 6: the illegal choice just made disables Play and is said once, in one line; then it is cleared. */
async function illegalChoiceSaid(page: Page): Promise<void> {
  await page.waitForSelector("[data-precheck=error]");
  expect(await page.isDisabled("[data-action=play]")).toBe(true);
  expect(await page.locator("[data-notice=refusal]").count()).toBe(0);
  expect(await outside(page, ".hand [data-card]")).toEqual([]);
  await shot(page, "feel-precheck-375-en.png");
  await page.click("[data-panel=play] [data-action=clear]");
}

async function clickCards(page: Page, want: readonly string[]): Promise<void> {
  const left = want.slice();
  const cards = await hand(page);
  for (const [i, c] of cards.entries()) {
    const k = left.indexOf(c);
    if (k < 0) continue;
    left.splice(k, 1);
    await page.locator(".hand [data-card]").nth(i).click();
  }
}

/**
 * Waits (up to `timeoutMs`) for a trick another seat led with a single while this seat is still to play,
 * and at once chooses a card that must follow it (of the led plain suit, or any trump behind a trump): a
 * queued play. The card's code, or null when the turn came, the hand or phase moved on, or the time ran
 * out first. It looks from inside the page, every 30 ms: the chance lasts one or two bot delays, and looking
 * from the test (a dozen round trips a look) missed every one of them in a hand on a loaded CI machine.
 */
async function queueBehindLead(page: Page, timeoutMs: number): Promise<string | null> {
  const found = await page
    .waitForFunction(() => {
      if (document.querySelector("main.game")?.getAttribute("data-phase") !== "playing") return "moved on";
      if (document.querySelector("[data-panel=play]")) return "turn";
      if (document.querySelectorAll(".hand [data-card]").length <= 3) return "near the end";
      // Play goes 1, 2, 3, then this seat (0): the leader is the lowest seat that has played.
      const led = [...document.querySelectorAll(".played:not(.old)")].map((e) => ({
        seat: Number(e.getAttribute("data-played")),
        cards: [...e.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card") as string),
      }));
      if (led.length === 0 || !led.every((p) => p.seat !== 0 && p.cards.length === 1)) return false;
      const lead = led.reduce((a, b) => (b.seat < a.seat ? b : a)).cards[0] as string;
      // A trump: a joker (LJ, BJ; a jack such as HJ is not one), the trump suit or the trump rank.
      const trump = document.querySelector("[data-stat=trump] b")?.textContent ?? "";
      const suit = ({ S: "♠", H: "♥", D: "♦", C: "♣" } as Record<string, string>)[lead[0] as string] ?? "?";
      const isTrump = /^[LB]J$/.test(lead) || trump.includes(suit) || trump.endsWith(lead.slice(1));
      const pick = document.querySelector<HTMLElement>(isTrump ? ".hand button.card.trump" : `.hand button.card.s-${lead[0]}:not(.trump)`);
      if (!pick) return false;
      pick.click();
      return `card:${pick.getAttribute("data-card")}`;
    }, undefined, { polling: 30, timeout: timeoutMs })
    .then((h) => h.jsonValue())
    .catch(() => null);
  return typeof found === "string" && found.startsWith("card:") ? found.slice(5) : null;
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; bounded. */
async function tabTo(page: Page, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`keyboard focus never reached ${selector}`);
}

/** The tricks of a kept game's first hand, by replaying it with the engine (as the replay page does). */
async function tricksOfFirstHand(gameId: string): Promise<number> {
  let status = 0;
  const g = await until(async () => {
    const res = await fetch(`${env.dev.base}/api/games/${gameId}`);
    status = res.status;
    return res.ok ? ((await res.json()) as GameRecord) : null;
  }, { for: `game ${gameId} in D1`, seen: () => `GET /api/games/${gameId} answered ${status}` }, 30_000);
  const [first] = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands, 0);
  return (first?.events ?? []).flat().filter((x) => x.type === "trick").length;
}

describe("play feel", () => {
  it("a wrong table link says there is no such table, with a way to start one", async () => {
    const page = await env.person(375);
    for (const id of ["nosuchtable0000000000", "x"]) {
      await page.goto(`${env.dev.base}/t/${id}`);
      await page.waitForSelector("[data-page=no-table]", { timeout: 30_000 });
      expect(await page.textContent("[data-page=no-table]")).toContain("There is no such table");
      expect(await page.$("[data-banner=offline]")).toBeNull();
    }
    await page.click("[data-action=new-table]");
    await page.waitForSelector("[data-action=create]");
  }, 120_000);

  it("Tractor on a 375 × 667 phone: seats, partner, declaration, a failed throw explained, auto and queued plays, keyboard, log, result", async () => {
    const page = await env.person(375, "en", { reducedMotion: true });
    const dialogs: string[] = [];
    page.on("dialog", (d) => dialogs.push(d.message()));
    // A deal (seeded: test/support/deals.ts) in which this seat declares first in any order of bids, so it
    // becomes the maker; the bidding waits for no clock (this page passes once its bid stands).
    const seed = makerSeed("tractor-classic", 4, 0, 716);
    const link = await createTable(page, env.dev.base, "tractor-classic", { pace: { ...QUICK, bidMs: 60_000 }, name: "Mei", seed });
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-seat='3'][data-state=bot]");
    // Defect 9: the lobby shows the fixed teams (seats across the table together).
    expect(await page.locator("[data-section=seats] [data-team='0']").count()).toBe(2);
    expect(await page.locator("[data-section=seats] [data-team='1']").count()).toBe(2);
    // Defect 9: a spectator at a full table is not told to take an empty seat.
    const watcher = await env.person(375);
    await watcher.goto(link);
    await watcher.waitForSelector("[data-watching=full]");
    await shot(page, "feel-lobby-tractor-375-en.png");

    // Become the maker: declare as soon as a card allows (the deal makes it this seat's, whatever the bots do).
    await page.click("[data-action=start]");
    let sawBidTrump = false;
    await page.waitForSelector("main.game", { timeout: 30_000 });
    await declareThroughDeal(page, async () => {
      // Defect 9: while a bid stands, the status bar shows its trump, not "—".
      if (await page.$(".played.bid.standing")) {
        const trump = (await page.textContent("[data-stat=trump] b")) ?? "";
        expect(trump).not.toBe("—");
        sawBidTrump = true;
      }
    });
    const maker = await page.waitForSelector("[data-panel=bury]", { timeout: 10_000 }).then(() => true, () => false);
    expect(maker, await pageSays(page)).toBe(true);
    expect(sawBidTrump).toBe(true);

    // Kitty marks: the 8 cards the kitty brought are marked until they are buried.
    expect(await page.locator(".hand [data-kitty]").count()).toBe(8);
    // Defect 9: after the deal the table still says who declared, with which cards.
    await page.waitForSelector("[data-note=declared][data-cards]");
    // The turn notice: title and sound.
    expect(await page.title()).toContain("Your turn");
    expect(Number(await page.getAttribute("audio[data-sound=turn]", "data-plays"))).toBeGreaterThanOrEqual(1);
    await shot(page, "feel-bury-375-en.png");
    await page.click("[data-panel=bury] [data-action=hint]");
    await page.click("[data-action=bury]:not([disabled])");
    await page.waitForSelector("main.game[data-phase=playing]");
    expect(await page.locator(".hand [data-kitty]").count()).toBe(0);

    // Defect 8: seat 2 is this seat's partner (对家), never "Friend"; the opponents carry no partner badge.
    // (Issue 27: "Your partner", the word the hand's result uses for that seat too.)
    const roles = async (seat: number) => page.locator(`.chip[data-seat='${seat}'] .role`).allTextContents();
    expect(await roles(2)).toEqual(["Your partner"]);
    expect(await roles(1)).toEqual([]);
    expect(await roles(3)).toEqual([]);
    expect(await page.locator(".chip .role").allTextContents()).not.toContain("Friend");

    // Defect 7: lead a throw someone can beat; the table says what was forced, why and the penalty until the trick ends.
    let throwSeen = false;
    let queuedSeen = false;
    let keyboardPlayed = false;
    let precheckSeen = false;
    let autoLast = false;
    // What happened, for a failure to explain itself (which check came when, and how the hand ended).
    const story: string[] = [];
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      // What the page showed at this look: when this look finds nothing to do, the next waits for a change from it.
      const seen = await pageKey(page);
      const ph = await phase(page);
      if (ph !== "playing") {
        // A loaded machine can keep this loop busy through the whole last trick. This loop never plays the
        // hand's last cards (below), so if they went while it looked elsewhere, the auto-play played them
        // (a stand-in would have said so on the page).
        if (!autoLast && ph === "scored" && (await hand(page)).length === 0 && !(await page.$("[data-notice=stand-in]"))) {
          autoLast = true;
          story.push("last trick played itself (between two looks)");
        }
        story.push(`phase ${ph}`);
        break;
      }
      await checkLayout(page, "tractor playing");
      const mine = await page.$("[data-panel=play]");
      const count = (await hand(page)).length;
      // The last trick is never clicked here: what is left is the only legal play (a single, or every card
      // when the trick asks for them all), and nothing but this page's auto-play plays it for this seat.
      const need = mine ? await mine.$eval("[data-hint=play]", (e) => e.getAttribute("data-need")).catch(() => null) : null;
      if (count === 1 || (need !== null && Number(need) === count)) {
        await until(async () => (await hand(page)).length === 0 || (await phase(page)) !== "playing", { for: "the last trick to play itself", seen: () => focusReport(page) }, 30_000);
        autoLast = (await hand(page)).length === 0;
        story.push(`last trick (${count} cards) ${autoLast ? "played itself" : "not played"}`);
        break;
      }
      if (!mine) {
        // Not our turn: once, queue a single of the suit another seat's single lead asked for; it must go out by itself.
        if (!queuedSeen && count > 3) {
          const card = await queueBehindLead(page, 4_000);
          if (card) {
            // The dock says the choice is queued until the turn comes (unless the turn came first: then try again later).
            const shown = await page
              .waitForFunction(() => (document.querySelector("[data-panel=queued]") ? "queued" : document.querySelector("[data-panel=play]") ? "turn" : false), undefined, {
                polling: 30,
                timeout: 5_000,
              })
              .then((h) => h.jsonValue());
            // Gone from the hand by itself, as one card: the trick it went into may already be over and cleared
            // by the time a look at the table comes, so the hand says it (only a play takes a card out of it).
            await until(async () => (await hand(page)).length === count - 1, on(page, `the queued ${card} to go out by itself`), 30_000);
            expect((await hand(page)).length).toBe(count - 1);
            story.push(`queued ${card} with ${count} cards (${shown === "queued" ? "shown as queued" : "the turn came first"})`);
            queuedSeen = shown === "queued";
          }
        } else {
          await nextMove(page, seen);
        }
        continue;
      }
      const leading = ((await page.textContent("[data-hint=play]")) ?? "").includes("You lead");
      if (leading && count <= 3) {
        // Near the end, lead singles, so that the last trick is a forced play whatever the others lead.
        await page.locator(".hand [data-card]").first().click();
        await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
        await until(async () => (await hand(page)).length < count || (await phase(page)) !== "playing", on(page, "a single lead near the end"), 15_000);
        continue;
      }
      // Defect 9: a void hand is told to play anything, never "0 of them".
      expect((await page.textContent("[data-hint=play]")) ?? "").not.toMatch(/\b0 of them/);
      if (leading && !throwSeen) {
        const pair = await weakThrow(page);
        if (pair) {
          await clickCards(page, pair);
          await page.click("[data-action=play]:not([disabled])");
          const failed = await page.waitForSelector("[data-notice=throw]", { timeout: 8_000 }).catch(() => null);
          if (failed) {
            const text = (await failed.textContent()) ?? "";
            expect(text).toMatch(/throw failed/);
            expect(text).toMatch(/Penalty: \d+ cards? taken back × \d+ = \d+ points|No penalty/);
            // Issue 27: who can beat which part of it (explain.ts), never the cards that would beat it.
            expect(text).toMatch(/can beat .+ in that suit/);
            await shot(page, "feel-throw-375-en.png");
            // Still there after the next seat plays (it used to vanish at the next play).
            await until(async () => (await page.locator(".played:not(.old)").count()) >= 2 || (await page.locator(".played.old").count()) > 0, on(page, "the next play"), 20_000);
            if ((await page.locator(".played.old").count()) === 0) expect(await page.$("[data-notice=throw]")).not.toBeNull();
            // Gone once the trick is over.
            await page.waitForSelector("[data-notice=throw]", { state: "detached", timeout: 30_000 });
            throwSeen = true;
            story.push(`throw failed with ${count} cards`);
          }
          continue;
        }
      }
      if (leading && throwSeen && count > 3 && !precheckSeen) {
        // Defect 9 and 6 (below) at a lead too: two plain cards of different suits are never a lead. A hand in
        // which this seat, following, never held a card the rules forbid once went by without the check.
        if (await illegalChoice(page)) {
          await illegalChoiceSaid(page);
          precheckSeen = true;
          story.push(`pre-check at a lead with ${count} cards`);
          continue;
        }
      }
      if (leading && throwSeen && count > 3 && !(precheckSeen && queuedSeen)) {
        // Give the lead away with a low plain single: the illegal choice and the queued play need another seat's
        // lead; with the hint's leads (which tend to win and keep the lead) a hand once went by without this seat
        // following a trick in which it had to keep a card back.
        const low = (await weakThrow(page))?.[0];
        if (low) {
          await clickCards(page, [low]);
          await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
          await until(async () => (await hand(page)).length < count || (await phase(page)) !== "playing", on(page, "a low single lead"), 15_000);
          continue;
        }
      }
      const forced = await forcedTurn(page);
      if (!leading && !precheckSeen && !forced && (await page.$(".hand button.card.dim"))) {
        await page.locator(".hand button.card.dim").first().click();
        await illegalChoiceSaid(page);
        precheckSeen = true;
        story.push(`pre-check with ${count} cards`);
        continue;
      }
      if (!keyboardPlayed && !forced) {
        // Keyboard only: Tab to a playable card, Space to choose it, Shift+Tab back to Play, Enter.
        const s = await page.evaluate(() => document.querySelector("[data-panel=play] [data-action=hint]") !== null);
        expect(s).toBe(true);
        await page.click("[data-panel=play] [data-action=hint]");
        const want = await page.$$eval(".hand button.card.sel", (els) => els.map((e) => e.getAttribute("data-card") as string));
        await page.click("[data-panel=play] [data-action=clear]");
        if (want.length === 1) {
          await tabTo(page, `.hand button.card[data-card='${want[0]}']`);
          await page.keyboard.press("Space");
          expect(await page.locator(".hand button.card.sel").count()).toBe(1);
          await tabTo(page, "[data-action=play]", true);
          await page.keyboard.press("Enter");
          await until(async () => (await hand(page)).length === count - 1, { for: "the keyboard play", seen: () => focusReport(page) }, 15_000);
          keyboardPlayed = true;
          story.push(`keyboard play with ${count} cards`);
          continue;
        }
      }
      // Near the end a forced follow is the auto-play's to make: this loop plays none of the hand's last cards.
      if (forced && count <= 3) {
        await nextMove(page, seen);
        continue;
      }
      await tryClick(page, "[data-panel=play] [data-action=hint]");
      await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
    }
    const told = story.join("; ");
    expect(throwSeen, told).toBe(true);
    expect(queuedSeen, told).toBe(true);
    expect(keyboardPlayed, told).toBe(true);
    expect(precheckSeen, told).toBe(true);
    expect(autoLast, told).toBe(true);

    // The result: inside the screen, says who starts next, and counts down.
    await page.waitForSelector("[data-overlay=result]", { timeout: 60_000 });
    expect(await outside(page, "[data-overlay=result] .sheet")).toEqual([]);
    await page.waitForSelector("[data-overlay=result] [data-next]");
    expect(await page.$("[data-overlay=result] [data-countdown]")).not.toBeNull();
    expect(await page.$("[data-overlay=result] [data-row=penalty]")).not.toBeNull();
    await shot(page, "feel-result-375-en.png");

    // The game log: every trick of the hand (25), the failed throw and the declaration.
    await page.keyboard.press("Escape");
    await page.evaluate(() => (document.querySelector("[data-action=side]") as HTMLElement).click());
    await page.waitForSelector("[data-log=game]");
    const logTricks = await page.locator("[data-log=game] [data-event=trick]").count();
    expect(await page.locator("[data-log=game] [data-event=throw-failed]").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("[data-log=game] [data-event=trump]").count()).toBeGreaterThanOrEqual(1);
    await shot(page, "feel-log-375-en.png");

    // Defect 9: the game-over sheet leaves the language toggle usable.
    await page.evaluate(() => (document.querySelector("[data-action=close-side]") as HTMLElement).click());
    await endGame(page);
    await page.waitForSelector("[data-overlay=over]");
    // Defect 9: the end-game question says what ending does.
    expect(dialogs.some((m) => /everyone/.test(m))).toBe(true);
    // The log listed every trick of the hand: as many as the kept game's replay makes.
    const gameId = ((await page.getAttribute("[data-overlay=over] a.button", "href")) as string).split("/").pop() as string;
    expect(logTricks).toBe(await tricksOfFirstHand(gameId));
    await page.click("[data-action=lang]", { timeout: 5_000 });
    await page.waitForSelector("[data-overlay=over] h3:has-text('结束')");
    await page.click("[data-action=lang]", { timeout: 5_000 });
  }, 900_000);

  it("Zhao Pengyou for 6 on a 375 × 667 phone: a whole hand with nothing cut off; bots named in Chinese; refusals in Chinese", async () => {
    const page = await env.person(375, "zh", { reducedMotion: true });
    // A fixed deal (a test's seed): the hand goes the same way each run, its refusal included.
    await createTable(page, env.dev.base, "zpy-80", { players: 6, pace: QUICK, name: "梅", seed: "test:play-feel:zpy-80" });
    await page.click("[data-action=fill-bots]");
    await page.waitForSelector("[data-seat='5'][data-state=bot]");
    // Defect 9: the table's bots are named in the reader's language.
    expect(await page.textContent("[data-seat='1'] .who")).toContain("机器人 2");
    await shot(page, "feel-lobby-zpy-375-zh.png");
    await page.click("[data-action=start]");
    await page.waitForSelector("main.game");
    let zhRefusal = false;
    let shots = 0;
    const deadline = Date.now() + 400_000;
    while (Date.now() < deadline) {
      const seen = await pageKey(page);
      const ph = await phase(page);
      if (ph === "scored") break;
      // Declare if the cards allow; with nothing to declare, pass (the bidding then closes once the bots have bid).
      if (ph === "dealing" && !(await tryClick(page, "[data-panel=bid] [data-action=bid]"))) await tryClick(page, "[data-panel=bid] [data-action=pass-bid]:not([disabled])");
      if (await page.$("[data-panel=bury]")) {
        await tryClick(page, "[data-panel=bury] [data-action=hint]");
        await tryClick(page, "[data-action=bury]:not([disabled])");
      }
      if (await page.$("[data-panel=call]")) await tryClick(page, "[data-action=call]:not([disabled])");
      await checkLayout(page, `zpy ${ph}`);
      if (await page.$("[data-panel=play]")) {
        if (!zhRefusal && !(await forcedTurn(page)) && (await illegalChoice(page))) {
          // Defect 9: an engine refusal, worded in Chinese.
          const text = (await page.waitForSelector("[data-precheck=error]", { timeout: 10_000 }).then((e) => e.textContent())) ?? "";
          expect(text).toMatch(/[\u4e00-\u9fff]/);
          expect(text).not.toMatch(/[A-Za-z]{3,}/);
          zhRefusal = true;
          await tryClick(page, "[data-panel=play] [data-action=clear]");
        }
        if (shots < 1 && (await page.locator(".played").count()) >= 3) {
          await shot(page, "feel-play-zpy-375-zh.png");
          shots++;
        }
        await tryClick(page, "[data-panel=play] [data-action=hint]");
        await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
      }
      await nextMove(page, seen);
    }
    await page.waitForSelector("[data-overlay=result]", { timeout: 60_000 });
    expect(await outside(page, "[data-overlay=result] .sheet")).toEqual([]);
    expect(await outside(page, ".chip")).toEqual([]);
    expect(zhRefusal).toBe(true);
    await shot(page, "feel-result-zpy-375-zh.png");
  }, 600_000);

  it("Zheng Fen: Hint advises a pass when nothing beats; forced passes go by themselves; the last trick closes with Escape or Close", async () => {
    const page = await env.person(375, "en", { reducedMotion: true });
    await page.goto(`${env.dev.base}/`);
    // Auto-play off first, to see the hint's advice; then on.
    await page.evaluate(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: false })));
    // The next deal at once (nothing here looks at a result); bots at QUICK's pace, which leaves this page's
    // forced pass a moment to be seen going (its panel leaves before the turn comes round again); a fixed deal
    // (a test's seed), so the turns this test looks for come the same way each run.
    await createTable(page, env.dev.base, "zheng-fen", { pace: { ...QUICK, resultMs: 0 }, name: "Mei", seed: "test:play-feel:zheng-fen" });
    await fillAndStart(page);
    let advised = false;
    let lastTrick = false;
    let autoPassed = false;
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline && !(advised && lastTrick && autoPassed)) {
      const seen = await pageKey(page);
      await checkLayout(page, "zheng fen");
      const panel = await page.$("[data-panel=play]");
      if (panel) {
        const hint = (await panel.textContent()) ?? "";
        // On this seat's turn with a choice to make, nothing at the table moves (the turn clock gives 45 s, and
        // auto-play only passes when nothing beats): the last trick stays while its sheet is opened and closed.
        if (!lastTrick && !/Nothing in your hand beats it/.test(hint) && (await page.$("[data-action=last-trick]"))) {
          // Escape the moment the sheet is in the page (before the browser paints it): a key bound
          // only after the paint lost it, and the sheet stayed.
          await page.evaluate(() => new Promise<void>((resolve) => {
            const seen = new MutationObserver(() => {
              if (!document.querySelector("[data-overlay=last-trick]")) return;
              seen.disconnect();
              window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
              resolve();
            });
            seen.observe(document.body, { childList: true, subtree: true });
            (document.querySelector("[data-action=last-trick]") as HTMLElement).click();
          }));
          await page.waitForSelector("[data-overlay=last-trick]", { state: "detached" });
          await page.click("[data-action=last-trick]");
          await page.click("[data-overlay=last-trick] [data-action=close]");
          await page.waitForSelector("[data-overlay=last-trick]", { state: "detached" });
          lastTrick = true;
        }
        if (/Nothing in your hand beats it/.test(hint)) {
          if (!advised) {
            // Nothing beats the trick: every card of the hand is dimmed (issue 57, item 12), and says so.
            expect(await page.locator(".hand button.card:not(.dim)").count(), "cards left undimmed when nothing beats").toBe(0);
            expect(await page.getAttribute(".hand button.card >> nth=0", "aria-label")).toContain("cannot be played");
            await page.click("[data-panel=play] [data-action=hint]");
            await page.waitForSelector("[data-advice=pass]");
            expect(await page.locator("[data-action=pass].suggested").count()).toBe(1);
            expect(await page.locator(".hand button.card.sel").count()).toBe(0);
            await page.click("[data-action=pass]");
            advised = true;
            await page.evaluate(() => localStorage.setItem("pengyou.prefs", JSON.stringify({ autoPlay: true })));
            await page.reload();
            await page.waitForSelector("main.game");
          } else {
            // Auto-play on: this pass goes by itself.
            await page.waitForSelector("[data-panel=play]", { state: "detached", timeout: 10_000 });
            autoPassed = true;
          }
          continue;
        }
        // Follow the hint: its cards, or a pass when it advises one (a special or a joker may be worth keeping).
        await tryClick(page, "[data-panel=play] [data-action=hint]");
        // What the hint picks is never dimmed.
        expect(await page.locator(".hand button.card.sel.dim").count(), "a hinted card dimmed").toBe(0);
        if (await page.$("[data-advice=pass]")) await tryClick(page, "[data-panel=play] [data-action=pass]");
        else await tryClick(page, "[data-panel=play] [data-action=play]:not([disabled])");
      }
      await nextMove(page, seen);
    }
    await shot(page, "feel-zhengfen-375-en.png");
    expect(advised).toBe(true);
    expect(lastTrick).toBe(true);
    expect(autoPassed).toBe(true);
  }, 420_000);

  it("a page whose seat opened in another tab stops taking input; chat, the rules drawer, a shared rule set, the pace, motion", async () => {
    const host = await env.person(1280);
    // The deal comes at once: nothing here needs a slow one, and a 25 s deal only made the wait for the first bid longer.
    // A deal where a bot (seat 2 or 3) declares at once: a bid is drawn on every page whatever the people do (they do
    // nothing here); without one the first card could wait on a person's clock, longer than the wait below.
    const seed = seedWhere("play-feel:bot-bids", "tractor-classic", 4, (deal, s) => [2, 3].some((seat) => botMove(deal, seat, DEFAULT_BOT_LEVEL, botKey(s))?.type === "bid"));
    const link = await createTable(host, env.dev.base, "tractor-classic", { pace: QUICK, name: "Host", seed });
    const friend = await env.person(1280, "zh");
    await friend.goto(link);
    await friend.fill("[data-field=name]", "Li");
    await friend.click("[data-seat='1'] [data-action=sit]");
    await friend.waitForSelector("[data-seat='1'].mine");
    // Motion: plays come in with a short animation, none when the reader asks for less motion. This page watches
    // from before the start (arriving after it, on a busy machine it once missed the bids' window of 2.5 s).
    const still = await env.person(1280, "en", { reducedMotion: true });
    await still.goto(link);
    await still.waitForSelector("[data-seat='1'][data-state=person]");
    await fillAndStart(host);
    await friend.waitForSelector("main.game");
    await still.waitForSelector("main.game");
    // The first bid's (or play's) motion, read in the page the moment it shows, on both pages at once: with the deal
    // at once, a bid stands only until the deal ends, and a second look once found it gone.
    const motion = (p: Page) =>
      p
        .waitForFunction(() => {
          const e = document.querySelector(".played");
          return e ? getComputedStyle(e).animationName : false;
        }, undefined, { polling: 30, timeout: 60_000 })
        .then((h) => h.jsonValue());
    // A bid shows in a few seconds; once on CI none came in 60 s, with nothing in the log to say why: if it happens
    // again, the error carries the table's state, the page's text and the server's errors.
    const [moving, resting] = await Promise.all([waitAtTable(env, host, link, motion(host)), motion(still)]);
    expect(moving).toMatch(/^from-/);
    expect(resting).toBe("none");

    // Chat: a quick reaction and a line, seen by the other player (docked log and chat on a laptop).
    await host.click("[data-tab=chat]");
    await host.click("[data-reaction='👍']");
    await host.fill("[data-field=chat]", "good luck");
    await host.click("[data-action=chat-send]");
    await friend.click("[data-tab=chat]");
    await friend.waitForSelector("[data-chat='1']:has-text('good luck')");
    // The reaction arrives as its emoji and is drawn as a word (chat-reactions.test.ts).
    expect(await friend.locator("[data-chat='0'] [data-reaction='👍']").count()).toBe(1);

    // The rules drawer: read-only during the game, with a link that sets up the same rules.
    await friend.click("[data-action=menu]");
    await friend.waitForSelector("[data-section=rules] [data-rules-link]");
    // The editor comes in its own chunk (ui/options-host): the link row is drawn before it; wait for its selects (in folded groups: there, not visible).
    await friend.waitForSelector("[data-section=rules] select[disabled]", { state: "attached", timeout: 20_000 });
    expect(await friend.locator("[data-section=rules] select[disabled]").count()).toBeGreaterThan(5);
    expect(await friend.locator("[data-section=rules] select:not([disabled]), [data-section=rules] input[type=checkbox]:not([disabled])").count()).toBe(0);
    const rulesLink = (await friend.getAttribute("[data-section=rules] [data-rules-link]", "data-rules-link")) as string;
    await shot(friend, "feel-menu-1280-zh.png");
    await friend.keyboard.press("Escape");
    const other = await env.person(375);
    await other.goto(rulesLink);
    await other.waitForSelector("[data-notice=shared-rules]");
    expect(await other.getAttribute("[data-preset=tractor-classic]", "class")).toContain("on");
    expect(await other.getAttribute("[data-count='4']", "class")).toContain("on");

    // The pace: the host sets a turn clock; the server takes it (everyone sees it) or says it cannot change during a game.
    await host.click("[data-action=menu]");
    await host.fill("[data-setting=turnSeconds] input", "30");
    await host.click("[data-action=set-pace]");
    const verdict = await Promise.race([
      // Every table has a clock now (45 s by default): wait for the new one, on the spectator's page, whose bar
      // always shows the table's clock (a seat's bar shows its own countdown instead while it is that seat's turn).
      still.waitForSelector("[data-stat=pace]:has-text('30s')", { timeout: 20_000 }).then(() => "shown"),
      host.waitForSelector("[data-notice=pace]", { timeout: 20_000 }).then(() => "refused"),
    ]);
    if (verdict === "refused") expect(await host.textContent("[data-notice=pace]")).toMatch(/cannot change during a game/);
    else expect(await still.textContent("[data-stat=pace]")).toContain("30");
    await host.keyboard.press("Escape");
    await shot(host, "feel-play-1280-en.png");
    await shot(friend, "feel-play-1280-zh.png");

    // Defect 9: the same seat opened in another tab: the older page says so and its buttons do nothing.
    const second = await host.context().newPage();
    await second.goto(link);
    await second.waitForSelector("main.game");
    await host.waitForSelector("[data-banner=elsewhere]", { timeout: 30_000 });
    expect(await host.getAttribute(".table-body", "inert")).not.toBeNull();
    await host.click("[data-action=menu]", { timeout: 2_000, trial: true }).then(
      () => expect.fail("the displaced page's menu button (with End in it) still takes clicks"),
      () => undefined,
    );
  }, 300_000);

  it("quick pace on the start page makes a quick table", async () => {
    const page = await env.person(375);
    await page.goto(`${env.dev.base}/`);
    await choosePreset(page, "tractor-classic");
    await page.click("[data-pace=quick]");
    await page.click("[data-action=create]");
    await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
    const id = page.url().split("/").pop() as string;
    const table = (await (await fetch(`${env.dev.base}/api/tables/${id}`)).json()) as { settings: { dealMs?: number } };
    expect(table.settings.dealMs).toBe(60);
  }, 60_000);

  // The replay page's layout on a phone and a laptop is checked in history.test.ts, on a game with completed hands.
});
