/**
 * The generator against brute force: on hands small enough to try every
 * subset, every generated play is accepted, and every accepted play has a
 * generated play of the same category and shape (same real ranks, same
 * number of jokers) that is exactly as strong as the strongest accepted play
 * of that shape. On full hands, every generated play is accepted.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardOf, codeOf, makeDeck } from "../../../src/engine/cards";
import { candidates, CATEGORY_CAP } from "../../../src/engine/zhengfen/candidates";
import type { Candidate } from "../../../src/engine/zhengfen/candidates";
import { beats, readings } from "../../../src/engine/zhengfen/combos";
import type { ZhengFenCategory, ZhengFenPattern } from "../../../src/engine/zhengfen/combos";
import { judgePlay } from "../../../src/engine/zhengfen/judge";
import { playActions } from "../../../src/engine/zhengfen/legal";
import { ZF_RANK } from "../../../src/engine/zhengfen/ranks";
import { rngFor, shuffled } from "../../../src/engine/random";

const codes = (text: string): number[] => text.split(/\s+/).filter(Boolean).map((c) => codeOf(c) as number);

/** Category + real ranks + joker count (+ the rank for singles and specials, whose shapes do not fix it). */
function shapeKey(cards: readonly number[], category: ZhengFenCategory, rank: number): string {
  const real = cards.map((c) => ZF_RANK[c] as number).filter((r) => r <= 15).sort((a, b) => a - b);
  const jokers = cards.length - real.length;
  const extra = category === "A" || category === "J" ? `|${rank}` : "";
  return `${category}|${real.join(",")}|${jokers}${extra}`;
}

/** Every distinct sub-multiset of a hand (as codes). */
function subsets(hand: readonly number[]): number[][] {
  const counts = new Map<number, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const entries = [...counts.entries()];
  const out: number[][] = [];
  const walk = (i: number, acc: number[]): void => {
    if (i === entries.length) {
      if (acc.length > 0) out.push(acc.slice());
      return;
    }
    const [code, n] = entries[i] as [number, number];
    for (let k = 0; k <= n; k++) {
      for (let j = 0; j < k; j++) acc.push(code);
      walk(i + 1, acc);
      for (let j = 0; j < k; j++) acc.pop();
    }
  };
  walk(0, []);
  return out;
}

const stronger = (a: ZhengFenPattern, b: ZhengFenPattern): number => a.rank - b.rank || a.length - b.length;

/** Checks the generator for one hand and lead against every subset of the hand. */
function checkAgainstBruteForce(hand: readonly number[], lead: ZhengFenPattern | null): void {
  // Accepted plays, strongest per shape.
  const accepted = new Map<string, ZhengFenPattern>();
  for (const s of subsets(hand)) {
    const tries: (ZhengFenCategory | undefined)[] = [undefined, ...readings(s).map((p) => p.category)];
    for (const as of tries) {
      const j = judgePlay(hand, lead, s, as);
      if (!j.ok) continue;
      const key = shapeKey(s, j.pattern.category, j.pattern.rank);
      const seen = accepted.get(key);
      if (seen === undefined || stronger(j.pattern, seen) > 0) accepted.set(key, j.pattern);
    }
  }
  const generated = candidates(hand, lead);
  const byKey = new Map<string, Candidate>();
  for (const c of generated) {
    const key = shapeKey(c.codes, c.category, c.rank);
    expect(byKey.has(key), `two candidates of shape ${key}`).toBe(false);
    byKey.set(key, c);
    const best = accepted.get(key);
    expect(best, `generated ${c.codes.map(cardOf).join(" ")} as ${c.category} is not accepted`).toBeDefined();
    expect({ rank: c.rank, length: c.length }).toEqual({ rank: best?.rank, length: best?.length });
  }
  for (const [key, p] of accepted) {
    expect(byKey.has(key), `accepted shape ${key} (${p.category} ${p.rank}) was not generated from ${hand.map(cardOf).join(" ")}`).toBe(true);
  }
  // The actions built from the candidates are accepted and mean the same pattern.
  const actions = playActions(hand, lead);
  expect(actions.length).toBe(generated.length);
  actions.forEach((a, i) => {
    if (a.type !== "play") throw new Error("not a play");
    const j = judgePlay(hand, lead, a.cards.map((c) => codeOf(c) as number), a.as);
    const c = generated[i] as Candidate;
    expect(j.ok && { category: j.pattern.category, rank: j.pattern.rank, length: j.pattern.length }).toEqual({
      category: c.category,
      rank: c.rank,
      length: c.length,
    });
  });
}

/** Card pools that make combinations likely on small hands (two packs: a card may repeat). */
const POOLS: Record<string, string[]> = {
  low: makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }).filter((c) => /^[SHDC][3-8]$|^[BL]J$/.test(c)),
  high: makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }).filter((c) => /^[SHDC](10|J|Q|K|A|2)$|^[BL]J$/.test(c)),
  counting: makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }).filter((c) => /^[SHDC](3|5|10|K|2)$|^[BL]J$/.test(c)),
  all: makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }),
};

const handFrom = (pool: string[], max: number): fc.Arbitrary<number[]> =>
  fc
    .array(fc.constantFrom(...pool), { minLength: 1, maxLength: max })
    .map((cards) => cards.map((c) => codeOf(c) as number))
    .filter((h) => {
      const n = new Map<number, number>();
      for (const c of h) n.set(c, (n.get(c) ?? 0) + 1);
      return [...n.values()].every((k) => k <= 2); // at most two packs
    });

describe("candidates: complete and sound against brute force", () => {
  it.each(Object.keys(POOLS))("leading, pool %s", (name) => {
    const pool = POOLS[name] as string[];
    fc.assert(
      fc.property(handFrom(pool, 10), (hand) => checkAgainstBruteForce(hand, null)),
      { numRuns: 150, seed: 2002 },
    );
  });
  it.each(Object.keys(POOLS))("following, pool %s", (name) => {
    const pool = POOLS[name] as string[];
    fc.assert(
      fc.property(handFrom(pool, 10), handFrom(pool, 10), fc.nat(), (hand, other, pick) => {
        const leads = candidates(other, null);
        const lead = leads[pick % leads.length] as Candidate;
        checkAgainstBruteForce(hand, { category: lead.category, rank: lead.rank, length: lead.length });
      }),
      { numRuns: 150, seed: 2003 },
    );
  });
  it.each([
    ["a suit run with both jokers", "S3 S4 S5 S6 S7 LJ BJ H3 H4 D5", null],
    ["specials and 2s", "S5 S10 SK H5 H10 HK D2 S2 H2 C2", null],
    ["full houses with a three", "S3 H9 D9 C9 LJ S5 SK DA D2", null],
    ["runs of pairs over K-A-2", "SK HK SA HA S2 H2 LJ S3 H3", null],
    ["jokers below A-A-2-2 (a run ending at the 2)", "SA HA S2 H2 LJ BJ DQ", null],
    ["jokers below a suit run ending at the 2", "SK SA S2 LJ BJ H3 D3", null],
    ["triples run", "S7 H7 D7 S8 H8 S9 H9 D9 BJ LJ", null],
    ["following a full house", "S3 H9 D9 C9 LJ S5 SK DA D2", { category: "H", rank: 8, length: 5 }],
    ["following a sequence of pairs", "S4 H4 S5 H5 S6 H6 S7 LJ BJ", { category: "E", rank: 6, length: 6 }],
    ["following a suit sequence", "H8 H9 H10 HJ HQ LJ HK", { category: "I", rank: 12, length: 5 }],
    ["following a special", "S5 S10 SK H5 H10 HK D2 S2 H2 C2", { category: "J", rank: 1, length: 3 }],
  ] as const)("%s", (_name, hand, lead) => {
    checkAgainstBruteForce(codes(hand), lead);
  });
});

describe("candidates: sound on full hands", () => {
  it("every candidate of an 18-card hand is accepted, leading or following", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(), (seed, pick) => {
        const deck = shuffled(makeDeck({ packs: 1, bigJokers: 1, littleJokers: 1 }), rngFor(seed, "test"));
        const hand = deck.slice(0, 18).map((c) => codeOf(c) as number);
        const other = deck.slice(18, 36).map((c) => codeOf(c) as number);
        const leads = candidates(other, null);
        const lead = leads[pick % leads.length] as Candidate;
        for (const l of [null, lead]) {
          for (const c of candidates(hand, l)) {
            const j = judgePlay(hand, l, c.codes, l === null ? c.category : undefined);
            expect(j.ok).toBe(true);
            if (j.ok) expect(j.pattern.rank).toBe(c.rank);
            if (l !== null) expect(beats(c, l)).toBe(true);
          }
        }
      }),
      { numRuns: 200, seed: 2004 },
    );
  });
});

describe("candidates: bounded with many packs", () => {
  it("a 54-card hand of three packs gets a bounded list, every play of it accepted", () => {
    for (let i = 0; i < 10; i++) {
      const deck = shuffled(makeDeck({ packs: 3, bigJokers: 3, littleJokers: 3 }), rngFor(`three-${i}`, "test"));
      const hand = deck.slice(0, 54).map((c) => codeOf(c) as number);
      const list = playActions(hand, null);
      expect(list.length).toBeLessThanOrEqual(10 * CATEGORY_CAP);
      for (const a of list) {
        if (a.type !== "play") continue;
        expect(judgePlay(hand, null, a.cards.map((c) => codeOf(c) as number), a.as).ok).toBe(true);
      }
    }
  });
});
