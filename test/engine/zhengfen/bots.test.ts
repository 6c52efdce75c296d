/**
 * Whole games: 500 bot games at 3 to 6 players (every deal accounts for 100
 * points per pack, cards are conserved, every bot action is accepted), games
 * driven by random legal actions always end, and the bot's habits.
 */
import { describe, expect, it } from "vitest";
import { makeDeck, points } from "../../../src/engine/cards";
import type { Actor } from "../../../src/engine/types";
import { applyZhengFen, botZhengFen, createZhengFen, isZhengFenOver, legalZhengFen, viewForZhengFen } from "../../../src/engine/zhengfen";
import type { ZhengFenAction, ZhengFenState } from "../../../src/engine/zhengfen";

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

/** Every card is in exactly one place: a hand, a pile of won tricks, or the trick on the table. */
function cardsInPlay(s: ZhengFenState): string[] {
  const all: string[] = [...s.hands.flat(), ...s.caught.flat()];
  for (const e of s.trick?.entries ?? []) if (e.kind === "play") all.push(...e.cards);
  return all;
}

interface Played {
  deals: number;
  steps: number;
}

function playOut(
  seed: string,
  players: number,
  packs: number,
  choose: (s: ZhengFenState, actor: Actor) => ZhengFenAction,
  checkCards: boolean,
): Played {
  let s = createZhengFen({ packs }, seed, players);
  const pack = sorted(makeDeck({ packs, bigJokers: packs, littleJokers: packs }));
  let deals = 0;
  let steps = 0;
  while (!isZhengFenOver(s)) {
    const actor: Actor = s.phase === "deal" ? "table" : (s.turn as number);
    const action = choose(s, actor);
    const step = applyZhengFen(s, actor, action);
    if (!step.ok) throw new Error(`seat ${String(actor)} ${JSON.stringify(action)}: ${step.error.message}`);
    for (const e of step.events) {
      if (e.type !== "deal-scored") continue;
      deals++;
      // "There is a total of 100 points to be scored on each hand." (per pack)
      expect(e.points.reduce((a, b) => a + b, 0)).toBe(100 * packs);
      expect(e.points[e.last]).toBe(0); // "The player who came last will of course score nothing."
      expect(sorted(step.state.caught.flat())).toEqual(pack);
    }
    s = step.state;
    if (checkCards && s.phase === "play") expect(sorted(cardsInPlay(s))).toEqual(pack);
    steps++;
    if (steps > 200_000) throw new Error("the game does not end");
  }
  expect(Math.max(...s.scores)).toBeGreaterThanOrEqual(s.options.target);
  expect(s.scores.reduce((a, b) => a + b, 0)).toBe(100 * packs * deals);
  return { deals, steps };
}

const bot = (s: ZhengFenState, actor: Actor): ZhengFenAction =>
  actor === "table" ? (legalZhengFen(s, "table")[0] as ZhengFenAction) : botZhengFen(viewForZhengFen(s, actor), actor);

describe("bot games", () => {
  it("500 games at 3 to 6 players finish, with 100 points per deal and every card accounted for", () => {
    let deals = 0;
    for (let g = 0; g < 500; g++) deals += playOut(`bots-${g}`, 3 + (g % 4), 1, bot, g < 20).deals;
    expect(deals).toBeGreaterThan(500);
  }, 120_000);

  it("games with two and three packs account for 100 points per pack", () => {
    for (let g = 0; g < 12; g++) playOut(`packs-${g}`, 3 + (g % 4), 2 + (g % 2), bot, g < 2);
  }, 60_000);
});

describe("random legal play", () => {
  it("a game driven only by listed actions chosen at random always ends", () => {
    for (let g = 0; g < 40; g++) {
      let x = g + 1;
      const random = (s: ZhengFenState, actor: Actor): ZhengFenAction => {
        const legal = legalZhengFen(s, actor);
        x = (x * 1103515245 + 12345) % 2147483648;
        return legal[x % legal.length] as ZhengFenAction;
      };
      playOut(`random-${g}`, 3 + (g % 4), g % 10 === 9 ? 2 : 1, random, g < 5);
    }
  }, 60_000);
});

describe("the bot's habits (from its own view)", () => {
  const table = (hands: string[], extra: Partial<ZhengFenState> = {}): ZhengFenState => ({
    ...createZhengFen({}, "habits", hands.length),
    phase: "play",
    deal: 1,
    hands: hands.map((h) => h.split(" ")),
    caught: hands.map(() => []),
    turn: 0,
    trick: { leader: 0, entries: [], current: null, passes: 0 },
    ...extra,
  });
  it("leads low and keeps its special", () => {
    const s = table(["S5 S10 SK H4 D4 HQ C2", "S3", "S6"]);
    const a = botZhengFen(viewForZhengFen(s, 0), 0);
    expect(a).toEqual({ type: "play", cards: ["H4", "D4"] });
  });
  it("goes out when one play empties its hand", () => {
    const s = table(["S7 H7 D7 SQ HQ", "S3", "S6"]);
    expect(botZhengFen(viewForZhengFen(s, 0), 0)).toEqual({ type: "play", cards: ["S7", "H7", "D7", "SQ", "HQ"] });
  });
  const onTable = (cards: string[], category: "A" | "B", rank: number) => ({
    trick: {
      leader: 1,
      entries: [{ kind: "play" as const, seat: 1, cards, category, rank, length: cards.length }],
      current: { seat: 1, cards, category, rank, length: cards.length },
      passes: 0,
    },
  });
  it("fights for a trick with points, and lets a pointless one go", () => {
    const hand = "S3 H6 D9 SA HA DA C8";
    const rich = table([hand, "S4 S8", "S6 H8"], onTable(["SK", "HK"], "B", 13));
    expect(botZhengFen(viewForZhengFen(rich, 0), 0)).toMatchObject({ type: "play", cards: ["SA", "HA"] });
    const poor = table([hand, "S4 S8", "S6 H8"], onTable(["SQ", "HQ"], "B", 12));
    expect(botZhengFen(viewForZhengFen(poor, 0), 0)).toEqual({ type: "pass" });
  });
  it("spends a special only on a trick worth it", () => {
    const hand = "S5 S10 SK H3 H4";
    const rich = table([hand, "S4 S8", "S6 H8"], onTable(["DK", "CK"], "B", 13));
    expect(botZhengFen(viewForZhengFen(rich, 0), 0)).toMatchObject({ type: "play", cards: ["S5", "S10", "SK"] });
    const poor = table([hand, "S4 S8", "S6 H8"], onTable(["DQ", "CQ"], "B", 12));
    expect(botZhengFen(viewForZhengFen(poor, 0), 0)).toEqual({ type: "pass" });
  });
  it("only ever returns listed actions", () => {
    let s = createZhengFen({}, "listed", 5);
    for (let i = 0; i < 3000 && !isZhengFenOver(s); i++) {
      const actor: Actor = s.phase === "deal" ? "table" : (s.turn as number);
      const a = bot(s, actor);
      if (actor !== "table" && a.type === "play") {
        const legal = legalZhengFen(s, actor);
        expect(legal.some((l) => l.type === "play" && sorted(l.cards).join() === sorted(a.cards).join())).toBe(true);
      }
      const step = applyZhengFen(s, actor, a);
      if (!step.ok) throw new Error(step.error.message);
      s = step.state;
    }
    expect(points(s.caught.flat())).toBeGreaterThanOrEqual(0);
  });
});
