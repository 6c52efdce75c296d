/**
 * A bot for every Shengji preset. It sees only its own view (what a player
 * at that seat would see) and always answers with a legal action:
 * - bids with a long trump suit, overcalls only when clearly stronger;
 * - buries low cards of short suits, points only when nothing else is left;
 * - calls aces it does not hold;
 * - leads strong sets and tractors, else low cards of its longest suit;
 * - follows: puts points on its side's tricks, wins cheaply when it can take
 *   points from the other side, and otherwise throws its cheapest cards,
 *   keeping trumps.
 */
import { type Card, type CardCode, cardOf, codeOf, codesOf, pointsOfCode, rankOf, suitIndexOf } from "../cards";
import type { Seat } from "../types";
import type { FriendCall, ShengjiSeatAction } from "./actions";
import { legalFollows } from "./follow";
import { copiesOf } from "./friends";
import { friendCount } from "./seat-order";
import { levelAt } from "./levels";
import { cheapestFirst } from "./legal";
import { leastJokers, outranks } from "./bidding";
import { kittyHolder } from "./theft";
import { type Arrangement, type Lead, leadArrangement, readLead, takes } from "./trick";
import { TRUMP, type TrumpTable, isTrump, trumpTable } from "./trump";
import { cardsOfUnit, decompose } from "./units";
import type { ShengjiView } from "./view";

const pts = (cards: readonly CardCode[]) => cards.reduce((s, c) => s + pointsOfCode(c), 0);

/** The action the bot takes now, or null when it has nothing to do (or chooses not to bid). */
export function botShengji(view: ShengjiView, seat: Seat): ShengjiSeatAction | null {
  switch (view.phase) {
    case "dealing":
      return bidIfStrong(view, seat);
    case "burying":
      return kittyHolder(view) === seat ? bury(view) : null;
    case "stealing":
      return view.turn === seat ? stealIfStrong(view, seat) : null;
    case "calling":
      return view.maker === seat ? call(view) : null;
    case "playing":
      return view.turn === seat ? play(view, seat) : null;
    default:
      return null;
  }
}

/** The ranks this seat may declare with, as the view shows them. */
function myBidRanks(view: ShengjiView, seat: Seat): number[] {
  const rankAt = (x: Seat) => levelAt(view.rules, view.seats[x]?.level ?? 0)?.rank ?? null;
  const mine = (x: Seat | null) => (x === null ? null : rankAt(x));
  switch (view.rules.declare) {
    case "own-level":
      return [mine(seat)].filter((r): r is number => r !== null);
    case "active-own-level":
      return view.seats[seat]?.active ? [mine(seat)].filter((r): r is number => r !== null) : [];
    case "leader-level":
      return [mine(view.leader ?? seat)].filter((r): r is number => r !== null);
    case "active-levels":
      return view.seats.flatMap((x, i) => (x.active ? [rankAt(i)] : [])).filter((r): r is number => r !== null);
  }
}

function bidIfStrong(view: ShengjiView, seat: Seat): ShengjiSeatAction | null {
  const hand = codesOf(view.cards);
  if (hand.length < 4) return null;
  const ranks = myBidRanks(view, seat);
  const standing = view.bid;
  if (standing && standing.seat === seat) return null;
  let best: { cards: Card[]; score: number } | null = null;
  for (const rank of ranks) {
    for (let s = 0; s < 4; s++) {
      const card = cardOf(s * 13 + rank - 2);
      const copies = hand.filter((c) => c === codeOf(card)).length;
      if (copies === 0) continue;
      // Strength of this suit as trump: its cards, the rank cards and jokers.
      const strength = hand.filter((c) => c >= 52 || rankOf(c) === rank || suitIndexOf(c) === s).length / hand.length;
      const count = standing ? standing.count + 1 : 1;
      if (copies < count) continue;
      const needed = standing ? 0.45 : 0.32;
      if (strength >= needed && (!best || strength > best.score)) best = { cards: Array.from({ length: count }, () => card), score: strength };
    }
  }
  if (!best) return null;
  return { type: "bid", cards: best.cards };
}

/**
 * kittyTheft, when asked: steal the kitty only with a hand that would be
 * strong in the new trump (half of it or more trumps), showing every copy
 * held of the card; never from a partner, nor over its own bid. Else pass.
 */
function stealIfStrong(view: ShengjiView, seat: Seat): ShengjiSeatAction {
  const standing = view.bid;
  const rank = view.trump?.rank ?? null;
  const holder = kittyHolder(view) ?? seat;
  const hand = codesOf(view.cards);
  let best: { cards: Card[]; score: number } | null = null;
  if (standing && rank !== null && standing.seat !== seat && !(view.rules.teams === "fixed" && holder % 2 === seat % 2)) {
    const barred = view.rules.declare.startsWith("active") && !view.seats[seat]?.active;
    const ranks = view.rules.suitOnlyBids ? myBidRanks(view, seat) : barred ? [] : [rank];
    const cards = ranks.flatMap((r) => [0, 1, 2, 3].map((x) => cardOf(x * 13 + r - 2)));
    if (view.rules.jokerBids) cards.push("LJ", "BJ");
    for (const card of cards) {
      const code = codeOf(card) as CardCode;
      const copies = hand.filter((c) => c === code).length;
      const suit = code >= 52 ? -1 : suitIndexOf(code);
      if (copies === 0 || (suit < 0 && copies < leastJokers(view.rules, view.players, card)) || !outranks(view, card, copies, standing)) continue;
      const score = hand.filter((c) => c >= 52 || rankOf(c) === rank || suitIndexOf(c) === suit).length / hand.length;
      if (score >= 0.5 && (!best || score > best.score)) best = { cards: Array.from({ length: copies }, () => card), score };
    }
  }
  return best ? { type: "bid", cards: best.cards } : { type: "pass" };
}

function tableFor(view: ShengjiView): TrumpTable {
  return trumpTable(view.trump ?? { rank: null, suit: null }, view.rules.trumpTractors);
}

function bury(view: ShengjiView): ShengjiSeatAction {
  const t = tableFor(view);
  const hand = codesOf(view.cards);
  // Void short side suits first: bury whole short suits of low cards, then the cheapest cards.
  const bySuit = new Map<number, CardCode[]>();
  for (const c of hand) if (t.suit[c] !== TRUMP) bySuit.set(t.suit[c] as number, [...(bySuit.get(t.suit[c] as number) ?? []), c]);
  const shortSuits = [...bySuit.values()].sort((a, b) => a.length - b.length);
  const picked: CardCode[] = [];
  for (const suit of shortSuits) {
    const safe = suit.filter((c) => pointsOfCode(c) === 0 && (t.strength[c] as number) < 14);
    if (safe.length === suit.length && picked.length + safe.length <= view.kittySize) picked.push(...safe);
  }
  const rest = hand.slice();
  for (const c of picked) rest.splice(rest.indexOf(c), 1);
  for (const c of cheapestFirst(t, rest)) {
    if (picked.length >= view.kittySize) break;
    picked.push(c);
  }
  return { type: "bury", cards: picked.map(cardOf) };
}

function call(view: ShengjiView): ShengjiSeatAction {
  const t = tableFor(view);
  const need = friendCount(view.players);
  const friends: FriendCall[] = [];
  const callable = (card: Card) => {
    const code = codeOf(card) as CardCode;
    if (view.rules.callable === "below-ace") return rankOf(code) !== view.trump?.rank;
    return !isTrump(t, code);
  };
  // High cards of side suits it lacks: the first copy it does not hold itself.
  for (const rank of ["A", "K", "Q", "J", "10", "9", "8"]) {
    for (const suit of ["S", "H", "C", "D"]) {
      if (friends.length >= need) break;
      const card = `${suit}${rank}`;
      if (!callable(card)) continue;
      const held = view.cards.filter((c) => c === card).length;
      if (held >= copiesOf(view.rules, view.players, card)) continue;
      friends.push({ card, ordinal: held + 1 });
    }
  }
  return { type: "call", friends };
}

/** Which seats the bot believes are on its side. */
function mySide(view: ShengjiView, seat: Seat): { side: Set<Seat>; known: boolean } {
  if (view.rules.teams === "fixed") {
    return { side: new Set(view.seats.map((_, i) => i).filter((i) => i % 2 === seat % 2)), known: true };
  }
  const makers = new Set(view.makers);
  if (makers.has(seat)) return { side: makers, known: true };
  // Holding a called card makes a likely friend; otherwise assume the catchers' side.
  const holdsCall = view.calls.some((c) => c.by === null && view.cards.includes(c.card));
  if (holdsCall) return { side: makers.add(seat), known: false };
  return { side: new Set(view.seats.map((_, i) => i).filter((i) => !makers.has(i))), known: view.makers.length > 1 };
}

function play(view: ShengjiView, seat: Seat): ShengjiSeatAction {
  const t = tableFor(view);
  const hand = codesOf(view.cards);
  const trick = view.trick;
  if (!trick || trick.plays.length === 0) return { type: "play", cards: chooseLead(view, t, hand).map(cardOf) };
  const lead = readLead(t, view.rules, codesOf((trick.plays[0] as { cards: readonly Card[] }).cards)) as Lead;
  const options = legalFollows(t, view.rules, lead, hand, 200).plays;
  // Who is winning, and with what.
  let best: Arrangement = leadArrangement(lead);
  let winner = trick.plays[0]?.seat ?? seat;
  for (const p of trick.plays.slice(1)) {
    const taken = takes(t, view.rules, lead, best, codesOf(p.cards));
    if (taken) {
      best = taken;
      winner = p.seat;
    }
  }
  const { side } = mySide(view, seat);
  const onPoints = trick.points;
  const last = trick.plays.length === view.players - 1;
  const friendlyWinning = side.has(winner);
  const cost = (p: readonly CardCode[]) => {
    let c = 0;
    for (const x of p) c += (t.suit[x] === TRUMP ? 30 : 0) + (t.strength[x] as number) + pointsOfCode(x) * 3;
    return c;
  };
  if (friendlyWinning && (last || (t.strength[best.units[0]?.codes[0] as CardCode] as number) >= 13 || best.suit === TRUMP)) {
    // Feed points to our own trick, keeping trumps when we can.
    const scored = [...options].sort((a, b) => pts(b) - pts(a) || cost(a) - cost(b));
    return { type: "play", cards: (scored[0] as CardCode[]).map(cardOf) };
  }
  const winning = options.filter((p) => takes(t, view.rules, lead, best, p) !== null);
  if (winning.length > 0 && (onPoints > 0 || last || lead.suit !== TRUMP)) {
    const cheapest = [...winning].sort((a, b) => cost(a) - cost(b))[0] as CardCode[];
    // Ruffing a pointless trick early is a waste of trumps.
    if (onPoints > 0 || t.suit[cheapest[0] as CardCode] !== TRUMP || last) return { type: "play", cards: cheapest.map(cardOf) };
  }
  const dump = [...options].sort((a, b) => cost(a) - cost(b) || pts(a) - pts(b))[0] as CardCode[];
  return { type: "play", cards: dump.map(cardOf) };
}

function chooseLead(view: ShengjiView, t: TrumpTable, hand: readonly CardCode[]): CardCode[] {
  // Strong components of side suits first: tractors and high sets, then aces.
  let pick: { cards: CardCode[]; score: number } | null = null;
  const suits = new Map<number, CardCode[]>();
  for (const c of hand) suits.set(t.suit[c] as number, [...(suits.get(t.suit[c] as number) ?? []), c]);
  for (const [suit, cards] of suits) {
    for (const u of decompose(t, suit as 0, cards, view.rules.tractorMin)) {
      const strong = u.top >= 13 || (u.width >= 2 && u.top >= 11) || u.length >= 2;
      if (!strong) continue;
      const score = u.width * u.length * 10 + u.top - (suit === TRUMP ? 25 : 0);
      if (!pick || score > pick.score) pick = { cards: cardsOfUnit(u), score };
    }
  }
  if (pick) return pick.cards;
  // Else a low card of the longest side suit (or the lowest trump).
  const side = [...suits.entries()].filter(([s]) => s !== TRUMP).sort((a, b) => b[1].length - a[1].length)[0];
  const from = side ? side[1] : hand.slice();
  return [cheapestFirst(t, from)[0] as CardCode];
}
