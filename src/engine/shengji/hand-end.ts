/**
 * The end of a hand: the kitty to whoever takes the last trick, the
 * catchers' points, levels, who starts next, and the end of the game.
 */
import { type Card, codeOf, codesOf, isJoker, points, rankOf } from "../cards";
import type { Seat } from "../types";
import { planFor, rankOfSeat, startDeal } from "./deal";
import type { ShengjiEvent } from "./events";
import { type Climber, climb, isWinningStep, lapStart, topStep } from "./levels";
import { type HandScore, kittyFactor, scoreHand } from "./scoring";
import type { HandResult, SeatState, ShengjiState, Trick } from "./state";
import { nextSeat, seatsFrom, trueMakers } from "./seat-order";
import { readLead } from "./trick";
import { trumpTable } from "./trump";

/** The kitty multiplier: exposed 1; else the table's `kittyBonus` over the largest component of the last trick's lead. */
export function kittyMultiplier(s: ShengjiState, last: Trick): number {
  if (s.kittyExposed) return 1;
  if (s.rules.kittyBonus === "double") return kittyFactor("double", 1);
  const lead = readLead(trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors), s.rules, codesOf(last.plays[0]?.cards ?? []));
  if ("code" in lead) return kittyFactor(s.rules.kittyBonus, 1);
  let largest = 1;
  for (const u of lead.units) largest = Math.max(largest, u.width * u.length);
  return kittyFactor(s.rules.kittyBonus, largest);
}

/**
 * The Jack variation (`jackVariation`; rbtying `check_jacks_last_trick`):
 * the maker's level is J, and the catchers won the last trick with a single
 * jack. Returns that play, or null.
 */
export function jackOnLastTrick(s: ShengjiState, makers: readonly Seat[]): { seat: Seat; card: Card } | null {
  if (!s.rules.jackVariation || s.maker === null || rankOfSeat(s, s.maker) !== 11) return null;
  const last = s.tricks[s.tricks.length - 1];
  if (!last || last.winner === undefined || makers.includes(last.winner)) return null;
  const won = last.plays.find((p) => p.seat === last.winner);
  const card = won?.cards.length === 1 ? (won.cards[0] as Card) : null;
  if (card === null || isJoker(codeOf(card) as number) || rankOf(codeOf(card) as number) !== 11) return null;
  return { seat: last.winner, card };
}

/** The seats after a hand's score, and those a level they must defend stopped (`mustDefend`). */
interface Applied {
  readonly seats: SeatState[];
  readonly held: Seat[];
}

function applyScore(s: ShengjiState, score: HandScore, makers: readonly Seat[], backToTwo = false): Applied {
  // The Jack variation sends the makers back first; the hand's levels then count from there.
  const start = backToTwo ? s.seats.map((seat, i) => (makers.includes(i) ? { ...seat, level: lapStart(s.rules, seat.level) } : seat)) : s.seats;
  if (score.winner === "none") return { seats: start.slice(), held: [] };
  const winners = new Set(score.winner === "makers" ? makers : seatsFrom(0, s.players).filter((x) => !makers.includes(x)));
  const playedNoTrump = s.maker !== null && rankOfSeat(s, s.maker) === null;
  const held: Seat[] = [];
  const seats = start.map((seat, i) => {
    if (!winners.has(i)) return s.rules.scoring === "active-passive" ? { ...seat, active: false } : seat;
    const who = { maker: makers.includes(i), playedNoTrump };
    // Active/passive: winners who were passive turn active, spending their first game point
    // on it (000) or all of them (003: they "do not change their current score").
    const rose = s.rules.scoring !== "active-passive" || seat.active
      ? rise(s, seat, score.levels, who)
      : rise(s, { ...seat, active: true }, s.rules.passiveWinners === "activate-only" ? 0 : score.levels - 1, who);
    if (rose.held) held.push(i);
    return rose.seat;
  });
  return { seats, held };
}

/** A seat goes up `gain` levels, after paying off penalty points it owes (000's false-lead variant). */
function rise(s: ShengjiState, seat: SeatState, gain: number, who: Climber): { seat: SeatState; held: boolean } {
  const owed = seat.owed ?? 0;
  const paid = Math.min(owed, Math.max(0, gain));
  const { step: level, held } = climb(s.rules, seat.level, gain - paid, who);
  return { seat: owed - paid > 0 ? { level, active: seat.active, owed: owed - paid } : { level, active: seat.active }, held };
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
    const leaderAtAce = (s.seats[s.maker as Seat] as SeatState).level >= topStep(s.rules);
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

/** Card points of a hand's end, before they are scored. */
interface HandPoints {
  readonly trickPoints: number;
  readonly kittyPoints: number;
  readonly kittyMultiplier: number;
  readonly penaltyPoints: number;
  readonly catcherPoints: number;
}

/** Card points the catchers have won in tricks so far. */
function catcherTrickPoints(s: ShengjiState, makers: readonly Seat[]): number {
  let points = 0;
  for (let i = 0; i < s.players; i++) if (!makers.includes(i)) points += s.won[i] as number;
  return points;
}

export function finishHand(s: ShengjiState, events: ShengjiEvent[]): { state: ShengjiState; events: ShengjiEvent[] } {
  const makers = trueMakers(s);
  const isCatcher = (x: Seat) => !makers.includes(x);
  const last = s.tricks[s.tricks.length - 1] as Trick;
  const trickPoints = catcherTrickPoints(s, makers);
  const buriedPoints = points(s.buried);
  const multiplier = kittyMultiplier(s, last);
  const kittyPoints = isCatcher(last.winner as Seat) ? buriedPoints * multiplier : 0;
  let penaltyPoints = 0;
  for (const p of s.penalties) penaltyPoints += isCatcher(p.seat) ? -p.points : p.points;
  const catcherPoints = Math.max(0, trickPoints + kittyPoints + penaltyPoints);
  const decks = planFor(s.rules, s.players).deck.packs;
  const score = scoreHand({ scoring: s.rules.scoring, rules: s.rules, players: s.players, decks, catcherPoints, makersTeamSize: makers.length });
  const figures = { trickPoints, kittyPoints, kittyMultiplier: multiplier, penaltyPoints, catcherPoints };
  const jack = jackOnLastTrick(s, makers);
  if (jack) events.push({ type: "back-to-two", seat: jack.seat, card: jack.card, makers: makers.slice() });
  return closeHand(s, events, makers, score, figures, applyScore(s, score, makers, jack !== null));
}

/**
 * 000's variants for a false lead of top cards: "this ends the play". The
 * sides are those known by then (a friend whose called card is still in
 * hand is not found); the kitty is not scored.
 */
export function endOnFalseLead(s: ShengjiState, thrower: Seat, events: ShengjiEvent[]): { state: ShengjiState; events: ShengjiEvent[] } {
  const makers = trueMakers(s);
  const throwerSide = makers.includes(thrower) ? makers : seatsFrom(0, s.players).filter((x) => !makers.includes(x));
  const trickPoints = catcherTrickPoints(s, makers);
  const figures = { trickPoints, kittyPoints: 0, kittyMultiplier: 1, penaltyPoints: 0, catcherPoints: trickPoints };
  if (s.rules.falseLead === "level-to-others") {
    // 'the offending team loses the hand and each member of the other team goes up one level'
    const score: HandScore = { winner: makers.includes(thrower) ? "catchers" : "makers", levels: 1 };
    return closeHand(s, events, makers, score, figures, applyScore(s, score, makers), thrower);
  }
  // 'the offending player is given a two point penalty and each other member of the offender's team a one point penalty'
  const seats = s.seats.map((seat, i) => {
    if (!throwerSide.includes(i)) return seat;
    return { ...seat, owed: (seat.owed ?? 0) + (i === thrower ? 2 : 1) };
  });
  return closeHand(s, events, makers, { winner: "none", levels: 0 }, figures, { seats, held: [] }, thrower);
}

/** Records a hand's result, and sets who starts next or ends the game. */
function closeHand(
  s: ShengjiState,
  events: ShengjiEvent[],
  makers: readonly Seat[],
  score: HandScore,
  figures: HandPoints,
  applied: Applied,
  falseLead?: Seat,
): { state: ShengjiState; events: ShengjiEvent[] } {
  const seats = applied.seats;
  const result: HandResult = {
    hand: s.hand,
    maker: s.maker as Seat,
    trump: s.trump ?? { rank: null, suit: null },
    makers: makers.slice(),
    ...figures,
    winner: score.winner,
    levels: score.levels,
    before: s.seats,
    after: seats,
    kitty: s.kitty,
    buried: s.buried,
    ...(falseLead === undefined ? {} : { falseLead }),
    ...(applied.held.length === 0 ? {} : { held: applied.held }),
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
    trick: null,
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
