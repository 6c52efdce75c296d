/**
 * A practice table's start, from a completed hand of a game as D1 keeps it
 * (GET /api/games/:id serves the same): the seed that deals that hand (its
 * published key and those before it, `replaySeed`: no secret), the table
 * as the hand began (the hands before it replayed), and the hand's own
 * actions up to the chosen moment. Only a hand in the record, that is a
 * completed one, can be practised: the hand in play never reaches D1.
 */
import { type BotLevel, BOT_LEVELS, type GameState } from "../../engine";
import { encodeEntry } from "../../engine/log";
import { replaySeed } from "../../engine/random";
import { replayHands } from "../../engine/replay";
import type { GameRecord } from "../../protocol";

/** Bots at a practice table play at the best level there is (expert where it exists). */
export const PRACTICE_BOT_LEVEL: BotLevel = BOT_LEVELS.find((l) => l === ("expert" as string)) ?? "strong";

/** What the table needs to start a practice (carried by the `init` RPC). */
export interface PracticeStart {
  /** The practice game's own id. */
  readonly gameId: string;
  /** Deals the hand again: the hand keys up to it. */
  readonly seed: string;
  /** The table as the hand began (JSON of the engine's state). */
  readonly start: string;
  /** The hand's actions before the chosen moment, encoded as the log keeps them. */
  readonly prefix: readonly string[];
  readonly seat: number;
  /** The hash of the seat token of whoever practises. */
  readonly seatHash: string;
  readonly name: string | null;
  readonly level: BotLevel;
}

/** Why there is no practice from here (with the field it names), or the start. */
export type PracticeFrom =
  | { readonly ok: true; readonly seed: string; readonly start: GameState; readonly prefix: readonly string[] }
  | { readonly ok: false; readonly status: 404 | 409 | 400; readonly code: string; readonly field: string; readonly message: string };

export function practiceFrom(g: GameRecord, hand: number, step: number, seat: number): PracticeFrom {
  const record = g.hands[hand];
  if (!record || record.hand !== hand) {
    return { ok: false, status: 409, code: "hand-not-over", field: "hand", message: "Only a completed hand can be played again: this one is not over, or there is no such hand." };
  }
  if (seat >= g.players.length) return { ok: false, status: 400, code: "bad-request", field: "seat", message: `seat: this game has ${g.players.length} seats` };
  if (step >= record.actions.length) return { ok: false, status: 400, code: "bad-request", field: "step", message: `step: the hand is over after ${record.actions.length} actions; start before that` };
  const replayed = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands, hand)[hand];
  const start = replayed?.states[0];
  if (!start) return { ok: false, status: 409, code: "hand-not-over", field: "hand", message: "That hand cannot be replayed." };
  return {
    ok: true,
    seed: replaySeed(g.hands.slice(0, hand + 1).map((h) => h.key)),
    start,
    prefix: record.actions.slice(0, step).map(encodeEntry),
  };
}
