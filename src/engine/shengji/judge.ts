/**
 * `judgeTrick`: one whole trick judged from the hands before it, for
 * outside conformance suites, the bench and tests. The game flow uses the
 * same pieces (readLead, checkThrow, checkFollow, takes) step by step.
 */
import { type Card, type CardCode, cardOf, codeOf, containsAll, parseRank, isSuit, pointsOfCode } from "../cards";
import { checkFollow } from "./follow";
import type { TrickRules } from "./trick-rules";
import { type Arrangement, type Lead, checkThrow, leadArrangement, readLead, takes } from "./trick";
import { cardsOfUnit } from "./units";
import { type TrumpTable, trumpTable } from "./trump";

export interface JudgeInput {
  /** Rules of the trick. */
  readonly rules: TrickRules;
  readonly trump: { readonly rank?: unknown; readonly suit?: unknown };
  readonly decks?: unknown;
  /** hands[i]: seat i's hand before the trick; seat 0 leads. */
  readonly hands: readonly (readonly unknown[])[];
  /** plays[i]: what seat i plays; plays[0] is the lead. */
  readonly plays: readonly (readonly unknown[])[];
}

export interface TrickJudgement {
  /** legal[i]: whether plays[i] is a legal play (a throw that fails is still a legal attempt). */
  readonly legal: boolean[];
  /** Index into plays of the winner, or −1 if the input was unusable. */
  readonly winner: number;
  /** Card points in the trick (after a failed throw, of the cards actually led). */
  readonly points: number;
  readonly throwFailed?: { readonly forced: Card[]; readonly penalty: number };
  /** Why each refused play was refused, in words (undefined where legal). */
  readonly reasons: (string | undefined)[];
  /** Set when the input itself is malformed (then nothing is legal). */
  readonly error?: string;
}

function codesOf(cards: readonly unknown[] | unknown): CardCode[] | null {
  if (!Array.isArray(cards)) return null;
  const out: CardCode[] = [];
  for (const c of cards) {
    const code = codeOf(c);
    if (code === undefined) return null;
    out.push(code);
  }
  return out;
}

function unusable(n: number, error: string): TrickJudgement {
  return { legal: Array.from({ length: n }, () => false), winner: -1, points: 0, reasons: Array.from({ length: n }, () => error), error };
}

export function judge(input: JudgeInput): TrickJudgement {
  const n = Array.isArray(input?.plays) ? input.plays.length : 0;
  if (n === 0) return unusable(0, "plays must be a non-empty array of card lists");
  if (!Array.isArray(input.hands) || input.hands.length !== n) return unusable(n, "hands and plays must have one entry per seat");
  const rank = input.trump?.rank === undefined || input.trump?.rank === null ? null : parseRank(input.trump.rank);
  if (rank === undefined) return unusable(n, "trump.rank must be a rank: 2-10, J, Q, K or A");
  const suitIn = input.trump?.suit;
  if (suitIn !== undefined && suitIn !== null && !isSuit(suitIn)) return unusable(n, "trump.suit must be S, H, D or C (or absent for no-trump)");
  const t: TrumpTable = trumpTable({ rank, suit: suitIn ?? null }, input.rules.trumpTractors);
  const hands: CardCode[][] = [];
  const plays: CardCode[][] = [];
  for (let i = 0; i < n; i++) {
    const h = codesOf(input.hands[i]);
    const p = codesOf(input.plays[i]);
    if (h === null || p === null) return unusable(n, `seat ${i}: hands and plays must be lists of cards like "S10" or "BJ"`);
    hands.push(h);
    plays.push(p);
  }

  const legal: boolean[] = Array.from({ length: n }, () => false);
  const reasons: (string | undefined)[] = Array.from({ length: n }, () => undefined);
  const leadCards = plays[0] as CardCode[];
  if (!containsAll(hands[0] as CardCode[], leadCards)) {
    reasons[0] = "The lead holds cards that are not in the leader's hand.";
    return { legal, winner: -1, points: 0, reasons, error: reasons[0] };
  }
  const read = readLead(t, input.rules, leadCards);
  if ("code" in read) {
    reasons[0] = read.message;
    return { legal, winner: -1, points: 0, reasons, error: read.message };
  }
  legal[0] = true;
  let lead: Lead = read;
  const failure = checkThrow(t, input.rules, read, hands.slice(1));
  let throwFailed: TrickJudgement["throwFailed"];
  if (failure) {
    const forced = readLead(t, input.rules, failure.forced);
    if ("code" in forced) throw new Error("a forced lead is always one suit");
    lead = forced;
    throwFailed = { forced: failure.forced.map(cardOf), penalty: failure.penalty };
  }

  let winner = 0;
  let best: Arrangement = leadArrangement(lead);
  let points = 0;
  for (const u of lead.units) for (const c of cardsOfUnit(u)) points += pointsOfCode(c);
  for (let i = 1; i < n; i++) {
    const play = plays[i] as CardCode[];
    for (const c of play) points += pointsOfCode(c);
    if (play.length !== lead.size) {
      reasons[i] = `Play ${lead.size} card${lead.size === 1 ? "" : "s"}, as many as were led.`;
      continue;
    }
    if (!containsAll(hands[i] as CardCode[], play)) {
      reasons[i] = "That play holds cards that are not in this hand.";
      continue;
    }
    const refusal = checkFollow(t, input.rules, lead, hands[i] as CardCode[], play);
    if (refusal) {
      reasons[i] = refusal.message;
      continue;
    }
    legal[i] = true;
    const taken = takes(t, input.rules, lead, best, play);
    if (taken) {
      winner = i;
      best = taken;
    }
  }
  return throwFailed ? { legal, winner, points, throwFailed, reasons } : { legal, winner, points, reasons };
}
