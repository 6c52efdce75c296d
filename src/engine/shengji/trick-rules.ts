/**
 * The house rules that decide tricks, as values (RULES.md "Trick formats",
 * "Following", "Throws"). Presets set them; nothing else branches on a seed.
 * The spec (spec.ts) is the source of the type and of the check.
 */
import { type Infer, bool, covering, int, object, oneOf, specProblem } from "../spec";

export const TRICK_RULES = object({
  /**
   * How trumps join tractors:
   * - `excluded` (000): jokers and trump-rank cards never join a tractor;
   *   plain trump-suit cards do, up to the ace.
   * - `trump-order` (001, 004, and 000's variant "trump suit tractors
   *   continue above the ace", which gives the same order): trump-suit A <
   *   off-suit rank cards (one level: two of them are never a tractor) <
   *   trump-suit rank card < little joker < big joker.
   */
  trumpTractors: covering(["tractor_requirements"], oneOf("excluded", "trump-order")),
  /** Smallest tractor: sets of at least `width` cards on at least `length` adjacent ranks. */
  tractorMin: covering(["tractor_requirements"], object({ width: int(2, 8), length: int(2, 13) })),
  /**
   * What a follower who can follow suit must match:
   * - `pagat` (000): sets of the sizes led, as far as possible, splitting
   *   larger sets if needed; no fallback to smaller sets; sequences not required.
   * - `eighty` (001): the same, but a pair lead never forces splitting a
   *   triple, and a set shrinks one card at a time (a triple lead forces a
   *   pair when there is no triple).
   * - `hierarchy` (004): the best match in the order of 004's lists, any
   *   lower shape of the same size counting (see ladder.ts).
   * - `subset` (000's "strict subset" variant): a largest part of the lead's
   *   own pattern that the hand holds: a tractor of triples asks for a
   *   tractor of pairs before three pairs, which are no part of it (see subset.ts).
   * - `suit-only` (rbtying's `NoFormatBasedDraw`): only the suit is owed; a pair led
   *   does not ask for a pair, nor a tractor for anything but cards of the suit.
   */
  follow: covering(["trick_draw_policy"], oneOf("pagat", "eighty", "hierarchy", "subset", "suit-only")),
  /**
   * When a lead of several components (a throw) stands:
   * - `components` (000, 004): no other hand can beat any component inside the suit;
   * - `top-cards` (001): no other hand holds a card of the suit higher than the lowest card led.
   */
  throwCheck: oneOf("components", "top-cards"),
  /**
   * What a failed throw becomes:
   * - `beatable-component` (000, 004): a component that can be beaten (the smallest, then the lowest);
   * - `lowest-card` (001): the single lowest card of the attempt.
   */
  throwFailure: covering(["throw_penalty"], oneOf("beatable-component", "lowest-card")),
  /** Card points moved to the other side per card withdrawn from a failed throw (000: 10). */
  throwPenaltyPerCard: covering(["throw_penalty"], int(0, 100)),
  /** 000 variant: a throw must hold the same number of cards of each rank. */
  throwEqualCounts: bool,
  /**
   * Who wins when several players trump a throw:
   * - `every-component` (004): a later trumper must beat the current winner in every component;
   * - `largest-component` (000, 001): compare the trumps that answer the lead's largest component;
   * - `highest-card` (rbtying's `Highest`): the later play wins if its highest card beats
   *   the current winner's highest card;
   * - `unit-length` (rbtying's `TrickUnitLength`): the largest components first, a tie
   *   going on to the next largest; single cards count only when the lead is all singles.
   */
  throwRuff: covering(["throw_evaluation_policy"], oneOf("every-component", "largest-component", "highest-card", "unit-length")),
  /**
   * 000 variant: four identical cards beat a four-card tractor (of the led suit, or
   * trumps from a player void in it). Under `bombs` every four of a kind is a bomb,
   * which beats more than this, so with bombs this option changes nothing.
   */
  quadBeatsTractor: covering(["bomb_policy"], bool),

  // --- Issue 56: rbtying/shengji's trick settings (BombPolicy, TrickDrawPolicy, ThrowPenalty) ---
  /**
   * Bombs (rbtying `BombPolicy`, its #498; asked for in its #354 and #392): four or more
   * identical cards (one suit, one rank) played as a whole lead or follow of that many
   * cards. A bomb beats every play that is not a bomb, whatever its format or suit (a
   * tractor, a throw, trumps); between bombs the one of more cards wins, then the higher
   * in the trick (trumps over the led suit over other suits, then by rank; two bombs of
   * different suits neither of which was led nor trump do not beat each other, so the
   * earlier stands). A led four of a kind is a bomb too. Who may bomb:
   * - `none`: nobody (000, 001, 004);
   * - `any-suit` (`AllowBombs`): any follower, with a bomb of any suit, even holding the led suit;
   * - `follow-suit` (`AllowBombsSuitFollowing`): a bomb of the led suit or of trumps; a bomb of
   *   another plain suit only from a player void in the led suit.
   * A bomb needs as many identical cards as the lead has cards, so at least four packs.
   */
  bombs: covering(["bomb_policy"], oneOf("none", "any-suit", "follow-suit")),
  /**
   * rbtying's `LongerTuplesProtected`: a longer set is never forced to give a shorter one
   * (a triple need not give a pair, a four need not give a triple or a pair): what a hand
   * could play is judged from sets it holds exactly. A follower may still choose to break a
   * longer set; but not to fill a set the lead asks for while the rest of their suit holds
   * enough sets of exactly that size for the ones the play fills from longer sets (its
   * fixes #507 and #512).
   */
  protectLongerSets: covering(["trick_draw_policy"], bool),
  /**
   * rbtying's `OnlyDrawTractorOnTractor`: only a tractor led asks for a tractor. Under
   * `hierarchy` a set of four or more led otherwise asks for a tractor of smaller sets
   * (four of a kind: a tractor of two pairs before two pairs); with this, it asks for the
   * sets only. The other follow rules never ask a set for a tractor.
   */
  onlyTractorsDrawTractors: covering(["trick_draw_policy"], bool),
  /** Card points moved to the other side for each failed throw, on top of any per card (rbtying `ThrowPenalty::TenPointsPerAttempt`: 10). */
  throwPenaltyPerAttempt: covering(["throw_penalty"], int(0, 100)),
});

export type TrickRules = Infer<typeof TRICK_RULES>;
export type FollowRule = TrickRules["follow"];
export type ThrowCheck = TrickRules["throwCheck"];
export type ThrowFailure = TrickRules["throwFailure"];
export type ThrowRuff = TrickRules["throwRuff"];

/** The first problem with a set of trick options, naming the field, or null. */
export function trickRulesProblem(rules: unknown): string | null {
  return specProblem(TRICK_RULES, rules);
}

/** Just the trick options of a larger set of rules. */
export function trickRulesOf(rules: TrickRules): TrickRules {
  return {
    trumpTractors: rules.trumpTractors,
    tractorMin: rules.tractorMin,
    follow: rules.follow,
    throwCheck: rules.throwCheck,
    throwFailure: rules.throwFailure,
    throwPenaltyPerCard: rules.throwPenaltyPerCard,
    throwEqualCounts: rules.throwEqualCounts,
    throwRuff: rules.throwRuff,
    quadBeatsTractor: rules.quadBeatsTractor,
    bombs: rules.bombs,
    protectLongerSets: rules.protectLongerSets,
    onlyTractorsDrawTractors: rules.onlyTractorsDrawTractors,
    throwPenaltyPerAttempt: rules.throwPenaltyPerAttempt,
  };
}
