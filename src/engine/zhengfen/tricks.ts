/**
 * Plays and passes inside a trick (seed 002, "The Play" and "End of the
 * Play"): the turn goes round, skipping players with no cards, until all
 * players but one pass in succession; a pass does not stop a later play in
 * the same trick; when the winner has no cards the lead goes to the next
 * player who has; once one player alone has cards, that player may still
 * beat the trick in progress, and then the deal ends.
 */
import { points, removeCards } from "../cards";
import type { Card } from "../cards";
import type { Seat } from "../types";
import type { ZhengFenPattern } from "./combos";
import { endDeal } from "./deal";
import type { ZhengFenCombination, ZhengFenEvent, ZhengFenState, ZhengFenTrick } from "./state";

type Result = { state: ZhengFenState; events: ZhengFenEvent[] };

/** Seats that still hold cards. */
function holding(state: ZhengFenState): Seat[] {
  const out: Seat[] = [];
  state.hands.forEach((h, seat) => {
    if (h.length > 0) out.push(seat);
  });
  return out;
}

/** The next seat after `from`, in play order, that holds cards (null if none does). */
function nextHolding(state: ZhengFenState, from: Seat): Seat | null {
  const n = state.players;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if ((state.hands[seat] as readonly Card[]).length > 0) return seat;
  }
  return null;
}

/** The trick's winner gathers its cards; a new trick starts, or the deal ends. */
function closeTrick(state: ZhengFenState, trick: ZhengFenTrick, events: ZhengFenEvent[]): Result {
  const winner = (trick.current as ZhengFenCombination).seat;
  const gathered: Card[] = [];
  for (const e of trick.entries) if (e.kind === "play") gathered.push(...e.cards);
  const won = points(gathered);
  events.push({ type: "trick-won", seat: winner, points: won, cards: gathered.length });
  const closed: ZhengFenState = {
    ...state,
    caught: state.caught.map((pile, seat) => (seat === winner ? [...pile, ...gathered] : pile)),
    lastTrick: { winner, entries: trick.entries, points: won },
    trick: null,
    turn: null,
  };
  if (holding(closed).length <= 1) {
    const ended = endDeal(closed);
    return { state: ended.state, events: [...events, ...ended.events] };
  }
  // "the lead passes to the next player to the right who has cards"
  const leader = (closed.hands[winner] as readonly Card[]).length > 0 ? winner : (nextHolding(closed, winner) as Seat);
  return {
    state: { ...closed, trick: { leader, entries: [], current: null, passes: 0 }, turn: leader },
    events,
  };
}

/** `seat` plays `cards`, already judged to make `pattern`. */
export function play(state: ZhengFenState, seat: Seat, cards: readonly Card[], pattern: ZhengFenPattern): Result {
  const trick = state.trick as ZhengFenTrick;
  const combination: ZhengFenCombination = {
    seat,
    cards: cards.slice(),
    category: pattern.category,
    rank: pattern.rank,
    length: pattern.length,
  };
  const hand = removeCards(state.hands[seat] as readonly Card[], cards);
  const events: ZhengFenEvent[] = [{ type: "played", ...combination }];
  let out = state.out;
  if (hand.length === 0) {
    out = [...out, seat];
    events.push({ type: "went-out", seat, place: out.length });
  }
  const nextTrick: ZhengFenTrick = {
    leader: trick.leader,
    entries: [...trick.entries, { kind: "play", ...combination }],
    current: combination,
    passes: 0,
  };
  const next: ZhengFenState = {
    ...state,
    hands: state.hands.map((h, s) => (s === seat ? hand : h)),
    out,
    trick: nextTrick,
  };
  const left = holding(next);
  // Nobody else can answer: the last player has just taken (or used up) their final chance.
  if (left.length === 0 || (left.length === 1 && left[0] === seat)) return closeTrick(next, nextTrick, events);
  // One player alone has cards: they may still beat this. Otherwise the turn goes round.
  const turn = left.length === 1 ? (left[0] as Seat) : (nextHolding(next, seat) as Seat);
  return { state: { ...next, turn }, events };
}

/** `seat` passes on a trick that has a combination to beat. */
export function pass(state: ZhengFenState, seat: Seat): Result {
  const trick = state.trick as ZhengFenTrick;
  const current = trick.current as ZhengFenCombination;
  const nextTrick: ZhengFenTrick = { ...trick, entries: [...trick.entries, { kind: "pass", seat }], passes: trick.passes + 1 };
  const events: ZhengFenEvent[] = [{ type: "passed", seat }];
  const next: ZhengFenState = { ...state, trick: nextTrick };
  // "The trick ends when all the players but one pass in succession": every
  // other player who still holds cards has passed since the last play.
  const others = holding(next).filter((s) => s !== current.seat).length;
  if (nextTrick.passes >= others) return closeTrick(next, nextTrick, events);
  return { state: { ...next, turn: nextHolding(next, seat) as Seat }, events };
}
