/**
 * `npx tsx bench/expert-gaps.ts [game=zpy-80] [players=6] [hands=60] [from=0]`:
 * where the expert's play falls short of the information limit's. Hands
 * are played as the arena plays expert (odd seats) against strong (even
 * seats), on the arena's seeds. At every trick decision of an expert
 * seat, the omniscient level (the same search given the true deal) is
 * asked too; where they differ, both plays are valued on the true deal by
 * `EVAL` rollouts of the rollout player with the omniscient level's noise,
 * and the difference (omniscient's value less the expert's, in the
 * search's own units: levels, and 0.3 a step of 20 points a pack) is the
 * decision's cost of not knowing the cards. The costs are summed by kind
 * of decision: leading or following, and what the seat knows of its side.
 *
 * The valuation is the omniscient level's own model (its rollout player),
 * which chose its play by it, so the costs lean its way: read them as where
 * the gap lies, not as its exact size. Prints JSON.
 */
import type { PresetName } from "../src/engine";
import { arenaMove, trueDeal } from "../src/engine/bot-arena";
import { shengjiBotInput } from "../src/engine/bot-input";
import { botRng } from "../src/engine/bot-random";
import { type Card, codesOf } from "../src/engine/cards";
import { rollout } from "../src/engine/shengji/expert/rollout";
import { OMNI_NOISE, simAt } from "../src/engine/shengji/expert/search";
import type { ShengjiState } from "../src/engine/shengji/state";
import { botKey, playHand } from "./arena";
import { numberArg } from "./args";

const game = (process.argv.slice(2).find((a) => a.startsWith("game="))?.slice(5) ?? "zpy-80") as PresetName;
const players = numberArg("players", 6);
const hands = numberArg("hands", 60);
const from = numberArg("from", 0);
/** Rollouts that value each of the two plays. */
const EVAL = 96;

/** A play's value to `seat` on the true deal: the mean of EVAL noisy rollouts. */
function value(s: ShengjiState, seat: number, cards: readonly Card[], key: string): number {
  const start = simAt(shengjiBotInput(s, seat), trueDeal(s));
  const rng = botRng(key, { value: cards });
  let sum = 0;
  for (let i = 0; i < EVAL; i++) {
    const sim = start.clone();
    sim.jitter = rng;
    sim.jitterScale = OMNI_NOISE;
    sim.play(seat, codesOf(cards));
    rollout(sim);
    sum += sim.utility(seat);
  }
  return sum / EVAL;
}

/** What the seat knows of its side: the maker; a friend who has shown itself; a seat sure to be a catcher; or not yet known. */
function sideOf(s: ShengjiState, seat: number): string {
  if (s.rules.teams === "fixed") return seat % 2 === (s.maker ?? 0) % 2 ? "maker" : "catcher";
  if (seat === s.maker) return "maker";
  if (s.friends.includes(seat)) return "friend";
  return s.calls.every((c) => c.revealed) ? "catcher" : "unknown";
}

interface Tally { decisions: number; differ: number; cost: number }
const by = new Map<string, Tally>();
function count(kind: string, differ: boolean, cost: number): void {
  const t = by.get(kind) ?? { decisions: 0, differ: 0, cost: 0 };
  t.decisions++;
  if (differ) {
    t.differ++;
    t.cost += cost;
  }
  by.set(kind, t);
}

/** One expert decision: omniscient's play beside it, and the cost where they differ. */
function weigh(s: ShengjiState, seat: number, expert: readonly Card[], key: string): void {
  const omni = (arenaMove(s, seat, "omniscient", key) as { cards: Card[] }).cards;
  const differ = [...omni].sort().join() !== [...expert].sort().join();
  const cost = differ ? value(s, seat, omni, key) - value(s, seat, expert, key) : 0;
  const move = !s.trick || s.trick.plays.length === 0 ? "lead" : "follow";
  const side = sideOf(s, seat);
  const tricks = s.tricks.length;
  for (const kind of ["all", move, `side ${side}`, `${move} ${side}`, tricks === 0 ? "first trick" : tricks < 6 ? "tricks 2-6" : "later tricks"]) count(kind, differ, cost);
}

const t0 = performance.now();
for (let d = from; d < from + hands; d++) {
  const seed = `arena-${game}-${players}-${d}`;
  const key = botKey(seed);
  playHand(game, seed, players, (seat) => (seat % 2 === 1 ? "expert" : "strong"), undefined, (before, seat, level, action, waited) => {
    if (level === "expert" && before.game === "shengji" && before.phase === "playing" && action.type === "play" && waited) weigh(before, seat, action.cards, key);
  });
}
const round = (x: number, k = 3) => Math.round(x * 10 ** k) / 10 ** k;
const kinds = Object.fromEntries(
  [...by].sort((a, b) => b[1].cost - a[1].cost).map(([k, t]) => [k, { decisions: t.decisions, differ: t.differ, cost_per_hand: round(t.cost / hands), cost_per_decision: round(t.cost / t.decisions, 4) }]),
);
console.log(JSON.stringify({ game, players, hands, from, eval_rollouts: EVAL, seconds: round((performance.now() - t0) / 1000, 1), kinds }, null, 2));
