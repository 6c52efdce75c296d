/**
 * The expert level (issue 29): every move it makes is legal, on random
 * games of every preset at every player count (the search with a small
 * budget: legality comes from the plays it weighs, not from how many
 * deals it plays them on); the same view, history and key give the same
 * move, however the view's fields are ordered (the full budget); the
 * search's baseline, the rollout player's own play, is the same on every
 * deal that agrees with what the seat has seen; and
 * `omniscient`, the arena's information limit, is no level a table offers
 * or a frame can name.
 */
import { describe, expect, it } from "vitest";
import { type GameState, BOT_LEVELS, PRESET_INFO, SHENGJI_PRESETS, applyAction, botMove, createGame, isBotLevel, standInLevel } from "../../../src/engine";
import { ARENA_LEVELS, trueDeal } from "../../../src/engine/bot-arena";
import { shengjiBotInput, zhengFenBotInput } from "../../../src/engine/bot-input";
import type { BotLevel } from "../../../src/engine/bot-level";
import type { SeatAction } from "../../../src/engine/game";
import { botRng } from "../../../src/engine/bot-random";
import { expertShengji } from "../../../src/engine/shengji/expert";
import { constraintsOf, sampleDeal } from "../../../src/engine/shengji/expert/sample";
import { policyPlay } from "../../../src/engine/shengji/expert/search";
import { knowledgeOf } from "../../../src/engine/shengji/strong/knowledge";
import type { Seat } from "../../../src/engine/types";
import { expertZhengFen } from "../../../src/engine/zhengfen/expert";
import { ClientFrameSchema, SeatInfoSchema } from "../../../src/protocol/frames";
import { type BotStep, driveLevels, expectOneMove, reordered } from "./drive";

/** The expert with a small budget; other levels as the table has them. */
function quick(state: GameState, seat: Seat, level: BotLevel, key: string): SeatAction | null {
  if (level !== "expert") return botMove(state, seat, level, key);
  if (state.game === "zheng-fen") {
    if (state.phase !== "play" || state.turn !== seat) return null;
    return expertZhengFen(zhengFenBotInput(state, seat), key, { rollouts: 16 });
  }
  return expertShengji(shengjiBotInput(state, seat), key, { rollouts: 16 });
}

describe("every expert move is legal", () => {
  const shengjiCases = SHENGJI_PRESETS.flatMap((preset) => PRESET_INFO[preset].players.map((players) => ({ preset, players })));
  it.each(shengjiCases)("$preset with $players players", ({ preset, players }) => {
    let expert = 0;
    // Two games at small tables, one (with random moves mixed in) at large ones.
    for (const [i, chaos] of (players <= 6 ? [0, 0.2] : [0.2]).entries()) {
      const game = createGame(preset, `expert-${preset}-${players}-${i}`, players);
      driveLevels(game, `expert-${preset}-${players}-${i}`, {
        hands: 1,
        chaos,
        levels: i === 0 ? ["expert", "strong"] : ["strong", "expert"],
        mover: quick,
        onBot: (step) => {
          if (step.level !== "expert") return;
          expert++;
          const r = applyAction(step.before, step.seat, step.action);
          expect(r.ok, JSON.stringify(step.action)).toBe(true);
        },
      });
    }
    expect(expert).toBeGreaterThan(10);
  }, 120_000);

  // Issue 56: rbtying's trick settings, at eight players so that four packs deal bombs.
  const houseTricks = [
    { preset: "zpy-online", name: "bombs of any suit, both draw protections", options: { bombs: "any-suit", protectLongerSets: true, onlyTractorsDrawTractors: true, throwRuff: "unit-length", throwPenaltyPerAttempt: 10 } },
    { preset: "shengji-online", name: "bombs following suit, only the suit owed", options: { bombs: "follow-suit", follow: "suit-only", throwRuff: "highest-card" } },
  ] as const;
  it.each(houseTricks)("$preset with 8 players, issue 56's trick options ($name): every level's moves are accepted", ({ preset, options }) => {
    const moves = new Map<BotLevel, number>();
    for (const [i, chaos] of [0, 0.2].entries()) {
      const game = createGame({ preset, options }, `tricks-${preset}-${i}`, 8);
      driveLevels(game, `tricks-${preset}-${i}`, {
        hands: 1,
        chaos,
        levels: ["expert", "strong", "basic"],
        mover: quick,
        onBot: (step) => {
          moves.set(step.level, (moves.get(step.level) ?? 0) + 1);
          const r = applyAction(step.before, step.seat, step.action);
          expect(r.ok, `${step.level} ${JSON.stringify(step.action)}`).toBe(true);
        },
      });
    }
    for (const level of ["expert", "strong", "basic"] as const) expect(moves.get(level) ?? 0, level).toBeGreaterThan(10);
  }, 120_000);

  const zhengFenCases = [3, 4, 5, 6].flatMap((players) => [1, 2, 3].map((packs) => ({ players, packs })));
  it.each(zhengFenCases)("zheng-fen with $players players and $packs packs", ({ players, packs }) => {
    let expert = 0;
    for (const [i, chaos] of (packs === 1 ? [0, 0.2] : [0.2]).entries()) {
      const game = createGame({ preset: "zheng-fen", options: { packs } }, `expert-zf-${players}-${packs}-${i}`, players);
      driveLevels(game, `expert-zf-${players}-${packs}-${i}`, {
        hands: 1,
        chaos,
        levels: ["expert", "strong", "basic"],
        mover: quick,
        onBot: (step) => {
          if (step.level !== "expert") return;
          expert++;
          expect(applyAction(step.before, step.seat, step.action).ok).toBe(true);
        },
      });
    }
    expect(expert).toBeGreaterThan(5);
  }, 120_000);
});

describe("the same view and key give the same move", () => {
  /** A few positions where a seat plays, from random games (every tenth, to keep the full budget affordable). */
  function positions(game: GameState, seed: string): BotStep[] {
    const out: BotStep[] = [];
    driveLevels(game, seed, { hands: 1, chaos: 0.1, levels: ["strong"], onBot: (step) => out.push(step) });
    return out.filter((s, i) => i % 10 === 3 && (s.before.phase === "playing" || s.before.phase === "play"));
  }

  it("Shengji: twice from the state, from a copy of the input made through JSON, and with its fields reordered", () => {
    const steps = [...positions(createGame("zpy-online", "expert-same-1", 5), "same-1"), ...positions(createGame("tractor-classic", "expert-same-2", 4), "same-2")];
    expect(steps.length).toBeGreaterThan(8);
    for (const step of steps) {
      if (step.before.game !== "shengji") continue;
      const input = JSON.parse(JSON.stringify(shengjiBotInput(step.before, step.seat)));
      expectOneMove(step, "expert", "k", expertShengji, [input, reordered(input) as typeof input]);
    }
  }, 120_000);

  it("Zheng Fen: the same", () => {
    const steps = positions(createGame("zheng-fen", "expert-same-3", 4), "same-3");
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) {
      if (step.before.game !== "zheng-fen") continue;
      const input = JSON.parse(JSON.stringify(zhengFenBotInput(step.before, step.seat)));
      expectOneMove(step, "expert", "k", expertZhengFen, [input, reordered(input) as typeof input]);
    }
  }, 120_000);
});

describe("the search's baseline, the rollout player's own play, reads no hidden card", () => {
  // search.ts takes it from the first sampled deal; that is sound only if every deal that agrees with
  // what the seat has seen gives the same play (else the baseline would rest on a guess of the hidden hands).
  it.each([
    ["tractor-classic", 4],
    ["zpy-80", 6],
    ["zpy-online", 5],
    ["zpy-pagat", 9],
  ] as const)("%s with %i players: the same play on every sampled deal and on the true one", (preset, players) => {
    let checked = 0;
    for (let g = 0; g < 2; g++) {
      const seed = `baseline-${preset}-${players}-${g}`;
      driveLevels(createGame(preset, seed, players), seed, {
        hands: 1,
        chaos: 0.1,
        levels: ["strong"],
        onBot: (step) => {
          const s = step.before;
          if (s.game !== "shengji" || s.phase !== "playing") return;
          const input = shengjiBotInput(s, step.seat);
          const own = sorted(policyPlay(input, trueDeal(s)));
          const constraints = constraintsOf(knowledgeOf(input), false);
          const rng = botRng("baseline", { seed, at: checked });
          for (let i = 0; i < 3; i++) {
            const deal = sampleDeal(constraints, rng);
            expect(deal).not.toBeNull();
            expect(sorted(policyPlay(input, deal as NonNullable<typeof deal>))).toEqual(own);
          }
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);
});

const sorted = (cards: readonly string[]) => [...cards].sort();

describe("stand-ins play expert where the pace allows", () => {
  it("expert when the time for a move covers its p99 bound, else the default", () => {
    expect(standInLevel(4, 250)).toBe("expert");
    expect(standInLevel(6, 249)).toBe("strong");
    expect(standInLevel(12, 300)).toBe("strong");
    expect(standInLevel(12, 400)).toBe("expert");
  });
});

describe("omniscient is the arena's alone", () => {
  it("is an arena level but no bot level", () => {
    expect(ARENA_LEVELS).toContain("omniscient");
    expect(BOT_LEVELS).not.toContain("omniscient" as BotLevel);
    expect(isBotLevel("omniscient")).toBe(false);
    expect(BOT_LEVELS).toContain("expert");
  });

  it("no table frame can select it: the protocol's level schema refuses it", () => {
    for (const level of BOT_LEVELS) {
      expect(ClientFrameSchema.safeParse({ type: "bot", seat: 1, on: true, level }).success, level).toBe(true);
    }
    for (const level of ["omniscient", "Omniscient", "policy", "expert ", ""]) {
      expect(ClientFrameSchema.safeParse({ type: "bot", seat: 1, on: true, level }).success, level).toBe(false);
      expect(ClientFrameSchema.safeParse({ type: "bot", seat: 1, level }).success, level).toBe(false);
    }
    // Nor can a table describe a seat as played by it.
    const seat = (level: string) => ({ seat: 1, name: "Bot 1", bot: true, connected: false, standIn: false, state: "bot", level });
    expect(SeatInfoSchema.safeParse(seat("expert")).success).toBe(true);
    expect(SeatInfoSchema.safeParse(seat("omniscient")).success).toBe(false);
  });
});
