/**
 * Whether a seat may play some cards: in its hand, a combination, and (when
 * following) a higher one of the trick's category or a special. The game and
 * the generator tests share this one check.
 */
import { cardOf, cardWords, countCodes } from "../cards";
import { type RuleError, type RuleParams, ruleError } from "../types";
import type { RuleCode } from "../rule-codes";
import { beats, readings } from "./combos";
import type { ZhengFenCategory, ZhengFenPattern } from "./combos";
import { categoryWords, patternWords } from "./combo-words";

export type Judgement = { readonly ok: true; readonly pattern: ZhengFenPattern } | { readonly ok: false; readonly error: RuleError };

const refused = (code: RuleCode, message: string, params?: RuleParams): Judgement => ({ ok: false, error: ruleError(code, message, params) });

/** A pattern for a refusal's params: category, Zheng Fen rank (3..14 as printed, 15 a 2, 16/17 the jokers), cards. */
function patternParams(p: ZhengFenPattern, prefix: string): RuleParams {
  return { [`${prefix}Category`]: p.category, [`${prefix}Rank`]: p.rank, [`${prefix}Length`]: p.length };
}

/** Refuses cards the hand does not hold, naming only the player's own cards. */
function checkHolds(hand: readonly number[], cards: readonly number[]): RuleError | null {
  const have = countCodes(hand);
  const need = countCodes(cards);
  for (let code = 0; code < need.length; code++) {
    const n = need[code] as number;
    const h = have[code] as number;
    if (n <= h) continue;
    const words = cardWords(cardOf(code));
    // The card is the player's own choice; `held` counts their own hand.
    return ruleError("not-in-hand", h === 0 ? `you do not hold ${words}` : `you hold ${h} of ${words}, not ${n}`, { card: cardOf(code), held: h, count: n });
  }
  return null;
}

/**
 * The pattern `cards` (codes) make when played from `hand` on `lead` (null
 * when leading), or why they may not be played.
 */
export function judgePlay(
  hand: readonly number[],
  lead: ZhengFenPattern | null,
  cards: readonly number[],
  as: ZhengFenCategory | undefined,
): Judgement {
  if (cards.length === 0) return refused("empty-play", "play at least one card, or pass");
  const notHeld = checkHolds(hand, cards);
  if (notHeld !== null) return { ok: false, error: notHeld };
  const options = readings(cards);
  if (options.length === 0) {
    return refused(
      "not-a-combination",
      `those ${cards.length} cards do not make a combination (a single card, a pair, a triple, a quartet, a sequence, a full house, a suit sequence or a special)`,
      { count: cards.length },
    );
  }
  if (as !== undefined && !options.some((p) => p.category === as)) {
    return refused("not-that-category", `those cards are not ${categoryWords(as)}`, { category: as });
  }
  if (lead === null) {
    const pattern = as === undefined ? options[0] : options.find((p) => p.category === as);
    return pattern === undefined ? refused("not-a-combination", "those cards do not make a combination") : { ok: true, pattern };
  }
  // Following: a special if the cards are one (it is the stronger reading), else the trick's category.
  const category = as ?? (options.some((p) => p.category === "J") ? "J" : lead.category);
  const pattern = category === "J" || category === lead.category ? options.find((p) => p.category === category) : undefined;
  if (pattern === undefined) {
    return refused(
      "wrong-category",
      `this trick is ${categoryWords(lead.category)}: play a higher ${categoryWords(lead.category).replace(/^an? /, "")} or a special, or pass`,
      { category: lead.category },
    );
  }
  if (!beats(pattern, lead)) {
    return refused("too-low", `${patternWords(pattern)} does not beat ${patternWords(lead)}: play higher or pass`, { ...patternParams(pattern, "played"), ...patternParams(lead, "lead") });
  }
  return { ok: true, pattern };
}
