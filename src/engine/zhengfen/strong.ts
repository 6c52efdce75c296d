/**
 * The strong Zheng Fen bot. It is given its seat's view and the deal's
 * public history (the cards each seat has won, all seen when played),
 * never a game state. It counts cards: what is still out decides whether a
 * combination can be beaten (in its category, or by a special). It races
 * to go out (the first out takes the last player's cards; the last scores
 * nothing), sheds weak cards in as few plays as it can, takes tricks with
 * points when it is likely to keep them, and holds its specials and jokers
 * for tricks worth them.
 */
import { botRng } from "../bot-random";
import { type Card, codeOf, makeDeck, pointsOfCode } from "../cards";
import type { ZhengFenAction } from "./actions";
import { type Candidate, candidates } from "./candidates";
import { type ZhengFenPattern, SPECIAL_FOUR_TWOS, SPECIAL_MIXED, SPECIAL_SUITED } from "./combos";
import type { ZhengFenHistory } from "./history";
import { playAction } from "./legal";
import { BIG, LITTLE, RANK_SLOTS, TWO, ZF_RANK } from "./ranks";
import type { ZhengFenView } from "./view";

export interface ZhengFenStrongInput {
  readonly view: ZhengFenView;
  readonly history: ZhengFenHistory;
}

interface Known {
  readonly hand: number[];
  /** Cards not seen by this seat: in the other hands. */
  readonly unseen: number[];
  readonly unseenRanks: Uint8Array;
  readonly unseenJokers: number;
  /** Others still holding cards, and the smallest of their hands. */
  readonly othersIn: number;
  readonly fewestOther: number;
  /** Specials another hand could hold, by rank (1 mixed, 2 suited, 3 four 2s). */
  readonly specialsOut: number;
  /** `beatableInCategory` by pattern, for this decision (many candidates share a pattern). */
  readonly beatable: Map<string, boolean>;
}

function knownOf(input: ZhengFenStrongInput): Known {
  const { view, history } = input;
  const packs = view.options.packs;
  const counts = new Uint8Array(54);
  for (const c of makeDeck({ packs, bigJokers: packs, littleJokers: packs })) counts[codeOf(c) as number] = (counts[codeOf(c) as number] as number) + 1;
  const drop = (card: Card) => {
    const c = codeOf(card) as number;
    if ((counts[c] as number) > 0) counts[c] = (counts[c] as number) - 1;
  };
  const hand = (view.hand ?? []).map((c) => codeOf(c) as number);
  for (const c of view.hand ?? []) drop(c);
  for (const pile of history.caught) for (const c of pile) drop(c);
  for (const e of view.trick?.entries ?? []) if (e.kind === "play") for (const c of e.cards) drop(c);
  const unseen: number[] = [];
  const unseenRanks = new Uint8Array(RANK_SLOTS);
  let unseenJokers = 0;
  for (let c = 0; c < 54; c++) {
    for (let i = 0; i < (counts[c] as number); i++) {
      unseen.push(c);
      const r = ZF_RANK[c] as number;
      if (r > TWO) unseenJokers++;
      else unseenRanks[r] = (unseenRanks[r] as number) + 1;
    }
  }
  const seat = view.viewer as number;
  let othersIn = 0;
  let fewestOther = Infinity;
  view.handCounts.forEach((n, s) => {
    if (s === seat || n === 0) return;
    othersIn++;
    fewestOther = Math.min(fewestOther, n);
  });
  let specialsOut = 0;
  if ((unseenRanks[TWO] as number) >= 4) specialsOut = SPECIAL_FOUR_TWOS;
  else if ((unseenRanks[5] as number) > 0 && (unseenRanks[10] as number) > 0 && (unseenRanks[13] as number) > 0) {
    specialsOut = hasSuited(counts) ? SPECIAL_SUITED : SPECIAL_MIXED;
  }
  return {
    hand, unseen, unseenRanks, unseenJokers, othersIn, fewestOther: fewestOther === Infinity ? 0 : fewestOther, specialsOut, beatable: new Map(),
  };
}

function hasSuited(counts: Uint8Array): boolean {
  for (let s = 0; s < 4; s++) {
    const at = (r: number) => counts[s * 13 + r - 2] as number;
    if (at(5) > 0 && at(10) > 0 && at(13) > 0) return true;
  }
  return false;
}

/** Could the unseen cards (pooled, the careful answer) beat this pattern without a special? */
function beatableInCategory(k: Known, p: ZhengFenPattern): boolean {
  if (p.category === "J") return false;
  if (p.category === "A") {
    if (p.rank >= BIG) return false;
    for (let r = p.rank + 1; r <= TWO; r++) if ((k.unseenRanks[r] as number) > 0) return true;
    if (p.rank < LITTLE && k.unseenJokers > 0) return true;
    return k.unseen.some((c) => (ZF_RANK[c] as number) > p.rank);
  }
  if (p.category === "B" || p.category === "C" || p.category === "D") {
    const w = p.length;
    for (let r = p.rank + 1; r <= TWO; r++) if ((k.unseenRanks[r] as number) + k.unseenJokers >= w) return true;
    return false;
  }
  if (k.unseen.length < p.length) return false;
  const key = `${p.category}${p.rank}/${p.length}`;
  let known = k.beatable.get(key);
  if (known === undefined) {
    known = candidates(k.unseen, p, 8).some((c) => c.category !== "J");
    k.beatable.set(key, known);
  }
  return known;
}

/** Chance this play is beaten before the trick ends. */
function pBeaten(k: Known, p: ZhengFenPattern): number {
  if (k.othersIn === 0) return 0;
  let q = 0;
  if (beatableInCategory(k, p)) q = p.category === "A" ? 0.7 : p.category === "B" ? 0.55 : 0.4;
  const special = p.category === "J" ? p.rank < k.specialsOut : k.specialsOut > 0;
  // A special is held back for tricks worth it: it comes out rarely on a small trick.
  if (special) q = 1 - (1 - q) * 0.85;
  return q;
}

/** Plays to empty a hand, roughly: one per rank (sets go together) and per joker left over. */
function movesLeft(hand: readonly number[]): number {
  const ranks = new Uint8Array(RANK_SLOTS);
  for (const c of hand) {
    const r = ZF_RANK[c] as number;
    ranks[r] = (ranks[r] as number) + 1;
  }
  let moves = 0;
  for (let r = 0; r < RANK_SLOTS; r++) if ((ranks[r] as number) > 0) moves++;
  // Runs of three ranks or more with at least pairs go as one play.
  let run = 0;
  for (let r = 3; r <= TWO; r++) {
    if ((ranks[r] as number) >= 2) run++;
    else {
      if (run >= 3) moves -= run - 1;
      run = 0;
    }
  }
  if (run >= 3) moves -= run - 1;
  return moves;
}

function without(hand: readonly number[], codes: readonly number[]): number[] {
  const rest = hand.slice();
  for (const c of codes) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** Cards held back because they make a special. */
function specialCards(hand: readonly number[]): Uint8Array {
  const kept = new Uint8Array(54);
  const twos = hand.filter((c) => ZF_RANK[c] === TWO);
  if (twos.length >= 4) for (const c of twos.slice(0, 4)) kept[c] = (kept[c] as number) + 1;
  const has = (r: number) => hand.find((c) => ZF_RANK[c] === r && (kept[c] as number) === 0);
  const five = has(5);
  const ten = has(10);
  const king = has(13);
  if (five !== undefined && ten !== undefined && king !== undefined) {
    kept[five] = (kept[five] as number) + 1;
    kept[ten] = (kept[ten] as number) + 1;
    kept[king] = (kept[king] as number) + 1;
  }
  return kept;
}

/** What spending these cards costs: high cards and jokers win later tricks, specials are dear. */
function spendCost(c: Candidate, specials: Uint8Array): number {
  if (c.category === "J") return 30 + c.rank * 8;
  let cost = 0;
  const used = new Uint8Array(54);
  for (const code of c.codes) {
    const r = ZF_RANK[code] as number;
    used[code] = (used[code] as number) + 1;
    if (r > TWO) cost += 7;
    else if (r === TWO) cost += 3;
    else if (r >= 12) cost += (r - 11) * 0.8;
    if ((used[code] as number) <= (specials[code] as number)) cost += 9;
  }
  return cost;
}

function points(codes: readonly number[]): number {
  let p = 0;
  for (const c of codes) p += pointsOfCode(c);
  return p;
}

/** How much a play that leaves `moves` plays in hand is worth, racing others to go out. */
function raceWeight(k: Known, myCards: number): number {
  // Others close to going out make every play of this hand matter more.
  const pressure = k.fewestOther <= 3 ? 2 : k.fewestOther <= 6 ? 1.4 : 1;
  return (myCards > k.fewestOther ? 1.3 : 1) * pressure * 2.2;
}

function score(k: Known, c: Candidate, tablePoints: number, specials: Uint8Array, leading: boolean): number {
  const before = movesLeft(k.hand);
  const rest = without(k.hand, c.codes);
  if (rest.length === 0) return 1000;
  const shed = before - movesLeft(rest);
  const pLose = pBeaten(k, c);
  const pts = points(c.codes);
  const trick = tablePoints + pts;
  let v = shed * raceWeight(k, k.hand.length) - spendCost(c, specials);
  // The trick's points: kept when this play holds, given away (with this play's own) when beaten.
  v += (1 - pLose) * (trick + 3) - pLose * pts * 1.2;
  // Winning the lead lets this hand shed again.
  v += (1 - pLose) * 2;
  // Low cards are cheaper to shed than to keep.
  if (c.category !== "J") v += Math.max(0, 9 - c.rank) * 0.25 * (leading ? 1 : 0.5);
  return v;
}

/** The best candidates by score, equal best ones all kept; `floor` is what passing is worth (none when leading). */
function bestOf(list: readonly Candidate[], value: (c: Candidate) => number, floor: number): Candidate[] {
  let best: Candidate[] = [];
  let bestValue = floor;
  for (const c of list) {
    const v = value(c);
    if (v > bestValue + 1e-9) {
      best = [c];
      bestValue = v;
    } else if (v >= bestValue - 1e-9 && best.length > 0) {
      best.push(c);
    }
  }
  return best;
}

/** The plays strong weighs at its turn, each with its value; `floor` is what passing is worth (null when it leads). */
export interface ZhengFenScored {
  readonly leading: boolean;
  readonly floor: number | null;
  readonly plays: readonly { readonly candidate: Candidate; readonly value: number }[];
}

export function scoreZhengFen(input: ZhengFenStrongInput): ZhengFenScored | null {
  const view = input.view;
  if (view.phase !== "play" || view.turn !== view.viewer || view.hand === null || view.trick === null) return null;
  const k = knownOf(input);
  const specials = specialCards(k.hand);
  const current = view.trick.current;
  // Per category, the shapes that spend no spare joker come first: the rest are rarely worth a look.
  const list = candidates(k.hand, current, 60);
  const leading = current === null;
  const table = view.trick.points;
  return { leading, floor: leading ? null : 0, plays: list.map((c) => ({ candidate: c, value: score(k, c, table, specials, leading) })) };
}

/**
 * `key` seeds the choice between equally good plays, mixed with the input
 * (bot-random.ts): the same input and key always give the same move.
 */
export function strongZhengFen(input: ZhengFenStrongInput, key: string): ZhengFenAction {
  const scored = scoreZhengFen(input);
  if (scored === null) return { type: "pass" };
  const values = new Map(scored.plays.map((p) => [p.candidate, p.value]));
  const best = bestOf(scored.plays.map((p) => p.candidate), (c) => values.get(c) as number, scored.floor ?? -Infinity);
  if (best.length === 0) return { type: "pass" };
  const pick = best.length === 1 ? (best[0] as Candidate) : (best[botRng(key, input).below(best.length)] as Candidate);
  return playAction(pick, scored.leading);
}
