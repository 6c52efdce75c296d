/**
 * Completed hands replay from what history keeps of them (replay.ts): each
 * hand's published key and its own actions give the very states the table
 * went through, without the game's secret; and they cannot deal the hand
 * after them.
 */
import { describe, expect, it } from "vitest";
import { type GameState, applyAction, awaiting, botAction, createGame, legalActions, viewFor } from "../../src/engine";
import type { LogEntry } from "../../src/engine/log";
import { handKey } from "../../src/engine/random";
import { type HandLog, replayHands } from "../../src/engine/replay";

const SECRET = "3c".repeat(32);

const handsDone = (s: GameState) => (s.game === "shengji" ? s.results.length : (s.lastDeal?.deal ?? 0));

/** As the table paces a game of bots: a bot's move (a bid before the next card), else the table's step, else a first legal move. */
function nextMove(s: GameState): { actor: LogEntry["actor"]; action: LogEntry["action"] } | null {
  // Bids are open to every seat while the cards are dealt: each bot is asked, as the table asks them.
  for (const seat of [...awaiting(s), ...Array(s.players).keys()]) {
    const action = botAction(viewFor(s, seat), seat);
    if (action && applyAction(s, seat, action).ok) return { actor: seat, action: action as LogEntry["action"] };
  }
  const table = legalActions(s, "table")[0];
  if (table) return { actor: "table", action: table as LogEntry["action"] };
  for (const seat of awaiting(s)) {
    const action = legalActions(s, seat)[0];
    if (action) return { actor: seat, action: action as LogEntry["action"] };
  }
  return null;
}

/** Plays bots' moves until `hands` hands have ended; returns each hand's log and the state at its end. */
function play(preset: string, players: number, hands: number): { logs: HandLog[]; ends: GameState[] } {
  let s = createGame(preset, SECRET, players);
  const logs: HandLog[] = [];
  const ends: GameState[] = [];
  let current: LogEntry[] = [];
  for (let i = 0; i < 20_000 && logs.length < hands; i++) {
    const move = nextMove(s);
    if (!move) throw new Error("nobody can act");
    const { actor, action } = move;
    const step = applyAction(s, actor, action);
    if (!step.ok) throw new Error(step.error.message);
    const before = handsDone(s);
    s = step.state;
    current.push({ actor, action });
    if (handsDone(s) > before) {
      logs.push({ key: handKey(SECRET, logs.length), actions: current });
      ends.push(s);
      current = [];
    }
  }
  return { logs, ends };
}

describe("replaying completed hands from their keys", () => {
  it.each([
    ["tractor-classic", 4],
    ["zpy-online", 5],
    ["zheng-fen", 3],
  ] as const)("%s with %i players: two hands replay to the states the table reached, and go no further", (preset, players) => {
    const { logs, ends } = play(preset, players, 2);
    expect(logs).toHaveLength(2);
    const replayed = replayHands({ preset, options: {} }, players, logs);
    expect(replayed).toHaveLength(2);
    replayed.forEach((h, k) => {
      expect(h.states).toHaveLength((logs[k] as HandLog).actions.length + 1);
      const end = h.states.at(-1) as GameState;
      expect(end).toEqual({ ...(ends[k] as GameState), seed: end.seed });
      // The seed the replay ran on holds the published keys only.
      expect(end.seed).not.toContain(SECRET);
    });
    // Hand 1 starts where hand 0 ended.
    expect(replayed[1]?.states[0]).toBe(replayed[0]?.states.at(-1));
    // Only the first hand asked for: the same states.
    const first = replayHands({ preset, options: {} }, players, logs, 0);
    expect(first).toHaveLength(1);
    expect({ ...(first[0]?.states.at(-1) as GameState), seed: "" }).toEqual({ ...(replayed[0]?.states.at(-1) as GameState), seed: "" });
    // The keys of two hands cannot deal a third.
    const last = replayed[1]?.states.at(-1) as GameState;
    expect(() => {
      let s = last;
      for (let i = 0; i < 50; i++) {
        const move = nextMove(s);
        if (!move) return;
        const step = applyAction(s, move.actor, move.action);
        if (!step.ok) return;
        s = step.state;
      }
    }).toThrow(/key of hand 2/);
  });

  it("an action that no longer applies is an error, not a state to show", () => {
    const { logs } = play("tractor-classic", 4, 1);
    const doctored: HandLog[] = [{ key: (logs[0] as HandLog).key, actions: [...(logs[0] as HandLog).actions].reverse() }];
    expect(() => replayHands({ preset: "tractor-classic", options: {} }, 4, doctored)).toThrow(/does not replay/);
  });
});
