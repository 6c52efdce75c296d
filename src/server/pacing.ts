/**
 * What the table does by itself, and when: the next card of a deal, the end
 * of bidding, the next hand, a bot's move, a move made for a player whose
 * turn clock ran out or who has been away too long. Pure: the Durable
 * Object's alarm asks for the next due step and applies it.
 */
import {
  type GameAction, type GameState, awaiting, botAction, legalActions, viewFor,
} from "../engine";
import type { Actor } from "../engine/types";
import type { TableSettings } from "../protocol";

export interface Pace {
  readonly dealMs: number;
  readonly botDelayMs: number;
  readonly resultMs: number;
  readonly turnSeconds: number;
  /** After the last card, how long people may still bid. */
  readonly bidMs: number;
  /** How long a player may be away before a bot stands in for them. */
  readonly graceMs: number;
}

export const DEFAULT_PACE: Pace = {
  dealMs: 250,
  botDelayMs: 700,
  resultMs: 8_000,
  turnSeconds: 0,
  bidMs: 5_000,
  graceMs: 20_000,
};

export function paceOf(settings: TableSettings): Pace {
  return {
    ...DEFAULT_PACE,
    ...(settings.dealMs !== undefined ? { dealMs: settings.dealMs } : {}),
    ...(settings.botDelayMs !== undefined ? { botDelayMs: settings.botDelayMs } : {}),
    ...(settings.resultMs !== undefined ? { resultMs: settings.resultMs } : {}),
    ...(settings.turnSeconds !== undefined ? { turnSeconds: settings.turnSeconds } : {}),
    ...(settings.bidMs !== undefined ? { bidMs: settings.bidMs } : {}),
  };
}

export interface SeatPace {
  /** A bot holds the seat. */
  readonly bot: boolean;
  /** The seat's player is away since (ms), or null while present (or the seat is a bot's). */
  readonly awaySince: number | null;
  /** This seat's turn clock when the table has none (a seat taken after the game started). */
  readonly turnSeconds?: number;
}

export interface DueStep {
  readonly at: number;
  readonly actor: Actor;
  readonly action: GameAction;
  readonly why: "bot" | "stand-in" | "clock" | "table";
}

/**
 * The next step the table will take by itself, and when (it may already be
 * due), or null if it waits only for people.
 */
export function nextStep(state: GameState, seats: readonly SeatPace[], pace: Pace, lastChangeAt: number): DueStep | null {
  let best: DueStep | null = null;
  const consider = (d: DueStep) => {
    if (best === null || d.at < best.at) best = d;
  };
  const waitingFor = new Set(awaiting(state));
  const everyoneAuto = seats.every((s) => s.bot || s.awaySince !== null);
  seats.forEach((s, seat) => {
    if (s.bot) {
      const action = botAction(viewFor(state, seat), seat);
      if (action) consider({ at: lastChangeAt + pace.botDelayMs, actor: seat, action, why: "bot" });
      return;
    }
    if (!waitingFor.has(seat)) return;
    // A person's move is made for them only when it is awaited: away too long, or out of time.
    const times: { at: number; why: "stand-in" | "clock" }[] = [];
    if (s.awaySince !== null) times.push({ at: Math.max(s.awaySince + pace.graceMs, lastChangeAt + pace.botDelayMs), why: "stand-in" });
    const clock = pace.turnSeconds > 0 ? pace.turnSeconds : (s.turnSeconds ?? 0);
    if (clock > 0) times.push({ at: lastChangeAt + clock * 1000, why: "clock" });
    if (times.length === 0) return;
    const first = times.sort((a, b) => a.at - b.at)[0] as { at: number; why: "stand-in" | "clock" };
    const action = botAction(viewFor(state, seat), seat) ?? legalActions(state, seat)[0];
    if (action) consider({ at: first.at, actor: seat, action, why: first.why });
  });
  const table = legalActions(state, "table")[0];
  if (table) {
    let delay = 0;
    let action: GameAction = table;
    if (table.type === "draw") {
      delay = pace.dealMs;
      if (pace.dealMs === 0) action = { type: "draw", count: 1000 };
    } else if (table.type === "close-bidding") {
      delay = everyoneAuto ? 0 : pace.bidMs;
    } else if (table.type === "next-hand" || table.type === "deal") {
      const first = state.game === "zheng-fen" && state.deal === 0;
      delay = everyoneAuto || first ? 0 : pace.resultMs;
    }
    const d: DueStep = { at: lastChangeAt + delay, actor: "table", action, why: "table" };
    // At equal times people's (and bots') moves go first: a bid before the next card.
    if (best === null || d.at < (best as DueStep).at) best = d;
  }
  return best;
}
