/**
 * Replays the completed hands of a game from what history keeps of them:
 * each hand's key and its own action log. Hand k's deal comes from key k,
 * so hands 0..k replay from `replaySeed(keys 0..k)` without the game's
 * secret. The one function the replay page, the tests and the end-to-end
 * checks use.
 */
import { type GameEvent, type GameSetup, type GameState, applyAction, createGame } from "./game";
import type { LogEntry } from "./log";
import { replaySeed } from "./random";

/** What a replay needs of one completed hand. */
export interface HandLog {
  readonly key: string;
  readonly actions: readonly LogEntry[];
}

export interface ReplayedHand {
  /** `states[0]` is the table as the hand begins (the previous hand's end, or the new game); `states[i]` follows its i-th action. */
  readonly states: readonly GameState[];
  /** `events[i]` is what the hand's (i+1)-th action caused. */
  readonly events: readonly (readonly GameEvent[])[];
}

/**
 * Hands 0..`last` (all by default) replayed in order. Throws when an action
 * no longer applies: a record that does not replay is a bug, not a state
 * to show.
 */
export function replayHands(setup: GameSetup, players: number, hands: readonly HandLog[], last = hands.length - 1): ReplayedHand[] {
  const upTo = Math.min(last, hands.length - 1);
  if (upTo < 0) return [];
  let state = createGame(setup, replaySeed(hands.slice(0, upTo + 1).map((h) => h.key)), players);
  const out: ReplayedHand[] = [];
  for (let k = 0; k <= upTo; k++) {
    const hand = hands[k] as HandLog;
    const states: GameState[] = [state];
    const events: (readonly GameEvent[])[] = [];
    hand.actions.forEach((e, i) => {
      const step = applyAction(state, e.actor, e.action);
      if (!step.ok) throw new Error(`hand ${k}, action ${i + 1} does not replay: ${step.error.message}`);
      state = step.state;
      states.push(state);
      events.push(step.events);
    });
    out.push({ states, events });
  }
  return out;
}

/** The state at the end of hand `last` (the last completed hand by default). */
export function replayToEnd(setup: GameSetup, players: number, hands: readonly HandLog[], last = hands.length - 1): GameState | null {
  const replayed = replayHands(setup, players, hands, last).at(-1);
  return replayed ? (replayed.states.at(-1) ?? null) : null;
}
