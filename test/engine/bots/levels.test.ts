/**
 * Every bot level plays legal moves: on random games of every preset at
 * every player count it allows (and Zheng Fen with one to three packs),
 * each level's every move is accepted by `applyAction`, with and without
 * random legal moves mixed in. And the same view, history and key always
 * give the same move.
 */
import { describe, expect, it } from "vitest";
import { type GameState, BOT_LEVELS, PRESET_INFO, SHENGJI_PRESETS, applyAction, createGame, isBotLevel } from "../../../src/engine";
import { shengjiBotInput, zhengFenBotInput } from "../../../src/engine/bot-input";
import { strongShengji } from "../../../src/engine/shengji/strong";
import { strongZhengFen } from "../../../src/engine/zhengfen/strong";
import { type BotStep, driveLevels, expectOneMove, reordered } from "./drive";

describe("every level's moves are accepted", () => {
  const shengjiCases = SHENGJI_PRESETS.flatMap((preset) => PRESET_INFO[preset].players.map((players) => ({ preset, players })));
  it.each(shengjiCases)("$preset with $players players", ({ preset, players }) => {
    let strong = 0;
    let basic = 0;
    for (const [i, chaos] of [0, 0.25].entries()) {
      const game = createGame(preset, `levels-${preset}-${players}-${i}`, players);
      const { botMoves } = driveLevels(game, `levels-${preset}-${players}-${i}`, {
        hands: 2,
        chaos,
        levels: i === 0 ? ["strong", "basic"] : ["basic", "strong"],
        onBot: (step) => {
          if (step.level === "strong") strong++;
          else basic++;
          expect(applyAction(step.before, step.seat, step.action).ok).toBe(true);
        },
      });
      expect(botMoves).toBeGreaterThan(0);
    }
    expect(strong).toBeGreaterThan(10);
    expect(basic).toBeGreaterThan(10);
  }, 60_000);

  const zhengFenCases = [3, 4, 5, 6].flatMap((players) => [1, 2, 3].map((packs) => ({ players, packs })));
  it.each(zhengFenCases)("zheng-fen with $players players and $packs packs", ({ players, packs }) => {
    let strong = 0;
    for (const [i, chaos] of [0, 0.25].entries()) {
      const game = createGame({ preset: "zheng-fen", options: { packs } }, `levels-zf-${players}-${packs}-${i}`, players);
      driveLevels(game, `levels-zf-${players}-${packs}-${i}`, {
        hands: 1,
        chaos,
        levels: ["strong", "basic", "strong"],
        onBot: (step) => {
          if (step.level === "strong") strong++;
          expect(applyAction(step.before, step.seat, step.action).ok).toBe(true);
        },
      });
    }
    expect(strong).toBeGreaterThan(5);
  }, 60_000);

  it("the levels are basic, strong and expert, and nothing else is one", () => {
    expect(BOT_LEVELS).toEqual(["basic", "strong", "expert"]);
    expect(BOT_LEVELS.every(isBotLevel)).toBe(true);
    expect(isBotLevel("omniscient")).toBe(false);
    expect(isBotLevel("STRONG")).toBe(false);
  });
});

describe("the same view and key give the same move", () => {
  /** Positions where a strong bot acts, from a few random games. */
  function positions(game: GameState, seed: string): BotStep[] {
    const out: BotStep[] = [];
    driveLevels(game, seed, { hands: 1, chaos: 0.1, levels: ["strong"], onBot: (step) => out.push(step) });
    return out;
  }

  it("Shengji: twice from the state, and from a copy of the input made through JSON", () => {
    const steps = [
      ...positions(createGame("zpy-pagat", "same-move-1", 7), "same-1"),
      ...positions(createGame("tractor-classic", "same-move-2", 4), "same-2"),
    ];
    expect(steps.length).toBeGreaterThan(50);
    for (const step of steps) {
      if (step.before.game !== "shengji") continue;
      const input = JSON.parse(JSON.stringify(shengjiBotInput(step.before, step.seat)));
      // What a bot knows decides its move, not the order its fields were written in.
      expectOneMove(step, "strong", "bot-key-same-1", strongShengji, [input, reordered(input) as typeof input]);
    }
  });

  it("Zheng Fen: twice from the state, and from a copy of the input made through JSON", () => {
    const steps = positions(createGame("zheng-fen", "same-move-3", 5), "same-3");
    expect(steps.length).toBeGreaterThan(20);
    for (const step of steps) {
      if (step.before.game !== "zheng-fen") continue;
      const input = zhengFenBotInput(step.before, step.seat);
      expectOneMove(step, "strong", "k", strongZhengFen, [JSON.parse(JSON.stringify(input)), reordered(input) as typeof input]);
    }
  });
});
