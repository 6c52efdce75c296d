/** Cards, suits and ranks in running text, in either language (no dependence on the page's language state). */
import type { Suit } from "../../../src/engine";
import { rankName } from "../../../src/engine/client";
import type { Pick } from "./model";

const SYMBOL: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_EN: Record<Suit, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SUIT_ZH: Record<Suit, string> = { S: "黑桃", H: "红桃", D: "方块", C: "梅花" };

/** "♦ diamonds" / "方块♦". */
export function suitName(s: Suit, p: Pick): string {
  return p(`${SYMBOL[s]} ${SUIT_EN[s]}`, `${SUIT_ZH[s]}${SYMBOL[s]}`);
}

/** "♠Q", "big joker" / "大王". */
export function cardName(card: string, p: Pick): string {
  if (card === "BJ") return p("the big joker", "大王");
  if (card === "LJ") return p("the little joker", "小王");
  return `${SYMBOL[card[0] as Suit] ?? card[0]}${card.slice(1)}`;
}

export function cardNames(cards: readonly string[], p: Pick): string {
  return cards.map((c) => cardName(c, p)).join(p(" ", ""));
}

/** "7", "J", "A" for a rank number 2..14. */
export function rankWord(rank: number): string {
  return rankName(rank);
}

/** "1 card" / "2 cards"; Chinese needs no plural. */
export function count(n: number, en: string, zh: string, p: Pick): string {
  return p(`${n} ${en}${n === 1 ? "" : "s"}`, `${n} ${zh}`);
}
