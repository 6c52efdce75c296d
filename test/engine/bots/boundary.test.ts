/**
 * A bot sees what its seat may know and nothing else.
 * - In the code: their input type is a view plus a public history, and a
 *   state is not one (checked by the compiler); test/layout/bots.test.ts
 *   checks that the bot modules import no module that holds or builds a
 *   game state and name no state type.
 * - At run time: two states that differ only in cards the seat may not see
 *   (other hands, the undealt stock, a kitty it has not seen) give the bot
 *   the same input and the same move.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { type GameState, botMove, createGame } from "../../../src/engine";
import { shengjiBotInput, zhengFenBotInput } from "../../../src/engine/bot-input";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import { type StrongInput, strongShengji } from "../../../src/engine/shengji/strong";
import type { ZhengFenState } from "../../../src/engine/zhengfen/state";
import { type ZhengFenStrongInput, strongZhengFen } from "../../../src/engine/zhengfen/strong";
import { type BotStep, driveLevels } from "./drive";

describe("a bot cannot be given a game state", () => {
  it("the input types are a view and a public history, and a state is neither (compile time)", () => {
    expectTypeOf<keyof StrongInput>().toEqualTypeOf<"view" | "history">();
    expectTypeOf<keyof ZhengFenStrongInput>().toEqualTypeOf<"view" | "history">();
    expectTypeOf<ShengjiState>().not.toMatchTypeOf<StrongInput>();
    expectTypeOf<ZhengFenState>().not.toMatchTypeOf<ZhengFenStrongInput>();
    expectTypeOf<GameState>().not.toMatchTypeOf<StrongInput>();
    const check = (s: ShengjiState, z: ZhengFenState) => {
      // @ts-expect-error a state is not a bot's input
      strongShengji(s, "k");
      // @ts-expect-error a state is not a bot's input
      strongZhengFen(z, "k");
    };
    expect(typeof check).toBe("function");
  });
});

/** Swaps one card between two other seats' hands (cards that differ), or null if there is no such pair. */
function swapHidden<T extends { hands: readonly (readonly string[])[] }>(s: T, seat: number, extra: (keyof T)[] = []): T | null {
  const others = s.hands.map((_, i) => i).filter((i) => i !== seat && (s.hands[i]?.length ?? 0) > 0);
  for (const a of others) {
    for (const b of others) {
      if (a >= b) continue;
      const ha = s.hands[a] as readonly string[];
      const hb = s.hands[b] as readonly string[];
      const ca = ha.find((c) => !hb.includes(c));
      const cb = hb.find((c) => !ha.includes(c));
      if (ca === undefined || cb === undefined) continue;
      const hands = s.hands.map((h, i) => (i === a ? h.map((c) => (c === ca ? cb : c)) : i === b ? h.map((c) => (c === cb ? ca : c)) : h));
      const out = { ...s, hands } as T;
      // Hidden piles (stock, kitty) reversed: same cards, other order.
      for (const k of extra) if (Array.isArray(out[k])) (out as Record<keyof T, unknown>)[k] = [...(out[k] as unknown[])].reverse();
      return out;
    }
  }
  return null;
}

describe("states a seat cannot tell apart give its bot the same input and move", () => {
  function positions(game: GameState, seed: string, chaos: number): BotStep[] {
    const out: BotStep[] = [];
    driveLevels(game, seed, { hands: 1, chaos, levels: ["strong", "basic"], onBot: (step) => out.push(step) });
    return out;
  }

  it.each([
    ["tractor-classic", 4],
    ["zpy-80", 6],
    ["zpy-online", 5],
    ["zpy-pagat", 12],
  ] as const)("%s with %i players", (preset, players) => {
    let compared = 0;
    for (const step of positions(createGame(preset, `boundary-${preset}`, players), `boundary-${preset}`, 0.1)) {
      const s = step.before;
      if (s.game !== "shengji") continue;
      // The kitty is hidden from everyone but the maker until the hand is over; the stock from all.
      const hiddenPiles: (keyof ShengjiState)[] = s.maker === step.seat ? ["stock"] : ["stock", "kitty", "buried"];
      const twin = swapHidden(s, step.seat, hiddenPiles);
      if (twin === null) continue;
      expect(twin).not.toEqual(s);
      expect(shengjiBotInput(twin, step.seat)).toEqual(shengjiBotInput(s, step.seat));
      expect(botMove(twin, step.seat, "strong", "k")).toEqual(botMove(s, step.seat, "strong", "k"));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  }, 60_000);

  it("zheng-fen with 4 players", () => {
    let compared = 0;
    for (const step of positions(createGame("zheng-fen", "boundary-zf", 4), "boundary-zf", 0.1)) {
      const s = step.before;
      if (s.game !== "zheng-fen") continue;
      const twin = swapHidden(s, step.seat);
      if (twin === null) continue;
      expect(zhengFenBotInput(twin, step.seat)).toEqual(zhengFenBotInput(s, step.seat));
      expect(botMove(twin, step.seat, "strong", "k")).toEqual(botMove(s, step.seat, "strong", "k"));
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });

  it("the input holds no card of another hand beyond what was played", () => {
    // Every card of the input is in the seat's hand or was shown on the table.
    const s = createGame("zpy-pagat", "boundary-cards", 6);
    let checked = 0;
    driveLevels(s, "boundary-cards", {
      hands: 1,
      chaos: 0,
      levels: ["strong"],
      onBot: ({ before, seat }) => {
        if (before.game !== "shengji" || before.phase !== "playing") return;
        const input = shengjiBotInput(before, seat);
        const shown = new Map<string, number>();
        const add = (c: string) => shown.set(c, (shown.get(c) ?? 0) + 1);
        for (const c of before.hands[seat] as readonly string[]) add(c);
        for (const t of before.tricks) for (const p of t.plays) p.cards.forEach(add);
        for (const p of before.trick?.plays ?? []) p.cards.forEach(add);
        if (before.maker === seat) before.buried.forEach(add);
        for (const t of before.tricks) for (const c of t.attempted ?? []) add(c);
        for (const b of before.bids) for (let i = 0; i < b.count; i++) add(b.card);
        before.turned.forEach(add);
        const seen = new Map<string, number>();
        // Cards appear in the input as strings in card lists; count the largest list each card is in.
        const walk = (x: unknown): void => {
          if (Array.isArray(x)) {
            const counts = new Map<string, number>();
            for (const c of x) if (typeof c === "string") counts.set(c, (counts.get(c) ?? 0) + 1);
            for (const [c, n] of counts) seen.set(c, Math.max(seen.get(c) ?? 0, n));
            x.forEach(walk);
          } else if (x && typeof x === "object") Object.values(x).forEach(walk);
        };
        walk(input);
        for (const [card, n] of seen) {
          if (!/^(S|H|D|C)(10|[2-9JQKA])$|^(BJ|LJ)$/.test(card)) continue;
          expect(n, `${card} at seat ${seat}`).toBeLessThanOrEqual(shown.get(card) ?? 0);
        }
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(30);
  });
});
