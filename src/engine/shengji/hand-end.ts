/**
 * The end of a hand: the kitty to whoever takes the last trick, the
 * catchers' points, levels, who starts next, and the end of the game.
 */
import { codesOf, points } from "../cards";
import type { Seat } from "../types";
import { planFor, rankOfSeat, startDeal } from "./deal";
import type { ShengjiEvent } from "./events";
import { ACE_STEP, advance, isWinningStep } from "./levels";
import { type HandScore, scoreHand } from "./scoring";
import type { HandResult, SeatState, ShengjiState, Trick } from "./state";
import { nextSeat, seatsFrom, trueMakers } from "./table";
import { readLead } from "./trick";
import { trumpTable } from "./trump";

/** The kitty multiplier: exposed 1; `double` 2; `format` 2 × the largest component of the last trick's lead. */
export function kittyMultiplier(s: ShengjiState, last: Trick): number {
  if (s.kittyExposed) return 1;
  if (s.rules.kittyBonus === "double") return 2;
  const lead = readLead(trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors), s.rules, codesOf(last.plays[0]?.cards ?? []));
  if ("code" in lead) return 2;
  let largest = 1;
  for (const u of lead.units) largest = Math.max(largest, u.width * u.length);
  return 2 * largest;
}

function applyScore(s: ShengjiState, score: HandScore, makers: readonly Seat[]): SeatState[] {
  if (score.winner === "none") return s.seats.slice();
  const winners = new Set(score.winner === "makers" ? makers : seatsFrom(0, s.players).filter((x) => !makers.includes(x)));
  return s.seats.map((seat, i) => {
    if (s.rules.scoring !== "active-passive") {
      return winners.has(i) ? { ...seat, level: advance(s.rules, seat.level, score.levels) } : seat;
    }
    // Active/passive: winners who were passive turn active, spending their first game point
    // on it (000) or all of them (003: they "do not change their current score").
    if (!winners.has(i)) return { ...seat, active: false };
    const gain = seat.active ? score.levels : s.rules.passiveWinners === "activate-only" ? 0 : score.levels - 1;
    return { level: advance(s.rules, seat.level, gain), active: true };
  });
}

/** Who starts the next hand (RULES.md "next starter"). */
function nextStarter(s: ShengjiState, seats: readonly SeatState[], score: HandScore, makers: readonly Seat[]): Seat {
  const maker = s.maker as Seat;
  // 000 variant: play runs anticlockwise, so the player to the right is the next in play order.
  if (s.rules.nextStarter === "rotate") return nextSeat(s.starter, s.players);
  if (s.rules.nextStarter === "maker-stays") {
    return seatsFrom(maker, s.players).find((x) => seats[x]?.active) ?? maker;
  }
  const side = score.winner === "catchers" ? seatsFrom(0, s.players).filter((x) => !makers.includes(x)) : makers;
  return seatsFrom(maker, s.players).slice(1).find((x) => side.includes(x)) ?? maker;
}

function gameWinners(s: ShengjiState, seats: readonly SeatState[], score: HandScore, makers: readonly Seat[]): Seat[] | null {
  if (s.rules.gameEnd === "defend-ace") {
    const leaderAtAce = (s.seats[s.maker as Seat] as SeatState).level >= ACE_STEP;
    return score.winner === "makers" && leaderAtAce ? makers.slice() : null;
  }
  const past = seatsFrom(0, s.players).filter((x) => isWinningStep(s.rules, (seats[x] as SeatState).level));
  if (past.length === 0) return null;
  if (s.rules.gameEnd !== "reach-ace") return past;
  // 003: the highest score wins; on a tie the trump maker, else all tied.
  const top = Math.max(...past.map((x) => (seats[x] as SeatState).level));
  const best = past.filter((x) => (seats[x] as SeatState).level === top);
  return best.includes(s.maker as Seat) ? [s.maker as Seat] : best;
}

export function finishHand(s: ShengjiState, events: ShengjiEvent[]): { state: ShengjiState; events: ShengjiEvent[] } {
  const makers = trueMakers(s);
  const isCatcher = (x: Seat) => !makers.includes(x);
  const last = s.tricks[s.tricks.length - 1] as Trick;
  let trickPoints = 0;
  for (let i = 0; i < s.players; i++) if (isCatcher(i)) trickPoints += s.won[i] as number;
  const buriedPoints = points(s.buried);
  const multiplier = kittyMultiplier(s, last);
  const kittyPoints = isCatcher(last.winner as Seat) ? buriedPoints * multiplier : 0;
  let penaltyPoints = 0;
  for (const p of s.penalties) penaltyPoints += isCatcher(p.seat) ? -p.points : p.points;
  const catcherPoints = Math.max(0, trickPoints + kittyPoints + penaltyPoints);
  const decks = planFor(s.rules, s.players).deck.packs;
  const score = scoreHand({ scoring: s.rules.scoring, players: s.players, decks, catcherPoints, makersTeamSize: makers.length });
  const seats = applyScore(s, score, makers);
  const result: HandResult = {
    hand: s.hand,
    maker: s.maker as Seat,
    trump: s.trump ?? { rank: null, suit: null },
    makers,
    trickPoints,
    kittyPoints,
    kittyMultiplier: multiplier,
    penaltyPoints,
    catcherPoints,
    winner: score.winner,
    levels: score.levels,
    before: s.seats,
    after: seats,
    kitty: s.kitty,
    buried: s.buried,
  };
  events.push({ type: "hand-over", result });
  const winners = gameWinners(s, seats, score, makers);
  const starter = nextStarter(s, seats, score, makers);
  const state: ShengjiState = {
    ...s,
    seats,
    results: [...s.results, result],
    phase: winners ? "over" : "scored",
    winners,
    // Who starts and (with a fixed leader) leads the next hand; used by next-hand.
    starter,
    leader: s.rules.leader === "fixed" ? starter : null,
  };
  if (winners) events.push({ type: "game-over", winners });
  return { state, events };
}

/** After a result: the next hand's deal. */
export function nextHand(s: ShengjiState): { state: ShengjiState; events: ShengjiEvent[] } {
  const started = startDeal({ ...s, hand: s.hand + 1 }, s.starter, s.leader, s.deal + 1);
  return { state: started, events: [{ type: "hand-started", hand: started.hand, starter: started.starter, leader: started.leader }] };
}

export { rankOfSeat };
