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
import { TWO, ZF_RANK, ZF_SUIT } from "./ranks";

/** Whether five cards with jokers read as a suit sequence (the only reading that outranks a full house). */
function fiveReadAsSuitRun(codes: readonly number[]): boolean {
  let suit = -1;
  let lo = 99;
  let hi = 0;
  let seen = 0;
  for (const code of codes) {
    const r = ZF_RANK[code] as number;
    if (r > TWO) continue;
    const s = ZF_SUIT[code] as number;
    if (suit >= 0 && s !== suit) return false;
    suit = s;
    const bit = 1 << r;
    if (seen & bit) return false;
    seen |= bit;
    if (r < lo) lo = r;
    if (r > hi) hi = r;
  }
  return hi - lo < 5;
}

/** Whether a lead of these cards must name its category to be read as the candidate. */
function needsName(c: Candidate): boolean {
  // Only jokers make a set of five or more cards readable in several categories.
  if (c.length < 5 || c.category === "I") return false; // nothing with jokers outranks a suit sequence
  let jokers = false;
  for (const code of c.codes) if ((ZF_RANK[code] as number) > TWO) jokers = true;
  if (!jokers) return false;
  if (c.category === "H") return fiveReadAsSuitRun(c.codes);
  return canonicalCategory(statsOf(c.codes), c.category) !== c.category;
}

export function playAction(c: Candidate, leading: boolean): ZhengFenAction {
  const cards = c.codes.map(cardOf);
  return leading && needsName(c) ? { type: "play", cards, as: c.category } : { type: "play", cards };
}

/** Every play a seat holding `hand` may make on `lead` (null when leading), as actions. */
export function playActions(hand: readonly number[], lead: ZhengFenPattern | null): ZhengFenAction[] {
  return candidates(hand, lead).map((c) => playAction(c, lead === null));
}
