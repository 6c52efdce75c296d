/**
 * Zheng Fen's combinations in the reader's language (web/src/table/zhengfen-words.ts):
 * a Chinese table said "要管的牌: a single ace", the engine's English, on
 * the line that tells a player what to beat (and in the pre-check of a
 * chosen play, and the choice of how to read a lead). The combinations are
 * those of seed 002's list, read by the engine from real cards.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { codeOf, hand } from "../../src/engine/cards";
import { CATEGORIES, type ZhengFenPattern, classifyCodes } from "../../src/engine/zhengfen/combos";
import { describe as engineWords } from "../../src/engine/zhengfen/hints";
import { pretendChinesePage } from "./zh-page";

let words: typeof import("../../web/src/table/zhengfen/zhengfen-words");
let setLang: (l: "en" | "zh") => void;
beforeAll(async () => {
  pretendChinesePage();
  words = await import("../../web/src/table/zhengfen/zhengfen-words");
  setLang = (await import("../../web/src/i18n")).setLang;
});

/** The engine's reading of these cards (its canonical one). */
function read(cards: string): ZhengFenPattern {
  const p = classifyCodes(hand(cards).map((c) => codeOf(c) as number));
  if (!p) throw new Error(`not a combination: ${cards}`);
  return p;
}

const EXAMPLES: readonly [string, string][] = [
  ["HA", "单张 A"],
  ["BJ", "大王"],
  ["S9 H9", "一对 9"],
  ["SQ HQ DQ", "三张 Q"],
  ["S2 H2 D2 C2", "四个 2"],
  ["S8 H8 S9 C9 D10 H10", "3 连对，最大 10"],
  ["SJ HJ DJ C5 HK", "三带二（三张 J）"],
  ["H5 H6 H7 H8 H9", "5 张同花顺，最大 9"],
  ["H5 S10 DK", "杂色 5-10-K"],
  ["H5 H10 HK", "同花 5-10-K"],
];

describe("Zheng Fen's combinations in Chinese", () => {
  it("names each combination of seed 002's list as the rules page does, with no English", () => {
    setLang("zh");
    for (const [cards, want] of EXAMPLES) expect(words.patternText(read(cards)), cards).toBe(want);
    const names = CATEGORIES.map(words.categoryText);
    expect(new Set(names).size).toBe(CATEGORIES.length);
    for (const n of names) expect(n).not.toMatch(/[A-Za-z]/);
  });

  it("in English, says what the engine says", () => {
    setLang("en");
    for (const [cards] of EXAMPLES) expect(words.patternText(read(cards))).toBe(engineWords(read(cards)));
    expect(words.categoryText("H")).toBe("a full house");
  });
});
