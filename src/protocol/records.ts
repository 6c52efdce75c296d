/**
 * A game's history as the HTTP API serves it (GET /api/tables/:id/games,
 * GET /api/games/:gameId). A hand is the unit of history: each completed
 * hand comes with the key its deal came from and its own action log, so
 * that anyone can replay it (engine/replay.ts) without the game's secret.
 * Nothing of the hand in play is ever here.
 */
import type { GameSummary } from "../engine/game";
import type { LogEntry } from "../engine/log";
import type { Seat } from "../engine/types";
import type { HandResult } from "../engine/shengji/state";
import type { ZhengFenDealResult } from "../engine/zhengfen/state";

/** Who sat where when the game started. */
export interface GamePlayer {
  readonly seat: number;
  readonly name: string | null;
  readonly bot: boolean;
}

/** playing: hands are still being played; finished: the game reached its end; ended: the host ended it; abandoned: left alone until the table was reaped. */
export type GameStatus = "playing" | "finished" | "ended" | "abandoned";

/** A game in a table's list, newest first (the one in play included). */
export interface GameListing {
  readonly id: string;
  readonly status: GameStatus;
  /** Completed hands kept so far. */
  readonly hands: number;
  readonly startedAt: number;
  readonly updatedAt: number;
}

/** A called card of Zhao Pengyou, and who turned out to hold it (null: never played). */
export interface CallSummary {
  readonly card: string;
  readonly ordinal: number | "other";
  readonly by: Seat | null;
}

/** What a completed hand came to, in public facts: for history lists and charts without replaying. */
export type HandSummary =
  | {
      readonly game: "shengji";
      /** The engine's own result: trump, maker and makers, the kitty and what was buried, card points, levels before and after. */
      readonly result: HandResult;
      /** The cards the maker called (Zhao Pengyou) and who played them. */
      readonly calls: readonly CallSummary[];
      /** Seats revealed as friends, in order. */
      readonly friends: readonly Seat[];
      /** Each seat's level by name before and after the hand ("2".."A", or past A). */
      readonly levelsBefore: readonly string[];
      readonly levelsAfter: readonly string[];
      /** Tricks played in the hand. */
      readonly tricks: number;
    }
  | {
      readonly game: "zheng-fen";
      readonly result: ZhengFenDealResult;
      /** Each seat's total after the deal. */
      readonly scores: readonly number[];
    };

/** One completed hand (a deal, in Zheng Fen): enough to replay it after the hands before it. */
export interface HandRecord {
  /** 0-based: hand k's deal comes from key k. */
  readonly hand: number;
  /** The hand's key (64 hex digits): published only once the hand is over; it reveals nothing about other hands. */
  readonly key: string;
  /** The hand's own actions, from its first (the deal of it) to the one that ended it. */
  readonly actions: readonly LogEntry[];
  readonly summary: HandSummary;
  readonly finishedAt: number;
}

/** A game as GET /api/games/:gameId serves it: its completed hands, and its result once there is one. */
export interface GameRecord {
  readonly id: string;
  readonly tableId: string;
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly players: readonly GamePlayer[];
  readonly status: GameStatus;
  readonly startedAt: number;
  readonly updatedAt: number;
  /** When the game finished, was ended or was abandoned. */
  readonly finishedAt: number | null;
  readonly result: GameSummary | null;
  readonly hands: readonly HandRecord[];
}
