/**
 * The guided hands: for each game a fixed seed (so a fixed deal) and the
 * steps at which the learner makes a play of one kind. Everything between
 * the steps (bids, the kitty, the others' plays, the learner's other plays)
 * is played by the basic bot, which is deterministic, so each step comes at
 * the same moment every time: `at` counts the actions taken before it.
 * scripts/find-lessons.ts found these seeds and steps (run it again if the
 * engine or the basic bot changes; test/engine/learn.test.ts fails then).
 */
import type { SeatAction } from "../../../src/engine";

/** The learner sits in seat 0. */
export const LEARNER = 0;

export type LessonId = "tractor" | "zhao-pengyou" | "zheng-fen";
export const LESSON_IDS: readonly LessonId[] = ["tractor", "zhao-pengyou", "zheng-fen"];

export type Skill = "pair" | "tractor" | "follow" | "trump" | "throw" | "call" | "run" | "special" | "pass";

export interface Step {
  readonly skill: Skill;
  /** Actions taken in the hand before this step (the table's and every seat's). */
  readonly at: number;
  readonly action: SeatAction;
  /** What the explanation says of the trick: the learner wins it (or not). */
  readonly wins?: boolean;
  /** The seat the explanation says is revealed as a friend in this trick. */
  readonly friend?: number;
}

export interface Lesson {
  readonly id: LessonId;
  readonly setup: { readonly preset: string; readonly options?: Record<string, unknown> };
  readonly players: number;
  readonly seed: string;
  readonly steps: readonly Step[];
}

export function isLessonId(s: string): s is LessonId {
  return (LESSON_IDS as readonly string[]).includes(s);
}

// LESSONS below: written by scripts/find-lessons.ts.
export const LESSONS: Readonly<Record<LessonId, Lesson>> = {
  "tractor": {"id":"tractor","setup":{"preset":"tractor-classic"},"players":4,"seed":"learn-tractor-82","steps":[{"skill":"pair","at":5,"action":{"type":"play","cards":["D9","D9"]},"wins":true},{"skill":"tractor","at":9,"action":{"type":"play","cards":["S9","S9","S8","S8"]},"wins":true},{"skill":"throw","at":13,"action":{"type":"play","cards":["SK","SQ"]},"wins":false},{"skill":"follow","at":19,"action":{"type":"play","cards":["D4"]},"wins":false},{"skill":"trump","at":23,"action":{"type":"play","cards":["S2"]},"wins":true}]},
  "zhao-pengyou": {"id":"zhao-pengyou","setup":{"preset":"zpy-80"},"players":6,"seed":"learn-zhao-pengyou-3","steps":[{"skill":"call","at":4,"action":{"type":"call","friends":[{"card":"SA","ordinal":1},{"card":"CA","ordinal":2}]}},{"skill":"pair","at":5,"action":{"type":"play","cards":["H6","H6"]},"wins":false},{"skill":"follow","at":12,"action":{"type":"play","cards":["C5"]},"wins":false},{"skill":"trump","at":18,"action":{"type":"play","cards":["S2"]},"wins":true}]},
  "zheng-fen": {"id":"zheng-fen","setup":{"preset":"zheng-fen"},"players":4,"seed":"learn-zheng-fen-184","steps":[{"skill":"special","at":3,"action":{"type":"play","cards":["D5","S10","CK"]},"wins":true},{"skill":"run","at":7,"action":{"type":"play","cards":["S9","H9","H10","D10","SJ","CJ"]},"wins":true},{"skill":"pass","at":23,"action":{"type":"pass"},"wins":false}]},
};
