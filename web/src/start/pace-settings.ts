/**
 * The table's pace as the start page sets it: the server's defaults
 * (docs/PROTOCOL.md), the most each may be set to, the three paces offered
 * at once, and the settings a new table is sent (only those changed from
 * the defaults).
 */
import type { TableSettings } from "../../../src/protocol";
import { PACE_DEFAULTS } from "../../../src/protocol/pace";
import { TURN_SECONDS_MAX } from "../../../src/protocol/turn-based";

export type PaceKey = keyof typeof PACE_DEFAULTS;
export type Pace = Record<PaceKey, number>;

export const PACE_MAX: Pace = { dealMs: 5000, bidMs: 60000, botDelayMs: 10000, resultMs: 120000, turnSeconds: TURN_SECONDS_MAX };

/** Three paces to choose at once (a Tractor deal of 100 cards: about 6 s, 25 s, 40 s). */
export const PACES: Record<"quick" | "normal" | "relaxed", Pace> = {
  quick: { dealMs: 60, bidMs: 3000, botDelayMs: 350, resultMs: 6000, turnSeconds: PACE_DEFAULTS.turnSeconds },
  normal: { ...PACE_DEFAULTS },
  relaxed: { dealMs: 400, bidMs: 8000, botDelayMs: 1200, resultMs: 15000, turnSeconds: PACE_DEFAULTS.turnSeconds },
};

export const PACE_KEYS = Object.keys(PACE_DEFAULTS) as PaceKey[];

/** A value as typed or shared, kept within 0 and the most it may be set to. */
export function clampPace(k: PaceKey, v: number): number {
  return Math.max(0, Math.min(PACE_MAX[k], Math.round(v)));
}

/** The defaults, with what a shared rule set (?rules=…) changed. */
export function paceFrom(shared: TableSettings | undefined): Pace {
  const p: Pace = { ...PACE_DEFAULTS };
  for (const k of PACE_KEYS) {
    const v = shared?.[k];
    if (typeof v === "number") p[k] = clampPace(k, v);
  }
  return p;
}

/** The settings a new table is sent: those changed from the server's defaults. */
export function changedPace(pace: Pace): TableSettings {
  const settings: TableSettings = {};
  for (const k of Object.keys(pace) as PaceKey[]) if (pace[k] !== PACE_DEFAULTS[k]) settings[k] = pace[k];
  return settings;
}
