/**
 * The whole state of a Shengji game: plain JSON data (the table stores it),
 * never changed in place. Hidden information lives here and only here;
 * view.ts decides, field by field, what each seat may see.
 */
import type { Card } from "../cards";
import type { Seat } from "../types";
import type { HandWinner } from "./scoring";
import type { ShengjiRules } from "./rules";
import type { TrumpSpec } from "./trump";

export interface SeatState {
  /** Level as a step (levels.ts): 0 is 2, 12 is Ace. */
  readonly level: number;
  /** Active/passive scoring: only active players may declare. */
  readonly active: boolean;
  /** 000's false-lead penalty points still to pay: points won pay these off before the level rises. Absent when none. */
  readonly owed?: number;
}

export interface Bid {
  readonly seat: Seat;
  readonly card: Card;
  readonly count: number;
}

export interface Call {
  readonly card: Card;
  /** Which copy played makes the friend (1 = the first), or "other" (000: the copy the maker does not hold). */
  readonly ordinal: number | "other";
  /** Copies of the card played so far this hand. */
  readonly seen: number;
  /** Who played the called copy, once played (secret until revealed). */
  readonly by: Seat | null;
  /** Whether everyone knows who played it. */
  readonly revealed: boolean;
}

export interface Play {
  readonly seat: Seat;
  readonly cards: readonly Card[];
}

export interface Trick {
  readonly leader: Seat;
  readonly plays: readonly Play[];
  /** A failed throw: what the leader tried to lead before leading `plays[0]` instead. */
  readonly attempted?: readonly Card[];
  /** Set when complete. */
  readonly winner?: Seat;
  readonly points?: number;
}

export interface HandResult {
  readonly hand: number;
  readonly maker: Seat;
  readonly trump: TrumpSpec;
  readonly makers: readonly Seat[];
  /** Card points the catchers won in tricks. */
  readonly trickPoints: number;
  /** Kitty points added to the catchers (after the multiplier). */
  readonly kittyPoints: number;
  readonly kittyMultiplier: number;
  /** Throw penalties added to (or, against the catchers, taken from) the catchers. */
  readonly penaltyPoints: number;
  readonly catcherPoints: number;
  readonly winner: HandWinner;
  readonly levels: number;
  readonly before: readonly SeatState[];
  readonly after: readonly SeatState[];
  readonly kitty: readonly Card[];
  readonly buried: readonly Card[];
  /** Set when a false lead of top cards by this seat ended the play (`falseLead` variants). */
  readonly falseLead?: Seat;
  /** Winners whose rise stopped at a level they must defend (`mustDefend`). Absent when none. */
  readonly held?: readonly Seat[];
}

/**
 * A hand's result as the table shows it (view.ts): the kitty as dealt and as buried are null where
 * the table does not turn them up at the hand's end (`revealKitty` off).
 */
export type ShownHandResult = Omit<HandResult, "kitty" | "buried"> & { readonly kitty: readonly Card[] | null; readonly buried: readonly Card[] | null };

/**
 * The last move, while its seat may still take it back (playTakeback, bidTakeback; takeback.ts), with
 * what it changed as it was before. Secret (it holds the seat's hand): never in a view.
 * - `play`: the seat's hand and the friend calls (copies seen) before the play; the play is the
 *   current trick's last;
 * - `bid`: the standing bid, the bid open to a defence and the leader (first-bidder rules) before the
 *   bid, and `stock`, the cards left to draw then (a draw since ends a defence's window anyway).
 */
export type Undo =
  | { readonly kind: "play"; readonly seat: Seat; readonly hand: readonly Card[]; readonly calls: readonly Call[] }
  | { readonly kind: "bid"; readonly seat: Seat; readonly bid: Bid | null; readonly defendable: Bid | null; readonly leader: Seat | null; readonly stock: number };

/**
 * `stealing` (kittyTheft): after a burial, each other seat in turn may steal
 * the kitty with a higher bid or pass; a thief buries in `burying` again.
 */
export type Phase = "dealing" | "burying" | "stealing" | "calling" | "playing" | "scored" | "over";

export interface ShengjiState {
  readonly game: "shengji";
  readonly preset: string;
  readonly rules: ShengjiRules;
  readonly seed: string;
  readonly players: number;
  readonly seats: readonly SeatState[];
  /** Hands played before this one. */
  readonly hand: number;
  /** Deals made so far, redeals included: names the shuffle's random stream. */
  readonly deal: number;
  readonly phase: Phase;
  /** Who draws first this deal. */
  readonly starter: Seat;
  /** The leader fixed before the deal, or null while the bid decides it. */
  readonly leader: Seat | null;
  /** Undealt cards in draw order; after the deal, the kitty. Secret. */
  readonly stock: readonly Card[];
  /** Who draws next. */
  readonly next: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** The kitty as dealt (kept for the hand's record). */
  readonly kitty: readonly Card[];
  /** Kitty cards turned face up to set trump when nobody bid (public). */
  readonly turned: readonly Card[];
  readonly buried: readonly Card[];
  readonly kittyExposed: boolean;
  /** Every bid shown this deal, in order (public). */
  readonly bids: readonly Bid[];
  readonly bid: Bid | null;
  /** 000: the declarer just overcalled, who may defend until the next card is drawn. */
  readonly defendable: Bid | null;
  readonly trump: TrumpSpec | null;
  readonly maker: Seat | null;
  /**
   * kittyTheft: the seats that stole the kitty this hand, in order (public). The last holds it: it
   * buried the kitty in play and it alone sees it. Absent when nobody stole (the maker holds it).
   */
  readonly thieves?: readonly Seat[];
  /** kittyTheft, in `stealing`: the seat asked whether it steals the kitty now. */
  readonly asked?: Seat;
  /** playTakeback, bidTakeback: the last move while it may still be taken back (secret). Absent otherwise. */
  readonly undo?: Undo;
  readonly calls: readonly Call[];
  /** Revealed friends, in the order they were revealed. */
  readonly friends: readonly Seat[];
  readonly trick: Trick | null;
  /** Completed tricks of this hand. */
  readonly tricks: readonly Trick[];
  /** Card points each seat has won in tricks this hand. */
  readonly won: readonly number[];
  /** Throw penalties: points moved from `seat`'s side to the other. */
  readonly penalties: readonly { readonly seat: Seat; readonly points: number }[];
  readonly results: readonly HandResult[];
  readonly winners: readonly Seat[] | null;
}
