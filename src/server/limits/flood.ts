/**
 * Per-socket flood control: a token bucket per socket (limits/bucket.ts). A frame
 * beyond the bucket is refused with an error; a socket that keeps sending
 * beyond it is closed.
 *
 * Refusals are forgiven only by a rest long enough to refill the whole
 * burst, not by the next accepted frame. A table that reads frames slowly
 * (a busy or loaded isolate) lets tokens trickle back between two refused
 * frames; if any accepted frame forgave, a flood read slowly enough would
 * never be closed. Counted this way, a sender that keeps above the rate is
 * closed after `closeAfter` refusals however fast the table reads, and a
 * sender that bursts and then rests never is.
 */
import { type Bucket, type Rate, fullBucket, take } from "./bucket";

export const FLOOD = {
  /** Frames a socket may send in a burst. */
  burst: 30,
  /** Frames per second refilled. */
  perSecond: 15,
  /** Refused frames since the socket last rested before it is closed (1008). */
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

/** A socket's bucket and how many of its frames were refused since it last rested. */
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
  // The bucket as this frame found it: full means the sender rested.
  const rested = bucket.tokens + (ok ? 1 : 0) >= rate.burst;
  const before = rested ? 0 : f.refused;
  if (ok) return { flood: { bucket, refused: before }, verdict: "ok" };
  const refused = before + 1;
  return { flood: { bucket, refused }, verdict: refused >= FLOOD.closeAfter ? "close" : "refuse" };
}
