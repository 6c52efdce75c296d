/**
 * The one projection of hidden information: in every phase of bot games,
 * no seat's view (and no event) holds a card of another player's hand, the
 * seed, or the pack order; a spectator sees no hand.
 */
import { describe, expect, it } from "vitest";
import type { Actor } from "../../../src/engine/types";
import { applyZhengFen, botZhengFen, createZhengFen, isZhengFenOver, legalZhengFen, viewForZhengFen } from "../../../src/engine/zhengfen";
import type { ZhengFenAction, ZhengFenState, ZhengFenView } from "../../../src/engine/zhengfen";

const VIEW_FIELDS = [
  "game", "viewer", "options", "players", "phase", "deal", "shuffler", "firstDrawer", "hand", "handCounts", "turn",
  "trick", "lastTrick", "pointsCaught", "cardsCaught", "scores", "out", "lastDeal", "winners",
].sort();

/** The view without the previous deal's result (whose revealed hand may hold cards dealt again since). */
function currentPart(v: ZhengFenView): string {
  return JSON.stringify({ ...v, lastDeal: null });
}

/** Problems with the views of every seat and a spectator (collected, then asserted once: this runs every step). */
function viewProblems(s: ZhengFenState, seed: string): string[] {
  const problems: string[] = [];
  for (const viewer of [...s.hands.keys(), "spectator" as const]) {
    const v = viewForZhengFen(s, viewer);
    const text = JSON.stringify(v);
    if (Object.keys(v).sort().join() !== VIEW_FIELDS.join()) problems.push(`fields ${Object.keys(v).join()}`);
    if (v.game !== "zheng-fen") problems.push("game");
    if (text.includes(seed) || text.includes('"seed"') || text.includes('"hands"')) problems.push("seed or hands");
    if (viewer === "spectator" ? v.hand !== null : JSON.stringify(v.hand) !== JSON.stringify(s.hands[viewer])) {
      problems.push(`hand of ${String(viewer)}`);
    }
    const current = currentPart(v);
    s.hands.forEach((hand, seat) => {
      if (seat === viewer) return;
      for (const card of hand) if (current.includes(`"${card}"`)) problems.push(`seat ${String(viewer)} sees ${card} of seat ${seat}`);
    });
    if (JSON.stringify(v.handCounts) !== JSON.stringify(s.hands.map((h) => h.length))) problems.push("counts");
  }
  return problems;
}

describe("viewForZhengFen", () => {
  it("never shows another player's cards, the seed or the pack, in any phase, nor do the events", () => {
    for (let g = 0; g < 8; g++) {
      const seed = `secret-seed-${g}-0123456789`;
      let s = createZhengFen({}, seed, 3 + (g % 4));
      expect(viewProblems(s, seed)).toEqual([]);
      const phases = new Set<string>();
      for (let i = 0; i < 20_000 && !isZhengFenOver(s); i++) {
        const actor: Actor = s.phase === "deal" ? "table" : (s.turn as number);
        const action: ZhengFenAction =
          actor === "table" ? (legalZhengFen(s, "table")[0] as ZhengFenAction) : botZhengFen(viewForZhengFen(s, actor), actor);
        const step = applyZhengFen(s, actor, action);
        if (!step.ok) throw new Error(step.error.message);
        s = step.state;
        phases.add(s.phase);
        const problems = viewProblems(s, seed);
        const events = JSON.stringify(step.events);
        if (events.includes(seed)) problems.push("seed in events");
        for (const hand of s.hands) for (const card of hand) if (events.includes(`"${card}"`)) problems.push(`${card} in events`);
        if (problems.length > 0) expect(problems).toEqual([]);
      }
      expect([...phases].sort()).toEqual(["deal", "over", "play"]);
    }
  }, 60_000);

  it("shows the last player's hand once the deal is over (every other card was seen in play)", () => {
    let s = createZhengFen({}, "reveal", 4);
    while (s.lastDeal === null) {
      const actor: Actor = s.phase === "deal" ? "table" : (s.turn as number);
      const a = actor === "table" ? (legalZhengFen(s, "table")[0] as ZhengFenAction) : botZhengFen(viewForZhengFen(s, actor), actor);
      const step = applyZhengFen(s, actor, a);
      if (!step.ok) throw new Error(step.error.message);
      s = step.state;
    }
    const v = viewForZhengFen(s, "spectator");
    expect(v.lastDeal?.lastHand).toEqual(s.lastDeal.lastHand);
    expect(v.pointsCaught.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("is a copy: changing a view does not change the state", () => {
    const s = createZhengFen({}, "copy", 3);
    const step = applyZhengFen(s, "table", { type: "deal" });
    if (!step.ok) throw new Error(step.error.message);
    const v = viewForZhengFen(step.state, 0) as unknown as { hand: string[] };
    const before = JSON.stringify(step.state);
    v.hand.push("BJ");
    expect(JSON.stringify(step.state)).toBe(before);
  });
});
