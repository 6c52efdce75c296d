/**
 * `npx tsx bench/review-rates.ts [hands=20] [preset=tractor-classic] [players=4]`:
 * how often the review finds a costly decision in hands played entirely by
 * the strong bot, and in hands played entirely by the basic bot (docs/REVIEW.md).
 * For each seed one hand is dealt and played twice (every seat strong, then
 * every seat basic: the same cards), and each seat of it is reviewed with
 * the default budget. `clean_rate`: the share of reviewed seat-hands with no
 * decision costing more than the margin; `costly_decision_rate`: the share
 * of decisions (with a choice) costing more than it.
 */
import { BOT_LEVELS, type BotLevel } from "../src/engine";
import { DEFAULT_REVIEW_BUDGET, reviewHand } from "../src/engine/review/review";
import { recordHand } from "../src/engine/review/sample";

const arg = (name: string, fallback: string) => process.argv.slice(2).find((a) => a.startsWith(`${name}=`))?.split("=")[1] ?? fallback;
const HANDS = Number(arg("hands", "20"));
const PRESET = arg("preset", "tractor-classic");
const PLAYERS = Number(arg("players", "4"));
const MARGINS = arg("margin", "10").split(",").map(Number);
const BUDGET = { ...DEFAULT_REVIEW_BUDGET, rollouts: Number(arg("rollouts", String(DEFAULT_REVIEW_BUDGET.rollouts))), candidates: Number(arg("candidates", String(DEFAULT_REVIEW_BUDGET.candidates))) };

export interface Rates {
  readonly margin: number;
  readonly seat_hands: number;
  readonly clean_rate: number;
  readonly decisions: number;
  readonly costly_decision_rate: number;
}

/** Each seat of `hands` hands played by `level` bots, reviewed: the costs of its decisions with a choice, per seat-hand. */
export function costs(level: BotLevel, hands: number, preset: string, players: number, budget = DEFAULT_REVIEW_BUDGET): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < hands; i++) {
    const { hand } = recordHand(preset, players, `review-rates-${i}`, () => level);
    for (let seat = 0; seat < players; seat++) {
      const r = reviewHand({ setup: preset, players, hands: [hand], hand: 0 }, seat, budget);
      out.push(r.decisions.filter((d) => d.candidates.length > 1).map((d) => d.cost));
    }
  }
  return out;
}

export function rates(seatHands: readonly (readonly number[])[], margin: number): Rates {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const all = seatHands.flat();
  const clean = seatHands.filter((c) => c.every((x) => x <= margin)).length;
  return {
    margin,
    seat_hands: seatHands.length,
    clean_rate: round(clean / seatHands.length),
    decisions: all.length,
    costly_decision_rate: round(all.filter((x) => x > margin).length / all.length),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = performance.now();
  const out: Record<string, unknown> = { preset: PRESET, players: PLAYERS, hands: HANDS, budget: BUDGET };
  for (const level of BOT_LEVELS) {
    const c = costs(level, HANDS, PRESET, PLAYERS, BUDGET);
    out[level] = { lost_per_seat_hand: Math.round((c.flat().reduce((a, x) => a + x, 0) / c.length) * 10) / 10, rates: MARGINS.map((m) => rates(c, m)) };
  }
  out.seconds = Math.round((performance.now() - t) / 1000);
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}
