/** Helpers shared by the end-to-end tests: games read back from D1 and their replays. */
import type { Api, GameRecord } from "../../src/client";
import type { GameState } from "../../src/engine";
import { replayHands } from "../../src/engine/replay";
import { until } from "../support/until";

/**
 * Waits until D1 holds the game with at least `hands` completed hands (its
 * outbox delivers them) and, when `final`, no longer playing; reads it back.
 */
export async function gameRecord(api: Api, gameId: string, opts: { hands?: number; final?: boolean; timeoutMs?: number } = {}): Promise<GameRecord> {
  let game: GameRecord | null = null;
  return until(async () => {
    game = await api.game(gameId).catch(() => null);
    return game && game.hands.length >= (opts.hands ?? 1) && (!opts.final || game.status !== "playing") ? game : null;
  }, { for: `game ${gameId} in D1 as asked (${JSON.stringify(opts)})`, seen: () => (game ? `${game.status}, ${game.hands.length} hands` : "none") }, { timeoutMs: opts.timeoutMs ?? 20_000, everyMs: 100 });
}

/**
 * Replays every completed hand of a record with the engine, from the hands'
 * keys alone: the state after each number of actions (index = version, up
 * to the end of the last completed hand).
 */
export function replay(g: GameRecord): GameState[] {
  const hands = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands);
  const out: GameState[] = [];
  hands.forEach((h, k) => out.push(...(k === 0 ? h.states : h.states.slice(1))));
  return out;
}

let address = 0;
/**
 * A socket from a client address of its own: each simulated person is a
 * different player, as at a real table, so the per-address brake on new
 * connections (60 a minute) does not throttle a test that seats dozens.
 */
export function socketFromOwnAddress(url: string): WebSocket {
  address++;
  const ip = `10.9.${(address >> 8) & 255}.${address & 255}`;
  return new (WebSocket as unknown as new (u: string, o: unknown) => WebSocket)(url, { headers: { "CF-Connecting-IP": ip } });
}
