/**
 * Filling a text's places, for the app and its chunks alike (its own module:
 * the chunks use it without the app's dictionary).
 *
 * - `{name}` takes the value given (a missing one becomes empty); a negative
 *   number is written with the minus sign "−" (U+2212), never a hyphen.
 * - `{n|card|cards}` is the word for the count `n`, by the language's plural
 *   rules (`Intl.PluralRules`; English: "1 card", "0 cards", "2 cards").
 *   A form `@x` is the value of `x` (a word given in both forms: `{n|@suit1|@suit}`).
 *   Only English texts use it: Chinese has one form.
 * - A text in Chinese (one with a Han character in it) is spaced by rule,
 *   not by hand (`spaced`): one space between Chinese and Latin letters or
 *   digits, none beside full-width punctuation. So "{who}赢了" reads
 *   "机器人 2 赢了" and sentences joined with a space read "。你赢了".
 */

const HAN = /\p{Script=Han}/u;
const plurals = new Intl.PluralRules("en");

/** A value as a text says it: a negative number with "−". */
function say(v: string | number | undefined): string {
  if (v === undefined) return "";
  return typeof v === "number" && v < 0 ? `−${-v}` : String(v);
}

/** Fills `{name}` and `{n|one|other}` places in a text with the values given; Chinese texts spaced by rule. */
export function fill(s: string, vars: Record<string, string | number>): string {
  const han = HAN.test(s);
  // A Chinese text's own spaces beside its places go: the rule puts one back where a value needs it ("梅亮主", "Mei 亮主").
  // (No lookbehind: Safari before 16.4 cannot parse one, and the whole script would fail to load.)
  const text = han ? s.replace(/(\p{Script=Han}|[，。：；！？、（「《])[ \t]+(?=\{)/gu, "$1").replace(/\}[ \t]+(?=\p{Script=Han}|[，。：；！？、）」》])/gu, "}") : s;
  const out = text.replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g, (_, k: string, one?: string, other?: string) => {
    if (one === undefined) return say(vars[k]);
    const form = plurals.select(Math.abs(Number(vars[k] ?? 0))) === "one" ? one : (other ?? "");
    return form.startsWith("@") ? say(vars[form.slice(1)]) : form;
  });
  return han ? spaced(out) : out;
}

/**
 * Chinese text spaced by rule (as the CJK typesetting guides and pangu.js
 * do): one space between a Han character and a Latin letter, digit or suit
 * sign on either side (and before a signed number); no space next to
 * full-width punctuation. Text without Han characters comes back as it was.
 * A "\u0000" stands for a value drawn apart (cards, a name in bold: the game
 * log's `sentence`) and is spaced as Latin text is.
 */
export function spaced(s: string): string {
  if (!HAN.test(s)) return s;
  return s
    .replace(/(\p{Script=Han})[ \t]*([A-Za-z0-9♠♥♦♣−+\u0000])/gu, "$1 $2")
    .replace(/([A-Za-z0-9%♠♥♦♣\u0000])[ \t]*(\p{Script=Han})/gu, "$1 $2")
    .replace(/\s+([，。：；！？、）」》])/gu, "$1")
    .replace(/([，。：；！？、（「《])\s+/gu, "$1");
}
