/**
 * Names that pass for someone else or for a bot (issue 25, item 5): the
 * cleaner drops what nobody sees, and names are compared by skeleton
 * (src/server/seats/name-rules.ts). Outside testing had 9 of 12 look-alikes of "Mei"
 * and 10 of 12 of "Bot 2" accepted; every one here is refused.
 */
import { describe, expect, it } from "vitest";
import { botLike, cleanName, cleanText, looksLike, uniqueName } from "../../src/server/seats/name-rules";

/** Look-alikes of "Mei", each named for its trick. */
const MEI: Record<string, string> = {
  "Cyrillic capital em": "\u041Cei",
  "Cyrillic small ie": "M\u0435i",
  "Greek capital mu": "\u039Cei",
  "dotless i": "Me\u0131",
  "Ukrainian i": "Me\u0456",
  "all Cyrillic": "\u041C\u0435\u0456",
  fullwidth: "\uFF2D\uFF45\uFF49",
  "mathematical bold": "\u{1D40C}\u{1D41E}\u{1D422}",
  "soft hyphen": "Me\u00ADi",
  "zero-width joiner": "M\u200Dei",
  "zero-width non-joiner": "Me\u200Ci",
  "combining grapheme joiner": "Me\u034Fi",
  "variation selector": "Mei\uFE0F",
  "Mongolian vowel separator": "M\u180Eei",
  "Hangul filler": "Me\u3164i",
  "halfwidth Hangul filler": "Mei\uFFA0",
  "tag characters": "Mei\u{E0041}",
  "other case": "mei",
  "capitals in Cyrillic": "\u041C\u0415I",
};

/** Look-alikes of the bot name "Bot 2". */
const BOT: Record<string, string> = {
  "lower case": "bot 2",
  "no number": "bot",
  "zero for o": "B0t 2",
  "fullwidth with ideographic space": "\uFF22\uFF4F\uFF54\u3000\uFF12",
  "capitals, no space": "BOT2",
  "Cyrillic o": "B\u043Et 2",
  "Cyrillic ve and te": "\u0412o\u0442 2",
  "Greek beta omicron": "\u0392\u03BFt 2",
  "mathematical bold": "\u{1D401}\u{1D428}\u{1D42D} \u{1D7D0}",
  "soft hyphen": "Bo\u00ADt 2",
  "zero-width joiner": "B\u200Dot 2",
  "Hangul filler for the space": "Bot\u31642",
  "reversed esh for the 2": "Bot \u01A7",
  "no-break space": "Bot\u00A02",
};

describe("cleanName", () => {
  it("drops what nobody sees and folds compatibility forms", () => {
    for (const name of ["Me\u00ADi", "M\u200Dei", "Me\u034Fi", "Mei\uFE0F", "M\u180Eei", "Me\u3164i", "\u202EMei\u0000", "\uFF2D\uFF45\uFF49", "\u{1D40C}\u{1D41E}\u{1D422}"]) {
      expect(cleanName(name), JSON.stringify(name)).toBe("Mei");
    }
    expect(cleanName("  Mei\t\u3000Li ")).toBe("Mei Li");
    expect(cleanName("e\u034F\u0301")).toBe("\u00E9"); // the mark composes once the joiner is gone
    expect(cleanName("李雷")).toBe("李雷");
  });

  it("leaves chat alone: emoji keep their joiners, Chinese its fullwidth punctuation", () => {
    expect(cleanText("👩\u200D💻")).toBe("👩\u200D💻");
    expect(cleanText("好，走吧！")).toBe("好，走吧！");
  });
});

describe("a name is nobody else's, even by looking like it", () => {
  it.each(Object.entries(MEI))("a look-alike of a seated Mei (%s) gets a number", (_trick, wanted) => {
    const got = uniqueName(wanted, ["Mei"], "Player 2");
    expect(got).toMatch(/ 2$/);
    expect(looksLike(got, "Mei")).toBe(false);
  });

  it("a decomposed accent is the same name", () => {
    expect(uniqueName("Me\u0301i", ["M\u00E9i"], "Player 2")).toBe("M\u00E9i 2");
  });

  it.each(Object.entries(BOT))("a look-alike of Bot 2 (%s) reads like a bot and gets the seat's name", (_trick, wanted) => {
    expect(botLike(cleanName(wanted))).toBe(true);
    expect(uniqueName(wanted, [], "Player 3")).toBe("Player 3");
  });

  it("a name that only resembles is kept as it is", () => {
    for (const name of ["Mai", "Bo", "李雷", "Mel", "Meilin", "Mei Li", "Bill", "Robot", "Botany", "Bota", "Zoë", "Μαρία"]) {
      expect(uniqueName(name, ["Mei", "Bot 2"], "Player 2")).toBe(name);
      expect(botLike(name)).toBe(false);
    }
  });

  it("the numbers it gives are free too", () => {
    expect(uniqueName("Mei", ["mei", "M\u0435i 2"], "Player 2")).toBe("Mei 3");
    expect(uniqueName("\u041Cei", ["Mei", "Mei 2"], "Player 2")).toBe("\u041Cei 3");
  });

  it("compares caselessly without losing the look-alikes that case folding would hide", () => {
    expect(looksLike("Bill", "BiII")).toBe(true); // l and I, lost by upper-casing first
    expect(looksLike("Mei", "\u041Cei")).toBe(true); // Cyrillic М, lost by lower-casing first (м is ʍ)
    expect(looksLike("Mei", "MEI")).toBe(true);
    expect(looksLike("Straße", "STRASSE")).toBe(true);
    expect(looksLike("Mei", "Mel")).toBe(false);
  });
});
