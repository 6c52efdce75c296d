/**
 * The view-based hints of the web client agree with the engine on the
 * state: what a seat may bid, call and play, and why a play is refused,
 * computed from that seat's view only.
 */
import { describe, expect, it } from "vitest";
import { type ShengjiView, type ZhengFenView, applyAction, createGame, legalActions, viewFor } from "../../src/engine";
import type { Card } from "../../src/engine/cards";
import { randomInt, rngFor } from "../../src/engine/random";
import {
  askedToSteal, bidChoices, callChoices, callsNeeded, canMisdeal, checkCallsFor, checkPlay, forcedPlay, kittyHolderOf, playHint, sortCards, suggestedCalls,
  suggestion,
} from "../../src/engine/shengji/hints";
import type { ShengjiState } from "../../src/engine/shengji/state";
import { categoriesOf, checkZhengFenPlay, sortZhengFen, toBeat, zhengFenHint, zhengFenSuggestion } from "../../src/engine/zhengfen/hints";
import type { ZhengFenState } from "../../src/engine/zhengfen";
import { randomDrive } from "./shengji/random-drive";
import { afterTableMoves } from "./zhengfen/table-moves";

const key = (cards: readonly Card[]) => [...cards].sort().join(" ");

/** A few random subsets of `n` cards of a hand (a cheap source of plays both legal and not). */
function subsets(hand: readonly Card[], n: number, count: number, seed: string): Card[][] {
  const rng = rngFor(seed, "subsets");
  const out: Card[][] = [];
  for (let k = 0; k < count; k++) {
    const pool = hand.slice();
    const pick: Card[] = [];
    for (let i = 0; i < n && pool.length > 0; i++) pick.push(pool.splice(randomInt(rng, 0, pool.length - 1), 1)[0] as Card);
    out.push(pick);
  }
  return out;
}

const real = (s: ShengjiState, seat: number, cards: readonly Card[]) => applyAction(s, seat, { type: "play", cards: cards.slice() }).ok;

/** How often each kind of check ran (so a test that skipped a phase fails). */
const ran = { bids: 0, calls: 0, plays: 0, forced: 0, steals: 0 };

function checkShengjiStep(s: ShengjiState, step: number): void {
  for (let seat = 0; seat < s.players; seat++) {
    const view = viewFor(s, seat) as ShengjiView;
    const legal = legalActions(s, seat);
    // The hand shown is the hand held, sorted.
    expect(key(sortCards(view, view.cards))).toBe(key(view.cards));
    if (s.phase === "dealing") {
      const fromView = bidChoices(view).map(key).sort();
      const fromState = legal.flatMap((a) => (a.type === "bid" ? [key(a.cards)] : [])).sort();
      expect(fromView).toEqual(fromState);
      expect(canMisdeal(view)).toBe(legal.some((a) => a.type === "misdeal"));
      ran.bids++;
    }
    if (s.phase === "stealing") {
      // kittyTheft: the steals a seat asked may make, from its view, are the engine's; nobody else has any.
      const fromView = bidChoices(view).map(key).sort();
      expect(fromView).toEqual(legal.flatMap((a) => (a.type === "bid" ? [key(a.cards)] : [])).sort());
      expect(askedToSteal(view)).toBe(s.asked === seat);
      expect(playHint(view)).toBeNull();
      const sug = suggestion(view);
      if (sug) expect(fromView).toContain(key(sug));
      if (s.asked === seat) ran.steals++;
    }
    if (s.phase === "burying" && kittyHolderOf(view) === seat) {
      // Whoever holds the kitty (the maker, or a thief) is suggested a burial the engine accepts.
      const sug = suggestion(view);
      expect(sug !== null && applyAction(s, seat, { type: "bury", cards: sug }).ok).toBe(true);
    }
    if (s.phase === "calling" && s.maker === seat) {
      expect(callsNeeded(view)).toBeGreaterThan(0);
      for (const a of legal) if (a.type === "call") expect(checkCallsFor(view, a.friends)).toBeNull();
      const choices = callChoices(view);
      // Calls built from the choices: accepted exactly when the view-based check says so.
      const picked = choices.slice(step % 5, (step % 5) + callsNeeded(view)).map((c) => ({ card: c.card, ordinal: Math.min(c.copies, 1 + (step % 3)) }));
      const verdict = checkCallsFor(view, picked);
      const real = applyAction(s, seat, { type: "call", friends: picked });
      expect(verdict === null).toBe(real.ok);
      if (!real.ok) expect(verdict?.message).toBe(real.error.message);
      expect(checkCallsFor(view, suggestedCalls(view))).toBeNull();
      ran.calls++;
    }
    if (s.phase === "playing" && view.turn === seat) {
      const hint = playHint(view);
      expect(hint).not.toBeNull();
      const plays = legal.flatMap((a) => (a.type === "play" ? [a.cards] : []));
      for (const p of plays) {
        expect(checkPlay(view, p).error).toBeNull();
        if (!hint?.leading) for (const c of p) expect(hint?.playable?.has(c)).toBe(true);
      }
      const size = hint?.leading ? 1 + (step % 3) : (hint?.size ?? 1);
      for (const p of subsets(view.cards, size, 6, `${step}:${seat}`)) {
        const verdict = checkPlay(view, p);
        const real = applyAction(s, seat, { type: "play", cards: p });
        if (verdict.error) {
          expect(real.ok).toBe(false);
          if (!real.ok) expect(real.error.code).toBe(verdict.error.code);
        } else {
          // A lead that reads well may still be a failed throw, which the server turns into its forced part.
          expect(real.ok).toBe(true);
        }
      }
      ran.plays++;
      // A forced play (what the client may play by itself) is the only legal play there is.
      const forced = forcedPlay(view);
      if (forced) {
        expect([...new Set(plays.map(key))]).toEqual([key(forced)]);
        expect(real(s, seat, forced)).toBe(true);
        ran.forced++;
      }
      const sug = suggestion(view);
      if (sug) expect(checkPlay(view, sug).error).toBeNull();
    } else if (s.phase === "playing") {
      expect(playHint(view)).toBeNull();
    }
  }
  // A spectator gets no hints.
  const watching = viewFor(s, "spectator") as ShengjiView;
  expect(bidChoices(watching)).toEqual([]);
  expect(playHint(watching)).toBeNull();
}

describe("Shengji hints from a view agree with the engine", () => {
  function agree(preset: string, players: number, options?: Record<string, unknown>): void {
    const game = createGame(options ? { preset, options } : preset, `hints-${preset}`, players) as ShengjiState;
    Object.assign(ran, { bids: 0, calls: 0, plays: 0, forced: 0, steals: 0 });
    let step = 0;
    randomDrive(game, `hints-policy-${preset}`, {
      maxHands: 1,
      chaos: 0.3,
      eagerSteals: options !== undefined,
      dealAtOnce: step % 2 === 0,
      onStep: (before) => {
        step++;
        // Every step of the deal and the exchange; every other step of the play (it is the slow part).
        if (before.phase !== "playing" || step % 2 === 0) checkShengjiStep(before, step);
      },
    });
    expect(step).toBeGreaterThan(20);
    expect(ran.bids).toBeGreaterThan(0);
    expect(ran.plays).toBeGreaterThan(0);
    expect(ran.forced).toBeGreaterThan(0);
    if (preset.startsWith("zpy")) expect(ran.calls).toBeGreaterThan(0);
    if (options?.kittyTheft) expect(ran.steals).toBeGreaterThan(0);
  }

  it.each([
    ["zpy-80", 6],
    ["zpy-pagat", 5],
    ["shengji-online", 4],
    ["zpy-online", 7],
    ["tractor-classic", 4],
  ])("%s with %i players", (preset, players) => agree(preset, players));

  it("zpy-online with 7 players, the kitty stolen (kittyTheft; the random drive steals whenever it may)", () => {
    agree("zpy-online", 7, { kittyTheft: true, overcall: "jokers-or-suit" });
  });

  it("sorts trumps first, and by the declarable rank before trump is set", () => {
    const game = createGame("zpy-80", "sort", 6) as ShengjiState;
    const dealt = applyAction(game, "table", { type: "draw", count: 1000 });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const view = viewFor(dealt.state, 0) as ShengjiView;
    const sorted = sortCards(view, ["S3", "H2", "BJ", "SA", "LJ", "D2"]);
    // Level 2: jokers and 2s lead, then spades high to low.
    expect(sorted.slice(0, 4).sort()).toEqual(["BJ", "D2", "H2", "LJ"]);
    expect(sorted[0]).toBe("BJ");
    expect(sorted.slice(4)).toEqual(["SA", "S3"]);
  });
});

describe("Zheng Fen hints from a view agree with the engine", () => {
  it("judges plays as the game does, every step of a deal", () => {
    let s = createGame("zheng-fen", "hints-zf", 4) as ZhengFenState;
    const rng = rngFor("hints-zf", "policy");
    let steps = 0;
    let dimmedAt = 0;
    while ((s = afterTableMoves(s)).phase !== "over" && steps < 400) {
      const seat = s.turn as number;
      const view = viewFor(s, seat) as ZhengFenView;
      const hand = view.hand ?? [];
      expect(sortZhengFen(hand)).toEqual(hand);
      const hint = zhengFenHint(view);
      expect(hint?.leading).toBe(toBeat(view) === null);
      // The cards the client leaves undimmed: every card of every play the game accepts is among them.
      const usable = new Set(hint?.usable ?? hand);
      if (hint?.usable && hint.usable.length < hand.length) dimmedAt++;
      for (const a of legalActions(s, seat)) {
        if (a.type !== "play") continue;
        expect(checkZhengFenPlay(view, a.cards, "as" in a ? a.as : undefined).ok).toBe(true);
        expect(categoriesOf(a.cards).length).toBeGreaterThan(0);
        expect(a.cards.filter((c) => !usable.has(c)), "a legal play's cards dimmed").toEqual([]);
      }
      const size = toBeat(view)?.length ?? 1 + (steps % 3);
      for (const p of subsets(hand, size, 5, `zf${steps}`)) {
        const verdict = checkZhengFenPlay(view, p);
        const real = applyAction(s, seat, { type: "play", cards: p });
        expect(verdict.ok).toBe(real.ok);
        if (!verdict.ok && !real.ok) expect(real.error.code).toBe(verdict.error.code);
        if (real.ok) expect(p.filter((c) => !usable.has(c)), "an accepted play's cards dimmed").toEqual([]);
      }
      // Another seat is told it is not their turn.
      const other = viewFor(s, (seat + 1) % s.players) as ZhengFenView;
      expect(zhengFenHint(other)).toBeNull();
      const action = randomInt(rng, 0, 3) === 0 && hint?.canPass ? { type: "pass" as const } : zhengFenSuggestion(view);
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as ZhengFenState;
      steps++;
    }
    expect(steps).toBeGreaterThan(20);
    // Following, some cards were dimmed (the check above is not empty).
    expect(dimmedAt).toBeGreaterThan(5);
  });

  it("dims what cannot be played: leading, nothing; after a single king, the cards below it, but a 5, 10 and king that make a special", () => {
    const base = viewFor(createGame("zheng-fen", "usable", 4) as ZhengFenState, 0) as ZhengFenView;
    const at = (hand: Card[], current: { category: "A"; rank: number; length: number } | null): ZhengFenView => ({
      ...base,
      phase: "play",
      turn: 0,
      hand,
      trick: current === null ? null : { ...(base.trick ?? { leader: 1, entries: [] }), leader: 1, current } as ZhengFenView["trick"],
    });
    const hand: Card[] = ["S3", "H4", "C5", "DA", "S2"];
    // Leading: every card may be led.
    expect(zhengFenHint(at(hand, null))?.usable).toEqual(hand);
    // A king to beat with singles: the ace and the 2 beat it; 3, 4 and 5 cannot.
    expect(zhengFenHint(at(hand, { category: "A", rank: 13, length: 1 }))?.usable).toEqual(["DA", "S2"]);
    // With a 10 and a king beside the 5, the three make a special, which beats any single: none of them dimmed.
    const special: Card[] = ["S3", "H4", "C5", "D10", "SK", "DA"];
    expect(zhengFenHint(at(special, { category: "A", rank: 14, length: 1 }))?.usable).toEqual(["C5", "D10", "SK"]);
  });
});