/**
 * The kitty: the maker takes it and buries as many cards face down; who
 * sees what and when; 001's exposed kitty; the last-trick bonus ×2 and
 * 004's multiplier from the last trick's format.
 */
import { describe, expect, it } from "vitest";
import { legalActions, viewFor } from "../../../src/engine";
import { type Card, hand, points } from "../../../src/engine/cards";
import { drive } from "../../../src/engine/driver";
import { planFor } from "../../../src/engine/shengji/deal";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import { SEED_000, SEED_001, SEED_004, act, apply, atPlay, dealAll, giveCards, newGame, playTrick, refusal, shengji } from "./flow-support";

const view = (s: ShengjiState, v: number | "spectator") => viewFor(s, v) as ShengjiView;

/** A hand of `preset` in its burying phase, seat `maker` having declared with a 2 of diamonds. */
function toBurying(preset: "zpy-pagat" | "zpy-80" | "shengji-online", players: number, maker: number, seed = "kitty") {
  let s = giveCards(newGame(preset, players, seed), { [maker]: "D2" });
  s = apply(s, maker, { type: "bid", cards: ["D2"] });
  s = dealAll(s);
  return act(s, "table", { type: "close-bidding" });
}

describe("taking and burying the kitty", () => {
  it(`${SEED_000}: 'The player who made trumps picks up these cards without showing them to the other players and discards an equal number of cards face down'`, () => {
    const { state: s, events } = toBurying("zpy-pagat", 6, 2);
    const plan = planFor(s.rules, 6);
    expect(events).toContainEqual({ type: "kitty-taken", seat: 2, count: plan.kitty });
    expect(s.hands[2]).toHaveLength(plan.handSize + plan.kitty);
    expect(s.hands[2]?.slice(-plan.kitty)).toEqual(s.kitty);
    // The kitty is secret: no view shows it, and the events say only how many cards.
    for (const v of [0, 1, 3, "spectator"] as const) {
      expect(view(s, v).kitty).toBeNull();
      expect(view(s, v).buried).toBeNull();
    }
    expect(events).toEqual([{ type: "trump", trump: { rank: 2, suit: "D" }, maker: 2, why: "bid", by: 2 }, { type: "kitty-taken", seat: 2, count: plan.kitty }]);

    const cards = s.hands[2]?.slice(0, plan.kitty) as Card[];
    expect(refusal(s, 2, { type: "bury", cards: cards.slice(1) }).code).toBe("wrong-count");
    expect(refusal(s, 2, { type: "bury", cards: [...cards, cards[0] as Card] }).code).toBe("wrong-count");
    expect(refusal(s, 1, { type: "bury", cards }).code).toBe("not-maker");
    const notHeld = (s.hands[1] as Card[]).find((c) => !(s.hands[2] as Card[]).includes(c)) as Card;
    expect(refusal(s, 2, { type: "bury", cards: [notHeld, ...cards.slice(1)] }).code).toBe("not-in-hand");
    expect(refusal(s, 2, { type: "bury", cards, exposed: true }).code).toBe("cannot-expose");
    expect(refusal(s, 2, { type: "play", cards: [cards[0] as Card] }).code).toBe("not-playing");

    const r = act(s, 2, { type: "bury", cards });
    expect(r.events).toEqual([{ type: "buried", seat: 2, count: plan.kitty, exposed: null }]);
    expect(r.state.hands[2]).toHaveLength(plan.handSize);
    expect(r.state.phase).toBe("calling");
    // Hidden from others until the hand ends; the maker sees what they buried.
    expect(view(r.state, 2).buried).toEqual(cards);
    for (const v of [0, 1, 3, 4, 5, "spectator"] as const) expect(view(r.state, v).buried).toBeNull();
    for (const v of [0, 1, 2, 3, 4, 5, "spectator"] as const) expect(view(r.state, v).kitty).toBeNull();
    expect(refusal(r.state, 2, { type: "bury", cards })).toMatchObject({ code: "not-burying" });
  });

  it("every listed burial buries exactly the kitty's size from the maker's hand", () => {
    const { state: s } = toBurying("shengji-online", 4, 1);
    const options = legalActions(s, 1);
    expect(options.length).toBeGreaterThan(0);
    for (const a of options) {
      expect(a.type).toBe("bury");
      const r = act(s, 1, a);
      expect(r.state.buried).toHaveLength(planFor(s.rules, 4).kitty);
      // With fixed partners there are no friends to call: play begins, the leader leads.
      expect(r.state.phase).toBe("playing");
      expect(r.state.trick).toEqual({ leader: 1, plays: [] });
    }
    expect(legalActions(s, 0)).toEqual([]);
  });

  it("when the hand is over everyone sees the kitty as dealt and as buried; afterwards they stay in the hand's result", () => {
    let s = toBurying("zpy-pagat", 5, 0, "kitty-end").state;
    const result = drive(s, { maxHands: 1 });
    s = shengji(result.state);
    expect(["scored", "over"]).toContain(s.phase);
    for (const v of [0, 1, 2, 3, 4, "spectator"] as const) {
      expect(view(s, v).kitty).toEqual(s.kitty);
      expect(view(s, v).buried).toEqual(s.buried);
    }
    expect(s.results[0]).toMatchObject({ kitty: s.kitty, buried: s.buried });
    if (s.phase === "scored") {
      const next = apply(s, "table", { type: "next-hand" });
      expect(view(next, 1).kitty).toBeNull();
      expect(view(next, 1).buried).toBeNull();
      expect(view(next, 1).lastResult?.buried).toEqual(s.buried);
    }
  });
});

describe(`${SEED_001}: the exposed kitty`, () => {
  it("'If the declarer instead reveals these secret exchange cards by placing them face-up, the points won't count double but do go to the team that wins the last trick.'", () => {
    const { state: s } = toBurying("zpy-80", 6, 3, "exposed");
    const cards = (s.hands[3] as Card[]).slice(0, 6);
    expect(legalActions(s, 3)).toContainEqual(expect.objectContaining({ type: "bury", exposed: true }));
    const r = act(s, 3, { type: "bury", cards, exposed: true });
    expect(r.events).toEqual([{ type: "buried", seat: 3, count: 6, exposed: cards }]);
    for (const v of [0, 1, 2, 3, 4, 5, "spectator"] as const) expect(view(r.state, v).buried).toEqual(cards);
  });

  it("an exposed kitty counts single for the catchers who take the last trick", () => {
    const base = {
      preset: "zpy-80" as const,
      players: 4,
      maker: 0,
      trump: { rank: "2", suit: "H" as const },
      hands: ["S3", "SA", "S4", "S6"],
      leader: 1,
      calls: [{ card: "CA", ordinal: 1, seen: 1, by: 2, revealed: true }],
      friends: [2],
      buried: "SK S10 S5 C3 C4 C6",
    };
    const exposed = playTrick(atPlay({ ...base, kittyExposed: true }), ["SA", "S4", "S6", "S3"]).state.results[0];
    expect(exposed).toMatchObject({ kittyMultiplier: 1, kittyPoints: 25, catcherPoints: 25 });
    const hidden = playTrick(atPlay(base), ["SA", "S4", "S6", "S3"]).state.results[0];
    expect(hidden).toMatchObject({ kittyMultiplier: 2, kittyPoints: 50, catcherPoints: 50 });
  });
});

describe(`${SEED_000}: 'if they won the last trick, the cards discarded by the trump maker are exposed and the value of any discarded kings tens or fives is doubled'`, () => {
  const setup = (leader: number, hands: string[]) =>
    atPlay({
      preset: "zpy-pagat",
      players: 5,
      maker: 0,
      trump: { rank: "2", suit: "H" },
      hands,
      leader,
      calls: [{ card: "CA", ordinal: 1, seen: 1, by: 1, revealed: true }],
      friends: [1],
      won: [0, 0, 20, 0, 10],
      buried: "SK S10 S5 C3 C4 C6 C7 C8",
    });
  it("the catchers take the last trick: kitty points ×2", () => {
    const s = playTrick(setup(3, ["S3", "S4", "S6", "SA", "S7"]), ["SA", "S7", "S3", "S4", "S6"]).state;
    expect(s.results[0]).toMatchObject({ trickPoints: 30, kittyPoints: 50, kittyMultiplier: 2, catcherPoints: 80 });
  });
  it("the makers take it: the kitty's points count for nobody", () => {
    const s = playTrick(setup(1, ["S3", "SA", "S6", "S4", "S7"]), ["SA", "S6", "S4", "S7", "S3"]).state;
    expect(s.results[0]).toMatchObject({ trickPoints: 30, kittyPoints: 0, catcherPoints: 30 });
  });
});

describe(`${SEED_004}: 'multiplied by twice the number of cards in the largest component of the last trick's format'`, () => {
  // 'Length of the last trick-format / Point multiplier: 1 → 2, 2 → 4, 3 → 6, 4 (e.g. tractor) → 8'
  const buried = "SK S10 S5 C3 C4 C6 C7 C8"; // 25 points
  const last = (preset: "shengji-online" | "zpy-online", players: number, hands: string[], leader: number) => {
    let s = atPlay({
      preset,
      players,
      maker: 0,
      trump: { rank: "2", suit: "H" },
      hands,
      leader,
      friends: preset === "zpy-online" ? [2] : [],
      buried,
    });
    const order = hands.map((_, i) => hands[(leader + i) % players] as string);
    s = playTrick(s, order).state;
    const r = s.results[0];
    if (!r) throw new Error("the hand did not end");
    return r;
  };
  it.each([
    ["a single", ["S3", "SA", "S4", "S6"], 2],
    ["a pair", ["S3 S4", "SA SA", "S6 S7", "S8 S9"], 4],
    ["a tractor of two pairs", ["S3 S4 S6 S7", "SQ SQ SJ SJ", "S8 S9 SA D3", "D4 D6 D7 D8"], 8],
    ["a throw of a pair and a single (the longest component counts)", ["S3 S4 S6", "SA SA SQ", "S7 S8 S9", "D4 D6 D7"], 4],
  ])("last trick led by %s: ×%i", (_name, hands, multiplier) => {
    const r = last("shengji-online", 4, hands, 1);
    expect(r.kittyMultiplier).toBe(multiplier);
    expect(r.kittyPoints).toBe(25 * multiplier);
    expect(r.catcherPoints).toBe(r.trickPoints + 25 * multiplier);
  });
  it("a triple (three packs): ×6", () => {
    const r = last("zpy-online", 6, ["S3 S4 S6", "SA SA SA", "S7 S8 S9", "D3 D4 D6", "D7 D8 D9", "C3 C4 C6"], 1);
    expect(r).toMatchObject({ kittyMultiplier: 6, kittyPoints: 150 });
  });
  it("only when the catchers win the last trick", () => {
    const r = last("shengji-online", 4, ["SA SA", "S3 S4", "S6 S7", "S8 S9"], 0);
    expect(r).toMatchObject({ kittyPoints: 0, catcherPoints: 0, winner: "makers", levels: 3 });
  });
  it("the kitty's 25 points at ×8 and the trick's own points decide the level: 220 ≥ 5n (n = 40 with two decks) is +3", () => {
    const r = last("shengji-online", 4, ["S3 S4 S6 S7", "SK SK SQ SQ", "S8 S9 SJ D3", "D4 D6 D7 D8"], 1);
    expect(r).toMatchObject({ trickPoints: 20, kittyPoints: 200, catcherPoints: 220, winner: "catchers", levels: 3 });
    expect(points(hand(buried)) * 8).toBe(200);
  });
});
