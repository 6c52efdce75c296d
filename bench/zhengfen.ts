/**
 * Zheng Fen benchmarks: legal-play generation for full 18-card hands (three
 * players, one pack: the largest hands of the preset), classification, bot
 * decisions and complete bot games per second. Each generation sample is
 * one call timed alone (so a slow call is not averaged away); the figures
 * are medians and p99 over many hands. Target: p99 under 1 ms per generation.
 */
import { percentile } from "./stats";
import type { Actor } from "../src/engine/types";
import {
  applyZhengFen,
  botZhengFen,
  classifyZhengFen,
  createZhengFen,
  isZhengFenOver,
  legalZhengFen,
  viewForZhengFen,
} from "../src/engine/zhengfen";
import type { ZhengFenAction, ZhengFenState } from "../src/engine/zhengfen";

interface Timing {
  median_us: number;
  p99_us: number;
  max_us: number;
  samples: number;
}

function step(s: ZhengFenState, actor: Actor, a: ZhengFenAction): ZhengFenState {
  const r = applyZhengFen(s, actor, a);
  if (!r.ok) throw new Error(`bench: refused ${JSON.stringify(a)}: ${r.error.message}`);
  return r.state;
}

function botAction(s: ZhengFenState, actor: Actor): ZhengFenAction {
  return actor === "table" ? (legalZhengFen(s, "table")[0] as ZhengFenAction) : botZhengFen(viewForZhengFen(s, actor), actor);
}

/** Microseconds per single call of `fn` on each input, after warm-up passes. */
function timeCalls<T>(inputs: readonly T[], fn: (x: T) => unknown, rounds = 5, warmup = 5): Timing {
  for (let w = 0; w < warmup; w++) for (const x of inputs) fn(x);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const x of inputs) {
      const t0 = performance.now();
      fn(x);
      samples.push((performance.now() - t0) * 1000);
    }
  }
  samples.sort((a, b) => a - b);
  const round = (x: number): number => Number(x.toFixed(2));
  return {
    median_us: round(percentile(samples, 50)),
    p99_us: round(percentile(samples, 99)),
    max_us: round(samples[samples.length - 1] ?? Number.NaN),
    samples: samples.length,
  };
}

/** Freshly dealt three-player tables: the leader holds 18 cards and leads. */
function leadingTables(count: number): ZhengFenState[] {
  const out: ZhengFenState[] = [];
  for (let i = 0; i < count; i++) {
    const dealt = step(createZhengFen({}, `bench-lead-${i}`, 3), "table", { type: "deal" });
    if ((dealt.hands[dealt.turn as number] as readonly string[]).length === 18) out.push(dealt);
  }
  return out;
}

/** The same tables one play later: the next seat, with 18 cards, must beat the bot's lead. */
function followingTables(leading: readonly ZhengFenState[]): ZhengFenState[] {
  return leading
    .map((s) => step(s, s.turn as number, botAction(s, s.turn as number)))
    .filter((s) => s.turn !== null && (s.hands[s.turn] as readonly string[]).length === 18);
}

function botGames(players: number, minMs: number): { games_per_s: number; games: number; steps_per_game: number } {
  const t0 = performance.now();
  let games = 0;
  let steps = 0;
  while (performance.now() - t0 < minMs || games < 5) {
    let s = createZhengFen({}, `bench-game-${players}-${games}`, players);
    while (!isZhengFenOver(s)) {
      const actor: Actor = s.phase === "deal" ? "table" : (s.turn as number);
      s = step(s, actor, botAction(s, actor));
      steps++;
    }
    games++;
  }
  const seconds = (performance.now() - t0) / 1000;
  return { games_per_s: Number((games / seconds).toFixed(1)), games, steps_per_game: Math.round(steps / games) };
}

export function benchZhengFen(): Record<string, unknown> {
  const leading = leadingTables(600);
  const following = followingTables(leading);
  const bothJokers = leading.filter((s) => {
    const hand = s.hands[s.turn as number] as readonly string[];
    return hand.includes("LJ") && hand.includes("BJ");
  });
  const legal = (s: ZhengFenState): unknown => legalZhengFen(s, s.turn as number);
  const listSize = (list: readonly ZhengFenState[]): { median: number; max: number } => {
    const sizes = list.map((s) => legalZhengFen(s, s.turn as number).length).sort((a, b) => a - b);
    return { median: percentile(sizes, 50), max: sizes[sizes.length - 1] ?? 0 };
  };

  const combos = leading.flatMap((s) =>
    legalZhengFen(s, s.turn as number).flatMap((a) => (a.type === "play" ? [a.cards] : [])),
  );
  const classifyInputs = combos.filter((_, i) => i % 7 === 0);

  const decisionStates: { s: ZhengFenState; seat: number }[] = [...leading, ...following].map((s) => ({ s, seat: s.turn as number }));

  const games = {
    players_3: botGames(3, 1500),
    players_4: botGames(4, 1500),
    players_6: botGames(6, 1500),
  };
  const total = Object.values(games);
  return {
    legal_generation_18_cards: { ...timeCalls(leading, legal), hands: leading.length, actions: listSize(leading) },
    legal_generation_18_cards_following: { ...timeCalls(following, legal), hands: following.length, actions: listSize(following) },
    legal_generation_18_cards_both_jokers: { ...timeCalls(bothJokers, legal), hands: bothJokers.length, actions: listSize(bothJokers) },
    classify: timeCalls(classifyInputs, (cards) => classifyZhengFen(cards), 3),
    bot_decision: timeCalls(decisionStates, ({ s, seat }) => botZhengFen(viewForZhengFen(s, seat), seat), 3),
    bot_games_per_s: Number((total.reduce((a, g) => a + g.games, 0) / total.reduce((a, g) => a + g.games / g.games_per_s, 0)).toFixed(1)),
    bot_games: games,
    target_p99_us: 1000,
  };
}
