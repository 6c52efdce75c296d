/**
 * Declaring trump during the deal (RULES.md "Declaring trump"): who may
 * show which cards, and what beats what.
 */
import { type Card, type Rank, codeOf, isJoker, rankOf } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import { levelAt } from "./levels";
import type { Bid, ShengjiState } from "./state";

/** The ranks a seat may declare with now (empty at a Joker level or when not allowed). */
export function bidRanks(s: ShengjiState, seat: Seat): Rank[] {
  const rankOfSeat = (x: Seat) => levelAt(s.rules, (s.seats[x] as { level: number }).level)?.rank ?? null;
  const ranks = new Set<Rank>();
  switch (s.rules.declare) {
    case "own-level": {
      const r = rankOfSeat(seat);
      if (r !== null) ranks.add(r);
      break;
    }
    case "active-own-level": {
      const r = rankOfSeat(seat);
      if (r !== null && s.seats[seat]?.active) ranks.add(r);
      break;
    }
    case "leader-level": {
      // Before the first hand's bid decides the leader, everyone is on the same level.
      const r = rankOfSeat(s.leader ?? seat);
      if (r !== null) ranks.add(r);
      break;
    }
    case "active-levels":
      s.seats.forEach((x, i) => {
        const r = x.active ? rankOfSeat(i) : null;
        if (r !== null) ranks.add(r);
      });
      break;
  }
  return [...ranks];
}

/** No-trump order at equal count (004): big jokers > little jokers > rank cards. */
function jokerValue(card: Card): number {
  return card === "BJ" ? 2 : card === "LJ" ? 1 : 0;
}

/** Does a bid of `count` × `card` beat the standing bid? */
export function outranks(s: ShengjiState, card: Card, count: number, standing: Bid): boolean {
  if (count !== standing.count) return count > standing.count;
  return s.rules.jokerBids && jokerValue(card) > jokerValue(standing.card);
}

export type BidKind = "declare" | "overcall" | "reinforce" | "defend";

/** Checks a bid; returns its kind or a refusal in words. */
export function checkBid(s: ShengjiState, seat: Seat, cards: readonly Card[]): BidKind | RuleError {
  const card = cards[0] as Card;
  if (cards.some((c) => c !== card)) {
    return ruleError("bid-not-identical", "A bid is one card, or several identical cards (same suit and rank).");
  }
  const held = (s.hands[seat] as readonly Card[]).filter((c) => c === card).length;
  if (held < cards.length) return ruleError("not-in-hand", `You do not hold ${cards.length} × ${card}.`, { card, count: cards.length });
  const code = codeOf(card) as number;
  if (isJoker(code)) {
    if (!s.rules.jokerBids) return ruleError("bad-bid-card", "Jokers cannot be shown to declare trump at this table.", { reason: "no-joker-bids" });
    if (cards.length < 2) return ruleError("bad-bid-card", "A single joker is never a bid: show a pair or more of identical jokers for no-trump.", { reason: "single-joker" });
  } else {
    const ranks = bidRanks(s, seat);
    if (ranks.length === 0) {
      return s.rules.declare.startsWith("active")
        ? ruleError("cannot-bid", "Only active players may declare trump.", { reason: "passive" })
        : ruleError("cannot-bid", "Nobody declares trump at the Joker level.", { reason: "joker-level" });
    }
    if (!ranks.includes(rankOf(code))) {
      return ruleError("bad-bid-card", `You may declare with cards of rank ${ranks.map(rankWord).join(" or ")} only.`, { reason: "rank", ranks: ranks.map(rankWord).join(",") });
    }
  }
  const standing = s.bid;
  if (standing === null) return "declare";
  if (s.rules.firstBidFinal) return ruleError("bid-final", "Trump is set: at this table the first card shown is final.");
  // 000's defence answers an overcall of more cards by matching its count. An overcall at the same
  // count (004's higher jokers, `jokerBids`) is not one: were it answered, the same jokers would
  // overcall again, and the two bids could alternate for ever once the deal is complete.
  if (
    s.rules.defend && s.defendable?.seat === seat && s.defendable.card === card && cards.length === standing.count &&
    standing.seat !== seat && standing.count > s.defendable.count
  ) {
    return "defend";
  }
  if (standing.seat === seat) {
    if (card === standing.card) {
      if (cards.length > standing.count) return "reinforce";
      return ruleError("bid-too-small", `To reinforce your bid, show more than ${standing.count} × ${card}.`, { reason: "reinforce", count: standing.count, card });
    }
    if (!s.rules.selfOvercall) {
      return ruleError("own-bid", "You cannot change your own trump suit, only reinforce it with more identical cards.");
    }
    if (outranks(s, card, cards.length, standing)) return "overcall";
    return ruleError("bid-too-small", `To change your own bid, show more than ${standing.count} identical cards.`, { reason: "change-own", count: standing.count });
  }
  if (outranks(s, card, cards.length, standing)) return "overcall";
  // The standing bid lies face up on the table: naming it tells nobody anything new.
  return s.rules.jokerBids
    ? ruleError("bid-too-small", `To overcall ${standing.count} × ${standing.card}, show more identical cards, or as many higher jokers.`, { reason: "overcall-or-jokers", count: standing.count, card: standing.card })
    : ruleError("bid-too-small", `To overcall ${standing.count} × ${standing.card}, show more than ${standing.count} identical cards.`, { reason: "overcall", count: standing.count, card: standing.card });
}

function rankWord(r: Rank): string {
  return ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"][r - 2] ?? String(r);
}

/** Every bid a seat could make now: each eligible card, at each count that is accepted. */
export function bidOptions(s: ShengjiState, seat: Seat): Card[][] {
  const hand = s.hands[seat] as readonly Card[];
  const counts = new Map<Card, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const out: Card[][] = [];
  for (const [card, n] of counts) {
    for (let k = 1; k <= n; k++) {
      const cards = Array.from({ length: k }, () => card);
      if (typeof checkBid(s, seat, cards) === "string") out.push(cards);
    }
  }
  return out;
}
