/**
 * The whole game of seeds/002_226fd5f9fee0f853.txt: the deal, tricks with
 * passes, players out of cards, the end of a deal, scoring, later deals and
 * the end of the game, and refusals in words.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeDeck, points } from "../../../src/engine/cards";
import { handRng, shuffled } from "../../../src/engine/random";
import type { Actor, RuleError } from "../../../src/engine/types";
import {
  applyZhengFen,
  createZhengFen,
  isZhengFenOver,
  legalZhengFen,
  validateZhengFenOptions,
} from "../../../src/engine/zhengfen";
import type { ZhengFenEvent, ZhengFenState } from "../../../src/engine/zhengfen";

const SEED = "002_226fd5f9fee0f853.txt";
const c = (text: string): string[] => text.split(/\s+/).filter((x) => x.length > 0);

/** A deal in progress with the given hands (not a full pack: these test the flow, not the scoring total). */
function table(hands: string[], leader = 0, scores?: number[]): ZhengFenState {
  const base = createZhengFen({}, "flow", hands.length);
  return {
    ...base,
    phase: "play",
    deal: 1,
    hands: hands.map(c),
    caught: hands.map(() => []),
    scores: scores ?? hands.map(() => 0),
    turn: leader,
    trick: { leader, entries: [], current: null, passes: 0 },
  };
}

type Move = [Actor, string]; // "pass", or the cards to play
function run(state: ZhengFenState, moves: Move[]): { state: ZhengFenState; events: ZhengFenEvent[] } {
  const events: ZhengFenEvent[] = [];
  for (const [actor, what] of moves) {
    const action = what === "pass" ? { type: "pass" } : what === "deal" ? { type: "deal" } : { type: "play", cards: c(what) };
    const step = applyZhengFen(state, actor, action);
    if (!step.ok) throw new Error(`${String(actor)} ${what}: ${step.error.code}: ${step.error.message}`);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

function deepFreeze<T>(x: T): T {
  if (typeof x === "object" && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe(`${SEED}: the deal`, () => {
  it('"From three to six people can play." and options are checked', () => {
    expect(() => createZhengFen({}, "s", 2)).toThrow(/3 to 6 players/);
    expect(() => createZhengFen({}, "s", 7)).toThrow(/3 to 6 players/);
    expect(() => createZhengFen({ packs: 0 }, "s", 4)).toThrow(/packs/);
    expect(validateZhengFenOptions({ target: 700 })).toMatch(/target/);
    expect(validateZhengFenOptions({ packs: 1.5 })).toMatch(/packs/);
    expect(validateZhengFenOptions({ speed: 1 })).toMatch(/speed/);
    expect(validateZhengFenOptions({ packs: 2, target: 1000 })).toBeNull();
    const s = createZhengFen({}, "s", 4);
    expect(s.game).toBe("zheng-fen");
    expect(s.options).toEqual({ packs: 1, target: 500 });
    expect(s.phase).toBe("deal");
    expect(legalZhengFen(s, "table")).toEqual([{ type: "deal" }]);
    expect(legalZhengFen(s, 0)).toEqual([]);
  });

  it('"each player takes the top card ... Some players may have one more card than others"; "the player who holds the three of hearts leads to the first trick"', () => {
    for (const n of [3, 4, 5, 6]) {
      const s0 = createZhengFen({}, `deal-${n}`, n);
      // "a randomly chosen player shuffles, that player's right-hand neighbour cuts" and draws first.
      expect(s0.firstDrawer).toBe((s0.shuffler + 1) % n);
      const { state: s, events } = run(s0, [["table", "deal"]]);
      const pack = shuffled(makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }), handRng("deal-" + n, 0, "deal"));
      pack.forEach((card, i) => expect(s.hands[(s0.firstDrawer + i) % n]).toContain(card));
      const sizes = s.hands.map((h) => h.length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(54);
      for (let i = 0; i < n; i++) expect(sizes[(s0.firstDrawer + i) % n]).toBe(Math.floor(54 / n) + (i < 54 % n ? 1 : 0));
      const holder = s.hands.findIndex((h) => h.includes("H3"));
      expect(s.turn).toBe(holder);
      expect(events[0]).toMatchObject({ type: "dealt", leader: holder, handCounts: sizes });
    }
  });

  it("with two packs the first three of hearts drawn decides the leader", () => {
    const s0 = createZhengFen({ packs: 2 }, "two-packs", 5);
    const s = run(s0, [["table", "deal"]]).state;
    expect(s.hands.flat().length).toBe(108);
    const pack = shuffled(makeDeck({ packs: 2, bigJokers: 2, littleJokers: 2 }), handRng("two-packs", 0, "deal"));
    expect(s.turn).toBe((s0.firstDrawer + pack.indexOf("H3")) % 5);
  });
});

describe(`${SEED}: points`, () => {
  it('"The fives are worth 5 points each, and the tens and kings are worth 10 points each. All the other cards are worthless. There are therefore 100 points in total to be won on each hand."', () => {
    const pack = makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 });
    expect(points(pack)).toBe(100);
    expect(points(c("S5 H10 DK CQ SA S2 S3"))).toBe(25);
  });
  it('"Note that jokers have zero scoring value, even if they were used to substitute for a king, ten or five in the play."', () => {
    // J-J-J + 5 + joker (standing for a king: triple + two counting cards) wins a trick worth 5, not 15.
    const s = table(["SJ HJ DJ S5 LJ S3", "S4", "S6"]);
    const after = run(s, [[0, "SJ HJ DJ S5 LJ"], [1, "pass"], [2, "pass"]]).state;
    expect(after.lastTrick).toMatchObject({ winner: 0, points: 5 });
  });
});

describe(`${SEED}: tricks`, () => {
  it('"If you pass at your turn to play to a trick, this does not prevent you playing to that same trick if the turn comes round to you again." and "The trick ends when all the players but one pass in succession."', () => {
    const s = table(["S3 H8 DK", "S4 S9 C2", "S6 S10 HA"]);
    const after = run(s, [
      [0, "S3"],
      [1, "pass"],
      [2, "S6"],
      [0, "H8"],
      [1, "S9"], // passed earlier in this trick
      [2, "S10"],
      [0, "DK"], // seat 0 is out
      [1, "C2"],
      [2, "pass"], // everyone else with cards has passed: the trick is seat 1's
    ]);
    expect(after.state.lastTrick).toMatchObject({ winner: 1, points: 20 });
    expect(after.state.caught[1]).toHaveLength(7);
    expect(after.state.turn).toBe(1);
    expect(after.state.out).toEqual([0]);
    expect(after.events.map((e) => e.type)).toContain("went-out");
  });

  it('"The players with no cards simply miss their turns."', () => {
    const s = table(["S2", "S3 S4", "S5 S6", "S7 S8"]);
    const a = run(s, [[0, "S2"]]).state;
    expect(a.out).toEqual([0]);
    expect(a.turn).toBe(1);
    const b = run(a, [[1, "pass"], [2, "pass"]]).state;
    expect(b.turn).toBe(3);
    expect(b.trick?.passes).toBe(2);
  });

  it('"If a player with no cards is due to lead, having just won a trick by playing their last card(s), the lead passes to the next player to the right who has cards."', () => {
    const s = table(["S2", "S3 S4", "S5 S6", "S7 S8"], 0);
    const after = run(s, [[0, "S2"], [1, "pass"], [2, "pass"], [3, "pass"]]).state;
    expect(after.lastTrick?.winner).toBe(0);
    expect(after.caught[0]).toEqual(["S2"]);
    expect(after.trick).toMatchObject({ leader: 1, current: null });
    expect(after.turn).toBe(1);
  });

  it('"The winner of the trick leads to the next trick, and may lead a combination from any category."', () => {
    const s = table(["S3 H4", "S9 SQ", "S5 S6"]);
    const after = run(s, [[0, "S3"], [1, "S9"], [2, "pass"], [0, "pass"]]).state;
    expect(after.turn).toBe(1);
    expect(legalZhengFen(after, 1)).not.toContainEqual({ type: "pass" });
    const refused = applyZhengFen(after, 1, { type: "pass" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("must-lead");
  });

  it('"between two equal combinations, whichever is played first to a trick prevents the other one from being played to the same trick"', () => {
    const s = table(["S8 H8 S3", "D8 C8 S4", "S5 S6 S7"]);
    const a = run(s, [[0, "S8 H8"]]).state;
    const refused = applyZhengFen(a, 1, { type: "play", cards: ["D8", "C8"] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe("too-low");
      expect(refused.error.message).toBe("a pair of 8s does not beat a pair of 8s: play higher or pass");
      expect(refused.error.params).toEqual({ playedCategory: "B", playedRank: 8, playedLength: 2, leadCategory: "B", leadRank: 8, leadLength: 2 });
    }
  });

  it('"they must play a higher ranking combination of cards of the same category that was led, or one of the special combinations from category J"', () => {
    const s = table(["SA HA S3", "S5 H10 SK D9 C9 C3", "S6 S7 S8"]);
    const a = run(s, [[0, "SA HA"]]).state;
    const wrong = applyZhengFen(a, 1, { type: "play", cards: ["C3"] });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe("wrong-category");
    const low = applyZhengFen(a, 1, { type: "play", cards: ["D9", "C9"] });
    expect(low.ok).toBe(false);
    const special = run(a, [[1, "S5 H10 SK"]]).state;
    expect(special.trick?.current).toMatchObject({ seat: 1, category: "J", rank: 1 });
    expect(legalZhengFen(special, 2)).toEqual([{ type: "pass" }]);
  });
});

describe(`${SEED}: the end of a deal and scoring`, () => {
  it('"that last player is allowed to beat the combination played by the second last player left in if able to"', () => {
    const s = table(["S3 H8 DK", "S4 S9 C2", "S6 S10 HA"]);
    const mid = run(s, [[0, "S3"], [1, "pass"], [2, "S6"], [0, "H8"], [1, "S9"], [2, "S10"], [0, "DK"], [1, "C2"], [2, "pass"]]).state;
    // Seat 1 leads its last card; seat 2 alone has cards and may still beat it.
    const last = run(mid, [[1, "S4"]]).state;
    expect(last.turn).toBe(2);
    expect(legalZhengFen(last, 2)).toEqual([{ type: "play", cards: ["HA"] }, { type: "pass" }]);
    const beaten = run(last, [[2, "HA"]]);
    expect(beaten.state.phase).toBe("deal");
    expect(beaten.state.lastDeal).toMatchObject({ first: 0, last: 2, outOrder: [0, 1, 2], lastHand: [] });
    const passed = run(last, [[2, "pass"]]);
    expect(passed.state.lastDeal).toMatchObject({ first: 0, last: 2, lastHand: ["HA"] });
    expect(passed.state.caught[1]).toContain("S4");
  });

  it('"all the cards in the tricks taken by the last player, and all the cards remaining in the last player\'s hand at the end, must be given to the first player"; "The player who came last will of course score nothing."', () => {
    // Seat 2 wins a 10-point trick, then comes last holding a king.
    const s = table(["S3 S4", "H5 D5 SQ", "S10 SA SK H3"], 0, [100, 200, 300]);
    const out = run(s, [
      [0, "S3"],
      [1, "SQ"],
      [2, "SA"],
      [0, "pass"],
      [1, "pass"], // seat 2 takes S3 SQ SA: 0 points
      [2, "S10"],
      [0, "pass"],
      [1, "pass"], // seat 2 takes its own 10
      [2, "H3"],
      [0, "S4"], // seat 0 is out first
      [1, "H5"],
      [2, "pass"], // seat 1 takes H3 S4 H5: 5 points
    ]).state;
    expect(out.out).toEqual([0]);
    expect(out.turn).toBe(1);
    const end = run(out, [[1, "D5"]]); // seat 1 goes out; seat 2 may answer with its king
    expect(end.state.turn).toBe(2);
    const done = run(end.state, [[2, "pass"]]);
    const scored = done.events.find((e) => e.type === "deal-scored");
    expect(scored).toMatchObject({ first: 0, last: 2, lastHand: ["SK"], points: [20, 10, 0], scores: [120, 210, 300] });
    expect(done.state.caught[0]).toEqual(expect.arrayContaining(["S10", "SK"]));
  });

  it('"The player who came last in the previous hand shuffles. The player who came first takes the first card in the deal ... The player who came first in the previous hand also leads to the first trick"', () => {
    const s = table(["S3 S4", "H5 D5 SQ", "S10 SA SK H3"]);
    const done = run(s, [
      [0, "S3"], [1, "SQ"], [2, "SA"], [0, "pass"], [1, "pass"], [2, "S10"], [0, "pass"], [1, "pass"],
      [2, "H3"], [0, "S4"], [1, "H5"], [2, "pass"], [1, "D5"], [2, "pass"],
    ]).state;
    expect(done.shuffler).toBe(2);
    expect(done.firstDrawer).toBe(0);
    expect(legalZhengFen(done, "table")).toEqual([{ type: "deal" }]);
    const next = run(done, [["table", "deal"]]).state;
    expect(next.deal).toBe(2);
    expect(next.turn).toBe(0);
    const pack = shuffled(makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }), handRng("flow", 1, "deal"));
    expect(next.hands[0]).toContain(pack[0]);
    expect(next.hands.map((h) => h.length)).toEqual([18, 18, 18]);
  });

  it('"If someone has reached or gone above the target figure the game ends and the player with the highest score wins."', () => {
    const s = table(["S3 S4", "H5 D5 SQ", "S10 SA SK H3"], 0, [490, 480, 300]);
    const done = run(s, [
      [0, "S3"], [1, "SQ"], [2, "SA"], [0, "pass"], [1, "pass"], [2, "S10"], [0, "pass"], [1, "pass"],
      [2, "H3"], [0, "S4"], [1, "H5"], [2, "pass"], [1, "D5"], [2, "pass"],
    ]);
    expect(done.state.phase).toBe("over");
    expect(isZhengFenOver(done.state)).toBe(true);
    expect(done.state.scores).toEqual([510, 490, 300]);
    expect(done.state.winners).toEqual([0]);
    expect(done.events.at(-1)).toMatchObject({ type: "game-over", winners: [0] });
    expect(legalZhengFen(done.state, "table")).toEqual([]);
    const after = applyZhengFen(done.state, "table", { type: "deal" });
    expect(after.ok).toBe(false);
  });
});

describe("refusals", () => {
  const s = table(["S3 S4 S5 LJ BJ HQ", "D9 C9", "S6 S7"]);
  const refusal = (actor: Actor, action: unknown): RuleError => {
    const r = applyZhengFen(s, actor, action);
    if (r.ok) throw new Error("accepted");
    return r.error;
  };
  it("says what is wrong in words, never naming another player's cards", () => {
    expect(refusal(1, { type: "pass" })).toEqual({ code: "not-your-turn", message: "it is seat 0's turn, not yours", params: { seat: 0 } });
    expect(refusal(0, { type: "play", cards: ["D9"] })).toEqual({
      code: "not-in-hand",
      message: "you do not hold the 9 of diamonds",
      params: { card: "D9", held: 0, count: 1 },
    });
    expect(refusal(0, { type: "play", cards: ["S3", "S3"] })).toEqual({
      code: "not-in-hand",
      message: "you hold 1 of the 3 of spades, not 2",
      params: { card: "S3", held: 1, count: 2 },
    });
    expect(refusal(0, { type: "play", cards: ["S3", "HQ"] })).toMatchObject({ code: "not-a-combination", params: { count: 2 } });
    expect(refusal(0, { type: "play", cards: ["S1"] })).toMatchObject({ code: "not-a-card", params: { card: "S1" } });
    expect(refusal(0, { type: "play", cards: [] }).code).toBe("bad-action");
    expect(refusal(0, { type: "play", cards: ["S3"], extra: 1 }).code).toBe("bad-action");
    expect(refusal(0, { type: "fold" }).code).toBe("bad-action");
    expect(refusal(0, null).code).toBe("bad-action");
    expect(refusal(7, { type: "pass" })).toMatchObject({ code: "bad-actor", params: { players: 3 } });
    expect(refusal(0, { type: "deal" }).code).toBe("table-only");
    expect(refusal("table", { type: "pass" }).code).toBe("not-a-seat");
    expect(refusal("table", { type: "deal" }).code).toBe("wrong-phase");
    expect(refusal(0, { type: "play", cards: ["S3", "S4", "S5", "LJ", "BJ"], as: "E" })).toEqual({
      code: "not-that-category",
      message: "those cards are not a sequence of pairs",
      params: { category: "E" },
    });
  });
  it("lets a leader name the category of cards that read several ways", () => {
    const asRun = run(s, [[0, "S3 S4 S5 LJ BJ"]]).state;
    expect(asRun.trick?.current).toMatchObject({ category: "I", rank: 7 });
    const r = applyZhengFen(s, 0, { type: "play", cards: c("S3 S4 S5 LJ BJ"), as: "H" });
    expect(r.ok && r.state.trick?.current).toMatchObject({ category: "H", rank: 5 });
  });
  it("never throws, whatever the action or actor", () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.anything(), fc.integer({ min: -2, max: 5 })), (action, actor) => {
        const r = applyZhengFen(s, actor as Actor, action);
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 500, seed: 2005 },
    );
  });
});

describe("determinism and immutability", () => {
  it("the same seed and actions give the same state; inputs are never changed", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.integer({ min: 3, max: 6 }), fc.nat(), (seed, n, salt) => {
        let s = deepFreeze(createZhengFen({}, seed, n));
        const log: [Actor, unknown][] = [];
        let pick = salt;
        for (let i = 0; i < 400 && !isZhengFenOver(s); i++) {
          const actor: Actor = s.phase === "deal" ? "table" : (s.turn as number);
          const legal = legalZhengFen(s, actor);
          pick = (pick * 1103515245 + 12345) % 2147483648;
          const action = legal[pick % legal.length];
          const r = applyZhengFen(s, actor, action);
          if (!r.ok) throw new Error(r.error.message);
          log.push([actor, action]);
          s = deepFreeze(r.state);
        }
        let replay = createZhengFen({}, seed, n);
        for (const [actor, action] of log) {
          const r = applyZhengFen(replay, actor, action);
          if (!r.ok) throw new Error(r.error.message);
          replay = r.state;
        }
        expect(replay).toEqual(s);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 25, seed: 2006 },
    );
  });
});
