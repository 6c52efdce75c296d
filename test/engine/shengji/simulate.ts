/**
 * Shared by the simulation tests: bots play whole hands of every Shengji preset at every player count it
 * allows, and the invariants of the game are checked after every step.
 */
import { describe, expect, it } from "vitest";
import { type Card, makeDeck, points } from "../../../src/engine/cards";
import { drive } from "../../../src/engine/driver";
import { createGame } from "../../../src/engine/game";
import { PRESET_INFO, type ShengjiPreset } from "../../../src/engine/presets";
import { planFor } from "../../../src/engine/shengji/deal";
import type { ShengjiState } from "../../../src/engine/shengji/state";

const HANDS = Number(process.env.SIM_HANDS ?? 200);

function sorted(cards: readonly Card[]): string {
  return [...cards].sort().join(" ");
}

/** Every card of the deck is somewhere, exactly once. */
function cardsOf(s: ShengjiState): Card[] {
  const out: Card[] = [...s.stock, ...s.buried];
  for (const h of s.hands) out.push(...h);
  for (const t of s.tricks) for (const p of t.plays) out.push(...p.cards);
  for (const p of s.trick?.plays ?? []) out.push(...p.cards);
  return out;
}

function checkInvariants(s: ShengjiState, deck: string) {
  if (s.phase !== "scored" && s.phase !== "over") expect(sorted(cardsOf(s))).toBe(deck);
  if (s.phase === "playing" && s.trick && s.trick.plays.length === 0) {
    const sizes = new Set(s.hands.map((h) => h.length));
    expect(sizes.size).toBe(1);
  }
}

function checkResult(before: ShengjiState, after: ShengjiState) {
  const r = after.results[after.results.length - 1];
  if (!r) throw new Error("no result");
  const packs = planFor(after.rules, after.players).deck.packs;
  // All card points are in the trick piles or the kitty.
  const trickTotal = before.won.reduce((a, b) => a + b, 0) + (before.trick?.points ?? 0);
  expect(after.tricks.reduce((a, t) => a + (t.points ?? 0), 0) + points(after.buried)).toBe(100 * packs);
  expect(r.trickPoints).toBeLessThanOrEqual(100 * packs);
  expect(trickTotal).toBeGreaterThanOrEqual(0);
  expect(r.catcherPoints).toBe(Math.max(0, r.trickPoints + r.kittyPoints + r.penaltyPoints));
  if (r.kittyPoints > 0) expect(r.kittyPoints).toBe(points(after.buried) * r.kittyMultiplier);
  // Levels move only by the result: winners up by the levels won, everyone else unchanged.
  const winners = r.winner === "makers" ? r.makers : r.winner === "catchers" ? after.seats.map((_, i) => i).filter((i) => !r.makers.includes(i)) : [];
  r.before.forEach((b, i) => {
    const a = r.after[i] as { level: number; active: boolean };
    if (!winners.includes(i)) {
      expect(a.level).toBe(b.level);
    } else if (after.rules.scoring === "active-passive") {
      expect(a.active).toBe(true);
      expect(a.level - b.level).toBeLessThanOrEqual(r.levels - (b.active ? 0 : 1));
    } else if (after.rules.gameEnd !== "defend-ace") {
      expect(a.level - b.level).toBe(r.levels);
    }
  });
}

/** Bots play HANDS hands of each preset at every player count it allows. */
export function simulate(presets: readonly ShengjiPreset[]) {
  describe("bots play whole hands", () => {
    for (const preset of presets) {
      for (const players of PRESET_INFO[preset].players) {
        it(`${preset} with ${players} players: ${HANDS} hands`, () => {

          let hands = 0;
          let games = 0;
          let finished = 0;
          while (hands < HANDS) {
            const seed = `sim-${preset}-${players}-${games++}`;
            const game = createGame(preset, seed, players);
            if (game.game !== "shengji") throw new Error("not shengji");
            const deck = sorted(makeDeck(planFor(game.rules, players).deck));
            const result = drive(game, {
              maxHands: HANDS - hands,
              dealAtOnce: games % 2 === 0,
              onStep: (before, _actor, _action, after) => {
                if (after.game !== "shengji" || before.game !== "shengji") return;
                // Conservation is checked whenever cards move between places: phase changes and tricks.
                if (after.phase !== before.phase || after.tricks.length !== before.tricks.length || after.trick?.plays.length === 0) {
                  checkInvariants(after, deck);
                }
                if (after.results.length > before.results.length) checkResult(before, after);
              },
            });
            hands += result.hands;
            if (result.state.phase === "over") finished++;
          }
          expect(hands).toBeGreaterThanOrEqual(HANDS);
          // Games do end: with this many hands, at least one game runs to its end.
          if (HANDS >= 100) expect(finished).toBeGreaterThan(0);
        }, 600_000);
      }
    }
  });
}
