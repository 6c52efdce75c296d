/**
 * "Is any card private now" is a rule of the engine (privateNow), not a
 * search through views: the table asks it on every sit, leave, reconnect
 * and every view after a game ends. The oracle here is what the views say
 * (a seat has a secret when its view shows some card more often than a
 * spectator's does, viewFor being the only place hidden information is
 * decided): the two must agree on every step of games of every preset.
 */
import { describe, expect, it } from "vitest";
import { type GameState, PRESET_INFO, type PresetName, createGame, privateNow, viewFor } from "../../src/engine";
import { isCard } from "../../src/engine/cards";
import { drive } from "../../src/engine/driver";

function cardCounts(x: unknown, out: Map<string, number> = new Map()): Map<string, number> {
  if (typeof x === "string") {
    if (isCard(x)) out.set(x, (out.get(x) ?? 0) + 1);
  } else if (Array.isArray(x)) {
    for (const y of x) cardCounts(y, out);
  } else if (x !== null && typeof x === "object") {
    for (const y of Object.values(x)) cardCounts(y, out);
  }
  return out;
}

function privateByViews(state: GameState): boolean {
  const everyone = cardCounts(viewFor(state, "spectator"));
  for (let seat = 0; seat < state.players; seat++) {
    for (const [card, n] of cardCounts(viewFor(state, seat))) if (n > (everyone.get(card) ?? 0)) return true;
  }
  return false;
}

describe("privateNow agrees with the views", () => {
  for (const preset of Object.keys(PRESET_INFO) as PresetName[]) {
    const counts = PRESET_INFO[preset].players;
    for (const players of [counts[0] as number, counts[counts.length - 1] as number]) {
      it(`${preset} for ${players}: every step of two hands`, () => {
        let checked = 0;
        let secret = 0;
        const check = (s: GameState) => {
          const rule = privateNow(s);
          expect(rule).toBe(privateByViews(s));
          checked++;
          if (rule) secret++;
        };
        const start = createGame(preset, `private-${preset}-${players}`, players);
        check(start);
        drive(start, { maxHands: 2, onStep: (_b, _a, _x, after) => check(after) });
        // Both answers occur: the check is not vacuous.
        expect(secret).toBeGreaterThan(0);
        expect(checked - secret).toBeGreaterThan(0);
      });
    }
  }
});
