/**
 * What is dealt: packs, jokers, removed cards, hand size and kitty for a
 * number of players, per the deck rule of each seed (RULES.md "decks and jokers").
 */
import { oneOf } from "../spec";
import type { Card, DeckSpec } from "../cards";
import { deckSize } from "../cards";

/**
 * - `pagat-table`: the tables of 000 and 003 (they agree): 5–12 players, packs
 *   and red/black jokers chosen so that everyone gets the same number of
 *   cards and six (with five players eight) are left for the kitty.
 * - `full-packs`: 000's variant: every pack keeps one red and one black
 *   joker and the kitty is as close to six as the count allows.
 * - `eighty`: 001: 4, 6 or 8 players; two packs (three for eight) with
 *   jokers, with low cards removed to leave a kitty of six.
 * - `pack-per-two`: 004: a pack (with its two jokers) for every two players
 *   and a kitty of 4 to 8; where no kitty in that range evens the deal, the
 *   fewest low cards are removed (2s first, one suit at a time).
 * - `sheng-ji`: 003's Sheng Ji: 4 players, two packs and four jokers, 25
 *   cards each, a kitty of eight.
 * - `da-bai-fen`: 003's Da Bai Fen: 4 players, one pack and two jokers, 12
 *   cards each, a kitty of six.
 */
export const DECK_RULE = oneOf("pagat-table", "full-packs", "eighty", "pack-per-two", "sheng-ji", "da-bai-fen");
export type DeckRule = (typeof DECK_RULE.values)[number];

export interface DealPlan {
  readonly deck: DeckSpec;
  readonly handSize: number;
  readonly kitty: number;
}

/** 000 / 003: players → [packs, red jokers, black jokers, cards each]. */
const PAGAT_TABLE: Record<number, [number, number, number, number]> = {
  5: [2, 2, 2, 20],
  6: [2, 2, 2, 17],
  7: [2, 0, 0, 14],
  8: [3, 2, 0, 19],
  9: [3, 3, 0, 17],
  10: [3, 0, 0, 15],
  11: [3, 2, 2, 14],
  12: [4, 2, 0, 17],
};

/** The order in which low cards leave the deck to even a deal: 2s of each suit, then 3s, … (never points). */
const REMOVAL_ORDER: Card[] = ["2", "3", "4", "6", "7", "8", "9"].flatMap((r) => ["S", "C", "D", "H"].map((s) => `${s}${r}`));

function plan(deck: DeckSpec, players: number, kitty: number): DealPlan {
  return { deck, kitty, handSize: (deckSize(deck) - kitty) / players };
}

/**
 * 000's variant: "always include one red and one black joker per deck and
 * allow the size of the kitty to vary, keeping it as close to six cards as
 * possible". The kitties that even the deal are `total mod n` plus
 * multiples of n; of those, the nearest six, and on a tie the smaller.
 *
 * Never an empty one. Twelve players with an even number of packs (the
 * rule's own four: 216 cards) could split the whole deck, 18 each, a kitty
 * of 0, as near six as a kitty of 12. The seed's hand always has a kitty
 * ("A kitty, consisting of six (or eight) face down cards, remains at the
 * end of the deal. The player who made trumps picks up these cards ...
 * and discards an equal number"; the variant only lets its size vary), and
 * a table that chose this deck expects to exchange one and to play for
 * its points on the last trick: so 17 each and a kitty of 12. (Skipping
 * the exchange instead would also empty `noBid`'s kitty rules, which turn
 * kitty cards to find a trump.) `playersProblem` refuses any deal plan
 * that would leave no kitty, so no other rule can deal one either.
 */
function fullPacksKitty(total: number, players: number): number {
  let kitty = total % players;
  if (kitty === 0) kitty = players;
  while (Math.abs(kitty + players - 6) < Math.abs(kitty - 6)) kitty += players;
  return kitty;
}

/** The player counts a deck rule supports. */
export function playerCounts(rule: DeckRule): number[] {
  switch (rule) {
    case "pagat-table":
    case "full-packs":
      return [5, 6, 7, 8, 9, 10, 11, 12];
    case "eighty":
      return [4, 6, 8];
    case "pack-per-two":
      return [4, 5, 6, 7, 8, 9, 10, 11, 12];
    case "sheng-ji":
    case "da-bai-fen":
      return [4];
  }
}

/** What a table chose of its deck, where the rule lets it (the `deck`, `packs`, `kitty` and `jokerPacks` options). */
export interface DeckChoice {
  readonly deck: DeckRule;
  readonly packs: number | null;
  /** A kitty of this size, low cards leaving the deck to even the deal; null: the rule's own. */
  readonly kitty?: number | null;
  /** Packs that keep their jokers (at most the packs dealt); null: every pack. */
  readonly jokerPacks?: number | null;
}

/** Whether a deck rule deals whole packs, so that a table may choose their number, the kitty and the jokers. */
export function choosesDeck(rule: DeckRule): boolean {
  return rule === "full-packs" || rule === "pack-per-two";
}

/** The deal for `players` under a table's deck choices, or a message saying which counts the rule supports. */
export function dealPlanFor(choice: DeckChoice, players: number): DealPlan | string {
  return dealPlan(choice.deck, players, choice.packs, { kitty: choice.kitty ?? null, jokerPacks: choice.jokerPacks ?? null });
}

/**
 * From a single pack, one of each low rank (2, 3, 4, 6 … 9) before a second,
 * each time of another suit. Up to players − 1 = 11 cards may leave to even
 * a deal, and REMOVAL_ORDER would then take every 2 of the pack: a table at
 * level 2 could never declare, and a deal nobody declares on is dealt again
 * for ever. This way no rank loses more than two of its four (rbtying, too,
 * spares the players' levels when it removes cards). With two packs or more
 * REMOVAL_ORDER leaves copies of every rank: the seeds' tables keep it.
 */
const SPREAD_REMOVAL_ORDER: Card[] = [0, 1, 2, 3].flatMap((round) =>
  ["2", "3", "4", "6", "7", "8", "9"].map((r, i) => `${["S", "C", "D", "H"][(round + i) % 4]}${r}`),
);

function removalOrder(packs: number): readonly Card[] {
  return packs >= 2 ? REMOVAL_ORDER : SPREAD_REMOVAL_ORDER;
}

/**
 * A chosen kitty (rbtying's `kitty_size`, #274): the fewest low cards leave
 * the deck so that what is left after the kitty splits evenly.
 */
function chosenKitty(deck: DeckSpec, players: number, kitty: number): DealPlan {
  const total = deckSize(deck);
  const removed = (((total - kitty) % players) + players) % players;
  return plan({ ...deck, removed: removalOrder(deck.packs).slice(0, removed) }, players, kitty);
}

/**
 * The deal for `players` under a deck rule, or a message saying which counts
 * it supports. Packs, the kitty and the jokers are chosen only where the rule
 * deals whole packs (`choosesDeck`); the other rules keep their own.
 */
export function dealPlan(
  rule: DeckRule,
  players: number,
  packsOverride: number | null = null,
  chosen: { readonly kitty: number | null; readonly jokerPacks: number | null } = { kitty: null, jokerPacks: null },
): DealPlan | string {
  if (!playerCounts(rule).includes(players)) {
    return `this deck rule is for ${playerCounts(rule).join(", ")} players, not ${players}`;
  }
  switch (rule) {
    case "pagat-table": {
      const [packs, red, black, each] = PAGAT_TABLE[players] as [number, number, number, number];
      const deck = { packs, bigJokers: red, littleJokers: black };
      return { deck, handSize: each, kitty: deckSize(deck) - each * players };
    }
    case "full-packs": {
      const packs = packsOverride ?? (PAGAT_TABLE[players] as [number, number, number, number])[0];
      const jokers = Math.min(packs, chosen.jokerPacks ?? packs);
      const deck = { packs, bigJokers: jokers, littleJokers: jokers };
      if (chosen.kitty !== null) return chosenKitty(deck, players, chosen.kitty);
      return plan(deck, players, fullPacksKitty(deckSize(deck), players));
    }
    case "eighty": {
      if (players === 8) return plan({ packs: 3, bigJokers: 3, littleJokers: 3, removed: ["S2", "C3", "D4", "H6"] }, 8, 6);
      if (players === 4) return plan({ packs: 2, bigJokers: 2, littleJokers: 2, removed: ["S2", "H3"] }, 4, 6);
      return plan({ packs: 2, bigJokers: 2, littleJokers: 2 }, players, 6);
    }
    case "pack-per-two": {
      const packs = packsOverride ?? Math.floor(players / 2);
      const jokers = Math.min(packs, chosen.jokerPacks ?? packs);
      const whole = { packs, bigJokers: jokers, littleJokers: jokers };
      if (chosen.kitty !== null) return chosenKitty(whole, players, chosen.kitty);
      const total = deckSize(whole);
      let best = { kitty: 8, removed: Infinity };
      for (let kitty = 8; kitty >= 4; kitty--) {
        const removed = (total - kitty) % players;
        if (removed < best.removed) best = { kitty, removed };
      }
      const deck = { ...whole, removed: removalOrder(packs).slice(0, best.removed) };
      return plan(deck, players, best.kitty);
    }
    case "sheng-ji":
      return plan({ packs: 2, bigJokers: 2, littleJokers: 2 }, 4, 8);
    case "da-bai-fen":
      return plan({ packs: 1, bigJokers: 1, littleJokers: 1 }, 4, 6);
  }
}
