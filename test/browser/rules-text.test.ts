/**
 * The rules in words (web/src/rules): every preset and every value of every
 * option yields text in English and in Chinese; an option's words change
 * when its value does (fast-check over whole sets of options); the worked
 * examples follow the table's options as the seeds say they should. Node
 * only: no browser.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRESETS, PRESET_RULES, SHENGJI_PRESETS } from "../../src/engine/presets";
import { playerCounts } from "../../src/engine/shengji/deal-plan";
import { SHENGJI_RULES, type ShengjiRules } from "../../src/engine/shengji/rules";
import type { Spec } from "../../src/engine/spec";
import { type Block, type Lang, type RuleSection, blockText, rulesFor } from "../../web/src/rules";

const LANGS: readonly Lang[] = ["en", "zh"];
const CJK = /[\u4e00-\u9fff]/;
const FIELDS = SHENGJI_RULES.fields as Readonly<Record<string, Spec>>;

function sections(game: string, lang: Lang, options: Record<string, unknown> = {}, players?: number): readonly RuleSection[] {
  const r = rulesFor({ game, lang, options, ...(players === undefined ? {} : { players }) });
  if (!r.ok) throw new Error(`${game} ${JSON.stringify(options)}: ${r.error}`);
  return r.sections;
}

const blocks = (s: readonly RuleSection[]): Block[] => s.flatMap((x) => x.blocks);
const all = (s: readonly RuleSection[]) => s.map((x) => `${x.title}\n${x.blocks.map(blockText).join("\n")}`).join("\n");
/** The words of the blocks that describe `key`. */
const about = (s: readonly RuleSection[], key: string) => blocks(s).filter((b) => b.about.includes(key)).map(blockText).join("\n");

/** Every value an option takes (integers: both ends and a middle value). */
function valuesOf(spec: Spec): unknown[] {
  switch (spec.kind) {
    case "enum":
      return [...spec.values];
    case "bool":
      return [false, true];
    case "int": {
      const mid = Math.round((spec.min + spec.max) / 2);
      return [...(spec.nullable ? [null] : []), spec.min, mid, spec.max];
    }
    case "object":
      return [{ width: 2, length: 2 }, { width: 3, length: 2 }, { width: 2, length: 3 }, { width: 8, length: 13 }];
  }
}

/** Text that is whole: nothing left unfilled, each line in its language. */
function expectWellFormed(s: readonly RuleSection[], lang: Lang, what: string) {
  expect(s.length, what).toBeGreaterThan(3);
  for (const sec of s) {
    expect(sec.title.length, what).toBeGreaterThan(0);
    expect(sec.blocks.length, `${what} ${sec.id}`).toBeGreaterThan(0);
    for (const b of sec.blocks) {
      const text = b.kind === "line" ? b.text : b.kind === "table" ? b.head.join(" ") : b.caption;
      expect(text.trim().length, `${what} ${sec.id}`).toBeGreaterThan(0);
      expect(text, `${what} ${sec.id}`).not.toMatch(/undefined|NaN|\[object|\{\w+\}|null/);
      if (lang === "zh") expect(text, `${what} ${sec.id}: ${text}`).toMatch(CJK);
      // English text may name the game in Chinese (挣分), nothing more.
      if (lang === "en") expect(text.replace(/挣分/g, ""), `${what} ${sec.id}: ${text}`).not.toMatch(CJK);
    }
  }
}

/** Preconditions under which an option matters (the engine ignores it otherwise). */
const CONTEXT: Record<string, Partial<ShengjiRules>> = {
  packs: { deck: "full-packs" },
  firstLeader: { leader: "fixed" },
  passiveWinners: { scoring: "active-passive" },
  laps: { gameEnd: "joker-laps" },
  skipLowLevels: { gameEnd: "joker-laps", laps: 3 },
  selfOvercall: { firstBidFinal: false },
  defend: { firstBidFinal: false },
  overcall: { firstBidFinal: false },
  defendWindow: { firstBidFinal: false, defend: true },
  jokerBidCount: { jokerBids: true },
  turnedJoker: { noBid: "kitty-top" },
  throwFailure: { falseLead: "play-on" },
  throwPenaltyPerCard: { falseLead: "play-on" },
  throwPenaltyPerAttempt: { falseLead: "play-on" },
  // Issue 56: rbtying's tractor rule matters only where sets draw tractors; four of a kind only without bombs.
  onlyTractorsDrawTractors: { follow: "hierarchy" },
  protectLongerSets: { follow: "pagat" },
  quadBeatsTractor: { bombs: "none" },
  callable: { teams: "friends" },
  callUnheld: { teams: "friends" },
  otherCall: { teams: "friends" },
  reveal: { teams: "friends" },
};

describe("rules in words", () => {
  it("every preset reads in both languages, with worked examples in real cards", () => {
    for (const game of PRESETS) {
      for (const lang of LANGS) {
        const s = sections(game, lang);
        expectWellFormed(s, lang, `${game}/${lang}`);
        const cards = blocks(s).filter((b) => b.kind === "cards" || b.kind === "trick");
        expect(cards.length, `${game}/${lang} examples`).toBeGreaterThanOrEqual(5);
      }
      // The two languages say the same things: as many sections and blocks.
      const en = sections(game, "en");
      const zh = sections(game, "zh");
      expect(zh.map((x) => [x.id, x.blocks.length]), game).toEqual(en.map((x) => [x.id, x.blocks.length]));
    }
  });

  it("every value of every option, on every Shengji preset, yields text in both languages that describes that option", () => {
    for (const game of SHENGJI_PRESETS) {
      for (const [key, spec] of Object.entries(FIELDS)) {
        for (const value of valuesOf(spec)) {
          const options = { ...CONTEXT[key], [key]: value };
          for (const lang of LANGS) {
            const s = sections(game, lang, options);
            expectWellFormed(s, lang, `${game} ${key}=${JSON.stringify(value)} ${lang}`);
            const teamsFixed = (options as { teams?: string }).teams === undefined && PRESET_RULES[game].teams === "fixed";
            // A friends option on a fixed-partner table has nothing to describe; every other option does.
            if (key === "teams" || !teamsFixed || !["callable", "callUnheld", "otherCall", "reveal"].includes(key)) {
              expect(about(s, key), `${game} ${key}=${JSON.stringify(value)} ${lang}`).not.toBe("");
            }
          }
        }
      }
    }
  });

  it("each value of an option reads differently from every other value of it", () => {
    for (const [key, spec] of Object.entries(FIELDS)) {
      for (const lang of LANGS) {
        const seen = new Map<string, unknown>();
        for (const value of valuesOf(spec)) {
          const text = about(sections("zpy-pagat", lang, { ...CONTEXT[key], [key]: value }), key);
          expect(seen.get(text), `${key}: ${JSON.stringify(value)} reads as ${JSON.stringify(seen.get(text))} (${lang})`).toBeUndefined();
          seen.set(text, value);
        }
      }
    }
  });

  it("changing any option changes the words that describe it, whatever the other options (property)", () => {
    const arb = (spec: Spec): fc.Arbitrary<unknown> => {
      switch (spec.kind) {
        case "enum":
          return fc.constantFrom(...spec.values);
        case "bool":
          return fc.boolean();
        case "int":
          return spec.nullable ? fc.option(fc.integer({ min: spec.min, max: spec.max }), { nil: null }) : fc.integer({ min: spec.min, max: spec.max });
        case "object":
          return fc.record(Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, arb(f)])));
      }
    };
    const keys = Object.keys(FIELDS);
    const case_ = fc.tuple(arb(SHENGJI_RULES) as fc.Arbitrary<ShengjiRules>, fc.constantFrom(...keys), fc.nat(), fc.nat(), fc.constantFrom(...LANGS), fc.nat());
    fc.assert(
      fc.property(case_, ([rules, key, i, j, lang, seat]) => {
        const spec = FIELDS[key] as Spec;
        const domain = spec.kind === "int" ? [...(spec.nullable ? [null] : []), ...Array.from({ length: spec.max - spec.min + 1 }, (_, k) => spec.min + k)] : valuesOf(spec);
        const a = domain[i % domain.length];
        const b = domain[j % domain.length];
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        const counts = playerCounts(rules.deck);
        const players = counts[seat % counts.length] as number;
        const left = sections("zpy-pagat", lang, { ...rules, [key]: a }, players);
        const right = sections("zpy-pagat", lang, { ...rules, [key]: b }, players);
        const described = about(left, key) !== "" || about(right, key) !== "";
        // Where the option is described, its words differ; where the engine ignores it, nothing else changes either.
        if (described) expect(about(left, key), `${key}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`).not.toBe(about(right, key));
        else expect(all(left)).toBe(all(right));
      }),
      { numRuns: 400 },
    );
  });

  it("Zheng Fen's packs, target and player count each change the text, in both languages", () => {
    for (const lang of LANGS) {
      const seen = new Set<string>();
      for (const packs of [1, 2, 3]) {
        for (const target of [500, 1000]) {
          for (const players of [3, 4, 5, 6]) {
            const s = sections("zheng-fen", lang, { packs, target }, players);
            expectWellFormed(s, lang, `zheng-fen ${packs}/${target}/${players}`);
            expect(about(s, "target")).toContain(String(target));
            seen.add(all(s));
          }
        }
      }
      expect(seen.size).toBe(24);
    }
  });
});

describe("worked examples follow the table's options", () => {
  const caption = (s: readonly RuleSection[], key: string, kind: Block["kind"]) => blocks(s).find((b) => b.kind === kind && b.about.includes(key));

  it("a pair led to a triple: 000 makes you split it, 001 does not (seed 001: 'the triplet takes precedence')", () => {
    const pagat = caption(sections("zpy-pagat", "en", { follow: "pagat" }), "follow", "cards");
    const eighty = caption(sections("zpy-pagat", "en", { follow: "eighty" }), "follow", "cards");
    expect(pagat?.kind === "cards" && pagat.ok).toBe(false);
    expect(eighty?.kind === "cards" && eighty.ok).toBe(true);
  });

  it("two trumpers of a throw: 004 wants every part beaten, 000 compares the largest part (seed 004's 'admittedly contrived' trick)", () => {
    const every = caption(sections("zpy-online", "en", { throwRuff: "every-component" }), "throwRuff", "trick");
    const largest = caption(sections("zpy-online", "en", { throwRuff: "largest-component" }), "throwRuff", "trick");
    expect(every?.kind === "trick" && every.winner).toBe(1);
    expect(largest?.kind === "trick" && largest.winner).toBe(2);
  });

  it("a trump ace pair with off-suit rank cards is a tractor only where trumps join tractors in trump order", () => {
    const yes = caption(sections("zpy-80", "en", {}), "trumpTractors", "cards");
    const no = caption(sections("zpy-pagat", "en", {}), "trumpTractors", "cards");
    expect(yes?.kind === "cards" && yes.ok).toBe(true);
    expect(no?.kind === "cards" && no.ok).toBe(false);
  });

  it("a throw the other ace could top: it stands under 000's check and fails under 001's, which plays the lowest card", () => {
    const stands = caption(sections("zpy-pagat", "en"), "throwCheck", "cards");
    const fails = caption(sections("zpy-80", "en"), "throwCheck", "cards");
    expect(stands?.kind === "cards" && stands.ok).toBe(true);
    expect(fails?.kind === "cards" && fails.ok).toBe(false);
    expect(fails && blockText(fails)).toContain("must lead ♠K instead");
  });

  it("the examples use the hand's own trump when there is one", () => {
    const r = rulesFor({ game: "tractor-classic", lang: "en", trump: { rank: 10, suit: "S" } });
    expect(r.ok && r.realTrump).toBe(true);
    const order = r.ok ? blocks(r.sections).find((b) => b.about.includes("trump") && b.kind === "cards") : undefined;
    expect(order?.kind === "cards" && order.cards.slice(0, 3)).toEqual(["BJ", "LJ", "S10"]);
  });

  it("the score table is the engine's: Sheng Ji's middle band, 80's table for eight players", () => {
    const table = (game: string, players?: number) => blocks(sections(game, "en", {}, players)).find((b) => b.kind === "table");
    expect(table("tractor-classic")?.kind === "table" && table("tractor-classic")).toMatchObject({ rows: expect.arrayContaining([["80–115", "nobody goes up"]]) });
    expect(table("zpy-80", 8)).toMatchObject({ rows: expect.arrayContaining([["110–160", "Catchers +1 level"], ["275+", "Catchers +4 levels"]]) });
  });

  it("bad input gets a clear error, not text", () => {
    expect(rulesFor({ game: "poker", lang: "en" })).toEqual({ ok: false, error: 'There is no game called "poker".' });
    const bad = rulesFor({ game: "zpy-80", lang: "en", options: { follow: "loose" } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toContain("follow");
    expect(rulesFor({ game: "zheng-fen", lang: "en", options: { target: 700 } }).ok).toBe(false);
  });

  it("a table's house rules are named as changed", () => {
    const r = rulesFor({ game: "zpy-80", lang: "en", options: { follow: "pagat", misdeal: true } });
    expect(r.ok && r.changed).toEqual(["follow"]);
  });
});
