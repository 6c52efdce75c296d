/**
 * How every seat plays the rest of a sampled Zheng Fen deal in a rollout:
 * a quick player (strong's candidates generator costs tens of microseconds
 * a call, too much for thousands of moves). It goes out when its whole
 * hand beats the trick; leads its lowest set (non-counting ranks first,
 * several cards at once preferred, 2s and jokers last); follows a single
 * or a set with the lowest real set that beats it when the trick holds
 * points or the cards are low, a longer combination with the generator's
 * first answer on the same terms; and passes otherwise.
 */
import { beats, readings } from "../combos";
import { candidates } from "../candidates";
import { BIG, LITTLE, LOWEST, RANK_SLOTS, TWO, ZF_RANK, isCountingRank } from "../ranks";
import type { ZSim } from "./world";

export function zRollout(sim: ZSim): void {
  while (!sim.over) zMove(sim, sim.turn);
}

const counts = new Uint8Array(RANK_SLOTS);

function countRanks(hand: readonly number[]): void {
  counts.fill(0);
  for (const c of hand) counts[ZF_RANK[c] as number] = (counts[ZF_RANK[c] as number] as number) + 1;
}

function take(hand: readonly number[], rank: number, k: number): number[] {
  const out: number[] = [];
  for (const c of hand) {
    if (out.length >= k) break;
    if (ZF_RANK[c] === rank) out.push(c);
  }
  return out;
}

const SET = ["A", "B", "C", "D"] as const;

export function zMove(sim: ZSim, seat: number): void {
  const hand = sim.hands[seat] as number[];
  const current = sim.current;
  // Out in one play.
  if (hand.length <= 10) {
    for (const p of readings(hand)) {
      if (current === null ? true : beats(p, current)) {
        sim.play(seat, hand.slice(), p);
        return;
      }
    }
  }
  countRanks(hand);
  if (current === null) {
    let best = -1;
    let bestKey = Infinity;
    for (let r = LOWEST; r < TWO; r++) {
      const n = counts[r] as number;
      if (n === 0) continue;
      const key = (isCountingRank(r) ? 6 : 0) + r - 2.5 * (Math.min(n, 4) - 1);
      if (key < bestKey) {
        bestKey = key;
        best = r;
      }
    }
    if (best < 0) {
      // Only 2s and jokers: a single (four real 2s are kept as the special).
      best = (counts[TWO] as number) > 0 ? TWO : (counts[LITTLE] as number) > 0 ? LITTLE : BIG;
      sim.play(seat, take(hand, best, 1), { category: "A", rank: best, length: 1 });
      return;
    }
    const w = Math.min(counts[best] as number, 4);
    sim.play(seat, take(hand, best, w), { category: SET[w - 1] as "A", rank: best, length: w });
    return;
  }
  const worth = sim.trickPoints >= 10;
  if (current.category === "A" || current.category === "B" || current.category === "C" || current.category === "D") {
    const w = current.length;
    const top = current.category === "A" ? BIG : TWO;
    for (let r = current.rank + 1; r <= top; r++) {
      if ((counts[r] as number) < w) continue;
      if (w === 4 && r === TWO) continue;
      const cheap = r <= 10;
      if (!(worth || cheap) || (r >= TWO && sim.trickPoints < 15)) break;
      sim.play(seat, take(hand, r, w), { category: current.category, rank: r, length: w });
      return;
    }
    sim.pass(seat);
    return;
  }
  if (current.category === "J") {
    sim.pass(seat);
    return;
  }
  const answer = candidates(hand, current, 4).find((c) => c.category !== "J");
  if (answer && (worth || answer.rank <= 10)) {
    sim.play(seat, answer.codes, answer);
    return;
  }
  sim.pass(seat);
}
