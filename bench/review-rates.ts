/**
 * `npx tsx bench/review-rates.ts [hands=20] [preset=tractor-classic] [players=4] [seats=maker|all] [margin=10,20]`:
 * how often the review finds a costly decision in hands played entirely by
 * the strong bot, and in hands played entirely by the basic bot
 * (docs/REVIEW.md). Each seed deals one hand, played twice (every seat
 * strong, then every seat basic: the same cards as they are dealt), and
 * reviewed with the default budget for its maker (or every seat).
 * `clean_rate`: the share of reviews with no decision costing more than the
 * margin; `costly_decision_rate`: the share of decisions (with a choice)
 * costing more than it.
 */
import { BOT_LEVELS } from "../src/engine";
import { DEFAULT_REVIEW_BUDGET } from "../src/engine/review/review";
import { costRates, reviewCosts } from "../src/engine/review/sample";

const arg = (name: string, fallback: string) => process.argv.slice(2).find((a) => a.startsWith(`${name}=`))?.split("=")[1] ?? fallback;
const HANDS = Number(arg("hands", "20"));
const PRESET = arg("preset", "tractor-classic");
const PLAYERS = Number(arg("players", "4"));
const MARGINS = arg("margin", "10,20").split(",").map(Number);
const SEATS = arg("seats", "maker") === "all" ? "all" : "maker";
const BUDGET = { ...DEFAULT_REVIEW_BUDGET, rollouts: Number(arg("rollouts", String(DEFAULT_REVIEW_BUDGET.rollouts))), candidates: Number(arg("candidates", String(DEFAULT_REVIEW_BUDGET.candidates))) };

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = performance.now();
  const out: Record<string, unknown> = { preset: PRESET, players: PLAYERS, hands: HANDS, seats: SEATS, budget: BUDGET };
  for (const level of BOT_LEVELS) {
    const c = reviewCosts(level, HANDS, PRESET, PLAYERS, SEATS, BUDGET);
    out[level] = { lost_per_review: Math.round((c.flat().reduce((a, x) => a + x, 0) / c.length) * 10) / 10, rates: MARGINS.map((m) => costRates(c, m)) };
  }
  out.seconds = Math.round((performance.now() - t) / 1000);
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}
