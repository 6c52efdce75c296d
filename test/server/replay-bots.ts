/** The table's own log replayed with the engine, to check what its bots chose against what the engine's bots choose. */
import { type BotLevel, type GameAction, type GameState, applyAction, botMove, createGame } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import { botKey } from "../../src/engine/random";
import { gameAndLog } from "./support";

/**
 * Replays the table's stored game, and for each move of a seat other than
 * the host's (seat 0) calls `botMoved` with the move made and the move the
 * engine's bot at `levelOf(seat)` chooses there, keyed one way from the
 * game's secret as the table keys it. Resolves to the state at the end.
 */
export async function replayBotMoves(
  tableId: string,
  levelOf: (seat: number) => BotLevel,
  botMoved: (seat: number, made: GameAction, chosen: ReturnType<typeof botMove>) => void,
): Promise<GameState> {
  const { row, entries } = await gameAndLog(tableId);
  const key = botKey(row.seed);
  let state: GameState = createGame({ preset: row.game, options: row.options }, row.seed, row.count);
  for (const raw of entries) {
    const { actor, action } = decodeEntry(raw);
    if (typeof actor === "number" && actor > 0) botMoved(actor, action, botMove(state, actor, levelOf(actor), key));
    const step = applyAction(state, actor, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.state;
  }
  return state;
}
