/**
 * Takebacks (rbtying `PlayTakebackPolicy`, `BidTakebackPolicy`; the options
 * `playTakeback`, `bidTakeback`): a seat takes back its own last play while
 * nobody has played after it in the trick, or its own last bid while nobody
 * has bid after it. This module alone decides which move may be taken back
 * (`undoAfter`, kept in the state as `undo`) and what taking it back does.
 *
 * Nothing here tells a card nobody saw: the cards of a play or a bid were
 * shown to the table when it was made; they go back to the hand they came
 * from, which is the same hand as before the move (`undo` keeps it whole, so
 * the hand's order is as it was, and so is every view of it). A throw is not
 * taken back: it was checked against the other hands, and whether it failed
 * (and who stopped it) told the table about them; taking it back would let a
 * seat try throws for nothing.
 */
import type { Card } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import type { ShengjiSeatAction } from "./actions";
import type { ShengjiEvent } from "./events";
import { currentLead } from "./play";
import type { ShengjiState, Trick, Undo } from "./state";
import { isThrow } from "./trick";

/** Whether the table lets anything be taken back. */
function takebacks(s: ShengjiState): boolean {
  return s.rules.playTakeback || s.rules.bidTakeback;
}

/**
 * What may be taken back after `seat`'s accepted `action` took the game from `before` to `after`:
 * that move, where the rules allow it, or nothing (every other move ends the last one's chance).
 */
export function undoAfter(before: ShengjiState, after: ShengjiState, seat: Seat, action: ShengjiSeatAction): Undo | null {
  if (action.type === "play" && before.rules.playTakeback && before.trick !== null && after.trick !== null) {
    // Still the same trick (the play did not complete it) with this play its last; not a throw; no friend made known.
    const same = after.trick.leader === before.trick.leader && after.trick.plays.length === before.trick.plays.length + 1;
    const thrown = after.trick.attempted !== undefined || (before.trick.plays.length === 0 && isThrowLead(after));
    if (same && !thrown && after.friends.length === before.friends.length && after.phase === "playing") {
      return { kind: "play", seat, hand: before.hands[seat] as readonly Card[], calls: before.calls };
    }
  }
  if (action.type === "bid" && before.rules.bidTakeback && before.phase === "dealing" && after.phase === "dealing") {
    return { kind: "bid", seat, bid: before.bid, defendable: before.defendable, leader: before.leader, stock: before.stock.length };
  }
  return null;
}

function isThrowLead(s: ShengjiState): boolean {
  const lead = currentLead(s);
  return lead !== null && isThrow(lead);
}

/** `after` with what may now be taken back (the field absent when nothing may, as in every state of a table without takebacks). */
export function withUndo(after: ShengjiState, undo: Undo | null): ShengjiState {
  if (undo === null) {
    if (after.undo === undefined) return after;
    const { undo: _gone, ...rest } = after;
    return rest;
  }
  return { ...after, undo };
}

/** The seat that may take back its last move now, or null (public: everyone saw the move, and the rules are the table's). */
export function takebackSeat(s: ShengjiState): Seat | null {
  return s.undo?.seat ?? null;
}

/** `seat` takes back its last move, or a refusal in words. */
export function takeBack(s: ShengjiState, seat: Seat): { state: ShengjiState; events: ShengjiEvent[] } | RuleError {
  if (!takebacks(s)) return ruleError("no-takebacks", "Moves are not taken back at this table.");
  const u = s.undo;
  if (u === undefined || u.seat !== seat) {
    const what = s.rules.playTakeback && s.rules.bidTakeback
      ? "your last play before the next player plays, or your last bid before anyone bids after it"
      : s.rules.playTakeback ? "your last play, before the next player plays (not a throw, nor the play that ends a trick or makes a friend known)" : "your last bid, before anyone bids after it";
    return ruleError("cannot-take-back", `There is nothing of yours to take back now: you may take back only ${what}.`);
  }
  const { undo: _done, ...rest } = s;
  if (u.kind === "play") {
    const trick = s.trick as Trick;
    const last = trick.plays[trick.plays.length - 1] as { readonly cards: readonly Card[] };
    const hands = s.hands.map((h, i) => (i === seat ? u.hand : h));
    const state: ShengjiState = { ...rest, hands, calls: u.calls, trick: { ...trick, plays: trick.plays.slice(0, -1) } };
    return { state, events: [{ type: "taken-back", seat, kind: "play", cards: last.cards.slice() }] };
  }
  const last = s.bids[s.bids.length - 1] as { readonly card: Card; readonly count: number };
  // A defence open before the bid stays open only if no card was drawn since (a draw would have closed it).
  const defendable = s.stock.length === u.stock ? u.defendable : null;
  const state: ShengjiState = { ...rest, bids: s.bids.slice(0, -1), bid: u.bid, defendable, leader: u.leader };
  return { state, events: [{ type: "taken-back", seat, kind: "bid", cards: Array.from({ length: last.count }, () => last.card) }] };
}
