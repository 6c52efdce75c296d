/**
 * Finds the guided hands of web/src/learn/lessons.ts: for each game, tries
 * seeds until one deals the learner (seat 0) the cards to make every kind of
 * play the lesson teaches, early in the hand, and prints the lesson as
 * TypeScript to paste over LESSONS. The learner's seat is played by the basic
 * bot until a kind not yet taught is possible; then that play is taken (one
 * that wins the trick when there is one). Run it when the engine or the
 * basic bot changes and test/engine/learn.test.ts says a lesson broke:
 *
 *   npx tsx scripts/find-lessons.ts [seeds=200]
 */
import { classifyZhengFen, legalActions } from "../src/engine";
import type { GameState, SeatAction } from "../src/engine/game";
import { type Lesson, type LessonId, type Skill, type Step, LEARNER } from "../web/src/learn/lessons";
import { type Moment, autoAction, handOver, learnersMove, outcomeOf, skillProblem, startLesson, takeStep } from "../web/src/learn/run";
import { shapeOf } from "../web/src/learn/shape";
import { botAction, viewFor } from "../src/engine/game";

interface Plan {
  readonly id: LessonId;
  readonly setup: Lesson["setup"];
  readonly players: number;
  readonly skills: readonly Skill[];
}

const PLANS: readonly Plan[] = [
  { id: "tractor", setup: { preset: "tractor-classic" }, players: 4, skills: ["pair", "tractor", "follow", "trump", "throw"] },
  { id: "zhao-pengyou", setup: { preset: "zpy-80" }, players: 6, skills: ["call", "pair", "follow", "trump"] },
  { id: "zheng-fen", setup: { preset: "zheng-fen" }, players: 4, skills: ["run", "special", "pass"] },
];

/** Plays the learner might make now to show `skill` (the check in run.ts decides). */
function candidates(s: GameState, skill: Skill): SeatAction[] {
  const legal = legalActions(s, LEARNER) as SeatAction[];
  if (s.game === "zheng-fen") {
    if (skill === "pass") return legal.filter((a) => a.type === "pass");
    const want = skill === "special" ? ["J"] : ["E", "F", "I"];
    return legal.filter((a) => a.type === "play" && want.includes(classifyZhengFen(a.cards)?.category ?? ""));
  }
  if (skill === "call") return s.phase === "calling" ? [botAction(viewFor(s, LEARNER), LEARNER)].filter((a): a is SeatAction => a !== null) : [];
  if (s.phase !== "playing") return [];
  const plays = legal.filter((a): a is Extract<SeatAction, { type: "play" }> => a.type === "play");
  const leading = s.trick?.plays.length === 0;
  if (skill === "pair" || skill === "tractor") return leading ? plays.filter((a) => shapeOf(s, a.cards).kind === skill) : [];
  if (skill === "follow" || skill === "trump") {
    const lead = s.trick?.plays[0];
    if (!lead || lead.cards.length !== 1) return [];
    return plays;
  }
  if (skill === "throw" && leading) {
    const hand = s.hands[LEARNER] ?? [];
    const out: SeatAction[] = [];
    for (let suit = 0; suit < 4; suit++) {
      // The suit's cards, strongest first (a plain card's engine code orders by rank within a suit).
      const mine = hand.filter((c) => shapeOf(s, [c]).suit === suit);
      const sorted = [...mine].sort((a, b) => rankOf(b) - rankOf(a));
      for (let k = 2; k <= Math.min(5, sorted.length); k++) {
        const cards = sorted.slice(0, k);
        if (shapeOf(s, cards).kind === "throw") out.push({ type: "play", cards });
      }
    }
    return out;
  }
  return [];
}

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const rankOf = (c: string) => RANKS.indexOf(c.slice(1));

function tryLesson(plan: Plan, seed: string): Lesson | null {
  const lesson: Lesson = { id: plan.id, setup: plan.setup, players: plan.players, seed, steps: [] };
  let m: Moment = startLesson(lesson);
  const steps: Step[] = [];
  const left = new Set(plan.skills);
  while (!handOver(m) && left.size > 0) {
    if (learnersMove(m.state)) {
      let taken: Step | null = null;
      for (const skill of plan.skills) {
        if (!left.has(skill)) continue;
        let fallback: Step | null = null;
        for (const action of candidates(m.state, skill)) {
          const step: Step = { skill, at: m.count, action };
          const r = takeStep(m, step);
          if (skillProblem(step, r) !== null) continue;
          const o = outcomeOf(r);
          const full: Step = { ...step, ...(step.action.type === "call" ? {} : { wins: o.winner === LEARNER }), ...(o.friend !== null ? { friend: o.friend } : {}) };
          if (skill === "call" || o.winner === LEARNER || skill === "pass") {
            taken = full;
            break;
          }
          fallback ??= full;
        }
        taken ??= skill === "trump" ? null : fallback;
        if (taken) break;
      }
      if (taken) {
        steps.push(taken);
        left.delete(taken.skill);
        m = takeStep(m, taken).after;
        continue;
      }
    }
    m = autoAction(m, []);
  }
  return left.size === 0 ? { ...lesson, steps } : null;
}

const tries = Number(process.argv[2] ?? 200);
for (const plan of PLANS) {
  let best: Lesson | null = null;
  for (let n = 1; n <= tries; n++) {
    const l = tryLesson(plan, `learn-${plan.id}-${n}`);
    if (l && (!best || (l.steps.at(-1)?.at ?? 0) < (best.steps.at(-1)?.at ?? 0))) best = l;
  }
  console.log(best ? `  ${JSON.stringify(best)},` : `// ${plan.id}: no seed found in ${tries}`);
}
