/**
 * A Zheng Fen seat's own play or pass drawn before the table answers
 * (issue 58, src/engine/zhengfen/guess.ts), over whole deals for three to
 * six players: for every accepted play and pass, the drawn view holds the
 * seat's hand and count exactly as the table's next view will, its entry is
 * the one the table records, and nothing about another seat differs from
 * the view it was drawn on.
 */
import { describe, expect, it } from "vitest";
import { type ZhengFenView, applyAction, createGame, viewFor } from "../../../src/engine";
import type { Card } from "../../../src/engine/cards";
import { randomInt, rngFor } from "../../../src/engine/random";
import type { ZhengFenState } from "../../../src/engine/zhengfen";
import { guessZhengFenMove } from "../../../src/engine/zhengfen/guess";
import { afterTableMoves } from "./table-moves";
import { zhengFenSuggestion } from "../../../src/engine/zhengfen/hints";

const key = (cards: readonly Card[]) => [...cards].sort().join(" ");

/** The view without what the seat's own move may change. */
function rest(v: ZhengFenView, you: number): unknown {
  const { hand: _h, handCounts, trick: _t, turn: _u, ...others } = v;
  return { ...others, counts: handCounts.filter((_, i) => i !== you) };
}

describe("a Zheng Fen seat's own move, drawn at once", () => {
  it.each([3, 4, 6])("for %i players: the hand and the entry as the table will show them, nothing else of anyone's", (players) => {
    let s = createGame("zheng-fen", `guess-zf-${players}`, players) as ZhengFenState;
    const rng = rngFor(`guess-zf-${players}`, "policy");
    const drawn = { play: 0, pass: 0 };
    for (let step = 0; (s = afterTableMoves(s)).phase !== "over" && step < 600; step++) {
      const seat = s.turn as number;
      const view = viewFor(s, seat) as ZhengFenView;
      const canPass = view.trick?.current != null;
      const action = canPass && randomInt(rng, 0, 3) === 0 ? { type: "pass" as const } : zhengFenSuggestion(view);
      if (!action) throw new Error(`no move for seat ${seat}`);
      const guess = guessZhengFenMove(view, action);
      // Another seat's view draws nothing of this seat's move.
      expect(guessZhengFenMove(viewFor(s, (seat + 1) % players) as ZhengFenView, action)).toBeNull();
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as ZhengFenState;
      expect(guess, `${action.type} by seat ${seat}`).not.toBeNull();
      if (!guess || (action.type !== "play" && action.type !== "pass")) continue;
      drawn[action.type]++;
      const next = viewFor(s, seat) as ZhengFenView;
      // The move ended the deal: what comes next (the result, the next deal) is the table's to show.
      if (next.deal !== view.deal || next.phase !== "play") continue;
      expect(key(guess.hand ?? []), `${action.type} by seat ${seat}`).toBe(key(next.hand ?? []));
      expect(guess.handCounts[seat]).toBe(next.handCounts[seat]);
      expect(guess.turn).toBeNull();
      expect(rest(guess, seat)).toEqual(rest(view, seat));
      // The entry drawn is the one the table records, in the trick or, if the move closed it, in the last trick.
      const recorded = next.trick?.entries.at(-1)?.seat === seat ? next.trick.entries.at(-1) : next.lastTrick?.entries.at(-1);
      expect(guess.trick?.entries.at(-1)).toEqual(recorded);
    }
    expect(drawn.play).toBeGreaterThan(20);
    expect(drawn.pass).toBeGreaterThan(5);
  });

  it("draws nothing the engine would refuse, and nothing out of turn", () => {
    const t = afterTableMoves(createGame("zheng-fen", "guess-zf-refused", 4) as ZhengFenState);
    const seat = t.turn as number;
    const view = viewFor(t, seat) as ZhengFenView;
    const hand = view.hand ?? [];
    // A leader may not pass; a card not in the hand is no play; two different ranks are no combination.
    expect(guessZhengFenMove(view, { type: "pass" })).toBeNull();
    expect(guessZhengFenMove(view, { type: "play", cards: ["XX"] })).toBeNull();
    const mixed = hand.filter((c, i) => i === 0 || c.slice(1) !== (hand[0] as string).slice(1)).slice(0, 2);
    expect(mixed).toHaveLength(2);
    expect(guessZhengFenMove(view, { type: "play", cards: mixed })).toBeNull();
    expect(guessZhengFenMove(view, { type: "chat" })).toBeNull();
  });
});
