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
import type { ZhengFenPattern } from "./combos";
import { playAction } from "./legal";
import { codeAt, isCountingRank, TWO, ZF_RANK } from "./ranks";
import type { ZhengFenView } from "./view";

/** Cards the bot holds back because they make a special (four 2s, 5-10-K). */
function specialCards(hand: readonly number[]): Map<number, number> {
  const left = new Map<number, number>();
  for (const c of hand) left.set(c, (left.get(c) ?? 0) + 1);
  const kept = new Map<number, number>();
  const take = (code: number): void => {
    left.set(code, (left.get(code) ?? 0) - 1);
    kept.set(code, (kept.get(code) ?? 0) + 1);
  };
  const twos = hand.filter((c) => ZF_RANK[c] === TWO);
  if (twos.length >= 4) for (const c of twos.slice(0, 4)) take(c);
  const has = (code: number): boolean => (left.get(code) ?? 0) > 0;
  for (let suit = 0; suit < 4; suit++) {
    const set = [codeAt(suit, 5), codeAt(suit, 10), codeAt(suit, 13)];
    if (set.every(has)) set.forEach(take);
  }
  // Mixed 5-10-K from what is left.
  for (;;) {
    const pick = [5, 10, 13].map((r) => [...left.keys()].find((c) => ZF_RANK[c] === r && has(c)));
    if (pick.some((c) => c === undefined)) break;
    for (const c of pick) take(c as number);
  }
  return kept;
}

interface Traits {
  readonly jokers: number;
  readonly twos: number;
  readonly points: number;
  /** Cards of a held special that this play would break up. */
  readonly breaks: number;
}

function traitsOf(c: Candidate, specials: ReadonlyMap<number, number>): Traits {
  let jokers = 0;
  let twos = 0;
  let pts = 0;
  let breaks = 0;
  const used = new Map<number, number>();
  for (const code of c.codes) {
    const r = ZF_RANK[code] as number;
    if (r > TWO) jokers++;
    else if (r === TWO) twos++;
    if (r <= TWO && isCountingRank(r)) pts += r === 5 ? 5 : 10;
    const u = (used.get(code) ?? 0) + 1;
    used.set(code, u);
    if (c.category !== "J" && u <= (specials.get(code) ?? 0)) breaks++;
  }
  return { jokers, twos, points: pts, breaks };
}

/** How much playing `c` costs the bot: strong cards and broken specials are dear. */
function cost(c: Candidate, t: Traits): number {
  if (c.category === "J") return 60 + c.rank * 10;
  const rank = c.category === "A" || c.category === "B" || c.category === "C" || c.category === "D" ? c.rank : c.rank - 1;
  return rank + t.jokers * 9 + t.twos * 3 + t.breaks * 14;
}

function cheapest(list: readonly Candidate[], score: (c: Candidate) => number): Candidate | null {
  let best: Candidate | null = null;
  let bestScore = Infinity;
  for (const c of list) {
    const s = score(c);
    if (s < bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

function chooseLead(hand: readonly number[], list: readonly Candidate[], specials: ReadonlyMap<number, number>): Candidate {
  const all = list.find((c) => c.length === hand.length);
  if (all !== undefined) return all; // goes out
  const pick = cheapest(list, (c) => {
    const t = traitsOf(c, specials);
    // Low first; several cards at once are worth a little; leading points invites others to take them.
    return cost(c, t) - (c.length - 1) * 1.5 + t.points * 0.3;
  });
  return pick as Candidate; // a hand always has a single to lead
}

function chooseFollow(
  hand: readonly number[],
  list: readonly Candidate[],
  lead: ZhengFenPattern,
  tablePoints: number,
  specials: ReadonlyMap<number, number>,
): Candidate | null {
  const all = list.find((c) => c.length === hand.length);
  if (all !== undefined) return all; // goes out
  const scored = list.map((c) => ({ c, t: traitsOf(c, specials) }));
  const plain = cheapest(
    scored.filter((x) => x.c.category !== "J").map((x) => x.c),
    (c) => cost(c, traitsOf(c, specials)) - lead.rank,
  );
  if (plain !== null) {
    const t = traitsOf(plain, specials);
    const price = cost(plain, t) - lead.rank;
    // Worth it when the trick carries points, or cheap enough to shed cards.
    if (price <= 3 + tablePoints * 0.6 && t.breaks === 0) return plain;
    if (tablePoints >= 15 && price <= 12 + tablePoints * 0.6) return plain;
  }
  if (tablePoints >= 20) {
    const special = cheapest(
      scored.filter((x) => x.c.category === "J").map((x) => x.c),
      (c) => c.rank,
    );
    if (special !== null) return special;
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
  const choice = chooseFollow(hand, candidates(hand, lead), lead, view.trick.points, specials);
  return choice === null ? { type: "pass" } : playAction(choice, false);
}

