/**
 * Playing tricks inside a hand: leads (with throws checked against the real
 * hands), follows, friends revealed, tricks won.
 */
import { type Card, cardOf, codesOf, containsAll, points as cardPoints, removeCards } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import { isBomb } from "./bombs";
import type { ShengjiEvent } from "./events";
import { checkFollow } from "./follow";
import { reveal, trackCalls } from "./friends";
import { endOnFalseLead, finishHand } from "./hand-end";
import type { ShengjiState, Trick } from "./state";
import { nextSeat } from "./seat-order";
import { type Arrangement, type Lead, checkThrow, leadArrangement, readLead, takes } from "./trick";
import { type TrumpTable, trumpTable } from "./trump";

export function tableOf(s: ShengjiState): TrumpTable {
  if (s.trump === null) throw new Error("no trump set");
  return trumpTable(s.trump, s.rules.trumpTractors);
}


/** Whose turn it is in the current trick. */
export function turnOf(s: ShengjiState): Seat | null {
  if (s.phase !== "playing" || s.trick === null) return null;
  return (s.trick.leader + s.trick.plays.length) % s.players;
}

/** The lead of the current trick as the engine reads it. */
export function currentLead(s: ShengjiState): Lead | null {
  const first = s.trick?.plays[0];
  if (!first) return null;
  const lead = readLead(tableOf(s), s.rules, codesOf(first.cards));
  return "code" in lead ? null : lead;
}

/** The winning seat and reading of a trick's plays so far. */
export function winnerSoFar(t: TrumpTable, s: ShengjiState, trick: Trick): { seat: Seat; best: Arrangement } | null {
  const first = trick.plays[0];
  if (!first) return null;
  const lead = readLead(t, s.rules, codesOf(first.cards));
  if ("code" in lead) return null;
  let seat = first.seat;
  let best = leadArrangement(lead);
  for (const p of trick.plays.slice(1)) {
    const taken = takes(t, s.rules, lead, best, codesOf(p.cards));
    if (taken) {
      seat = p.seat;
      best = taken;
    }
  }
  return { seat, best };
}

export function playCards(s: ShengjiState, seat: Seat, cards: readonly Card[]): { state: ShengjiState; events: ShengjiEvent[] } | RuleError {
  const turn = turnOf(s);
  if (turn !== seat) return { code: "not-your-turn", message: "It is not your turn to play." };
  const hand = s.hands[seat] as readonly Card[];
  if (!containsAll(codesOf(hand), codesOf(cards))) return { code: "not-in-hand", message: "You do not hold all of those cards." };
  const t = tableOf(s);
  const trick = s.trick as Trick;
  const events: ShengjiEvent[] = [];
  let played = cards.slice();
  let attempted: readonly Card[] | undefined;
  let penalties = s.penalties;
  if (trick.plays.length === 0) {
    const lead = readLead(t, s.rules, codesOf(cards));
    if ("code" in lead) return lead;
    const others = s.hands.map((h, i) => (i === seat ? [] : codesOf(h))).filter((_, i) => i !== seat);
    const failed = checkThrow(t, s.rules, lead, others);
    // `others` leaves the leader out: its index `by` is a seat, one higher from the leader on.
    const why = failed ? { beaten: failed.beaten.map(cardOf), blocker: failed.by < seat ? failed.by : failed.by + 1 } : null;
    if (failed && why && s.rules.falseLead !== "play-on") {
      // 000's variants: the beatable part is shown, and the play ends there.
      events.push({ type: "throw-failed", seat, attempted: cards.slice(), forced: failed.forced.map(cardOf), penalty: 0, ...why });
      return endOnFalseLead(s, seat, events);
    }
    if (failed && why) {
      attempted = cards.slice();
      played = failed.forced.map(cardOf);
      events.push({ type: "throw-failed", seat, attempted, forced: played, penalty: failed.penalty, ...why });
      if (failed.penalty > 0) penalties = [...penalties, { seat, points: failed.penalty }];
    }
  } else {
    const leadCards = (trick.plays[0] as { cards: readonly Card[] }).cards;
    const lead = readLead(t, s.rules, codesOf(leadCards)) as Lead;
    if (cards.length !== lead.size) {
      return ruleError("wrong-count", `Play ${lead.size} card${lead.size === 1 ? "" : "s"}, as many as were led.`, { count: lead.size });
    }
    const refusal = checkFollow(t, s.rules, lead, codesOf(hand), codesOf(cards));
    if (refusal) return refusal;
  }
  events.push({ type: "played", seat, cards: played });
  if (isBomb(s.rules, codesOf(played))) events.push({ type: "bomb", seat, cards: played, led: trick.plays.length === 0 });
  const hands = s.hands.map((h, i) => (i === seat ? removeCards(h, played) : h));
  let next: ShengjiState = {
    ...s,
    hands,
    penalties,
    trick: { ...trick, plays: [...trick.plays, { seat, cards: played }], ...(attempted ? { attempted } : {}) },
  };
  if (s.rules.teams === "friends" && next.calls.length > 0) {
    const tracked = trackCalls(next, seat, played);
    next = { ...next, calls: tracked.calls };
    if (s.rules.reveal === "on-play" && tracked.resolved.length > 0) next = revealCalls(next, tracked.resolved, events);
  }
  const done = next.trick as Trick;
  if (done.plays.length < s.players) return { state: next, events };
  return completeTrick(next, t, events);
}

function revealCalls(s: ShengjiState, indexes: readonly number[], events: ShengjiEvent[]): ShengjiState {
  const r = reveal(s, indexes);
  for (const f of r.newFriends) events.push({ type: "friend", seat: f.seat, call: f.call });
  return { ...s, calls: r.calls, friends: r.friends };
}

function completeTrick(s: ShengjiState, t: TrumpTable, events: ShengjiEvent[]): { state: ShengjiState; events: ShengjiEvent[] } {
  const trick = s.trick as Trick;
  const win = winnerSoFar(t, s, trick);
  if (!win) throw new Error("a complete trick always has a winner");
  let points = 0;
  for (const p of trick.plays) points += cardPoints(p.cards);
  const won = s.won.map((w, i) => (i === win.seat ? w + points : w));
  events.push({ type: "trick", winner: win.seat, points });
  let next: ShengjiState = { ...s, won, tricks: [...s.tricks, { ...trick, winner: win.seat, points }], trick: null };
  if (s.rules.teams === "friends" && s.rules.reveal === "on-trick") {
    const pending = next.calls.flatMap((c, i) => (c.by !== null && !c.revealed ? [i] : []));
    if (pending.length > 0) next = revealCalls(next, pending, events);
  }
  if ((next.hands[0] as readonly Card[]).length === 0) return finishHand(next, events);
  return { state: { ...next, trick: { leader: win.seat, plays: [] } }, events };
}

export { nextSeat };
