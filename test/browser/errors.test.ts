/**
 * Every refusal code the engine and the table send has Chinese words in the
 * web client (web/src/errors.ts), and refusals are worded from their code
 * and params: the Chinese interface never falls back to the server's
 * English for a code it should know.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pretendChinesePage } from "./zh-page";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}

/** The codes of refusals in the engine and the server (table, seats, …), as their sources write them. */
function codesInSources(): string[] {
  const found = new Set<string>();
  for (const f of [...sources(path.join(ROOT, "src/engine")), ...sources(path.join(ROOT, "src/server"))]) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(/(?:\bcode: |\brefused?\(|\bruleError\(|\brefuse\()"([a-z0-9-]+)"/g)) found.add(m[1] as string);
  }
  return [...found].sort();
}

describe("refusals in both languages", () => {
  it("finds the codes (the scan works)", () => {
    const codes = codesInSources();
    expect(codes).toContain("must-follow-suit");
    expect(codes).toContain("not-your-turn");
    expect(codes).toContain("too-low");
    expect(codes).toContain("seat-taken");
    expect(codes).toContain("between-hands");
    expect(codes).toContain("bid-final");
  });

  it("words every code in Chinese, with params when the engine sends them", async () => {
    pretendChinesePage();
    const { refusalText, WORDED_CODES } = await import("../../web/src/errors");
    const missing = codesInSources().filter((c) => !WORDED_CODES.includes(c));
    expect(missing).toEqual([]);
    const plain = refusalText({ code: "must-follow-suit", message: "You must play 2 hearts: hearts were led and you still have them." });
    expect(plain).toMatch(/[\u4e00-\u9fff]/);
    expect(plain).not.toMatch(/hearts/);
    // The params as the engine sends them (src/engine/shengji/follow.ts; test/engine/refusal-words.test.ts words real refusals).
    expect(refusalText({ code: "must-follow-suit", message: "…", params: { suit: "H", count: 2, held: 3 } })).toBe("有红桃就要先出 2 张红桃。");
    expect(refusalText({ code: "wrong-count", message: "…", params: { count: 3 } })).toBe("要出 3 张，和首家一样多。");
    // Params missing a name the Chinese needs: the plain Chinese, never a half-filled sentence.
    expect(refusalText({ code: "wrong-count", message: "…", params: {} })).toBe("出牌张数要和首家一样。");
    // A code nobody worded: the server's own message.
    expect(refusalText({ code: "brand-new-code", message: "Something new." })).toBe("Something new.");
  });
});
