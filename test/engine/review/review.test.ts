/**
 * The review of a completed hand (src/engine/review): its estimates are
 * rollouts that agree with a direct replay where nothing is left to choose,
 * it is the same every time for the same hand and budget, it weighs only
 * moves the rules accept, and it reviews completed hands only.
 */
import { describe, expect, it, vi } from "vitest";
import { type GameState, applyAction, legalActions } from "../../../src/engine";
import { shengjiBotInput } from "../../../src/engine/bot-input";
import { replayHands } from "../../../src/engine/replay";
import { candidatesAt, moveKey } from "../../../src/engine/review/candidates";
import { inputOf as rolloutInput } from "../../../src/engine/review/policy";
import { outcomeFor } from "../../../src/engine/review/outcome";
import { type ReviewInput, finishReview, planReview, reviewDecision, reviewHand } from "../../../src/engine/review/review";
import { handsEnded } from "../../../src/engine/review/rollout";
import { recordHand, recordHands } from "../../../src/engine/review/sample";

// Reviews are hundreds of rollouts: seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const strong = () => "strong" as const;
const SMALL = { rollouts: 1, candidates: 4, level: "strong" } as const;

function inputOf(preset: string, players: number, seed: string): ReviewInput {
  const { hand } = recordHand(preset, players, seed, strong);
  return { setup: preset, players, hands: [hand], hand: 0 };
}

/** The rest of the hand from `s` when every move left is the only one the rules allow (no bids open), else null. */
function forcedEnd(s: GameState): GameState | null {
  const done = handsEnded(s);
  let x = s;
  while (handsEnded(x) === done) {
    if (x.game === "shengji" && x.phase !== "playing") return null;
    const actors = x.game === "shengji" && x.trick ? [(x.trick.leader + x.trick.plays.length) % x.players] : [];
    const seat = actors[0];
    if (seat === undefined) return null;
    const moves = legalActions(x, seat);
    if (moves.length !== 1) return null;
    const r = applyAction(x, seat, moves[0]);
    if (!r.ok) throw new Error(r.error.message);
    x = r.state;
  }
  return x;
}

describe("a review's estimate", () => {
  it.each([
    ["tractor-classic", 4, "a1"],
    ["zpy-80", 6, "b2"],
  ])("equals a direct replay when the rest of the hand is forced (%s)", (preset, players, seed) => {
    const input = inputOf(preset, players, seed);
    let checked = 0;
    for (let seat = 0; seat < players; seat++) {
      const plan = planReview(input, seat, { ...SMALL, rollouts: 3, candidates: 6 });
      plan.decisions.forEach((d, i) => {
        const forced = d.candidates.flatMap((m) => {
          if (m.type === "wait") return [];
          const r = applyAction(d.before, seat, m);
          if (!r.ok) throw new Error(`candidate ${moveKey(m)} refused`);
          const end = forcedEnd(r.state);
          return end ? [{ key: moveKey(m), outcome: outcomeFor(end, seat) }] : [];
        });
        if (forced.length === 0 || d.candidates.length < 2) return;
        const reviewed = reviewDecision(plan, i);
        for (const f of forced) {
          const v = reviewed.candidates.find((c) => moveKey(c.move) === f.key);
          expect(v, f.key).toBeDefined();
          expect({ points: v?.points, levels: v?.levels }).toEqual(f.outcome);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("the rollouts' strong policy", () => {
  it("is given what the table's strong bot is given, on every state of a hand", () => {
    const input = inputOf("zpy-80", 6, "e5");
    const states = replayHands(input.setup, 6, input.hands)[0]?.states ?? [];
    for (const s of states) {
      if (s.game !== "shengji" || !["burying", "calling", "playing"].includes(s.phase)) continue;
      for (let seat = 0; seat < 6; seat++) expect(rolloutInput(s, seat)).toEqual(shengjiBotInput(s, seat));
    }
  });
});

describe("a review", () => {
  const input = inputOf("tractor-classic", 4, "c3");

  it("is the same every time for the same hand and budget", () => {
    const a = reviewHand(input, 1, SMALL);
    const b = reviewHand(structuredClone(input), 1, { ...SMALL });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("shares out: decisions reviewed apart and put together give the same review", () => {
    const whole = reviewHand(input, 2, SMALL);
    const plan = planReview(input, 2, SMALL);
    const parts = plan.decisions.map((_, i) => i).reverse().map((i) => reviewDecision(planReview(input, 2, SMALL), i)).reverse();
    expect(JSON.stringify(finishReview(plan, parts))).toBe(JSON.stringify(whole));
  });

  it("lists each of the seat's decisions once, the move made first, every candidate accepted", () => {
    const plan = planReview(input, 0, SMALL);
    const made = input.hands[0]?.actions.filter((e) => e.actor === 0).length;
    expect(plan.decisions.length).toBe(made);
    for (const d of plan.decisions) {
      expect(d.candidates[0]).toEqual(d.made);
      expect(new Set(d.candidates.map(moveKey)).size).toBe(d.candidates.length);
      for (const m of d.candidates) if (m.type !== "wait") expect(applyAction(d.before, 0, m).ok, moveKey(m)).toBe(true);
    }
  });

  it("marks at most three decisions, the costliest, and totals what was lost", () => {
    const r = reviewHand(input, 3, SMALL);
    const marked = r.decisions.filter((d) => d.marked);
    expect(marked.length).toBeLessThanOrEqual(3);
    const unmarked = Math.max(0, ...r.decisions.filter((d) => !d.marked).map((d) => d.cost));
    for (const d of marked) expect(d.cost).toBeGreaterThanOrEqual(unmarked);
    for (const d of r.decisions) expect(d.cost).toBeGreaterThanOrEqual(0);
    expect(r.lost).toBeCloseTo(r.decisions.reduce((a, d) => a + d.cost, 0));
  });

  it("reviews a later hand from the hands before it, never needing the next hand's key", () => {
    const { hands } = recordHands("tractor-classic", 4, "f6", strong, 2);
    const r = reviewHand({ setup: "tractor-classic", players: 4, hands, hand: 1 }, 1, SMALL);
    expect(r.hand).toBe(1);
    expect(r.decisions.length).toBe(hands[1]?.actions.filter((e) => e.actor === 1).length);
    // A Zheng Fen deal too: plays and passes.
    const zf = reviewHand(inputOf("zheng-fen", 4, "g7"), 2, SMALL);
    expect(zf.decisions.some((d) => d.made.type === "pass" || d.made.type === "play")).toBe(true);
  });

  it("reviews completed hands only", () => {
    expect(() => planReview({ ...input, hand: 1 }, 0, SMALL)).toThrow(/not a completed hand/);
    const cut = { ...input, hands: [{ key: input.hands[0]?.key ?? "", actions: input.hands[0]?.actions.slice(0, -1) ?? [] }] };
    expect(() => planReview(cut, 0, SMALL)).toThrow(/not a completed hand/);
  });

  it("weighs not bidding against a bid, and a Zheng Fen pass against a play", () => {
    const bidder = input.hands[0]?.actions.find((e) => e.action.type === "bid")?.actor;
    expect(typeof bidder).toBe("number");
    const bid = planReview(input, bidder as number, SMALL).decisions.find((d) => d.made.type === "bid");
    expect(bid?.candidates.some((m) => m.type === "wait")).toBe(true);
    const zf = inputOf("zheng-fen", 4, "d4");
    const follow = planReview(zf, 0, SMALL).decisions.find((d) => d.before.game === "zheng-fen" && d.before.trick?.current);
    expect(follow?.candidates.some((m) => m.type === "pass")).toBe(true);
    const seen = candidatesAt(follow?.before as GameState, 0, follow?.made ?? { type: "pass" }, null, 3);
    expect(seen.length).toBeLessThanOrEqual(3);
  });
});
