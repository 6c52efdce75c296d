/**
 * Zheng Fen hints from a seat's view, for the web client (which must never
 * restate a rule): what to beat, whether the hand can beat it, how the
 * engine reads a set of cards, and why a play would be refused, in the
 * engine's words. The server still decides every move.
 */
import { type Card, codeOf } from "../cards";
import type { RuleError } from "../types";
import type { ZhengFenAction } from "./actions";
import { botZhengFen } from "./bot";
import { candidates } from "./candidates";
import { type ZhengFenCategory, type ZhengFenPattern, readings } from "./combos";
import { judgePlay } from "./judge";
import { compareCodes } from "./ranks";
import type { ZhengFenView } from "./view";
import { categoryWords, patternWords } from "./combo-words";

const codesOf = (cards: readonly Card[]): number[] => cards.map((c) => codeOf(c) as number);

/** A hand in Zheng Fen order, low to high (3 … A, 2, little joker, big joker). */
export function sortZhengFen(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => compareCodes(codeOf(a) as number, codeOf(b) as number));
}

/** The combination to beat, or null when the trick is open (or there is none). */
export function toBeat(view: ZhengFenView): ZhengFenPattern | null {
  const c = view.trick?.current;
  return c ? { category: c.category, rank: c.rank, length: c.length } : null;
}

/** "a pair of queens", "a 6-card suit sequence up to the jack". */
export function describe(p: ZhengFenPattern): string {
  return patternWords(p);
}

/** "a pair", "a full house". */
export function describeCategory(c: ZhengFenCategory): string {
  return categoryWords(c);
}

export interface ZhengFenHint {
  /** The viewer leads: any combination. */
  readonly leading: boolean;
  /** The viewer may pass (never when leading). */
  readonly canPass: boolean;
  /** Combinations in hand that beat the trick (or may be led), as the engine generates them. */
  readonly options: number;
}

/** What the viewer may do now, or null when it is not their turn. */
export function zhengFenHint(view: ZhengFenView): ZhengFenHint | null {
  if (view.phase !== "play" || view.hand === null || typeof view.viewer !== "number" || view.turn !== view.viewer) return null;
  const lead = toBeat(view);
  return { leading: lead === null, canPass: lead !== null, options: candidates(codesOf(view.hand), lead, 50).length };
}

/** The categories these cards can be read as (canonical first): a leader may name any of them. */
export function categoriesOf(cards: readonly Card[]): ZhengFenCategory[] {
  if (cards.some((c) => codeOf(c) === undefined)) return [];
  return readings(codesOf(cards)).map((p) => p.category);
}

/**
 * How the engine would take this play from the viewer's seat: the
 * combination it makes, or why it would be refused.
 */
export function checkZhengFenPlay(
  view: ZhengFenView,
  cards: readonly Card[],
  as?: ZhengFenCategory,
): { ok: true; pattern: ZhengFenPattern } | { ok: false; error: RuleError } {
  if (view.hand === null) return { ok: false, error: { code: "not-seated", message: "Sit down to play." } };
  if (view.phase !== "play" || view.turn !== view.viewer) return { ok: false, error: { code: "not-your-turn", message: "It is not your turn." } };
  const j = judgePlay(codesOf(view.hand), toBeat(view), codesOf(cards), as);
  return j.ok ? { ok: true, pattern: j.pattern } : { ok: false, error: j.error };
}

/** What the table's bot would do in the viewer's place (a suggestion, never sent by itself). */
export function zhengFenSuggestion(view: ZhengFenView): ZhengFenAction | null {
  if (typeof view.viewer !== "number" || view.turn !== view.viewer) return null;
  return botZhengFen(view, view.viewer);
}
