/**
 * Hints from a seat's view: what a player may do now, in the engine's own
 * words, for the web client (which must never restate a rule). The server
 * still decides every move; these only help a person choose and explain a
 * refusal before the round trip.
 *
 * The engine's checks take a state. A view holds everything those checks
 * read for the viewer's own seat (their hand, levels, bids, trump, the
 * trick), so `seatState` builds a state from the view with everything else
 * empty: other hands are empty, the undealt cards are placeholders (only
 * their number is public, and no check here reads their faces), the seed is
 * blank. Nothing built here ever leaves the viewer's machine.
 */
import { type Card, type CardCode, SUITS, codeOf, codesOf, isJoker } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import type { FriendCall, ShengjiSeatAction } from "./actions";
import { bidOptions } from "./bidding";
import { botShengji } from "./bot";
import { canCallMisdeal } from "./deal";
import { type LeadFormat, checkFollow, legalFollows } from "./follow";
import { checkCalls, copiesInDeck, uncallable } from "./friends";
import { levelAt } from "./levels";
import type { ShengjiState } from "./state";
import { kittyHolder, stealOptions } from "./theft";
import { callsPerHand } from "./team-size";
import { isThrow, readLead } from "./trick";
import { type EffectiveSuit, type TrumpSpec, type TrumpTable, TRUMP, displayKey, effectiveSuitWords, trumpTable } from "./trump";
import type { ShengjiView } from "./view";

/** Stands for an undealt card: its face is secret, only the count is public. */
const UNSEEN: Card = "";


/** The state as the viewer's seat knows it (see the file comment). */
export function seatState(view: ShengjiView, you: Seat): ShengjiState {
  const undealt = view.phase === "dealing" ? view.toDeal + view.kittySize : 0;
  return {
    game: "shengji",
    preset: view.preset,
    rules: view.rules,
    seed: "",
    players: view.players,
    seats: view.seats.map((s) => ({ level: s.level, active: s.active })),
    hand: view.hand,
    deal: 0,
    phase: view.phase,
    starter: view.starter,
    leader: view.leader,
    stock: Array.from({ length: undealt }, () => UNSEEN),
    next: view.nextToDraw,
    hands: view.seats.map((_, i) => (i === you ? view.cards.slice() : [])),
    kitty: view.kitty ?? [],
    turned: view.turned,
    buried: view.buried ?? [],
    kittyExposed: view.kittyExposed === true,
    bids: view.bids,
    bid: view.bid,
    defendable: view.defendable,
    trump: view.trump,
    maker: view.maker,
    ...(view.thieves ? { thieves: view.thieves } : {}),
    ...(view.phase === "stealing" && view.turn !== null ? { asked: view.turn } : {}),
    calls: view.calls.map((c) => ({ card: c.card, ordinal: c.ordinal, seen: c.seen, by: c.by, revealed: c.by !== null })),
    friends: view.friends,
    trick: view.trick ? { leader: view.trick.leader, plays: view.trick.plays } : null,
    tricks: [],
    // `hidePoints`: points the table hides count as none (a check here never reads them).
    won: view.seats.map((s) => s.won ?? 0),
    penalties: view.penalties,
    results: [],
    winners: view.winners,
  };
}

/**
 * The trump a hand is sorted by: the real one once set; during the deal,
 * the rank that may be declared (the seat's own level, or the leader's,
 * which is also the trump rank where a bid sets only the suit),
 * with no suit yet, so rank cards and jokers gather at the front.
 */
export function sortingTrump(view: ShengjiView): TrumpSpec {
  if (view.trump) return view.trump;
  const seat = view.rules.declare === "leader-level" || view.rules.suitOnlyBids ? (view.leader ?? view.you) : view.you;
  const level = seat === null ? 0 : (view.seats[seat]?.level ?? 0);
  return { rank: levelAt(view.rules, level)?.rank ?? null, suit: null };
}

export function tableFor(view: ShengjiView): TrumpTable {
  return trumpTable(sortingTrump(view), view.rules.trumpTractors);
}

/** Cards in the order a player holds them: trumps first (highest first), then suits alternating colours, high to low. */
export function sortCards(view: ShengjiView, cards: readonly Card[]): Card[] {
  const t = tableFor(view);
  return cards
    .map((c) => ({ c, code: codeOf(c) as CardCode }))
    .sort((a, b) => displayKey(t, a.code) - displayKey(t, b.code) || a.code - b.code)
    .map((x) => x.c);
}

/** Every bid the viewer could make now (each a list of identical cards), largest first: in the deal, or (kittyTheft) to steal the kitty when asked. */
export function bidChoices(view: ShengjiView): Card[][] {
  if (view.you === null) return [];
  const options = view.phase === "dealing" ? bidOptions(seatState(view, view.you), view.you)
    : view.phase === "stealing" ? stealOptions(seatState(view, view.you), view.you)
    : [];
  return options.sort((a, b) => b.length - a.length || String(a[0]).localeCompare(String(b[0])));
}

/** kittyTheft: is the viewer asked now whether to steal the kitty? */
export function askedToSteal(view: ShengjiView): boolean {
  return view.you !== null && view.phase === "stealing" && view.turn === view.you;
}

/** playTakeback, bidTakeback: may the viewer take back its last play or bid now (the engine's `takeback` would be accepted)? */
export function canTakeBack(view: ShengjiView): boolean {
  return view.you !== null && view.takeback === view.you;
}

/** Who buries the kitty (or holds it once buried): the last thief, else the maker. */
export function kittyHolderOf(view: ShengjiView): Seat | null {
  return kittyHolder(view);
}

/** 001: may the viewer call a misdeal now (no point cards, the deal complete)? */
export function canMisdeal(view: ShengjiView): boolean {
  return view.you !== null && view.phase === "dealing" && canCallMisdeal(seatState(view, view.you), view.you);
}

export interface CallChoice {
  readonly card: Card;
  /** Copies of the card in this deal: the ordinals 1..copies may be called. */
  readonly copies: number;
  /** Copies the maker holds. */
  readonly held: number;
  /** 000: "the other" copy may be called (two copies, the maker holds one). */
  readonly other: boolean;
}

/** How many friend cards the maker calls at this table. */
export function callsNeeded(view: ShengjiView): number {
  return callsPerHand(view.rules, view.players);
}

/** The cards the maker may call, each with its copies, in suit then rank order (high first). */
export function callChoices(view: ShengjiView): CallChoice[] {
  if (view.you === null || view.trump === null) return [];
  const s = seatState(view, view.you);
  const out: CallChoice[] = [];
  // Jokers last: only `callable: "any"` lets them be called.
  const cards = [...SUITS.flatMap((suit) => ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"].map((rank) => `${suit}${rank}`)), "BJ", "LJ"];
  for (const card of cards) {
    if (uncallable(s, card)) continue;
    const copies = copiesInDeck(s, card);
    if (copies === 0) continue;
    const held = view.cards.filter((c) => c === card).length;
    out.push({ card, copies, held, other: s.rules.otherCall && copies === 2 && held === 1 });
  }
  return out;
}

/** Why these calls would be refused, in the engine's words, or null. */
export function checkCallsFor(view: ShengjiView, friends: readonly FriendCall[]): RuleError | null {
  if (view.you === null) return { code: "not-seated", message: "Sit down to play." };
  const r = checkCalls(seatState(view, view.you), view.you, friends);
  return Array.isArray(r) ? null : r;
}

export interface PlayHint {
  /** The viewer leads this trick. */
  readonly leading: boolean;
  /** Following: how many cards to play, in which effective suit, and how many of that suit the hand must give. */
  readonly size?: number;
  readonly suit?: EffectiveSuit;
  readonly suitWords?: string;
  readonly mustFromSuit?: number;
  /** Following: every card that appears in some legal play (all cards when any play is legal). */
  readonly playable?: ReadonlySet<Card>;
}

function leadOf(view: ShengjiView): (LeadFormat & { suit: EffectiveSuit }) | null {
  const first = view.trick?.plays[0];
  if (!first || view.trump === null) return null;
  const lead = readLead(tableFor(view), view.rules, codesOf(first.cards));
  return "code" in lead ? null : lead;
}

/** What the viewer must play now, or null when it is not their turn. */
export function playHint(view: ShengjiView): PlayHint | null {
  if (view.you === null || view.phase !== "playing" || view.turn !== view.you) return null;
  const lead = leadOf(view);
  if (lead === null) return { leading: true };
  const t = tableFor(view);
  const hand = codesOf(view.cards);
  const inSuit = hand.filter((c) => t.suit[c] === lead.suit).length;
  const follows = legalFollows(t, view.rules, lead, hand, 400);
  const playable = new Set<Card>();
  if (follows.complete) for (const p of follows.plays) for (const c of p) playable.add(view.cards[hand.indexOf(c)] as Card);
  else for (const c of view.cards) playable.add(c);
  return {
    leading: false,
    size: lead.size,
    suit: lead.suit,
    suitWords: effectiveSuitWords(lead.suit),
    mustFromSuit: Math.min(lead.size, inSuit),
    playable,
  };
}

/**
 * Why the engine would refuse this play from the viewer's seat, or null if
 * it may be accepted. A throw (several top components at once) is checked
 * against the other hands by the server only: `throw` says so.
 */
export function checkPlay(view: ShengjiView, cards: readonly Card[]): { error: RuleError | null; throw: boolean } {
  if (view.you === null) return { error: { code: "not-seated", message: "Sit down to play." }, throw: false };
  if (view.phase !== "playing" || view.turn !== view.you) {
    return { error: { code: "not-your-turn", message: "It is not your turn to play." }, throw: false };
  }
  if (cards.length === 0) return { error: { code: "empty-play", message: "Choose at least one card." }, throw: false };
  const t = tableFor(view);
  const lead = leadOf(view);
  if (lead === null) {
    const read = readLead(t, view.rules, codesOf(cards));
    if ("code" in read) return { error: read, throw: false };
    return { error: null, throw: isThrow(read) };
  }
  if (cards.length !== lead.size) {
    return { error: ruleError("wrong-count", `Play ${lead.size} card${lead.size === 1 ? "" : "s"}, as many as were led.`, { count: lead.size }), throw: false };
  }
  return { error: checkFollow(t, view.rules, lead, codesOf(view.cards), codesOf(cards)), throw: false };
}

/**
 * The viewer's only legal play now, if there is exactly one (following with
 * no choice, or leading a last card): what a client may play by itself.
 * Null when there is a choice, or when it is not the viewer's turn.
 */
export function forcedPlay(view: ShengjiView): Card[] | null {
  if (view.you === null || view.phase !== "playing" || view.turn !== view.you) return null;
  const lead = leadOf(view);
  if (lead === null) return view.cards.length === 1 ? view.cards.slice() : null;
  const hand = codesOf(view.cards);
  const follows = legalFollows(tableFor(view), view.rules, lead, hand, 2);
  if (!follows.complete || follows.plays.length !== 1) return null;
  const left = view.cards.slice();
  return (follows.plays[0] as readonly CardCode[]).map((c) => left.splice(left.findIndex((x) => codeOf(x) === c), 1)[0] as Card);
}

/** What the table's bot would do in the viewer's place (a suggestion, never sent by itself). */
export function suggestion(view: ShengjiView): Card[] | null {
  if (view.you === null) return null;
  const a = botShengji(view, view.you);
  if (!a) return null;
  return a.type === "play" || a.type === "bury" || a.type === "bid" ? a.cards.slice() : null;
}

/** The bot's friend calls in the viewer's place (a starting point for the maker). */
export function suggestedCalls(view: ShengjiView): FriendCall[] {
  if (view.you === null) return [];
  const a = botShengji(view, view.you);
  return a?.type === "call" ? a.friends.slice() : [];
}

/**
 * A bot's move kept to what the rules accept, where the view can tell: a
 * bid the seat may not make is dropped (bids are optional), and calls that
 * would be refused give way to calls of the first cards the maker may call.
 * Rules the bot does not know yet (003's calls of cards not held, 000's
 * final first bid) then never stall a table.
 */
export function fitBotMove(view: ShengjiView, action: ShengjiSeatAction): ShengjiSeatAction | null {
  if (view.you === null) return action;
  if (action.type === "bid") {
    const key = action.cards.join(" ");
    if (bidChoices(view).some((c) => c.join(" ") === key)) return action;
    // Asked about the kitty (kittyTheft), a bot always answers: a steal it may not make is a pass.
    return askedToSteal(view) ? { type: "pass" } : null;
  }
  if (action.type === "call" && checkCallsFor(view, action.friends) !== null) {
    const friends: FriendCall[] = callChoices(view)
      .slice(0, callsNeeded(view))
      .map((c) => ({ card: c.card, ordinal: 1 }));
    return { type: "call", friends };
  }
  return action;
}

/** Is this card a trump under the current trump (or, during the deal, the sorting trump)? */
export function isTrumpCard(view: ShengjiView, card: Card): boolean {
  const code = codeOf(card) as CardCode;
  return isJoker(code) || tableFor(view).suit[code] === TRUMP;
}
