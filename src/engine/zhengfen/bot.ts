/**
 * A Zheng Fen bot that sees only its own view. It keeps its specials for
 * tricks worth taking, leads low (and sheds several low cards at once when it
 * can), fights for tricks with points in them, and goes out when one play
 * empties its hand. It chooses among the generator's candidates, so its
 * action is always legal.
 */
import { codeOf } from "../cards";
import type { ZhengFenAction } from "./actions";
import { candidates } from "./candidates";
import type { Candidate } from "./candidates";
import { playAction } from "./legal";
import { codeAt, isCountingRank, TWO, ZF_RANK } from "./ranks";
import type { ZhengFenView } from "./view";

/** Cards the bot holds back because they make a special (four 2s, 5-10-K), counted by code. */
function specialCards(hand: readonly number[]): Uint8Array {
  const left = new Uint8Array(54);
  for (const c of hand) left[c] = (left[c] as number) + 1;
  const kept = new Uint8Array(54);
  const take = (code: number): void => {
    left[code] = (left[code] as number) - 1;
    kept[code] = (kept[code] as number) + 1;
  };
  const twos = hand.filter((c) => ZF_RANK[c] === TWO);
  if (twos.length >= 4) for (const c of twos.slice(0, 4)) take(c);
  const has = (code: number): boolean => (left[code] as number) > 0;
  for (let suit = 0; suit < 4; suit++) {
    const set = [codeAt(suit, 5), codeAt(suit, 10), codeAt(suit, 13)];
    if (set.every(has)) set.forEach(take);
  }
  // Mixed 5-10-K from what is left.
  const anyOf = (rank: number): number => {
    for (let suit = 0; suit < 4; suit++) if (has(codeAt(suit, rank))) return codeAt(suit, rank);
    return -1;
  };
  for (;;) {
    const pick = [anyOf(5), anyOf(10), anyOf(13)];
    if (pick.includes(-1)) break;
    pick.forEach(take);
  }
  return kept;
}

interface Scored {
  readonly c: Candidate;
  readonly jokers: number;
  readonly points: number;
  /** Cards of a held special that this play would break up. */
  readonly breaks: number;
  /** What playing it costs the bot: strong cards and broken specials are dear. */
  readonly cost: number;
  /** What it costs to spend on someone else's trick: low cards are free to shed. */
  readonly spend: number;
}

function score(c: Candidate, specials: Uint8Array): Scored {
  let jokers = 0;
  let twos = 0;
  let points = 0;
  let breaks = 0;
  const used = new Uint8Array(54);
  for (const code of c.codes) {
    const r = ZF_RANK[code] as number;
    if (r > TWO) jokers++;
    else if (r === TWO) twos++;
    if (r <= TWO && isCountingRank(r)) points += r === 5 ? 5 : 10;
    used[code] = (used[code] as number) + 1;
    if (c.category !== "J" && (used[code] as number) <= (specials[code] as number)) breaks++;
  }
  // Sequences and full houses are ranked by their top card: count them a little lower.
  const rank = "ABCD".includes(c.category) ? c.rank : c.rank - 1;
  const extras = jokers * 9 + twos * 3 + breaks * 14;
  const cost = c.category === "J" ? 60 + c.rank * 10 : rank + extras;
  const spend = c.category === "J" ? 60 + c.rank * 10 : Math.max(0, rank - 8) + extras;
  return { c, jokers, points, breaks, cost, spend };
}

function cheapest(list: readonly Scored[], value: (s: Scored) => number): Scored | null {
  let best: Scored | null = null;
  let bestValue = Infinity;
  for (const s of list) {
    const v = value(s);
    if (v < bestValue) {
      best = s;
      bestValue = v;
    }
  }
  return best;
}

function chooseLead(hand: readonly number[], list: readonly Candidate[], specials: Uint8Array): Candidate {
  const all = list.find((c) => c.length === hand.length);
  if (all !== undefined) return all; // goes out
  const scored = list.map((c) => score(c, specials));
  // Low first; several cards at once are worth a little; leading points invites others to take them.
  const pick = cheapest(scored, (s) => s.cost - (s.c.length - 1) * 1.5 + s.points * 0.3);
  return (pick as Scored).c; // a hand always has a single to lead
}

function chooseFollow(
  hand: readonly number[],
  list: readonly Candidate[],
  tablePoints: number,
  specials: Uint8Array,
): Candidate | null {
  const all = list.find((c) => c.length === hand.length);
  if (all !== undefined) return all; // goes out
  const scored = list.map((c) => score(c, specials));
  const plain = cheapest(
    scored.filter((s) => s.c.category !== "J"),
    (s) => s.cost,
  );
  // Worth it when the trick carries points; low cards are worth shedding anyway.
  if (plain !== null && plain.spend <= 2 + tablePoints * 0.5) return plain.c;
  if (tablePoints >= 20) {
    const special = cheapest(
      scored.filter((s) => s.c.category === "J"),
      (s) => s.c.rank,
    );
    if (special !== null) return special.c;
  }
  return null;
}

/** The bot's action for `seat`, from that seat's view only. */
export function botZhengFen(view: ZhengFenView, seat: number): ZhengFenAction {
  if (view.phase !== "play" || view.turn !== seat || view.hand === null || view.trick === null) return { type: "pass" };
  const hand = view.hand.map((c) => codeOf(c) as number);
  const specials = specialCards(hand);
  const lead = view.trick.current;
  if (lead === null) return playAction(chooseLead(hand, candidates(hand, null), specials), true);
  const choice = chooseFollow(hand, candidates(hand, lead), view.trick.points, specials);
  return choice === null ? { type: "pass" } : playAction(choice, false);
}

