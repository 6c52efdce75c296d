/**
 * All of the engine's randomness: a seeded PRNG (pure-rand's xoroshiro128+)
 * whose 128-bit state comes from the game's seed string and a stream name, so
 * that every deal of a game is reproducible from the seed alone and no deal
 * depends on how many numbers an earlier one drew.
 *
 * The server makes seeds of 128 random bits (32 hex digits); they are taken
 * as the state directly, so a player who knows the algorithm and their own
 * hand still faces a 2^128 search. Other strings (tests) are hashed.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";

export type Rng = ReturnType<typeof xoroshiro128plusFromState>;

/** Four 32-bit lanes of a string hash (FNV-1a per lane with distinct offsets, then mixed). */
function hash128(text: string): [number, number, number, number] {
  const lanes = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995, 0x9e3779b9, 0x7f4a7c15];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    for (let l = 0; l < 4; l++) {
      let h = (lanes[l] as number) ^ (ch + l * 0x3d);
      h = Math.imul(h, 0x01000193);
      h ^= h >>> 15;
      lanes[l] = h;
    }
  }
  // Final avalanche so that similar strings give unrelated states.
  return lanes.map((h, l) => {
    let x = h ^ Math.imul(l + 1, 0x85ebca6b);
    x ^= x >>> 16;
    x = Math.imul(x, 0x85ebca6b);
    x ^= x >>> 13;
    x = Math.imul(x, 0xc2b2ae35);
    x ^= x >>> 16;
    return x | 0;
  }) as [number, number, number, number];
}

function stateOf(seed: string, stream: string): number[] {
  const words = hash128(`${stream}\u0000${seed}`);
  if (/^[0-9a-f]{32}$/i.test(seed)) {
    // A server seed: use its 128 bits, mixed with the stream so streams differ.
    for (let l = 0; l < 4; l++) words[l] = (Number.parseInt(seed.slice(l * 8, l * 8 + 8), 16) ^ (words[l] as number)) | 0;
  }
  // xoroshiro128+ must not start from the all-zero state.
  if (words.every((w) => w === 0)) words[0] = 1;
  return words;
}

/** A generator for one named stream of a game ("deal:3", "first-starter"). */
export function rngFor(seed: string, stream: string): Rng {
  return xoroshiro128plusFromState(stateOf(seed, stream));
}

/** A uniform integer in [from, to]. */
export function randomInt(rng: Rng, from: number, to: number): number {
  return uniformInt(rng, from, to);
}

/** A new array with the items in a uniformly random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
