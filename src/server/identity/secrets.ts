/**
 * Comparing a secret someone gives with the one the operator set. Apart
 * from ids.ts because it needs the Workers runtime (`timingSafeEqual`),
 * and ids.ts is read by the browser's program too (through the routes'
 * types: src/server/worker/api.ts).
 */
import { sha256 } from "./ids";

/**
 * Whether `given` is the secret `expected` (false when either is missing or
 * empty). Compared as SHA-256 digests in constant time, so neither the
 * length nor a common prefix of a guess shows in how long the answer takes.
 */
export async function sameSecret(given: string | undefined, expected: string | undefined): Promise<boolean> {
  if (!given || !expected) return false;
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}
