/**
 * The service worker's words for a notification (web/public/sw.js), run in
 * Node with a stand-in for the worker's global: a push event in, the title
 * and body it shows out. A name the table gave says itself in the reader's
 * language; a name someone chose is never rewritten.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { PushNotice } from "../../src/protocol";

const SOURCE = readFileSync(new URL("../../web/public/sw.js", import.meta.url), "utf8");

/** The notification the worker shows for `notice`, in a browser whose language is `language`. */
async function shown(notice: Partial<PushNotice>, language: string): Promise<{ title: string; body: string }> {
  const handlers = new Map<string, (e: unknown) => void>();
  const seen: { title: string; body: string }[] = [];
  const self = {
    addEventListener: (type: string, f: (e: unknown) => void) => handlers.set(type, f),
    navigator: { language },
    registration: {
      showNotification: async (title: string, opts: { body: string }) => {
        seen.push({ title, body: opts.body });
      },
    },
  };
  runInNewContext(SOURCE, { self, URL, Request: class {}, caches: {}, fetch: () => Promise.reject(new Error("offline")) });
  const waits: Promise<unknown>[] = [];
  handlers.get("push")?.({ data: { json: () => notice }, waitUntil: (p: Promise<unknown>) => waits.push(p) });
  await Promise.all(waits);
  const first = seen[0];
  if (!first) throw new Error("no notification shown");
  return first;
}

const base = { v: 1 as const, kind: "back" as const, table: "k3x9qm2rthw8vfpz5c7n", game: "zpy-80", gameName: ["Zhao Pengyou · 80", "找朋友 · 80 分"] as const, url: "/t/k3x9qm2rthw8vfpz5c7n", at: 0 };

describe("the service worker's notification words", () => {
  it("a seat the table named comes back: said in the reader's language", async () => {
    expect((await shown({ ...base, name: "Player 3", player: 3 }, "zh-CN")).title).toBe("玩家 3 回到了牌桌");
    expect((await shown({ ...base, name: "Player 3", player: 3 }, "en-US")).title).toBe("Player 3 is back at the table");
  });

  it("a chosen name comes back as written, in either language", async () => {
    expect((await shown({ ...base, name: "Mei" }, "zh-CN")).title).toBe("Mei 回到了牌桌");
    expect((await shown({ ...base, name: "Mei" }, "en-US")).title).toBe("Mei is back at the table");
  });

  it("the game's name in the reader's language, and the other kinds' words", async () => {
    const turn = await shown({ ...base, kind: "turn" }, "zh-CN");
    expect(turn.title).toBe("轮到你出牌");
    expect(turn.body).toBe("找朋友 · 80 分 · 牌桌 k3x9qm");
    expect((await shown({ ...base, kind: "turn" }, "en-US")).body).toBe("Zhao Pengyou · 80 · Table k3x9qm");
  });
});
