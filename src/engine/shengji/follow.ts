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
 *    (see subset.ts). Under `suit-only` there is no format to match.
 *    `protectLongerSets` judges what the suit cards can form from the sets
 *    they hold exactly (rbtying's longer-tuple protection, with its fixes
 *    #507/#512: see `fillsFromLonger`).
 * 3. Bombs (bombs.ts): where the table plays them, a bomb of the lead's size
 *    is a legal follow whatever the format asks, from anyone `mayBomb` allows.
 */
import type { CardCode } from "../cards";
import { type RuleError, ruleError } from "../types";
import { BOMB_SIZE, mayBomb } from "./bombs";
import { type LadderRule, compareShapes, ladderFor } from "./ladder";
import { largestParts } from "./subset";
import type { TrickRules } from "./trick-rules";
import { type EffectiveSuit, type TrumpTable, effectiveSuitCode, effectiveSuitWords } from "./trump";
import { type Counts, type PlaceOptions, type Shape, canPlace, countsOf, forEachPlacement } from "./units";

export interface LeadFormat {
  readonly suit: EffectiveSuit;
  /** The lead's units as a shape (tractors included). */
  readonly shape: Shape;
  readonly size: number;
}

const groupCache = new WeakMap<readonly Shape[], Shape[][]>();

/** The lead's ladder in groups of shapes that order equally, best group first. */
function ladderGroups(lead: LeadFormat, rule: LadderRule, rules: TrickRules): Shape[][] {
  const ladder = ladderFor(lead.shape, rule, rules.tractorMin, rules.onlyTractorsDrawTractors);
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

/** How a hand is asked what it could play: 001's protection of triples, rbtying's of longer sets. */
function handOptions(rules: TrickRules): PlaceOptions {
  return { protectTriples: rules.follow === "eighty", protectLonger: rules.protectLongerSets };
}

/**
 * What a hand holding these cards of the led suit must play: its cards must
 * form one of `allowed`; a refusal names `wanted`. On a ladder, the shapes
 * down to the first group the hand can form (asked with the table's
 * protections, `handOptions`); under `subset`, the largest parts of the lead
 * the hand can form. Not for `suit-only`, which asks for no shape.
 */
function allowedShapes(t: TrumpTable, rules: TrickRules, lead: LeadFormat, suitCounts: Counts): { allowed: Shape[]; wanted: Shape[] } {
  const rule = rules.follow;
  if (rule === "suit-only") throw new Error("suit-only following asks for no shape");
  const opts = handOptions(rules);
  if (rule === "subset") {
    const parts = largestParts(t, lead.suit, suitCounts, lead.shape, rules.tractorMin, opts);
    return { allowed: parts, wanted: parts };
  }
  const groups = ladderGroups(lead, rule, rules);
  let best = groups.length - 1;
  for (let g = 0; g < groups.length; g++) {
    if ((groups[g] as Shape[]).some((s) => canPlace(t, lead.suit, suitCounts, s, opts))) {
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
 * rbtying's #507/#512 under `protectLongerSets`: a play may break a longer
 * set to fill a set the lead asks for (the protection only keeps a hand from
 * being forced to), but not while the suit cards it keeps hold enough sets of
 * exactly that size for the sets it fills from longer ones. For each set size
 * n ≥ 2 the shape asks for (outside tractors): the sets it asks for, less the
 * cards the play gives exactly n of, are filled from longer sets; if the rest
 * of the suit holds that many cards exactly n times, the play bypasses them.
 */
function fillsFromLonger(shape: Shape, suitCounts: Counts, playCounts: Counts): boolean {
  const asked = new Map<number, number>();
  for (const u of shape) if (u.length === 1 && u.width >= 2) asked.set(u.width, (asked.get(u.width) ?? 0) + 1);
  for (const [n, slots] of asked) {
    let exact = 0;
    let kept = 0;
    for (let c = 0; c < playCounts.length; c++) {
      const played = playCounts[c] as number;
      if (played === n) exact++;
      if ((suitCounts[c] as number) - played === n) kept++;
    }
    const fromLonger = slots - exact;
    if (fromLonger > 0 && kept >= fromLonger) return true;
  }
  return false;
}

/**
 * Does a play (its cards of the led suit, as counts) meet what the hand owes?
 * It must form one of the allowed shapes (under `eighty` with 001's protection
 * of triples in the play too); under `protectLongerSets`, the first allowed
 * shape it forms must not be filled from longer sets past genuine ones.
 */
function fits(t: TrumpTable, rules: TrickRules, lead: LeadFormat, allowed: readonly Shape[], suitCounts: Counts, playCounts: Counts): boolean {
  const protectTriples = rules.follow === "eighty";
  const formed = allowed.find((s) => canPlace(t, lead.suit, playCounts, s, { protectTriples }));
  if (formed === undefined) return false;
  return !(rules.protectLongerSets && fillsFromLonger(formed, suitCounts, playCounts));
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
  if (mayBomb(t, rules, lead.suit, hand, play)) return null;
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
  if (lead.size === 1 || rules.follow === "suit-only") return null; // nothing asked but the suit
  const suitCounts = countsOf(inHand);
  const { allowed, wanted } = allowedShapes(t, rules, lead, suitCounts);
  if (fits(t, rules, lead, allowed, suitCounts, countsOf(played))) return null;
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
 * filtering all subsets: the bombs the hand may play first; then the units of
 * an allowed shape placed in the suit cards, completed by any other suit cards;
 * or, short of the suit, all suit cards completed by any other cards.
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
  if (rules.bombs !== "none" && lead.size >= BOMB_SIZE) {
    const held = countsOf(hand);
    for (let c = 0; c < held.length; c++) {
      if ((held[c] as number) < lead.size) continue;
      const bomb = Array.from({ length: lead.size }, () => c);
      if (mayBomb(t, rules, lead.suit, hand, bomb) && !add(bomb)) return { plays: [...seen.values()], complete: false };
    }
  }
  if (inHand.length > lead.size && (lead.size === 1 || rules.follow === "suit-only")) {
    // Only the suit is owed: any cards of it.
    for (const play of combinations(countsOf(inHand), lead.size)) if (!add(play)) return { plays: [...seen.values()], complete: false };
    return { plays: [...seen.values()], complete: true };
  }
  if (inHand.length <= lead.size) {
    const others = countsOf(hand.filter((c) => t.suit[c] !== lead.suit));
    for (const rest of combinations(others, lead.size - inHand.length)) {
      if (!add([...inHand, ...rest])) return { plays: [...seen.values()], complete: false };
    }
    return { plays: [...seen.values()], complete: true };
  }
  const suitCounts = countsOf(inHand);
  const { allowed } = allowedShapes(t, rules, lead, suitCounts);
  // Placing a shape's units makes a play that forms it; only the rules that look further need asking again.
  const recheck = rules.follow === "eighty" || rules.protectLongerSets;
  for (const shape of allowed) {
    const stopped = forEachPlacement(t, lead.suit, suitCounts, shape, (units, left) => {
      const taken: CardCode[] = [];
      for (const u of units) for (const c of u.codes) for (let i = 0; i < u.width; i++) taken.push(c);
      const rest = left.slice();
      for (const fill of combinations(rest, lead.size - taken.length)) {
        const play = [...taken, ...fill];
        // Under 001 a loose card can turn a placed pair into a triple, which no longer counts as a pair;
        // under longer-set protection a play may fill a pair from a triple while a genuine pair stays behind.
        if (recheck && !fits(t, rules, lead, allowed, suitCounts, countsOf(play))) continue;
        if (!add(play)) return true;
      }
      return false;
    });
    if (stopped) return { plays: [...seen.values()], complete: false };
  }
  return { plays: [...seen.values()], complete: true };
}
