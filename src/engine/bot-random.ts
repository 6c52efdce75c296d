/**
 * Bots' randomness: a small fast generator (sfc32) seeded from
 * SHA-256(key, what the seat knows). The key is the caller's (the table
 * passes a per-game bot key derived one way from the game's secret, which
 * tells nothing about the deal); mixing in the seat's knowledge makes the
 * same view and key always give the same move, so replays reproduce bots.
 * The knowledge is hashed with its object keys sorted: what a seat knows
 * decides the move, not the order a view happens to list its fields in
 * (a change of that order must not change how bots break ties).
 * A bot must never be keyed with the game's seed: that would let it
 * compute the deal.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

export interface BotRng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
}

/** JSON.stringify's replacer for canonical JSON: every plain object's keys in code-unit order. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** sfc32 (Chris Doty-Humphrey's small fast counting generator) from its four 32-bit words of state: each call gives its next unsigned 32-bit output. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

export function botRng(key: string, knowledge: unknown): BotRng {
  const digest = sha256(utf8ToBytes(`${key}\u0000${JSON.stringify(knowledge, sortedKeys)}`));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const next32 = sfc32(view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12));
  for (let i = 0; i < 12; i++) next32();
  return {
    next: () => next32() / 4294967296,
    below: (n: number) => Math.floor((next32() / 4294967296) * n),
  };
}
