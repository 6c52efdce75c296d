/**
 * Options that the spec accepts one by one but that contradict each other,
 * or the table's number of players: refused at setup with a message naming
 * the field (setupProblem), so that a host is never shown a choice the game
 * would quietly ignore, and every setup accepted plays to its end.
 */
import { choosesDeck, dealPlanFor } from "./deal-plan";
import type { ShengjiRules } from "./rules";
import { levelTableProblem } from "./scoring";
import { friendCount } from "./team-size";

/**
 * The first option that contradicts another, as "field: why", or null.
 * (`packs`, `kitty` and `jokerPacks` are read only where the deck rule deals
 * whole packs, `choosesDeck`, and say so in their names: like a deck rule's
 * own count, they are not refused elsewhere.)
 */
export function combinationProblem(rules: ShengjiRules): string | null {
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
  // The maker takes the kitty into a hand: a chosen kitty is at most a hand (with twelve players and one
  // pack, a kitty of 16 would leave three cards each, and hands that small are dealt again and again).
  if (rules.kitty !== null && choosesDeck(rules.deck) && plan.kitty > plan.handSize) {
    return `options.kitty: a kitty of ${plan.kitty} is more than a hand (${plan.handSize} cards each for ${players} players); choose ${plan.handSize} or fewer`;
  }
  if (rules.jokerPacks !== null && rules.jokerPacks > plan.deck.packs) {
    return `options.jokerPacks: ${players} players are dealt ${plan.deck.packs} pack${plan.deck.packs === 1 ? "" : "s"}, not ${rules.jokerPacks}`;
  }
  if (rules.teams === "friends" && rules.callCount !== null && rules.callCount > players - 2) {
    return `options.callCount: with ${players} players the maker may call at most ${Math.max(0, players - 2)} friends, so that someone is left to catch`;
  }
  // Where only the makers pass a level (a level to defend, or the leader defending the top), the game
  // ends only when makers win at the top: a side smaller than the seeds' (two against ten) hardly ever does.
  const makersOnly = rules.mustDefend !== "none" || rules.gameEnd === "defend-ace";
  if (rules.teams === "friends" && makersOnly && rules.callCount !== null && rules.callCount < friendCount(players)) {
    return `options.callCount: where levels must be defended (mustDefend "${rules.mustDefend}", gameEnd "${rules.gameEnd}") only the makers end the game, and ${rules.callCount + 1} makers against ${players - rules.callCount - 1} hardly ever win: call at least ${friendCount(players)} friends with ${players} players`;
  }
  if (rules.scoring === "custom") {
    const bad = levelTableProblem(rules.levelTable, plan.deck.packs);
    if (bad) return `options.${bad}`;
  }
  return null;
}
