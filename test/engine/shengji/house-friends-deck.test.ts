/**
 * Issue 56's rules of friends, deck and kitty, each stated in words and
 * checked on concrete hands, citing rbtying/shengji's setting by name: which
 * cards may be called (`FriendSelectionPolicy`), whether a player may join
 * the makers twice (`MultipleJoinPolicy`, "double friend" #390), the number
 * of friends (`FindingFriends { num_friends }`), the kitty's size
 * (`kitty_size`, #274), jokers taken out (`special_decks`, #290) and the
 * number of packs (`num_decks`, #239). And a game under all of them: bots
 * only make moves the engine accepts, and its hands replay from their log.
 */
import { describe, expect, it } from "vitest";
import { type GameState, applyAction, awaiting, botAction, botMove, createGame, legalActions, setupProblem, viewFor } from "../../../src/engine";
import { makeDeck, points } from "../../../src/engine/cards";
import type { LogEntry } from "../../../src/engine/log";
import { handKey } from "../../../src/engine/random";
import { type HandLog, replayHands } from "../../../src/engine/replay";
import type { FriendCall } from "../../../src/engine/shengji/actions";
import { planFor } from "../../../src/engine/shengji/deal";
import { dealPlanFor } from "../../../src/engine/shengji/deal-plan";
import { callChoices } from "../../../src/engine/shengji/hints";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import { atPlay, dealAll, newGame, playTrick, refusal, shengji } from "./flow-support";

/** A hand in its calling phase (Zhao Pengyou, online site's rules): a real deal, maker 0, this trump. */
function atCalling(options: Record<string, unknown>, trump: { rank: number; suit: "S" | "H" | "D" | "C" | null }, players = 4): ShengjiState {
  const s = dealAll(newGame("zpy-online", players, "calling", options));
  return { ...s, phase: "calling", trump, maker: 0, stock: [] };
}

const callOne = (s: ShengjiState, card: string) => applyAction(s, 0, { type: "call", friends: [{ card, ordinal: 1 }] });

describe("which cards may be called (rbtying `friend_selection_policy`: `FriendSelectionPolicy`)", () => {
  // rbtying's test_set_friends, four players, one friend: the maker's level and the trump (♠), then each card and whether it may be called.
  it.each([
    ["not-trump", 7, [["CK", true], ["S3", false], ["C3", true], ["CA", true], ["BJ", false], ["H7", false]]],
    ["not-trump-or-points", 7, [["CK", false], ["S3", false], ["C3", true], ["CA", true], ["C5", false], ["C10", false]]],
    ["not-trump-or-points", 14, [["CK", true], ["S3", false], ["C3", true], ["CA", false], ["C5", false]]],
    ["not-trump-or-top", 7, [["CK", true], ["S3", false], ["C3", true], ["CA", false]]],
    ["not-trump-or-top", 14, [["CK", false], ["CQ", true], ["CA", false]]],
    ["any", 7, [["CK", true], ["S3", true], ["C3", true], ["CA", true], ["BJ", true], ["H7", true]]],
    ["below-ace", 7, [["S3", true], ["H7", false], ["BJ", false]]],
  ] as const)("%s, trump ♠ at %i", (callable, rank, cards) => {
    const s = atCalling({ callable }, { rank, suit: "S" });
    for (const [card, ok] of cards) {
      const r = callOne(s, card);
      expect(r.ok, `${card}${r.ok ? "" : `: ${r.error.message}`}`).toBe(ok);
    }
  });

  it("the choices offered to the maker follow the rule: jokers only under `any`", () => {
    const choices = (callable: string) => callChoices(viewFor(atCalling({ callable }, { rank: 7, suit: "S" }), 0) as ShengjiView).map((c) => c.card);
    expect(choices("any")).toEqual(expect.arrayContaining(["BJ", "LJ", "S3"]));
    expect(choices("not-trump-or-points")).not.toEqual(expect.arrayContaining(["CK"]));
    expect(choices("not-trump-or-points")).toContain("CQ");
    expect(choices("not-trump")).not.toContain("BJ");
  });

  it("a refusal says why in words", () => {
    const r = callOne(atCalling({ callable: "not-trump-or-points" }, { rank: 7, suit: "S" }), "C10");
    expect(r.ok === false && r.error).toMatchObject({ code: "bad-call", message: "C10: Point cards (5, 10, K) cannot be called." });
  });
});

describe("joining the makers twice (rbtying `multiple_join_policy`: `MultipleJoinPolicy`; 'double friend', #390)", () => {
  // Six players (two packs), maker 0 called the first ♣A and the first ♦A; seat 2 already joined with the ♣A.
  const start = (doubleJoin: string) =>
    atPlay({
      preset: "zpy-pagat", players: 6, options: { doubleJoin }, maker: 0, trump: { rank: "2", suit: "H" },
      hands: ["S3 S4", "S5 S6", "DA S7", "S8 S9", "DA D3", "D4 D5"], leader: 2,
      calls: [{ card: "CA", ordinal: 1, seen: 1, by: 2, revealed: true }, { card: "DA", ordinal: 1, seen: 0 }], friends: [2],
    });

  it("`spends-call` (the seeds; rbtying's default): the friend's ♦A spends the call, and the makers are one short", () => {
    let { state } = playTrick(start("spends-call"), ["DA", "S8", "D3", "D4", "S3", "S5"]);
    expect(state.calls[1]).toMatchObject({ by: 2, revealed: true });
    ({ state } = playTrick(state, ["S7", "S9", "DA", "D5", "S4", "S6"]));
    expect(state.results[0]?.makers).toEqual([0, 2]);
  });

  it("`next-copy` (rbtying's `NoDoubleJoin`): the friend's ♦A does not count; the next ♦A, played by seat 4, makes the friend", () => {
    let { state, events } = playTrick(start("next-copy"), ["DA", "S8", "D3", "D4", "S3", "S5"]);
    expect(state.calls[1]).toMatchObject({ by: null, seen: 1 });
    expect(events.some((e) => e.type === "friend")).toBe(false);
    ({ state, events } = playTrick(state, ["S7", "S9", "DA", "D5", "S4", "S6"]));
    expect(events).toContainEqual({ type: "friend", seat: 4, call: 1 });
    expect(state.results[0]?.makers).toEqual([0, 2, 4]);
  });

  it("`next-copy`: the maker's own copy does not count either", () => {
    const s = atPlay({
      preset: "zpy-pagat", players: 5, options: { doubleJoin: "next-copy" }, maker: 0, trump: { rank: "2", suit: "H" },
      hands: ["CA", "S5", "CA", "S8", "S9"], calls: [{ card: "CA", ordinal: 1, seen: 0 }],
    });
    const { state, events } = playTrick(s, ["CA", "S5", "CA", "S8", "S9"]);
    expect(events).toContainEqual({ type: "friend", seat: 2, call: 0 });
    expect(state.results[0]?.makers).toEqual([0, 2]);
    // Under `spends-call` the maker's copy spends it: the maker plays alone.
    expect(playTrick({ ...s, rules: { ...s.rules, doubleJoin: "spends-call" } }, ["CA", "S5", "CA", "S8", "S9"]).state.results[0]?.makers).toEqual([0]);
  });
});

describe("the number of friends (rbtying `game_mode`: `FindingFriends { num_friends }`)", () => {
  it("the maker calls as many as the table chose; the bots and the listed moves call that many", () => {
    const s = atCalling({ callCount: 3 }, { rank: 2, suit: "H" }, 8);
    const r = refusal(s, 0, { type: "call", friends: [{ card: "CA", ordinal: 1 }] });
    expect(r).toMatchObject({ code: "wrong-call-count", message: "Call exactly 3 friend cards." });
    const listed = legalActions(s, 0);
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) expect(a.type === "call" && a.friends.length).toBe(3);
    const bot = botAction(viewFor(s, 0), 0);
    expect(bot?.type === "call" && (bot.friends as FriendCall[]).length).toBe(3);
    expect(applyAction(s, 0, bot).ok).toBe(true);
    const strong = botMove(s, 0, "strong", "k");
    expect(strong !== null && applyAction(s, 0, strong).ok).toBe(true);
  });

  it("refused where it cannot be: more friends than leave a catcher, or at fixed partners", () => {
    expect(setupProblem({ preset: "zpy-pagat", options: { callCount: 5 } }, 6)).toMatch(/^options\.callCount: with 6 players the maker may call at most 4 friends/);
    expect(setupProblem({ preset: "zpy-pagat", options: { callCount: 4 } }, 6)).toBeNull();
    expect(setupProblem({ preset: "tractor-classic", options: { callCount: 1 } }, 4)).toBe('options.callCount: friends are called only when teams is "friends"');
    expect(setupProblem({ preset: "tractor-classic", options: { doubleJoin: "next-copy" } }, 4)).toMatch(/^options\.doubleJoin: /);
  });

  it("a side short of the table's own number is short: 000's multiplier counts from it", () => {
    const s = atPlay({
      preset: "zpy-pagat", players: 6, options: { callCount: 1 }, maker: 0, trump: { rank: "2", suit: "H" },
      hands: ["SK", "S3", "S4", "S5", "S6", "S7"], calls: [{ card: "CA", ordinal: 1, seen: 1, by: 3, revealed: true }], friends: [3], won: [0, 30, 0, 0, 0, 0],
    });
    // The maker and one friend are a full side with one friend called: +2 (5–35 points with two packs), not ×2.
    expect(playTrick(s, ["SK", "S3", "S4", "S5", "S6", "S7"]).state.results[0]).toMatchObject({ winner: "makers", levels: 2 });
    const two = { ...s, rules: { ...s.rules, callCount: 2 } };
    expect(playTrick(two, ["SK", "S3", "S4", "S5", "S6", "S7"]).state.results[0]).toMatchObject({ winner: "makers", levels: 4 });
  });
});

describe("the deck and the kitty (rbtying `num_decks`, `kitty_size`, `special_decks`)", () => {
  const plan = (options: Record<string, unknown>, players: number) => {
    const p = dealPlanFor({ deck: "pack-per-two", packs: null, kitty: null, jokerPacks: null, ...options } as Parameters<typeof dealPlanFor>[0], players);
    if (typeof p === "string") throw new Error(p);
    return p;
  };

  it("#290: eight players on four packs without their jokers and a kitty of eight: 25 cards each, none taken out", () => {
    const p = plan({ jokerPacks: 0, kitty: 8 }, 8);
    expect(p).toMatchObject({ handSize: 25, kitty: 8, deck: { packs: 4, bigJokers: 0, littleJokers: 0, removed: [] } });
    expect(makeDeck(p.deck)).toHaveLength(208);
  });

  it("#239: five players choose three packs: 31 each and a kitty of seven", () => {
    expect(plan({ packs: 3 }, 5)).toMatchObject({ handSize: 31, kitty: 7 });
  });

  it("#274: seven players, five packs, a kitty of six: five low cards leave the deck, never a point card", () => {
    const p = plan({ packs: 5, kitty: 6 }, 7);
    expect(p).toMatchObject({ handSize: 37, kitty: 6 });
    expect(p.deck.removed).toEqual(["S2", "C2", "D2", "H2", "S3"]);
    expect(points(makeDeck(p.deck))).toBe(500);
  });

  it("from a single pack low cards leave spread over the ranks: twelve players, one pack, a kitty of one", () => {
    const p = plan({ packs: 1, kitty: 1 }, 12);
    expect(p.deck.removed).toEqual(["S2", "C3", "D4", "H6", "S7"]);
    expect(makeDeck(p.deck).filter((c) => c.endsWith("2"))).toHaveLength(3);
  });

  it("the same with the rule's own kitty where jokers leave (one pack without jokers, ten players): no rank loses every copy", () => {
    const p = plan({ packs: 1, jokerPacks: 0 }, 10);
    expect(p).toMatchObject({ kitty: 8, handSize: 4 });
    expect(p.deck.removed).toEqual(["S2", "C3", "D4", "H6"]);
  });

  it("some packs keep their jokers: seven players, full packs of three, one pair of jokers", () => {
    const s = newGame("zpy-pagat", 7, "jokers", { deck: "full-packs", packs: 3, jokerPacks: 1 });
    const p = planFor(s.rules, 7);
    expect(p.deck).toMatchObject({ packs: 3, bigJokers: 1, littleJokers: 1 });
    expect(s.stock.filter((c) => c === "BJ" || c === "LJ")).toHaveLength(2);
  });

  it("refused where it cannot be: a kitty larger than a hand, more joker packs than packs", () => {
    expect(setupProblem({ preset: "zpy-online", options: { packs: 1, kitty: 8 } }, 12)).toMatch(/^options\.kitty: a kitty of 8 is more than a hand \(3 cards each for 12 players\)/);
    expect(setupProblem({ preset: "zpy-online", options: { packs: 1, kitty: 4 } }, 12)).toBeNull();
    expect(setupProblem({ preset: "zpy-online", options: { jokerPacks: 4 } }, 6)).toBe("options.jokerPacks: 6 players are dealt 3 packs, not 4");
    // Like `packs`, the kitty and the jokers are the deck rule's own where it does not deal whole packs.
    expect(planFor(newGame("zpy-pagat", 6, "fixed-deck", { kitty: 4, jokerPacks: 0 }).rules, 6)).toEqual(planFor(newGame("zpy-pagat", 6, "fixed-deck").rules, 6));
  });
});

describe("a game under every one of these rules at once", () => {
  const options = {
    deck: "pack-per-two", packs: 4, jokerPacks: 0, kitty: 8, callCount: 3, doubleJoin: "next-copy", callable: "not-trump-or-points",
    kittyBonus: "power", scoring: "custom", mustDefend: "points", topLevel: "no-trump", jackVariation: true,
  };
  const SECRET = "5a".repeat(32);

  /** Bots play `hands` hands (a bid before the next card, else the table's step); each hand's log and end. */
  function play(level: "basic" | "strong", hands: number): { logs: HandLog[]; ends: GameState[] } {
    let s: GameState = createGame({ preset: "zpy-pagat", options }, SECRET, 8);
    const logs: HandLog[] = [];
    const ends: GameState[] = [];
    let current: LogEntry[] = [];
    for (let i = 0; i < 20_000 && logs.length < hands; i++) {
      let move: { actor: LogEntry["actor"]; action: LogEntry["action"] } | null = null;
      for (const seat of [...awaiting(s), ...Array(s.players).keys()]) {
        const action = level === "basic" ? botAction(viewFor(s, seat), seat) : botMove(s, seat, level, "k");
        if (action) {
          move = { actor: seat, action: action as LogEntry["action"] };
          break;
        }
      }
      if (!move) {
        const table = legalActions(s, "table")[0];
        if (!table) throw new Error(`nobody can act in ${shengji(s).phase}`);
        move = { actor: "table", action: (table.type === "draw" ? { type: "draw", count: 1000 } : table) as LogEntry["action"] };
      }
      const step = applyAction(s, move.actor, move.action);
      // Every bot move is accepted.
      if (!step.ok) throw new Error(`${String(move.actor)} ${JSON.stringify(move.action)} refused: ${step.error.message}`);
      const before = shengji(s).results.length;
      s = step.state;
      current.push(move);
      if (shengji(s).results.length > before) {
        logs.push({ key: handKey(SECRET, logs.length), actions: current });
        ends.push(s);
        current = [];
      }
    }
    return { logs, ends };
  }

  it("calling fewer friends than the seeds' floor(n/2) − 1 is refused where levels must be defended: only the makers end such a game", () => {
    // Two makers and one friend against five, and only a makers' win at the top ends the game: it hardly ever does.
    expect(setupProblem({ preset: "zpy-pagat", options: { ...options, callCount: 2 } }, 8)).toMatch(/^options\.callCount: .*call at least 3 friends with 8 players/);
    expect(setupProblem({ preset: "zpy-pagat", options: { ...options, callCount: 2, mustDefend: "none" } }, 8)).toBeNull();
  });

  it("is accepted for eight players, and its hands replay from their logs to the same results (basic and strong bots)", () => {
    expect(setupProblem({ preset: "zpy-pagat", options }, 8)).toBeNull();
    for (const level of ["basic", "strong"] as const) {
      const { logs, ends } = play(level, 2);
      expect(logs).toHaveLength(2);
      const first = shengji(ends[0] as GameState);
      expect(first.results[0]?.makers.length).toBeGreaterThanOrEqual(1);
      expect(planFor(first.rules, 8)).toMatchObject({ kitty: 8, handSize: 25 });
      const replayed = replayHands({ preset: "zpy-pagat", options }, 8, logs);
      replayed.forEach((h, k) => {
        const end = shengji(h.states.at(-1) as GameState);
        expect(end.results, `${level} hand ${k}`).toEqual(shengji(ends[k] as GameState).results);
        expect(end.seats).toEqual(shengji(ends[k] as GameState).seats);
      });
    }
  });

});
