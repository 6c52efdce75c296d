/**
 * Issue 56's rules of levels and scoring, each stated in words and checked
 * on concrete hands played through the engine (the last trick of a hand set
 * up, then played: trick winner, sides, kitty, score and levels all come
 * from the engine's own code), citing rbtying/shengji's setting by name:
 * the Jack variation (`BackToTwoSetting`, PR #466), levels that must be
 * defended (`AdvancementPolicy`), the top level (`MaxRank`, #243), the
 * kitty's multiplier (`KittyPenalty`) and a table's own level table
 * (`GameScoringParameters`, #141, #188, #245).
 */
import { describe, expect, it } from "vitest";
import { scoreHand, setupProblem } from "../../../src/engine";
import { hand } from "../../../src/engine/cards";
import { PRESET_RULES } from "../../../src/engine/presets";
import { type Climber, climb, levelName, levelSequence, mustDefendAt, topStep } from "../../../src/engine/shengji/levels";
import type { ShengjiRules } from "../../../src/engine/shengji/rules";
import { kittyFactor, levelTableProblem } from "../../../src/engine/shengji/scoring";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import { type ExplainContext, type Line, explainLog } from "../../../web/src/table/side/explain";
import { act, atPlay, dealAll, levelsOf, newGame, playTrick, step } from "./flow-support";

/** The last trick of a four-player Tractor hand at J (hearts): seat 1, a catcher, leads nothing; the maker (0) leads. */
function jackHand(options: Record<string, unknown>, catcherPoints: number, plays: readonly string[], levels = ["J", "9", "J", "9"]): ShengjiState {
  return atPlay({
    preset: "tractor-classic", players: 4, options, maker: 0, trump: { rank: "J", suit: "H" }, levels,
    hands: plays.slice(), won: [0, catcherPoints, 0, 0],
  });
}

const name = (seat: number) => `P${seat}`;
const ctx = (s: ShengjiState, lang: "en" | "zh"): ExplainContext => ({ lang, name, trump: () => "t", rules: s.rules, players: s.players });
const text = (l: Line) => l.parts.map((p) => (typeof p === "string" ? p : "c" in p ? `[${p.c.join(" ")}]` : p.b)).join("");

describe("the Jack variation (rbtying `jack_variation`: `BackToTwoSetting::SingleJack`, PR #466)", () => {
  // 'If the trump number is J and the non-dealer team wins the last trick with a single jack, then the dealer
  // team goes back to rank 2. All rank changes still apply after the rank reset occurs.'
  const jack = { jackVariation: true };
  // Seat 0 leads ♠2; seat 1 holds no spade and trumps with ♠J (every jack is a trump at J); 2 and 3 follow.
  const lastTrick = ["S2", "SJ", "S3", "S4"];

  it.each([
    // rbtying's test_jack_variation_landlord_loses: nobody moves on points; the makers go back to 2.
    [90, "nobody", ["2", "9", "2", "9"], ["J", "9", "J", "9"]],
    // test_jack_variation_landlord_advances_multiple: the makers win by two levels, counted from 2.
    [30, "makers", ["4", "9", "4", "9"], ["K", "9", "K", "9"]],
    // test_jack_variation_non_landlord_advances: the catchers go up as usual; the makers go back to 2.
    [130, "catchers", ["2", "10", "2", "10"], ["J", "10", "J", "10"]],
  ] as const)("the catchers take %i and win the last trick with a single ♠J: %s … the makers go back to 2 first", (points, winner, withJack, without) => {
    const on = playTrick(jackHand(jack, points, lastTrick), lastTrick);
    expect(on.state.results[0]?.winner).toBe(winner === "nobody" ? "none" : winner);
    expect(levelsOf(on.state)).toEqual(withJack);
    expect(on.events).toContainEqual({ type: "back-to-two", seat: 1, card: "SJ", makers: [0, 2] });
    const off = playTrick(jackHand({}, points, lastTrick), lastTrick);
    expect(levelsOf(off.state)).toEqual(without);
    expect(off.events.some((e) => e.type === "back-to-two")).toBe(false);
  });

  it("only a single jack: a pair of jacks winning the last trick does not count", () => {
    const plays = ["S2 S2", "SJ SJ", "S3 S3", "S4 S4"];
    const { state, events } = playTrick(jackHand(jack, 90, plays), plays);
    expect(levelsOf(state)).toEqual(["J", "9", "J", "9"]);
    expect(events.some((e) => e.type === "back-to-two")).toBe(false);
  });

  it("only when the catchers win it: a maker's single jack on the last trick changes nothing", () => {
    // Seat 3 (a catcher) leads ♠4; the maker's partner (seat 0 … 2) trumps with ♠J.
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: jack, maker: 0, trump: { rank: "J", suit: "H" }, levels: ["J", "9", "J", "9"],
      hands: ["S2", "S3", "DJ", "S4"], leader: 3, won: [0, 90, 0, 0],
    });
    const { state, events } = playTrick(s, ["S4", "S2", "S3", "DJ"]);
    expect(state.results[0]?.makers).toEqual([0, 2]);
    expect(levelsOf(state)).toEqual(["J", "9", "J", "9"]);
    expect(events.some((e) => e.type === "back-to-two")).toBe(false);
  });

  it("only when the maker's level is J: at 10 a catcher's single jack is any card", () => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: jack, maker: 0, trump: { rank: "10", suit: "H" }, levels: ["10", "9", "10", "9"],
      hands: ["S2", "HJ", "S3", "S4"], won: [0, 90, 0, 0],
    });
    const { state, events } = playTrick(s, ["S2", "HJ", "S3", "S4"]);
    expect(levelsOf(state)).toEqual(["10", "9", "10", "9"]);
    expect(events.some((e) => e.type === "back-to-two")).toBe(false);
  });

  it("with friends, everyone on the makers' side goes back, a friend at another level too", () => {
    // zpy-pagat, five players: the maker (0, at J) and the friend found (3, at 5) against 1, 2 and 4.
    const s = atPlay({
      preset: "zpy-pagat", players: 5, options: jack, maker: 0, trump: { rank: "J", suit: "H" }, levels: ["J", "9", "9", "5", "9"],
      hands: ["S2", "SJ", "S3", "S4", "S5"], won: [0, 90, 0, 0, 0],
      calls: [{ card: "CA", ordinal: 1, seen: 1, by: 3, revealed: true }], friends: [3],
    });
    const { state, events } = playTrick(s, ["S2", "SJ", "S3", "S4", "S5"]);
    expect(events).toContainEqual({ type: "back-to-two", seat: 1, card: "SJ", makers: [0, 3] });
    // 95 points with two packs: 000's middle zone; nobody goes up.
    expect(levelsOf(state)).toEqual(["2", "9", "9", "2", "9"]);
  });

  it("the log says so in both languages: a jack sends the makers back to 2", () => {
    const s = jackHand(jack, 90, lastTrick);
    const { events } = playTrick(s, lastTrick);
    const en = explainLog(events, ctx(s, "en")).map(text).join("\n");
    const zh = explainLog(events, ctx(s, "zh")).map(text).join("\n");
    expect(en).toContain("P1 won the last trick with a single [SJ] while the maker played at J: a jack sends the makers back to 2 (P0, P2).");
    expect(en).toContain("P0 J → 2 · P2 J → 2");
    expect(zh).toContain("勾 J，庄家一方回到 2（P0, P2）");
  });
});

describe("levels that must be defended (rbtying `advancement_policy`: `AdvancementPolicy`)", () => {
  const rules = (mustDefend: ShengjiRules["mustDefend"], topLevel: ShengjiRules["topLevel"] = "no-trump") =>
    ({ ...PRESET_RULES["tractor-classic"], mustDefend, topLevel });
  const maker: Climber = { maker: true, playedNoTrump: false };
  const catcher: Climber = { maker: false, playedNoTrump: false };
  /** The levels a seat reaches from 2, winning `by` levels a hand, `hands` times. */
  const sequence = (r: ShengjiRules, by: number, who: Climber, hands: number) => {
    const out: string[] = [];
    let at = 0;
    for (let i = 0; i < hands && at < levelSequence(r).length; i++) {
      // The hand is played at the no-trump level when the maker is there (rbtying: the landlord defends NT).
      at = climb(r, at, by, { ...who, playedNoTrump: who.maker && at === step("A") + 1 }).step;
      out.push(levelName(r, at));
    }
    return out;
  };

  it("`top` (rbtying's default `Unrestricted`), no-trump top: makers two levels a hand stop at the ace, then at no-trump, then pass it", () => {
    // rbtying's test_must_defend_sequence_landlord_advancing_skip_by_2 (past the top its game goes on from 2; ours is won).
    expect(sequence(rules("top"), 2, maker, 8)).toEqual(["4", "6", "8", "10", "Q", "A", "Joker", "past the last level"]);
    expect(climb(rules("top"), step("A") + 1, 2, { maker: true, playedNoTrump: true }).held).toBe(false);
  });

  it("`none` (rbtying's `FullyUnrestricted`): nothing stops a gain, the ace and no-trump included", () => {
    expect(sequence(rules("none"), 2, maker, 7)).toEqual(["4", "6", "8", "10", "Q", "A", "past the last level"]);
  });

  it("`points` (必打, rbtying's `DefendPoints`): 5, 10, K and the top stop a gain, and pass one level at a time", () => {
    expect(sequence(rules("points"), 2, maker, 10)).toEqual(["4", "5", "7", "9", "10", "Q", "K", "A", "Joker", "past the last level"]);
  });

  it("catchers never pass a level they must defend (rbtying's test_must_defend_sequence_non_landlord_advancing)", () => {
    expect(sequence(rules("top"), 2, catcher, 7)).toEqual(["4", "6", "8", "10", "Q", "A", "A"]);
    expect(sequence(rules("points"), 2, catcher, 3)).toEqual(["4", "5", "5"]);
    expect(sequence(rules("none"), 2, catcher, 7).at(-1)).toBe("past the last level");
  });

  it("the no-trump level is passed only in a hand played at it (rbtying's test_must_defend_sequence_landlord_must_defend_to_win)", () => {
    const nt = step("A") + 1;
    expect(climb(rules("top"), nt, 2, { maker: true, playedNoTrump: false })).toEqual({ step: nt, held: true });
    expect(climb(rules("top"), nt, 2, { maker: true, playedNoTrump: true }).step).toBeGreaterThan(topStep(rules("top")));
  });

  it("which levels: the ace, the no-trump level where there is one; 5, 10 and K under `points`", () => {
    const at = (r: ShengjiRules) => levelSequence(r).map((_, i) => i).filter((i) => mustDefendAt(r, i)).map((i) => levelName(r, i));
    expect(at(rules("top", "ace"))).toEqual(["A"]);
    expect(at(rules("top"))).toEqual(["A", "Joker"]);
    expect(at(rules("points", "ace"))).toEqual(["5", "10", "K", "A"]);
    expect(at(rules("none"))).toEqual([]);
    // Under Joker laps, each lap's ace and Joker level.
    expect(at({ ...rules("top"), gameEnd: "joker-laps", laps: 2 })).toEqual(["A", "Joker", "A+", "Joker+"]);
  });

  it("through a hand: catchers at K who win three levels stop at the ace, and the result names them", () => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: { mustDefend: "top" }, maker: 0, trump: { rank: "9", suit: "H" },
      levels: ["9", "K", "9", "K"], hands: ["S2", "SA", "S3", "S4"], leader: 1, won: [0, 200, 0, 0],
    });
    const { state, events } = playTrick(s, ["SA", "S3", "S4", "S2"]);
    expect(state.results[0]).toMatchObject({ winner: "catchers", levels: 3, held: [1, 3] });
    expect(levelsOf(state)).toEqual(["9", "A", "9", "A"]);
    const en = explainLog(events, ctx(s, "en")).map(text).join("\n");
    expect(en).toContain("P1, P3 stop at a level that must be defended: it is passed only as one of the makers, one level at a time.");
    // Without the rule they pass the ace: the game is over.
    const free = playTrick({ ...s, rules: { ...s.rules, mustDefend: "none" } }, ["SA", "S3", "S4", "S2"]).state;
    expect(free.phase).toBe("over");
    expect(free.results[0]?.held).toBeUndefined();
  });

  it("the makers at the ace pass it by winning: the game ends (pass-ace)", () => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: { mustDefend: "top" }, maker: 0, trump: { rank: "A", suit: "H" },
      levels: ["A", "K", "A", "K"], hands: ["SK", "S3", "S4", "S5"], won: [0, 30, 0, 0],
    });
    const { state } = playTrick(s, ["SK", "S3", "S4", "S5"]);
    expect(state.phase).toBe("over");
    expect(state.winners).toEqual([0, 2]);
  });
});

describe("the top level (rbtying `max_rank`: `MaxRank`, #243)", () => {
  it("`no-trump`: after the ace a level where only the jokers are trumps and nobody declares", () => {
    const r = { ...PRESET_RULES["tractor-classic"], topLevel: "no-trump" as const };
    expect(levelSequence(r)).toHaveLength(14);
    expect(levelName(r, 13)).toBe("Joker");
    expect(topStep(r)).toBe(13);
    expect(topStep(PRESET_RULES["tractor-classic"])).toBe(12);
    // Under Joker laps each lap already ends with that level: `topLevel` changes nothing.
    const laps = { ...PRESET_RULES["zpy-pagat"], gameEnd: "joker-laps" as const, laps: 2 };
    expect(levelSequence({ ...laps, topLevel: "no-trump" })).toEqual(levelSequence(laps));
  });

  it("a hand at the no-trump level: the leader takes the kitty with no trump rank or suit", () => {
    let s = newGame("tractor-classic", 4, "nt-level", { topLevel: "no-trump" });
    s = { ...s, seats: s.seats.map((x) => ({ ...x, level: 13 })) };
    const closed = act(dealAll(s), "table", { type: "close-bidding" }).state;
    expect(closed.trump).toEqual({ rank: null, suit: null });
  });

  it.each([
    ["pass-ace", "passes the no-trump level"],
    ["defend-ace", "at the no-trump level wins it as the leader"],
  ] as const)("%s: the game ends when a player %s", (gameEnd, _words) => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: { topLevel: "no-trump", gameEnd }, maker: 0, trump: { rank: null, suit: null },
      levels: ["A", "K", "A", "K"], hands: ["BJ", "S3", "S4", "S5"], won: [0, 30, 0, 0],
    });
    const at = { ...s, seats: s.seats.map((x, i) => ({ ...x, level: i % 2 === 0 ? 13 : x.level })) };
    expect(playTrick(at, ["BJ", "S3", "S4", "S5"]).state.phase).toBe("over");
    // At the ace, one level up is the no-trump level, and the game goes on.
    const ace = playTrick({ ...s, won: [0, 60, 0, 0] }, ["BJ", "S3", "S4", "S5"]).state;
    expect(ace.phase).toBe("scored");
    expect(ace.seats[0]?.level).toBe(13);
  });
});

describe("the kitty's multiplier (rbtying `kitty_penalty`: `KittyPenalty`)", () => {
  it.each([
    ["double", [2, 2, 2, 2]],
    ["format", [2, 4, 6, 8]],
    ["power", [2, 4, 8, 16]],
  ] as const)("%s: a single, a pair, a triple, a four-card tractor", (bonus, want) => {
    expect([1, 2, 3, 4].map((largest) => kittyFactor(bonus, largest))).toEqual(want);
  });

  it.each([
    ["format", 8],
    ["power", 16],
  ] as const)("through a hand: the catchers win the last trick with a tractor of pairs over a 15-point kitty, %s ×%i", (kittyBonus, m) => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: { kittyBonus }, maker: 0, trump: { rank: "2", suit: "H" }, levels: ["2", "2", "2", "2"],
      hands: ["C6 C7 C8 C9", "S3 S3 S4 S4", "C6 C7 C8 C9", "CJ CQ CK CA"], leader: 1, buried: "D5 D10 D3 D4 D6 D7 D8 D9", won: [0, 40, 0, 0],
    });
    const { state } = playTrick(s, ["S3 S3 S4 S4", "C6 C7 C8 C9", "CJ CQ CK CA", "C6 C7 C8 C9"]);
    expect(state.results[0]).toMatchObject({ kittyMultiplier: m, kittyPoints: 15 * m, catcherPoints: 40 + 10 + 15 * m });
  });
});

describe("a table's own level table (rbtying `game_scoring_parameters`: `GameScoringParameters`)", () => {
  const custom = (levelTable: Partial<ShengjiRules["levelTable"]> = {}) => ({
    scoring: "custom",
    levelTable: { ...PRESET_RULES["tractor-classic"].levelTable, ...levelTable },
  });
  const score = (points: number, options: Record<string, unknown>, decks = 2, makersTeamSize = 2, players = 4, preset = "tractor-classic") =>
    scoreHand({ preset, options, players, decks, catcherPoints: points, makersTeamSize });

  it("rbtying's default table, two packs (its test_level_deltas, no bonus): 0 +3, 5–35 +2, 40–75 +1, 80–115 the catchers win no level, then +1 a step without a cap", () => {
    const o = custom({ shortTeamBonus: false });
    const want: [number, string][] = [
      [0, "M+3"], [5, "M+2"], [35, "M+2"], [40, "M+1"], [75, "M+1"], [80, "C+0"], [115, "C+0"],
      [120, "C+1"], [155, "C+1"], [160, "C+2"], [195, "C+2"], [200, "C+3"], [235, "C+3"], [240, "C+4"], [280, "C+5"],
    ];
    for (const [p, w] of want) {
      const r = score(p, o);
      expect(`${r.winner === "makers" ? "M" : "C"}+${r.levels}`, `${p} points`).toBe(w);
    }
  });

  it("no dead zone (its test_level_deltas_no_deadzone): 80 the catchers +1, 120 +2", () => {
    const o = custom({ deadZoneSteps: 0 });
    expect(score(80, o)).toEqual({ winner: "catchers", levels: 1 });
    expect(score(120, o)).toEqual({ winner: "catchers", levels: 2 });
    expect(score(75, o)).toEqual({ winner: "makers", levels: 1 });
  });

  it("the bonus level: makers short of a full side go up one more (three packs, 0 → +4, 50 → +3)", () => {
    // Zhao Pengyou with 9 players: three friends called, a full side of four; the makers are three.
    expect(score(0, custom(), 2, 2, 4, "zpy-pagat")).toEqual({ winner: "makers", levels: 3 });
    expect(score(0, custom(), 2, 1, 4, "zpy-pagat")).toEqual({ winner: "makers", levels: 4 });
    expect(score(0, custom(), 3, 3, 9, "zpy-pagat")).toEqual({ winner: "makers", levels: 4 });
    expect(score(50, custom(), 3, 3, 9, "zpy-pagat")).toEqual({ winner: "makers", levels: 3 });
    expect(score(50, custom({ shortTeamBonus: false }), 3, 3, 9, "zpy-pagat")).toEqual({ winner: "makers", levels: 2 });
    // The full side is the table's own number of friends plus the maker (`callCount`).
    expect(score(50, { ...custom(), callCount: 2 }, 3, 3, 9, "zpy-pagat")).toEqual({ winner: "makers", levels: 2 });
  });

  it("steps of the table's own size: 25 a pack and 10 more, two packs (a step of 60, #245)", () => {
    const o = custom({ stepPerPack: 25, stepAdjust: 10, turnoverSteps: 1, deadZoneSteps: 0 });
    expect(score(0, o)).toEqual({ winner: "makers", levels: 2 });
    expect(score(55, o)).toEqual({ winner: "makers", levels: 1 });
    expect(score(60, o)).toEqual({ winner: "catchers", levels: 1 });
    expect(score(120, o)).toEqual({ winner: "catchers", levels: 2 });
  });

  it("a table where nobody would ever go up, or the makers could hardly win, is refused, naming the field", () => {
    expect(levelTableProblem({ ...PRESET_RULES["zpy-pagat"].levelTable, stepPerPack: 5, stepAdjust: -15 }, 1)).toMatch(/^levelTable: .*at least 5/);
    // The makers win only below 10 of 200 points.
    const narrow = custom({ stepPerPack: 5, turnoverSteps: 1 });
    expect(setupProblem({ preset: "tractor-classic", options: narrow }, 4)).toMatch(/^options\.levelTable: the makers would win only below 10 of the 200 points/);
    // Six steps of 40 where nobody goes up.
    const wide = custom({ deadZoneSteps: 6 });
    expect(setupProblem({ preset: "tractor-classic", options: wide }, 4)).toMatch(/^options\.levelTable: nobody would go up over 240 of the 200 points/);
    expect(setupProblem({ preset: "tractor-classic", options: custom() }, 4)).toBeNull();
    expect(() => score(0, narrow)).toThrow(/levelTable/);
  });

  it("through a hand: the scores and levels come from the table", () => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, options: custom({ stepPerPack: 30 }), maker: 0, trump: { rank: "2", suit: "H" },
      levels: ["2", "2", "2", "2"], hands: ["SK", "S3", "S4", "S5"], won: [0, 55, 0, 0],
    });
    // A step of 60: 55 points is the first step above zero: the makers go up two.
    const { state } = playTrick(s, ["SK", "S3", "S4", "S5"]);
    expect(state.results[0]).toMatchObject({ catcherPoints: 55, winner: "makers", levels: 2 });
    expect(levelsOf(state)).toEqual(["4", "2", "4", "2"]);
    expect(hand("SK")).toEqual(["SK"]);
  });
});
