/**
 * What the table does by itself, and when: the next card of a deal, the end
 * of bidding, the next hand, a bot's move, a move made for a player whose
 * turn clock ran out or who has been away too long. Pure: the Durable
 * Object's alarm asks for the next due step and applies it.
 */
import {
  type BotLevel, type GameAction, type GameState, awaiting, botMove, legalActions, standInLevel,
} from "../../engine";
import type { Actor, Seat } from "../../engine/types";
import type { TableSettings } from "../../protocol";
import { PACE_DEFAULTS, SETUP_CLOCK_TURNS, readHoldMs } from "../../protocol/pace";
import { isTurnBased } from "../../protocol/turn-based";

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

export const DEFAULT_PACE: Pace = { ...PACE_DEFAULTS, graceMs: 20_000 };

/** Paces by settings object: a table's settings never change in place, and every move asks for its pace once per seat. */
const paces = new WeakMap<TableSettings, Pace>();

export function paceOf(settings: TableSettings): Pace {
  let pace = paces.get(settings);
  if (pace === undefined) {
    pace = paceFrom(settings);
    paces.set(settings, pace);
  }
  return pace;
}

function paceFrom(settings: TableSettings): Pace {
  const pace: Pace = {
    ...DEFAULT_PACE,
    ...(settings.dealMs !== undefined ? { dealMs: settings.dealMs } : {}),
    ...(settings.botDelayMs !== undefined ? { botDelayMs: settings.botDelayMs } : {}),
    ...(settings.resultMs !== undefined ? { resultMs: settings.resultMs } : {}),
    ...(settings.turnSeconds !== undefined ? { turnSeconds: settings.turnSeconds } : {}),
    ...(settings.bidMs !== undefined ? { bidMs: settings.bidMs } : {}),
  };
  // Turn-based: the grace and the bidding after a deal last a turn, like everything else.
  return isTurnBased(settings) ? { ...pace, graceMs: pace.turnSeconds * 1000, bidMs: Math.max(pace.bidMs, pace.turnSeconds * 1000) } : pace;
}

export interface SeatPace {
  /** A bot holds the seat. */
  readonly bot: boolean;
  /** The seat's player is away since (ms), or null while present (or the seat is a bot's). */
  readonly awaySince: number | null;
  /** This seat's own turn clock in seconds, in place of the table's (a seat taken after the game started has a short one; 0: none). */
  readonly turnSeconds?: number;
  /** What is left of this seat's time bank for the game (ms): drawn on once a move's clock runs out. */
  readonly bankMs?: number;
  /** The seat's clock counts from then when it is later than the last change (nobody was at the table meanwhile). */
  readonly clockFrom?: number;
  /** Its person, present, reads the hand's result now (commands/moves.ts, `reading`): the next hand waits for them. */
  readonly reading?: boolean;
}

/** Whether the move awaited is part of a hand's setup (burying the kitty, calling friends): it gets a longer clock. */
function setupMove(state: GameState): boolean {
  return state.game === "shengji" && (state.phase === "burying" || state.phase === "calling");
}

/** How long the move awaited now may take on a clock of `turnSeconds` (0: no clock), before any time bank. */
export function moveClockMs(state: GameState, turnSeconds: number): number {
  return turnSeconds * 1000 * (setupMove(state) ? SETUP_CLOCK_TURNS : 1);
}

/**
 * The next thing the table will do by itself, and when. It is found from
 * public facts only (who is awaited, which seats are bots or away, the
 * table's own pending step), so the table can ask for it after every move
 * for nothing: a seat's move is decided only when the step is taken
 * (`moveFor`), which for a bot that searches is the expensive part.
 */
export type DueStep =
  /** The table's own step (the next card, the end of bidding, the next hand): public, known now. */
  | { readonly at: number; readonly why: "table"; readonly actor: "table"; readonly action: GameAction }
  /** A move for an awaited seat: its bot's, or a stand-in's when its player is away too long or out of time. */
  | { readonly at: number; readonly why: "bot" | "stand-in" | "clock"; readonly actor: Seat }
  /** Bids are open and these seats' bots (or stand-ins) may bid (bids are optional: each is asked when the step is taken). */
  | { readonly at: number; readonly why: "bid"; readonly bots: readonly Seat[] };

/**
 * Whether the deal is done and the bidding only waits to close (its window
 * is `bidMs`, a whole turn at a turn-based table): a person may now pass,
 * saying they will not bid on this state, and once nobody is left to bid by
 * themselves the bidding closes at once.
 */
export function biddingCloses(state: GameState): boolean {
  return legalActions(state, "table")[0]?.type === "close-bidding";
}

/** Whether bids are open now: while the table deals or waits to close the bidding, no seat is awaited. */
function bidsOpen(table: GameAction | undefined): boolean {
  return table !== undefined && (table.type === "draw" || table.type === "close-bidding");
}

/**
 * A bidding that closes with nobody declaring may deal again (000, 001,
 * 004): such a close never comes sooner than this after the last change,
 * so no choice of settings (`dealMs` 0, `bidMs` 0, `botDelayMs` 0) makes a
 * table deal in a hot loop while nobody bids.
 */
export const NO_BID_CLOSE_MS = 1_000;

/**
 * While nobody at the table plays their own seat (every seat a bot's, or a
 * person's who is away or stood in for), the table's own steps (a bot's
 * move or bid, the deal, the close of bidding, the next hand) come at most
 * one per this many milliseconds, whatever its settings say, and a deal
 * comes whole in one step. Such a game is nobody's to follow at machine
 * speed: at `botDelayMs` 0 one table made about 4,000 moves a second for as
 * long as one idle socket stayed (issue 53, item 4). A second a step is
 * slower than no setting a person plays by (the bots' default pause is
 * 0.7 s) and bounds what such a table costs: at most one alarm and one
 * move a second (docs/PROTOCOL.md, "What a table costs"). The test
 * configuration may lift it (env.ts, `unattendedStepMs`); nothing deployed does.
 */
export const UNATTENDED_STEP_MS = 1_000;

/**
 * When a seat's bids are made for it, if ever: a bot's after its delay; an
 * away person's by their stand-in once the grace period is over (a person
 * present bids for themselves).
 */
function bidsFrom(s: SeatPace, pace: Pace, lastChangeAt: number): number | null {
  if (s.bot) return lastChangeAt + pace.botDelayMs;
  if (s.awaySince !== null) return Math.max(s.awaySince + pace.graceMs, lastChangeAt + pace.botDelayMs);
  return null;
}

/**
 * The next step the table will take by itself, and when (it may already be
 * due), or null if it waits only for people. `asked`: the seats whose bot
 * (or stand-in) was asked for a bid on this very state and chose not to bid,
 * or whose person passed (neither is asked again until the state changes).
 *
 * The bidding never closes before every seat that bids by itself has been
 * asked on the state it closes: a table of bots and away players reaches a
 * bid instead of dealing again and again.
 *
 * `unattendedMs`: the least time between two steps while nobody plays their
 * own seat (UNATTENDED_STEP_MS; 0 lifts it).
 */
export function nextStep(state: GameState, seats: readonly SeatPace[], pace: Pace, lastChangeAt: number, asked: ReadonlySet<Seat> = new Set(), unattendedMs = 0): DueStep | null {
  let best: DueStep | null = null;
  const consider = (d: DueStep) => {
    if (best === null || d.at < best.at) best = d;
  };
  const waitingFor = awaiting(state);
  const table = legalActions(state, "table")[0];
  const everyoneAuto = seats.every((s) => s.bot || s.awaySince !== null);
  // Nobody plays their own seat: no step sooner than `unattendedMs` after the last, and a deal in one step.
  const unattended = everyoneAuto && unattendedMs > 0;
  for (const seat of waitingFor) {
    const s = seats[seat];
    if (!s) continue;
    if (s.bot) {
      consider({ at: lastChangeAt + pace.botDelayMs, why: "bot", actor: seat });
      continue;
    }
    // A person's move is made for them only when it is awaited: away too long, or out of time.
    if (s.awaySince !== null) consider({ at: Math.max(s.awaySince + pace.graceMs, lastChangeAt + pace.botDelayMs), why: "stand-in", actor: seat });
    // This seat's own clock (a seat taken after the game started has a short one), else the table's; then its time bank.
    const clock = s.turnSeconds ?? pace.turnSeconds;
    if (clock > 0) consider({ at: Math.max(lastChangeAt, s.clockFrom ?? 0) + moveClockMs(state, clock) + (s.bankMs ?? 0), why: "clock", actor: seat });
  }
  // Seats still to be asked for a bid on this state, and when each may be.
  let bidAt: number | null = null;
  if (bidsOpen(table)) {
    const from = seats.map((s, seat) => (asked.has(seat) ? null : bidsFrom(s, pace, lastChangeAt)));
    for (const t of from) if (t !== null && (bidAt === null || t < bidAt)) bidAt = t;
    if (bidAt !== null) {
      const at = bidAt;
      consider({ at, why: "bid", bots: from.flatMap((t, seat) => (t !== null && t <= at ? [seat] : [])) });
    }
  }
  if (table) {
    let delay = 0;
    let action: GameAction = table;
    if (table.type === "draw") {
      delay = unattended ? 0 : pace.dealMs;
      if (pace.dealMs === 0 || unattended) action = { type: "draw", count: 1000 };
    } else if (table.type === "close-bidding") {
      // Nobody left to bid by themselves (every seat a bot, away, or passed on this state): no window to wait out.
      const settled = seats.every((s, seat) => s.bot || s.awaySince !== null || asked.has(seat));
      delay = settled ? 0 : pace.bidMs;
      if (state.game === "shengji" && state.bid === null) delay = Math.max(delay, NO_BID_CLOSE_MS);
    } else if (table.type === "next-hand" || table.type === "deal") {
      const first = state.game === "zheng-fen" && state.deal === 0;
      delay = everyoneAuto || first ? 0 : pace.resultMs;
      // Somebody present is reading the result: the next hand waits for them, up to their turn clock from the hand's
      // end (the longest reader's), and READ_MOST_MS at most (a table without a clock, or a turn-based one).
      const readers = first ? [] : seats.filter((s) => s.reading && !s.bot && s.awaySince === null);
      for (const s of readers) delay = Math.max(delay, readHoldMs(s.turnSeconds ?? pace.turnSeconds));
    }
    let at = lastChangeAt + delay;
    // Nobody's bid is skipped: the bidding closes only after each seat that bids by itself was asked.
    if (table.type === "close-bidding" && bidAt !== null) at = Math.max(at, bidAt);
    const d: DueStep = { at, why: "table", actor: "table", action };
    // At equal times people's (and bots') moves go first: a bid before the next card.
    if (best === null || d.at < (best as DueStep).at) best = d;
  }
  const found = best as DueStep | null;
  return found !== null && unattended ? { ...found, at: Math.max(found.at, lastChangeAt + unattendedMs) } : found;
}

/**
 * The level of a bot standing in for a person (away too long, or gone for
 * the rest of the hand) and of a move made for a person out of time:
 * `expert` when the table's pace gives a bot's move at least the expert's
 * p99 decision time (`standInLevel`), else `strong`. The pace's measure is
 * `botDelayMs`, the pause people at this table already wait for a bot's
 * move: a host who asked for bots to take their time gets stand-ins that
 * think (the decision itself runs when the alarm fires, after that pause),
 * and a table set to play as fast as it can (0, as in tests and speed
 * play) keeps `strong`, which decides in a few milliseconds.
 */
export function standInLevelOf(pace: Pace, players: number): BotLevel {
  return standInLevel(players, pace.botDelayMs);
}

/** How the table's bots play: each seat's level, and the key they are seeded with. */
export interface Bots {
  /** A bot seat's level as the host chose it; a person's seat, its stand-in's (`standIn`). */
  readonly levelOf: (seat: Seat) => BotLevel;
  /** The level of a stand-in and of a move for a person out of time (`standInLevelOf`). */
  readonly standIn: BotLevel;
  readonly key: string;
}

/** A move for a due step, and the level that decided it (none: the table's own step, or a listed move). */
export interface StepMove {
  readonly actor: Actor;
  readonly action: GameAction;
  readonly level?: BotLevel;
}

/**
 * The move for a step that is due, decided now: the bot's move at its
 * seat's level (a stand-in's, or a move for a player out of time, at the
 * stand-in level), or else the first listed move; the table's own step; or
 * the first bid a bot chooses (null when no bot bids).
 */
export function moveFor(state: GameState, due: DueStep, bots: Bots): StepMove | null {
  switch (due.why) {
    case "table":
      return { actor: "table", action: due.action };
    case "bid":
      for (const seat of due.bots) {
        const level = bots.levelOf(seat);
        const action = botMove(state, seat, level, bots.key);
        if (action) return { actor: seat, action, level };
      }
      return null;
    default: {
      const level = due.why === "bot" ? bots.levelOf(due.actor) : bots.standIn;
      const action = botMove(state, due.actor, level, bots.key);
      if (action) return { actor: due.actor, action, level };
      const listed = legalActions(state, due.actor)[0];
      return listed ? { actor: due.actor, action: listed } : null;
    }
  }
}
