/**
 * The flow between hands: who starts and who leads, fixed partnerships,
 * levels (and 000's Joker laps), and when the game ends. Each hand's end is
 * played through the engine: a last trick is set up and played.
 */
import { describe, expect, it } from "vitest";
import { createGame, viewFor } from "../../../src/engine";
import { drive } from "../../../src/engine/driver";
import { parseRank } from "../../../src/engine/cards";
import type { ShengjiPreset } from "../../../src/engine/presets";
import { advance, levelAt, levelName, levelSequence } from "../../../src/engine/shengji/levels";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import {
  SEED_000, SEED_001, SEED_003, SEED_004, act, apply, atPlay, dealAll, giveCards, newGame, playTrick, refusal, seatsAt, shengji,
} from "./flow-support";

interface End {
  preset: ShengjiPreset;
  players: number;
  levels: string[];
  active?: boolean[];
  maker: number;
  /** Zhao Pengyou: the revealed friends. */
  friends?: number[];
  catcherPoints: number;
  /** Which side takes the (pointless) last trick. */
  lastTrick?: "makers" | "catchers";
  options?: Record<string, unknown>;
  trumpRank?: string | null;
}

/** Plays the last trick of a hand set up as described; returns the state after the result. */
function endHand(e: End): ShengjiState {
  const friends = e.friends ?? [];
  const fixed = e.preset === "tractor-classic" || e.preset === "da-bai-fen" || e.preset === "shengji-online";
  const makers = fixed ? e.levels.map((_, i) => i).filter((i) => i % 2 === e.maker % 2) : [e.maker, ...friends];
  const catchers = e.levels.map((_, i) => i).filter((i) => !makers.includes(i));
  const leader = e.lastTrick === "catchers" ? (catchers[0] as number) : e.maker;
  const rank = e.trumpRank === undefined ? (e.levels[e.maker] as string) : e.trumpRank;
  const fillers = ["D3", "D4", "D6", "D7", "D8", "D9", "DJ", "DQ", "C3", "C4", "C6", "C7", "C8", "C9", "CJ", "CQ"].filter(
    (c) => rank === null || parseRank(c.slice(1)) !== parseRank(rank),
  );
  const hands = e.levels.map((_, i) => (i === leader ? "SA" : (fillers[i] as string)));
  const won = e.levels.map((_, i) => (i === catchers[0] ? e.catcherPoints : 0));
  const s = atPlay({
    preset: e.preset,
    players: e.players,
    ...(e.options ? { options: e.options } : {}),
    levels: e.levels,
    ...(e.active ? { active: e.active } : {}),
    maker: e.maker,
    trump: { rank, suit: rank === null ? null : "H" },
    hands,
    leader,
    calls: friends.map((f, i) => ({ card: "CA", ordinal: i + 1, seen: i + 1, by: f, revealed: true })),
    friends,
    won,
  });
  const order = hands.map((_, i) => hands[(leader + i) % e.players] as string);
  return playTrick(s, order).state;
}

const next = (s: ShengjiState) => apply(s, "table", { type: "next-hand" });

describe("the first hand", () => {
  it(`${SEED_000}: 'the starter for the first deal is chosen at random: before the deal each player draws a card' — a seeded draw`, () => {
    const starters = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = newGame("zpy-pagat", 6, `first-${i}`);
      expect(newGame("zpy-pagat", 6, `first-${i}`).starter).toBe(s.starter);
      expect(s.next).toBe(s.starter);
      starters.add(s.starter);
    }
    expect([...starters].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each(["tractor-classic", "shengji-online", "zpy-online"] as const)("%s: no leader before the first bid; the bid winner becomes the leader", (preset) => {
    let s = newGame(preset, 4, "first-leader");
    expect(s.leader).toBeNull();
    s = giveCards(s, { 3: "C2" });
    s = apply(s, 3, { type: "bid", cards: ["C2"] });
    s = apply(dealAll(s), "table", { type: "close-bidding" });
    expect(s).toMatchObject({ maker: 3, leader: 3 });
  });
});

describe("who makes trump in later hands", () => {
  it(`the bid winner (${SEED_000}): the trump maker is whoever wins the bidding, whoever started`, () => {
    let s = newGame("zpy-pagat", 6, "bidder");
    s = giveCards({ ...s, hand: 3, starter: 1, next: 1, seats: seatsAt(["4", "2", "2", "2", "2", "9"]) }, { 5: "S9" });
    s = apply(dealAll(apply(s, 5, { type: "bid", cards: ["S9"] })), "table", { type: "close-bidding" });
    expect(s).toMatchObject({ maker: 5, leader: 5, trump: { rank: 9, suit: "S" } });
  });

  it(`a fixed leader (${SEED_003} Sheng Ji): 'the player who currently has the rank of Dealer takes the remaining 8 cards'`, () => {
    let s = newGame("tractor-classic", 4, "fixed-leader");
    // Seat 1 shows a card of its own level (5); the trump rank is the leader's level (2).
    s = giveCards({ ...s, hand: 1, leader: 2, seats: seatsAt(["2", "5", "2", "5"]) }, { 1: "D5" });
    s = apply(dealAll(apply(s, 1, { type: "bid", cards: ["D5"] })), "table", { type: "close-bidding" });
    expect(s).toMatchObject({ maker: 2, leader: 2, trump: { rank: 2, suit: "D" } });
    expect(s.hands[2]).toHaveLength(33);
  });
});

describe("who starts the next hand", () => {
  it(`${SEED_000} variant: 'In subsequent deals the turn to draw the first card passes to the right.' (anticlockwise play: the next seat)`, () => {
    const starts: number[] = [];
    const first = newGame("zpy-pagat", 6, "rotate", { nextStarter: "rotate" });
    // Six hands played: the five after the first each start with a hand-started event.
    drive(first, {
      maxHands: 6,
      dealAtOnce: true,
      onStep: (_before, _actor, _action, _after, events) => {
        for (const e of events) if (e.type === "hand-started") starts.push(e.starter);
      },
    });
    expect(starts).toHaveLength(5);
    // Whoever made trump and whoever won: each hand starts one seat on from the last.
    expect(starts).toEqual([1, 2, 3, 4, 5].map((k) => (first.starter + k) % 6));
    // 000's own rule keeps the maker as the starter instead.
    const s = endHand({ preset: "zpy-pagat", players: 6, levels: Array(6).fill("5"), maker: 4, friends: [1, 2], catcherPoints: 0, options: { nextStarter: "rotate" } });
    expect(s.starter).toBe(5);
  });

  it(`${SEED_000}: 'the starter is the player who made trumps in the previous deal' — whether they won or lost`, () => {
    for (const catcherPoints of [0, 150]) {
      const s = endHand({ preset: "zpy-pagat", players: 6, levels: Array(6).fill("5"), maker: 4, friends: [1, 2], catcherPoints });
      expect(s.phase).toBe("scored");
      const n = next(s);
      expect(n).toMatchObject({ phase: "dealing", hand: 1, starter: 4, next: 4, leader: null, maker: null, trump: null, bids: [], calls: [], friends: [] });
    }
  });

  it(`${SEED_000} (active/passive): 'provided that that player is still active. If that player has become passive, the deal is started by the next player in anticlockwise order who is active.'`, () => {
    // The maker (seat 1) and friend seat 5 lose; seats 2, 3 … win and turn active.
    const lost = endHand({
      preset: "zpy-pagat-active-passive",
      players: 6,
      levels: Array(6).fill("4"),
      active: [true, true, false, false, true, true],
      maker: 1,
      friends: [5, 0],
      catcherPoints: 100,
    });
    expect(lost.results[0]?.winner).toBe("catchers");
    expect(lost.seats.map((x) => x.active)).toEqual([false, false, true, true, true, false]);
    expect(next(lost).starter).toBe(2);
    const won = endHand({ preset: "zpy-pagat-active-passive", players: 6, levels: Array(6).fill("4"), maker: 1, friends: [5, 0], catcherPoints: 20 });
    expect(next(won).starter).toBe(1);
  });

  it(`${SEED_001}: 'the starter is the next player on the winning team to the left of the declarer of the previous deal'`, () => {
    const base = { preset: "zpy-80" as const, players: 6, levels: Array(6).fill("3"), maker: 1, friends: [4, 5] };
    expect(next(endHand({ ...base, catcherPoints: 30 })).starter).toBe(4);
    expect(next(endHand({ ...base, catcherPoints: 120 })).starter).toBe(2);
    // The starter draws first but the bid still decides the maker.
    expect(next(endHand({ ...base, catcherPoints: 120 })).leader).toBeNull();
  });

  it(`${SEED_004}: 'In 升级, the teams are fixed and the leader rotates among the winning team'`, () => {
    const base = { preset: "shengji-online" as const, players: 4, levels: ["2", "6", "2", "6"], maker: 1 };
    const kept = next(endHand({ ...base, catcherPoints: 40 }));
    expect(kept).toMatchObject({ starter: 3, leader: 3 });
    const lost = next(endHand({ ...base, catcherPoints: 120 }));
    expect(lost).toMatchObject({ starter: 2, leader: 2 });
    // '2n to 3n-5: Opposing team wins, but keeps the same level' — and still takes over.
    const noLevel = endHand({ ...base, catcherPoints: 80 });
    expect(noLevel.results[0]).toMatchObject({ winner: "catchers", levels: 0 });
    expect(noLevel.seats).toEqual(seatsAt(["2", "6", "2", "6"]));
    expect(next(noLevel)).toMatchObject({ starter: 2, leader: 2 });
    // The new leader's level is the trump rank: seat 2 is on 2, so 2s are bid.
    let s = giveCards(next(noLevel), { 1: "H6 H2" });
    expect(refusal(s, 1, { type: "bid", cards: ["H6"] }).code).toBe("bad-bid-card");
    s = apply(dealAll(apply(s, 1, { type: "bid", cards: ["H2"] })), "table", { type: "close-bidding" });
    expect(s).toMatchObject({ maker: 2, trump: { rank: 2, suit: "H" } });
  });

  it(`${SEED_004} (找朋友): 'the leader rotates among the team that won the previous round'`, () => {
    const base = { preset: "zpy-online" as const, players: 6, levels: Array(6).fill("2"), maker: 2, friends: [5, 0] };
    expect(next(endHand({ ...base, catcherPoints: 10 }))).toMatchObject({ leader: 5 });
    expect(next(endHand({ ...base, catcherPoints: 150 }))).toMatchObject({ leader: 3 });
  });

  it(`${SEED_003} Sheng Ji: 'If the Declarer's manage to earn points … The player who has the role of dealer on that team, however, switches to the other player in that partnership. The same applies if neither … earn any points … The player to the immediate right of the previous player in the dealer role takes this role'`, () => {
    const base = { preset: "tractor-classic" as const, players: 4, levels: ["4", "4", "4", "4"], maker: 0 };
    expect(next(endHand({ ...base, catcherPoints: 20 }))).toMatchObject({ leader: 2 });
    const middle = endHand({ ...base, catcherPoints: 100 });
    expect(middle.results[0]?.winner).toBe("none");
    expect(middle.seats).toEqual(seatsAt(["4", "4", "4", "4"]));
    expect(next(middle)).toMatchObject({ leader: 2 });
    expect(next(endHand({ ...base, catcherPoints: 140 }))).toMatchObject({ leader: 1 });
  });
});

describe("fixed partnerships sit on alternate seats", () => {
  it.each([
    ["tractor-classic", 4, 1, [1, 3]],
    ["da-bai-fen", 4, 0, [0, 2]],
    ["shengji-online", 6, 3, [1, 3, 5]],
    ["shengji-online", 8, 0, [0, 2, 4, 6]],
  ] as const)("%s, %i players, maker %i: the makers are %j, and they move up together", (preset, players, maker, makers) => {
    const s = endHand({ preset, players, levels: Array(players).fill("3"), maker, catcherPoints: 0 });
    expect(s.results[0]?.makers).toEqual(makers);
    expect((viewFor(s, "spectator") as ShengjiView).makers).toEqual(makers);
    s.seats.forEach((x, i) => expect(x.level).toBe((makers as readonly number[]).includes(i) ? 4 : 1));
  });

  it("an odd number of players cannot play in fixed partnerships", () => {
    expect(() => createGame({ preset: "shengji-online", options: {} }, "odd", 5)).toThrow(/even number/);
  });
});

describe("the end of the game", () => {
  it(`passing beyond Ace (${SEED_000}): 'when any player passes beyond this level they win and the game ends'`, () => {
    const atAce = endHand({ preset: "zpy-pagat", players: 5, levels: ["A", "K", "2", "2", "2"], maker: 0, friends: [1], catcherPoints: 50 });
    expect(atAce.phase).toBe("over");
    expect(atAce.winners).toEqual([0]);
    expect(atAce.seats[1]?.level).toBe(12);
    expect(refusal(atAce, "table", { type: "next-hand" }).code).toBe("game-over");
    // Reaching Ace is not enough.
    const reach = endHand({ preset: "zpy-pagat", players: 5, levels: ["K", "2", "2", "2", "2"], maker: 0, friends: [1], catcherPoints: 50 });
    expect(reach.phase).toBe("scored");
    expect(reach.seats[0]?.level).toBe(12);
    // Catchers pass it too.
    const catchers = endHand({ preset: "zpy-80", players: 4, levels: ["2", "A", "2", "K"], maker: 0, friends: [2], catcherPoints: 120 });
    expect(catchers.winners).toEqual([1, 3]);
    const sj = endHand({ preset: "tractor-classic", players: 4, levels: ["A", "5", "A", "5"], maker: 0, catcherPoints: 40 });
    expect(sj.winners).toEqual([0, 2]);
  });

  describe(`reaching Ace (${SEED_003}): 'once any player reaches or passes the score of "Ace", he is instantly set as the winner'`, () => {
    const base = { preset: "zpy-active-passive" as const, players: 6, maker: 0, friends: [1, 2] };
    it("reaching Ace ends the game", () => {
      const s = endHand({ ...base, levels: ["K", "5", "5", "5", "5", "5"], catcherPoints: 30 });
      expect(s).toMatchObject({ phase: "over", winners: [0] });
    });
    it("'If two or more players …, the player with the highest score is set as the winner.'", () => {
      // Full team, no points: two game points. Seat 0 goes K → past A, seat 1 to A; seat 2, passive, turns active on K.
      const s = endHand({ ...base, levels: ["K", "Q", "K", "2", "2", "2"], active: [true, true, false, true, true, true], catcherPoints: 0 });
      expect(s.results[0]).toMatchObject({ winner: "makers", levels: 2 });
      expect(s.winners).toEqual([0]);
    });
    it("'If the total score earned would also be tied, if one of the tying players is the Trump Maker, that player is set as the winner.'", () => {
      const s = endHand({ ...base, levels: ["K", "K", "K", "2", "2", "2"], catcherPoints: 30 });
      expect(s.winners).toEqual([0]);
    });
    it("'If one of the players is not the Trump Maker, the game ends in a tie amongst those tying players.'", () => {
      const s = endHand({ ...base, levels: ["2", "2", "2", "Q", "Q", "5"], catcherPoints: 160 });
      expect(s.results[0]).toMatchObject({ winner: "catchers", levels: 2 });
      expect(s.winners).toEqual([3, 4]);
    });
  });

  describe(`defending at Ace (${SEED_004}): 'The game ends when a player successfully defends a round at the A rank.'`, () => {
    const base = { preset: "shengji-online" as const, players: 4, maker: 1 };
    it("the leader at Ace wins as maker: the game is over", () => {
      const s = endHand({ ...base, levels: ["9", "A", "9", "A"], catcherPoints: 60 });
      expect(s).toMatchObject({ phase: "over", winners: [1, 3] });
    });
    it("the leader at Ace loses: play goes on, the other side leads", () => {
      const s = endHand({ ...base, levels: ["9", "A", "9", "A"], catcherPoints: 130 });
      expect(s.phase).toBe("scored");
      expect(s.seats.map((x) => x.level + 2)).toEqual([10, 14, 10, 14]);
    });
    it("nobody climbs past Ace: they must defend it as leader", () => {
      const up = endHand({ ...base, levels: ["9", "Q", "9", "Q"], catcherPoints: 0 });
      expect(up.phase).toBe("scored");
      expect(up.seats.map((x) => x.level + 2)).toEqual([9, 14, 9, 14]);
      const catchers = endHand({ ...base, levels: ["K", "5", "K", "5"], catcherPoints: 220 });
      expect(catchers.phase).toBe("scored");
      expect(catchers.seats.map((x) => x.level + 2)).toEqual([14, 5, 14, 5]);
    });
  });

  describe(`${SEED_000} (Rick Heli): 'Beyond Ace the next level is Joker … and after that the player returns to Two'`, () => {
    const heli = { gameEnd: "joker-laps", laps: 2, leader: "fixed", declare: "leader-level", noBid: "kitty-rank", nextStarter: "next-of-winners" };
    const rules = { gameEnd: "joker-laps" as const, laps: 2, skipLowLevels: false };
    it("the levels: 2 … A, Joker, 2+ … A+, Joker+", () => {
      expect(levelSequence(rules)).toHaveLength(28);
      expect([0, 12, 13, 14, 26, 27].map((x) => levelName(rules, x))).toEqual(["2", "A", "Joker", "2+", "A+", "Joker+"]);
      expect(levelAt(rules, 13)).toEqual({ rank: null, lap: 0 });
      expect(advance(rules, 12, 3)).toBe(15);
    });
    it("'some omit levels 2-9 after the first lap so that the score progresses from Joker direct to 10+'", () => {
      const skip = { ...rules, skipLowLevels: true };
      expect([12, 13, 14, 18, 19].map((x) => levelName(skip, x))).toEqual(["A", "Joker", "10+", "A+", "Joker+"]);
    });
    it("'When the level is Joker there is no trump suit or rank and no exposing of cards during the deal. The Jokers are the only trumps.'", () => {
      let s = newGame("zpy-pagat", 6, "joker-level", heli);
      s = giveCards({ ...s, hand: 4, leader: 2, seats: s.seats.map((x, i) => ({ ...x, level: i === 2 ? 13 : 3 })) }, { 0: "S5 S2" });
      expect((viewFor(s, 0) as ShengjiView).seats[2]?.levelName).toBe("Joker");
      expect(refusal(s, 0, { type: "bid", cards: ["S5"] }).code).toBe("cannot-bid");
      const closed = act(dealAll(s), "table", { type: "close-bidding" });
      expect(closed.state).toMatchObject({ trump: { rank: null, suit: null }, maker: 2, phase: "burying" });
    });
    it("the game goes on past Ace and ends when a player passes the last lap's Joker", () => {
      const pastAce = endHand({ preset: "zpy-pagat", options: heli, players: 5, levels: ["A", "2", "2", "2", "2"], maker: 0, friends: [1], catcherPoints: 30 });
      expect(pastAce.phase).toBe("scored");
      // 30 points against a full side: two levels, A → Joker → 2+.
      expect(pastAce.seats[0]?.level).toBe(14);
      expect((viewFor(pastAce, 0) as ShengjiView).seats[0]?.levelName).toBe("2+");
      const last = atJokerPlus();
      expect(last).toMatchObject({ phase: "over", winners: [0] });
    });

    /** A maker on Joker+ (the last lap's Joker level) wins a hand played with jokers as the only trumps. */
    function atJokerPlus(): ShengjiState {
      const s = atPlay({
        preset: "zpy-pagat",
        options: heli,
        players: 5,
        maker: 0,
        trump: { rank: null, suit: null },
        hands: ["SA", "D3", "D4", "D6", "D7"],
        calls: [{ card: "CA", ordinal: 1, seen: 1, by: 1, revealed: true }],
        friends: [1],
        won: [0, 0, 50, 0, 0],
      });
      return shengji(playTrick({ ...s, seats: s.seats.map((x, i) => ({ ...x, level: i === 0 ? 27 : 0 })) }, ["SA", "D3", "D4", "D6", "D7"]).state);
    }
  });
});
