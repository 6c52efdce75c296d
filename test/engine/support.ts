/** Short notation for rule tests: hands as strings, one call per trick or follow. */
import { type JudgeTrickInput, judgeTrick } from "../../src/engine";
import { codeOf, hand } from "../../src/engine/cards";
import { PRESET_TRICK_RULES, type ShengjiPreset } from "../../src/engine/presets";
import { readLead } from "../../src/engine/shengji/trick";
import type { TrickRules } from "../../src/engine/shengji/trick-rules";
import { trumpTable } from "../../src/engine/shengji/trump";
import { parseRank } from "../../src/engine/cards";

export const SEED_000 = "000_9bc1f9ba94acaa2b.txt";
export const SEED_001 = "001_b2a56c6d06526e9d.txt";
export const SEED_004 = "004_85f2cf505e3b050d.txt";

export type Trump = { rank?: string | null; suit?: string | null };

/** Judges a trick written as strings: hands[i] and plays[i] like "S2 S2 H4". */
export function trick(preset: string, trump: Trump, hands: string[], plays: string[], options?: Partial<TrickRules>) {
  const input: JudgeTrickInput = {
    preset,
    trump,
    hands: hands.map(hand),
    plays: plays.map(hand),
    ...(options ? { options } : {}),
  };
  return judgeTrick(input);
}

/**
 * Is `play` a legal follow to `lead` from `held`? The leader holds exactly
 * the lead (so a throw is judged against `held` only).
 */
export function follow(preset: string, trump: Trump, lead: string, held: string, play: string, options?: Partial<TrickRules>) {
  const r = trick(preset, trump, [lead, held], [lead, play], options);
  if (r.error) throw new Error(r.error);
  return { legal: r.legal[1] === true, reason: r.reasons[1], winner: r.winner };
}

/** Is `lead` a lead that stands (not refused, not a failed throw) against these other hands? */
export function lead(preset: string, trump: Trump, cards: string, others: string[] = [], options?: Partial<TrickRules>) {
  const r = trick(preset, trump, [cards, ...others], [cards, ...others.map(() => "")], options);
  return { ok: r.legal[0] === true && !r.throwFailed, error: r.error, throwFailed: r.throwFailed };
}

/** The components a lead reads as ("4x1" = four of a kind, "2x3" = tractor of three pairs), or the refusal code. */
export function components(preset: ShengjiPreset, trump: Trump, cards: string, options?: Partial<TrickRules>): string[] | string {
  const rules = { ...PRESET_TRICK_RULES[preset], ...options };
  const rank = trump.rank == null ? null : (parseRank(trump.rank) ?? null);
  const suit = (trump.suit ?? null) as "S" | "H" | "D" | "C" | null;
  const t = trumpTable({ rank, suit }, rules.trumpTractors);
  const read = readLead(t, rules, hand(cards).map((c) => codeOf(c) as number));
  return "code" in read ? read.code : read.units.map((u) => `${u.width}x${u.length}`);
}
