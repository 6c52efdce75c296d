/**
 * A refused follow is shown beside the chosen cards in the reader's
 * language (web/src/errors.ts): the Chinese is filled from the params the
 * engine really sends (suit letters, counts, shape codes such as `2x2`),
 * never a half-filled sentence and never the English fallback.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { codeOf, hand } from "../../src/engine/cards";
import { PRESET_TRICK_RULES } from "../../src/engine/presets";
import { checkFollow } from "../../src/engine/shengji/follow";
import { readLead } from "../../src/engine/shengji/trick";
import { trumpTable } from "../../src/engine/shengji/trump";
import type { RuleError } from "../../src/engine/types";
import { pretendChinesePage } from "./zh-page";

const codes = (s: string) => hand(s).map((c) => codeOf(c) as number);

/** The engine's refusal of `play` from `held` after `lead`, with twos and spades trump (tractor-classic's rules, or another preset's). */
function refusal(lead: string, held: string, play: string, preset: keyof typeof PRESET_TRICK_RULES = "tractor-classic"): RuleError {
  const rules = PRESET_TRICK_RULES[preset];
  const t = trumpTable({ rank: 2, suit: "S" }, rules.trumpTractors);
  const read = readLead(t, rules, codes(lead));
  if ("code" in read) throw new Error(read.message);
  const r = checkFollow(t, rules, read, codes(held), codes(play));
  if (!r) throw new Error("accepted");
  return r;
}

let refusalText: (r: RuleError) => string;
beforeAll(async () => {
  pretendChinesePage();
  refusalText = (await import("../../web/src/errors")).refusalText;
});

describe("refused follows in Chinese, from the engine's own params", () => {
  it("must follow suit: the suit and how many", () => {
    const r = refusal("HK HK", "H3 H5 C3 C4", "C3 C4");
    expect(r).toMatchObject({ code: "must-follow-suit", params: { suit: "H", count: 2 } });
    expect(refusalText(r)).toBe("有红桃就要先出 2 张红桃。");
  });

  it("trumps led: all trumps are one suit", () => {
    const r = refusal("SK", "S3 H2 C3", "C3");
    expect(refusalText(r)).toBe("有主牌就要先出 1 张主牌。");
  });

  it("must match the format: a pair, two pairs, a tractor", () => {
    const pair = refusal("HK HK", "H5 H5 H7 C3", "H5 H7");
    expect(pair).toMatchObject({ code: "must-match-format", params: { shape: "2x1", suit: "H" } });
    expect(refusalText(pair)).toBe("你有对子，要跟红桃对子。");
    // 000 asks for sets of the sizes led, not the sequence.
    const pairs = refusal("H9 H9 H10 H10", "H3 H3 H4 H4 H6 H7", "H3 H3 H6 H7");
    expect(pairs).toMatchObject({ code: "must-match-format", params: { shape: "2x1+2x1", suit: "H" } });
    expect(refusalText(pairs)).toBe("你有 2 个对子，要跟红桃 2 个对子。");
    // 004's hierarchy asks for the tractor first.
    const tractor = refusal("H9 H9 H10 H10", "H3 H3 H4 H4 H6 H7", "H3 H3 H6 H7", "shengji-online");
    expect(tractor).toMatchObject({ code: "must-match-format", params: { shape: "2x2", suit: "H" } });
    expect(refusalText(tractor)).toBe("你有拖拉机，要跟红桃拖拉机。");
  });
});
