/**
 * A guided hand, played on the engine in the browser (no server, no network):
 * the lesson's fixed seed deals the same cards every time, the basic bots
 * (which see only their own seat's view and draw on no randomness) answer
 * the same way every time, and the learner's seat is played by the same bot
 * except at the lesson's steps, where the learner makes the play the step
 * asks for. So a lesson is a list of (action count, play) pairs that the
 * engine replays exactly: scripts/find-lessons.ts found them, and
 * test/engine/learn.test.ts plays every lesson through and checks that each
 * step is legal and that what the step says happened did happen.
 */
import { type GameEvent, type GameState, type SeatAction, applyAction, botAction, createGame, legalActions, viewFor } from "../../../src/engine";
import { handsDone } from "../../../src/engine/client";
import { type Lesson, type Step, LEARNER } from "./lessons";
import { shapeOf } from "./shape";

/** Where a guided hand stands: the game, and how many actions (anyone's, the table's included) it has taken. */
export interface Moment {
  readonly state: GameState;
  readonly count: number;
}

export function startLesson(lesson: Lesson): Moment {
  return { state: createGame(lesson.setup, lesson.seed, lesson.players), count: 0 };
}

export function handOver(m: Moment): boolean {
  return handsDone(m.state) >= 1;
}

function apply(m: Moment, actor: number | "table", action: unknown, events: GameEvent[]): Moment {
  const step = applyAction(m.state, actor, action);
  if (!step.ok) throw new Error(`lesson: ${String(actor)} ${JSON.stringify(action)} refused: ${step.error.message}`);
  events.push(...step.events);
  return { state: step.state, count: m.count + 1 };
}

/**
 * One action nobody is asked for, as the table's driver takes it: the first
 * seat (in seat order, the learner's included) whose bot wants to act, else
 * the table's own step (the whole deal at once).
 */
export function autoAction(m: Moment, events: GameEvent[]): Moment {
  for (let seat = 0; seat < m.state.players; seat++) {
    const action = botAction(viewFor(m.state, seat), seat);
    if (action) return apply(m, seat, action, events);
  }
  const table = legalActions(m.state, "table")[0];
  if (!table) throw new Error(`lesson: nobody can act in phase ${m.state.phase}`);
  return apply(m, "table", table.type === "draw" ? { type: "draw", count: 1000 } : table, events);
}

/** Whether it is the learner's move now (a play, or the maker's friend call). */
export function learnersMove(s: GameState): boolean {
  if (s.game === "zheng-fen") return s.phase === "play" && s.turn === LEARNER;
  if (s.phase === "calling") return s.maker === LEARNER;
  return s.phase === "playing" && s.trick !== null && (s.trick.leader + s.trick.plays.length) % s.players === LEARNER;
}

/** Plays on by itself up to a step's moment; throws if the hand does not get there as the lesson says. */
export function runTo(m: Moment, at: number, events: GameEvent[] = []): Moment {
  while (m.count < at) {
    if (handOver(m)) throw new Error(`lesson: the hand ended before action ${at}`);
    m = autoAction(m, events);
  }
  if (m.count !== at || !learnersMove(m.state)) throw new Error(`lesson: action ${at} is not the learner's move`);
  return m;
}

/** Whether the trick (Shengji) or the round of plays (Zheng Fen) the step's play went into is over. */
function settled(before: GameState, after: GameState): boolean {
  if (before.game === "shengji" && after.game === "shengji") return after.phase !== "calling" && after.tricks.length > before.tricks.length || after.phase === "scored" || after.phase === "over";
  if (before.game === "zheng-fen" && after.game === "zheng-fen") return after.lastTrick !== before.lastTrick || after.phase !== "play";
  return true;
}

export interface StepResult {
  readonly before: Moment;
  readonly after: Moment;
  /** Everything that happened: the learner's play and the others' answers up to the end of that trick. */
  readonly events: readonly GameEvent[];
}

/**
 * The learner makes the step's play; the others answer until the trick is
 * over (a friend call: at once). Refused plays throw: a lesson whose step is
 * illegal is a broken lesson, and the test says which.
 */
export function takeStep(m: Moment, step: Step): StepResult {
  const events: GameEvent[] = [];
  let after = apply(m, LEARNER, step.action, events);
  if (step.action.type !== "call") {
    while (!settled(m.state, after.state) && !handOver(after)) after = autoAction(after, events);
  }
  return { before: m, after, events };
}

/** Plays the rest of the hand by itself (the learner's seat too). */
export function finishHand(m: Moment, events: GameEvent[] = []): Moment {
  while (!handOver(m)) m = autoAction(m, events);
  return m;
}

/** What a step's play was and did, as the explanation tells it. */
export interface Outcome {
  /** The seat that won the trick (Zheng Fen: the round), or null (a call; a round still going). */
  readonly winner: number | null;
  /** Card points the trick carried. */
  readonly points: number;
  /** A seat revealed as a friend while the trick was played. */
  readonly friend: number | null;
  /** The learner's cards in the play. */
  readonly cards: readonly string[];
}

export function outcomeOf(r: StepResult): Outcome {
  let winner: number | null = null;
  let points = 0;
  let friend: number | null = null;
  for (const e of r.events) {
    if (e.type === "trick") {
      winner = e.winner;
      points = e.points ?? 0;
    } else if (e.type === "trick-won") {
      winner = e.seat;
      points = e.points;
    } else if (e.type === "friend") friend = e.seat;
  }
  const a = r.events[0];
  return { winner, points, friend, cards: a && a.type === "played" ? a.cards : [] };
}

/**
 * Why the step's play was not the kind of play the step teaches, or null:
 * the test's check that a lesson teaches what it says.
 */
export function skillProblem(step: Step, r: StepResult): string | null {
  const before = r.before.state;
  const o = outcomeOf(r);
  if (step.wins !== undefined && (o.winner === LEARNER) !== step.wins) return `the step says the learner ${step.wins ? "wins" : "loses"} the trick; the winner was ${String(o.winner)}`;
  if (step.friend !== undefined && o.friend !== step.friend) return `the step says seat ${step.friend} is revealed as a friend; it was ${String(o.friend)}`;
  if (before.game === "shengji") {
    if (step.skill === "call") return r.events.some((e) => e.type === "called") ? null : "no friend was called";
    const shape = shapeOf(before, step.action.type === "play" ? step.action.cards : []);
    const lead = before.trick?.plays[0];
    const leading = lead === undefined;
    const ledShape = lead ? shapeOf(before, lead.cards) : null;
    const mine = before.hands[LEARNER] ?? [];
    switch (step.skill) {
      case "pair":
      case "tractor":
        return leading && shape.kind === step.skill ? null : `not a ${step.skill} led`;
      case "throw":
        if (!leading || shape.kind !== "throw") return "not a throw led";
        return r.events.some((e) => e.type === "throw-failed") ? "the throw failed" : null;
      case "follow":
        return !leading && ledShape !== null && shape.suit === ledShape.suit ? null : "did not follow the suit led";
      case "trump": {
        if (leading || ledShape === null || ledShape.trump || !shape.trump) return "not a trump played on a plain suit";
        const void_ = mine.every((c) => shapeOf(before, [c]).suit !== ledShape.suit);
        return void_ ? null : "the learner still held the suit led";
      }
      default:
        return `a Shengji lesson cannot teach "${step.skill}"`;
    }
  }
  const e = r.events[0];
  const category = e?.type === "played" && "category" in e ? e.category : null;
  switch (step.skill) {
    case "run":
      return category === "E" || category === "F" || category === "I" ? null : "not a run";
    case "special":
      return category === "J" ? null : "not a special";
    case "pass": {
      if (e?.type !== "passed") return "did not pass";
      const could = legalActions(before, LEARNER).some((a) => a.type === "play");
      const kept = (r.after.state.hands[LEARNER] ?? []).some((c) => /^[SHDC](5|10|K)$/.test(c));
      return could && kept ? null : "passing kept no points (no play was possible, or no point card is left)";
    }
    default:
      return `a Zheng Fen lesson cannot teach "${step.skill}"`;
  }
}

/** A step's play as an action the engine takes (kept apart so the UI can compare a selection with it). */
export function stepCards(step: Step): readonly string[] {
  return step.action.type === "play" ? step.action.cards : [];
}

export type { SeatAction };
