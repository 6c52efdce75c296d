/**
 * The three games a newcomer chooses between before any rule set: Tractor
 * (fixed partners: Sheng Ji, Da Bai Fen and the online site's 升级), Finding
 * Friends (friends called each hand: every Zhao Pengyou preset) and Zheng
 * Fen. A preset belongs to the game its rules play (the engine's `teams`),
 * so a new preset finds its game without a list to keep.
 */
import { PRESETS, PRESET_RULES, type PresetName } from "../../../src/engine";
import { isShengjiPreset } from "../../../src/engine/client";

export const GAMES = ["tractor", "friends", "zheng-fen"] as const;
export type Game = (typeof GAMES)[number];

export function gameOf(preset: PresetName): Game {
  if (!isShengjiPreset(preset)) return "zheng-fen";
  return PRESET_RULES[preset].teams === "friends" ? "friends" : "tractor";
}

/** A game's rule sets, in the engine's order of presets. */
export function presetsOf(game: Game): PresetName[] {
  return PRESETS.filter((p) => gameOf(p) === game);
}

/** The rule set a game starts from when chosen: the one most groups play by. */
export const FIRST_PRESET: Record<Game, PresetName> = { tractor: "tractor-classic", friends: "zpy-80", "zheng-fen": "zheng-fen" };

/** Each game's name in a line, and what it is in a second. */
export const GAME_WORDS: Record<Game, { readonly name: readonly [string, string]; readonly line: readonly [string, string] }> = {
  tractor: { name: ["Tractor", "升级"], line: ["Four players, fixed partners, climb the levels together.", "四人对家搭档，一起升级。"] },
  friends: { name: ["Finding Friends", "找朋友"], line: ["4 to 12 players; the maker calls friends by a card, and nobody knows who they are until it is played.", "4 到 12 人；庄家叫牌找朋友，朋友打出那张牌才知道是谁。"] },
  "zheng-fen": { name: ["Zheng Fen", "挣分"], line: ["3 to 6 players, a climbing game: beat the last play or pass, catch the 5s, 10s and Ks.", "3 到 6 人的出牌游戏：压过上家或不要，抢 5、10、K。"] },
};
