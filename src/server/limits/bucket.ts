/**
 * Token buckets: a burst, then so many a second. One for each socket's
 * frames (flood control) and one for the whole table's chat. Kept in
 * memory only: after a wake a bucket starts full again, which is harmless.
 * Values, never changed in place.
 */
export interface Rate {
  readonly burst: number;
  readonly perSecond: number;
}

export interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

/** Chat lines for the whole table: a burst, then a few a second (each line goes to every socket). */
export const TABLE_CHAT_RATE: Rate = { burst: 20, perSecond: 5 };

export function fullBucket(rate: Rate, now: number): Bucket {
  return { tokens: rate.burst, at: now };
}

/** Takes one token if there is one: the bucket after, and whether it was taken. */
export function take(b: Bucket, rate: Rate, now: number): { readonly bucket: Bucket; readonly ok: boolean } {
  const tokens = Math.min(rate.burst, b.tokens + ((now - b.at) / 1000) * rate.perSecond);
  return tokens >= 1 ? { bucket: { tokens: tokens - 1, at: now }, ok: true } : { bucket: { tokens, at: now }, ok: false };
}
