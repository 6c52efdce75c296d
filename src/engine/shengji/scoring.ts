/**
 * Scoring a hand from the catchers' card points (RULES.md "Scoring"). The
 * seeds call the sides differently; here the makers are the trump maker or
 * leader with their partners (庄家) and the catchers are the side that
 * collects points (闲家). d = packs, p = the catchers' card points.
 */
import type { ShengjiRules } from "./rules";
import { fullMakersTeam } from "./team-size";

export type HandWinner = "makers" | "catchers" | "none";

export interface HandScore {
  readonly winner: HandWinner;
  /** Levels the winners go up (game points under active/passive scoring). */
  readonly levels: number;
}

export interface ScoreInput {
  readonly scoring: ShengjiRules["scoring"];
  /**
   * What `scoring` alone does not say: the custom level table, and the friends called
   * (the size of a full makers' side). Absent: rbtying's default level table, and a full
   * side of floor(n/2) (the seeds' friends).
   */
  readonly rules?: Pick<ShengjiRules, "levelTable" | "teams" | "callCount">;
  readonly players: number;
  readonly decks: number;
  readonly catcherPoints: number;
  /** Players on the makers' side at the end of the hand. */
  readonly makersTeamSize: number;
}

/** rbtying's default `GameScoringParameters`: 20 points a pack a step, two steps to take the deal, a dead zone of one, the bonus level. */
export const DEFAULT_LEVEL_TABLE: ShengjiRules["levelTable"] = { stepPerPack: 20, stepAdjust: 0, turnoverSteps: 2, deadZoneSteps: 1, shortTeamBonus: true };

/** The largest makers' side under the seeds' friends: the maker and every friend called (floor(n/2)). */
export function maxMakersTeam(players: number): number {
  return Math.floor(players / 2);
}

/**
 * The kitty's multiplier on the last trick (`kittyBonus`), given the size of
 * the largest component of its lead (a single 1, a pair 2, a tractor of two
 * pairs 4): `double` 2; `format` twice the size (004; rbtying `Times`);
 * `power` two to the power of it (rbtying `Power`). A kitty buried face up
 * counts once, whatever this says (hand-end.ts).
 */
export function kittyFactor(bonus: ShengjiRules["kittyBonus"], largest: number): number {
  switch (bonus) {
    case "double":
      return 2;
    case "format":
      return 2 * largest;
    case "power":
      return 2 ** largest;
  }
}

/** The points of one step of a custom level table with `decks` packs (`levelTable`: so much a pack, adjusted). */
export function customStep(table: ShengjiRules["levelTable"], decks: number): number {
  return table.stepPerPack * decks + table.stepAdjust;
}

/**
 * Why a custom level table cannot be played with `decks` packs, or null, so
 * that every game it scores can end (rbtying refuses a step below 5 as well):
 * - the makers must win while the catchers hold less than a fifth of the
 *   deck's points at least: under rules where only the makers pass the top
 *   level (`mustDefend`, `defend-ace`), a table the makers win only near a
 *   clean sweep would rarely, if ever, end;
 * - the dead zone, where nobody goes up, may hold two fifths of the points
 *   at most (the seeds' middle bands hold one): a wider one lets hand after
 *   hand pass with nobody moving.
 */
export function levelTableProblem(table: ShengjiRules["levelTable"], decks: number): string | null {
  const step = customStep(table, decks);
  const packs = `${decks} pack${decks === 1 ? "" : "s"}`;
  if (step < 5) return `levelTable: a step of ${table.stepPerPack} a pack and ${table.stepAdjust} comes to ${step} points with ${packs}; it must be at least 5`;
  if (step * table.turnoverSteps < 20 * decks) {
    return `levelTable: the makers would win only below ${step * table.turnoverSteps} of the ${100 * decks} points of ${packs}; they must win below a fifth of them (${20 * decks}) at least`;
  }
  if (step * table.deadZoneSteps > 40 * decks) {
    return `levelTable: nobody would go up over ${step * table.deadZoneSteps} of the ${100 * decks} points of ${packs}; the dead zone may hold two fifths of them (${40 * decks}) at most`;
  }
  return null;
}

/**
 * rbtying's `GameScoringParameters` with s = the step, T = `turnoverSteps`,
 * D = `deadZoneSteps`: the makers win below T·s, +1 in [(T−1)s, Ts), one
 * more per step down, and one more again below 5 (its zero window); from
 * T·s the catchers take the deal, going up nothing for D steps, then one
 * level per step, without a cap. A makers' side short of its full size
 * goes up one more (`shortTeamBonus`, rbtying's default bonus level).
 */
function customScore(table: ShengjiRules["levelTable"], decks: number, p: number, short: boolean): HandScore {
  // A step below 5 is refused at setup (levelTableProblem); here it counts as 5, so the rules' text never divides by it.
  const s = Math.max(5, customStep(table, decks));
  const t = table.turnoverSteps;
  if (p < t * s) {
    const levels = p < 5 ? t + 1 : t - Math.floor(p / s);
    return { winner: "makers", levels: levels + (short && table.shortTeamBonus ? 1 : 0) };
  }
  const free = (t + table.deadZoneSteps) * s;
  return { winner: "catchers", levels: p < free ? 0 : 1 + Math.floor((p - free) / s) };
}

/**
 * 001's table: the lower bound of each band, from M+3 up to C+4. The seed
 * gives it for two packs ('4 Players', '6 Players': "200 for 2 decks") and
 * for three ('8 Players': 300), whose bands are its own. The two-pack
 * table is 0, 5 and then steps of 20 points a pack (40, 80, … 200),
 * the steps of every other table: a table that plays the "80" scoring with
 * another deck (its `deck` or `packs` options) counts in those steps of its
 * own packs. Read as points, the two-pack table would give the catchers +4
 * nearly every hand of a six-pack deck (600 points), and a game under
 * `defend-ace`, which ends only when the makers win, could never end.
 */
function eightyBands(decks: number): readonly number[] {
  if (decks === 3) return [0, 5, 55, 110, 165, 220, 275];
  return [0, 5, 20 * decks, 40 * decks, 60 * decks, 80 * decks, 100 * decks];
}
const EIGHTY_RESULTS: readonly HandScore[] = [
  { winner: "makers", levels: 3 },
  { winner: "makers", levels: 2 },
  { winner: "makers", levels: 1 },
  { winner: "catchers", levels: 1 },
  { winner: "catchers", levels: 2 },
  { winner: "catchers", levels: 3 },
  { winner: "catchers", levels: 4 },
];

export function scoreHand(input: ScoreInput): HandScore {
  const p = Math.max(0, input.catcherPoints);
  const d = input.decks;
  const scoring = input.scoring;
  const full = input.rules ? fullMakersTeam(input.rules, input.players) : maxMakersTeam(input.players);
  const short = Math.max(0, full - input.makersTeamSize);
  switch (scoring) {
    case "pagat": {
      // 000: catchers +1 at 60d, +2 at 80d, +3 at 100d; makers +1 below 40d, +2 below 20d,
      // +3 at 0, and the makers' gain again for each player they are short of a full team.
      if (p >= 60 * d) return { winner: "catchers", levels: p >= 100 * d ? 3 : p >= 80 * d ? 2 : 1 };
      if (p >= 40 * d) return { winner: "none", levels: 0 };
      const base = p === 0 ? 3 : p < 20 * d ? 2 : 1;
      return { winner: "makers", levels: base * (1 + short) };
    }
    case "active-passive": {
      // 000 variant / 003: no middle zone; game points rather than levels.
      if (p >= 40 * d) return { winner: "catchers", levels: p >= 100 * d ? 3 : p >= 80 * d ? 2 : 1 };
      return { winner: "makers", levels: p === 0 ? 2 + 2 * short : 1 + short };
    }
    case "eighty": {
      const bands = eightyBands(d);
      let band = 0;
      for (let i = 0; i < bands.length; i++) if (p >= (bands[i] as number)) band = i;
      return EIGHTY_RESULTS[band] as HandScore;
    }
    case "sheng-ji":
    case "online": {
      // n = 20d: 0 → M+3, 5..n−5 → M+2, n..2n−5 → M+1, 2n..3n−5 → middle, then +1 per n, capped at +3.
      const n = 20 * d;
      if (p === 0) return { winner: "makers", levels: 3 };
      if (p < n) return { winner: "makers", levels: 2 };
      if (p < 2 * n) return { winner: "makers", levels: 1 };
      if (p < 3 * n) return { winner: scoring === "online" ? "catchers" : "none", levels: 0 };
      return { winner: "catchers", levels: Math.min(3, Math.floor((p - 3 * n) / n) + 1) };
    }
    case "custom":
      return customScore(input.rules?.levelTable ?? DEFAULT_LEVEL_TABLE, d, p, short > 0);
  }
}

/**
 * The run of catchers' points around `input.catcherPoints` that scores the
 * same (winner and levels): what a hand's result says as "why" (e.g. 80–115
 * → the catchers go up one). `to` is null when every higher score gives the
 * same result. Found by scanning the scoring itself, so it holds for every
 * table and never repeats the tables above.
 */
export function scoreBand(input: ScoreInput): { readonly from: number; readonly to: number | null } {
  const p = Math.max(0, input.catcherPoints);
  const same = (q: number) => {
    const a = scoreHand({ ...input, catcherPoints: q });
    return a.winner === here.winner && a.levels === here.levels;
  };
  const here = scoreHand({ ...input, catcherPoints: p });
  // Card points come in fives; so do the seeds' tables ("80–115").
  const step = p % 5 === 0 ? 5 : 1;
  let from = p;
  while (from - step >= 0 && same(from - step)) from -= step;
  // Past 200 points a pack every seed's table has reached its last band; a custom table goes up a
  // level every step without end, and its step is at most 65 points a pack: its bands all end within the ceiling.
  const ceiling = Math.max(p, 200 * input.decks) + 100 * input.decks + step;
  let to = p;
  while (to < ceiling && same(to + step)) to += step;
  return { from, to: to >= ceiling ? null : to };
}
