/**
 * The bot modules cannot reach a game state (issue 13): they import no
 * module that holds, changes or makes a state (or a deal from a seed), and
 * name no state type. What they are given is a view and a public history
 * (src/engine/bot-input.ts builds them); test/engine/bots/boundary.test.ts
 * checks the types and the behaviour.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../src/engine");
const STRONG_DIR = join(ROOT, "shengji/strong");
const EXPERT_DIRS = [join(ROOT, "shengji/expert"), join(ROOT, "zhengfen/expert")];
const BOT_MODULES = [
  ...readdirSync(STRONG_DIR).map((f) => join(STRONG_DIR, f)),
  ...EXPERT_DIRS.flatMap((d) => readdirSync(d).map((f) => join(d, f))),
  join(ROOT, "expert-search.ts"),
  join(ROOT, "zhengfen/strong.ts"),
  join(ROOT, "shengji/bot.ts"),
  join(ROOT, "zhengfen/bot.ts"),
  join(ROOT, "shengji/history.ts"),
  join(ROOT, "zhengfen/history.ts"),
  join(ROOT, "bot-random.ts"),
];
/** Modules that hold a game state, change one, or make one (or a deal) from a seed. */
const STATE_MODULES = [
  "shengji/state", "zhengfen/state", "game", "shengji/game", "zhengfen/game", "shengji/play", "shengji/deal", "zhengfen/deal",
  "shengji/hand-end", "zhengfen/tricks", "driver", "random", "bot-input", "bots", "bot-arena", "index", "zhengfen/index",
].map((m) => join(ROOT, `${m}.ts`));

describe("the bot modules cannot reach a game state", () => {
  it.each(BOT_MODULES.map((f) => [f.slice(ROOT.length + 1), f]))("%s imports no state module and names no state type", (_name, file) => {
    const source = readFileSync(file, "utf8");
    const imports = [...source.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1] as string);
    // Every import is read (a module with none has no import statement at all).
    expect(imports.length > 0 || !/^import\b/m.test(source)).toBe(true);
    for (const spec of imports) {
      const target = `${resolve(dirname(file), spec)}.ts`;
      expect(STATE_MODULES, `${spec} in ${file}`).not.toContain(target);
    }
    expect(source).not.toMatch(/\b(ShengjiState|ZhengFenState|GameState|SeatState)\b/);
  });

});
