/**
 * The state of a Zheng Fen game: plain JSON data, never mutated (every step
 * builds new objects). Hands and the seed are secret; view.ts is the only
 * place that decides what a seat may see.
 */
import type { Card } from "../cards";
import type { Seat } from "../types";
import type { ZhengFenCategory } from "./combos";
import type { ZhengFenOptions } from "./options";

/** "deal": waiting for the table to deal; "play": tricks; "over": someone reached the target. */
export type ZhengFenPhase = "deal" | "play" | "over";

/** A combination on the table and who played it. */
export interface ZhengFenCombination {
  readonly seat: Seat;
  readonly cards: readonly Card[];
  readonly category: ZhengFenCategory;
  readonly rank: number;
  readonly length: number;
}

export type ZhengFenTrickEntry =
  | ({ readonly kind: "play" } & ZhengFenCombination)
  | { readonly kind: "pass"; readonly seat: Seat };

export interface ZhengFenTrick {
  readonly leader: Seat;
  /** Every play and pass of the trick so far, in order. */
  readonly entries: readonly ZhengFenTrickEntry[];
  /** The combination to beat; null until the leader plays. */
  readonly current: ZhengFenCombination | null;
  /** Passes in a row since `current` was played. */
  readonly passes: number;
}

export interface ZhengFenFinishedTrick {
  readonly winner: Seat;
  readonly entries: readonly ZhengFenTrickEntry[];
  readonly points: number;
}

export interface ZhengFenDealResult {
  readonly deal: number;
  /** Seats in the order they ran out of cards; the last player is not in it unless they went out on the final trick. */
  readonly outOrder: readonly Seat[];
  /** The first player out, who receives the last player's tricks and hand. */
  readonly first: Seat;
  /** The last player with cards. */
  readonly last: Seat;
  /** The last player's cards at the end, given to the first (public: see docs/ZHENGFEN.md). */
  readonly lastHand: readonly Card[];
  /** Points each seat scored in this deal. */
  readonly points: readonly number[];
}

export interface ZhengFenState {
  readonly game: "zheng-fen";
  readonly options: ZhengFenOptions;
  readonly seed: string;
  readonly players: number;
  readonly phase: ZhengFenPhase;
  /** Deals dealt so far (the one in progress included). */
  readonly deal: number;
  /** Who shuffles the next (or current) deal, and who takes its first card. */
  readonly shuffler: Seat;
  readonly firstDrawer: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** Cards each seat has won in tricks this deal (face down, but every card was seen when played). */
  readonly caught: readonly (readonly Card[])[];
  readonly scores: readonly number[];
  readonly turn: Seat | null;
  readonly trick: ZhengFenTrick | null;
  readonly lastTrick: ZhengFenFinishedTrick | null;
  /** Seats out of cards this deal, first out first. */
  readonly out: readonly Seat[];
  readonly lastDeal: ZhengFenDealResult | null;
  /** Set when the game is over: every seat with the highest score. */
  readonly winners: readonly Seat[] | null;
}

export type ZhengFenEvent =
  | {
      readonly type: "dealt";
      readonly deal: number;
      readonly shuffler: Seat;
      readonly firstDrawer: Seat;
      readonly leader: Seat;
      readonly handCounts: readonly number[];
    }
  | ({ readonly type: "played" } & ZhengFenCombination)
  | { readonly type: "passed"; readonly seat: Seat }
  | { readonly type: "trick-won"; readonly seat: Seat; readonly points: number; readonly cards: number }
  | { readonly type: "went-out"; readonly seat: Seat; readonly place: number }
  | {
      readonly type: "deal-scored";
      readonly deal: number;
      readonly first: Seat;
      readonly last: Seat;
      readonly lastHand: readonly Card[];
      /** Points of the tricks the last player had caught (public: each trick's points were announced), which go to the first out with `lastHand`. */
      readonly lastCaught: number;
      readonly points: readonly number[];
      readonly scores: readonly number[];
    }
  | { readonly type: "game-over"; readonly winners: readonly Seat[]; readonly scores: readonly number[] };
