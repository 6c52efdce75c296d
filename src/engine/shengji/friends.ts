/**
 * Calling friends (Zhao Pengyou): which cards may be called, and who
 * becomes a friend as the called copies are played.
 */
import { type Card, codeOf, isJoker, makeDeck, pointsOfCode, rankOf } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import type { FriendCall } from "./actions";
import { planFor } from "./deal";
import type { ShengjiRules } from "./rules";
import type { Call, ShengjiState } from "./state";
import { callsPerHand } from "./team-size";
import { type TrumpSpec, isTrump, trumpTable } from "./trump";

/** Copies of a card in the deck of these rules (cards removed to even the deal count). */
export function copiesOf(rules: ShengjiRules, players: number, card: Card): number {
  return makeDeck(planFor(rules, players).deck).filter((c) => c === card).length;
}

export function copiesInDeck(s: ShengjiState, card: Card): number {
  return copiesOf(s.rules, s.players, card);
}

/**
 * Why a card may not be called under the table's `callable` rule (a reason
 * for clients, and words), or null: the rule alone, from the trump; the
 * maker's own hand is `whyUncallable`'s business. Bots and hints ask this.
 */
export function callableProblem(rules: Pick<ShengjiRules, "callable" | "trumpTractors">, trump: TrumpSpec | null, card: Card): { reason: string; message: string } | null {
  const code = codeOf(card) as number;
  if (rules.callable === "any") return null;
  if (isJoker(code)) return { reason: "joker", message: "Jokers cannot be called." };
  if (trump === null) return { reason: "no-trump-yet", message: "Trump is not set yet." };
  if (rules.callable === "below-ace") {
    return rankOf(code) === trump.rank ? { reason: "trump-rank", message: "Cards of the trump rank cannot be called." } : null;
  }
  if (isTrump(trumpTable(trump, rules.trumpTractors), code)) return { reason: "trump", message: "The called cards must not be trumps." };
  // rbtying's `HighestCardNotAllowed`: no ace, and no king when aces are the trump rank (the king is then the top of its suit).
  if (rules.callable === "not-trump-or-top" && rankOf(code) === (trump.rank === 14 ? 13 : 14)) {
    return { reason: "highest", message: "The highest card of a suit cannot be called." };
  }
  // rbtying's `PointCardNotAllowed`: no 5, 10 or K, except a K when aces are the trump rank.
  if (rules.callable === "not-trump-or-points" && pointsOfCode(code) > 0 && !(rankOf(code) === 13 && trump.rank === 14)) {
    return { reason: "points", message: "Point cards (5, 10, K) cannot be called." };
  }
  return null;
}

/** Why a card may not be called (a reason for clients, and words), or null if it may. */
export function whyUncallable(s: ShengjiState, card: Card): { reason: string; message: string } | null {
  const rule = callableProblem(s.rules, s.trump, card);
  if (rule) return rule;
  // Only the maker calls, so the hand read here is always the caller's own.
  if (s.rules.callUnheld && s.maker !== null && (s.hands[s.maker] ?? []).includes(card)) {
    return { reason: "held", message: "You hold this card: call a card you do not hold." };
  }
  return null;
}

/** Why a card may not be called, in words, or null if it may. */
export function uncallable(s: ShengjiState, card: Card): string | null {
  return whyUncallable(s, card)?.message ?? null;
}

/** Checks the maker's calls; returns the calls to record or a refusal. */
export function checkCalls(s: ShengjiState, seat: Seat, friends: readonly FriendCall[]): Call[] | RuleError {
  const need = callsPerHand(s.rules, s.players);
  if (friends.length !== need) {
    return ruleError("wrong-call-count", `Call exactly ${need} friend card${need === 1 ? "" : "s"}.`, { count: need });
  }
  const seen = new Set<string>();
  const calls: Call[] = [];
  for (const f of friends) {
    const card = f.card;
    const why = whyUncallable(s, card);
    if (why) return ruleError("bad-call", `${card}: ${why.message}`, { reason: why.reason, card });
    const copies = copiesInDeck(s, card);
    let ordinal: number | "other";
    if ("other" in f) {
      if (!s.rules.otherCall) return ruleError("bad-call", "\"The other\" copy cannot be called at this table.", { reason: "no-other-call", card });
      if (copies !== 2) return ruleError("bad-call", "\"The other\" copy can be called only when there are two copies of the card.", { reason: "other-needs-two", card });
      const held = (s.hands[seat] as readonly Card[]).filter((c) => c === card).length;
      if (held !== 1) return ruleError("bad-call", `Call "the other" ${card} only when you hold exactly one copy of it.`, { reason: "other-hold-one", card });
      ordinal = "other";
    } else {
      if (f.ordinal > copies) {
        return ruleError("bad-call", `There ${copies === 1 ? "is only one copy" : `are only ${copies} copies`} of ${card}: call an ordinal up to ${copies}.`, { reason: "ordinal", card, copies });
      }
      ordinal = f.ordinal;
    }
    const key = `${card}#${ordinal}`;
    if (seen.has(key)) return ruleError("bad-call", `${card} is called twice with the same ordinal.`, { reason: "twice", card });
    seen.add(key);
    calls.push({ card, ordinal, seen: 0, by: null, revealed: false });
  }
  return calls;
}

/**
 * Whether `k` copies of a called card, played by a seat, make that seat the
 * friend of an open call (`seen` copies played before): the one place the
 * calls' rule is said, for the game and for the bots' simulations.
 * - an ordinal call: the play holds the called copy; under `next-copy`
 *   (rbtying's `NoDoubleJoin`), a seat already on the makers' side does not
 *   count, and the call waits for the next copy played by someone else;
 * - "the other" (000): any copy the maker does not play; under `next-copy`,
 *   none played by a friend already found either.
 */
export function callResolves(
  rule: ShengjiRules["doubleJoin"],
  call: { readonly ordinal: number | "other"; readonly seen: number },
  k: number,
  seat: { readonly isMaker: boolean; readonly onSide: boolean },
): boolean {
  if (k === 0) return false;
  if (call.ordinal === "other") return !seat.isMaker && !(rule === "next-copy" && seat.onSide);
  if (rule === "next-copy") return !seat.onSide && call.ordinal <= call.seen + k;
  return call.seen < call.ordinal && call.ordinal <= call.seen + k;
}

/**
 * Records a play against the calls: returns the updated calls and the
 * indexes of calls this play resolved. Several copies in one play count in
 * the order played (a pair of the called card makes its player both the
 * first and the second copy, the second call then spent or, under
 * `next-copy`, left for the next copy).
 */
export function trackCalls(s: ShengjiState, seat: Seat, cards: readonly Card[]): { calls: Call[]; resolved: number[] } {
  const resolved: number[] = [];
  // On the makers' side already: the maker, or the player of a called copy (revealed or not yet).
  let onSide = seat === s.maker || s.calls.some((c) => c.by === seat);
  const calls = s.calls.map((c, i) => {
    const k = cards.filter((x) => x === c.card).length;
    if (k === 0) return c;
    let by = c.by;
    if (by === null && callResolves(s.rules.doubleJoin, c, k, { isMaker: seat === s.maker, onSide })) {
      by = seat;
      resolved.push(i);
      onSide = true;
    }
    return { ...c, seen: c.seen + k, by };
  });
  return { calls, resolved };
}

/**
 * Reveals resolved calls: a friend joins the makers unless they are the
 * maker (the call is spent) or a friend already (the side is smaller).
 * Every revealed call is reported, so everyone sees a spent call too.
 */
export function reveal(s: ShengjiState, indexes: readonly number[]): { calls: Call[]; friends: Seat[]; newFriends: { seat: Seat; call: number }[] } {
  const friends = s.friends.slice();
  const newFriends: { seat: Seat; call: number }[] = [];
  const calls = s.calls.map((c, i) => {
    if (!indexes.includes(i) || c.by === null || c.revealed) return c;
    if (c.by !== s.maker && !friends.includes(c.by)) friends.push(c.by);
    newFriends.push({ seat: c.by, call: i });
    return { ...c, revealed: true };
  });
  return { calls, friends, newFriends };
}
