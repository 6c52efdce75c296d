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
   */
  follow: covering(["trick_draw_policy"], oneOf("pagat", "eighty", "hierarchy", "subset")),
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
   * - `largest-component` (000, 001): compare the trumps that answer the lead's largest component.
   */
  throwRuff: covering(["throw_evaluation_policy"], oneOf("every-component", "largest-component")),
  /** 000 variant: four identical cards beat a four-card tractor. */
  quadBeatsTractor: covering(["bomb_policy"], bool),
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
  };
}
