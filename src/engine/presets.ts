/**
 * Named presets: one per rule system of the seeds (RULES.md). A preset is
 * only a set of option values; every difference between the seeds is an
 * option, so a table can start from a preset and change any of them.
 */
import type { TrickRules } from "./shengji/trick-rules";

export const SHENGJI_PRESETS = [
  "tractor-classic",
  "da-bai-fen",
  "zpy-pagat",
  "zpy-pagat-active-passive",
  "zpy-80",
  "zpy-active-passive",
  "shengji-online",
  "zpy-online",
] as const;
export type ShengjiPreset = (typeof SHENGJI_PRESETS)[number];
export const PRESETS = [...SHENGJI_PRESETS, "zheng-fen"] as const;
export type PresetName = (typeof PRESETS)[number];

export function isPresetName(x: unknown): x is PresetName {
  return typeof x === "string" && (PRESETS as readonly string[]).includes(x);
}

export function isShengjiPreset(x: unknown): x is ShengjiPreset {
  return typeof x === "string" && (SHENGJI_PRESETS as readonly string[]).includes(x);
}

/** 000 (pagat) trick rules: also used by the 003 presets, whose text defers to them. */
const PAGAT_TRICKS: TrickRules = {
  trumpTractors: "excluded",
  tractorMin: { width: 2, length: 2 },
  follow: "pagat",
  throwCheck: "components",
  throwFailure: "beatable-component",
  throwPenaltyPerCard: 10,
  throwEqualCounts: false,
  throwRuff: "largest-component",
  quadBeatsTractor: false,
};

/** 001 ("80") trick rules. */
const EIGHTY_TRICKS: TrickRules = {
  trumpTractors: "trump-order",
  tractorMin: { width: 2, length: 2 },
  follow: "eighty",
  throwCheck: "top-cards",
  throwFailure: "lowest-card",
  throwPenaltyPerCard: 0,
  throwEqualCounts: false,
  throwRuff: "largest-component",
  quadBeatsTractor: false,
};

/** 004 (the online site) trick rules. */
const ONLINE_TRICKS: TrickRules = {
  trumpTractors: "trump-order",
  tractorMin: { width: 2, length: 2 },
  follow: "hierarchy",
  throwCheck: "components",
  throwFailure: "beatable-component",
  throwPenaltyPerCard: 0,
  throwEqualCounts: false,
  throwRuff: "every-component",
  quadBeatsTractor: false,
};

export const PRESET_TRICK_RULES: Record<ShengjiPreset, TrickRules> = {
  "tractor-classic": PAGAT_TRICKS,
  "da-bai-fen": PAGAT_TRICKS,
  "zpy-pagat": PAGAT_TRICKS,
  "zpy-pagat-active-passive": PAGAT_TRICKS,
  "zpy-80": EIGHTY_TRICKS,
  "zpy-active-passive": PAGAT_TRICKS,
  "shengji-online": ONLINE_TRICKS,
  "zpy-online": ONLINE_TRICKS,
};
