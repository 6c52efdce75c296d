/**
 * Per-socket flood control: a token bucket kept in memory (after
 * hibernation it starts full again, which is harmless). A socket that
 * keeps flooding after being told is closed.
 */
export interface Bucket {
  tokens: number;
  at: number;
  refused: number;
}

export const FLOOD = {
  /** Frames a socket may send in a burst. */
  burst: 30,
  /** Frames per second refilled. */
  perSecond: 15,
  /** Refused frames in a row before the socket is closed (1008). */
  closeAfter: 60,
} as const;

/**
 * The frames per second a socket may keep up: the default, or the
 * FLOOD_PER_SECOND variable (benchmarks drive tables far faster than people).
 */
export function floodRate(v: string | undefined): number {
  const n = v === undefined ? Number.NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : FLOOD.perSecond;
}

/** Takes one token; returns "ok", "refuse" (answer with an error) or "close". */
export function take(b: Bucket, now: number, perSecond: number = FLOOD.perSecond): "ok" | "refuse" | "close" {
  const burst = Math.max(FLOOD.burst, perSecond * 2);
  b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
  b.at = now;
  if (b.tokens >= 1) {
    b.tokens -= 1;
    b.refused = 0;
    return "ok";
  }
  b.refused += 1;
  return b.refused >= FLOOD.closeAfter ? "close" : "refuse";
}

export function fullBucket(now: number): Bucket {
  return { tokens: FLOOD.burst, at: now, refused: 0 };
}
