import { describe, expect, it } from "vitest";
import { drive } from "../../src/engine/driver";
import { type GameState, applyAction, createGame } from "../../src/engine/game";
import { type LogEntry, decodeEntry, decodeLog, encodeLog } from "../../src/engine/log";

function play(preset: string, players: number, seed: string, maxHands: number) {
  const entries: LogEntry[] = [];
  const start = createGame(preset, seed, players);
  const r = drive(start, { maxHands, onStep: (_b, actor, action) => entries.push({ actor, action }) });
  return { start, end: r.state, entries };
}

function replay(start: GameState, entries: readonly LogEntry[]): GameState {
  let s = start;
  for (const e of entries) {
    const step = applyAction(s, e.actor, e.action);
    if (!step.ok) throw new Error(step.error.message);
    s = step.state;
  }
  return s;
}

describe("the compact action log", () => {
  it.each([
    ["zpy-pagat", 6],
    ["zpy-80", 4],
    ["shengji-online", 4],
    ["zheng-fen", 4],
  ] as const)("round-trips a %s game of %i and replays it to the same state", (preset, players) => {
    const { start, end, entries } = play(preset, players, `log-${preset}`, 2);
    const text = encodeLog(entries);
    expect(decodeLog(text)).toEqual(entries);
    expect(replay(createGame(preset, `log-${preset}`, players), decodeLog(text))).toEqual(end);
    expect(replay(start, entries)).toEqual(end);
    // A few bytes per action.
    expect(text.length / entries.length).toBeLessThan(16);
  });
  it("refuses what is not an entry", () => {
    for (const bad of ["", "zz", "3q:S2", "3k:SA", "t"]) expect(() => decodeEntry(bad)).toThrow();
  });
});
