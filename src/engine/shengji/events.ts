/**
 * What happened, for animation and the game log. Events are public: they
 * never carry a card a seat may not see (a drawn card is only "a card"),
 * nor what the table's rules keep out of sight: every move's events leave
 * the engine as the table shows them (view.ts `shownEvents`; the fields
 * marked "as shown" below).
 */
import type { Card } from "../cards";
import type { Seat } from "../types";
import type { ShownHandResult } from "./state";
import type { TrumpSpec } from "./trump";

export type TrumpWhy = "bid" | "first-bidder" | "leader" | "level" | "no-bid";

export type ShengjiEvent =
  | { readonly type: "hand-started"; readonly hand: number; readonly starter: Seat; readonly leader: Seat | null }
  | { readonly type: "drew"; readonly seat: Seat; readonly count: number }
  | {
      readonly type: "bid";
      readonly seat: Seat;
      readonly card: Card;
      readonly count: number;
      readonly kind: "declare" | "overcall" | "reinforce" | "defend";
    }
  | { readonly type: "redeal"; readonly reason: "no-bid" | "misdeal"; readonly starter: Seat }
  | { readonly type: "kitty-turned"; readonly cards: readonly Card[] }
  | {
      readonly type: "trump";
      readonly trump: TrumpSpec;
      readonly maker: Seat;
      /**
       * Why this seat is the maker (all public: the bids and the leader are on the table):
       * - `bid`: the standing bid's declarer (no later bid outranked it);
       * - `first-bidder` (003 Sheng Ji, first hand): the first to show a card became the
       *   leader; later bids changed only the trump;
       * - `leader`: the leader was fixed before the deal (by the last hand's result); bids set only the trump;
       * - `level` (000 variant): the next active player, from the declarer, at the bid's level;
       * - `no-bid`: nobody declared; the leader (or the starter) takes the kitty.
       */
      readonly why: TrumpWhy;
      /** The seat whose bid set the trump, or null when nobody bid. */
      readonly by: Seat | null;
    }
  | { readonly type: "kitty-taken"; readonly seat: Seat; readonly count: number }
  /**
   * kittyTheft: `seat` outbid the standing bid with `count` × `card` after `from` buried the kitty,
   * and takes it (a `kitty-taken` follows); the trump is now `trump` (the rank and the maker stay).
   */
  | {
      readonly type: "kitty-stolen";
      readonly seat: Seat;
      readonly from: Seat;
      readonly card: Card;
      readonly count: number;
      readonly trump: TrumpSpec;
    }
  /** kittyTheft: `seat`, asked, does not steal the kitty. */
  | { readonly type: "steal-passed"; readonly seat: Seat }
  /** kittyTheft: everyone else passed: `seat` keeps the kitty it buried, and the hand goes on. */
  | { readonly type: "kitty-kept"; readonly seat: Seat }
  | { readonly type: "buried"; readonly seat: Seat; readonly count: number; readonly exposed: readonly Card[] | null }
  | { readonly type: "called"; readonly calls: readonly { readonly card: Card; readonly ordinal: number | "other" }[] }
  /** As shown under `hidePlayedCards`: `cards` empty, and `count` (present only then) says how many. */
  | { readonly type: "played"; readonly seat: Seat; readonly cards: readonly Card[]; readonly count?: number }
  /**
   * The play just made is a bomb (bombs.ts: four or more identical cards where the
   * table plays bombs), led or followed: it beats every play that is not a bomb.
   * Its cards are the play's (public).
   */
  | { readonly type: "bomb"; readonly seat: Seat; readonly cards: readonly Card[]; readonly led: boolean; readonly count?: number }
  | {
      readonly type: "throw-failed";
      readonly seat: Seat;
      readonly attempted: readonly Card[];
      readonly forced: readonly Card[];
      readonly penalty: number;
      /**
       * The part of the attempt another hand can beat in its suit (cards of the
       * attempt: public), and that hand's seat. At a real table that player shows
       * they can beat it (000: "they must immediately show it"); the cards they
       * would beat it with stay in their hand, unnamed.
       */
      readonly beaten: readonly Card[];
      /** As shown under `hideThrowStopper`: absent (the table does not say who). */
      readonly blocker?: Seat;
      /** As shown under `hidePlayedCards`: the cards above empty, and how many were tried and led instead. */
      readonly counts?: { readonly attempted: number; readonly forced: number };
    }
  /**
   * playTakeback, bidTakeback (takeback.ts): `seat` took back its last `play` (its cards go back to
   * its hand, and it is its turn again) or its last `bid` (the bidding stands as before it). `cards`:
   * the cards of that play or bid, which everyone saw shown.
   */
  | { readonly type: "taken-back"; readonly seat: Seat; readonly kind: "play" | "bid"; readonly cards: readonly Card[]; readonly count?: number }
  | { readonly type: "friend"; readonly seat: Seat; readonly call: number }
  /** A trick won, with its card points; as shown under `hidePoints`, no `points` when the makers' known side won it. */
  | { readonly type: "trick"; readonly winner: Seat; readonly points?: number }
  /**
   * The Jack variation (`jackVariation`): the catchers won the last trick with a single
   * jack (`card`, played by `seat`) while the maker played at J; `makers` go back to 2
   * before the hand's levels are counted.
   */
  | { readonly type: "back-to-two"; readonly seat: Seat; readonly card: Card; readonly makers: readonly Seat[] }
  /** The hand's result, as shown (`revealKitty` off: without the kitty's cards). */
  | { readonly type: "hand-over"; readonly result: ShownHandResult }
  | { readonly type: "game-over"; readonly winners: readonly Seat[] };
