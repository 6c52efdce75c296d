/**
 * Issue 57, item 7: the chat's quick reactions were emoji (👍 👏 🙏…), empty
 * boxes on a device with no emoji font (the rest of the client avoids emoji
 * for that reason). Now each is drawn as a word in the reader's language,
 * on its button and in the chat line, while the table still carries the
 * emoji (what older pages and the game's record show): two people at one
 * table, one reading English and one Chinese, on a laptop (the chat docked
 * beside the table) and a phone (opened over it). Every wait is for a state
 * of the page, bounded.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/until";
import { type Env, createTable, on, openEnv, outside, shot } from "./support";

let env: Env;

beforeAll(async () => {
  env = await openEnv();
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/** An emoji: a character drawn from an emoji font (Unicode's Extended_Pictographic, or an emoji presentation selector). */
const EMOJI = /\p{Extended_Pictographic}|\uFE0F/u;

/** The reaction buttons as drawn: their words, and each one's box (it must not be empty). */
async function buttons(page: Page): Promise<{ reaction: string; words: string; width: number }[]> {
  return page.$$eval("[data-panel=side] .reactions [data-reaction]", (bs) =>
    bs.map((b) => ({ reaction: b.getAttribute("data-reaction") ?? "", words: (b.textContent ?? "").trim(), width: b.getBoundingClientRect().width })));
}

describe("chat reactions without an emoji font (issue 57, item 7)", () => {
  it("draws each reaction as a word on its button and in the chat, in the reader's language; the table carries the emoji", async () => {
    const host = await env.person(1280, "en");
    const link = await createTable(host, env.dev.base, "zheng-fen", { pace: { dealMs: 0, botDelayMs: 0, turnSeconds: 600 }, name: "Mei", seed: "test:chat-reactions" });
    const friend = await env.person(375, "zh");
    await friend.goto(link);
    await friend.fill("[data-field=name]", "Lan");
    await friend.click("[data-seat='1'] [data-action=sit]");
    await host.waitForSelector("[data-seat='1'][data-state=person]");
    await host.click("[data-action=fill-bots]");
    await host.waitForSelector("[data-action=start]:not([disabled])");
    await host.click("[data-action=start]");
    await host.waitForSelector("main.game");
    await friend.waitForSelector("main.game");

    // The laptop's chat is docked beside the table; the phone's opens over it from the header.
    await host.click("[data-panel=side] [data-tab=chat]");
    await friend.click("[data-action=side]");
    await friend.click("[data-panel=side] [data-tab=chat]");
    for (const [page, lang] of [[host, "en"], [friend, "zh"]] as const) {
      const drawn = await buttons(page);
      expect(drawn.map((b) => b.reaction)).toEqual(["👍", "👏", "😂", "😮", "😅", "🙏"]);
      for (const b of drawn) {
        expect(b.words, `${lang} ${b.reaction}`).not.toMatch(EMOJI);
        expect(b.words.length, `${lang} ${b.reaction}`).toBeGreaterThan(0);
        expect(b.width).toBeGreaterThan(20);
        // In the reader's language: Latin letters in English, Chinese characters in Chinese.
        expect(b.words).toMatch(lang === "en" ? /^[A-Za-z]+$/ : /^\p{Script=Han}+$/u);
      }
      expect(await outside(page, "[data-panel=side] .reactions [data-reaction]")).toEqual([]);
    }

    // Each sends its emoji (the table's chat keeps it); each page draws it as its own word.
    for (const r of ["👍", "👏", "🙏"]) await host.click(`[data-panel=side] [data-reaction='${r}']`);
    await until(() => friend.locator("[data-chat] [data-reaction]").count().then((n) => n === 3), on(friend, "three reactions in the chat"));
    await until(() => host.locator("[data-chat] [data-reaction]").count().then((n) => n === 3), on(host, "three reactions in the chat"));
    for (const [page, lang] of [[host, "en"], [friend, "zh"]] as const) {
      const lines = await page.$$eval("[data-chat]", (ls) => ls.map((l) => ({ text: l.textContent ?? "", reaction: l.querySelector("[data-reaction]")?.getAttribute("data-reaction") ?? "" })));
      expect(lines.map((l) => l.reaction)).toEqual(["👍", "👏", "🙏"]);
      for (const l of lines) {
        expect(l.text, lang).not.toMatch(EMOJI);
        expect(l.text, lang).toMatch(lang === "en" ? /^Mei: [A-Za-z]+$/ : /^Mei: \p{Script=Han}+$/u);
      }
    }
    // The words of a reaction are those of its button.
    const said = await friend.$$eval("[data-chat] [data-reaction]", (ws) => ws.map((w) => w.textContent));
    const words = Object.fromEntries((await buttons(friend)).map((b) => [b.reaction, b.words]));
    expect(said).toEqual([words["👍"], words["👏"], words["🙏"]]);
    await shot(host, "chat-reactions-1280-en.png");
    await shot(friend, "chat-reactions-375-zh.png");
  }, 300_000);
});
