/**
 * The start and the end of a deal (seed 002, "The Deal", "End of the Play,
 * and Scoring", "Differences in the Second and Subsequent Deals").
 */
import { codeOf, makeDeck, points } from "../cards";
import type { Card } from "../cards";
import { handRng, shuffled } from "../random";
import type { Seat } from "../types";
import { compareCodes } from "./ranks";
import type { ZhengFenDealResult, ZhengFenEvent, ZhengFenState } from "./state";

/** A hand sorted low to high in Zheng Fen order, as a player sorts it. */
export function sortHand(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => compareCodes(codeOf(a) as number, codeOf(b) as number));
}

/**
 * Shuffles from the deal's own stream and lets the players draw one card at
 * a time, anticlockwise (seat order) from `firstDrawer`, until the pack is
 * gone: the players from `firstDrawer` on hold one card more when the pack
 * does not divide evenly.
 */
export function dealCards(state: ZhengFenState): { state: ZhengFenState; events: ZhengFenEvent[] } {
  const n = state.players;
  const deal = state.deal + 1;
  const packs = state.options.packs;
  const pack = shuffled(makeDeck({ packs, bigJokers: packs, littleJokers: packs }), handRng(state.seed, deal - 1, "deal"));
  const drawn: Card[][] = Array.from({ length: n }, () => []);
  let firstThree: Seat | null = null;
  pack.forEach((card, i) => {
    const seat = (state.firstDrawer + i) % n;
    (drawn[seat] as Card[]).push(card);
    if (card === "H3" && firstThree === null) firstThree = seat;
  });
  // First deal: the holder of the three of hearts (with several packs, whoever drew the first one).
  // Later deals: the first player out of the previous deal.
  const leader: Seat = state.lastDeal?.first ?? firstThree ?? state.firstDrawer;
  const hands = drawn.map(sortHand);
  return {
    state: {
      ...state,
      phase: "play",
      deal,
      hands,
      caught: hands.map(() => []),
      turn: leader,
      trick: { leader, entries: [], current: null, passes: 0 },
      lastTrick: null,
      out: [],
    },
    events: [
      { type: "dealt", deal, shuffler: state.shuffler, firstDrawer: state.firstDrawer, leader, handCounts: hands.map((h) => h.length) },
    ],
  };
}

/**
 * Ends the deal once one player has cards left and the last trick is
 * gathered: the last player's tricks and hand go to the first out, everyone
 * adds the points of their tricks, and either the game ends or the last
 * player shuffles the next deal and the first out draws first.
 */
export function endDeal(state: ZhengFenState): { state: ZhengFenState; events: ZhengFenEvent[] } {
  const n = state.players;
  const holding = state.hands.map((h, seat) => (h.length > 0 ? seat : -1)).filter((s) => s >= 0);
  const first = state.out[0] as Seat;
  const last = (holding[0] ?? state.out[state.out.length - 1]) as Seat;
  const lastHand = state.hands[last] as readonly Card[];
  const caught = state.caught.map((pile, seat) =>
    seat === first ? [...pile, ...(state.caught[last] as Card[]), ...lastHand] : seat === last ? [] : pile.slice(),
  );
  const dealPoints = caught.map((pile) => points(pile));
  const scores = state.scores.map((s, seat) => s + (dealPoints[seat] as number));
  const result: ZhengFenDealResult = {
    deal: state.deal,
    outOrder: state.out.slice(),
    first,
    last,
    lastHand: lastHand.slice(),
    points: dealPoints,
  };
  const events: ZhengFenEvent[] = [
    { type: "deal-scored", deal: state.deal, first, last, lastHand: lastHand.slice(), lastCaught: points(state.caught[last] as Card[]), points: dealPoints, scores },
  ];
  const top = Math.max(...scores);
  const over = top >= state.options.target;
  const winners = over ? scores.map((s, seat) => (s === top ? seat : -1)).filter((s) => s >= 0) : null;
  if (winners !== null) events.push({ type: "game-over", winners, scores });
  return {
    state: {
      ...state,
      phase: over ? "over" : "deal",
      hands: Array.from({ length: n }, () => []),
      caught,
      scores,
      turn: null,
      trick: null,
      lastDeal: result,
      winners,
      shuffler: last,
      firstDrawer: first,
    },
    events,
  };
}
