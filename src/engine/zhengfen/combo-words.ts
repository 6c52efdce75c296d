/** Combinations and categories in words a player understands, for refusals. */
import { assertNever } from "../types";
import type { ZhengFenCategory, ZhengFenPattern } from "./combos";
import { rankPlural, rankSingular } from "./ranks";

const CATEGORY_NAMES: Record<ZhengFenCategory, string> = {
  A: "a single card",
  B: "a pair",
  C: "a triple",
  D: "a quartet",
  E: "a sequence of pairs",
  F: "a sequence of triples",
  G: "a sequence of quartets",
  H: "a full house",
  I: "a suit sequence",
  J: "a special",
};

/** "a pair", "a suit sequence". */
export function categoryWords(category: ZhengFenCategory): string {
  return CATEGORY_NAMES[category];
}

/** "a pair of queens", "a sequence of 4 pairs up to 9s", "the suited 5-10-K". */
export function patternWords(p: ZhengFenPattern): string {
  const c = p.category;
  switch (c) {
    case "A":
      return p.rank > 15 ? `the ${rankSingular(p.rank)}` : `a single ${rankSingular(p.rank)}`;
    case "B":
      return `a pair of ${rankPlural(p.rank)}`;
    case "C":
      return `three ${rankPlural(p.rank)}`;
    case "D":
      return `four ${rankPlural(p.rank)}`;
    case "E":
      return `a sequence of ${p.length / 2} pairs up to ${rankPlural(p.rank)}`;
    case "F":
      return `a sequence of ${p.length / 3} triples up to ${rankPlural(p.rank)}`;
    case "G":
      return `a sequence of ${p.length / 4} quartets up to ${rankPlural(p.rank)}`;
    case "H":
      return `a full house on ${rankPlural(p.rank)}`;
    case "I":
      return `a ${p.length}-card suit sequence up to the ${rankSingular(p.rank)}`;
    case "J":
      return p.rank === 3 ? "four 2s" : p.rank === 2 ? "a 5-10-K of one suit" : "a 5-10-K of mixed suits";
    default:
      return assertNever(c, "category");
  }
}
