/**
 * Declaring trump during the deal (RULES.md "Declaring trump"): who may
 * show which cards, and what beats what.
 */
import { type Card, type Rank, codeOf, isJoker, rankOf, suitIndexOf } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import { dealPlan } from "./deal-plan";
import { levelAt } from "./levels";
import type { ShengjiRules } from "./rules";
import type { Bid, ShengjiState } from "./state";

/**
 * The ranks a seat may declare with now (empty at a Joker level or when not allowed).
 * A steal of the kitty (kittyTheft) shows cards of the trump rank, whoever shows them: the maker and
 * the rank stay, only the suit changes (as at rbtying, where every bid is at the landlord's level).
 * Where a bid sets only the suit (`suitOnlyBids`), each shows the cards they would in the deal.
 */
export function bidRanks(s: ShengjiState, seat: Seat): Rank[] {
  if (s.phase === "stealing" && !s.rules.suitOnlyBids) {
    const barred = s.rules.declare.startsWith("active") && !s.seats[seat]?.active;
    return barred || s.trump?.rank == null ? [] : [s.trump.rank];
  }
  return dealRanks(s, seat);
}

function dealRanks(s: ShengjiState, seat: Seat): Rank[] {
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
      // Before a bid decides the leader (the first hand; every hand under `leader: first-bidder`), each shows their own level.
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

/** Suits at equal count under `jokers-or-suit` (rbtying's order): ♠ > ♥ > ♣ > ♦. */
const SUIT_ORDER: Record<number, number> = { 0: 3, 1: 2, 3: 1, 2: 0 };

/** Does a bid of `count` × `card` beat the standing bid? More cards always do; at equal count, `overcall` says. */
export function outranks(s: Pick<ShengjiState, "rules">, card: Card, count: number, standing: Bid): boolean {
  if (count !== standing.count) return count > standing.count;
  if (s.rules.overcall === "more-cards") return false;
  const mine = jokerValue(card);
  const theirs = jokerValue(standing.card);
  if (mine !== theirs) return mine > theirs;
  if (mine > 0 || s.rules.overcall !== "jokers-or-suit" || count < 2) return false;
  return (SUIT_ORDER[suitIndexOf(codeOf(card) as number)] ?? 0) > (SUIT_ORDER[suitIndexOf(codeOf(standing.card) as number)] ?? 0);
}

/** The fewest identical jokers that bid (`jokerBidCount`), with as many copies of `card` as the deck holds. */
export function leastJokers(rules: ShengjiRules, players: number, card: Card): number {
  if (rules.jokerBidCount === "two-or-more") return 2;
  const plan = dealPlan(rules.deck, players, rules.packs);
  if (typeof plan === "string") return 2;
  const copies = card === "BJ" ? plan.deck.bigJokers : plan.deck.littleJokers;
  const less = rules.jokerBidCount === "big-one-less" && card === "BJ" ? 1 : 0;
  return Math.max(1, copies - less);
}

/** The standing bid may be answered by `seat` showing `count` × `card` (`defend`)? */
function defends(s: ShengjiState, seat: Seat, card: Card, count: number, standing: Bid): boolean {
  if (!s.rules.defend || standing.seat === seat) return false;
  if (s.rules.defendWindow === "next-card") return s.defendable?.seat === seat && s.defendable.card === card && count === standing.count;
  // `bidding`: with the card of this seat's own last bid, to as many cards as the standing bid, adding to it.
  const last = s.bids.findLast((b) => b.seat === seat);
  return last !== undefined && last.card === card && count === standing.count && count > last.count && jokerValue(standing.card) === 0;
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
    const least = leastJokers(s.rules, s.players, card);
    if (cards.length < least) {
      return least === 2
        ? ruleError("bad-bid-card", "A single joker is never a bid: show a pair or more of identical jokers for no-trump.", { reason: "single-joker" })
        : ruleError("bad-bid-card", `A joker bid here shows ${least} identical jokers or more.`, { reason: "joker-count", count: least });
    }
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
  if (defends(s, seat, card, cards.length, standing)) return "defend";
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
  if (s.rules.overcall === "jokers-or-suit") {
    return ruleError("bid-too-small", `To overcall ${standing.count} × ${standing.card}, show more identical cards, or as many of a higher suit (♠ ♥ ♣ ♦) or higher jokers.`, { reason: "overcall-or-suit", count: standing.count, card: standing.card });
  }
  return s.rules.jokerBids && s.rules.overcall === "jokers"
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
