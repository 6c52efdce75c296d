/**
 * Deals that agree with everything a seat knows: the cards it cannot see
 * (`Knowledge.unseen`) shared among the other hands and the kitty so that
 * - every hand holds as many cards as the view counts, the kitty as many as
 *   were buried (none when this seat buried it or it lies face up);
 * - no seat holds a card of a suit it has shown out of (trumps included);
 * - a seat still holds the cards it showed and has not played since: its
 *   bids (the maker's bids and the kitty cards turned up to set trump are
 *   in the maker's hand or buried) and a failed throw's cards;
 * - where the maker may call only cards it does not hold (`callUnheld`),
 *   the maker holds no copy of a called card;
 * - and, read from the call itself (a maker calling a copy it holds would
 *   spend the call on itself, so nobody does; strong and basic never do),
 *   the maker holds no more copies of a called card than the ordinal less
 *   one, less the copies it has played since. This last is an inference,
 *   not a rule: `constraintsOf(k, false)` leaves it out, and the search does
 *   so when no deal keeps it;
 * - every follow of a lead of several cards was legal with the hand the
 *   seat then held (its hand in the deal and the cards it has played since):
 *   a seat that answered a pair with two odd cards of the suit had no pair
 *   to give, and holds none now. Such a seat is dealt no second copy of a
 *   card of that suit as the deal is made; every such follow is then checked
 *   with the rules' own `checkFollow`, and a deal that fails it is dealt
 *   again (`constraintsOf(k, true, false)` drops these, and the search
 *   does so when no deal keeps them).
 * Within that, cards are dealt at random, each to a place with room for it
 * in proportion to that room (close to uniform over the deals that agree),
 * except the kitty's: a maker buries what it can spare, so a kitty this seat
 * has not seen is drawn first, each card by its weight (`KITTY_WEIGHT`:
 * trumps, aces and points seldom, other cards at ease), and a card the
 * maker showed goes to the kitty only by the same weight.
 * Every step keeps the rest of the deal possible on the counts (Hall's
 * condition over suits and places); only the reading of follows (no second
 * copy, then `checkFollow`) can leave a deal that fails, which is dealt
 * again.
 */
import type { BotRng } from "../../bot-random";
import { ACE, type CardCode, CARD_CODES, codesOf, isJoker, pointsOfCode, rankOf } from "../../cards";
import type { Seat } from "../../types";
import { type LeadFormat, checkFollow } from "../follow";
import { readLead } from "../trick";
import type { TrickRules } from "../trick-rules";
import { type EffectiveSuit, TRUMP, type TrumpTable } from "../trump";
import type { Knowledge } from "../strong/knowledge";
import type { Deal } from "./world";

/**
 * How readily a maker buries a card, against 1 for a low side card: a trump
 * keeps its strength, an ace wins a trick, points in the kitty are lost
 * double when the other side takes the last trick. A prior, not a rule
 * (people bury what they can spare): strong buries no trump and no ace, and
 * a point card about a twentieth as readily as a low side card
 * (bench/bury-rates.ts); these sit a little above, since people do bury
 * such cards now and then, and a maker with nothing else must. Uniform
 * kitties put about a third of the kitty in trumps, which made every other
 * hand short of them.
 */
export const KITTY_WEIGHT = { trump: 0.01, ace: 0.02, points: 0.08 } as const;

/** What a card is to a maker choosing what to bury: `KITTY_WEIGHT`'s kinds, or "low" (any other card). */
export function kittyKind(t: TrumpTable, c: CardCode): keyof typeof KITTY_WEIGHT | "low" {
  if (t.suit[c] === TRUMP) return "trump";
  if (!isJoker(c) && rankOf(c) === ACE) return "ace";
  return pointsOfCode(c) > 0 ? "points" : "low";
}

/** A card that must go to one of a few places. */
interface Pin {
  readonly code: CardCode;
  /** Places it may go, as bits (seat q is bit q; the kitty is bit `players`). */
  readonly mask: number;
}

/** A follow of a lead of several cards, which the rules accepted from the hand the seat then held. */
interface FollowFact {
  readonly seat: Seat;
  readonly lead: LeadFormat;
  readonly play: readonly CardCode[];
  /** The cards the seat has played since the trick began, this play included: its hand then is its hand now and these. */
  readonly since: readonly CardCode[];
}

/** The constraints of one decision, worked out once and sampled many times. */
export interface Constraints {
  readonly players: number;
  readonly me: Seat;
  /** Room in each place: the other seats' hands, then the kitty. */
  readonly room: readonly number[];
  /** Places (bits) each effective suit may go to. */
  readonly suitMask: readonly number[];
  readonly pins: readonly Pin[];
  /** Unpinned unseen cards. */
  readonly free: readonly CardCode[];
  readonly suitOf: Uint8Array;
  readonly mine: Uint8Array;
  /** The kitty as this seat knows it (buried by it, or face up), else null. */
  readonly knownKitty: Uint8Array | null;
  /** noPair[q]: effective suits (bits) in which seat q can hold no two copies of a card. */
  readonly noPair: readonly number[];
  readonly follows: readonly FollowFact[];
  readonly t: TrumpTable;
  readonly rules: TrickRules;
  /** Each card's weight for an unseen kitty (KITTY_WEIGHT). */
  readonly kittyWeight: Float64Array;
}

/** A play of the hand so far, in order: who, which cards, in which trick (0-based; the trick in progress last). */
interface SeatPlay {
  readonly seat: Seat;
  readonly codes: CardCode[];
  readonly trick: number;
}

function playsBy(k: Knowledge): SeatPlay[] {
  const out: SeatPlay[] = [];
  k.history.tricks.forEach((tr, i) => {
    for (const p of tr.plays) out.push({ seat: p.seat, codes: codesOf(p.cards), trick: i });
  });
  for (const p of k.view.trick?.plays ?? []) out.push({ seat: p.seat, codes: codesOf(p.cards), trick: k.history.tricks.length });
  return out;
}

/**
 * Every follow by another seat of a lead of several cards in which it gave
 * as many cards of the led suit as were led (a seat that gave fewer has
 * shown out, which the voids already say).
 */
function followFacts(k: Knowledge, rules: TrickRules, plays: readonly SeatPlay[]): FollowFact[] {
  const out: FollowFact[] = [];
  let trick = -1;
  let lead: LeadFormat | null = null;
  for (const p of plays) {
    if (p.trick !== trick) {
      // The first play of a trick is its lead.
      trick = p.trick;
      const read = p.codes.length < 2 ? null : readLead(k.t, rules, p.codes);
      lead = read === null || "code" in read ? null : read;
      continue;
    }
    const suit = lead?.suit;
    if (!lead || p.seat === k.seat || p.codes.some((c) => k.t.suit[c] !== suit)) continue;
    const since = plays.filter((q) => q.seat === p.seat && q.trick >= trick).flatMap((q) => q.codes);
    out.push({ seat: p.seat, lead, play: p.codes, since });
  }
  return out;
}

/**
 * Whether a follow with no two copies of a card rules out every pair in the
 * suit the seat still holds: a lead holding a pair asks for a pair under
 * every follow rule, except that under `eighty` a triple need not be split
 * for it (so with three packs or more the seat may hold one).
 */
function showsNoPair(f: FollowFact, rules: TrickRules, packs: number): boolean {
  if (rules.follow === "eighty" && packs > 2) return false;
  if (!f.lead.shape.some((u) => u.width === 2)) return false;
  return new Set(f.play).size === f.play.length;
}

export function constraintsOf(k: Knowledge, inferCalls = true, readFollows = inferCalls): Constraints {
  const view = k.view;
  const n = k.players;
  const me = k.seat;
  const maker = view.maker ?? -1;
  const kittyKnown = view.buried !== null;
  const kittyBit = 1 << n;
  const room: number[] = [];
  for (let q = 0; q < n; q++) room.push(q === me ? 0 : (k.handSize[q] ?? 0));
  room.push(kittyKnown ? 0 : view.kittySize);
  // Public show-outs only (a suit with no unseen card needs no rule).
  const shown = Array.from({ length: n }, () => 0);
  for (let q = 0; q < n; q++) for (let s = 0; s <= TRUMP; s++) if (k.void[q]?.[s]) shown[q] = (shown[q] as number) | (1 << s);
  const suitMask: number[] = [];
  for (let s = 0; s <= TRUMP; s++) {
    let m = room[n] as number > 0 ? kittyBit : 0;
    for (let q = 0; q < n; q++) if (q !== me && (room[q] as number) > 0 && !((shown[q] as number) & (1 << s))) m |= 1 << q;
    suitMask.push(m);
  }
  const left = k.unseen.slice();
  const pins: Pin[] = [];
  const pin = (code: CardCode, mask: number, count: number) => {
    for (let i = 0; i < count && (left[code] as number) > 0; i++) {
      const m = mask & (suitMask[k.t.suit[code] as number] as number);
      if (m === 0) return;
      pins.push({ code, mask: m });
      left[code] = (left[code] as number) - 1;
    }
  };
  const plays = playsBy(k);
  const playedBy = (seat: Seat, code: CardCode, fromTrick = 0) => {
    let m = 0;
    for (const p of plays) if (p.seat === seat && p.trick >= fromTrick) for (const c of p.codes) if (c === code) m++;
    return m;
  };
  // Cards each seat showed: its largest bid of each card, a failed throw's cards.
  const held = new Map<string, { seat: Seat; code: CardCode; count: number }>();
  const hold = (seat: Seat, code: CardCode, count: number) => {
    if (seat === me || count <= 0) return;
    const key = `${seat}/${code}`;
    const was = held.get(key);
    if (!was || was.count < count) held.set(key, { seat, code, count });
  };
  for (const b of view.bids) {
    const code = codesOf([b.card])[0] as CardCode;
    hold(b.seat, code, b.count - playedBy(b.seat, code));
  }
  k.history.tricks.forEach((tr, i) => {
    const by = tr.plays[0]?.seat;
    if (!tr.attempted || by === undefined) return;
    const counts = new Map<CardCode, number>();
    for (const c of codesOf(tr.attempted)) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const [code, count] of counts) hold(by, code, count - playedBy(by, code, i));
  });
  if (view.trick?.attempted && view.trick.plays[0]) {
    const by = view.trick.plays[0].seat;
    const counts = new Map<CardCode, number>();
    for (const c of codesOf(view.trick.attempted)) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const [code, count] of counts) hold(by, code, count - playedBy(by, code, k.history.tricks.length));
  }
  // The maker's shown cards may since have been buried; so may the kitty cards turned up. Where the kitty
  // was stolen (kittyTheft), whatever any of its holders showed may be in any of their hands or the kitty.
  const holders = maker >= 0 ? [maker, ...(view.thieves ?? [])] : [];
  const makerMask = holders.reduce((m, q) => m | (1 << q), 0) | (room[n] as number > 0 ? kittyBit : 0);
  const turned = new Map<CardCode, number>();
  for (const c of codesOf(view.turned)) turned.set(c, (turned.get(c) ?? 0) + 1);
  for (const h of [...held.values()].sort((a, b) => a.seat - b.seat || a.code - b.code)) {
    if (h.seat === maker) {
      const extra = turned.get(h.code) ?? 0;
      turned.delete(h.code);
      pin(h.code, makerMask, h.count + extra);
    } else if (holders.includes(h.seat)) {
      pin(h.code, makerMask, h.count);
    } else {
      pin(h.code, 1 << h.seat, h.count);
    }
  }
  if (maker >= 0 && maker !== me) {
    for (const [code, count] of [...turned].sort((a, b) => a[0] - b[0])) pin(code, makerMask, count - playedBy(maker, code));
  }
  // callUnheld: the maker held no copy of a called card once the kitty was buried.
  if (view.rules.callUnheld && maker >= 0 && maker !== me) {
    for (const call of view.calls) {
      const code = codesOf([call.card])[0] as CardCode;
      pin(code, ~(1 << maker) & ((1 << (n + 1)) - 1), left[code] as number);
    }
  }
  // The maker called copies it lacked: at most the ordinal less one of each called card was in its hand.
  if (inferCalls && view.rules.teams === "friends" && maker >= 0 && maker !== me) {
    const allowed = new Map<CardCode, number>();
    for (const call of view.calls) {
      if (call.ordinal === "other") continue;
      const code = codesOf([call.card])[0] as CardCode;
      allowed.set(code, Math.min(allowed.get(code) ?? Infinity, call.ordinal - 1));
    }
    for (const [code, most] of [...allowed].sort((a, b) => a[0] - b[0])) {
      const room = Math.max(0, most - playedBy(maker, code));
      pin(code, ~(1 << maker) & ((1 << (n + 1)) - 1), (left[code] as number) - room);
    }
  }
  const free: CardCode[] = [];
  for (let c = 0; c < CARD_CODES; c++) for (let i = left[c] as number; i > 0; i--) free.push(c);
  const mine = new Uint8Array(CARD_CODES);
  for (const c of k.hand) mine[c] = (mine[c] as number) + 1;
  const knownKitty = kittyKnown ? countsOf(codesOf(view.buried ?? [])) : null;
  const rules = view.rules;
  const follows = readFollows ? followFacts(k, rules, plays) : [];
  let packs = 0;
  for (let c = 0; c < CARD_CODES; c++) packs = Math.max(packs, k.deck[c] as number);
  const noPair = Array.from({ length: n }, () => 0);
  for (const f of follows) if (showsNoPair(f, rules, packs)) noPair[f.seat] = (noPair[f.seat] as number) | (1 << f.lead.suit);
  const kittyWeight = new Float64Array(CARD_CODES);
  for (let c = 0; c < CARD_CODES; c++) {
    const kind = kittyKind(k.t, c as CardCode);
    kittyWeight[c] = kind === "low" ? 1 : KITTY_WEIGHT[kind];
  }
  return { players: n, me, room, suitMask, pins, free, suitOf: k.t.suit, mine, knownKitty, noPair, follows, t: k.t, rules, kittyWeight };
}

function countsOf(codes: readonly CardCode[]): Uint8Array {
  const out = new Uint8Array(CARD_CODES);
  for (const c of codes) out[c] = (out[c] as number) + 1;
  return out;
}

/**
 * Hall's condition for the free cards, kept up to date as they are dealt:
 * for every set of suits S, the cards left in S fit in the room of the
 * places that may take any of them (`need[S] ≤ room[S]`).
 */
class Hall {
  /** Places (bits) that may take a card of some suit in S. */
  readonly places = new Int32Array(32);
  readonly need = new Int32Array(32);
  readonly room = new Int32Array(32);

  constructor(suitMask: readonly number[], need: readonly number[], room: readonly number[]) {
    for (let set = 1; set < 32; set++) {
      let places = 0;
      let cards = 0;
      for (let s = 0; s <= TRUMP; s++) {
        if (set & (1 << s)) {
          places |= suitMask[s] as number;
          cards += need[s] as number;
        }
      }
      this.places[set] = places;
      this.need[set] = cards;
      let space = 0;
      for (let p = 0; p < room.length; p++) if (places & (1 << p)) space += room[p] as number;
      this.room[set] = space;
    }
  }

  /** Whether a card of suit `s` may go to place `p` and leave the rest possible. */
  allows(s: number, p: number): boolean {
    const bit = 1 << p;
    for (let set = 1; set < 32; set++) {
      // Only sets without s, whose places include p, lose room without losing a card.
      if (set & (1 << s) || !((this.places[set] as number) & bit)) continue;
      if ((this.need[set] as number) >= (this.room[set] as number)) return false;
    }
    return true;
  }

  /** A card of suit `s` (or -1: a pinned card outside the count) goes to place `p`. */
  place(s: number, p: number): void {
    const bit = 1 << p;
    for (let set = 1; set < 32; set++) {
      if (s >= 0 && set & (1 << s)) this.need[set] = (this.need[set] as number) - 1;
      if ((this.places[set] as number) & bit) this.room[set] = (this.room[set] as number) - 1;
    }
  }

  /** Whether a pinned card (not among the free ones) may go to place `p`. */
  allowsPinned(p: number): boolean {
    const bit = 1 << p;
    for (let set = 1; set < 32; set++) {
      if (!((this.places[set] as number) & bit)) continue;
      if ((this.need[set] as number) >= (this.room[set] as number)) return false;
    }
    return true;
  }
}

/**
 * Picks a place among `mask` with room, in proportion to the room, the
 * kitty's (the last place) counted at `kittyWeight`; -1 if none. (With the
 * weight at 1 this is the draw `rng.below(total)` would make: `below` is
 * `next` scaled and floored.)
 */
function pickPlace(rng: BotRng, room: readonly number[], mask: number, kittyWeight = 1): number {
  // Called for every card of every sampled deal: the weight is written out in both loops rather than made a
  // closure on each call.
  const kitty = room.length - 1;
  let total = 0;
  for (let p = 0; p < room.length; p++) if (mask & (1 << p)) total += (room[p] as number) * (p === kitty ? kittyWeight : 1);
  if (total <= 0) return -1;
  let r = rng.next() * total;
  let last = -1;
  for (let p = 0; p < room.length; p++) {
    if (!(mask & (1 << p)) || (room[p] as number) === 0) continue;
    last = p;
    r -= (room[p] as number) * (p === kitty ? kittyWeight : 1);
    if (r < 0) return p;
  }
  // Only a rounding error of the weighted sum reaches here.
  return last;
}

/** One deal that agrees with the constraints, or null when many tries found none. */
export function sampleDeal(c: Constraints, rng: BotRng): Deal | null {
  for (let attempt = 0; attempt < 64; attempt++) {
    const deal = tryDeal(c, rng);
    if (deal && followsHold(c, deal)) return deal;
  }
  return null;
}

/** Every recorded follow was legal with the hand the deal gives its seat and the cards it has played since. */
function followsHold(c: Constraints, deal: Deal): boolean {
  for (const f of c.follows) {
    const hand = deal.hands[f.seat] as Uint8Array;
    const then: CardCode[] = [...f.since];
    for (let code = 0; code < CARD_CODES; code++) for (let i = hand[code] as number; i > 0; i--) then.push(code);
    if (checkFollow(c.t, c.rules, f.lead, then, f.play) !== null) return false;
  }
  return true;
}

function tryDeal(c: Constraints, rng: BotRng): Deal | null {
  const n = c.players;
  const room = c.room.slice();
  const hands = Array.from({ length: n }, (_, q) => (q === c.me ? c.mine.slice() : new Uint8Array(CARD_CODES)));
  const kitty = c.knownKitty ? c.knownKitty : new Uint8Array(CARD_CODES);
  const need = [0, 0, 0, 0, 0];
  for (const code of c.free) need[c.suitOf[code] as number] = (need[c.suitOf[code] as number] as number) + 1;
  const hall = new Hall(c.suitMask, need, room);
  const put = (place: number, code: CardCode, s: number) => {
    const pile = place === n ? kitty : (hands[place] as Uint8Array);
    pile[code] = (pile[code] as number) + 1;
    room[place] = (room[place] as number) - 1;
    hall.place(s, place);
  };
  // Pinned cards first, the most constrained first; a place that leaves the free cards no room is tried elsewhere.
  const pins = [...c.pins].sort((a, b) => popcount(a.mask) - popcount(b.mask) || a.code - b.code);
  for (const p of pins) {
    let mask = p.mask;
    for (;;) {
      // A shown card may lie in the kitty (the maker's bid cards), as readily as the maker buries such a card.
      const place = pickPlace(rng, room, mask, c.kittyWeight[p.code] as number);
      if (place < 0) return null;
      if (hall.allowsPinned(place)) {
        put(place, p.code, -1);
        break;
      }
      mask &= ~(1 << place);
    }
  }
  // The kitty's free cards next, drawn by weight among those that leave the hands a deal (that depends
  // only on the card's suit, so it is asked once a suit per card drawn).
  const free = c.free.slice();
  const fits = [false, false, false, false, false];
  const weight = (code: CardCode) => (fits[c.suitOf[code] as number] ? (c.kittyWeight[code] as number) : 0);
  while ((room[n] as number) > 0) {
    for (let s = 0; s <= TRUMP; s++) fits[s] = hall.allows(s, n);
    let total = 0;
    for (const code of free) total += weight(code);
    if (total <= 0) return null;
    let r = rng.next() * total;
    let at = -1;
    for (let i = 0; i < free.length && at < 0; i++) {
      const w = weight(free[i] as CardCode);
      if (w === 0) continue;
      r -= w;
      if (r < 0) at = i;
    }
    if (at < 0) at = free.findLastIndex((code) => weight(code) > 0);
    const code = free[at] as CardCode;
    free.splice(at, 1);
    put(n, code, c.suitOf[code] as number);
  }
  // The other free cards in random order, each where it keeps the rest possible.
  for (let i = free.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const x = free[i] as CardCode;
    free[i] = free[j] as CardCode;
    free[j] = x;
  }
  for (const code of free) {
    const s = c.suitOf[code] as EffectiveSuit;
    let mask = c.suitMask[s] as number;
    // A seat shown to hold no pair in this suit takes no second copy.
    for (let q = 0; q < n; q++) if ((c.noPair[q] as number) & (1 << s) && (hands[q] as Uint8Array)[code]) mask &= ~(1 << q);
    for (;;) {
      const place = pickPlace(rng, room, mask);
      if (place < 0) return null;
      if (hall.allows(s, place)) {
        put(place, code, s);
        break;
      }
      mask &= ~(1 << place);
    }
  }
  return { hands, kitty };
}

function popcount(m: number): number {
  let k = 0;
  for (let x = m; x; x &= x - 1) k++;
  return k;
}
