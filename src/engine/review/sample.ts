/**
 * A hand of bots recorded as history keeps it (its key and its own
 * actions), for the review's tests and benchmarks: every seat's bot at its
 * level, asked as a table asks them (the awaited seat, and every seat for
 * a bid on each new state during the deal), the table's own steps when
 * nobody moves.
 */
import type { BotLevel } from "../bot-level";
import { botMove } from "../bots";
import { type GameSetup, type GameState, applyAction, awaiting, createGame, legalActions } from "../game";
import type { LogEntry } from "../log";
import { handKey } from "../random";
import type { HandLog } from "../replay";
import type { Seat } from "../types";
import { handsEnded } from "./rollout";

export function recordHand(setup: GameSetup, players: number, seed: string, levelOf: (seat: Seat) => BotLevel, key = `bots:${seed}`): { hand: HandLog; end: GameState } {
  let s = createGame(setup, seed, players);
  const actions: LogEntry[] = [];
  for (let i = 0; handsEnded(s) === 0; i++) {
    if (i > 20_000) throw new Error(`no end of hand with seed ${seed}`);
    let moved = false;
    const waiting = awaiting(s);
    for (const seat of waiting.length > 0 ? waiting : Array.from({ length: players }, (_, x) => x)) {
      const action = botMove(s, seat, levelOf(seat), key) ?? (waiting.length > 0 ? (legalActions(s, seat)[0] ?? null) : null);
      if (!action) continue;
      const r = applyAction(s, seat, action);
      if (!r.ok) continue;
      s = r.state;
      actions.push({ actor: seat, action: action as LogEntry["action"] });
      moved = true;
      break;
    }
    if (moved) continue;
    const table = legalActions(s, "table")[0];
    if (!table) throw new Error(`stuck in phase ${s.phase}`);
    const r = applyAction(s, "table", table);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    actions.push({ actor: "table", action: table as LogEntry["action"] });
  }
  return { hand: { key: handKey(seed, 0), actions }, end: s };
}
