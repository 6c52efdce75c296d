/**
 * Starting hands and dealing: the shuffle, drawing one card at a time in
 * seat order from the starter, and what happens when bidding closes.
 */
import { type Card, type Rank, codeOf, isJoker, makeDeck, pointsOfCode, rankOf, SUITS, suitIndexOf, type Suit } from "../cards";
import { handRng, randomInt, shuffled } from "../random";
import type { Seat } from "../types";
import { bidRanks } from "./bidding";
import { type DealPlan, dealPlan } from "./deal-plan";
import type { ShengjiEvent, TrumpWhy } from "./events";
import { levelAt } from "./levels";
import type { ShengjiRules } from "./rules";
import type { ShengjiState, SeatState } from "./state";
import { nextSeat, seatsFrom } from "./seat-order";
import type { TrumpSpec } from "./trump";

export function planFor(rules: ShengjiRules, players: number): DealPlan {
  const plan = dealPlan(rules.deck, players, rules.packs);
  if (typeof plan === "string") throw new Error(plan);
  return plan;
}

/** The part of the state that belongs to one deal, as it is before the first card is drawn. */
type DealFields = Omit<ShengjiState, "game" | "preset" | "rules" | "seed" | "players" | "seats" | "hand" | "results" | "winners">;

function freshDeal(s: Pick<ShengjiState, "rules" | "seed" | "players" | "hand">, starter: Seat, leader: Seat | null, deal: number): DealFields {
  const plan = planFor(s.rules, s.players);
  return {
    deal,
    phase: "dealing",
    starter,
    leader,
    // Redeals within a hand draw from the same hand key (random.ts), stream by stream.
    stock: shuffled(makeDeck(plan.deck), handRng(s.seed, s.hand, `deal:${deal}`)),
    next: starter,
    hands: Array.from({ length: s.players }, () => []),
    kitty: [],
    turned: [],
    buried: [],
    kittyExposed: false,
    bids: [],
    bid: null,
    defendable: null,
    trump: null,
    maker: null,
    calls: [],
    friends: [],
    trick: null,
    tricks: [],
    won: Array.from({ length: s.players }, () => 0),
    penalties: [],
  };
}

/** A fresh deal: new shuffle, empty hands, the whole deck as the stock. */
export function startDeal(s: ShengjiState, starter: Seat, leader: Seat | null, deal: number): ShengjiState {
  // A deal's optional fields (kittyTheft's) belong to the deal before: they go.
  const { thieves: _thieves, asked: _asked, ...rest } = s;
  return { ...rest, ...freshDeal(s, starter, leader, deal) };
}

/** The first hand's starter: a draw from hand 0's key, like each player drawing a card for the highest. */
export function firstStarter(seed: string, players: number): Seat {
  return randomInt(handRng(seed, 0, "first-starter"), 0, players - 1);
}

export function createShengji(preset: string, rules: ShengjiRules, seed: string, players: number): ShengjiState {
  const seats: SeatState[] = Array.from({ length: players }, () => ({ level: 0, active: true }));
  return {
    game: "shengji",
    preset,
    rules,
    seed,
    players,
    seats,
    hand: 0,
    results: [],
    winners: null,
    ...freshDeal({ rules, seed, players, hand: 0 }, firstStarter(seed, players), null, 0),
  };
}

/** Cards still to go into hands (the rest of the stock is the kitty). */
export function cardsToDeal(s: ShengjiState): number {
  return s.stock.length - planFor(s.rules, s.players).kitty;
}

export function draw(s: ShengjiState, count: number): { state: ShengjiState; events: ShengjiEvent[] } {
  const n = Math.min(count, cardsToDeal(s));
  const hands = s.hands.map((h) => h.slice());
  const drawn = new Map<Seat, number>();
  let next = s.next;
  for (let i = 0; i < n; i++) {
    (hands[next] as Card[]).push(s.stock[i] as Card);
    drawn.set(next, (drawn.get(next) ?? 0) + 1);
    next = nextSeat(next, s.players);
  }
  const events: ShengjiEvent[] = [...drawn].map(([seat, c]) => ({ type: "drew", seat, count: c }));
  // A draw ends 000's chance to defend against an overcall.
  return { state: { ...s, hands, next, stock: s.stock.slice(n), defendable: null }, events };
}

/** The trump rank of a seat's level (null at a Joker level). */
export function rankOfSeat(s: ShengjiState, seat: Seat): Rank | null {
  return levelAt(s.rules, (s.seats[seat] as SeatState).level)?.rank ?? null;
}

/** The maker for a standing bid, and why (000's `active-levels`: the next active player at the bid's level). */
function makerForBid(s: ShengjiState, seat: Seat, card: Card): { maker: Seat; why: TrumpWhy } {
  if (s.rules.leader !== "bidder" && s.leader !== null) {
    // In the first hand a fixed leader is set only by the bids themselves (003 Sheng Ji: the first to show a card);
    // under `first-bidder` (rbtying #353), in every hand.
    const first = s.rules.leader === "first-bidder" || (s.hand === 0 && s.rules.firstLeader === "first-bidder");
    return { maker: s.leader, why: first ? "first-bidder" : "leader" };
  }
  if (s.rules.declare !== "active-levels") return { maker: seat, why: "bid" };
  const rank = rankOf(codeOf(card) as number);
  const maker = seatsFrom(seat, s.players).find((x) => s.seats[x]?.active && rankOfSeat(s, x) === rank) ?? seat;
  return { maker, why: maker === seat ? "bid" : "level" };
}

/**
 * 000 (Rick Heli): turn kitty cards until one of the trump rank; else the highest non-joker, first of equal.
 * With `turnedJoker: no-trump` (rbtying `FirstCardOfLevelOrHighest`) a joker turned first sets no-trump (suit null).
 */
function kittyRankSuit(kitty: readonly Card[], rank: Rank, jokerSets: boolean): { suit: Suit | null; turned: Card[] } | null {
  const turned: Card[] = [];
  for (const c of kitty) {
    turned.push(c);
    const code = codeOf(c) as number;
    if (isJoker(code) && jokerSets) return { suit: null, turned };
    if (!isJoker(code) && rankOf(code) === rank) return { suit: SUITS[suitIndexOf(code)] as Suit, turned };
  }
  let best: Card | null = null;
  for (const c of kitty) {
    const code = codeOf(c) as number;
    if (isJoker(code)) continue;
    if (best === null || rankOf(code) > rankOf(codeOf(best) as number)) best = c;
  }
  return best === null ? null : { suit: SUITS[suitIndexOf(codeOf(best) as number)] as Suit, turned };
}

/** 003 Sheng Ji: the top kitty card's suit, jokers skipped; `turnedJoker: no-trump` (rbtying `FirstCard`): a joker on top sets no-trump. */
function kittyTopSuit(kitty: readonly Card[], jokerSets: boolean): { suit: Suit | null; turned: Card[] } | null {
  const turned: Card[] = [];
  for (const c of kitty) {
    turned.push(c);
    const code = codeOf(c) as number;
    if (isJoker(code) && jokerSets) return { suit: null, turned };
    if (!isJoker(code)) return { suit: SUITS[suitIndexOf(code)] as Suit, turned };
  }
  return null;
}

/** Sets trump and the maker, gives the maker the kitty. */
function takeKitty(s: ShengjiState, trump: TrumpSpec, maker: Seat, why: TrumpWhy, events: ShengjiEvent[]): ShengjiState {
  const kitty = s.stock.slice();
  const hands = s.hands.map((h, i) => (i === maker ? [...h, ...kitty] : h));
  const by = s.bid?.seat ?? null;
  events.push({ type: "trump", trump, maker, why, by }, { type: "kitty-taken", seat: maker, count: kitty.length });
  return { ...s, trump, maker, kitty, stock: [], hands, phase: "burying", leader: s.leader ?? maker, defendable: null };
}

export function redeal(s: ShengjiState, starter: Seat, reason: "no-bid" | "misdeal", events: ShengjiEvent[]): ShengjiState {
  events.push({ type: "redeal", reason, starter });
  // In the first hand (and in every hand under `leader: first-bidder`) nobody leads before a bid (a first bid
  // may have named one in the deal thrown in).
  return startDeal(s, starter, s.hand === 0 || s.rules.leader === "first-bidder" ? null : s.leader, s.deal + 1);
}

/** Bidding closes at the end of the deal. */
export function closeBidding(s: ShengjiState): { state: ShengjiState; events: ShengjiEvent[] } {
  const events: ShengjiEvent[] = [];
  if (s.bid !== null) {
    const code = codeOf(s.bid.card) as number;
    const { maker, why } = makerForBid(s, s.bid.seat, s.bid.card);
    const leaderRank = rankOfSeat(s, s.leader ?? maker);
    // 003 Sheng Ji: the card sets the suit; the leader's level is the rank (none at a Joker level: no trump suit either).
    const trump: TrumpSpec = isJoker(code)
      ? { rank: leaderRank, suit: null }
      : s.rules.suitOnlyBids
        ? { rank: leaderRank, suit: leaderRank === null ? null : (SUITS[suitIndexOf(code)] as Suit) }
        : { rank: rankOf(code), suit: SUITS[suitIndexOf(code)] as Suit };
    return { state: takeKitty(s, trump, maker, why, events), events };
  }
  // Nobody declared.
  const leader = s.leader ?? s.starter;
  const rank = rankOfSeat(s, leader);
  if (rank === null) return { state: takeKitty(s, { rank: null, suit: null }, leader, "no-bid", events), events };
  switch (s.rules.noBid) {
    case "redeal":
    case "redeal-all-active": {
      // A plain redeal changes only the cards. Where only active players declare (003; 000's active/passive
      // variant) and every one of them is at a Joker level, no seat may declare whatever it is dealt, and the
      // same deal would be thrown in for ever: then the redeal is the one those seeds give for a deal nobody
      // declared on ("In the case where no one makes trumps, for the new deal all the players become active,
      // but their levels remain the same", 000; 003 alike). `redeal-all-active` always is.
      const allActive = s.rules.noBid === "redeal-all-active" || s.seats.every((_, x) => bidRanks(s, x).length === 0);
      const next = allActive ? { ...s, seats: s.seats.map((x) => ({ ...x, active: true })) } : s;
      return { state: redeal(next, s.starter, "no-bid", events), events };
    }
    case "kitty-rank":
    case "kitty-top": {
      const jokerSets = s.rules.turnedJoker === "no-trump";
      const found = s.rules.noBid === "kitty-rank" ? kittyRankSuit(s.stock, rank, jokerSets) : kittyTopSuit(s.stock, jokerSets);
      if (found === null) return { state: redeal(s, s.starter, "no-bid", events), events };
      events.push({ type: "kitty-turned", cards: found.turned });
      return { state: takeKitty({ ...s, turned: found.turned }, { rank, suit: found.suit }, leader, "no-bid", events), events };
    }
  }
}

/** 001: a hand with no point cards may call a misdeal once all cards are dealt. */
export function canCallMisdeal(s: ShengjiState, seat: Seat): boolean {
  return (
    s.rules.misdeal &&
    s.phase === "dealing" &&
    cardsToDeal(s) === 0 &&
    (s.hands[seat] as readonly Card[]).every((c) => pointsOfCode(codeOf(c) as number) === 0)
  );
}
