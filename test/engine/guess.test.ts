/**
 * A seat's own move drawn before the table answers (issue 58,
 * src/engine/shengji/guess.ts), over whole random Shengji hands: for every
 * accepted play, bury, bid and call, the drawn view holds the seat's hand
 * exactly as the table's next view will, and nothing of it about another
 * seat differs from the view it was drawn on (no card, no count, no turn).
 */
import { describe, expect, it } from "vitest";
import { type ShengjiView, createGame, viewFor } from "../../src/engine";
import type { Card } from "../../src/engine/cards";
import { guessOwnMove } from "../../src/engine/shengji/guess";
import { checkPlay } from "../../src/engine/shengji/hints";
import type { ShengjiState } from "../../src/engine/shengji/state";
import { randomDrive } from "./shengji/random-drive";

const key = (cards: readonly Card[]) => [...cards].sort().join(" ");

/** The view without what the seat's own move may change. */
function rest(v: ShengjiView, you: number): unknown {
  const { cards: _c, seats, trick, turn: _t, buried: _b, bids: _bs, bid: _bd, calls: _cl, ...others } = v;
  return { ...others, seats: seats.filter((_, i) => i !== you), trick: trick ? { ...trick, winning: null, points: 0, plays: trick.plays.filter((p) => p.seat !== you) } : null };
}

describe("a seat's own move, drawn at once", () => {
  it.each([
    ["tractor-classic", 4],
    ["zpy-80", 6],
    ["shengji-online", 4],
  ])("%s with %i players: the hand as the table will show it, nothing else of anyone's", (preset, players) => {
    const game = createGame(preset, `guess-${preset}`, players) as ShengjiState;
    const drawn = { play: 0, bury: 0, bid: 0, call: 0 };
    randomDrive(game, `guess-policy-${preset}`, {
      maxHands: 1,
      chaos: 0.2,
      onStep: (before, move, after) => {
        const seat = move.actor;
        const a = move.action;
        if (seat === "table" || (a.type !== "play" && a.type !== "bury" && a.type !== "bid" && a.type !== "call")) return;
        const view = viewFor(before, seat) as ShengjiView;
        const guess = guessOwnMove(view, a);
        // A steal (a bid while the kitty is offered) and a throw (it stands or fails by the other hands) are
        // not drawn; every other accepted card move is.
        if (a.type === "bid" && before.phase !== "dealing") return expect(guess).toBeNull();
        if (a.type === "play" && checkPlay(view, a.cards).throw) return expect(guess).toBeNull();
        expect(guess, `${a.type} by seat ${seat}`).not.toBeNull();
        if (!guess) return;
        drawn[a.type]++;
        const next = viewFor(after, seat) as ShengjiView;
        expect(key(guess.cards), `${a.type} by seat ${seat} in ${before.phase}: ${JSON.stringify(a)}`).toBe(key(next.cards));
        expect(guess.seats[seat]?.cards).toBe(next.seats[seat]?.cards);
        expect(guess.turn).toBeNull();
        expect(rest(guess, seat)).toEqual(rest(view, seat));
        if (a.type === "play") expect(guess.trick?.plays.at(-1)).toEqual({ seat, cards: a.cards });
      },
    });
    expect(drawn.play).toBeGreaterThan(10);
    expect(drawn.bury).toBe(1);
    expect(drawn.bid).toBeGreaterThan(0);
    if (preset.startsWith("zpy")) expect(drawn.call).toBe(1);
  });

  it("draws nothing the engine refuses, nor for a spectator", () => {
    const game = createGame("tractor-classic", "guess-refused", 4) as ShengjiState;
    let checked = 0;
    randomDrive(game, "guess-refused-policy", {
      maxHands: 1,
      chaos: 0,
      onStep: (before) => {
        if (before.phase !== "playing" || before.trick === null) return;
        for (let seat = 0; seat < 4; seat++) {
          const view = viewFor(before, seat) as ShengjiView;
          const card = view.cards[0];
          if (!card) continue;
          // Not this seat's turn, or a card it does not hold, or too many cards: never drawn.
          if (view.turn !== seat) expect(guessOwnMove(view, { type: "play", cards: [card] })).toBeNull();
          expect(guessOwnMove(view, { type: "play", cards: ["S1" as Card] })).toBeNull();
          checked++;
        }
        expect(guessOwnMove(viewFor(before, "spectator") as ShengjiView, { type: "play", cards: ["S2"] })).toBeNull();
      },
    });
    expect(checked).toBeGreaterThan(20);
  });
});
