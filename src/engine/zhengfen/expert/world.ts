/**
 * A Zheng Fen deal with every hand filled in (a sample, or the truth in
 * the arena), played out fast: plays and passes as the rules have them
 * (seed 002; src/engine/zhengfen/tricks.ts is the engine's own version),
 * the first out taking the last player's cards, the points each seat
 * scores. Built from the seat's view and the deal's public history; the
 * hidden hands come from the sampler.
 */
import type { BotRng } from "../../bot-random";
import { pointsOfCode } from "../../cards";
import type { Seat } from "../../types";
import type { ZhengFenPattern } from "../combos";

export interface ZCombination extends ZhengFenPattern {
  readonly seat: Seat;
}

export class ZSim {
  readonly players: number;
  /** Each seat's hand, card codes. */
  hands: number[][];
  /** Points each seat has caught. */
  caught: number[];
  out: Seat[];
  leader: Seat;
  current: ZCombination | null;
  passes: number;
  turn: Seat;
  trickPoints: number;
  over: boolean;
  /** Noise added to the rollout player's weighing (omniscient rollouts on one deal), else null. */
  jitter: BotRng | null = null;
  jitterScale = 0;

  constructor(players: number, init?: ZSim) {
    this.players = players;
    if (init) {
      this.hands = init.hands.map((h) => h.slice());
      this.caught = init.caught.slice();
      this.out = init.out.slice();
      this.leader = init.leader;
      this.current = init.current;
      this.passes = init.passes;
      this.turn = init.turn;
      this.trickPoints = init.trickPoints;
      this.over = init.over;
      this.jitter = init.jitter;
      this.jitterScale = init.jitterScale;
      return;
    }
    this.hands = Array.from({ length: players }, () => []);
    this.caught = Array.from({ length: players }, () => 0);
    this.out = [];
    this.leader = 0;
    this.current = null;
    this.passes = 0;
    this.turn = 0;
    this.trickPoints = 0;
    this.over = false;
  }

  noise(): number {
    return this.jitter === null ? 0 : (this.jitter.next() - 0.5) * this.jitterScale;
  }

  clone(): ZSim {
    return new ZSim(this.players, this);
  }

  private holders(): number {
    let k = 0;
    for (const h of this.hands) if (h.length > 0) k++;
    return k;
  }

  private nextHolding(from: Seat): Seat {
    for (let i = 1; i <= this.players; i++) {
      const s = (from + i) % this.players;
      if ((this.hands[s] as number[]).length > 0) return s;
    }
    return from;
  }

  play(seat: Seat, codes: readonly number[], pattern: ZhengFenPattern): void {
    const hand = this.hands[seat] as number[];
    for (const c of codes) {
      const i = hand.indexOf(c);
      if (i >= 0) hand.splice(i, 1);
      this.trickPoints += pointsOfCode(c);
    }
    if (hand.length === 0) this.out.push(seat);
    this.current = { seat, category: pattern.category, rank: pattern.rank, length: pattern.length };
    this.passes = 0;
    const left = this.holders();
    if (left === 0 || (left === 1 && hand.length > 0)) {
      this.closeTrick();
      return;
    }
    if (left === 1) {
      // One player alone has cards: they may still beat this.
      this.turn = this.nextHolding(seat);
      return;
    }
    this.turn = this.nextHolding(seat);
  }

  pass(seat: Seat): void {
    this.passes++;
    const current = this.current as ZCombination;
    let others = 0;
    for (let s = 0; s < this.players; s++) if (s !== current.seat && (this.hands[s] as number[]).length > 0) others++;
    if (this.passes >= others) {
      this.closeTrick();
      return;
    }
    this.turn = this.nextHolding(seat);
  }

  private closeTrick(): void {
    const winner = (this.current as ZCombination).seat;
    this.caught[winner] = (this.caught[winner] as number) + this.trickPoints;
    this.trickPoints = 0;
    this.current = null;
    this.passes = 0;
    if (this.holders() <= 1) {
      this.endDeal();
      return;
    }
    this.leader = (this.hands[winner] as number[]).length > 0 ? winner : this.nextHolding(winner);
    this.turn = this.leader;
  }

  private endDeal(): void {
    let last = -1;
    for (let s = 0; s < this.players; s++) if ((this.hands[s] as number[]).length > 0) last = s;
    if (last < 0) last = this.out[this.out.length - 1] as Seat;
    const first = this.out[0] as Seat;
    let lastHand = 0;
    for (const c of this.hands[last] as number[]) lastHand += pointsOfCode(c);
    if (first !== last) {
      this.caught[first] = (this.caught[first] as number) + (this.caught[last] as number) + lastHand;
      this.caught[last] = 0;
    }
    this.over = true;
  }

  /** What the deal is worth to `seat`: the points it scores. */
  utility(seat: Seat): number {
    return this.caught[seat] as number;
  }
}
