/**
 * Every scoring table of the seeds, cell by cell through `scoreHand`, and
 * the worked scoring examples played out through the engine (the last
 * trick of a hand set up, then played: trick winner, sides, kitty,
 * table and levels all come from the engine's own code).
 */
import { describe, expect, it } from "vitest";
import { scoreHand, viewFor } from "../../../src/engine";
import { hand } from "../../../src/engine/cards";
import type { ShengjiPreset } from "../../../src/engine/presets";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import { SEED_000, SEED_001, SEED_003, SEED_004, act, atPlay, levelsOf, playTrick } from "./flow-support";

const score = (preset: string, players: number, decks: number, catcherPoints: number, makersTeamSize: number) =>
  scoreHand({ preset, players, decks, catcherPoints, makersTeamSize });

/** The last trick of the six-player hands below: the maker leads SA, the others follow with diamonds. */
const LAST_TRICK = ["SA", "D3", "D4", "D6", "D7", "D8"];

/**
 * Six players at `preset`, all on 5, seats 1 and 4 passive; the maker (0)
 * and both friends (1, 2, by the called CAs) against 3, 4 and 5, who have
 * won `won` points; at the last trick (LAST_TRICK).
 */
function passivesAtLastTrick(preset: ShengjiPreset, won: number[]): ShengjiState {
  return atPlay({
    preset,
    players: 6,
    levels: ["5", "5", "5", "5", "5", "5"],
    active: [true, false, true, true, false, true],
    maker: 0,
    trump: { rank: "5", suit: "H" },
    hands: LAST_TRICK,
    calls: [{ card: "CA", ordinal: 1, seen: 1, by: 1, revealed: true }, { card: "CA", ordinal: 2, seen: 2, by: 2, revealed: true }],
    friends: [1, 2],
    won,
  });
}

/** The points of a band written as in the seeds ("5-35", "200+", "0") to test: both ends. */
function ends(band: string): number[] {
  if (band.endsWith("+")) return [Number(band.slice(0, -1)), Number(band.slice(0, -1)) + 15];
  const [lo, hi] = band.split("-").map(Number) as [number, number | undefined];
  return hi === undefined ? [lo] : [lo, hi];
}

describe(`${SEED_000}: the full scoring table (zpy-pagat)`, () => {
  // 'The possibilities are set out in full in the table below.' Rows: the defenders' card
  // points for 2, 3 and 4 packs; columns: T+3 T+6 … by how many players the trump maker's
  // team is short of the maximum.
  const rows: [string, string, string, "T" | "D" | "0", number][] = [
    ["0", "0", "0", "T", 3],
    ["5-35", "5-55", "5-75", "T", 2],
    ["40-75", "60-115", "80-155", "T", 1],
    ["80-115", "120-175", "160-235", "0", 0],
    ["120-155", "180-235", "240-315", "D", 1],
    ["160-195", "240-295", "320-395", "D", 2],
    ["200+", "300+", "400+", "D", 3],
  ];
  // 'Number of players' against 'Trump maker's team size' (the maximum first).
  const maxTeam: Record<number, number> = { 5: 2, 6: 3, 7: 3, 8: 4, 9: 4, 10: 5, 11: 5, 12: 6 };
  const packs = (n: number) => (n <= 7 ? 2 : n <= 11 ? 3 : 4);
  const cases: [number, number, string, string][] = [];
  for (const [n, max] of Object.entries(maxTeam)) {
    for (let size = max; size >= 1; size--) {
      for (const row of rows) {
        const band = row[packs(Number(n)) - 2] as string;
        const short = max - size;
        const want = row[3] === "T" ? `T+${row[4] * (1 + short)}` : row[3] === "D" ? `D+${row[4]}` : "0";
        cases.push([Number(n), size, band, want]);
      }
    }
  }
  it.each(cases)("%i players, the trump maker's team of %i, defenders' points %s: %s", (n, size, band, want) => {
    for (const p of ends(band)) {
      const r = score("zpy-pagat", n, packs(n), p, size);
      const got = r.winner === "makers" ? `T+${r.levels}` : r.winner === "catchers" ? `D+${r.levels}` : "0";
      expect(got, `${p} points`).toBe(want);
    }
  });

  it("'The defenders win if their card point total is at least 60 times the number of packs … The trump makers win if the defenders have less than 40 points per pack.'", () => {
    for (const d of [2, 3, 4]) {
      const n = d === 2 ? 6 : d === 3 ? 9 : 12;
      const full = Math.floor(n / 2);
      expect(score("zpy-pagat", n, d, 60 * d, full)).toEqual({ winner: "catchers", levels: 1 });
      expect(score("zpy-pagat", n, d, 60 * d - 5, full)).toEqual({ winner: "none", levels: 0 });
      expect(score("zpy-pagat", n, d, 40 * d, full)).toEqual({ winner: "none", levels: 0 });
      expect(score("zpy-pagat", n, d, 40 * d - 5, full)).toEqual({ winner: "makers", levels: 1 });
      // 'at least 100 times the number of packs … three levels (… the points in the trump maker's discard are doubled)'
      expect(score("zpy-pagat", n, d, 100 * d + 40, full)).toEqual({ winner: "catchers", levels: 3 });
    }
  });

  it("'If the trump makers win with fewer than the maximum number of players in their team, they are promoted the same amount again for each player by which they are short' — the defenders' promotion does not depend on it", () => {
    expect(score("zpy-pagat", 12, 4, 0, 1)).toEqual({ winner: "makers", levels: 18 });
    expect(score("zpy-pagat", 12, 4, 400, 1)).toEqual({ winner: "catchers", levels: 3 });
  });
});

/**
 * 000's six-player example, played out: the two cards E called are both
 * played by C, so the makers are E and C, one short of three.
 */
describe(`${SEED_000}: the six-player example`, () => {
  // 'the players' levels are A:8, B:10, C:7, D:7, E:9, F:4. In the deal player E exposes a card to make trumps.'
  const A = 0, B = 1, C = 2, D = 3, E = 4, F = 5;
  const setup = (won: number[]) =>
    atPlay({
      preset: "zpy-pagat",
      players: 6,
      levels: ["8", "10", "7", "7", "9", "4"],
      maker: E,
      trump: { rank: "9", suit: "H" },
      calls: [{ card: "SA", ordinal: 1 }, { card: "CA", ordinal: 1 }],
      // C holds both called cards and leads them; nobody else has spades or clubs.
      hands: ["D6 D7", "D8 DJ", "SA CA", "DQ DA", "D2 D3", "D4 D2"],
      leader: C,
      won,
    });
  const play = (won: number[]) => {
    let s = setup(won);
    s = playTrick(s, ["SA", "DQ", "D2", "D4", "D6", "D8"]).state; // C, D, E, F, A, B
    return playTrick(s, ["CA", "DA", "D3", "D2", "D7", "DJ"]).state;
  };

  it("'the two cards called by E are both played by C, and the defending team of A, B, D and F take only 30 points … E and C will be promoted four levels each … E's level goes up to 'king' and C is promoted to 'jack'.'", () => {
    const s = play([10, 20, 0, 0, 0, 0]);
    const r = s.results[0];
    expect(r?.makers.slice().sort()).toEqual([C, E]);
    expect(r?.catcherPoints).toBe(30);
    expect(r).toMatchObject({ winner: "makers", levels: 4 });
    expect(levelsOf(s)).toEqual(["8", "10", "J", "7", "K", "4"]);
    expect([A, B, D, F].map((x) => s.seats[x]?.level)).toEqual([6, 8, 5, 2]);
  });

  it("'If in the same configuration, the defenders had taken (say) 140 points, then A, B, D and F would each have been promoted and their new levels would be 9, jack, 8, 5 respectively while C and E remained on 7 and 9.'", () => {
    const s = play([50, 50, 0, 40, 0, 0]);
    expect(s.results[0]).toMatchObject({ winner: "catchers", levels: 1, catcherPoints: 140 });
    expect(levelsOf(s)).toEqual(["9", "J", "7", "8", "9", "5"]);
  });

  it("'If the defenders have at least 40 points pack but less than 60, neither side wins.' — 100 points: nobody moves", () => {
    const s = play([40, 40, 0, 20, 0, 0]);
    expect(s.results[0]).toMatchObject({ winner: "none", levels: 0, catcherPoints: 100 });
    expect(levelsOf(s)).toEqual(["8", "10", "7", "7", "9", "4"]);
  });

  it("scoreHand agrees: 30 points against a team of two of three is T+4, 140 is D+1", () => {
    expect(score("zpy-pagat", 6, 2, 30, 2)).toEqual({ winner: "makers", levels: 4 });
    expect(score("zpy-pagat", 6, 2, 140, 2)).toEqual({ winner: "catchers", levels: 1 });
  });
});

describe(`${SEED_000}: 'For each card withdrawn, 10 card points are transferred from the leader's team to the opposing team.'`, () => {
  // Fours and diamonds are trumps; seat 1 holds a single ace of spades, which beats the king of the throw.
  const hands = ["SA SK SJ SJ", "SA S3 S6 S7", "C3 C6 C7 C8", "C9 CJ CQ CA", "H3 H6 H7 H8"];
  const setup = (maker: number, friend: number) =>
    atPlay({
      preset: "zpy-pagat",
      players: 5,
      maker,
      trump: { rank: "4", suit: "D" },
      hands,
      leader: 0,
      calls: [{ card: "DA", ordinal: 1, seen: 1, by: friend, revealed: true }],
      friends: [friend],
    });
  const play = (maker: number, friend: number) => {
    let r = playTrick(setup(maker, friend), ["SA SK SJ SJ", "SA", "C3", "C9", "H3"]);
    const failed = r.events.find((e) => e.type === "throw-failed");
    // 'the leader has to take back the Ace and the Jacks, costing his side 30 points, and lead the King'
    // Seat 1 shows it can beat the king (the part of the attempt named, never seat 1's own ace).
    expect(failed).toEqual({ type: "throw-failed", seat: 0, attempted: ["SA", "SK", "SJ", "SJ"], forced: ["SK"], penalty: 30, beaten: ["SK"], blocker: 1 });
    expect(r.state.tricks[0]?.plays[0]?.cards).toEqual(["SK"]);
    r = playTrick(r.state, ["S3", "C6", "CJ", "H6", "SA"]);
    r = playTrick(r.state, ["SJ", "S6", "C7", "CQ", "H7"]);
    return playTrick(r.state, ["SJ", "S7", "C8", "CA", "H8"]).state.results[0];
  };
  it("the makers' leader throws and fails: the catchers gain 30", () => {
    expect(play(0, 2)).toMatchObject({ trickPoints: 10, penaltyPoints: 30, catcherPoints: 40, winner: "makers", levels: 1 });
  });
  it("a catcher throws and fails: the catchers lose 30", () => {
    // Seat 3 makes trump with seat 2; seat 0, who throws, is a catcher with seat 1 and seat 4.
    expect(play(3, 2)).toMatchObject({ makers: [3, 2], trickPoints: 10, penaltyPoints: -30, catcherPoints: 0 });
  });
});

describe(`${SEED_000} (Rick Heli): 'in these versions this ends the play, and according to prior agreement either'`, () => {
  // The same false lead as above: seat 1's single ace of spades beats the king of the throw.
  const hands = ["SA SK SJ SJ", "SA S3 S6 S7", "C3 C6 C7 C8", "C9 CJ CQ CA", "H3 H6 H7 H8"];
  const falseLead = (falseLead: string, maker: number, friend: number, levels = ["5", "5", "5", "5", "5"]) => {
    const s = atPlay({
      preset: "zpy-pagat",
      options: { falseLead },
      players: 5,
      levels,
      maker,
      trump: { rank: "4", suit: "D" },
      hands,
      leader: 0,
      calls: [{ card: "DA", ordinal: 1, seen: 1, by: friend, revealed: true }],
      friends: [friend],
      won: [0, 0, 0, 20, 0],
    });
    return act(s, 0, { type: "play", cards: hand("SA SK SJ SJ") });
  };

  it("'1. the offending team loses the hand and each member of the other team goes up one level'", () => {
    // Seat 0 throws for the makers (0 and 2): the catchers 1, 3 and 4 go up one level.
    const r = falseLead("level-to-others", 0, 2);
    expect(r.events.map((e) => e.type)).toEqual(["throw-failed", "hand-over"]);
    expect(r.events[0]).toEqual({ type: "throw-failed", seat: 0, attempted: ["SA", "SK", "SJ", "SJ"], forced: ["SK"], penalty: 0, beaten: ["SK"], blocker: 1 });
    expect(r.state.phase).toBe("scored");
    expect(r.state.results[0]).toMatchObject({ winner: "catchers", levels: 1, falseLead: 0, makers: [0, 2], catcherPoints: 20 });
    expect(levelsOf(r.state)).toEqual(["5", "6", "5", "6", "6"]);
    // Nobody plays on: the cards stay in hand until the next deal.
    expect(r.state.hands[0]).toHaveLength(4);
    expect(act(r.state, "table", { type: "next-hand" }).state.phase).toBe("dealing");
    // A catcher's false lead gives the level to the makers (seat 0 is a catcher when seat 3 makes with seat 2).
    const c = falseLead("level-to-others", 3, 2);
    expect(c.state.results[0]).toMatchObject({ winner: "makers", levels: 1, makers: [3, 2] });
    expect(levelsOf(c.state)).toEqual(["5", "5", "6", "6", "5"]);
  });

  it("'2. the offending player is given a two point penalty and each other member of the offender's team a one point penalty … deducted from their scores on future deals, one penalty point for each point scored'", () => {
    const r = falseLead("penalty-points", 0, 2);
    expect(r.state.results[0]).toMatchObject({ winner: "none", levels: 0, falseLead: 0 });
    expect(r.state.seats.map((x) => x.owed ?? 0)).toEqual([2, 0, 1, 0, 0]);
    expect(levelsOf(r.state)).toEqual(["5", "5", "5", "5", "5"]);
    expect((viewFor(r.state, 4) as ShengjiView).seats.map((x) => x.owed)).toEqual([2, 0, 1, 0, 0]);
    // 'preventing them from going up to the next level until all their penalty points are paid off':
    // seats 0 and 2 win a later hand by two levels (15 points against a full team of two in five).
    const later = atPlay({
      preset: "zpy-pagat",
      options: { falseLead: "penalty-points" },
      players: 5,
      levels: ["5", "5", "5", "5", "5"],
      maker: 0,
      trump: { rank: "5", suit: "H" },
      hands: ["SA", "D3", "D4", "D6", "D7"],
      calls: [{ card: "CA", ordinal: 1, seen: 1, by: 2, revealed: true }],
      friends: [2],
      won: [0, 15, 0, 0, 0],
    });
    const done = playTrick({ ...later, seats: r.state.seats }, ["SA", "D3", "D4", "D6", "D7"]).state;
    expect(done.results[0]).toMatchObject({ winner: "makers", levels: 2 });
    // Seat 0 pays its two points and stays on 5; seat 2 pays one and goes up one.
    expect(levelsOf(done)).toEqual(["5", "5", "6", "5", "5"]);
    expect(done.seats.map((x) => x.owed ?? 0)).toEqual([0, 0, 0, 0, 0]);
  });

  it("000's own rule plays on (falseLead play-on in every preset)", () => {
    const r = falseLead("play-on", 0, 2);
    expect(r.state.phase).toBe("playing");
    expect(r.state.trick?.plays[0]?.cards).toEqual(["SK"]);
  });
});

describe(`${SEED_000}: active and passive scores (zpy-pagat-active-passive; 003's zpy-active-passive gives the same game points)`, () => {
  for (const preset of ["zpy-pagat-active-passive", "zpy-active-passive"]) {
    it(`${preset}: 'The defenders win if their card point total is at least 40 times the number of packs … There is no middle zone'`, () => {
      expect(score(preset, 6, 2, 80, 3)).toEqual({ winner: "catchers", levels: 1 });
      expect(score(preset, 6, 2, 75, 3)).toEqual({ winner: "makers", levels: 1 });
      expect(score(preset, 9, 3, 120, 4)).toEqual({ winner: "catchers", levels: 1 });
      expect(score(preset, 9, 3, 115, 4)).toEqual({ winner: "makers", levels: 1 });
    });
    it(`${preset}: 'at least 80 times the number of packs … two game points … at least 100 times … three game points'`, () => {
      expect(score(preset, 6, 2, 155, 3)).toEqual({ winner: "catchers", levels: 1 });
      expect(score(preset, 6, 2, 160, 3)).toEqual({ winner: "catchers", levels: 2 });
      expect(score(preset, 6, 2, 195, 3)).toEqual({ winner: "catchers", levels: 2 });
      expect(score(preset, 6, 2, 200, 3)).toEqual({ winner: "catchers", levels: 3 });
      expect(score(preset, 12, 4, 400, 6)).toEqual({ winner: "catchers", levels: 3 });
      // Fewer makers do not change the defenders' game points.
      expect(score(preset, 6, 2, 200, 1)).toEqual({ winner: "catchers", levels: 3 });
    });
    it(`${preset}: 'an extra game point for each player below the maximum' and 'If the defenders take no card points at all, the trump makers score two game points … an additional two game points for each team member short'`, () => {
      expect(score(preset, 6, 2, 5, 3)).toEqual({ winner: "makers", levels: 1 });
      expect(score(preset, 6, 2, 5, 2)).toEqual({ winner: "makers", levels: 2 });
      expect(score(preset, 6, 2, 5, 1)).toEqual({ winner: "makers", levels: 3 });
      expect(score(preset, 6, 2, 0, 3)).toEqual({ winner: "makers", levels: 2 });
      expect(score(preset, 6, 2, 0, 2)).toEqual({ winner: "makers", levels: 4 });
      expect(score(preset, 12, 4, 0, 3)).toEqual({ winner: "makers", levels: 8 });
    });
  }

  it("'Example of scoring' — the table A…F over three hands, played out", () => {
    const P = "zpy-pagat-active-passive";
    const [A, B, C, D, E, F] = [0, 1, 2, 3, 4, 5];
    const show = (s: ReturnType<typeof atPlay>) => s.seats.map((x) => `${x.active ? "active" : "passive"} ${x.level + 2}`);
    // One card each is left; B leads the ace of spades and wins a pointless last trick.
    const lastTrick = ["D3", "SA", "D4", "D6", "D7", "D8"];
    const hand = (seats: ReturnType<typeof atPlay>["seats"], maker: number, friends: number[], won: number[]) => {
      const s = atPlay({
        preset: P,
        players: 6,
        maker,
        trump: { rank: "2", suit: "H" },
        hands: lastTrick,
        leader: B,
        calls: friends.map((f, i) => ({ card: "CA", ordinal: i + 1, seen: i + 1, by: f, revealed: true })),
        friends,
        won,
      });
      return playTrick({ ...s, seats }, [...lastTrick.slice(B), ...lastTrick.slice(0, B)]).state;
    };
    // 'Start of game: active 2 active 2 active 2 active 2 active 2 active 2'
    let s = atPlay({ preset: P, players: 6, maker: B, trump: { rank: "2", suit: "H" }, hands: lastTrick });
    expect(show(s)).toEqual(Array(6).fill("active 2"));
    // 'B, D and E win 1 point: passive 2 active 3 passive 2 active 3 active 3 passive 2'
    s = hand(s.seats, B, [D, E], [30, 0, 0, 0, 0, 0]);
    expect(s.results[0]).toMatchObject({ winner: "makers", levels: 1 });
    expect(show(s)).toEqual(["passive 2", "active 3", "passive 2", "active 3", "active 3", "passive 2"]);
    // 'A, B and C win 1 point: active 2 active 4 active 2 passive 3 passive 3 passive 2'
    s = hand(s.seats, B, [A, C], [0, 0, 0, 30, 0, 0]);
    expect(show(s)).toEqual(["active 2", "active 4", "active 2", "passive 3", "passive 3", "passive 2"]);
    // 'C, D and F win 2 points: passive 2 passive 4 active 4 active 4 passive 3 active 3'
    s = hand(s.seats, B, [A, E], [0, 0, 60, 60, 0, 40]);
    expect(s.results[0]).toMatchObject({ winner: "catchers", levels: 2, catcherPoints: 160 });
    expect(show(s)).toEqual(["passive 2", "passive 4", "active 4", "active 4", "passive 3", "active 3"]);
    expect([C, D, F].every((x) => s.seats[x]?.active)).toBe(true);
  });

  it("'a player on 'passive 5' who wins two game points is only promoted to 'active 6'. If a player on 'passive 5' wins one game point, their score simply becomes 'active 5'.'", () => {
    const run = (won: number[]) => playTrick(passivesAtLastTrick("zpy-pagat-active-passive", won), LAST_TRICK).state;
    // Catchers 3, 4, 5 win 2 game points: 'active 5' → 'active 7', 'passive 5' (seat 4) → 'active 6'.
    const two = run([0, 0, 0, 160, 0, 0]);
    expect(two.seats.slice(3).map((x) => [x.active, x.level + 2])).toEqual([[true, 7], [true, 6], [true, 7]]);
    // Makers 0, 1, 2 win one game point: 'passive 5' (seat 1) → 'active 5'; losers become passive.
    const one = run([0, 0, 0, 30, 0, 0]);
    expect(one.seats.map((x) => [x.active, x.level + 2])).toEqual([[true, 6], [true, 5], [true, 6], [false, 5], [false, 5], [false, 5]]);
  });
});

describe(`${SEED_003}: passive winners (zpy-active-passive)`, () => {
  it("'Player's on the winning team who currently are in a Passive status, do not change their current score, but are set to an Active status.' — 'Every player on the opposing side to the winners do not make any altercations to their current score but are set to a passive status.'", () => {
    const s = passivesAtLastTrick("zpy-active-passive", [0, 0, 0, 160, 0, 0]);
    const after = playTrick(s, LAST_TRICK).state;
    expect(after.results[0]).toMatchObject({ winner: "catchers", levels: 2 });
    // 'Players who were on the winning team and were currently in an active status, add a number of points to their current score … and remain in an Active status.'
    // Seat 4 was passive 5: it turns active and stays on 5 (000's rule would make it active 6).
    expect(after.seats.map((x) => [x.active, x.level + 2])).toEqual([[false, 5], [false, 5], [false, 5], [true, 7], [true, 5], [true, 7]]);
    const pagat = playTrick({ ...s, rules: { ...s.rules, passiveWinners: "spend-first-point" } }, LAST_TRICK).state;
    expect(pagat.seats[4]).toEqual({ active: true, level: 4 });
  });
});

describe(`${SEED_001}: its score table (zpy-80)`, () => {
  // 'D +3 D +2 D +1 O +1 O +2 O +3 O +4' for '4 Players', '6 Players' and '8 Players'.
  const results = ["M+3", "M+2", "M+1", "C+1", "C+2", "C+3", "C+4"];
  const table: Record<number, string[]> = {
    4: ["0", "5-35", "40-75", "80-115", "120-155", "160-195", "200+"],
    6: ["0", "5-35", "40-75", "80-115", "120-155", "160-195", "200+"],
    8: ["0", "5-50", "55-105", "110-160", "165-215", "220-270", "275+"],
  };
  const cases = Object.entries(table).flatMap(([n, bands]) => bands.map((b, i) => [Number(n), b, results[i] as string] as const));
  it.each(cases)("%i players, %s points: %s", (n, band, want) => {
    const decks = n === 8 ? 3 : 2;
    for (const p of ends(band)) {
      // The team size never matters in 001's table.
      for (const size of [1, n / 2]) {
        const r = score("zpy-80", n, decks, p, size);
        expect(`${r.winner === "makers" ? "M" : "C"}+${r.levels}`, `${p} points`).toBe(want);
      }
    }
  });

  it("'if the opposing team only caught 60 points in an 8 player game, everyone on the declarer’s team would advance to threes while those on the opposing team remain on twos' (played out)", () => {
    const s = atPlay({
      preset: "zpy-80",
      players: 8,
      maker: 0,
      trump: { rank: "2", suit: "H" },
      hands: ["SA", "D3", "D4", "D6", "D7", "D8", "D9", "DJ"],
      calls: [1, 2, 3].map((f, i) => ({ card: "CA", ordinal: i + 1, seen: i + 1, by: f, revealed: true })),
      friends: [1, 2, 3],
      won: [0, 0, 0, 0, 30, 30, 0, 0],
    });
    const done = playTrick(s, ["SA", "D3", "D4", "D6", "D7", "D8", "D9", "DJ"]).state;
    expect(done.results[0]).toMatchObject({ winner: "makers", levels: 1, catcherPoints: 60 });
    expect(levelsOf(done)).toEqual(["3", "3", "3", "3", "2", "2", "2", "2"]);
  });

  it("'In each hand, at least one person will advance to a higher rank.'", () => {
    for (const n of [4, 6, 8]) {
      for (let p = 0; p <= 400; p += 5) expect(score("zpy-80", n, n === 8 ? 3 : 2, p, n / 2).levels).toBeGreaterThan(0);
    }
  });

  it("another deck (the table's `deck` or `packs`) reads the two-pack table in its steps of 20 points a pack, so the makers can still win", () => {
    // 'the total number of card points is 200 for 2 decks': 0, 5–35, 40–75 … 200+ is 0, then steps of 20 × 2.
    const six = ["0", "5-115", "120-235", "240-355", "360-475", "480-595", "600+"];
    const one = ["0", "5-15", "20-35", "40-55", "60-75", "80-95", "100+"];
    for (const [decks, bands] of [[6, six], [1, one]] as const) {
      bands.forEach((band, i) => {
        for (const p of ends(band)) {
          const r = score("zpy-80", 8, decks, p, 4);
          expect(`${r.winner === "makers" ? "M" : "C"}+${r.levels}`, `${decks} packs, ${p} points`).toBe(results[i]);
        }
      });
    }
    // Three packs keep their own table whoever plays: the seed's eight players, or six with a pack per two.
    expect(score("zpy-80", 6, 3, 55, 3)).toEqual({ winner: "makers", levels: 1 });
  });
});

describe(`${SEED_003}: the Sheng Ji table (tractor-classic)`, () => {
  // 'Points Captured by Defender Team / Game Points earned by Defender Team / … by Declarer Team'
  const table: [string, number, number][] = [
    ["0", 0, 3],
    ["5-35", 0, 2],
    ["40-75", 0, 1],
    ["80-115", 0, 0],
    ["120-155", 1, 0],
    ["160-195", 2, 0],
    ["200+", 3, 0],
  ];
  it.each(table)("%s points: defenders +%i, declarers +%i", (band, defenders, declarers) => {
    for (const p of ends(band)) {
      const r = score("tractor-classic", 4, 2, p, 2);
      if (defenders > 0) expect(r).toEqual({ winner: "catchers", levels: defenders });
      else if (declarers > 0) expect(r).toEqual({ winner: "makers", levels: declarers });
      else expect(r).toEqual({ winner: "none", levels: 0 });
    }
  });

  it("da-bai-fen (one pack) scales the same table by 20 points per pack (our reading: the seed lists no table of its own)", () => {
    expect(score("da-bai-fen", 4, 1, 0, 2)).toEqual({ winner: "makers", levels: 3 });
    expect(score("da-bai-fen", 4, 1, 15, 2)).toEqual({ winner: "makers", levels: 2 });
    expect(score("da-bai-fen", 4, 1, 35, 2)).toEqual({ winner: "makers", levels: 1 });
    expect(score("da-bai-fen", 4, 1, 55, 2)).toEqual({ winner: "none", levels: 0 });
    expect(score("da-bai-fen", 4, 1, 60, 2)).toEqual({ winner: "catchers", levels: 1 });
    expect(score("da-bai-fen", 4, 1, 100, 2)).toEqual({ winner: "catchers", levels: 3 });
  });
});

describe(`${SEED_004}: its table, n = 20 × decks (shengji-online, zpy-online)`, () => {
  // 'Opposing team's points / Result'
  const rows: [(n: number) => number[], string][] = [
    [() => [0], "defending +3"],
    [(n) => [5, n - 5], "defending +2"],
    [(n) => [n, 2 * n - 5], "defending +1"],
    [(n) => [2 * n, 3 * n - 5], "opposing +0"],
    [(n) => [3 * n, 4 * n - 5], "opposing +1"],
    [(n) => [4 * n, 5 * n - 5], "opposing +2"],
    [(n) => [5 * n, 5 * n + 100], "opposing +3"],
  ];
  const cases = [
    ["shengji-online", 4, 2],
    ["zpy-online", 5, 2],
    ["shengji-online", 6, 3],
    ["zpy-online", 12, 6],
  ] as const;
  for (const [preset, players, decks] of cases) {
    it.each(rows)(`${preset}, ${players} players, ${decks} decks: %#`, (points, want) => {
      for (const p of points(20 * decks)) {
        const r = score(preset, players, decks, p, Math.floor(players / 2));
        expect(`${r.winner === "makers" ? "defending" : "opposing"} +${r.levels}`, `${p} points`).toBe(want);
      }
    });
  }
  it("'2n to 3n-5: Opposing team wins, but keeps the same level' — a win with no level is still the catchers' win", () => {
    expect(score("shengji-online", 4, 2, 80, 2)).toEqual({ winner: "catchers", levels: 0 });
  });
});
