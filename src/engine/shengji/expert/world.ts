/**
 * One deal of the hand in play, every hand filled in (a sample of what the
 * seat cannot see, or, in the arena, the truth), played out fast: the
 * tricks, the calls and who they make a friend, the kitty on the last
 * trick, the score. The search plays each candidate move on many such
 * deals and keeps the one that scores best for its side.
 *
 * Nothing here is a game state: the public part (`Table`, the trick in
 * progress, points won, calls) comes from the seat's view and the hand's
 * public history, and the hidden part (`Deal`) from the sampler.
 */
import type { BotRng } from "../../bot-random";
import { type CardCode, CARD_CODES, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import { isBomb } from "../bombs";
import type { ShengjiRules } from "../rules";
import { type HandScore, scoreHand } from "../scoring";
import { type Arrangement, type Lead, checkThrow, leadArrangement, readLead, takes } from "../trick";
import { type EffectiveSuit, TRUMP, type TrumpTable } from "../trump";
import type { ShapeUnit } from "../units";

/** What a world fixes: every seat's hand (counts by card code) and the buried kitty. */
export interface Deal {
  readonly hands: readonly Uint8Array[];
  readonly kitty: Uint8Array;
}

/** What stays the same through a decision: the rules, the trump, the seats. */
export interface Table {
  readonly t: TrumpTable;
  readonly rules: ShengjiRules;
  readonly players: number;
  readonly packs: number;
  /** Copies of each card in the deck. */
  readonly deck: Uint8Array;
  readonly maker: Seat;
  /** The kitty was buried face up: its points count single. */
  readonly exposed: boolean;
  /** Codes of each effective suit, strongest first. */
  readonly suitCodes: readonly (readonly CardCode[])[];
}

export interface CallTrack {
  readonly code: CardCode;
  /** 0 for 000's "the other" copy. */
  readonly ordinal: number;
  seen: number;
  by: number;
}

export interface Play {
  readonly seat: Seat;
  readonly codes: readonly CardCode[];
}

const suitCodesCache = new WeakMap<TrumpTable, CardCode[][]>();

export function suitCodesOf(t: TrumpTable): CardCode[][] {
  let out = suitCodesCache.get(t);
  if (!out) {
    out = [[], [], [], [], []];
    for (let c = 0; c < CARD_CODES; c++) (out[t.suit[c] as number] as CardCode[]).push(c);
    for (const list of out) list.sort((a, b) => (t.strength[b] as number) - (t.strength[a] as number) || a - b);
    suitCodesCache.set(t, out);
  }
  return out;
}

/** A lead read as the rules read it; a single or a set of one card without the general reader. */
export function quickLead(t: TrumpTable, rules: ShengjiRules, codes: readonly CardCode[]): Lead {
  const c = codes[0] as CardCode;
  let same = true;
  for (const x of codes) if (x !== c) same = false;
  if (!same || codes.length > 4) return readLead(t, rules, codes) as Lead;
  const w = codes.length;
  return {
    suit: t.suit[c] as EffectiveSuit, shape: SHAPES[w] as ShapeUnit[], size: w, units: [{ width: w, length: 1, codes: [c], top: t.strength[c] as number }], bomb: isBomb(rules, codes),
  };
}

const SHAPES = [[], [{ width: 1, length: 1 }], [{ width: 2, length: 1 }], [{ width: 3, length: 1 }], [{ width: 4, length: 1 }]];

function pointsOfCodes(codes: readonly CardCode[]): number {
  let p = 0;
  for (const c of codes) p += pointsOfCode(c);
  return p;
}

/**
 * The hand from the current position to its end, mutable and cheap to
 * copy. `hands` holds every seat's counts in one array (seat × 54).
 */
export class Sim {
  readonly tb: Table;
  hands: Uint8Array;
  sizes: number[];
  /** Copies of each card played so far (face up, so public). */
  played: Uint8Array;
  /** Effective suits each seat has shown out of, as bits. */
  voids: number[];
  won: number[];
  /** Throw penalties: points moved from the seat's side to the other. */
  penalties: number[];
  kitty: Uint8Array;
  calls: CallTrack[];
  /** On the makers' side: the maker (or its partnership) and every friend found so far. */
  makers: boolean[];
  leader: Seat;
  plays: Play[];
  lead: Lead | null;
  best: Arrangement | null;
  /** The winning card, while the lead is a single. */
  bestCode: CardCode;
  winner: Seat;
  trickPoints: number;
  /** A false lead ended the play (000's variants): the thrower. */
  falseLead: Seat | null;
  /** The last trick's lead, once the hand is over. */
  lastLead: Lead | null;
  over: boolean;
  /** Noise added to the rollout player's weighing (omniscient rollouts on one deal), else null. */
  jitter: BotRng | null = null;
  jitterScale = 0;

  constructor(tb: Table, init?: Sim) {
    this.tb = tb;
    const n = tb.players;
    if (init) {
      this.hands = init.hands.slice();
      this.sizes = init.sizes.slice();
      this.played = init.played.slice();
      this.voids = init.voids.slice();
      this.won = init.won.slice();
      this.penalties = init.penalties.slice();
      this.kitty = init.kitty;
      this.calls = init.calls.map((c) => ({ ...c }));
      this.makers = init.makers.slice();
      this.leader = init.leader;
      this.plays = init.plays.slice();
      this.lead = init.lead;
      this.best = init.best;
      this.bestCode = init.bestCode;
      this.winner = init.winner;
      this.trickPoints = init.trickPoints;
      this.falseLead = init.falseLead;
      this.lastLead = init.lastLead;
      this.over = init.over;
      this.jitter = init.jitter;
      this.jitterScale = init.jitterScale;
      return;
    }
    this.hands = new Uint8Array(n * CARD_CODES);
    this.sizes = Array.from({ length: n }, () => 0);
    this.played = new Uint8Array(CARD_CODES);
    this.voids = Array.from({ length: n }, () => 0);
    this.won = Array.from({ length: n }, () => 0);
    this.penalties = Array.from({ length: n }, () => 0);
    this.kitty = new Uint8Array(CARD_CODES);
    this.calls = [];
    this.makers = Array.from({ length: n }, () => false);
    this.leader = 0;
    this.plays = [];
    this.lead = null;
    this.best = null;
    this.bestCode = -1;
    this.winner = 0;
    this.trickPoints = 0;
    this.falseLead = null;
    this.lastLead = null;
    this.over = false;
  }

  /** A little noise for the rollout player's weighing (0 without jitter). */
  noise(): number {
    return this.jitter === null ? 0 : (this.jitter.next() - 0.5) * this.jitterScale;
  }

  clone(): Sim {
    return new Sim(this.tb, this);
  }

  /** Fills in the hidden cards: every hand from the deal. */
  deal(d: Deal): void {
    for (let q = 0; q < this.tb.players; q++) {
      const h = d.hands[q] as Uint8Array;
      let size = 0;
      for (let c = 0; c < CARD_CODES; c++) {
        this.hands[q * CARD_CODES + c] = h[c] as number;
        size += h[c] as number;
      }
      this.sizes[q] = size;
    }
    this.kitty = d.kitty;
  }

  count(seat: Seat, c: CardCode): number {
    return this.hands[seat * CARD_CODES + c] as number;
  }

  codesOf(seat: Seat): CardCode[] {
    const out: CardCode[] = [];
    const base = seat * CARD_CODES;
    for (let c = 0; c < CARD_CODES; c++) for (let i = this.hands[base + c] as number; i > 0; i--) out.push(c);
    return out;
  }

  turn(): Seat {
    return (this.leader + this.plays.length) % this.tb.players;
  }

  isVoid(seat: Seat, suit: EffectiveSuit): boolean {
    return ((this.voids[seat] as number) & (1 << suit)) !== 0;
  }

  /** Records a play already in the trick (from the view) without taking cards from a hand. */
  replay(seat: Seat, codes: readonly CardCode[]): void {
    this.place(seat, codes, false);
  }

  /** `seat` plays `codes` (a lead is checked as a throw against the other hands). */
  play(seat: Seat, codes: readonly CardCode[]): void {
    if (this.plays.length === 0 && codes.length > 1) {
      const t = this.tb.t;
      const lead = readLead(t, this.tb.rules, codes);
      if (!("code" in lead) && lead.units.length > 1) {
        const others: CardCode[][] = [];
        for (let q = 0; q < this.tb.players; q++) if (q !== seat) others.push(this.codesOf(q).filter((c) => t.suit[c] === lead.suit));
        const failed = checkThrow(t, this.tb.rules, lead, others);
        if (failed) {
          if (this.tb.rules.falseLead !== "play-on") {
            this.falseLead = seat;
            this.over = true;
            return;
          }
          this.penalties[seat] = (this.penalties[seat] as number) + failed.penalty;
          codes = failed.forced;
        }
      }
    }
    this.place(seat, codes, true);
  }

  private place(seat: Seat, codes: readonly CardCode[], fromHand: boolean): void {
    const tb = this.tb;
    const t = tb.t;
    if (fromHand) {
      const base = seat * CARD_CODES;
      for (const c of codes) this.hands[base + c] = (this.hands[base + c] as number) - 1;
      this.sizes[seat] = (this.sizes[seat] as number) - codes.length;
    }
    for (const c of codes) this.played[c] = (this.played[c] as number) + 1;
    this.trickPoints += pointsOfCodes(codes);
    if (this.plays.length === 0) {
      const lead = quickLead(t, tb.rules, codes);
      this.lead = lead;
      this.best = leadArrangement(lead);
      this.bestCode = lead.size === 1 ? (codes[0] as CardCode) : -1;
      this.winner = seat;
      this.leader = seat;
    } else {
      const lead = this.lead as Lead;
      let inSuit = 0;
      for (const c of codes) if (t.suit[c] === lead.suit) inSuit++;
      if (inSuit < lead.size) this.voids[seat] = (this.voids[seat] as number) | (1 << lead.suit);
      if (lead.size === 1) {
        const c = codes[0] as CardCode;
        const b = this.bestCode;
        const sc = t.suit[c] as number;
        const sb = t.suit[b] as number;
        if ((sc === sb && (t.strength[c] as number) > (t.strength[b] as number)) || (sc === TRUMP && sb !== TRUMP)) {
          this.bestCode = c;
          this.winner = seat;
        }
      } else {
        const taken = takes(t, tb.rules, lead, this.best as Arrangement, codes);
        if (taken) {
          this.best = taken;
          this.winner = seat;
        }
      }
    }
    this.plays.push({ seat, codes });
    if (this.calls.length > 0) this.track(seat, codes);
    if (this.plays.length === tb.players) this.complete();
  }

  /** Counts a play against the calls: a called copy makes its player a friend (on the makers' side). */
  track(seat: Seat, codes: readonly CardCode[]): void {
    for (const call of this.calls) {
      let k = 0;
      for (const c of codes) if (c === call.code) k++;
      if (k === 0) continue;
      if (call.by < 0) {
        if (call.ordinal === 0 ? seat !== this.tb.maker : call.seen < call.ordinal && call.ordinal <= call.seen + k) {
          call.by = seat;
          this.makers[seat] = true;
        }
      }
      call.seen += k;
    }
  }

  private complete(): void {
    this.won[this.winner] = (this.won[this.winner] as number) + this.trickPoints;
    if ((this.sizes[0] as number) === 0) {
      this.lastLead = this.lead;
      this.over = true;
      return;
    }
    this.leader = this.winner;
    this.plays = [];
    this.lead = null;
    this.best = null;
    this.bestCode = -1;
    this.trickPoints = 0;
  }

  /** The catchers' points at the end of the hand (the kitty to whoever took the last trick). */
  catcherPoints(): number {
    const n = this.tb.players;
    let p = 0;
    for (let q = 0; q < n; q++) if (!this.makers[q]) p += this.won[q] as number;
    if (this.falseLead !== null) return p;
    if (!this.makers[this.winner]) {
      let kp = 0;
      for (let c = 0; c < CARD_CODES; c++) kp += (this.kitty[c] as number) * pointsOfCode(c);
      p += kp * this.kittyMultiplier();
    }
    for (let q = 0; q < n; q++) p += this.makers[q] ? (this.penalties[q] as number) : -(this.penalties[q] as number);
    return Math.max(0, p);
  }

  private kittyMultiplier(): number {
    if (this.tb.exposed) return 1;
    if (this.tb.rules.kittyBonus === "double") return 2;
    let largest = 1;
    for (const u of this.lastLead?.units ?? []) largest = Math.max(largest, u.width * u.length);
    return 2 * largest;
  }

  /** The hand's result: who wins and how many levels. */
  score(): HandScore {
    if (this.falseLead !== null) {
      // 000's false-lead variants: the thrower's side is the loser, whatever the points.
      return { winner: this.makers[this.falseLead] ? "catchers" : "makers", levels: 1 };
    }
    let team = 0;
    for (const m of this.makers) if (m) team++;
    return scoreHand({ scoring: this.tb.rules.scoring, players: this.tb.players, decks: this.tb.packs, catcherPoints: this.catcherPoints(), makersTeamSize: team });
  }

  /**
   * What the hand's end is worth to `seat`: the levels its side gains (less
   * those the other side gains), plus a little for every point caught or
   * saved, so that results of equal levels still differ.
   */
  utility(seat: Seat): number {
    const s = this.score();
    const maker = this.makers[seat] === true;
    const mine = maker ? "makers" : "catchers";
    const levels = s.winner === "none" ? 0 : s.winner === mine ? s.levels : -s.levels;
    const cp = this.catcherPoints() / (20 * this.tb.packs);
    return levels + POINT_WEIGHT * (maker ? -cp : cp);
  }
}

/** What a step of twenty points per pack is worth beside a level. */
export const POINT_WEIGHT = 0.3;
