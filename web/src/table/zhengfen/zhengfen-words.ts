/**
 * Zheng Fen's combinations in the reader's language. The engine words them
 * in English (for its refusals and the hint's `describe`); a Chinese page
 * names them as the rules page does (对子, 连对, 三带二, 同花顺, 特殊牌型),
 * with the ranks as printed on the cards. The table's "to beat" line, the
 * pre-check of a chosen play and the choice of how to read a lead use these.
 */
import {
  BIG, LITTLE, type Rank, SPECIAL_FOUR_TWOS, SPECIAL_SUITED, TWO, type ZhengFenCategory, type ZhengFenPattern, describeZhengFen, describeZhengFenCategory, rankName,
} from "../../../../src/engine/client";
import { lang } from "../../i18n";

const CATEGORY_ZH: Record<ZhengFenCategory, string> = {
  A: "单张",
  B: "对子",
  C: "三张",
  D: "四张",
  E: "连对",
  F: "连三张",
  G: "连四张",
  H: "三带二",
  I: "同花顺",
  J: "特殊牌型",
};

/** Zheng Fen's rank numbers (3..17, ranks.ts) as printed on the cards (a 2 is 15 there); the jokers by name. */
function rankZh(rank: number): string {
  if (rank === LITTLE) return "小王";
  if (rank === BIG) return "大王";
  return rankName((rank === TWO ? 2 : rank) as Rank);
}

/** "a pair of queens" / "一对 Q". */
export function patternText(p: ZhengFenPattern): string {
  if (lang !== "zh") return describeZhengFen(p);
  // A special's rank orders the specials (combos.ts); it is no card's.
  if (p.category === "J") return p.rank === SPECIAL_FOUR_TWOS ? "四个 2" : p.rank === SPECIAL_SUITED ? "同花 5-10-K" : "杂色 5-10-K";
  const r = rankZh(p.rank);
  switch (p.category) {
    case "A":
      return p.rank >= LITTLE ? r : `单张 ${r}`;
    case "B":
      return `一对 ${r}`;
    case "C":
      return `三张 ${r}`;
    case "D":
      return `四张 ${r}`;
    case "E":
      return `${p.length / 2} 连对，最大 ${r}`;
    case "F":
      return `${p.length / 3} 连三张，最大 ${r}`;
    case "G":
      return `${p.length / 4} 连四张，最大 ${r}`;
    case "H":
      return `三带二（三张 ${r}）`;
    case "I":
      return `${p.length} 张同花顺，最大 ${r}`;
  }
}

/** "a full house" / "三带二". */
export function categoryText(c: ZhengFenCategory): string {
  return lang === "zh" ? CATEGORY_ZH[c] : describeZhengFenCategory(c);
}
