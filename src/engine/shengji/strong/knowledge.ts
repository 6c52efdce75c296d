/**
 * What a seat knows, worked out from its view and the public history of
 * the hand: the cards it has not seen (in other hands or the kitty), the
 * suits each seat has shown out of, who is on its side, and the questions a
 * player asks of that ("can anyone still beat my pair of aces?").
 *
 * Built from `StrongInput` only: this module, like every strong bot module,
 * never sees a game state.
 */
import { type Card, type CardCode, CARD_CODES, codeOf, codesOf, makeDeck, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import { dealPlanFor } from "../deal-plan";
import { callResolves } from "../friends";
import { type HistoryTrick, type ShengjiHistory, showOuts } from "../history";
import { type EffectiveSuit, TRUMP, type TrumpTable, trumpTable } from "../trump";
import { type Counts, countsOf, forEachPlacement } from "../units";
import type { ShengjiView } from "../view";

/** Everything a strong Shengji bot is given: its seat's view and the hand's public history. */
export interface StrongInput {
  readonly view: ShengjiView;
  readonly history: ShengjiHistory;
}

/**
 * Which side a seat is on, as this seat believes it: +1 a partner, −1 an
 * opponent, in between for a seat that may yet turn out a friend (the
 * expected alignment: 2 × chance of a partner − 1).
 */
export type Side = number;

export interface Knowledge {
  readonly view: ShengjiView;
  readonly history: ShengjiHistory;
  readonly seat: Seat;
  readonly players: number;
  readonly t: TrumpTable;
  readonly hand: CardCode[];
  /** Copies of each card in the deck. */
  readonly deck: Uint8Array;
  /** Copies of each card this seat has not seen: in other hands or (unless it buried it) the kitty. */
  readonly unseen: Uint8Array;
  /** Cards in other hands (the unseen less a kitty this seat did not see). */
  readonly othersHold: number;
  /** void[seat][suit]: the seat has shown out of that effective suit. */
  readonly void: boolean[][];
  /** side[seat] as this seat believes it; side[seat] of itself is 1. */
  readonly side: Side[];
  /** This seat plays (or means to play) for the makers. */
  readonly makerSide: boolean;
  /** Every call resolved: sides are known to everyone. */
  readonly sidesKnown: boolean;
  /** Seats still to play in the current trick, in order, after this one. */
  readonly after: Seat[];
  /** Cards each other seat holds. */
  readonly handSize: number[];
}

const deckCache = new Map<string, Uint8Array>();

/** Copies of each card in the deck of this view's rules (shared: never change it). */
export function deckCounts(view: ShengjiView): Uint8Array {
  const key = `${view.rules.deck}/${view.players}/${view.rules.packs ?? ""}/${view.rules.kitty ?? ""}/${view.rules.jokerPacks ?? ""}`;
  let counts = deckCache.get(key);
  if (!counts) {
    const plan = dealPlanFor(view.rules, view.players);
    if (typeof plan === "string") throw new Error(plan);
    counts = new Uint8Array(CARD_CODES);
    for (const c of makeDeck(plan.deck)) {
      const code = codeOf(c) as number;
      counts[code] = (counts[code] as number) + 1;
    }
    deckCache.set(key, counts);
  }
  return counts;
}

export function copiesInDeck(view: ShengjiView, card: Card): number {
  return deckCounts(view)[codeOf(card) as number] ?? 0;
}

function allTricks(input: StrongInput): { plays: readonly { seat: Seat; cards: readonly Card[] }[]; attempted?: readonly Card[] }[] {
  const out: { plays: readonly { seat: Seat; cards: readonly Card[] }[]; attempted?: readonly Card[] }[] = [...input.history.tricks];
  if (input.view.trick) out.push(input.view.trick);
  return out;
}

/**
 * Whether this seat is sure to become a friend: it holds every unplayed
 * copy up to the called one (so nobody else can play it first).
 */
function sureFriend(view: ShengjiView, copies: (card: Card) => number): boolean {
  if (view.you === null || view.maker === view.you) return false;
  for (const c of view.calls) {
    if (c.by !== null || c.ordinal === "other") continue;
    const held = view.cards.filter((x) => x === c.card).length;
    if (held > 0 && c.seen < c.ordinal && held === copies(c.card) - c.seen) return true;
  }
  return false;
}

/**
 * What these cards would do to the calls if played now: `join` calls they
 * would resolve to this seat making it a friend, `waste` calls they would
 * spend on a seat already on the makers' side (the maker, or a friend
 * already found), which leaves that side a player short (never under
 * `doubleJoin: "next-copy"`, where such a copy does not count).
 */
export function callsResolved(view: ShengjiView, play: readonly Card[]): { join: number; waste: number; pendingOthers: number } {
  const out = { join: 0, waste: 0, pendingOthers: 0 };
  if (view.you === null || view.rules.teams !== "friends") return out;
  const already = view.makers.includes(view.you);
  for (const c of view.calls) {
    if (c.by !== null) continue;
    const k = c.ordinal === "other" ? 0 : play.filter((x) => x === c.card).length;
    const onSide = already || out.join > 0;
    if (c.ordinal !== "other" && callResolves(view.rules.doubleJoin, c, k, { isMaker: view.maker === view.you, onSide })) {
      if (onSide) out.waste++;
      else out.join++;
    } else {
      out.pendingOthers++;
    }
  }
  return out;
}

function sidesOf(view: ShengjiView, seat: Seat, copies: (card: Card) => number): { side: Side[]; makerSide: boolean; known: boolean } {
  const n = view.players;
  const side: Side[] = Array.from({ length: n }, () => 0);
  side[seat] = 1;
  if (view.maker === null) return { side, makerSide: false, known: false };
  if (view.rules.teams === "fixed") {
    for (let i = 0; i < n; i++) side[i] = i % 2 === seat % 2 ? 1 : -1;
    return { side, makerSide: seat % 2 === view.maker % 2, known: true };
  }
  const makers = new Set(view.makers);
  const sure = sureFriend(view, copies);
  const iAmMaker = makers.has(seat) || sure;
  // Friends still to be found, and the seats they may be among.
  const pending = view.calls.filter((c) => c.by === null).length - (sure ? 1 : 0);
  const unknown: Seat[] = [];
  for (let i = 0; i < n; i++) if (i !== seat && !makers.has(i)) unknown.push(i);
  const q = unknown.length === 0 ? 0 : Math.min(1, Math.max(0, pending) / unknown.length);
  for (let i = 0; i < n; i++) {
    if (i === seat) continue;
    if (makers.has(i)) side[i] = iAmMaker ? 1 : -1;
    else side[i] = iAmMaker ? 2 * q - 1 : 1 - 2 * q;
  }
  return { side, makerSide: iAmMaker, known: pending <= 0 };
}

export function knowledgeOf(input: StrongInput): Knowledge {
  const { view, history } = input;
  const seat = view.you as Seat;
  const t = trumpTable(view.trump ?? { rank: null, suit: null }, view.rules.trumpTractors);
  const hand = codesOf(view.cards);
  const deck = deckCounts(view);
  const unseen = deck.slice();
  const take = (c: CardCode) => {
    unseen[c] = Math.max(0, (unseen[c] as number) - 1);
  };
  for (const c of hand) take(c);
  for (const trick of allTricks(input)) for (const p of trick.plays) for (const c of codesOf(p.cards)) take(c);
  const buried = view.buried !== null && view.phase === "playing" ? codesOf(view.buried) : [];
  for (const c of buried) take(c);
  let total = 0;
  for (let c = 0; c < CARD_CODES; c++) total += unseen[c] as number;
  const others = view.seats.reduce((a, s, i) => a + (i === seat ? 0 : s.cards), 0);
  const outs = showOuts(t, view.players, allTricks(input));
  const voids = Array.from({ length: view.players }, (_, i) => {
    const v = [false, false, false, false, false];
    for (const s of outs[i] ?? []) v[s] = true;
    return v;
  });
  // Nobody holds what this seat does not see at all: a suit with no unseen card is void everywhere.
  for (let s = 0; s <= TRUMP; s++) {
    let left = 0;
    for (let c = 0; c < CARD_CODES; c++) if (t.suit[c] === s) left += unseen[c] as number;
    if (left === 0) for (let i = 0; i < view.players; i++) if (i !== seat) (voids[i] as boolean[])[s] = true;
  }
  const sides = sidesOf(view, seat, (card) => deck[codeOf(card) as number] ?? 0);
  const after: Seat[] = [];
  if (view.trick) {
    const played = view.trick.plays.length;
    for (let k = played + 1; k < view.players; k++) after.push((view.trick.leader + k) % view.players);
  }
  return {
    view,
    history,
    seat,
    players: view.players,
    t,
    hand,
    deck,
    unseen,
    othersHold: Math.min(total, others),
    void: voids,
    side: sides.side,
    makerSide: sides.makerSide,
    sidesKnown: sides.known,
    after,
    handSize: view.seats.map((s) => s.cards),
  };
}

/** Unseen cards of one effective suit, as counts. */
export function unseenIn(k: Knowledge, suit: EffectiveSuit): Counts {
  const counts = new Uint8Array(CARD_CODES);
  for (let c = 0; c < CARD_CODES; c++) if (k.t.suit[c] === suit) counts[c] = k.unseen[c] as number;
  return counts;
}

export function unseenCount(k: Knowledge, suit: EffectiveSuit): number {
  let n = 0;
  for (let c = 0; c < CARD_CODES; c++) if (k.t.suit[c] === suit) n += k.unseen[c] as number;
  return n;
}

/**
 * Could some hand this seat cannot see hold a unit of this shape, in this
 * suit, stronger than `top`? (All unseen cards pooled: the careful answer.)
 */
export function unseenBeats(k: Knowledge, suit: EffectiveSuit, width: number, length: number, top: number): boolean {
  if (length === 1) {
    for (let c = 0; c < CARD_CODES; c++) {
      if (k.t.suit[c] === suit && (k.unseen[c] as number) >= width && (k.t.strength[c] as number) > top) return true;
    }
    return false;
  }
  return forEachPlacement(k.t, suit, unseenIn(k, suit), [{ width, length }], (units) => (units[0]?.top ?? 0) > top);
}

/**
 * The chance that seat `q` holds no card of `suit` (shown out: 1), from how
 * many unseen cards there are and how many of them are in that suit.
 */
export function pVoid(k: Knowledge, q: Seat, suit: EffectiveSuit): number {
  if (k.void[q]?.[suit]) return 1;
  const inSuit = unseenCount(k, suit);
  if (inSuit === 0) return 1;
  const total = Math.max(1, k.othersHold + (k.view.buried === null ? k.view.kittySize : 0));
  const h = k.handSize[q] ?? 0;
  // Hypergeometric: none of q's h cards among the inSuit cards of the suit.
  let p = 1;
  for (let i = 0; i < h && p > 1e-4; i++) p *= Math.max(0, (total - inSuit - i) / (total - i));
  return p;
}

/** Points on unseen cards. */
export function unseenPoints(k: Knowledge): number {
  let p = 0;
  for (let c = 0; c < CARD_CODES; c++) p += (k.unseen[c] as number) * pointsOfCode(c);
  return p;
}

export function cardsOfSuit(k: Knowledge, suit: EffectiveSuit, cards: readonly CardCode[] = k.hand): CardCode[] {
  return cards.filter((c) => k.t.suit[c] === suit);
}

export function countsOfHand(k: Knowledge): Counts {
  return countsOf(k.hand);
}

export type { HistoryTrick };
