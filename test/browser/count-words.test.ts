/**
 * Issue 57, item 6: every text of the web client's word tables with a
 * count in it (the app's dictionary, the review's, the game log's
 * sentences, the guided hand's "meanwhile"), rendered at 0, 1, 2 and 5 in
 * English and Chinese, kept as a snapshot for a reader, and checked: the
 * English words agree with their count ("1 card", "2 cards", never
 * "card(s)"), a negative count is written with "−", and Chinese is spaced
 * by rule (one space between Chinese and Latin letters or digits, none by
 * full-width punctuation). Node: the tables are the web client's own.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type GameEvent, createGame } from "../../src/engine";
import { pretendChinesePage } from "./zh-page";

/** The game a guided hand's words are said of (tricks alone name nothing of it). */
const TRACTOR = createGame("tractor-classic", "count-words", 4);

type Lang = "en" | "zh";
let i18n: typeof import("../../web/src/i18n");
let review: typeof import("../../web/src/replay/review-words");
let explain: typeof import("../../web/src/table/side/explain");
let learn: typeof import("../../web/src/learn/explain");
let fill: typeof import("../../web/src/fill").fill;
beforeAll(async () => {
  pretendChinesePage();
  i18n = await import("../../web/src/i18n");
  review = await import("../../web/src/replay/review-words");
  explain = await import("../../web/src/table/side/explain");
  learn = await import("../../web/src/learn/explain");
  fill = (await import("../../web/src/fill")).fill;
});

/** The places that hold a count. */
const COUNTS = ["n", "m", "k", "p", "count"];
const AT = [0, 1, 2, 5];

/** The other places, as a table would fill them (a seat's name ends in a number: the spacing's hard case). */
function sample(lang: Lang): Record<string, string> {
  const name = lang === "en" ? "Bot 3" : "机器人 3";
  return {
    name, who: name, by: name, first: name, last: name, maker: name, names: name, side: name,
    suit: lang === "en" ? "spades" : "黑桃", suit1: lang === "en" ? "spade" : "黑桃",
    card: "♠A", cards: "♠A ♠K", t: "30", h: "20", s: "90", b: "45", ord: lang === "en" ? "the first" : "第 1 张", from: "120", to: "155", what: "X", per: "10", a: "10",
  };
}

/** Whether a text has a count place (`{n}` or `{n|…}`). */
const counted = (text: string) => COUNTS.some((v) => new RegExp(`\\{${v}[}|]`).test(text));

/** Every counted text of every table, rendered in `lang` with each count at `x`: [where, text]. */
function rendered(lang: Lang, x: number): [string, string][] {
  const vars = { ...sample(lang), ...Object.fromEntries(COUNTS.map((v) => [v, x])) };
  const out: [string, string][] = [];
  i18n.setLang(lang);
  for (const key of Object.keys(i18n.WORDS.en) as (keyof typeof i18n.WORDS.en)[]) {
    if (counted(i18n.WORDS[lang][key])) out.push([`i18n.${key}`, i18n.t(key, vars)]);
  }
  for (const key of Object.keys(review.REVIEW_WORDS.en) as (keyof typeof review.REVIEW_WORDS.en)[]) {
    if (counted(review.REVIEW_WORDS[lang][key])) out.push([`review.${key}`, review.rt(key, vars)]);
  }
  for (const [key, pair] of Object.entries(explain.EXPLAIN_WORDS)) {
    // "the {n}th" is said only from the fourth on (1 to 3 have words of their own).
    if (key === "ord" && x < 4) continue;
    const text = pair[lang === "en" ? 0 : 1];
    if (counted(text)) out.push([`log.${key}`, fill(text, vars)]);
  }
  if (x > 0) {
    const tricks = Array.from({ length: x }, () => ({ type: "trick" }) as unknown as GameEvent);
    out.push(["learn.meanwhile", learn.meanwhile(tricks, TRACTOR, () => "Bot 3", lang)]);
  }
  return out;
}

const EN_NOUNS = ["card", "level", "point", "trick", "round", "player", "trump", "spade", "heart", "diamond", "club"];

describe("words with a count (issue 57, item 6)", () => {
  it("every counted text at 0, 1, 2 and 5 in both languages: the snapshot", () => {
    const all = Object.fromEntries((["en", "zh"] as const).flatMap((lang) => AT.map((x) => [`${lang} ${x}`, Object.fromEntries(rendered(lang, x))])));
    // Enough texts to mean something (a table that stopped counting would shrink this).
    expect(Object.keys(all["en 2"] ?? {}).length).toBeGreaterThan(25);
    expect(all).toMatchSnapshot();
  });

  it("English words agree with their count; no \"(s)\"", () => {
    const one = new RegExp(`\\b1 (${EN_NOUNS.map((n) => `${n}s`).join("|")})\\b`);
    const many = new RegExp(`\\b[025] (${EN_NOUNS.join("|")})\\b`);
    for (const x of AT) {
      for (const [where, text] of rendered("en", x)) {
        expect(text, where).not.toContain("(s)");
        expect(text, `${where} at ${x}`).not.toMatch(x === 1 ? one : many);
      }
    }
    // The checks can fail: the old words would not pass.
    expect("Follow with 1 trumps.").toMatch(one);
    expect(fill("Follow with {n} {n|@suit1|@suit}.", { n: 1, suit: "trumps", suit1: "trump" })).toBe("Follow with 1 trump.");
    expect(fill("+{n} {n|level|levels}", { n: 1 })).toBe("+1 level");
  });

  it("a negative count is written with one minus sign, \"−\", in both languages", () => {
    for (const lang of ["en", "zh"] as const) {
      for (const [where, text] of rendered(lang, -1)) {
        expect(text, where).not.toMatch(/(^|[^\w])-1/);
        expect(text, where).toContain("−1");
      }
    }
    expect(review.rt("levelsAtStake", { n: -0.5 })).toMatch(/^−0\.5 /);
  });

  it("Chinese is spaced by rule: one space between Chinese and Latin or digits, none by full-width punctuation", () => {
    const cjk = "\\p{Script=Han}";
    const tight = new RegExp(`${cjk}[A-Za-z0-9]|[A-Za-z0-9]${cjk}`, "u");
    const loose = /\s[，。：；！？、）」》]|[，。：；！？、（「《]\s|\s{2}/u;
    for (const x of AT) {
      for (const [where, text] of rendered("zh", x)) {
        expect(text, `${where} at ${x}: ${text}`).not.toMatch(tight);
        expect(text, `${where} at ${x}: ${text}`).not.toMatch(loose);
      }
    }
    // The two the issue found: a bot's number against the verb, and a space after a full stop.
    expect(fill("{who}赢了这一墩，拿到 {p} 分。", { who: "机器人 2", p: 5 })).toBe("机器人 2 赢了这一墩，拿到 5 分。");
    expect(learn.meanwhile([{ type: "trick" } as unknown as GameEvent], TRACTOR, () => "机器人 2", "zh")).not.toMatch(loose);
    // A Chinese name takes no space before Chinese; a Latin one does.
    expect(fill("{name} 亮主", { name: "梅" })).toBe("梅亮主");
    expect(fill("{name} 亮主", { name: "Mei" })).toBe("Mei 亮主");
  });
});
