/**
 * `npm run arena`: bot levels against each other on paired deals, and how
 * long their decisions take. One JSON document on stdout, also written to
 * bench/results/arena.json. `npm run arena -- quick` for a short run.
 *
 * A paired deal is one seed played twice: the first level on the even
 * seats and the second on the odd seats, then swapped, so both levels hold
 * the same cards once. Each play is the first hand of a fresh game (dealt
 * card by card, bids as they come, redeals included), played to its result.
 * A level's gain in a play is the levels its seats went up (Shengji; for
 * friends games teams form per hand, so it is summed seat by seat) or the
 * points its seats scored (Zheng Fen). The first level wins a paired deal
 * when its gain over both plays is larger; ties count half. `win_rate` is
 * the mean over paired deals, `ci95` its normal 95% interval (mean ± 1.96
 * standard errors of the per-deal outcomes 0, ½, 1). `points_per_hand` is
 * the first level's card points less the second's, per play (Shengji: trick
 * points won by its seats, the kitty to whoever took the last trick).
 *
 * Pairings (`x_vs_y`): strong_vs_basic, expert_vs_strong,
 * expert_vs_omniscient, strong_vs_omniscient (`omniscient` sees every hand:
 * the information limit, src/engine/bot-arena.ts). Per game, `criteria`
 * says whether expert beats strong (lower end of the interval above 0.52)
 * and what share of omniscient's edge over strong the expert takes.
 *
 * Deals are played by a pool of worker threads (`threads=N` or
 * ARENA_THREADS, default 2; one while developing on a shared machine), each
 * taking the next deal when it is free; decision times are
 * measured afterwards on the main thread alone, after one untimed hand, at
 * each game's largest table, and for strong and expert at the largest table
 * of every preset (`speed_strong_ms`, `speed_expert_ms`). Full: 400 paired
 * deals per pairing; `quick`: 40 (for CI). `game=`, `deals=`, `pairing=`
 * and `no-times` narrow a run; `from=N` starts at seed N, and
 * `outcomes=FILE` writes each paired deal's score and points (the first
 * level's card points less the second's, over both plays), so that two
 * builds run on the same seeds can be compared deal by deal
 * (bench/arena-diff.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { type GameState, PRESET_INFO, PRESETS, type PresetName, type SeatAction, applyAction, awaiting, createGame, legalActions } from "../src/engine";
import { type ArenaLevel, ARENA_LEVELS, arenaMove } from "../src/engine/bot-arena";
import { handsDone } from "../src/engine/driver";
import { percentile } from "./stats";

interface GameSpec {
  readonly game: PresetName;
  readonly players: number;
  /** The largest table, for decision times. */
  readonly largest: { readonly players: number; readonly options?: Record<string, unknown> };
}

const GAMES: readonly GameSpec[] = [
  { game: "tractor-classic", players: 4, largest: { players: 4 } },
  { game: "zpy-80", players: 6, largest: { players: 8 } },
  { game: "zpy-online", players: 5, largest: { players: 12 } },
  { game: "zheng-fen", players: 4, largest: { players: 6, options: { packs: 3 } } },
];

type Pairing = readonly [ArenaLevel, ArenaLevel];

/** A pairing at one game's table. */
interface Match {
  readonly game: PresetName;
  readonly players: number;
  readonly pairing: Pairing;
}

/** One paired deal of a match, by its number (the seed's). */
interface DealTask extends Match {
  readonly deal: number;
}

interface DealOutcome {
  /** Gain of the first and second level over both plays. */
  readonly gain: readonly [number, number];
  /** First level's points less the second's, in each play. */
  readonly pointsDiff: readonly [number, number];
}

const MAX_STEPS = 50_000;
/** The workerData that marks a thread as one of the pool's. */
const POOL_WORKER = "arena-pool";

interface Played {
  readonly state: GameState;
  /** Decision times by level, ms (only moves the game waited for). */
  readonly times: Map<ArenaLevel, number[]>;
}

/** The bots' key in a hand of the arena. */
export const botKey = (seed: string): string => `arena-bot-key:${seed}`;

/** A bot's move about to be applied, and whether the game waited for it (bench/expert-gaps.ts looks at each). */
export type OnMove = (before: GameState, seat: number, level: ArenaLevel, action: SeatAction, waited: boolean) => void;

/** Plays the first hand (deal) of a game with a level per seat; throws if it does not end. */
export function playHand(game: PresetName, seed: string, players: number, levelOf: (seat: number) => ArenaLevel, options?: Record<string, unknown>, onMove?: OnMove): Played {
  let s = createGame(options ? { preset: game, options } : game, seed, players);
  const key = botKey(seed);
  const times = new Map<ArenaLevel, number[]>();
  for (let steps = 0; ; steps++) {
    if (steps > MAX_STEPS) throw new Error(`${game} seed ${seed}: no end after ${MAX_STEPS} steps`);
    if (handsDone(s) >= 1 || (s.game === "shengji" ? s.phase === "over" : s.phase === "over")) return { state: s, times };
    const waiting = awaiting(s);
    let moved = false;
    for (let seat = 0; seat < players && !moved; seat++) {
      const level = levelOf(seat);
      const timed = waiting.includes(seat);
      const t0 = timed ? performance.now() : 0;
      const action = arenaMove(s, seat, level, key);
      if (timed) {
        const list = times.get(level) ?? [];
        list.push(performance.now() - t0);
        times.set(level, list);
      }
      if (!action) continue;
      onMove?.(s, seat, level, action, timed);
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(`${game} seed ${seed}: ${level} at seat ${seat} played ${JSON.stringify(action)}: ${r.error.message}`);
      s = r.state;
      moved = true;
    }
    if (moved) continue;
    const table = legalActions(s, "table")[0];
    if (!table) throw new Error(`${game} seed ${seed}: stuck in phase ${s.phase}`);
    const r = applyAction(s, "table", table);
    if (!r.ok) throw new Error(`${game} seed ${seed}: table step refused: ${r.error.message}`);
    s = r.state;
  }
}

/** Each seat's gain in the hand (levels, or Zheng Fen points) and card points. */
function seatResults(s: GameState): { gain: number[]; points: number[] } {
  if (s.game === "zheng-fen") {
    const pts = s.lastDeal?.points ?? s.scores;
    return { gain: pts.slice(), points: pts.slice() };
  }
  const r = s.results[0];
  if (!r) throw new Error("the hand has no result");
  const gain = r.after.map((a, i) => a.level - (r.before[i]?.level ?? 0) + (a.active && !r.before[i]?.active ? 0.5 : 0));
  const points = s.won.slice();
  const last = s.tricks[s.tricks.length - 1];
  if (last?.winner !== undefined && r.kittyPoints > 0) points[last.winner] = (points[last.winner] ?? 0) + r.kittyPoints;
  return { gain, points };
}

function sideSums(values: readonly number[], firstOn: 0 | 1): [number, number] {
  let a = 0;
  let b = 0;
  values.forEach((v, seat) => {
    if (seat % 2 === firstOn) a += v;
    else b += v;
  });
  return [a, b];
}

function playDeal(task: DealTask): DealOutcome {
  const [x, y] = task.pairing;
  const seed = `arena-${task.game}-${task.players}-${task.deal}`;
  const gain: [number, number] = [0, 0];
  const pointsDiff: [number, number] = [0, 0];
  for (const firstOn of [0, 1] as const) {
    const { state } = playHand(task.game, seed, task.players, (seat) => (seat % 2 === firstOn ? x : y));
    const r = seatResults(state);
    const [gx, gy] = sideSums(r.gain, firstOn);
    const [px, py] = sideSums(r.points, firstOn);
    gain[0] += gx;
    gain[1] += gy;
    pointsDiff[firstOn] = px - py;
  }
  return { gain, pointsDiff };
}

// A worker of the pool: plays the deals it is sent, one message each.
if (!isMainThread && workerData === POOL_WORKER) {
  parentPort?.on("message", (task: DealTask) => parentPort?.postMessage({ deal: task.deal, outcome: playDeal(task) }));
}

/**
 * Worker threads that play paired deals, one deal per message: each takes
 * the next deal when it is done with one, so that neither core waits while
 * the other plays out a longer share (deals differ in length several-fold).
 * The outcomes are kept by seed, so the order they are played in changes
 * nothing. A worker that fails fails the run (it never waits forever),
 * also one that died while idle between two pairings.
 */
class Pool {
  readonly #workers: Worker[];
  /** Why a worker is gone, once one is. */
  #gone: Error | null = null;

  constructor(threads: number) {
    this.#workers = Array.from({ length: threads }, () => {
      const w = new Worker(new URL(import.meta.url), { workerData: POOL_WORKER, execArgv: ["--import", "tsx"] });
      w.once("exit", (code) => (this.#gone ??= new Error(`an arena worker exited with ${code}`)));
      return w;
    });
  }

  /** The outcomes of deals from..to-1 (by seed) of one match. */
  play(match: Match, from: number, to: number): Promise<DealOutcome[]> {
    const total = to - from;
    if (total <= 0) return Promise.resolve([]);
    if (this.#gone) return Promise.reject(this.#gone);
    if (this.#workers.length === 0) return Promise.reject(new Error("an arena pool without threads has no deals to play"));
    return new Promise((resolve, reject) => {
      const out: DealOutcome[] = new Array(total);
      let next = from;
      let done = 0;
      const listeners: (() => void)[] = [];
      const finish = (e?: Error) => {
        for (const off of listeners) off();
        if (e) reject(e);
        else resolve(out);
      };
      const give = (w: Worker) => {
        if (next >= to) return;
        const task: DealTask = { ...match, deal: next++ };
        w.postMessage(task);
      };
      for (const w of this.#workers) {
        const onMessage = (m: { deal: number; outcome: DealOutcome }) => {
          out[m.deal - from] = m.outcome;
          if (++done === total) finish();
          else give(w);
        };
        const onError = (e: Error) => finish(e);
        // The constructor's listener, added first, has said why by now.
        const onExit = () => finish(this.#gone ?? new Error("an arena worker exited"));
        w.on("message", onMessage);
        w.on("error", onError);
        w.on("exit", onExit);
        listeners.push(() => {
          w.off("message", onMessage);
          w.off("error", onError);
          w.off("exit", onExit);
        });
        give(w);
      }
    });
  }

  async close(): Promise<void> {
    this.#gone ??= new Error("the arena's pool is closed");
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}

/** A paired deal's score for the first level: 1 won, ½ tied, 0 lost. */
function dealScore(o: DealOutcome): number {
  return o.gain[0] > o.gain[1] ? 1 : o.gain[0] < o.gain[1] ? 0 : 0.5;
}

function summarizeDeals(outcomes: readonly DealOutcome[]) {
  const scores: number[] = outcomes.map(dealScore);
  const n = scores.length;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const variance = scores.reduce((a, s) => a + (s - mean) ** 2, 0) / Math.max(1, n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  const round = (v: number) => Number(v.toFixed(3));
  const diffs = outcomes.flatMap((o) => o.pointsDiff);
  return {
    deals: n,
    win_rate: round(mean),
    ci95: [round(mean - half), round(mean + half)],
    wins: scores.filter((s) => s === 1).length,
    ties: scores.filter((s) => s === 0.5).length,
    losses: scores.filter((s) => s === 0).length,
    points_per_hand: round(diffs.reduce((a, b) => a + b, 0) / diffs.length),
  };
}

function timing(samples: readonly number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const round = (v: number) => Number(v.toFixed(2));
  return { p50: round(percentile(s, 50)), p99: round(percentile(s, 99)), max: round(s[s.length - 1] ?? Number.NaN), decisions: s.length };
}

/** Decision times of each level at a table: levels alternate by seat, several hands. */
function decisionTimes(game: PresetName, players: number, hands: number, levels: readonly ArenaLevel[], options?: Record<string, unknown>) {
  // One hand first, untimed: the main thread has not run these bots yet, and a table's isolate is warm too.
  playHand(game, `arena-warm-${game}-${players}`, players, (seat) => levels[seat % levels.length] as ArenaLevel, options);
  const all = new Map<ArenaLevel, number[]>();
  for (let i = 0; i < hands; i++) {
    const { times } = playHand(game, `arena-time-${game}-${players}-${i}`, players, (seat) => levels[(seat + i) % levels.length] as ArenaLevel, options);
    for (const [level, list] of times) all.set(level, [...(all.get(level) ?? []), ...list]);
  }
  return Object.fromEntries([...all].map(([level, list]) => [level, timing(list)]));
}

type Summary = ReturnType<typeof summarizeDeals>;

/**
 * Issue 29's bars: the expert beats strong (the interval's lower end above
 * 0.52) and takes at least half of the edge omniscient has over strong
 * (expert's win rate over strong less ½, over omniscient's less ½).
 */
function criteria(byPairing: Record<string, unknown>) {
  const es = byPairing.expert_vs_strong as Summary | undefined;
  const so = byPairing.strong_vs_omniscient as Summary | undefined;
  if (!es) return {};
  const out: Record<string, unknown> = { expert_beats_strong: (es.ci95[0] ?? 0) > 0.52 };
  if (so) {
    const edge = 0.5 - so.win_rate;
    const share = edge > 0 ? (es.win_rate - 0.5) / edge : null;
    out.omniscient_edge_over_strong = Number(edge.toFixed(3));
    out.expert_share_of_edge = share === null ? null : Number(share.toFixed(3));
    out.expert_takes_half_the_edge = share !== null && share >= 0.5;
  }
  return out;
}

/** The pairings of a run: `x_vs_y` plays x on the even seats against y, then swapped. */
const PAIRINGS: readonly Pairing[] = [
  ["strong", "basic"],
  ["expert", "strong"],
  ["expert", "omniscient"],
  ["strong", "omniscient"],
];

function pairingName(p: Pairing): string {
  return `${p[0]}_vs_${p[1]}`;
}

function isArenaLevel(x: string): x is ArenaLevel {
  return (ARENA_LEVELS as readonly string[]).includes(x);
}

async function main() {
  const args = process.argv.slice(2);
  const quick = args.includes("quick");
  // `deals=N`, `game=<preset>`, `pairing=<x_vs_y>[,…]` and `threads=N` narrow a run while tuning.
  const arg = (name: string) => args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  const deals = Number(arg("deals") ?? (quick ? 40 : 400));
  // `from=N` starts at seed N (tuning on seeds the full run does not use); `outcomes=FILE` writes each paired deal's score for bench/arena-diff.ts.
  const from = Number(arg("from") ?? 0);
  const outcomesFile = arg("outcomes");
  const outcomes: Record<string, number[]> = {};
  const points: Record<string, number[]> = {};
  const only = arg("game");
  const noTimes = args.includes("no-times");
  const threads = Math.max(1, Number(arg("threads") ?? process.env.ARENA_THREADS ?? 2));
  const wanted = arg("pairing")?.split(",");
  const pairings: Pairing[] = wanted
    ? wanted.map((w) => {
        const [x, y] = w.split("_vs_");
        if (x === undefined || y === undefined || !isArenaLevel(x) || !isArenaLevel(y)) throw new Error(`no pairing ${w}`);
        return [x, y] as const;
      })
    : PAIRINGS.slice();
  const started = performance.now();
  const games: Record<string, unknown> = {};
  const speedOnly = args.includes("speed-only");
  const pool = new Pool(speedOnly ? 0 : threads);
  try {
    for (const spec of GAMES.filter((g) => !speedOnly && (only === undefined || g.game === only))) {
      const byPairing: Record<string, unknown> = {};
      for (const pairing of pairings) {
        const pairingStart = performance.now();
        const played = await pool.play({ game: spec.game, players: spec.players, pairing }, from, from + deals);
        byPairing[pairingName(pairing)] = summarizeDeals(played);
        outcomes[`${spec.game}/${pairingName(pairing)}`] = played.map(dealScore);
        points[`${spec.game}/${pairingName(pairing)}`] = played.map((o) => o.pointsDiff[0] + o.pointsDiff[1]);
        if (pairing[0] === "expert" || pairing[1] === "expert") {
          // Seconds of the run spent on this pairing (all threads).
          (byPairing[pairingName(pairing)] as Record<string, unknown>).seconds = Number(((performance.now() - pairingStart) / 1000).toFixed(1));
        }
        process.stderr.write(`${spec.game} ${pairingName(pairing)}: ${JSON.stringify(byPairing[pairingName(pairing)])} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
      }
      games[spec.game] = { players: spec.players, pairings: byPairing, ...criteria(byPairing) };
    }
  } finally {
    await pool.close();
  }
  const timeHands = quick ? 1 : 4;
  for (const spec of noTimes ? [] : GAMES.filter((g) => only === undefined || g.game === only)) {
    games[spec.game] ??= { players: spec.players };
    (games[spec.game] as Record<string, unknown>).decision_ms = {
      players: spec.largest.players,
      ...(spec.largest.options ? { options: spec.largest.options } : {}),
      ...decisionTimes(spec.game, spec.largest.players, timeHands, ["expert", "strong", "basic"], spec.largest.options),
    };
  }
  // The strong and expert levels at the largest table of every preset.
  const speed: Record<string, unknown> = {};
  const speedExpert: Record<string, unknown> = {};
  for (const preset of noTimes || only !== undefined ? [] : PRESETS) {
    const players = Math.max(...PRESET_INFO[preset].players);
    const options = preset === "zheng-fen" ? { packs: 3 } : undefined;
    speed[`${preset}/${players}`] = decisionTimes(preset, players, quick ? 1 : 3, ["strong"], options).strong;
    speedExpert[`${preset}/${players}`] = decisionTimes(preset, players, quick ? 1 : 2, ["expert", "strong"], options).expert;
  }
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    mode: quick ? "quick" : "full",
    method: "paired deals: each seed played twice with the levels' seats swapped; win_rate counts ties as half; ci95 is mean ± 1.96 SE",
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    games,
    threads,
    speed_strong_ms: speed,
    speed_expert_ms: speedExpert,
  };
  const json = JSON.stringify(result, null, 2);
  mkdirSync("bench/results", { recursive: true });
  if (outcomesFile) writeFileSync(outcomesFile, `${JSON.stringify({ from, outcomes, points })}\n`);
  writeFileSync("bench/results/arena.json", `${json}\n`);
  process.stdout.write(`${json}\n`);
}

if (isMainThread && process.argv[1]?.endsWith("arena.ts")) await main();
