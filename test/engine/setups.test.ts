/**
 * Every setup the server accepts can be played to its end (issue 53, item 6).
 *
 * The server creates and reconfigures a table with whatever `setupProblem`
 * accepts (src/server/app.ts, commands/host.ts). So for every preset, any
 * combination of its options (drawn by walking the option spec itself,
 * `optionSpec`: an option added to the spec is drawn here the day it is
 * added) and any number of seats the wire allows: either `setupProblem`
 * refuses with a message naming the field, or bots in every seat play the
 * game through the engine's driver, every bot move accepted by
 * `applyAction`, each hand to its end within a bound of steps.
 *
 * The setups: the 12-seat full-packs table found from outside, in every
 * Shengji preset; every preset with its own options at every count of seats;
 * every value of every option once; then random setups. The random runs:
 * basic bots, two hands from the start (the deal, the kitty, friends, the
 * tricks, the score, and the next hand's deal); two hands from any levels
 * a game can reach (who may declare and who starts depend on them); from
 * the last levels to the game's end (the rules of the end: laps, Ace to
 * reach, pass or defend); and fewer games of strong bots, which choose their
 * kitty, calls and plays differently.
 *
 * SETUP_RUNS sets the runs (of the first random property; the others run a
 * share of it). At the default of 300 the file takes about 15 s of CPU.
 * A failure prints fast-check's counterexample (preset, options, players,
 * game seed) with its `seed` and `path`: replay it with
 * `SETUP_SEED=<seed> SETUP_PATH=<path> npx vitest run --config
 * vitest.engine.config.ts test/engine/setups.test.ts -t "<the test's name>"`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type GameState, PRESETS, PRESET_INFO, type PresetName, SHENGJI_PRESETS, type Spec,
  botMove, createGame, isOver, optionSpec, setupProblem,
} from "../../src/engine";
import { makeDeck } from "../../src/engine/cards";
import { drive, handsDone } from "../../src/engine/driver";
import { planFor } from "../../src/engine/shengji/deal";
import type { ShengjiRules } from "../../src/engine/shengji/rules";
import { levelSequence, topStep } from "../../src/engine/shengji/levels";
import { LIMITS } from "../../src/protocol/frames";

/** Random setups played from the start by basic bots; the other random properties run a share of it. */
const RUNS = Number(process.env.SETUP_RUNS ?? 300);
const LATER_RUNS = Math.max(1, Math.round(RUNS / 2));
const END_RUNS = Math.max(1, Math.round(RUNS / 4));
const STRONG_RUNS = Math.max(1, Math.round(RUNS / 20));
/** Each property draws its own cases (53 + its offset), unless SETUP_SEED names the seed (to replay one). */
const replay = (numRuns: number, offset: number) => ({
  numRuns,
  seed: process.env.SETUP_SEED === undefined ? 53 + offset : Number(process.env.SETUP_SEED),
  ...(process.env.SETUP_PATH ? { path: process.env.SETUP_PATH, endOnFailure: true } : {}),
});

/** Any value a spec allows. */
function specArb(spec: Spec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case "enum":
      return fc.constantFrom(...spec.values);
    case "int": {
      const n = fc.integer({ min: spec.min, max: spec.max });
      return spec.nullable ? fc.option(n, { nil: null }) : n;
    }
    case "bool":
      return fc.boolean();
    case "object":
      return fc.record(Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, specArb(f)])), { noNullPrototype: true });
  }
}

/**
 * Each value of an option a sweep tries: every enum value, both booleans,
 * the ends of a range (and null where allowed); for an object, each value
 * of each of its fields in turn, the others as `base` has them.
 */
function sweepValues(spec: Spec, base: unknown): unknown[] {
  switch (spec.kind) {
    case "enum":
      return [...spec.values];
    case "bool":
      return [false, true];
    case "int":
      return [...(spec.nullable ? [null] : []), spec.min, spec.max];
    case "object":
      return Object.entries(spec.fields).flatMap(([k, f]) => {
        const inner = (base as Record<string, unknown>)[k];
        return sweepValues(f, inner).map((v) => ({ ...(base as Record<string, unknown>), [k]: v }));
      });
  }
}

/**
 * A table's options: up to MAX_OVERRIDES of the spec's top-level options
 * (each one whole, any value), the preset giving the rest. Any subset at all
 * would, with thirty-odd options, mostly draw combinations some rule refuses,
 * and play little; the sweep above tries every value of every option alone.
 */
const MAX_OVERRIDES = 8;
function overridesArb(spec: Spec): fc.Arbitrary<Record<string, unknown>> {
  if (spec.kind !== "object") throw new Error("an option spec is an object");
  const keys = Object.keys(spec.fields);
  return fc
    .uniqueArray(fc.constantFrom(...keys), { maxLength: MAX_OVERRIDES })
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((k) => [k, specArb(spec.fields[k] as Spec)])), { noNullPrototype: true }));
}

interface Setup {
  readonly preset: PresetName;
  readonly options: Record<string, unknown>;
  readonly players: number;
  /** The game's seed (its shuffles). */
  readonly seed: string;
  /** Deal the whole stock at once (bots bid after the deal) or card by card (bids during the deal). */
  readonly dealAtOnce: boolean;
  /** Shengji, for games that start later on: each seat's level (taken modulo the levels the rules have) and whether it is active. */
  readonly seats: readonly { readonly level: number; readonly active: boolean }[];
}

const seatCounts = Array.from({ length: LIMITS.maxPlayers + 1 }, (_, i) => i + 1);

/**
 * The options with those `setupProblem` names dropped, one at a time, until
 * some count of seats is accepted (or no named option is left): the preset
 * gives their values back. As the spec grows, so do the options that refuse
 * each other (friends options at fixed partners, a level table the makers
 * could hardly win); pruning keeps most runs playing while the unpruned
 * half still checks the refusals.
 */
function pruned(preset: PresetName, options: Record<string, unknown>): Record<string, unknown> {
  const out = { ...options };
  for (let round = 0; round < Object.keys(options).length; round++) {
    const problems = seatCounts.map((n) => setupProblem({ preset, options: out }, n));
    if (problems.includes(null)) break;
    const named = problems.map((p) => /^options\.(\w+)/.exec(p ?? "")?.[1]).find((k) => k !== undefined && k in out);
    if (named === undefined) break;
    delete out[named];
  }
  return out;
}

/**
 * A setup: a preset, options from its spec (three times in four `pruned`), and a
 * number of seats: half the time one that `setupProblem` accepts with these
 * options (so that most runs play), else any from 1 to one more than the
 * wire allows (3 to LIMITS.maxPlayers), so that refusals are checked too.
 */
const setupArb: fc.Arbitrary<Setup> = fc
  .constantFrom(...PRESETS)
  .chain((preset) => fc.record({ preset: fc.constant(preset), options: overridesArb(optionSpec(preset)), prune: fc.integer({ min: 0, max: 3 }).map((x) => x > 0) }))
  .map(({ preset, options, prune }) => ({ preset, options: prune ? pruned(preset, options) : options }))
  .chain(({ preset, options }) => {
    const accepted = seatCounts.filter((n) => setupProblem({ preset, options }, n) === null);
    return fc.record({
      preset: fc.constant(preset),
      options: fc.constant(options),
      players: accepted.length > 0 ? fc.oneof(fc.constantFrom(...accepted), fc.constantFrom(...seatCounts)) : fc.constantFrom(...seatCounts),
      seed: fc.string({ minLength: 1, maxLength: 8 }),
      dealAtOnce: fc.boolean(),
      seats: fc.array(fc.record({ level: fc.nat({ max: 99 }), active: fc.boolean() }), { minLength: LIMITS.maxPlayers, maxLength: LIMITS.maxPlayers }),
    });
  });

/** Where a game starts: its first hand; any levels a game can reach; its last levels, to play it to its end. */
type Position = "start" | "any-levels" | "last-levels";

/** The last level a seat can hold without having won: where `gameEnd` stops a game (the top level: the ace, or a no-trump level after it). */
function lastLevel(rules: ShengjiRules): number {
  if (rules.gameEnd === "reach-ace") return topStep(rules) - 1;
  if (rules.gameEnd === "defend-ace") return topStep(rules);
  return levelSequence(rules).length - 1;
}

/**
 * The game of a setup from a position. The rules of a hand depend on the
 * seats' levels and active flags only (not on how they came about), so a
 * game later on is the first hand with other levels: any levels below the
 * end, with at least one seat active (the winners of a hand always are);
 * or every seat at its last level, one won hand from the end (where
 * the rules of the end differ: Ace to reach, pass or defend, Joker laps).
 * Zheng Fen's deals do not depend on the scores; its games end by
 * themselves (below).
 */
function gameAt(setup: Setup, position: Position): GameState {
  const start = createGame({ preset: setup.preset, options: setup.options }, setup.seed, setup.players);
  if (start.game === "zheng-fen" || position === "start") return start;
  const last = lastLevel(start.rules);
  if (position === "last-levels") return { ...start, seats: start.seats.map(() => ({ level: last, active: true })) };
  const seats = start.seats.map((_, i) => {
    const x = setup.seats[i] ?? { level: 0, active: true };
    return { level: x.level % (last + 1), active: x.active || i === 0 };
  });
  return { ...start, seats };
}

/**
 * The most steps a hand may take: the deal (a draw per card, or one), bids,
 * the kitty and calls, a play per card, a few redeals (a deal nobody bids on
 * is dealt again), with room to spare. A hand that takes more is stuck.
 */
function stepsPerHand(s: GameState): number {
  const cards = s.game === "shengji" ? makeDeck(planFor(s.rules, s.players).deck).length : 54 * s.options.packs;
  return 20 * (cards + 50);
}

/**
 * Hands to play from a position. To the end: Shengji from its last levels,
 * 40 hands (any side that goes up ends the game there, and under
 * `defend-ace` any hand the makers win: only a middle zone where nobody
 * goes up, or a lost defence, plays on); Zheng Fen from its start, which
 * ends by itself: every deal scores 100 points a pack, so someone reaches
 * the target within target × players / (100 × packs) deals.
 */
function handsToPlay(s: GameState, position: Position): number {
  if (position !== "last-levels") return 2;
  return s.game === "zheng-fen" ? Math.ceil((s.options.target * s.players) / (100 * s.options.packs)) : 40;
}

const counts = { refused: 0, played: 0, over: 0, mostStepsPerHand: 0 };

/**
 * Refused with a message naming the field, or played from `position`: two
 * hands, or to the end from the last levels; every bot move accepted (the
 * driver throws on a refused move, on a position where nobody can act, and
 * past the bound of steps).
 */
function refusedOrPlayed(setup: Setup, position: Position, level: "basic" | "strong"): void {
  const problem = setupProblem({ preset: setup.preset, options: setup.options }, setup.players);
  if (problem !== null) {
    expect(problem).toMatch(/^(game|options(\.\w+)*|players): \S/);
    counts.refused++;
    return;
  }
  const game = gameAt(setup, position);
  const hands = handsToPlay(game, position);
  const key = `bot-key-${setup.seed}`;
  const { state, steps } = drive(game, {
    maxHands: hands,
    maxSteps: hands * stepsPerHand(game),
    dealAtOnce: setup.dealAtOnce,
    ...(level === "basic" ? {} : { bot: (s: GameState, seat: number) => botMove(s, seat, level, key) }),
  });
  if (position === "last-levels") expect(isOver(state), `not over after ${hands} hands from the last levels`).toBe(true);
  else expect(isOver(state) || handsDone(state) === hands).toBe(true);
  counts.played++;
  if (isOver(state)) counts.over++;
  counts.mostStepsPerHand = Math.max(counts.mostStepsPerHand, steps / Math.max(1, handsDone(state) - handsDone(game)));
}

describe("every setup setupProblem accepts plays to its end", () => {
  it.each(SHENGJI_PRESETS.map((p) => [p]))("%s with deck full-packs at 12 players: a kitty of 12, and bots play two hands", (preset) => {
    // 000: 'always include one red and one black joker per deck and allow the size of the kitty to vary,
    // keeping it as close to six cards as possible': four packs, 216 cards, 17 each and 12 in the kitty (never none).
    const setup = { preset, options: { deck: "full-packs" } };
    expect(setupProblem(setup, 12)).toBeNull();
    const start = createGame(setup, "full-packs-12", 12);
    if (start.game !== "shengji") throw new Error("a Shengji preset");
    expect(planFor(start.rules, 12)).toMatchObject({ handSize: 17, kitty: 12 });
    const { state } = drive(start, { maxHands: 2, maxSteps: 2 * stepsPerHand(start) });
    expect(handsDone(state) === 2 || isOver(state)).toBe(true);
  });

  it("every preset at every count of seats the wire allows, its own options: refused or two hands played", () => {
    for (const preset of PRESETS) {
      for (let players = 3; players <= LIMITS.maxPlayers; players++) {
        const setup = { preset, options: {}, players, seed: `${preset}-${players}`, dealAtOnce: true, seats: [] };
        refusedOrPlayed(setup, "start", "basic");
      }
    }
  });

  it("every value of every option, each on a preset in turn (at its own count of seats, or the first the setup accepts): refused or two hands played", () => {
    let turn = 0;
    for (const kind of ["shengji", "zheng-fen"] as const) {
      const presets = PRESETS.filter((p) => (p === "zheng-fen") === (kind === "zheng-fen"));
      const spec = optionSpec(presets[0] as PresetName);
      if (spec.kind !== "object") throw new Error("an option spec is an object");
      for (const [key, field] of Object.entries(spec.fields)) {
        const preset = presets[turn++ % presets.length] as PresetName;
        const start = createGame(preset, "sweep", PRESET_INFO[preset].defaultPlayers);
        const base = (start.game === "shengji" ? start.rules : start.options) as unknown as Record<string, unknown>;
        for (const value of sweepValues(field, base[key])) {
          const options = { [key]: value };
          const own = PRESET_INFO[preset].defaultPlayers;
          const players = setupProblem({ preset, options }, own) === null ? own : (seatCounts.find((n) => setupProblem({ preset, options }, n) === null) ?? own);
          refusedOrPlayed({ preset, options, players, seed: `sweep-${key}-${JSON.stringify(value)}`, dealAtOnce: false, seats: [] }, "start", "basic");
        }
      }
    }
  });

  it(`random options of every preset (${RUNS} runs): refused, or two hands played by basic bots from the start`, () => {
    const before = { ...counts };
    fc.assert(fc.property(setupArb, (setup) => refusedOrPlayed(setup, "start", "basic")), replay(RUNS, 0));
    // Both answers occur, and most setups play: the property is not vacuous.
    expect(counts.refused - before.refused).toBeGreaterThan(0);
    expect(counts.played - before.played).toBeGreaterThan(RUNS / 2);
  });

  it(`random options of every preset (${LATER_RUNS} runs): refused, or two hands played by basic bots from any levels`, () => {
    fc.assert(fc.property(setupArb, (setup) => refusedOrPlayed(setup, "any-levels", "basic")), replay(LATER_RUNS, 1));
  });

  it(`random options of every preset (${END_RUNS} runs): refused, or basic bots play from the last levels to the game's end`, () => {
    const over = counts.over;
    fc.assert(fc.property(setupArb, (setup) => refusedOrPlayed(setup, "last-levels", "basic")), replay(END_RUNS, 2));
    expect(counts.over - over).toBeGreaterThan(END_RUNS / 3);
  });

  it(`random options of every preset (${STRONG_RUNS} runs): refused, or two hands played by strong bots`, () => {
    fc.assert(fc.property(setupArb, (setup) => refusedOrPlayed(setup, "start", "strong")), replay(STRONG_RUNS, 3));
    // eslint-disable-next-line no-console
    console.log(`setups: ${counts.refused} refused, ${counts.played} played (${counts.over} to the end), at most ${Math.round(counts.mostStepsPerHand)} steps a hand`);
  });
});
