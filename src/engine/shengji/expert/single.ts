/**
 * The rollout policy's single cards, weighed as `strong` weighs them but
 * with odds cheap enough for rollouts: what a card is worth is
 * (2 × chance its side takes the trick − 1) × the points in the trick
 * (and the kitty on the last one), less what the card was worth keeping.
 * The chances come from what the seat can count: the cards of each suit
 * still outside its hand, the hand sizes, the suits shown out of.
 */
import { type CardCode, CARD_CODES, pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import { type EffectiveSuit, TRUMP } from "../trump";
import { callResolves } from "../friends";
import { kittyFactor } from "../scoring";
import { fullMakersTeam } from "../team-size";
import type { Sim } from "./world";

/** What one seat counts at one move. */
export class Sight {
  sim!: Sim;
  seat = 0;
  /** Cards outside this seat's hand: others' hands and, unless it buried them, the kitty. */
  pool = 1;
  /** Outside cards of each suit. */
  readonly suitOut = new Int32Array(5);
  /** Outside cards stronger than each card, within its suit. */
  readonly above = new Int32Array(CARD_CODES);
  /** Outside cards of each code (may be negative never). */
  readonly out = new Int32Array(CARD_CODES);

  /** log(1 − share) of each seat. */
  readonly lg = new Float64Array(12);

  /** Suits whose `above` is worked out (bits), and seats whose `lg` is. */
  private aboveDone = 0;
  private lgDone = 0;

  look(sim: Sim, seat: Seat): this {
    this.sim = sim;
    this.seat = seat;
    const tb = sim.tb;
    const suitOf = tb.t.suit;
    const out = this.out;
    const suitOut = this.suitOut;
    const deck = tb.deck;
    const played = sim.played;
    const hands = sim.hands;
    const base = seat * CARD_CODES;
    let pool = 0;
    suitOut.fill(0);
    if (seat === tb.maker) {
      const kitty = sim.kitty;
      for (let c = 0; c < CARD_CODES; c++) {
        const n = (deck[c] as number) - (played[c] as number) - (hands[base + c] as number) - (kitty[c] as number);
        out[c] = n;
        pool += n;
        suitOut[suitOf[c] as number] = (suitOut[suitOf[c] as number] as number) + n;
      }
    } else {
      for (let c = 0; c < CARD_CODES; c++) {
        const n = (deck[c] as number) - (played[c] as number) - (hands[base + c] as number);
        out[c] = n;
        pool += n;
        suitOut[suitOf[c] as number] = (suitOut[suitOf[c] as number] as number) + n;
      }
    }
    this.pool = Math.max(1, pool);
    this.aboveDone = 0;
    this.lgDone = 0;
    this.voidDone = 0;
    this.pKept = -1;
    this.stake = -1;
    this.sides();
    laterTerms(this);
    return this;
  }

  /** Points later seats add: laterA + laterB × the chance of keeping the trick. */
  laterA = 0;
  laterB = 0;
  /** The chance of keeping the trick with a card that does not take it, once worked out (else −1). */
  pKept = -1;
  /** The kitty at stake on the last trick, once worked out (else −1). */
  stake = -1;

  /** Chance each seat is on this seat's side, as it reckons it (strong's expected alignment). */
  readonly mate = new Float64Array(12);
  /** This seat plays for the makers (or is sure to join them). */
  makerSide = false;

  private sides(): void {
    const sim = this.sim;
    const tb = sim.tb;
    const n = tb.players;
    const seat = this.seat;
    if (tb.rules.teams === "fixed") {
      for (let r = 0; r < n; r++) this.mate[r] = r % 2 === seat % 2 ? 1 : 0;
      this.makerSide = seat % 2 === tb.maker % 2;
      return;
    }
    let pending = 0;
    let sure = false;
    for (const call of sim.calls) {
      if (call.by >= 0) continue;
      pending++;
      const held = sim.count(seat, call.code);
      if (!sure && !sim.makers[seat] && call.ordinal > 0 && held > 0 && call.seen < call.ordinal && held === (tb.deck[call.code] as number) - call.seen) sure = true;
    }
    const mine = sim.makers[seat] === true || sure;
    if (sure) pending--;
    let unknown = 0;
    for (let r = 0; r < n; r++) if (r !== seat && !sim.makers[r]) unknown++;
    const q = unknown === 0 ? 0 : Math.min(1, Math.max(0, pending) / unknown);
    for (let r = 0; r < n; r++) {
      if (r === seat) this.mate[r] = 1;
      else if (sim.makers[r]) this.mate[r] = mine ? 1 : 0;
      else this.mate[r] = mine ? q : 1 - q;
    }
    this.makerSide = mine;
  }

  /**
   * Strong's value of playing a called card: joining the makers when that
   * gives them a side as large as the catchers' (+30 with an even number
   * of players), never to leave them short (−20), never spending a second
   * call on their side (−20 a call).
   */
  join(codes: readonly CardCode[]): number {
    const sim = this.sim;
    if (sim.calls.length === 0) return 0;
    const n = sim.tb.players;
    const already = sim.makers[this.seat] === true;
    let joins = 0;
    let waste = 0;
    let pendingOthers = 0;
    for (const call of sim.calls) {
      if (call.by >= 0) continue;
      let k = 0;
      for (const c of codes) if (c === call.code) k++;
      const onSide = already || joins > 0;
      if (call.ordinal > 0 && callResolves(sim.tb.rules.doubleJoin, call, k, { isMaker: this.seat === sim.tb.maker, onSide })) {
        if (onSide) waste++;
        else joins++;
      } else pendingOthers++;
    }
    let v = -20 * waste;
    if (joins > 0) {
      let makers = 0;
      for (let r = 0; r < n; r++) if (sim.makers[r]) makers++;
      const full = fullMakersTeam(sim.tb.rules, n);
      v += makers + 1 + pendingOthers < full ? -20 : full * 2 === n ? 30 : 0;
    }
    return v;
  }

  /** Points on outside cards. */
  outPoints(): number {
    let p = 0;
    for (let c = 0; c < CARD_CODES; c++) p += (this.out[c] as number) * (POINTS[c] as number);
    return p;
  }

  /** Outside cards of c's suit stronger than c. */
  aboveOf(c: CardCode): number {
    const t = this.sim.tb.t;
    const s = t.suit[c] as number;
    if (!(this.aboveDone & (1 << s))) {
      this.aboveDone |= 1 << s;
      const codes = this.sim.tb.suitCodes[s] as readonly CardCode[];
      const out = this.out;
      const above = this.above;
      let run = 0;
      let i = 0;
      while (i < codes.length) {
        // Cards of equal strength do not beat one another.
        const str = t.strength[codes[i] as CardCode] as number;
        let j = i;
        let here = 0;
        while (j < codes.length && t.strength[codes[j] as CardCode] === str) here += out[codes[j++] as CardCode] as number;
        for (let x = i; x < j; x++) above[codes[x] as CardCode] = run;
        run += here;
        i = j;
      }
    }
    return this.above[c] as number;
  }

  /** The share of outside cards in seat r's hand. */
  share(r: Seat): number {
    return Math.min(1, (this.sim.sizes[r] as number) / this.pool);
  }

  /** Chance r holds none of `m` particular outside cards. */
  none(r: Seat, m: number): number {
    if (m <= 0) return 1;
    if (!(this.lgDone & (1 << r))) {
      this.lgDone |= 1 << r;
      this.lg[r] = Math.log(Math.max(1e-9, 1 - this.share(r)));
    }
    return Math.exp(m * (this.lg[r] as number));
  }

  /** pVoid by seat × suit, and which are worked out (bits). */
  private readonly voidP = new Float64Array(12 * 5);
  private voidDone = 0;

  pVoid(r: Seat, s: EffectiveSuit): number {
    const i = r * 5 + s;
    if (i < 30 && this.voidDone & (1 << i)) return this.voidP[i] as number;
    const p = this.sim.isVoid(r, s) ? 1 : this.none(r, this.suitOut[s] as number);
    if (i < 30) {
      this.voidDone |= 1 << i;
      this.voidP[i] = p;
    }
    return p;
  }

  /** Chance a later seat r can beat a single `x` winning a trick led in `led`. */
  pBeat(r: Seat, x: CardCode, led: EffectiveSuit): number {
    const t = this.sim.tb.t;
    const sx = t.suit[x] as EffectiveSuit;
    const noTrumps = this.sim.isVoid(r, TRUMP) || (this.suitOut[TRUMP] as number) === 0;
    if (led === TRUMP) return noTrumps ? 0 : 1 - this.none(r, this.aboveOf(x));
    const voidLed = this.pVoid(r, led);
    if (sx === led) {
      const follow = (1 - voidLed) * (1 - this.none(r, this.aboveOf(x)));
      const ruff = noTrumps ? 0 : voidLed;
      return 1 - (1 - follow) * (1 - ruff);
    }
    // Ruffed: an over-ruff.
    if (noTrumps) return 0;
    return voidLed * (1 - this.none(r, this.aboveOf(x)));
  }
}



/** Chance this seat's side takes the trick when `winner` wins with single `x` and `later` seats follow. */
function pOurs(v: Sight, winner: Seat, x: CardCode, led: EffectiveSuit, from: number): number {
  const sim = v.sim;
  const n = sim.tb.players;
  const mate = v.mate;
  let mine = mate[winner] as number;
  for (let k = from; k < n; k++) {
    const r = (sim.leader + k) % n;
    const p = v.pBeat(r, x, led);
    const f = mate[r] as number;
    mine += f * (1 - mine) * p - (1 - f) * mine * p;
  }
  return mine;
}

/**
 * Points later seats are expected to add, partners feeding a trick their
 * side holds and others adding what they must: a + b × p for the chance p,
 * worked out once a move.
 */
function laterTerms(v: Sight): void {
  const sim = v.sim;
  const n = sim.tb.players;
  let a = 0;
  let b = 0;
  for (let k = sim.plays.length + 1; k < n; k++) {
    const f = v.mate[(sim.leader + k) % n] as number;
    // f (1 + 5p) + (1 − f)(1 + 4(1 − p))
    a += f + (1 - f) * 5;
    b += 5 * f - 4 * (1 - f);
  }
  v.laterA = a;
  v.laterB = b;
}

/** What keeping a card is worth (strong's keep values). */
export function keep(v: Sight, c: CardCode): number {
  const t = v.sim.tb.t;
  let k: number;
  if (t.suit[c] === TRUMP) k = 3 + ((t.strength[c] as number) - 2) * 0.5;
  else if (v.aboveOf(c) === 0) k = 3;
  else k = Math.max(0, ((t.strength[c] as number) - 8) * 0.5);
  if (v.sim.count(v.seat, c) >= 2) k += 2.5;
  return k;
}

/** The kitty at stake on the last trick, as this seat reckons it. */
function kittyStake(v: Sight, size: number): number {
  const sim = v.sim;
  const tb = sim.tb;
  let points: number;
  if (v.seat === tb.maker || tb.exposed) {
    points = 0;
    for (let c = 0; c < CARD_CODES; c++) points += (sim.kitty[c] as number) * pointsOfCode(c);
  } else {
    let kitty = 0;
    for (let c = 0; c < CARD_CODES; c++) kitty += sim.kitty[c] as number;
    points = (v.outPoints() * kitty) / v.pool;
  }
  const mult = tb.exposed ? 1 : kittyFactor(tb.rules.kittyBonus, size);
  return points * mult;
}

/** The value of playing single `x` now (leading, or following to a single). */
function value(v: Sight, x: CardCode, lastTrick: boolean): number {
  const sim = v.sim;
  const t = sim.tb.t;
  const k = sim.plays.length;
  let p: number;
  if (k === 0) {
    p = pOurs(v, v.seat, x, t.suit[x] as EffectiveSuit, 1);
  } else {
    const led = (sim.lead as { suit: EffectiveSuit }).suit;
    const b = sim.bestCode;
    const sb = t.suit[b] as number;
    const sx = t.suit[x] as number;
    const takes = (sx === sb && (t.strength[x] as number) > (t.strength[b] as number)) || (sx === TRUMP && sb !== TRUMP);
    if (takes) p = pOurs(v, v.seat, x, led, k + 1);
    else {
      // Every card that does not take the trick leaves the same chance: worked out once.
      if (v.pKept < 0) v.pKept = pOurs(v, sim.winner, b, led, k + 1);
      p = v.pKept;
    }
  }
  const points = sim.trickPoints + (POINTS[x] as number) + v.laterA + v.laterB * p;
  let val = (2 * p - 1) * points + 1.5 * p - keep(v, x);
  if (lastTrick) {
    if (v.stake < 0) v.stake = kittyStake(v, 1);
    val += v.makerSide ? -(1 - p) * v.stake : p * v.stake;
  }
  if (sim.calls.length > 0) val += v.join([x]);
  return val;
}

const sight = new Sight();

const POINTS = Array.from({ length: CARD_CODES }, (_, c) => pointsOfCode(c));

/** The value of leading single `x`, with the sight already taken. */
export function singleValue(v: Sight, x: CardCode): number {
  return value(v, x, (v.sim.sizes[v.seat] as number) === 1);
}

/** The best single card for `seat` among `cards` (distinct codes are weighed once). */
export function bestSingle(sim: Sim, seat: Seat, cards: readonly CardCode[], seen?: Sight): CardCode {
  const v = seen ?? sight.look(sim, seat);
  const last = (sim.sizes[seat] as number) === 1;
  let best = cards[0] as CardCode;
  let bestV = -Infinity;
  let prev = -1;
  for (const c of cards) {
    if (c === prev) continue;
    prev = c;
    const val = value(v, c, last) + sim.noise();
    if (val > bestV + 1e-9) {
      bestV = val;
      best = c;
    }
  }
  return best;
}

/** The current sight of `seat` (for the lead's weighing of sets). */
export function sightOf(sim: Sim, seat: Seat): Sight {
  return sight.look(sim, seat);
}
