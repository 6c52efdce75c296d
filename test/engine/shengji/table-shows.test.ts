/**
 * What the table shows (issue 56, item 12): rbtying/shengji's
 * `hide_landlord_points` (`hidePoints`), `hide_played_cards`
 * (`hidePlayedCards`), `should_reveal_kitty_at_end_of_game` (`revealKitty`)
 * and `hide_throw_halting_player` (`hideThrowStopper`). Each is decided
 * once, in view.ts, for the views and for every move's events.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { viewFor } from "../../../src/engine";
import { hand } from "../../../src/engine/cards";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import { type ExplainContext, type Line, explainLog } from "../../../web/src/table/side/explain";
import { checkEvents, checkView } from "../../support/shengji-leaks";
import { act, atPlay, newGame, playTrick } from "./flow-support";
import { randomDrive } from "./random-drive";

const view = (s: ShengjiState, v: number | "spectator") => viewFor(s, v) as ShengjiView;
const viewers = [0, 1, 2, 3, "spectator"] as const;
const ctx = (s: ShengjiState): ExplainContext => ({ lang: "en", name: (seat) => `P${seat}`, trump: () => "trump", rules: s.rules, players: s.players, target: 500 });
const text = (l: Line) => l.parts.map((p) => (typeof p === "string" ? p : "c" in p ? `[${p.c.join(" ")}]` : p.b)).join("");

/** Hearts trump at 4, four seats in fixed partners: seat 0 makes (0 and 2 the makers), two tricks left. */
const table = (options: Record<string, unknown>) =>
  atPlay({
    preset: "shengji-online", players: 4, options, maker: 0, trump: { rank: "4", suit: "H" }, leader: 0,
    hands: ["SA SK", "S5 S3", "S10 S6", "SQ C9"], buried: "D5 DK C2 C3 C6 C7 C8 D2",
  });

describe("rbtying hide_landlord_points (hidePoints): the makers' points won are hidden while the hand is played", () => {
  it.each([true, false])("hidePoints %s: a trick the makers win, then one the catchers win", (hidePoints) => {
    // The makers' SA takes S5 and S10: 15 points; the makers then win the last trick too (SK, 10 points).
    const first = playTrick(table({ hidePoints }), ["SA", "S5", "S10", "SQ"]);
    const trick = first.events.find((e) => e.type === "trick");
    expect(trick?.winner).toBe(0);
    if (hidePoints) expect(trick).toEqual({ type: "trick", winner: 0 });
    else expect(trick).toEqual({ type: "trick", winner: 0, points: 15 });
    for (const v of viewers) {
      const seats = view(first.state, v).seats;
      // Nobody, the makers included, sees the makers' points; the catchers' stay shown.
      expect(seats.map((x) => x.won)).toEqual(hidePoints ? [null, 0, null, 0] : [15, 0, 0, 0]);
    }
    expect(explainLog(first.events, ctx(first.state)).map(text)).toContain(hidePoints ? "P0 wins the trick" : "P0 wins the trick, 15 points");
    // The hand's end shows every point (the result counts them all).
    const end = playTrick(first.state, ["SK", "S3", "S6", "C9"]);
    expect(end.state.phase).toBe("scored");
    expect(view(end.state, 1).seats[0]?.won).toBe(25);
  });

  it("the catchers' tricks keep their points", () => {
    const s = atPlay({
      preset: "shengji-online", players: 4, options: { hidePoints: true }, maker: 0, trump: { rank: "4", suit: "H" }, leader: 1,
      hands: ["S2 S3", "SA SK", "S5 S6", "S10 S7"],
    });
    const r = playTrick(s, ["SA", "S5", "S10", "S2"]);
    expect(r.events.find((e) => e.type === "trick")).toEqual({ type: "trick", winner: 1, points: 15 });
    expect(view(r.state, 0).seats.map((x) => x.won)).toEqual([null, 15, null, 0]);
  });
});

describe("rbtying hide_played_cards (hidePlayedCards): the log names no played card, the table shows the trick in play and the last", () => {
  it.each([true, false])("hidePlayedCards %s", (hidePlayedCards) => {
    const s = table({ hidePlayedCards, playTakeback: true });
    const led = act(s, 0, { type: "play", cards: ["SA"] });
    expect(led.events).toEqual([{ type: "played", seat: 0, ...(hidePlayedCards ? { cards: [], count: 1 } : { cards: ["SA"] }) }]);
    const back = act(led.state, 0, { type: "takeback" });
    expect(back.events).toEqual([{ type: "taken-back", seat: 0, kind: "play", ...(hidePlayedCards ? { cards: [], count: 1 } : { cards: ["SA"] }) }]);
    expect(explainLog(back.events, ctx(s)).map(text)[0]).toBe(hidePlayedCards ? "P0 takes back their play (1 card)" : "P0 takes back their play [SA]");
    const done = playTrick(s, ["SA", "S5", "S10", "SQ"]).state;
    const next = act(done, 0, { type: "play", cards: ["SK"] }).state;
    // The table itself: the trick in play and the last one, cards and all; the tricks before lie face down.
    for (const v of viewers) {
      expect(view(next, v).trick?.plays).toEqual([{ seat: 0, cards: ["SK"] }]);
      expect(view(next, v).lastTrick?.plays.map((p) => p.cards)).toEqual([["SA"], ["S5"], ["S10"], ["SQ"]]);
    }
  });

  it("a failed throw is told by its counts: what was tried, what is led instead", () => {
    const s = atPlay({
      preset: "shengji-online", players: 4, options: { hidePlayedCards: true }, maker: 0, trump: { rank: "4", suit: "H" }, leader: 0,
      hands: ["SK S9", "S3 S5", "S10 S6", "C8 C9"],
    });
    const r = act(s, 0, { type: "play", cards: hand("SK S9") });
    const failed = r.events.find((e) => e.type === "throw-failed");
    expect(failed).toMatchObject({ attempted: [], forced: [], beaten: [], counts: { attempted: 2, forced: 1 }, blocker: 2 });
    expect(r.events.find((e) => e.type === "played")).toEqual({ type: "played", seat: 0, cards: [], count: 1 });
    const said = explainLog(r.events, ctx(s)).map(text).join("\n");
    expect(said).toContain("P0's throw failed: (2 cards) → (1 card)");
    expect(said).toContain("P2 can beat part of it");
    // The trick on the table still shows the attempt and the lead, as a real table does.
    expect(view(r.state, 1).trick).toMatchObject({ attempted: ["SK", "S9"], plays: [{ seat: 0, cards: ["S9"] }] });
  });
});

describe("rbtying hide_throw_halting_player (hideThrowStopper): a failed throw does not say who stopped it", () => {
  it.each([true, false])("hideThrowStopper %s", (hideThrowStopper) => {
    const s = atPlay({
      preset: "shengji-online", players: 4, options: { hideThrowStopper }, maker: 0, trump: { rank: "4", suit: "H" }, leader: 0,
      hands: ["SK S9", "S3 S5", "S10 S6", "C8 C9"],
    });
    const r = act(s, 0, { type: "play", cards: hand("SK S9") });
    const failed = r.events.find((e) => e.type === "throw-failed");
    expect(failed).toMatchObject({ attempted: ["SK", "S9"], forced: ["S9"], beaten: ["S9"] });
    expect(failed && "blocker" in failed).toBe(!hideThrowStopper);
    const said = explainLog(r.events, ctx(s)).map(text).join("\n");
    expect(said).toContain(hideThrowStopper ? "Another hand can beat [S9] in that suit" : "P2 can beat [S9] in that suit");
  });
});

describe("rbtying should_reveal_kitty_at_end_of_game (revealKitty): the kitty turned up when the hand is over", () => {
  it.each([true, false])("revealKitty %s", (revealKitty) => {
    const s = table({ revealKitty });
    const end = playTrick(playTrick(s, ["SA", "S5", "S10", "SQ"]).state, ["SK", "S3", "S6", "C9"]);
    expect(end.state.phase).toBe("scored");
    const over = end.events.find((e) => e.type === "hand-over");
    expect(over?.type === "hand-over" && over.result.kitty).toEqual(revealKitty ? s.kitty : null);
    expect(over?.type === "hand-over" && over.result.buried).toEqual(revealKitty ? s.buried : null);
    // The result's points are told either way (the kitty's points counted for the makers here: they won the last trick).
    expect(over?.type === "hand-over" && over.result.kittyPoints).toBe(0);
    for (const v of [1, 2, 3, "spectator"] as const) {
      expect(view(end.state, v)).toMatchObject({ kitty: revealKitty ? s.kitty : null, buried: revealKitty ? s.buried : null });
      expect(view(end.state, v).lastResult).toMatchObject({ kitty: revealKitty ? s.kitty : null, buried: revealKitty ? s.buried : null });
    }
    // Whoever buried it still sees its burial.
    expect(view(end.state, 0).buried).toEqual(s.buried);
  });
});

describe("every hide rule on, with takebacks: no view and no event shows what the table hides (random games)", () => {
  const all = { hidePoints: true, hidePlayedCards: true, revealKitty: false, hideThrowStopper: true, playTakeback: true, bidTakeback: true };
  it("over random two-hand games with random throws, friends and fixed partners", () => {
    fc.assert(
      fc.property(fc.constantFrom(["zpy-online", 6], ["shengji-online", 4], ["zpy-pagat", 5]) as fc.Arbitrary<["zpy-online" | "shengji-online" | "zpy-pagat", number]>, fc.nat(), fc.constantFrom(0, 0.3), ([preset, players], n, chaos) => {
        const game = newGame(preset, players, `shows-${n}`, all);
        let steps = 0;
        randomDrive(game, `shows-policy-${n}`, {
          maxHands: 2,
          chaos,
          onStep: (_before, move, after, events) => {
            const where = `${preset}/${players} seed shows-${n} step ${++steps} (${String(move.actor)} ${move.action.type})`;
            for (let seat = 0; seat < players; seat++) checkView(after, seat, where);
            checkView(after, "spectator", where);
            checkEvents(after, events, where);
          },
        });
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("the checks catch a hidden point, a named card, a named stopper", () => {
    const s = playTrick(table(all), ["SA", "S5", "S10", "SQ"]).state;
    expect(() => checkEvents(s, [{ type: "trick", winner: 0, points: 15 }], "x")).toThrow(/makers won/);
    expect(() => checkEvents(s, [{ type: "played", seat: 0, cards: ["SA"] }], "x")).toThrow(/hides them/);
    expect(() => checkEvents(s, [{ type: "throw-failed", seat: 0, attempted: [], forced: [], beaten: [], penalty: 0, blocker: 2 }], "x")).toThrow(/who stopped/);
  });
});
