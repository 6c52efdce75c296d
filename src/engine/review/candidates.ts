/**
 * The moves a review weighs at one decision: the move made, the rollout
 * policy's own, and others the rules allow, picked so that they differ in
 * what matters (a lead of each suit and shape, a follow with and without
 * points or trumps, a pass and a play), up to the budget's count.
 * `legalActions` lists every play in a trick (a representative few where
 * the choices explode: burials, calls, a void player's discards), so every
 * candidate is accepted.
 */
import { type Card, codesOf, points as cardPoints } from "../cards";
import { type GameState, type SeatAction, legalActions } from "../game";
import { tableOf } from "../shengji/play";
import type { ShengjiState } from "../shengji/state";
import { TRUMP } from "../shengji/trump";
import type { Seat } from "../types";

/** A move at a decision: a seat's action, or (while bids are open) not bidding now. */
export type ReviewMove = SeatAction | { readonly type: "wait" };

/** One text per distinct move: cards in sorted order, so that the same cards in another order are one move. */
export function moveKey(m: ReviewMove): string {
  switch (m.type) {
    case "play":
      return `play:${[...m.cards].sort().join(",")}${"as" in m && m.as ? `/${m.as}` : ""}`;
    case "bid":
      return `bid:${[...m.cards].sort().join(",")}`;
    case "bury":
      return `bury:${[...m.cards].sort().join(",")}${m.exposed ? "/up" : ""}`;
    case "call":
      return `call:${m.friends.map((f) => ("other" in f ? `${f.card}o` : `${f.card}${f.ordinal}`)).join(",")}`;
    default:
      return m.type;
  }
}

/** What tells plays apart for a review: the suit and size of a lead, the points and trumps a follow gives. */
function featureOf(s: GameState, m: ReviewMove): string {
  if (m.type !== "play") return m.type;
  const cards = m.cards as readonly Card[];
  const pts = cardPoints(cards);
  if (s.game === "zheng-fen") return `${cards.length}:${pts > 0 ? "p" : ""}${cards.some((c) => c === "BJ" || c === "LJ") ? "j" : ""}`;
  const t = tableOf(s as ShengjiState);
  const suits = codesOf(cards).map((c) => t.suit[c] as number);
  const trumps = suits.filter((x) => x === TRUMP).length;
  const leading = !(s as ShengjiState).trick?.plays.length;
  if (leading) return `lead:${suits[0]}:${cards.length}:${pts > 0 ? "p" : ""}`;
  return `follow:${pts}:${trumps}`;
}

/**
 * Up to `count` moves for `seat` at `s`: `made` first, then `policy`'s
 * (when it differs), then one move of each kind in turn (the first of each
 * kind in the rules' own order, then the second…). While bids are open,
 * not bidding is a move too.
 */
export function candidatesAt(s: GameState, seat: Seat, made: ReviewMove, policy: ReviewMove | null, count: number): ReviewMove[] {
  const out: ReviewMove[] = [];
  const seen = new Set<string>();
  const add = (m: ReviewMove) => {
    const k = moveKey(m);
    if (seen.has(k) || out.length >= count) return;
    seen.add(k);
    out.push(m);
  };
  add(made);
  if (policy) add(policy);
  const legal: ReviewMove[] = legalActions(s, seat) as SeatAction[];
  if (s.game === "shengji" && s.phase === "dealing") legal.unshift({ type: "wait" });
  const groups = new Map<string, ReviewMove[]>();
  for (const m of legal) {
    const f = featureOf(s, m);
    const g = groups.get(f);
    if (g) g.push(m);
    else groups.set(f, [m]);
  }
  const lists = [...groups.values()];
  for (let round = 0; out.length < count && lists.some((g) => g.length > round); round++) {
    for (const g of lists) {
      const m = g[round];
      if (m) add(m);
    }
  }
  return out;
}

/** Whether `seat` has a real choice at `s` (more than one move the rules allow, or a bid it may leave). */
export function hasChoice(s: GameState, seat: Seat): boolean {
  if (s.game === "shengji" && s.phase === "dealing") return true;
  return legalActions(s, seat).length > 1;
}
