/**
 * The table's own steps over every Shengji preset and player count, on a
 * simulated clock (test/table/simulate.ts). Issue 25, item 1: with every
 * seat a bot or away, the bidding used to close before any bot was asked,
 * so the deal repeated in a hot loop. Now:
 * - a table whose seats are all bots or away reaches its first trick within
 *   a bound of versions (one deal, its bids, kitty and calls), with `bidMs`
 *   0 and with the defaults;
 * - whatever the seats and the pace, the table deals again after nobody bid
 *   only NO_BID_CLOSE_MS or more after the last change, and a person who is
 *   awaited and present is never moved for without a clock.
 * Issue 27: every table has a clock unless its host turns it off; a person
 * present is moved for only once their move's clock (twice as long to bury
 * or call) and their time bank have run out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameState, awaiting } from "../../src/engine";
import { PRESET_INFO, type PresetName } from "../../src/engine/presets";
import { DEFAULT_PACE, NO_BID_CLOSE_MS, type Pace, type SeatPace, moveClockMs, nextStep, paceOf } from "../../src/server/pace/pacing";
import { firstTrick, newGame, runTable } from "./simulate";

const SHENGJI = (Object.keys(PRESET_INFO) as PresetName[]).filter((p) => p !== "zheng-fen");

/** Cards a deal hands out: each step of a card-by-card deal is one version. */
function cardsDealt(s: GameState): number {
  return s.game === "shengji" ? s.hands.reduce((n, h) => n + h.length, 0) + s.stock.length : 0;
}

const bot: SeatPace = { bot: true, awaySince: null };
const away: SeatPace = { bot: false, awaySince: 0 };

describe("a table of bots and away players reaches its first trick", () => {
  const paces: [string, Pace][] = [
    ["the defaults", DEFAULT_PACE],
    ["bidMs 0", paceOf({ bidMs: 0 })],
    ["bidMs 0, dealMs 0", paceOf({ bidMs: 0, dealMs: 0 })],
    ["everything at once", paceOf({ bidMs: 0, dealMs: 0, botDelayMs: 0 })],
  ];
  for (const preset of SHENGJI) {
    for (const players of PRESET_INFO[preset].players) {
      it(`${preset} for ${players}`, () => {
        for (const [name, pace] of paces) {
          // Every seat a bot; a host gone (seat 0 away); every seat away (stand-ins bid after the grace period).
          const mixes: [string, SeatPace[]][] = [
            ["bots", Array.from({ length: players }, () => bot)],
            ["host away", Array.from({ length: players }, (_, i) => (i === 0 ? away : bot))],
            ["all away", Array.from({ length: players }, () => away)],
          ];
          for (const [mix, seats] of mixes) {
            const start = newGame(preset, players, `${preset}-${players}-${name}-${mix}`);
            // One deal card by card, a few bids, the kitty, the calls, the lead: twice that is already a second deal.
            const bound = 2 * cardsDealt(start);
            const run = runTable(start, seats, pace, { until: firstTrick, maxVersions: bound, seed: `${preset}:${name}:${mix}` });
            expect(run.stop, `${name}, ${mix}: ${run.versions} versions, ${run.deals} deals`).toBe("until");
          }
        }
      });
    }
  }
});

/** Random seats (bots, people present, people away since some moment) and a random pace. */
const seatArb = fc.oneof(
  fc.constant<SeatPace>(bot),
  fc.constant<SeatPace>({ bot: false, awaySince: null }),
  fc.integer({ min: 0, max: 30_000 }).map((t): SeatPace => ({ bot: false, awaySince: t })),
);
const paceArb = fc.record({
  dealMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })),
  bidMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6_000 })),
  botDelayMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000 })),
});
const tableArb = fc
  .record({ preset: fc.constantFrom(...SHENGJI), pick: fc.nat(), seed: fc.string({ maxLength: 6 }), pace: paceArb })
  .chain(({ preset, pick, seed, pace }) => {
    const counts = PRESET_INFO[preset].players;
    const players = counts[pick % counts.length] as number;
    return fc.record({
      preset: fc.constant(preset),
      players: fc.constant(players),
      seed: fc.constant(seed),
      pace: fc.constant(pace),
      seats: fc.array(seatArb, { minLength: players, maxLength: players }),
    });
  });

describe("the table never deals in a loop, whatever its seats and pace", () => {
  it("deals again at most once a NO_BID_CLOSE_MS; never moves for a person present; reaches a trick when nobody is present", () => {
    fc.assert(
      fc.property(tableArb, ({ preset, players, seed, pace, seats }) => {
        // No clock here: what is checked is that nothing else moves for a person present.
        const p = paceOf({ ...pace, turnSeconds: 0 });
        // People present never bid or move, so the run is bounded in simulated time: two deals card by card (a
        // 12-player deal is 320 cards, over two minutes at 400 ms a card) and two minutes beyond.
        const start = newGame(preset, players, seed);
        const untilMs = 2 * cardsDealt(start) * p.dealMs + 120_000;
        const run = runTable(start, seats, p, { until: firstTrick, maxVersions: 20_000, seed, untilMs });
        expect(run.stop).not.toBe("versions");
        // A deal that nobody bid on is dealt again only NO_BID_CLOSE_MS or more after the one before.
        let prev = 0;
        for (const at of run.redealsAt) {
          expect(at - prev).toBeGreaterThanOrEqual(NO_BID_CLOSE_MS);
          prev = at;
        }
        // Without a clock, nothing is played or bid for a person who is there.
        for (const m of run.moves) {
          if (typeof m.actor === "number") expect(seats[m.actor]?.bot || seats[m.actor]?.awaySince !== null, `${m.why} for seat ${m.actor}`).toBe(true);
        }
        if (run.stop === "waits") {
          // The table waits only for a person who is there (nothing of its own is due).
          expect(nextStep(run.state, seats, p, run.at)).toBeNull();
          for (const seat of awaiting(run.state)) expect(seats[seat]?.bot === false && seats[seat]?.awaySince === null).toBe(true);
        }
        // Nobody present: it got to the first trick within that time.
        if (seats.every((s) => s.bot || s.awaySince !== null)) expect(run.stop).toBe("until");
      }),
      { numRuns: 120 },
    );
  });
});

describe("the turn clock moves for a person present only once their clock and bank have run out", () => {
  it("whatever the clock (the default, one the host set, none), the seats and the pace", () => {
    const clockArb = fc.oneof(fc.constant(undefined), fc.constant(0), fc.integer({ min: 1, max: 60 }));
    fc.assert(
      fc.property(tableArb, clockArb, fc.integer({ min: 0, max: 60_000 }), ({ preset, players, seed, pace, seats }, turnSeconds, bankMs) => {
        const p = paceOf({ ...pace, ...(turnSeconds !== undefined ? { turnSeconds } : {}) });
        expect(p.turnSeconds).toBe(turnSeconds ?? 45);
        const banked = seats.map((s) => (s.bot ? s : { ...s, bankMs }));
        // To the end of the first trick: every seat is awaited at least once (unless the time runs out first).
        const run = runTable(newGame(preset, players, seed), banked, p, {
          // Five simulated minutes: a deal nobody bids on is dealt again (at most once a NO_BID_CLOSE_MS, card by card).
          until: (s) => s.game === "shengji" && s.tricks.length > 0, maxVersions: 60_000, seed, untilMs: 5 * 60_000,
        });
        expect(run.stop).not.toBe("versions");
        for (const m of run.moves) {
          if (typeof m.actor !== "number" || seats[m.actor]?.bot || seats[m.actor]?.awaySince !== null) continue;
          expect(m.why, `a ${m.why} move for seat ${m.actor}, who is there`).toBe("clock");
          expect(p.turnSeconds).toBeGreaterThan(0);
          expect(m.waited).toBe(moveClockMs(m.before, p.turnSeconds) + bankMs);
        }
        // With a clock the table never waits for anyone: it gets to the end of the first trick (or runs out of simulated time).
        if (p.turnSeconds > 0) expect(run.stop).not.toBe("waits");
      }),
      { numRuns: 60 },
    );
  });
});
