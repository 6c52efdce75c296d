/**
 * A seat's own move drawn before the table answers (issue 58): the view as
 * it will be once the table accepts the move, as far as the move itself
 * decides it. Only what the moving seat knows and does changes: its cards
 * leave its hand, its play joins the trick, its bid stands, its kitty is
 * buried, its calls are made. Nothing about another seat is guessed (no
 * card, no turn, not who is winning the trick): whose turn it is becomes
 * nobody's until the table says. The table's next view replaces this one;
 * a refusal puts the old view back. Null when the move is not one to draw
 * (the engine's own pre-check refuses it, a throw, which stands or fails by
 * the other hands, or not a card move).
 */
import { type Card, points } from "../cards";
import type { FriendCall } from "./actions";
import { checkPlay } from "./hints";
import type { ShengjiView } from "./view";

/** `hand` without `cards` (as a multiset), or null if a card is not there. */
function without(hand: readonly Card[], cards: readonly Card[]): Card[] | null {
  const left = hand.slice();
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/** A seat's action as a client holds it (any game's: only Shengji's card moves are drawn). */
export interface OwnMove {
  readonly type: string;
  readonly cards?: readonly Card[];
  readonly friends?: readonly FriendCall[];
}

export function guessOwnMove(view: ShengjiView, action: OwnMove): ShengjiView | null {
  const you = view.you;
  const cards = action.cards ?? [];
  if (you === null) return null;
  const gone = action.type === "play" || action.type === "bury" ? without(view.cards, cards) : view.cards;
  if (gone === null) return null;
  const seats = view.seats.map((s, i) => (i === you ? { ...s, cards: gone.length } : s));
  switch (action.type) {
    case "play": {
      // A throw stands or fails by the other hands, which only the table knows: not drawn.
      const check = checkPlay(view, cards);
      if (check.error || check.throw) return null;
      const t = view.trick;
      const plays = [...(t?.plays ?? []), { seat: you, cards: cards.slice() }];
      const trick = { ...(t ?? { leader: you }), plays, winning: null, points: (t?.points ?? 0) + points(cards) };
      return { ...view, cards: gone, seats, trick, turn: null };
    }
    case "bury":
      return view.phase === "burying" ? { ...view, cards: gone, seats, buried: cards.slice(), turn: null } : null;
    case "bid": {
      const card = cards[0];
      if (view.phase !== "dealing" || card === undefined) return null;
      const bid = { seat: you, card, count: cards.length };
      return { ...view, bids: [...view.bids, bid], bid };
    }
    case "call":
      return view.phase === "calling" && action.friends
        ? { ...view, calls: action.friends.map((f) => ({ card: f.card, ordinal: "other" in f ? "other" : f.ordinal, seen: 0, by: null })), turn: null }
        : null;
    default:
      return null;
  }
}
