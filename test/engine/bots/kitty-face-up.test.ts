/**
 * A kitty buried face up counts single, and the bots must know it from the
 * seat they play, the maker's included. 001: "the six cards discarded by
 * the trump maker are exposed and the value of any discarded kings tens or
 * fives is doubled and added to the total of opposing team's points unless
 * the declarer exposed the secret cards prior to the start of the play".
 *
 * Bots never bury face up, but a person may, and then leave: a stand-in
 * plays the maker's seat from its view. Before the view said so, the maker's
 * view could not tell a face-up kitty from a hidden one (the maker sees its
 * kitty either way), so the expert playing for that maker reckoned the
 * kitty doubled, and strong did at every seat.
 */
import { describe, expect, it } from "vitest";
import { viewFor } from "../../../src/engine";
import { trueDeal } from "../../../src/engine/bot-arena";
import { shengjiBotInput } from "../../../src/engine/bot-input";
import { codesOf, hand } from "../../../src/engine/cards";
import { simAt } from "../../../src/engine/shengji/expert/search";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import { knowledgeOf } from "../../../src/engine/shengji/strong/knowledge";
import { scoreLeads } from "../../../src/engine/shengji/strong/play";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import { SEED_001, act, atPlay, playTrick } from "../shengji/flow-support";

/** The last trick of a 4-player `zpy-80` hand over a 25-point kitty: the maker (0) and its friend (2) against 1 and 3, who hold the ace. */
function lastTrick(kittyExposed: boolean, leader = 1): ShengjiState {
  return atPlay({
    preset: "zpy-80",
    players: 4,
    maker: 0,
    trump: { rank: "2", suit: "H" },
    hands: ["S3", "SA", "S4", "S6"],
    leader,
    calls: [{ card: "CA", ordinal: 1, seen: 1, by: 2, revealed: true }],
    friends: [2],
    buried: "SK S10 S5 C3 C4 C6",
    kittyExposed,
  });
}

describe(`${SEED_001}: a kitty buried face up counts single, as every seat's bot reckons it`, () => {
  it("every viewer's view says the kitty lies face up, the maker's too", () => {
    for (const exposed of [true, false]) {
      const s = lastTrick(exposed);
      for (const v of [0, 1, 2, 3, "spectator"] as const) {
        const view = viewFor(s, v) as ShengjiView;
        expect(view.kittyExposed ?? false).toBe(exposed);
        // Absent from every other view: bots hash their view for tie-breaks, and those stay as they were.
        expect("kittyExposed" in view).toBe(exposed);
      }
    }
  });

  it("the expert's world of the maker's seat scores the hand's end as the rules do", () => {
    for (const exposed of [true, false]) {
      const before = playTrick(lastTrick(exposed), ["SA", "S4", "S6"]).state;
      const engine = act(before, 0, { type: "play", cards: hand("S3") }).state.results[0];
      const sim = simAt(shengjiBotInput(before, 0), trueDeal(before));
      sim.play(0, codesOf(hand("S3")));
      expect(sim.over).toBe(true);
      expect(sim.catcherPoints()).toBe(engine?.catcherPoints);
      expect(sim.catcherPoints()).toBe(exposed ? 25 : 50);
    }
  });

  it("strong, leading the last trick for the maker, stakes a face-up kitty single", () => {
    const value = (exposed: boolean) => {
      const scored = scoreLeads(knowledgeOf(shengjiBotInput(lastTrick(exposed, 0), 0)));
      expect(scored).toHaveLength(1);
      return (scored[0] as { value: number }).value;
    };
    // The maker's low spade may lose the last trick, and the kitty with it: the maker sees its kitty either way, so
    // the values differ only by the multiplier, and the face-up kitty puts less at stake.
    expect(value(true) - value(false)).toBeGreaterThan(1);
  });
});
