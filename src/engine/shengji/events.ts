/**
 * What happened, for animation and the game log. Events are public: they
 * never carry a card a seat may not see (a drawn card is only "a card").
 */
import type { Card } from "../cards";
import type { Seat } from "../types";
import type { HandResult } from "./state";
import type { TrumpSpec } from "./trump";

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
  | { readonly type: "trump"; readonly trump: TrumpSpec; readonly maker: Seat }
  | { readonly type: "kitty-taken"; readonly seat: Seat; readonly count: number }
  | { readonly type: "buried"; readonly seat: Seat; readonly count: number; readonly exposed: readonly Card[] | null }
  | { readonly type: "called"; readonly calls: readonly { readonly card: Card; readonly ordinal: number | "other" }[] }
  | { readonly type: "played"; readonly seat: Seat; readonly cards: readonly Card[] }
  | {
      readonly type: "throw-failed";
      readonly seat: Seat;
      readonly attempted: readonly Card[];
      readonly forced: readonly Card[];
      readonly penalty: number;
    }
  | { readonly type: "friend"; readonly seat: Seat; readonly call: number }
  | { readonly type: "trick"; readonly winner: Seat; readonly points: number }
  | { readonly type: "hand-over"; readonly result: HandResult }
  | { readonly type: "game-over"; readonly winners: readonly Seat[] };
