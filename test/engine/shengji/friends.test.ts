/**
 * Calling friends (Zhao Pengyou): how many, which cards, which copy, and
 * who turns out to be a friend as the called copies are played — on play
 * (000, 001, 003) or when the trick completes (004).
 */
import { describe, expect, it } from "vitest";
import { botAction, legalActions, viewFor } from "../../../src/engine";
import { callChoices } from "../../../src/engine/shengji/hints";
import { type Card, hand } from "../../../src/engine/cards";
import { PRESET_INFO, type ShengjiPreset } from "../../../src/engine/presets";
import type { FriendCall } from "../../../src/engine/shengji/actions";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import { SEED_000, SEED_001, SEED_003, SEED_004, act, atPlay, dealAll, newGame, playTrick, refusal } from "./flow-support";

const view = (s: ShengjiState, v: number | "spectator") => viewFor(s, v) as ShengjiView;

/** The last trick of the five-player hands below: the maker leads HA, the others follow in hearts. */
const LAST_TRICK = ["HA", "H3", "H4", "H6", "H7"];

/** Five players at zpy-pagat, spades trump at 2, the maker (0) calling the first `called`; the catchers have taken `won`; at the last trick (LAST_TRICK). */
function fiveAtLastTrick(called: string, won: number[]): ShengjiState {
  return atPlay({
    preset: "zpy-pagat",
    players: 5,
    maker: 0,
    trump: { rank: "2", suit: "S" },
    hands: LAST_TRICK,
    calls: [{ card: called, ordinal: 1 }],
    won,
  });
}

/** Five players at `preset`, spades trump at 2, the maker (0) calling the first HA, which seat 1 holds; the maker has led H3. */
function heartAceCalledAndH3Led(preset: ShengjiPreset): ShengjiState {
  const s = atPlay({
    preset,
    players: 5,
    maker: 0,
    trump: { rank: "2", suit: "S" },
    hands: ["H3", "HA", "H4", "H6", "H7"],
    calls: [{ card: "HA", ordinal: 1 }],
  });
  return act(s, 0, { type: "play", cards: ["H3"] }).state;
}

/** A hand in its calling phase: a real deal, with trump and maker set. */
function atCalling(preset: ShengjiPreset, players: number, trump: { rank: number; suit: "S" | "H" | "D" | "C" | null }, maker = 0, makerHand?: string): ShengjiState {
  const s = dealAll(newGame(preset, players, "calling"));
  return {
    ...s,
    phase: "calling",
    trump,
    maker,
    stock: [],
    hands: makerHand ? s.hands.map((h, i) => (i === maker ? hand(makerHand) : h)) : withoutCalled(s.hands, maker),
  };
}

/** The cards these tests call: a dealt maker hands its copies to others (003 lets nobody call a card they hold). */
const CALLED = new Set(["HA", "DA", "CA", "HK", "DK", "CK", "D8"]);
function withoutCalled(hands: readonly (readonly Card[])[], maker: number): Card[][] {
  const out = hands.map((h) => h.slice());
  const mine = out[maker] as Card[];
  mine.forEach((c, i) => {
    if (!CALLED.has(c)) return;
    for (const other of out) {
      const j = other === mine ? -1 : other.findIndex((x) => !CALLED.has(x));
      if (j < 0) continue;
      mine[i] = other[j] as Card;
      other[j] = c;
      return;
    }
  });
  return out;
}

const call = (s: ShengjiState, friends: FriendCall[]) => act(s, s.maker as number, { type: "call", friends });
const aces = (k: number): FriendCall[] => ["HA", "DA", "CA", "HK", "DK", "CK"].slice(0, k).map((card) => ({ card, ordinal: 1 }));

describe("the number of cards called", () => {
  // 000: 'Number of cards called by trump maker 1 2 2 3 3 4 4 5' for 5..12 players (003's chart is the same);
  // 001: 'The declarer must call n/2-1 cards'; 004: 'the defending team should never be larger than the attacking team'.
  const want = (n: number) => Math.floor(n / 2) - 1 || 1;
  const table000: Record<number, number> = { 5: 1, 6: 2, 7: 2, 8: 3, 9: 3, 10: 4, 11: 4, 12: 5 };
  const cases = (["zpy-pagat", "zpy-pagat-active-passive", "zpy-active-passive", "zpy-80", "zpy-online"] as const).flatMap((p) =>
    PRESET_INFO[p].players.map((n) => [p, n] as const),
  );
  it.each(cases)("%s, %i players", (preset, n) => {
    if (preset !== "zpy-80" && preset !== "zpy-online") expect(want(n)).toBe(table000[n]);
    // The makers' side (the maker and one friend per call) is never larger than the catchers'.
    expect(1 + want(n)).toBeLessThanOrEqual(n - 1 - want(n));
    const s = atCalling(preset, n, { rank: 2, suit: "S" });
    const few = refusal(s, 0, { type: "call", friends: aces(want(n) - 1) });
    expect(few.code).toBe("wrong-call-count");
    expect(few.message).toContain(`Call exactly ${want(n)} friend card`);
    expect(refusal(s, 0, { type: "call", friends: aces(want(n) + 1) }).code).toBe("wrong-call-count");
    const r = call(s, aces(want(n)));
    expect(r.state.phase).toBe("playing");
    expect(r.state.trick).toEqual({ leader: 0, plays: [] });
    expect(r.events).toEqual([{ type: "called", calls: aces(want(n)) }]);
    // Every listed call is accepted.
    for (const a of legalActions(s, 0)) expect(act(s, 0, a).state.calls).toHaveLength(want(n));
  });

  it("fixed partnerships call nobody", () => {
    for (const preset of ["tractor-classic", "shengji-online"] as const) {
      const s = { ...atCalling(preset, 4, { rank: 2, suit: "S" }), phase: "playing" as const, trick: { leader: 0, plays: [] } };
      expect(refusal(s, 0, { type: "call", friends: aces(1) }).code).toBe("not-calling");
    }
  });

  it("only the maker calls", () => {
    const s = atCalling("zpy-pagat", 6, { rank: 2, suit: "S" }, 3);
    expect(refusal(s, 1, { type: "call", friends: aces(2) }).code).toBe("not-maker");
    expect(legalActions(s, 1)).toEqual([]);
  });
});

describe("which cards may be called", () => {
  it(`not trumps (${SEED_000}, ${SEED_001}, ${SEED_003}): 'The called cards must not be trumps'`, () => {
    for (const preset of ["zpy-pagat", "zpy-80", "zpy-active-passive"] as const) {
      const s = atCalling(preset, 6, { rank: 7, suit: "S" });
      for (const bad of ["SA", "S3", "H7", "S7", "BJ", "LJ"]) {
        const r = refusal(s, 0, { type: "call", friends: [{ card: bad, ordinal: 1 }, { card: "HA", ordinal: 1 }] });
        expect(r.code, `${preset} ${bad}`).toBe("bad-call");
      }
      expect(call(s, [{ card: "HA", ordinal: 1 }, { card: "D8", ordinal: 2 }]).state.calls).toHaveLength(2);
    }
  });

  it(`${SEED_003}: 'The Trump Maker would thus call a specific card he does not currently have in his hand'`, () => {
    const makerHand = "HA HA DK C3 C4 C6 C7 C8 C9 CJ CQ D3 D4 D6 D7 D8 D9";
    const s = atCalling("zpy-active-passive", 6, { rank: 2, suit: "S" }, 0, makerHand);
    for (const held of [{ card: "HA", ordinal: 1 }, { card: "HA", ordinal: 2 }, { card: "DK", ordinal: 2 }]) {
      const r = refusal(s, 0, { type: "call", friends: [held, { card: "CA", ordinal: 1 }] });
      expect(r).toMatchObject({ code: "bad-call", params: { reason: "held", card: held.card } });
    }
    expect(call(s, [{ card: "DA", ordinal: 2 }, { card: "CA", ordinal: 1 }]).state.calls).toHaveLength(2);
    // The listed calls and the hints propose no card the maker holds, and every one is accepted.
    const listed = legalActions(s, 0);
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) {
      if (a.type !== "call") throw new Error("only calls are listed");
      expect(a.friends.some((f) => makerHand.includes(f.card))).toBe(false);
      call(s, a.friends);
    }
    expect(callChoices(view(s, 0)).map((c) => c.card)).not.toContain("HA");
    // Other presets let the maker call a card they hold (000: 'the trump maker might be forced to play the called copy').
    const pagat = atCalling("zpy-pagat", 6, { rank: 2, suit: "S" }, 0, makerHand);
    expect(call(pagat, [{ card: "HA", ordinal: 2 }, { card: "CA", ordinal: 1 }]).state.calls).toHaveLength(2);
  });

  it("the table's bot, which may not know the rule, still makes calls the rules accept", () => {
    const makerHand = "HA C3 C4 C6 C7 C8 C9 CJ CQ D3 D4 D6 D7 D8 D9 DJ DQ";
    const s = atCalling("zpy-active-passive", 6, { rank: 2, suit: "S" }, 0, makerHand);
    const a = botAction(view(s, 0), 0);
    if (a?.type !== "call") throw new Error("the bot calls");
    expect(a.friends.map((f) => f.card)).not.toContain("HA");
    expect(call(s, a.friends).state.phase).toBe("playing");
  });

  it("a maker who holds most high cards still has calls listed (every rank is a candidate)", () => {
    const makerHand = "HA HA HK HK HQ HQ HJ HJ DA DA DK DK DQ DQ CA CA CK";
    const s = atCalling("zpy-active-passive", 6, { rank: 2, suit: "S" }, 0, makerHand);
    const listed = legalActions(s, 0);
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) if (a.type === "call") call(s, a.friends);
  });

  it(`${SEED_004}: 'Cards above the value of A cannot be declared as friends. That is, cards of the trump rank and jokers are not legal friend cards.'`, () => {
    const s = atCalling("zpy-online", 6, { rank: 7, suit: "S" });
    for (const bad of ["H7", "S7", "BJ", "LJ"]) {
      expect(refusal(s, 0, { type: "call", friends: [{ card: bad, ordinal: 1 }, { card: "HA", ordinal: 1 }] }).code).toBe("bad-call");
    }
    // Cards of the trump suit below the rank cards may be called.
    expect(call(s, [{ card: "SA", ordinal: 1 }, { card: "S3", ordinal: 1 }]).state.calls.map((c) => c.card)).toEqual(["SA", "S3"]);
    const nt = atCalling("zpy-online", 6, { rank: 7, suit: null });
    expect(refusal(nt, 0, { type: "call", friends: [{ card: "S7", ordinal: 1 }, { card: "HA", ordinal: 1 }] }).code).toBe("bad-call");
    expect(call(nt, [{ card: "SA", ordinal: 1 }, { card: "HA", ordinal: 1 }]).state.calls).toHaveLength(2);
  });

  it(`${SEED_000}: 'which copy … "first" or "second" or "third" etc., up to the number of packs being used'`, () => {
    const two = atCalling("zpy-pagat", 6, { rank: 2, suit: "S" });
    const r = refusal(two, 0, { type: "call", friends: [{ card: "HA", ordinal: 3 }, { card: "DA", ordinal: 1 }] });
    expect(r.code).toBe("bad-call");
    expect(r.message).toMatch(/only 2 copies/);
    expect(call(two, [{ card: "HA", ordinal: 2 }, { card: "DA", ordinal: 1 }]).state.calls[0]).toMatchObject({ card: "HA", ordinal: 2 });
    const four = atCalling("zpy-pagat", 12, { rank: 2, suit: "S" });
    expect(call(four, [4, 3, 2, 1, 1].map((ordinal, i) => ({ card: ["HA", "HA", "HA", "HA", "DA"][i] as string, ordinal }))).state.calls).toHaveLength(5);
    expect(refusal(four, 0, { type: "call", friends: [5, 3, 2, 1, 1].map((ordinal, i) => ({ card: ["HA", "HA", "HA", "HA", "DA"][i] as string, ordinal })) }).code).toBe("bad-call");
    // The same copy twice is one call, not two.
    expect(refusal(two, 0, { type: "call", friends: [{ card: "HA", ordinal: 1 }, { card: "HA", ordinal: 1 }] }).message).toMatch(/twice/);
  });

  it(`${SEED_001}: with cards removed to even the deal, only the copies left can be called ('remove one 2, 3, 4, and 6')`, () => {
    const s = atCalling("zpy-80", 8, { rank: 2, suit: "H" });
    expect(refusal(s, 0, { type: "call", friends: [{ card: "C3", ordinal: 3 }, aces(1)[0] as FriendCall, { card: "DA", ordinal: 1 }] }).code).toBe("bad-call");
    expect(call(s, [{ card: "C3", ordinal: 2 }, { card: "D3", ordinal: 3 }, { card: "DA", ordinal: 1 }]).state.calls).toHaveLength(3);
  });

  describe(`${SEED_000} variant: "a player who holds one copy of the card he or she wishes to call [may] ask for 'the other' copy"`, () => {
    const options = { otherCall: true };
    const withHand = (players: number, makerHand: string) => {
      const s = dealAll(newGame("zpy-pagat", players, "other", options));
      return { ...s, phase: "calling" as const, trump: { rank: 2, suit: "S" as const }, maker: 0, stock: [], hands: s.hands.map((h, i) => (i === 0 ? hand(makerHand) : h)) };
    };
    const sixHand = "HA D3 D4 D6 D7 D8 D9 DJ DQ C3 C4 C6 C7 C8 C9 CJ CQ";
    it("holding one copy, in a two-pack game", () => {
      const s = withHand(6, sixHand);
      const r = call(s, [{ card: "HA", other: true }, { card: "DA", ordinal: 1 }]);
      expect(r.state.calls[0]).toMatchObject({ card: "HA", ordinal: "other" });
      expect(r.events).toEqual([{ type: "called", calls: [{ card: "HA", ordinal: "other" }, { card: "DA", ordinal: 1 }] }]);
    });
    it("not holding exactly one, with three packs, or at a table without the variant", () => {
      expect(refusal(withHand(6, sixHand.replace("HA", "HK")), 0, { type: "call", friends: [{ card: "HA", other: true }, { card: "DA", ordinal: 1 }] }).message).toMatch(/exactly one copy/);
      const nine = withHand(9, "HA D3 D4 D6 D7 D8 D9 DJ DQ C3 C4 C6 C7 C8 C9 CJ CQ");
      expect(refusal(nine, 0, { type: "call", friends: [{ card: "HA", other: true }, ...aces(3).slice(1)] }).message).toMatch(/two copies/);
      const plain = { ...withHand(6, sixHand), rules: newGame("zpy-pagat", 6).rules };
      expect(refusal(plain, 0, { type: "call", friends: [{ card: "HA", other: true }, { card: "DA", ordinal: 1 }] }).code).toBe("bad-call");
    });
    it("the other copy makes the friend whether the maker's copy is played before or after it", () => {
      const setup = () =>
        atPlay({
          preset: "zpy-pagat",
          options,
          players: 5,
          maker: 0,
          trump: { rank: "2", suit: "S" },
          hands: ["HA D3", "H3 D4", "HA D6", "H4 D7", "H6 D8"],
          calls: [{ card: "HA", ordinal: "other" }],
        });
      // The maker's own ace first, the other copy second: seat 2 is the friend.
      let s = playTrick(setup(), ["HA", "H3", "HA", "H4", "H6"]).state;
      expect(s.friends).toEqual([2]);
      // The other copy first.
      s = { ...setup(), trick: { leader: 2, plays: [] } };
      s = playTrick(s, ["HA", "H4", "H6", "HA", "H3"]).state;
      expect(s.friends).toEqual([2]);
    });
  });
});

describe("who the friends turn out to be", () => {
  it(`${SEED_000}: 'one of the called cards is played by the trump maker … the trump maker's team will be smaller than usual' — and the short team's bonus follows`, () => {
    const r = playTrick(fiveAtLastTrick("HA", [0, 10, 0, 0, 0]), LAST_TRICK);
    // The call is spent on the maker and everyone is told so.
    expect(r.events).toContainEqual({ type: "friend", seat: 0, call: 0 });
    expect(r.state.friends).toEqual([]);
    expect(r.state.results[0]).toMatchObject({ makers: [0], winner: "makers", levels: 4 });
  });

  it(`${SEED_004}: 'the leader is allowed to become their own friend (intentionally or unintentionally)'`, () => {
    const s = { ...atCalling("zpy-online", 4, { rank: 2, suit: "S" }, 1, "HA H3") };
    expect(call(s, [{ card: "HA", ordinal: 1 }]).state.calls).toHaveLength(1);
  });

  it(`${SEED_000}: 'the trump maker calls the first and second aces of hearts. If one player turns out to hold both heart aces the trump maker only will have only this one partner.'`, () => {
    const s = atPlay({
      preset: "zpy-pagat",
      players: 7,
      maker: 0,
      trump: { rank: "2", suit: "S" },
      hands: ["H3 H4", "H6 H7", "H8 H9", "HA HA", "HJ HQ", "D3 D4", "D6 D7"],
      leader: 3,
      calls: [{ card: "HA", ordinal: 1 }, { card: "HA", ordinal: 2 }],
    });
    const r = playTrick(s, ["HA HA", "HJ HQ", "D3 D4", "D6 D7", "H3 H4", "H6 H7", "H8 H9"]);
    expect(r.events.filter((e) => e.type === "friend")).toEqual([{ type: "friend", seat: 3, call: 0 }, { type: "friend", seat: 3, call: 1 }]);
    expect(r.state.friends).toEqual([3]);
    expect(r.state.results[0]?.makers).toEqual([0, 3]);
  });

  it(`${SEED_000}: 'The trump maker leads a spade which player A wins with the ace, becoming the first partner. The two aces of clubs are held by players A and B. Player B … plays small ones, driving out A's ace first. Player A is now the trump maker's only partner.'`, () => {
    const M = 0, A = 1, B = 2;
    let s = atPlay({
      preset: "zpy-pagat",
      players: 6,
      maker: M,
      trump: { rank: "2", suit: "H" },
      hands: ["S3 C8 D7", "SA CA D6", "S4 C3 CA", "S6 C4 D8", "S7 C6 D9", "S8 C7 DJ"],
      calls: [{ card: "SA", ordinal: 1 }, { card: "CA", ordinal: 1 }],
    });
    s = playTrick(s, ["S3", "SA", "S4", "S6", "S7", "S8"]).state;
    expect(s.friends).toEqual([A]);
    s = playTrick(s, ["CA", "C3", "C4", "C6", "C7", "C8"]).state;
    s = playTrick(s, ["D6", "CA", "D8", "D9", "DJ", "D7"]).state;
    expect(s.friends).toEqual([A]);
    expect(s.calls.map((c) => c.by)).toEqual([A, A]);
    expect(s.results[0]?.makers).toEqual([M, A]);
    expect(s.results[0]?.makers).not.toContain(B);
  });

  it(`on play (${SEED_000}): 'When the called cards are played, they are left face up in front of the people who played them' — everyone knows at once`, () => {
    const r = act(heartAceCalledAndH3Led("zpy-pagat"), 1, { type: "play", cards: ["HA"] });
    expect(r.events).toEqual([{ type: "played", seat: 1, cards: ["HA"] }, { type: "friend", seat: 1, call: 0 }]);
    for (const v of [0, 1, 2, "spectator"] as const) {
      expect(view(r.state, v).calls[0]?.by).toBe(1);
      expect(view(r.state, v).makers).toEqual([0, 1]);
    }
  });

  it(`on trick completion (${SEED_004}): 'Once a trick has been completed in which a person has played the friend card, they join the defending team'`, () => {
    let t = heartAceCalledAndH3Led("zpy-online");
    const played = act(t, 1, { type: "play", cards: ["HA"] });
    expect(played.events).toEqual([{ type: "played", seat: 1, cards: ["HA"] }]);
    t = played.state;
    for (const v of [0, 1, 2, "spectator"] as const) {
      expect(view(t, v).calls[0]?.by).toBeNull();
      expect(view(t, v).friends).toEqual([]);
      expect(view(t, v).makers).toEqual([0]);
    }
    t = act(t, 2, { type: "play", cards: ["H4"] }).state;
    t = act(t, 3, { type: "play", cards: ["H6"] }).state;
    const done = act(t, 4, { type: "play", cards: ["H7"] });
    const types = done.events.map((e) => e.type);
    expect(types.indexOf("friend")).toBeGreaterThan(types.indexOf("trick"));
    expect(done.events).toContainEqual({ type: "friend", seat: 1, call: 0 });
    expect(done.state.results[0]?.makers).toEqual([0, 1]);
  });

  it("a called card not yet played leaves the friend unknown, and the catchers' side larger", () => {
    // 5 players, nobody plays the called DA in the last trick: the maker plays alone.
    const r = playTrick(fiveAtLastTrick("DA", [0, 0, 50, 0, 0]), LAST_TRICK).state.results[0];
    // 50 points against a one-player side: the makers win by one level, twice over.
    expect(r).toMatchObject({ makers: [0], catcherPoints: 50, winner: "makers", levels: 2 });
  });
});
