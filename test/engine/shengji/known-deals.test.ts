/**
 * The known deals of known-deals.ts deal what they say, and the bomb deal
 * plays a whole hand with a bomb that replays the same from the hand's key
 * (issue 56: the Workers-pool test plays this hand over the protocol).
 */
import { describe, expect, it } from "vitest";
import type { GameAction, GameEvent } from "../../../src/engine";
import { drive } from "../../../src/engine/driver";
import type { LogEntry } from "../../../src/engine/log";
import { handKey } from "../../../src/engine/random";
import { replayHands } from "../../../src/engine/replay";
import { planFor } from "../../../src/engine/shengji/deal";
import type { ShengjiEvent } from "../../../src/engine/shengji/events";
import { act, close, dealAll, newGame, shengji } from "./flow-support";
import { BOMB_DEAL } from "./known-deals";

describe("the bomb deal", () => {
  const start = () => newGame(BOMB_DEAL.preset, BOMB_DEAL.players, BOMB_DEAL.seed, BOMB_DEAL.options);

  it("deals seat 0 all four diamond 4s and a club 2, with four packs", () => {
    const s = dealAll(start());
    const held = s.hands[BOMB_DEAL.seat] ?? [];
    expect(held.filter((c) => c === "D4")).toHaveLength(4);
    expect(held).toContain("C2");
    expect(planFor(s.rules, s.players).deck.packs).toBe(4);
  });

  it("a hand in which seat 0 declares, leads its bomb, and bots play on: the bomb is told, wins the trick, and the hand replays the same", () => {
    const log: LogEntry[] = [];
    const events: ShengjiEvent[] = [];
    let s = start();
    const step = (actor: LogEntry["actor"], action: GameAction) => {
      const r = act(s, actor, action);
      log.push({ actor, action });
      events.push(...r.events);
      s = r.state;
    };
    step("table", { type: "draw", count: 1000 });
    step(BOMB_DEAL.seat, { type: "bid", cards: [...BOMB_DEAL.bid] });
    expect(close(s).events.find((e) => e.type === "trump")).toMatchObject({ maker: BOMB_DEAL.seat, trump: { rank: 2, suit: "C" } });
    step("table", { type: "close-bidding" });
    // Bury the cheapest cards that are not the bomb.
    const kitty = planFor(s.rules, s.players).kitty;
    const rest = (s.hands[BOMB_DEAL.seat] ?? []).filter((c) => c !== "D4");
    step(BOMB_DEAL.seat, { type: "bury", cards: rest.slice(0, kitty) });
    step(BOMB_DEAL.seat, { type: "play", cards: [...BOMB_DEAL.bomb] });
    expect(events.filter((e) => e.type === "bomb")[0]).toEqual({ type: "bomb", seat: 0, cards: BOMB_DEAL.bomb, led: true });
    const end = drive(s, {
      maxHands: 1,
      onStep: (_before, actor, action, _after, evs) => {
        log.push({ actor, action });
        events.push(...(evs as readonly GameEvent[] as readonly ShengjiEvent[]));
      },
    }).state;
    const first = events.find((e) => e.type === "trick");
    expect(first, "the first trick").toMatchObject({ winner: BOMB_DEAL.seat });
    expect(shengji(end).results).toHaveLength(1);
    const replayed = replayHands({ preset: BOMB_DEAL.preset, options: BOMB_DEAL.options }, BOMB_DEAL.players, [{ key: handKey(BOMB_DEAL.seed, 0), actions: log }]);
    const last = replayed[0]?.states.at(-1);
    expect(last && { ...last, seed: "" }).toEqual({ ...end, seed: "" });
  });
});
