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
import { type Candidate, candidates } from "./candidates";
import { type ZhengFenCategory, type ZhengFenPattern, readings } from "./combos";
import { judgePlay } from "./judge";
import { ZF_RANK, compareCodes } from "./ranks";
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
  /**
   * The hand's cards that some play open to the viewer now uses (to lead, or to beat the trick), for the
   * client to dim the rest, as the Shengji table does. Read by rank, a superset: any card of a rank will
   * do, except in suit sequences and the suited special, where a card of the rank in another suit is
   * counted too (never dimming a card that could be played matters more than dimming every one that
   * cannot). Null when the generator cut a category short (a huge hand): then nothing is dimmed.
   */
  readonly usable: readonly Card[] | null;
}

/** How many combinations of one category a hint looks at: enough to count the options and read the ranks. */
const HINT_CAP = 50;

/** What the viewer may do now, or null when it is not their turn. */
export function zhengFenHint(view: ZhengFenView): ZhengFenHint | null {
  if (view.phase !== "play" || view.hand === null || typeof view.viewer !== "number" || view.turn !== view.viewer) return null;
  const lead = toBeat(view);
  const found = candidates(codesOf(view.hand), lead, HINT_CAP);
  return { leading: lead === null, canPass: lead !== null, options: found.length, usable: usableCards(view.hand, found) };
}

/** The cards of `hand` whose Zheng Fen rank one of `found` uses; null if a category was cut short. */
function usableCards(hand: readonly Card[], found: readonly Candidate[]): Card[] | null {
  const perCategory = new Map<ZhengFenCategory, number>();
  const ranks = new Set<number>();
  for (const f of found) {
    const n = (perCategory.get(f.category) ?? 0) + 1;
    if (n >= HINT_CAP) return null;
    perCategory.set(f.category, n);
    for (const code of f.codes) ranks.add(ZF_RANK[code] as number);
  }
  return hand.filter((c) => ranks.has(ZF_RANK[codeOf(c) as number] as number));
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
