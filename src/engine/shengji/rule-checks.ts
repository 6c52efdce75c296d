/**
 * Options that the spec accepts one by one but that contradict each other,
 * or the table's number of players: refused at setup with a message naming
 * the field (setupProblem), so that a host is never shown a choice the game
 * would quietly ignore, and every setup accepted plays to its end.
 */
import { choosesDeck, dealPlanFor } from "./deal-plan";
import type { ShengjiRules } from "./rules";
import { levelTableProblem } from "./scoring";

/** The first option that contradicts another, as "field: why", or null. */
export function combinationProblem(rules: ShengjiRules): string | null {
  if (!choosesDeck(rules.deck)) {
    if (rules.kitty !== null) return `kitty: the deck rule "${rules.deck}" sets its own kitty; choose the deck "full-packs" or "pack-per-two" to choose one`;
    if (rules.jokerPacks !== null) return `jokerPacks: the deck rule "${rules.deck}" sets its own jokers; choose the deck "full-packs" or "pack-per-two" to take some out`;
  }
  if (rules.teams === "fixed") {
    if (rules.callCount !== null) return 'callCount: friends are called only when teams is "friends"';
    if (rules.doubleJoin !== "spends-call") return 'doubleJoin: friends are called only when teams is "friends"';
  }
  return null;
}

/** The first option that this many players cannot play (the deal already checked), as "options.field: why", or null. */
export function optionsForPlayersProblem(rules: ShengjiRules, players: number): string | null {
  const plan = dealPlanFor(rules, players);
  if (typeof plan === "string") return null;
  if (rules.jokerPacks !== null && rules.jokerPacks > plan.deck.packs) {
    return `options.jokerPacks: ${players} players are dealt ${plan.deck.packs} pack${plan.deck.packs === 1 ? "" : "s"}, not ${rules.jokerPacks}`;
  }
  if (rules.teams === "friends" && rules.callCount !== null && rules.callCount > players - 2) {
    return `options.callCount: with ${players} players the maker may call at most ${Math.max(0, players - 2)} friends, so that someone is left to catch`;
  }
  if (rules.scoring === "custom") {
    const bad = levelTableProblem(rules.levelTable, plan.deck.packs);
    if (bad) return `options.${bad}`;
  }
  return null;
}
