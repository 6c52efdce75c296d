/**
 * The house rules of other sites, setting by setting, against ours. Each
 * option of the engine's spec names the settings it covers (`covers`,
 * spec.ts); this lists every setting of rbtying/shengji (the open-source
 * site most players use: `core/src/settings.rs`, `PropagatedState`), and
 * says where one that no option covers lives instead, or why it is left
 * out. docs/ENGINE.md's table is made from both (`coverageTable`), and a
 * test keeps it so: an rbtying setting that is neither covered nor
 * accounted for fails it.
 */
import type { Spec } from "./spec";

export interface OtherSetting {
  /** Its name in rbtying's `PropagatedState`. */
  readonly name: string;
  /** Its type there, where the setting has one of its own. */
  readonly type?: string;
  /** Not a rule of the game: what in pengyou does its job instead, or why it is left out. */
  readonly elsewhere?: string;
}

export const RBTYING_SETTINGS: readonly OtherSetting[] = [
  { name: "game_mode", type: "GameModeSettings" },
  { name: "hide_landlord_points" },
  { name: "kitty_size" },
  { name: "friend_selection_policy", type: "FriendSelectionPolicy" },
  { name: "multiple_join_policy", type: "MultipleJoinPolicy" },
  { name: "num_decks" },
  { name: "special_decks" },
  { name: "landlord_emoji", elsewhere: "Left out: a cosmetic badge for the maker; the table marks the maker and the makers' side itself." },
  { name: "chat_link", elsewhere: "Left out: a link to an outside chat; every table has its own chat." },
  { name: "advancement_policy", type: "AdvancementPolicy" },
  { name: "kitty_penalty", type: "KittyPenalty" },
  { name: "throw_penalty", type: "ThrowPenalty" },
  { name: "hide_played_cards" },
  { name: "kitty_bid_policy", type: "KittyBidPolicy" },
  { name: "kitty_theft_policy", type: "KittyTheftPolicy" },
  { name: "trick_draw_policy", type: "TrickDrawPolicy" },
  { name: "throw_evaluation_policy", type: "ThrowEvaluationPolicy" },
  { name: "first_landlord_selection_policy", type: "FirstLandlordSelectionPolicy" },
  { name: "bid_policy", type: "BidPolicy" },
  { name: "bid_reinforcement_policy", type: "BidReinforcementPolicy" },
  { name: "joker_bid_policy", type: "JokerBidPolicy" },
  { name: "should_reveal_kitty_at_end_of_game" },
  { name: "play_takeback_policy", type: "PlayTakebackPolicy" },
  { name: "bid_takeback_policy", type: "BidTakebackPolicy" },
  {
    name: "game_shadowing_policy",
    type: "GameShadowingPolicy",
    elsewhere: "The table, not a rule: a seat holder's newer socket replaces the older (close 4001, docs/PROTOCOL.md); anyone may watch as a spectator.",
  },
  { name: "game_start_policy", type: "GameStartPolicy", elsewhere: "The table, not a rule: the host starts the game (the `start` frame); Play now starts it at once." },
  { name: "game_scoring_parameters", type: "GameScoringParameters" },
  { name: "hide_throw_halting_player" },
  { name: "jack_variation", type: "BackToTwoSetting" },
  { name: "tractor_requirements", type: "TractorRequirements" },
  { name: "bomb_policy", type: "BombPolicy" },
  { name: "max_rank", type: "MaxRank" },
  { name: "game_visibility", type: "GameVisibility", elsewhere: "The table, not a rule: the table setting `public` lists it in the lobby; a private table is reached by its link only." },
  {
    name: "compound_formats",
    type: "CompoundFormats",
    elsewhere:
      "Left out until it is settled there: its one format, the \"rainbow\" (#508: one rank across four suits). Its description asks followers for \"a rainbow bomb (same rank, same count)\"; its code takes any cards of one rank, whatever their suits, lifts the duty to follow suit, and ranks rainbows by plain rank with no place for trumps (its tests play only no-trump); and players report it cannot be led (#514, open). See docs/ENGINE.md.",
  },
];

/** Each option (by its path in the spec) with the settings it says it covers. */
export function coveringOptions(spec: Spec, path = ""): { readonly option: string; readonly covers: readonly string[] }[] {
  const here = spec.covers && path ? [{ option: path, covers: spec.covers }] : [];
  if (spec.kind !== "object") return here;
  return [...here, ...Object.entries(spec.fields).flatMap(([k, f]) => coveringOptions(f, path ? `${path}.${k}` : k))];
}

/** The rbtying settings no option covers and nothing accounts for (a test wants none), and names covered that rbtying lacks. */
export function coverageGaps(spec: Spec): { readonly uncovered: string[]; readonly unknown: string[] } {
  const covered = new Set(coveringOptions(spec).flatMap((o) => o.covers));
  const names = new Set(RBTYING_SETTINGS.map((s) => s.name));
  return {
    uncovered: RBTYING_SETTINGS.filter((s) => !covered.has(s.name) && !s.elsewhere).map((s) => s.name),
    unknown: [...covered].filter((n) => !names.has(n)),
  };
}

/** docs/ENGINE.md's table: every rbtying setting, the options that cover it, or where it lives instead. */
export function coverageTable(spec: Spec): string {
  const options = coveringOptions(spec);
  const rows = RBTYING_SETTINGS.map((s) => {
    const by = options.filter((o) => o.covers.includes(s.name)).map((o) => `\`${o.option}\``);
    const where = [by.join(", "), s.elsewhere ?? ""].filter((x) => x !== "").join("; ");
    return `| \`${s.name}\`${s.type ? ` (\`${s.type}\`)` : ""} | ${where} |`;
  });
  return ["| rbtying setting | pengyou |", "|---|---|", ...rows].join("\n");
}
