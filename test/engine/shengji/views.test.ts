/**
 * Hidden information: on random games of every preset (bots, random legal
 * actions and random throw attempts), after every step every seat's view
 * and the spectator's hold no card that viewer may not know, and the step's
 * events hold only cards shown to everyone.
 *
 * What a viewer may know, field by field, is written here from the rules,
 * not from view.ts: its own hand (exactly, as a multiset); the bids, plays
 * and failed-throw attempts shown on the table; the calls; the buried kitty
 * when it lies face up, when the hand is over, or — for whoever buried it,
 * the maker or the last thief — once buried; the kitty as dealt when the hand is over; and the kitty and
 * burial of finished hands. Who played a called card is unknown until the
 * call is revealed. The seed never appears.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRESET_INFO, SHENGJI_PRESETS, type ShengjiPreset } from "../../../src/engine/presets";
import { type GameEvent, viewFor } from "../../../src/engine";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import type { Viewer } from "../../../src/engine/types";
import { checkEvents, checkView, checkViewJson } from "../../support/shengji-leaks";
import { newGame } from "./flow-support";
import { randomDrive } from "./random-drive";

const RUNS = Number(process.env.LEAK_RUNS ?? 24);

const cases: { preset: ShengjiPreset; players: number; options?: Record<string, unknown> }[] = [
  ...SHENGJI_PRESETS.flatMap((preset) => PRESET_INFO[preset].players.map((players) => ({ preset, players }))),
  // 000's variants: Rick Heli's fixed maker, kitty-rank trump and Joker laps; "the other" call,
  // any active player's level, full packs.
  { preset: "zpy-pagat", players: 6, options: { leader: "fixed", declare: "leader-level", noBid: "kitty-rank", nextStarter: "next-of-winners", gameEnd: "joker-laps" } },
  { preset: "zpy-pagat-active-passive", players: 7, options: { declare: "active-levels", otherCall: true, deck: "full-packs" } },
  // Kitty theft (rbtying KittyTheftPolicy): the kitty changes hands, and only its last holder sees it.
  { preset: "shengji-online", players: 8, options: { kittyTheft: true, overcall: "jokers-or-suit" } },
  { preset: "zpy-online", players: 7, options: { kittyTheft: true, overcall: "jokers-or-suit", exposeKitty: true, defendWindow: "bidding", defend: true } },
];

describe("no view holds a card its viewer may not know", () => {
  it(`on random games of every preset and player count (${RUNS} runs of two hands)`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(0, 0.3),
        fc.boolean(),
        fc.boolean(),
        ({ preset, players, options }, n, hexSeed, dealAtOnce, chaos, quietDeals, eagerSteals) => {
          // Server seeds are 32 hex digits; tests use any string. Both must stay secret.
          const seed = hexSeed ? n.toString(16).padStart(8, "f").repeat(4) : `leak-test-seed-${n}`;
          const game = newGame(preset, players, seed, options);
          let steps = 0;
          randomDrive(game, `policy-${n}`, {
            maxHands: 2,
            chaos,
            dealAtOnce,
            quietDeals,
            eagerSteals,
            onStep: (_before, move, after, events) => {
              steps++;
              const where = `${preset}/${players} seed ${seed} step ${steps} (${String(move.actor)} ${move.action.type})`;
              for (let seat = 0; seat < players; seat++) checkView(after, seat, where);
              checkView(after, "spectator", where);
              checkEvents(after, events, where);
            },
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("the check itself catches a leaked hand, kitty, friend or seed", () => {
    // A real state in the middle of a hand, and its views doctored the ways a bug could leak.
    let found: ShengjiState | null = null;
    randomDrive(newGame("zpy-online", 6, "doctored"), "doctored", {
      maxHands: 1,
      chaos: 0,
      onStep: (_b, _m, after) => {
        if (!found && after.phase === "playing" && after.tricks.length === 2) found = after;
      },
    });
    if (!found) throw new Error("no playing state reached");
    const s: ShengjiState = found;
    const doctored = (viewer: Viewer, doctor: (v: ShengjiView) => unknown) => () =>
      checkViewJson(s, viewer, JSON.stringify(doctor(viewFor(s, viewer) as ShengjiView)), "doctored");
    const other = s.hands[2] as string[];
    const notMaker = s.maker === 0 ? 1 : 0;
    expect(doctored(0, (v) => v)).not.toThrow();
    expect(doctored("spectator", (v) => v)).not.toThrow();
    // Another seat's card in one's hand; a spectator with a hand.
    expect(doctored(0, (v) => ({ ...v, cards: [...v.cards.slice(1), other[0]] }))).toThrow(/own hand/);
    expect(doctored("spectator", (v) => ({ ...v, cards: other }))).toThrow(/own hand/);
    // Another seat's hand anywhere else, even in a field nobody expects cards in.
    expect(doctored(0, (v) => ({ ...v, seats: v.seats.map((x, i) => (i === 2 ? { ...x, hand: other } : x)) }))).toThrow(/seats/);
    // A second copy of a played card (several decks): presence is not enough, copies count.
    const first = s.tricks[0]?.plays[0]?.cards[0] as string;
    expect(doctored(0, (v) => ({ ...v, lastTrick: { leader: 0, plays: [{ seat: 0, cards: [first, first, first, first, first] }], winning: 0, points: 0 } }))).toThrow(/lastTrick/);
    // The buried kitty to anyone but the maker, the kitty as dealt to anyone.
    expect(doctored(notMaker, (v) => ({ ...v, buried: s.buried }))).toThrow(/buried/);
    expect(doctored(s.maker as number, (v) => ({ ...v, kitty: s.kitty }))).toThrow(/kitty/);
    // A friend named before the call is revealed.
    const hidden = { ...s, calls: s.calls.map((c) => ({ ...c, by: 3, revealed: false })) };
    expect(() => checkViewJson(hidden, 0, JSON.stringify({ ...(viewFor(hidden, 0) as ShengjiView), calls: hidden.calls.map((c) => ({ ...c, by: 3 })) }), "x")).toThrow(/before it is revealed/);
    // The seed.
    expect(doctored(0, (v) => ({ ...v, note: s.seed }))).toThrow(/seed/);
    // An event naming a drawn card.
    expect(() => checkEvents(s, [{ type: "drew", seat: 1, count: 1, card: other[0] } as unknown as GameEvent], "x")).toThrow(/drew/);
    // A failed throw that names the blocker's cards rather than the part of the attempt it beats.
    const led = s.tricks[0]?.plays[0]?.cards as string[];
    const failed = (beaten: readonly string[]) => () =>
      checkEvents(s, [{ type: "throw-failed", seat: 0, attempted: led, forced: [], penalty: 0, beaten, blocker: 2 } as unknown as GameEvent], "x");
    expect(failed(led)).not.toThrow();
    expect(failed([other[0] as string])).toThrow(/did not attempt/);
  });
});
