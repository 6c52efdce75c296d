/**
 * Candidates as actions: what `legalZhengFen` lists and what the bot chooses
 * from. A lead whose cards the canonical order would read as another
 * category names its category (`as`), so every listed action means exactly
 * the candidate it came from.
 */
import { cardOf } from "../cards";
import { canonicalCategory, statsOf } from "./combos";
import type { ZhengFenPattern } from "./combos";
import type { ZhengFenAction } from "./actions";
import { candidates } from "./candidates";
import type { Candidate } from "./candidates";
import { TWO, ZF_RANK } from "./ranks";

/** Whether a lead of these cards must name its category to be read as the candidate. */
function needsName(c: Candidate): boolean {
  // Only jokers make a set of five or more cards readable in several categories.
  if (c.length < 5) return false;
  let jokers = false;
  for (const code of c.codes) if ((ZF_RANK[code] as number) > TWO) jokers = true;
  return jokers && canonicalCategory(statsOf(c.codes), c.category) !== c.category;
}

export function playAction(c: Candidate, leading: boolean): ZhengFenAction {
  const cards = c.codes.map(cardOf);
  return leading && needsName(c) ? { type: "play", cards, as: c.category } : { type: "play", cards };
}

/** Every play a seat holding `hand` may make on `lead` (null when leading), as actions. */
export function playActions(hand: readonly number[], lead: ZhengFenPattern | null): ZhengFenAction[] {
  return candidates(hand, lead).map((c) => playAction(c, lead === null));
}
