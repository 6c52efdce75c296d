/**
 * All of the engine's randomness, from a cryptographic generator so that no
 * player can predict a deal from the cards they were dealt.
 *
 * - A game's seed is its secret: the server makes 256 random bits (64 hex
 *   digits). Any other string (tests, benchmarks) is hashed into a secret.
 * - Each hand has its own key, HMAC-SHA-256(secret, "hand:<n>"). Everything
 *   random in hand n (its shuffles, redeals included, and for hand 0 who
 *   starts) comes from that key, so publishing a finished hand's key (for
 *   its replay) reveals nothing about any other hand or about the secret.
 * - A seed of the form "hands:<key0>.<key1>…" holds hand keys themselves:
 *   it replays those hands exactly without knowing the game's secret.
 * - A stream's bytes are HMAC-SHA-256(HMAC-SHA-256(key, stream), counter):
 *   a deterministic random bit generator in counter mode, so the same seed
 *   and actions always replay the same game.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

const HEX_KEY = /^[0-9a-f]{64}$/;
const REPLAY_PREFIX = "hands:";

/** A stream of random numbers; it changes as it is drawn from. */
export class Rng {
  readonly #key: Uint8Array;
  #counter = 0;
  #block = new Uint8Array(0);
  #at = 0;

  constructor(key: Uint8Array, stream: string) {
    this.#key = hmac(sha256, key, utf8ToBytes(stream));
  }

  /** The next 32 random bits, as an unsigned integer. */
  nextUint32(): number {
    if (this.#at + 4 > this.#block.length) {
      const counter = new Uint8Array(8);
      new DataView(counter.buffer).setUint32(4, this.#counter++);
      this.#block = hmac(sha256, this.#key, counter);
      this.#at = 0;
    }
    const b = this.#block;
    const i = this.#at;
    this.#at += 4;
    return (((b[i] as number) << 24) | ((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number)) >>> 0;
  }
}

/** The game's secret as bytes (a server secret as is; other strings hashed). */
function secretOf(seed: string): Uint8Array {
  return HEX_KEY.test(seed) ? hexToBytes(seed) : sha256(utf8ToBytes(seed));
}

/**
 * Hand `hand`'s key (64 hex digits): the only secret that hand's cards come
 * from. It may be published once the hand is over.
 */
export function handKey(seed: string, hand: number): string {
  if (!Number.isInteger(hand) || hand < 0) throw new Error(`bad hand number ${hand}`);
  if (seed.startsWith(REPLAY_PREFIX)) {
    const key = seed.slice(REPLAY_PREFIX.length).split(".")[hand];
    if (key === undefined || !HEX_KEY.test(key)) throw new Error(`this replay does not hold the key of hand ${hand}`);
    return key;
  }
  return bytesToHex(hmac(sha256, secretOf(seed), utf8ToBytes(`hand:${hand}`)));
}

/**
 * The key the table's bots are seeded with (64 hex digits), one way from the
 * game's secret: it tells nothing about any deal, and it is never sent
 * anywhere. Bots' moves depend on it and on what their seat knows, so a
 * replay of the game's log makes the same moves.
 */
export function botKey(seed: string): string {
  return bytesToHex(hmac(sha256, secretOf(seed), utf8ToBytes("bots")));
}

/** A seed that replays hands 0..n−1 from their published keys alone. */
export function replaySeed(handKeys: readonly string[]): string {
  for (const k of handKeys) if (!HEX_KEY.test(k)) throw new Error("a hand key is 64 hex digits");
  return REPLAY_PREFIX + handKeys.join(".");
}

/** A generator for one named stream of one hand ("deal:3", "first-starter"). */
export function handRng(seed: string, hand: number, stream: string): Rng {
  return new Rng(hexToBytes(handKey(seed, hand)), stream);
}

/**
 * A generator for a named stream of any seed string: for tests, benchmarks
 * and bots (whose keys the server derives apart from the game's hands).
 */
export function rngFor(seed: string, stream: string): Rng {
  return new Rng(secretOf(seed), stream);
}

/** A uniform integer in [from, to] (rejection sampling: no modulo bias). */
export function randomInt(rng: Rng, from: number, to: number): number {
  const span = to - from + 1;
  if (!Number.isInteger(span) || span < 1 || span > 2 ** 32) throw new Error(`bad range ${from}..${to}`);
  const limit = 2 ** 32 - (2 ** 32 % span);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return from + (x % span);
  }
}

/** A new array with the items in a uniformly random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
