/**
 * Complete bot-played Shengji hands per second: from the first card of the
 * deal (dealt one card at a time, the bots looking at their hands for a bid
 * after every card, as at a real table) through tricks to the hand's
 * result, with the table's own steps. Hands follow each other inside games
 * (levels, leaders and redeals as they come); a finished game starts anew.
 * Target (issue 3): a 6-player hand in under 20 ms, the bots' thinking included.
 */
import { type GameState, createGame } from "../src/engine";
import { drive, handsDone } from "../src/engine/driver";
import type { ShengjiPreset } from "../src/engine/presets";
import { summarize } from "./stats";

interface Workload {
  readonly preset: ShengjiPreset;
  readonly players: number;
}

/** Milliseconds per hand, `count` hands after `warmup` untimed ones. */
function timeHands(w: Workload, count: number, warmup: number): { ms: number[]; total: number } {
  const ms: number[] = [];
  let games = 0;
  let state: GameState = createGame(w.preset, `bench-hands-${games}`, w.players);
  let total = 0;
  for (let i = 0; i < warmup + count; i++) {
    if (state.game === "shengji" && state.phase === "over") state = createGame(w.preset, `bench-hands-${++games}`, w.players);
    const t0 = performance.now();
    state = drive(state, { maxHands: handsDone(state) + 1 }).state;
    const dt = performance.now() - t0;
    if (i >= warmup) {
      ms.push(dt);
      total += dt;
    }
  }
  return { ms, total };
}

export function benchHands(): Record<string, unknown> {
  const run = (w: Workload, count: number) => {
    const { ms, total } = timeHands(w, count, Math.ceil(count / 5));
    const s = summarize(ms);
    return {
      preset: w.preset,
      hands_per_s: Number(((1000 * ms.length) / total).toFixed(1)),
      median_ms_per_hand: s.median,
      p99_ms_per_hand: s.p99,
      hands: s.samples,
    };
  };
  return {
    "4p_2d": run({ preset: "shengji-online", players: 4 }, 300),
    "6p_2d": run({ preset: "zpy-pagat", players: 6 }, 200),
    "12p_4d": run({ preset: "zpy-pagat", players: 12 }, 80),
  };
}
