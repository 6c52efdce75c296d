/**
 * A table's rules in words: options → sections of sentences and worked
 * examples, in English or Chinese. `rulesFor` is what the "How to play"
 * pages and the table's rules drawer show; it is pure (no page state), so
 * tests call it for every preset and every option value.
 */
import { PRESET_INFO, PRESET_RULES, type ShengjiRules, isPresetName } from "../../../src/engine";
import {
  isShengjiPreset, isSuit, playerCounts, resolveZhengFenOptions, rulesProblem, validateZhengFenOptions, validateZhengFenPlayers,
} from "../../../src/engine/client";
import { type Lang, type RuleSection, picker } from "./model";
import type { ExampleTrump } from "./shengji-examples";
import { shengjiSections } from "./shengji-text";
import { zhengFenSections } from "./zhengfen-text";

export type { Block, Lang, RuleSection } from "./model";
export { blockText } from "./model";

export interface RulesInput {
  /** The preset (a table's `game`). */
  readonly game: string;
  /** The table's overrides of the preset's options. */
  readonly options?: Record<string, unknown>;
  /** Players at the table; the preset's usual count when not given. */
  readonly players?: number;
  /** The trump of the hand in play, if any: the examples then use it. */
  readonly trump?: { readonly rank: number | null; readonly suit: string | null } | null;
  readonly lang: Lang;
}

export type RulesResult =
  | {
    readonly ok: true;
    readonly sections: readonly RuleSection[];
    readonly players: number;
    /** Options whose value differs from the preset's (house rules). */
    readonly changed: readonly string[];
    /** Whether the examples use the hand's real trump. */
    readonly realTrump: boolean;
  }
  | { readonly ok: false; readonly error: string };

/** When no hand is in play, the examples show 7s with diamonds as trumps. */
export const EXAMPLE_TRUMP: ExampleTrump = { rank: 7, suit: "D" };

/** The player counts a game (with its options) can be played by. */
export function playersFor(game: string, options: Record<string, unknown> = {}): number[] {
  if (!isPresetName(game)) return [];
  if (!isShengjiPreset(game)) return [...PRESET_INFO[game].players];
  const deck = (options.deck as ShengjiRules["deck"] | undefined) ?? PRESET_RULES[game].deck;
  const counts = (() => {
    try {
      return playerCounts(deck);
    } catch {
      return [];
    }
  })();
  return isShengjiPreset(game) && options.deck === undefined ? PRESET_INFO[game].players.filter((n) => counts.includes(n)) : counts;
}

function trumpOf(t: RulesInput["trump"]): ExampleTrump | null {
  if (!t) return null;
  const rank = t.rank === null ? null : Number.isInteger(t.rank) && t.rank >= 2 && t.rank <= 14 ? t.rank : undefined;
  const suit = t.suit === null ? null : isSuit(t.suit) ? t.suit : undefined;
  return rank === undefined || suit === undefined ? null : { rank, suit };
}

export function rulesFor(input: RulesInput): RulesResult {
  const p = picker(input.lang);
  const options = input.options ?? {};
  if (!isPresetName(input.game)) return { ok: false, error: p(`There is no game called "${input.game.slice(0, 40)}".`, `没有"${input.game.slice(0, 40)}"这个游戏。`) };
  const info = PRESET_INFO[input.game];
  if (!isShengjiPreset(input.game)) {
    const bad = validateZhengFenOptions(options) ?? (input.players === undefined ? null : validateZhengFenPlayers(input.players));
    if (bad) return { ok: false, error: bad };
    const players = input.players ?? info.defaultPlayers;
    const o = resolveZhengFenOptions(options);
    const changed = Object.keys(options).filter((k) => JSON.stringify(options[k]) !== JSON.stringify(k === "packs" ? 1 : 500));
    return { ok: true, sections: zhengFenSections(o, players, p), players, changed, realTrump: false };
  }
  const base = PRESET_RULES[input.game];
  const rules = { ...base, ...options } as ShengjiRules;
  const bad = rulesProblem(rules);
  if (bad) return { ok: false, error: bad };
  const counts = playersFor(input.game, options);
  const players = input.players ?? (counts.includes(info.defaultPlayers) ? info.defaultPlayers : (counts[0] ?? info.defaultPlayers));
  const real = trumpOf(input.trump);
  const changed = (Object.keys(base) as (keyof ShengjiRules)[]).filter((k) => JSON.stringify(rules[k]) !== JSON.stringify(base[k]));
  return { ok: true, sections: shengjiSections(rules, players, real ?? EXAMPLE_TRUMP, p), players, changed, realTrump: real !== null };
}
