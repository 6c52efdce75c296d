/**
 * The table encodes the part of a view every viewer shares once per move
 * and splices in each viewer's own part (src/server/table/view-frames.ts). On
 * random games of every preset and player count, after every step, each
 * viewer's frame must be exactly the frame of `viewFor` for that viewer:
 * nothing more (another seat's cards), nothing less.
 */
import { describe, expect, it } from "vitest";
import {
  type GameEvent, type GameState, type Viewer, applyAction, botAction, createGame, isOver, legalActions, ownView, sharedView, viewFor,
} from "../../src/engine";
import { PRESET_INFO, SHENGJI_PRESETS } from "../../src/engine/presets";
import { ViewFrames } from "../../src/server/table/view-frames";
import { randomDrive } from "./shengji/random-drive";
import { newGame } from "./shengji/flow-support";

function checkFrames(state: GameState, version: number, events: readonly GameEvent[], where: string): void {
  const frames = new ViewFrames(state, version, events);
  const shared = sharedView(state) as unknown as Record<string, unknown>;
  const viewers: Viewer[] = ["spectator", state.players /* no such seat */];
  for (let seat = 0; seat < state.players; seat++) viewers.push(seat);
  for (const viewer of viewers) {
    // No field is in both parts (a spliced frame would carry it twice).
    for (const key of Object.keys(ownView(state, viewer))) expect(shared, `${where}: ${key} shared`).not.toHaveProperty(key);
    const got = JSON.parse(frames.for(viewer)) as unknown;
    const want = { type: "view", version, ...(events.length > 0 ? { events } : {}), view: viewFor(state, viewer) };
    expect(got, `${where}, viewer ${String(viewer)}`).toEqual(JSON.parse(JSON.stringify(want)));
  }
}

describe("a view frame is the viewer's whole view and nothing else", () => {
  it("on random Shengji games of every preset and player count", () => {
    for (const preset of SHENGJI_PRESETS) {
      for (const players of PRESET_INFO[preset].players) {
        let version = 0;
        randomDrive(newGame(preset, players, `frames-${preset}-${players}`), `frames-${players}`, {
          maxHands: 1,
          chaos: 0.3,
          dealAtOnce: true,
          onStep: (_before, move, after, events) => {
            version++;
            // Every step at small tables; every fifth at large ones (the check is per viewer).
            if (players <= 6 || version % 5 === 0) checkFrames(after, version, events, `${preset}/${players} step ${version} (${move.action.type})`);
          },
        });
      }
    }
  }, 120_000);

  it("on random Zheng Fen games of every player count", () => {
    for (const players of PRESET_INFO["zheng-fen"].players) {
      let s = createGame("zheng-fen", `frames-zf-${players}`, players);
      for (let version = 1; version <= 400 && !isOver(s); version++) {
        let step = null;
        for (let seat = 0; seat < players && !step; seat++) {
          const a = botAction(viewFor(s, seat), seat);
          if (a) step = applyAction(s, seat, a);
        }
        if (!step) {
          const a = legalActions(s, "table")[0];
          if (!a) break;
          step = applyAction(s, "table", a);
        }
        if (!step.ok) throw new Error(`zheng-fen/${players}: a bot's move was refused: ${step.error.message}`);
        s = step.state;
        checkFrames(s, version, step.events, `zheng-fen/${players} step ${version}`);
      }
    }
  }, 120_000);

  it("the check itself catches a frame that carries another seat's cards", () => {
    const s = newGame("tractor-classic", 4, "frames-doctored");
    let dealt: GameState = s;
    randomDrive(s, "doctored", { maxHands: 1, chaos: 0, dealAtOnce: true, onStep: (_b, _m, after) => {
      if (after.phase === "playing" && dealt.phase !== "playing") dealt = after;
    } });
    const frames = new ViewFrames(dealt, 1);
    const wrong = JSON.parse(frames.for(1)) as { view: unknown };
    expect(wrong.view).not.toEqual(JSON.parse(JSON.stringify(viewFor(dealt, 0))));
    expect(wrong.view).toEqual(JSON.parse(JSON.stringify(viewFor(dealt, 1))));
  });
});
