/**
 * What a seat (or the table) may do now, agreeing with applyShengji: every
 * action listed is accepted. Where the choices explode (burying, calling,
 * a void player's discards) the list is a representative subset.
 */
import { type Card, type CardCode, cardOf, codesOf, containsAll, pointsOfCode } from "../cards";
import type { Actor, Seat } from "../types";
import type { ShengjiAction, ShengjiSeatAction } from "./actions";
import { bidOptions } from "./bidding";
import { canCallMisdeal, cardsToDeal, planFor } from "./deal";
import { legalFollows } from "./follow";
import { checkCalls, copiesInDeck, uncallable } from "./friends";
import { currentLead, tableOf, turnOf } from "./play";
import type { ShengjiState } from "./state";
import { friendCount } from "./seat-order";
import { kittyHolder, stealOptions } from "./theft";
import { TRUMP, type TrumpTable } from "./trump";
import { cardsOfUnit, decompose } from "./units";

/** Cards in the order a player would give them up: off-suit before trump, no points before points, low before high. */
export function cheapestFirst(t: TrumpTable, cards: readonly CardCode[]): CardCode[] {
  const cost = (c: CardCode) => (t.suit[c] === TRUMP ? 1000 : 0) + pointsOfCode(c) * 20 + (t.strength[c] as number);
  return [...cards].sort((a, b) => cost(a) - cost(b) || a - b);
}

function burials(s: ShengjiState, seat: Seat): ShengjiSeatAction[] {
  const size = planFor(s.rules, s.players).kitty;
  const hand = codesOf(s.hands[seat] as readonly Card[]);
  // The kitty as dealt is in hand only for its first holder (kittyTheft: a thief took another burial).
  const asDealt = containsAll(hand, codesOf(s.kitty)) ? [s.kitty.slice()] : [];
  const options: Card[][] = [cheapestFirst(tableOf(s), hand).slice(0, size).map(cardOf), ...asDealt];
  const out: ShengjiSeatAction[] = options.map((cards) => ({ type: "bury", cards }));
  if (s.rules.exposeKitty) out.push(...options.map((cards) => ({ type: "bury" as const, cards, exposed: true })));
  return out;
}

function callOptions(s: ShengjiState, seat: Seat): ShengjiSeatAction[] {
  const need = friendCount(s.players);
  const hand = s.hands[seat] as readonly Card[];
  // Callable cards, highest ranks first, with the first copy the maker does not hold
  // (every rank, so that a maker who may not call cards they hold still finds enough).
  const candidates: { card: Card; ordinal: number }[] = [];
  for (const rank of ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]) {
    for (const suit of ["S", "H", "D", "C"]) {
      const card = `${suit}${rank}`;
      if (uncallable(s, card)) continue;
      const copies = copiesInDeck(s, card);
      const held = hand.filter((c) => c === card).length;
      if (held < copies) candidates.push({ card, ordinal: held + 1 });
      candidates.push({ card, ordinal: 1 });
    }
  }
  const out: ShengjiSeatAction[] = [];
  for (let start = 0; start < candidates.length && out.length < 6; start++) {
    const picked: { card: Card; ordinal: number }[] = [];
    for (const c of candidates.slice(start)) {
      if (picked.some((p) => p.card === c.card && p.ordinal === c.ordinal)) continue;
      picked.push(c);
      if (picked.length === need) break;
    }
    if (picked.length < need) break;
    const action: ShengjiSeatAction = { type: "call", friends: picked };
    if (Array.isArray(checkCalls(s, seat, picked))) out.push(action);
  }
  return out;
}

/** Leads worth listing: every single, every set, and the components of each suit. */
function leads(s: ShengjiState, seat: Seat): ShengjiSeatAction[] {
  const t = tableOf(s);
  const hand = codesOf(s.hands[seat] as readonly Card[]);
  const seen = new Set<string>();
  const out: ShengjiSeatAction[] = [];
  const add = (cs: readonly CardCode[]) => {
    const key = [...cs].sort((a, b) => a - b).join(",");
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ type: "play", cards: cs.map(cardOf) });
  };
  const counts = new Map<CardCode, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, n] of counts) for (let k = 1; k <= n; k++) add(Array.from({ length: k }, () => c));
  for (let suit = 0; suit <= TRUMP; suit++) {
    const inSuit = hand.filter((c) => t.suit[c] === suit);
    if (inSuit.length === 0) continue;
    for (const u of decompose(t, suit as 0, inSuit, s.rules.tractorMin)) add(cardsOfUnit(u));
  }
  return out;
}

export function legalShengji(s: ShengjiState, actor: Actor): ShengjiAction[] {
  if (s.phase === "over") return [];
  if (actor === "table") {
    if (s.phase === "dealing") return cardsToDeal(s) > 0 ? [{ type: "draw" }] : [{ type: "close-bidding" }];
    if (s.phase === "scored") return [{ type: "next-hand" }];
    return [];
  }
  // A seat that does not exist may do nothing (applyShengji refuses it as "bad-seat").
  if (!Number.isInteger(actor) || actor < 0 || actor >= s.players) return [];
  switch (s.phase) {
    case "dealing": {
      const out: ShengjiAction[] = bidOptions(s, actor).map((cards) => ({ type: "bid", cards }));
      if (canCallMisdeal(s, actor)) out.push({ type: "misdeal" });
      return out;
    }
    case "burying":
      return actor === kittyHolder(s) ? burials(s, actor) : [];
    case "stealing":
      // Passing first: the move a table makes for a seat whose clock ran out.
      return actor === s.asked ? [{ type: "pass" }, ...stealOptions(s, actor).map((cards): ShengjiAction => ({ type: "bid", cards }))] : [];
    case "calling":
      return actor === s.maker ? callOptions(s, actor) : [];
    case "playing": {
      if (turnOf(s) !== actor) return [];
      const lead = currentLead(s);
      if (lead === null) return leads(s, actor);
      const follows = legalFollows(tableOf(s), s.rules, lead, codesOf(s.hands[actor] as readonly Card[]), 300);
      return follows.plays.map((p) => ({ type: "play", cards: p.map(cardOf) }));
    }
    case "scored":
      return [];
  }
}

