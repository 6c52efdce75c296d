/**
 * Levels for the arena (bench/arena.ts) only. Not exported from the
 * engine's index and never selectable at a table: `omniscient` is not a
 * `BotLevel`, so the protocol's schema refuses it.
 *
 * `omniscient` is the information limit: the expert's search given the
 * true deal (every hand and the kitty) instead of samples. It plays as the
 * expert would if it could see every card, so no honest bot of this
 * method can do better than it on average.
 */
import { type BotLevel, botMove } from "./bots";
import { shengjiBotInput, zhengFenBotInput } from "./bot-input";
import { CARD_CODES, codesOf } from "./cards";
import type { GameState, SeatAction } from "./game";
import { type Deal, expertShengji } from "./shengji/expert";
import { policyPlay } from "./shengji/expert/search";
import type { ShengjiState } from "./shengji/state";
import type { Seat } from "./types";
import { expertZhengFen, zPolicyMove } from "./zhengfen/expert";

export type ArenaLevel = BotLevel | "omniscient" | "policy";
export const ARENA_LEVELS: readonly ArenaLevel[] = ["basic", "strong", "expert", "omniscient", "policy"];

function counts(cards: readonly string[]): Uint8Array {
  const out = new Uint8Array(CARD_CODES);
  for (const c of codesOf(cards)) out[c] = (out[c] as number) + 1;
  return out;
}

/** The hands and the kitty as they truly lie (the omniscient and policy levels' sight; tests compare samples with it). */
export function trueDeal(state: ShengjiState): Deal {
  return { hands: state.hands.map(counts), kitty: counts(state.buried) };
}

export function arenaMove(state: GameState, seat: Seat, level: ArenaLevel, key: string): SeatAction | null {
  if (level === "policy" && state.game === "zheng-fen") {
    if (state.phase !== "play" || state.turn !== seat) return null;
    return zPolicyMove(zhengFenBotInput(state, seat), state.hands.map((h) => codesOf(h)));
  }
  if (level === "policy") {
    if (state.game !== "shengji" || state.phase !== "playing") return botMove(state, seat, "strong", key);
    if (state.trick === null || (state.trick.leader + state.trick.plays.length) % state.players !== seat) return null;
    return { type: "play", cards: policyPlay(shengjiBotInput(state, seat), trueDeal(state)) };
  }
  if (level !== "omniscient") return botMove(state, seat, level, key);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return null;
  if (state.game === "zheng-fen") {
    if (state.phase !== "play" || state.turn !== seat) return null;
    return expertZhengFen(zhengFenBotInput(state, seat), key, { hands: state.hands.map((h) => codesOf(h)) });
  }
  return expertShengji(shengjiBotInput(state, seat), key, { deals: [trueDeal(state)] });
}
