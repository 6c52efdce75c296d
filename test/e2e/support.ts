/** Helpers shared by the end-to-end tests: finished games from D1 and their replays. */
import type { Api, FinishedGame } from "../../src/client";
import { type GameState, applyAction, createGame } from "../../src/engine";

/** Waits for a finished game to reach D1 (through the table's outbox) and reads it back. */
export async function finishedGame(api: Api, gameId: string, timeoutMs = 20_000): Promise<FinishedGame> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const game = await api.game(gameId).catch(() => null);
    if (game) return game;
    if (Date.now() > end) throw new Error(`game ${gameId} never reached D1`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Replays a finished game with the engine: the state after each number of actions (index = version). */
export function replay(g: FinishedGame): GameState[] {
  let s = createGame({ preset: g.game, options: g.options }, g.seed, g.players.length);
  const out = [s];
  for (const e of g.actions) {
    const step = applyAction(s, e.actor, e.action);
    if (!step.ok) throw new Error(step.error.message);
    s = step.state;
    out.push(s);
  }
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
