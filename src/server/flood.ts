/**
 * Per-socket flood control: a token bucket per socket (bucket.ts). A
 * socket that keeps flooding after being told is closed.
 */
import { type Bucket, type Rate, fullBucket, take } from "./bucket";

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
export function floodRate(v: string | undefined): Rate {
  const n = v === undefined ? Number.NaN : Number(v);
  const perSecond = Number.isFinite(n) && n > 0 ? n : FLOOD.perSecond;
  return { burst: Math.max(FLOOD.burst, perSecond * 2), perSecond };
}

/** A socket's bucket and how many of its frames in a row were refused. */
export interface Flood {
  readonly bucket: Bucket;
  readonly refused: number;
}

export function newFlood(rate: Rate, now: number): Flood {
  return { bucket: fullBucket(rate, now), refused: 0 };
}

/** One frame: "ok", "refuse" (answer with an error) or "close", and the socket's flood state after it. */
export function admit(f: Flood, rate: Rate, now: number): { readonly flood: Flood; readonly verdict: "ok" | "refuse" | "close" } {
  const { bucket, ok } = take(f.bucket, rate, now);
  if (ok) return { flood: { bucket, refused: 0 }, verdict: "ok" };
  const refused = f.refused + 1;
  return { flood: { bucket, refused }, verdict: refused >= FLOOD.closeAfter ? "close" : "refuse" };
}
