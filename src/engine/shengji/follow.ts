/**
 * Following a lead: the validator and the generator of legal follows, built
 * on the same list of allowed shapes so that they always agree.
 *
 * 1. Suit: play as many cards of the led suit (all trumps are one suit) as
 *    you can; only a player who runs out may add other cards.
 * 2. Format: when you have more cards of the suit than the lead, your cards
 *    must form the best shape of the lead's ladder that your suit cards can
 *    form (see ladder.ts); shapes that order equally are equally good.
 *    Under `subset` (000's variant) they must instead form one of the
 *    largest parts of the lead's pattern that your suit cards can form
 *    (see subset.ts).
 */
import type { CardCode } from "../cards";
import { type RuleError, ruleError } from "../types";
import { type LadderRule, compareShapes, ladderFor } from "./ladder";
import { largestParts } from "./subset";
import type { TrickRules } from "./trick-rules";
import { type EffectiveSuit, type TrumpTable, effectiveSuitCode, effectiveSuitWords } from "./trump";
import { type Counts, type Shape, canPlace, countsOf, forEachPlacement } from "./units";

export interface LeadFormat {
  readonly suit: EffectiveSuit;
  /** The lead's units as a shape (tractors included). */
  readonly shape: Shape;
  readonly size: number;
}

const groupCache = new WeakMap<readonly Shape[], Shape[][]>();

/** The lead's ladder in groups of shapes that order equally, best group first. */
function ladderGroups(lead: LeadFormat, rule: LadderRule, rules: TrickRules): Shape[][] {
  const ladder = ladderFor(lead.shape, rule, rules.tractorMin);
  let groups = groupCache.get(ladder);
  if (!groups) {
    groups = [];
    for (const s of ladder) {
      const last = groups[groups.length - 1];
      if (last && compareShapes(last[0] as Shape, s) === 0) last.push(s);
      else groups.push([s]);
    }
    groupCache.set(ladder, groups);
  }
  return groups;
}

function suitCodes(t: TrumpTable, suit: EffectiveSuit, codes: readonly CardCode[]): CardCode[] {
  return codes.filter((c) => t.suit[c] === suit);
}

/**
 * What a hand holding these cards of the led suit must play: its cards must
 * form one of `allowed`; a refusal names `wanted`. On a ladder, the shapes
 * down to the first group the hand can form (under `eighty`, the hand is
 * asked with 001's protection of triples); under `subset`, the largest parts
 * of the lead the hand can form.
 */
function allowedShapes(t: TrumpTable, rules: TrickRules, lead: LeadFormat, suitCounts: Counts): { allowed: Shape[]; wanted: Shape[] } {
  const rule = rules.follow;
  if (rule === "subset") {
    const parts = largestParts(t, lead.suit, suitCounts, lead.shape, rules.tractorMin);
    return { allowed: parts, wanted: parts };
  }
  const groups = ladderGroups(lead, rule, rules);
  const protectTriples = rule === "eighty";
  let best = groups.length - 1;
  for (let g = 0; g < groups.length; g++) {
    if ((groups[g] as Shape[]).some((s) => canPlace(t, lead.suit, suitCounts, s, { protectTriples }))) {
      best = g;
      break;
    }
  }
  return { allowed: groups.slice(0, best + 1).flat(), wanted: [(groups[best] as Shape[])[0] as Shape] };
}

function describeShape(shape: Shape): string {
  const parts: string[] = [];
  const count = (n: number, word: string) => (n === 1 ? `a ${word}` : `${["", "", "two", "three", "four", "five", "six"][n] ?? n} ${word}s`);
  const setWord = (w: number) => (w === 2 ? "pair" : w === 3 ? "triple" : `set of ${w}`);
  const sets = new Map<number, number>();
  for (const u of shape) {
    if (u.length > 1) parts.push(`a tractor of ${u.length} ${u.width === 2 ? "pairs" : u.width === 3 ? "triples" : `sets of ${u.width}`}`);
    else if (u.width > 1) sets.set(u.width, (sets.get(u.width) ?? 0) + 1);
  }
  for (const [w, n] of [...sets].sort((a, b) => b[0] - a[0])) parts.push(count(n, setWord(w)));
  if (parts.length <= 1) return parts[0] ?? "any cards";
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/**
 * A shape for a refusal's params: its sets and tractors, largest first, as
 * `WxL` (L sets of W identical cards on adjacent ranks; L = 1 is one set)
 * joined by `+`; single cards are left out, so "" asks for any cards.
 * The same units, in the same order, as `describeShape` words them.
 */
function shapeCode(shape: Shape): string {
  const tractors: string[] = [];
  const sets: number[] = [];
  for (const u of shape) {
    if (u.length > 1) tractors.push(`${u.width}x${u.length}`);
    else if (u.width > 1) sets.push(u.width);
  }
  return [...tractors, ...sets.sort((a, b) => b - a).map((w) => `${w}x1`)].join("+");
}

/**
 * Checks a follow. `hand` is the follower's hand before the trick; `play`
 * must already be known to come from it and to have the lead's size.
 */
export function checkFollow(
  t: TrumpTable,
  rules: TrickRules,
  lead: LeadFormat,
  hand: readonly CardCode[],
  play: readonly CardCode[],
): RuleError | null {
  const inHand = suitCodes(t, lead.suit, hand);
  const played = suitCodes(t, lead.suit, play);
  const suitWords = effectiveSuitWords(lead.suit);
  const required = Math.min(lead.size, inHand.length);
  if (played.length < required) {
    const params = { suit: effectiveSuitCode(lead.suit), count: required, held: inHand.length };
    return required === inHand.length
      ? ruleError("must-follow-suit", `You must play all your ${suitWords} (${required}) before other cards.`, params)
      : ruleError("must-follow-suit", `You must play ${required} ${suitWords}: ${suitWords} were led and you still have them.`, params);
  }
  if (inHand.length <= lead.size) return null; // every suit card goes in: nothing to choose
  if (lead.size === 1) return null; // a single asks for nothing but the suit
  const { allowed, wanted } = allowedShapes(t, rules, lead, countsOf(inHand));
  const playCounts = countsOf(played);
  const protectTriples = rules.follow === "eighty";
  if (allowed.some((s) => canPlace(t, lead.suit, playCounts, s, { protectTriples }))) return null;
  const shape = wanted[0] as Shape;
  // Under `subset` the hand may hold several largest parts, none containing another: any of them will do.
  const words = wanted.map(describeShape).join(" or ");
  return ruleError(
    "must-match-format",
    `You must play ${words} in ${suitWords}: you hold ${words === "a pair" ? "one" : "them"} and the lead asks for it.`,
    { shape: shapeCode(shape), suit: effectiveSuitCode(lead.suit) },
  );
}

/** Multiset combinations of `r` cards from a pile, each as a list of codes. */
function* combinations(counts: Counts, r: number, from = 0): Generator<CardCode[]> {
  if (r === 0) {
    yield [];
    return;
  }
  for (let c = from; c < counts.length; c++) {
    const n = counts[c] ?? 0;
    if (n === 0) continue;
    counts[c] = n - 1;
    for (const rest of combinations(counts, r - 1, c)) yield [c, ...rest];
    counts[c] = n;
  }
}

export interface Follows {
  /** Distinct legal plays (each sorted by code). */
  readonly plays: CardCode[][];
  /** False when the list stopped at the limit. */
  readonly complete: boolean;
}

/**
 * Every legal follow (up to `limit`), built from the allowed shapes rather than by
 * filtering all subsets: the units of an allowed shape placed in the suit
 * cards, completed by any other suit cards; or, short of the suit, all suit
 * cards completed by any other cards.
 */
export function legalFollows(
  t: TrumpTable,
  rules: TrickRules,
  lead: LeadFormat,
  hand: readonly CardCode[],
  limit = 5000,
): Follows {
  const inHand = suitCodes(t, lead.suit, hand);
  const seen = new Map<string, CardCode[]>();
  const add = (play: CardCode[]) => {
    play.sort((a, b) => a - b);
    seen.set(play.join(","), play);
    return seen.size < limit;
  };
  if (inHand.length <= lead.size) {
    const others = countsOf(hand.filter((c) => t.suit[c] !== lead.suit));
    for (const rest of combinations(others, lead.size - inHand.length)) {
      if (!add([...inHand, ...rest])) return { plays: [...seen.values()], complete: false };
    }
    return { plays: [...seen.values()], complete: true };
  }
  const suitCounts = countsOf(inHand);
  const { allowed } = allowedShapes(t, rules, lead, suitCounts);
  const protectTriples = rules.follow === "eighty";
  for (const shape of allowed) {
    const stopped = forEachPlacement(t, lead.suit, suitCounts, shape, (units, left) => {
      const taken: CardCode[] = [];
      for (const u of units) for (const c of u.codes) for (let i = 0; i < u.width; i++) taken.push(c);
      const rest = left.slice();
      for (const fill of combinations(rest, lead.size - taken.length)) {
        const play = [...taken, ...fill];
        // Under 001 a loose card can turn a placed pair into a triple, which no longer counts as a pair.
        if (protectTriples && !canPlace(t, lead.suit, countsOf(play), shape, { protectTriples })) continue;
        if (!add(play)) return true;
      }
      return false;
    });
    if (stopped) return { plays: [...seen.values()], complete: false };
  }
  return { plays: [...seen.values()], complete: true };
}
