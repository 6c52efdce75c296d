/**
 * The card model shared by every game: the notation of RULES.md, compact
 * numeric codes for the hot paths, points and decks.
 *
 * Notation: suit letter then rank, `S H D C` × `2 3 4 5 6 7 8 9 10 J Q K A`
 * (`S10`, `HK`, `D2`), jokers `BJ` (big / red / coloured) and `LJ` (little /
 * black). A hand is an array of these strings; with several decks a string
 * repeats.
 *
 * Codes: suit index × 13 + (rank − 2) for the 52 suited cards (0..51),
 * then LJ = 52 and BJ = 53. Codes never leave the engine.
 */

export type Suit = "S" | "H" | "D" | "C";
export type RankName = "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K" | "A";
/** A card in the notation of RULES.md. */
export type Card = string;
export type CardCode = number;

export const SUITS: readonly Suit[] = ["S", "H", "D", "C"];
export const RANK_NAMES: readonly RankName[] = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
/** Numeric ranks: 2..14 (J 11, Q 12, K 13, A 14). */
export type Rank = number;
export const ACE: Rank = 14;

export const LITTLE_JOKER: CardCode = 52;
export const BIG_JOKER: CardCode = 53;
export const CARD_CODES = 54;

const SUIT_NAMES: Record<Suit, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_WORDS: Record<RankName, string> = {
  "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9", "10": "10",
  J: "jack", Q: "queen", K: "king", A: "ace",
};

const CODE_TO_CARD: Card[] = [];
for (let s = 0; s < 4; s++) for (let r = 2; r <= 14; r++) CODE_TO_CARD.push(`${SUITS[s]}${RANK_NAMES[r - 2]}`);
CODE_TO_CARD.push("LJ", "BJ");

export class CardError extends Error {}

/** Suit index by the character code of a suit letter (S H D C). */
function suitIndexOfChar(ch: number): number {
  return ch === 83 ? 0 : ch === 72 ? 1 : ch === 68 ? 2 : ch === 67 ? 3 : -1;
}

/** Rank 2..14 of the characters after the suit letter, or −1. */
function rankOfChars(card: string): number {
  if (card.length === 2) {
    const ch = card.charCodeAt(1);
    if (ch >= 50 && ch <= 57) return ch - 48; // 2..9
    return ch === 74 ? 11 : ch === 81 ? 12 : ch === 75 ? 13 : ch === 65 ? 14 : -1; // J Q K A
  }
  return card.length === 3 && card.charCodeAt(1) === 49 && card.charCodeAt(2) === 48 ? 10 : -1;
}

/** The codes of cards the engine already holds (valid by construction; throws on a bad one). */
export function codesOf(cards: readonly Card[]): CardCode[] {
  return cards.map(parseCard);
}

/**
 * The code of a card string, or undefined if the string is not a card.
 * Read character by character: this runs for every card of every hand the
 * engine is given, and is several times faster than a string-keyed lookup.
 */
export function codeOf(card: unknown): CardCode | undefined {
  if (typeof card !== "string") return undefined;
  const first = card.charCodeAt(0);
  if (card.length === 2 && card.charCodeAt(1) === 74) {
    if (first === 66) return BIG_JOKER; // BJ
    if (first === 76) return LITTLE_JOKER; // LJ
  }
  const s = suitIndexOfChar(first);
  if (s < 0) return undefined;
  const r = rankOfChars(card);
  return r < 0 ? undefined : s * 13 + r - 2;
}

export function isCard(card: unknown): card is Card {
  return codeOf(card) !== undefined;
}

/** Parses one card; throws a CardError that says what a card looks like. */
export function parseCard(card: string): CardCode {
  const code = codeOf(card);
  if (code === undefined) {
    const shown = card.length > 12 ? `${card.slice(0, 12)}…` : card;
    throw new CardError(
      `"${shown}" is not a card: write a suit letter (S H D C) then a rank (2-10 J Q K A), like S10 or HK, or BJ / LJ for the jokers`,
    );
  }
  return code;
}

/** Parses a hand written with spaces or commas: `hand("S2 S2 H10 BJ")`. */
export function hand(text: string): Card[] {
  const cards = text.split(/[\s,]+/).filter((c) => c.length > 0);
  for (const c of cards) parseCard(c);
  return cards;
}

export function cardOf(code: CardCode): Card {
  const card = CODE_TO_CARD[code];
  if (card === undefined) throw new Error(`bad card code ${code}`);
  return card;
}

export function isJoker(code: CardCode): boolean {
  return code >= LITTLE_JOKER;
}

/** Suit index 0..3 (S H D C) of a suited card; 4 for a joker. */
export function suitIndexOf(code: CardCode): number {
  return code >= LITTLE_JOKER ? 4 : Math.floor(code / 13);
}

/** Rank 2..14 of a suited card; 15 for LJ, 16 for BJ. */
export function rankOf(code: CardCode): Rank {
  return code >= LITTLE_JOKER ? code - LITTLE_JOKER + 15 : (code % 13) + 2;
}

export function rankName(rank: Rank): RankName {
  const name = RANK_NAMES[rank - 2];
  if (name === undefined) throw new Error(`bad rank ${rank}`);
  return name;
}

export function parseRank(rank: unknown): Rank | undefined {
  if (typeof rank === "number") return Number.isInteger(rank) && rank >= 2 && rank <= 14 ? rank : undefined;
  if (typeof rank !== "string") return undefined;
  const i = RANK_NAMES.indexOf(rank as RankName);
  return i < 0 ? undefined : i + 2;
}

export function isSuit(s: unknown): s is Suit {
  return s === "S" || s === "H" || s === "D" || s === "C";
}

/** "the queen of spades", "the big joker": for messages a player reads. */
export function cardWords(card: Card): string {
  if (card === "BJ") return "the big joker";
  if (card === "LJ") return "the little joker";
  const code = parseCard(card);
  const suit = SUITS[suitIndexOf(code)] as Suit;
  return `the ${RANK_WORDS[rankName(rankOf(code))]} of ${SUIT_NAMES[suit]}`;
}

/** Card points: every 5 is 5, every 10 and K is 10. */
export function pointsOfCode(code: CardCode): number {
  if (code >= LITTLE_JOKER) return 0;
  const r = (code % 13) + 2;
  return r === 5 ? 5 : r === 10 || r === 13 ? 10 : 0;
}

export function points(cards: readonly Card[]): number {
  let total = 0;
  for (const c of cards) total += pointsOfCode(parseCard(c));
  return total;
}

/** What goes into the pack: whole packs, jokers, and cards taken out to even the deal. */
export interface DeckSpec {
  /** Number of standard 52-card packs. */
  readonly packs: number;
  /** Big (red / coloured) jokers added. */
  readonly bigJokers: number;
  /** Little (black) jokers added. */
  readonly littleJokers: number;
  /** Cards removed once each (001: one 2 and one 3 of different suits for 4 players). */
  readonly removed?: readonly Card[];
}

/** The unshuffled deck of a spec, in a fixed order. */
export function makeDeck(spec: DeckSpec): Card[] {
  const deck: Card[] = [];
  for (let p = 0; p < spec.packs; p++) for (let code = 0; code < 52; code++) deck.push(cardOf(code));
  for (let j = 0; j < spec.littleJokers; j++) deck.push("LJ");
  for (let j = 0; j < spec.bigJokers; j++) deck.push("BJ");
  for (const card of spec.removed ?? []) {
    const i = deck.indexOf(card);
    if (i < 0) throw new CardError(`cannot remove ${card}: it is not in the deck`);
    deck.splice(i, 1);
  }
  return deck;
}

export function deckSize(spec: DeckSpec): number {
  return spec.packs * 52 + spec.bigJokers + spec.littleJokers - (spec.removed?.length ?? 0);
}

/** Counts of each code in a list of codes (length CARD_CODES). */
export function countCodes(codes: readonly CardCode[]): Uint8Array {
  const counts = new Uint8Array(CARD_CODES);
  for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

/**
 * True if `part` can be taken out of `whole` (both multisets of codes).
 */
export function containsAll(whole: readonly CardCode[], part: readonly CardCode[]): boolean {
  const counts = countCodes(whole);
  for (const c of part) {
    const left = counts[c] ?? 0;
    if (left === 0) return false;
    counts[c] = left - 1;
  }
  return true;
}

/** `whole` without one copy of each card of `part` (which must be contained). */
export function removeCards<T>(whole: readonly T[], part: readonly T[]): T[] {
  const rest = whole.slice();
  for (const c of part) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}
