/**
 * The deck nobody can predict (random.ts): a game's secret gives one key per
 * hand; a hand's key alone replays that hand; keys of different hands are
 * unrelated; the same seed always gives the same game.
 */
import { describe, expect, it } from "vitest";
import { applyAction, createGame, legalActions } from "../../src/engine";
import type { GameState } from "../../src/engine";
import { handKey, handRng, randomInt, replaySeed, rngFor, shuffled } from "../../src/engine/random";

const SECRET = "7f".repeat(32);

/** Plays `steps` actions, always the first legal one of whoever can act (the table first). */
function drive(state: GameState, steps: number): GameState {
  let s = state;
  for (let i = 0; i < steps; i++) {
    const actor = legalActions(s, "table").length > 0 ? ("table" as const) : [...Array(s.players).keys()].find((p) => legalActions(s, p).length > 0);
    if (actor === undefined) break;
    const step = applyAction(s, actor, legalActions(s, actor)[0]);
    if (!step.ok) throw new Error(step.error.message);
    s = step.state;
  }
  return s;
}

describe("hand keys", () => {
  it("are 256-bit hex, one per hand, all different, and stable", () => {
    const keys = [0, 1, 2, 3].map((h) => handKey(SECRET, h));
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(4);
    expect(handKey(SECRET, 2)).toBe(keys[2]);
    expect(handKey("7e".repeat(32), 0)).not.toBe(keys[0]);
  });

  it("a replay seed gives each hand exactly the key it holds, and refuses a hand it lacks", () => {
    const keys = [handKey(SECRET, 0), handKey(SECRET, 1)];
    const replay = replaySeed(keys);
    expect(handKey(replay, 1)).toBe(keys[1]);
    expect(() => handKey(replay, 2)).toThrow(/hand 2/);
    expect(() => replaySeed(["nope"])).toThrow();
  });

  it("the published key of hand 0 replays the first deal of a Shengji game without the secret", () => {
    const real = createGame("tractor-classic", SECRET, 4);
    const replayed = createGame("tractor-classic", replaySeed([handKey(SECRET, 0)]), 4);
    expect(drive(replayed, 120)).toEqual({ ...drive(real, 120), seed: replayed.seed });
  });

  it("the published keys of the first deals replay Zheng Fen's deals", () => {
    const real = drive(createGame("zheng-fen", SECRET, 4), 60);
    const replayed = drive(createGame("zheng-fen", replaySeed([handKey(SECRET, 0), handKey(SECRET, 1)]), 4), 60);
    expect(replayed).toEqual({ ...real, seed: replayed.seed });
  });

  it("two hands of one game shuffle from different keys", () => {
    const a = shuffled([...Array(54).keys()], handRng(SECRET, 0, "deal:0"));
    const b = shuffled([...Array(54).keys()], handRng(SECRET, 1, "deal:0"));
    expect(a).not.toEqual(b);
  });
});

describe("the generator", () => {
  it("is deterministic per seed and stream", () => {
    const draw = (seed: string, stream: string) => Array.from({ length: 20 }, ((r) => () => randomInt(r, 0, 1000))(rngFor(seed, stream)));
    expect(draw("a", "x")).toEqual(draw("a", "x"));
    expect(draw("a", "x")).not.toEqual(draw("a", "y"));
    expect(draw("a", "x")).not.toEqual(draw("b", "x"));
  });

  it("covers a range evenly (every value of 0..5 within 15% of its share over 60,000 draws)", () => {
    const rng = rngFor("even", "test");
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[randomInt(rng, 0, 5)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(1_500);
  });

  it("a shuffle is a permutation", () => {
    const items = [...Array(108).keys()];
    const out = shuffled(items, rngFor("perm", "x"));
    expect([...out].sort((x, y) => x - y)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});
