/**
 * Determinism and replay (DESIGN.md "All randomness from a seed", STYLE.md
 * "replay is a fold over the action log"): the same seed and actions give
 * the same state, exactly; replaying a game's log from `createGame` is a
 * fold that reaches every state the game went through; the state is plain
 * JSON data, and `applyAction` never changes its input.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameState, applyAction, createGame } from "../../../src/engine";
import { PRESET_INFO, SHENGJI_PRESETS, type ShengjiPreset } from "../../../src/engine/presets";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import { dealAll, newGame, shengji } from "./flow-support";
import { type Move, randomDrive } from "./random-drive";

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Replays a log from a new game, freezing every state so that any change in place throws. */
function replay(preset: ShengjiPreset, seed: string, players: number, log: readonly Move[], options?: Record<string, unknown>): ShengjiState[] {
  let s: GameState = deepFreeze(createGame(options ? { preset, options } : preset, seed, players));
  const states: ShengjiState[] = [shengji(s)];
  for (const m of log) {
    const r = applyAction(s, m.actor, m.action);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(m)}: ${r.error.message}`);
    s = deepFreeze(r.state);
    states.push(shengji(s));
  }
  return states;
}

describe("the same seed and actions give the same game", () => {
  it.each(SHENGJI_PRESETS.map((p) => [p, PRESET_INFO[p].players[0] as number] as const))("%s: a new game is a function of the seed", (preset, players) => {
    const a = newGame(preset, players, "same-seed");
    expect(newGame(preset, players, "same-seed")).toEqual(a);
    expect(dealAll(newGame(preset, players, "same-seed"))).toEqual(dealAll(a));
    // Another seed deals other hands.
    expect(dealAll(newGame(preset, players, "other-seed")).hands).not.toEqual(dealAll(a).hands);
  });

  it("server seeds (32 hex digits) too: equal seeds, equal games; one digit apart, another deal", () => {
    const seed = "0123456789abcdef0123456789abcdef";
    const a = dealAll(newGame("zpy-pagat", 8, seed));
    expect(dealAll(newGame("zpy-pagat", 8, seed))).toEqual(a);
    expect(dealAll(newGame("zpy-pagat", 8, `${seed.slice(0, 31)}e`)).hands).not.toEqual(a.hands);
  });
});

describe("replaying the log is a fold", () => {
  const cases = [
    ...SHENGJI_PRESETS.map((preset) => ({ preset, players: PRESET_INFO[preset].players.at(-1) as number, options: undefined })),
    { preset: "zpy-pagat" as const, players: 6, options: { leader: "fixed", declare: "leader-level", noBid: "kitty-rank", nextStarter: "next-of-winners" } },
  ];
  it.each(cases)("$preset, $players players: every state the game went through, exactly, with no input changed", ({ preset, players, options }) => {
    const seed = `fold-${preset}`;
    const seen: ShengjiState[] = [];
    const game = newGame(preset, players, seed, options);
    const { state, log } = randomDrive(game, `fold-${preset}`, {
      maxHands: 2,
      chaos: 0.3,
      quietDeals: true,
      onStep: (before, _m, after) => {
        if (seen.length === 0) seen.push(before);
        seen.push(after);
      },
    });
    const states = replay(preset, seed, players, log, options);
    expect(states).toHaveLength(log.length + 1);
    expect(states.at(-1)).toEqual(state);
    // Not only the end: every step.
    states.forEach((s, i) => expect(s, `step ${i}`).toEqual(seen[i]));
  });

  it("on random presets, seeds and policies: a fold over the log, through JSON (as the table stores it)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHENGJI_PRESETS), fc.nat(), fc.boolean(), (preset, n, dealAtOnce) => {
        const players = PRESET_INFO[preset].players[n % PRESET_INFO[preset].players.length] as number;
        const seed = `fold-${n}`;
        const { state, log } = randomDrive(newGame(preset, players, seed), `p-${n}`, { maxHands: 1, chaos: 0.2, dealAtOnce });
        // The table keeps a snapshot as JSON and applies the log after it.
        const cut = Math.floor(log.length / 2);
        const head = replay(preset, seed, players, log.slice(0, cut));
        let s: GameState = JSON.parse(JSON.stringify(head.at(-1))) as GameState;
        expect(s).toEqual(head.at(-1));
        for (const m of log.slice(cut)) {
          const r = applyAction(s, m.actor, m.action);
          if (!r.ok) throw new Error(r.error.message);
          s = JSON.parse(JSON.stringify(r.state)) as GameState;
        }
        expect(s).toEqual(state);
      }),
      { numRuns: 12 },
    );
  });

  it("a refused action changes nothing", () => {
    const s = deepFreeze(dealAll(newGame("zpy-pagat", 6, "refused")));
    const before = JSON.stringify(s);
    for (const a of [{ type: "play", cards: ["S2"] }, { type: "bury", cards: ["S2"] }, { type: "nonsense" }, null]) {
      expect(applyAction(s, 0, a).ok).toBe(false);
    }
    expect(applyAction(s, "table", { type: "draw" }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});
