/**
 * A strong bot's choices before the tricks: bidding by the length and
 * strength of the suit it would make trump, burying the kitty to empty
 * short suits without giving points away, and calling friends who make a
 * good team.
 */
import { type Card, type CardCode, SUITS, cardOf, codeOf, codesOf, isJoker, pointsOfCode, rankOf, suitIndexOf } from "../../cards";
import type { FriendCall, ShengjiSeatAction } from "../actions";
import { dealPlan } from "../deal-plan";
import { bidChoices, callChoices, callsNeeded, checkCallsFor, kittyHolderOf } from "../hints";
import { TRUMP, trumpTable } from "../trump";
import { countsOf } from "../units";
import type { ShengjiView } from "../view";
import { type Knowledge, cardsOfSuit, unseenBeats } from "./knowledge";

/** How good these cards would be with this trump: trumps weighted by rank, side aces, pairs. */
function handValue(view: ShengjiView, cards: readonly CardCode[], rank: number | null, suit: number | null): { trumps: number; value: number } {
  const t = trumpTable({ rank, suit: suit === null ? null : (SUITS[suit] as (typeof SUITS)[number]) }, view.rules.trumpTractors);
  const counts = countsOf(cards);
  let trumps = 0;
  let value = 0;
  for (const c of cards) {
    if (t.suit[c] === TRUMP) {
      trumps++;
      value += 1 + ((t.strength[c] as number) - 2) / 16;
      if ((counts[c] as number) >= 2) value += 0.3;
    } else if (rankOf(c) === 14) {
      value += 0.5;
    }
  }
  return { trumps, value };
}

export function strongBid(view: ShengjiView): ShengjiSeatAction | null {
  if (view.you === null || view.phase !== "dealing") return null;
  const standing = view.bid;
  if (standing && standing.seat !== view.you && view.rules.teams === "fixed" && standing.seat % 2 === view.you % 2) return null;
  const cards = codesOf(view.cards);
  const plan = dealPlan(view.rules.deck, view.players, view.rules.packs);
  if (typeof plan === "string") return null;
  const handSize = plan.handSize;
  if (cards.length < Math.min(handSize, 6)) return null;
  const choices = bidChoices(view);
  if (choices.length === 0) return null;
  const toCome = handSize - cards.length;
  let best: { cards: Card[]; score: number } | null = null;
  for (const choice of choices) {
    const card = choice[0] as Card;
    const code = codeOf(card) as number;
    const rank = isJoker(code) ? (view.trump?.rank ?? sortRank(view)) : rankOf(code);
    const suit = isJoker(code) ? null : suitIndexOf(code);
    const { value } = handValue(view, cards, rank, suit);
    // Expected trump value of the cards still to come, at a fair share.
    const share = suit === null ? 0.12 : 0.33;
    const projected = (value + toCome * share * 1.1) / handSize;
    const mine = standing?.seat === view.you;
    const need = mine ? 0.3 : standing ? 0.42 : suit === null ? 0.3 : 0.36;
    if (projected < need) continue;
    const score = projected + choice.length * 0.01;
    if (!best || score > best.score) best = { cards: choice, score };
  }
  return best ? { type: "bid", cards: best.cards } : null;
}

/**
 * kittyTheft, when asked: steal the kitty where a bid makes this hand
 * clearly stronger than the trump it would replace (its value in the new
 * trump at least 0.45 of a card per card held, and 0.1 above the old), never
 * from a partner holding it. Else pass.
 */
export function strongSteal(view: ShengjiView): ShengjiSeatAction {
  const pass: ShengjiSeatAction = { type: "pass" };
  const me = view.you;
  const holder = kittyHolderOf(view);
  if (me === null || view.phase !== "stealing" || view.turn !== me || view.trump === null || holder === null) return pass;
  if (view.rules.teams === "fixed" && holder % 2 === me % 2) return pass;
  const cards = codesOf(view.cards);
  if (cards.length === 0) return pass;
  const rank = view.trump.rank;
  const now = handValue(view, cards, rank, view.trump.suit === null ? null : SUITS.indexOf(view.trump.suit)).value / cards.length;
  let best: { cards: Card[]; score: number } | null = null;
  for (const choice of bidChoices(view)) {
    const code = codeOf(choice[0] as Card) as number;
    const score = handValue(view, cards, rank, isJoker(code) ? null : suitIndexOf(code)).value / cards.length;
    if (score < 0.45 || score < now + 0.1) continue;
    if (!best || score > best.score) best = { cards: choice, score };
  }
  return best ? { type: "bid", cards: best.cards } : pass;
}

/** During the deal, before trump is set: the rank a joker bid would make trump. */
function sortRank(view: ShengjiView): number | null {
  const seat = view.leader ?? view.you ?? 0;
  return RANKS_BY_LEVEL[view.seats[seat]?.level ?? 0] ?? null;
}
const RANKS_BY_LEVEL = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/**
 * The kitty: empty the short side suits that hold no winners (so that this
 * hand can trump them), bury cheap cards, keep trumps, aces, pairs and,
 * where it can, points (catchers who take the last trick get the kitty's
 * points multiplied).
 */
export function strongBury(k: Knowledge): ShengjiSeatAction {
  const size = k.view.kittySize;
  const counts = countsOf(k.hand);
  const buryCost = (c: CardCode): number => {
    if (k.t.suit[c] === TRUMP) return 40 + (k.t.strength[c] as number);
    const strength = k.t.strength[c] as number;
    let v = strength - 2;
    if (!unseenBeats(k, k.t.suit[c] as 0, 1, 1, strength)) v += 14;
    if ((counts[c] as number) >= 2) v += 7;
    return v + pointsOfCode(c) * 1.6;
  };
  const sides = [0, 1, 2, 3].map((s) => cardsOfSuit(k, s as 0));
  let best: { cards: CardCode[]; cost: number } | null = null;
  for (let mask = 0; mask < 16; mask++) {
    const picked: CardCode[] = [];
    let voided = 0;
    for (let s = 0; s < 4; s++) {
      if (!(mask & (1 << s))) continue;
      const suit = sides[s] as CardCode[];
      if (suit.length === 0) continue;
      picked.push(...suit);
      voided++;
    }
    if (picked.length > size) continue;
    const rest = k.hand.slice();
    for (const c of picked) rest.splice(rest.indexOf(c), 1);
    rest.sort((a, b) => buryCost(a) - buryCost(b) || a - b);
    const cards = [...picked, ...rest.slice(0, size - picked.length)];
    const cost = cards.reduce((a, c) => a + buryCost(c), 0) - voided * 9;
    if (!best || cost < best.cost) best = { cards, cost };
  }
  const cards = (best as { cards: CardCode[] }).cards;
  return { type: "bury", cards: cards.map(cardOf) };
}

/**
 * Friends: the first copy of an ace the maker lacks, in side suits where it
 * holds a few low cards to lead towards it; then kings, and so on.
 */
export function strongCall(k: Knowledge): ShengjiSeatAction {
  const view = k.view;
  const need = callsNeeded(view);
  const choices = callChoices(view);
  const bySuitLen = (card: Card) => cardsOfSuit(k, k.t.suit[codeOf(card) as number] as 0).length;
  const scored = choices
    .filter((c) => c.held < c.copies && !isTrumpCard(k, c.card))
    .map((c) => {
      const code = codeOf(c.card) as number;
      const len = bySuitLen(c.card);
      // An ace is a winner; a suit of 1–4 cards lets the maker lead to it.
      let score = rankOf(code) * 2 + (rankOf(code) === 14 ? 12 : 0) - c.held * 10;
      score += len >= 1 && len <= 4 ? 3 : len === 0 ? -2 : -len * 0.5;
      return { call: { card: c.card, ordinal: c.held + 1 } as FriendCall, score };
    })
    .sort((a, b) => b.score - a.score);
  const friends: FriendCall[] = [];
  for (const s of scored) {
    if (friends.length >= need) break;
    const next = [...friends, s.call];
    if (next.length === need && checkCallsFor(view, next) !== null) continue;
    friends.push(s.call);
  }
  // Fallback: trump-suit cards (where the rules allow them) or any ordinal.
  for (const c of choices) {
    if (friends.length >= need) break;
    for (let o = 1; o <= c.copies && friends.length < need; o++) {
      if (friends.some((f) => f.card === c.card && "ordinal" in f && f.ordinal === o)) continue;
      friends.push({ card: c.card, ordinal: o });
    }
  }
  return { type: "call", friends };
}

function isTrumpCard(k: Knowledge, card: Card): boolean {
  return k.t.suit[codeOf(card) as number] === TRUMP;
}
