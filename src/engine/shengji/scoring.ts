/**
 * Scoring a hand from the catchers' card points (RULES.md "Scoring"). The
 * seeds call the sides differently; here the makers are the trump maker or
 * leader with their partners (庄家) and the catchers are the side that
 * collects points (闲家). d = packs, p = the catchers' card points.
 */
import type { ShengjiRules } from "./rules";

export type HandWinner = "makers" | "catchers" | "none";

export interface HandScore {
  readonly winner: HandWinner;
  /** Levels the winners go up (game points under active/passive scoring). */
  readonly levels: number;
}

export interface ScoreInput {
  readonly scoring: ShengjiRules["scoring"];
  readonly players: number;
  readonly decks: number;
  readonly catcherPoints: number;
  /** Players on the makers' side at the end of the hand. */
  readonly makersTeamSize: number;
}

/** The largest makers' side: the maker and every friend called (floor(n/2)). */
export function maxMakersTeam(players: number): number {
  return Math.floor(players / 2);
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
  const short = Math.max(0, maxMakersTeam(input.players) - input.makersTeamSize);
  switch (input.scoring) {
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
      if (p < 3 * n) return { winner: input.scoring === "online" ? "catchers" : "none", levels: 0 };
      return { winner: "catchers", levels: Math.min(3, Math.floor((p - 3 * n) / n) + 1) };
    }
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
  // Past 200 points a pack every table has reached its last band.
  const ceiling = Math.max(p, 200 * input.decks) + step;
  let to = p;
  while (to < ceiling && same(to + step)) to += step;
  return { from, to: to >= ceiling ? null : to };
}
