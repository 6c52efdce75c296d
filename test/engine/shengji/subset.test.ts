/**
 * Seed 000's "strict subset" following (its variants section), on the
 * zpy-pagat preset with `follow: "subset"`:
 *
 *   'Some play that leading a set of cards or a sequence sets forces other
 *   players to follow with subset of the pattern that was led if they cannot
 *   play the full pattern. … Similarly, if someone leads 8-8-8-9-9-9 of a suit
 *   then anyone with a four-card tractor in that suit has to play it along
 *   with two other cards.'
 *
 * A part of the lead's pattern is not any lower shape of the same size (the
 * online site's order, `hierarchy`): three pairs are not a part of
 * 8-8-8-9-9-9, which has only two ranks.
 */
import { describe, expect, it } from "vitest";
import { judgeTrick, legalActions, applyAction } from "../../../src/engine";
import { codeOf, hand } from "../../../src/engine/cards";
import { PRESET_TRICK_RULES } from "../../../src/engine/presets";
import { checkFollow, legalFollows } from "../../../src/engine/shengji/follow";
import { readLead } from "../../../src/engine/shengji/trick";
import type { TrickRules } from "../../../src/engine/shengji/trick-rules";
import { trumpTable } from "../../../src/engine/shengji/trump";
import { SEED_000, SEED_004, follow } from "../support";
import { atPlay } from "./flow-support";

const P = "zpy-pagat";
const SUBSET = { follow: "subset" } as const;
/** Fours and diamonds are trumps; spades are led. */
const FD = { rank: "4", suit: "D" };
const L = "S8 S8 S8 S9 S9 S9";
/** A four-card tractor (K-K-Q-Q), loose spades, and a low pair (3-3) that makes three pairs possible. */
const HELD = "SK SK SQ SQ S6 S5 S3 S3 H2";

describe(`${SEED_000} variant: 'if someone leads 8-8-8-9-9-9 of a suit then anyone with a four-card tractor in that suit has to play it along with two other cards'`, () => {
  it("K-K-Q-Q with two loose cards is a legal follow, even beside a low pair", () => {
    expect(follow(P, FD, L, HELD, "SK SK SQ SQ S6 S5", SUBSET)).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, FD, L, HELD, "SK SK SQ SQ S6 S3", SUBSET).legal).toBe(true);
    // 'two other cards': any two, the low pair included.
    expect(follow(P, FD, L, HELD, "SK SK SQ SQ S3 S3", SUBSET).legal).toBe(true);
  });

  it("'has to play it': a follow without the four-card tractor is refused", () => {
    const twoPairs = follow(P, FD, L, HELD, "SK SK S3 S3 S6 S5", SUBSET);
    expect(twoPairs.legal).toBe(false);
    expect(twoPairs.reason).toMatch(/tractor of 2 pairs in spades/);
    expect(follow(P, FD, L, HELD, "SK SK SQ S3 S3 S6", SUBSET).legal).toBe(false);
    expect(follow(P, FD, L, HELD, "SK SQ S6 S5 S3 S3", SUBSET).legal).toBe(false);
  });

  it("the same trick through judgeTrick, with three packs and several followers", () => {
    const r = judgeTrick({
      preset: P,
      options: SUBSET,
      trump: FD,
      decks: 3,
      hands: [hand(L), hand(HELD), hand(HELD), hand("SA SA SA S10 S10 S10 S7"), hand("S2 S5 S6 S7 S10 SJ H3")],
      plays: [hand(L), hand("SK SK SQ SQ S6 S5"), hand("SK SK SQ S3 S3 S6"), hand("SA SA SA S10 S10 S10"), hand("S2 S5 S6 S7 S10 SJ")],
    });
    expect(r.error).toBeUndefined();
    // Two triples that are not in sequence are the largest part the third follower holds; they do not beat the lead.
    expect(r.legal).toEqual([true, true, false, true, true]);
    expect(r.winner).toBe(0);
    // Kings, fives and tens of every play, the refused one included: 25 + 20 + 30 + 15.
    expect(r.points).toBe(90);
  });

  it("a player holding a triple beside the tractor may play either part: neither contains the other", () => {
    // Our reading: A-A-A-K-K keeps five of the lead's cards but not its sequence; K-K-Q-Q keeps the sequence. The seed
    // does not rank the two, so either is accepted; a part below both (a triple and three loose cards) is not.
    const held = "SA SA SA SK SK SQ SQ S5";
    expect(follow(P, FD, L, held, "SK SK SQ SQ SA S5", SUBSET).legal).toBe(true);
    expect(follow(P, FD, L, held, "SA SA SA SK SK S5", SUBSET).legal).toBe(true);
    expect(follow(P, FD, L, held, "SA SA SA SK SQ S5", SUBSET).legal).toBe(false);
  });
});

describe(`${SEED_000} variant: parts of the pattern, not lower shapes of the same size`, () => {
  it("'If someone leads a triplet then those who cannot follow with a triplet must play pairs in that suit if they have them. For example if spade7-spade7-spade7 is led and my spades are spadeA, spadeK, spadeK, spade8, spade5, then I must play my Kings'", () => {
    expect(follow(P, FD, "S7 S7 S7", "SA SK SK S8 S5", "SK SK S8", SUBSET)).toMatchObject({ legal: true, winner: 0 });
    expect(follow(P, FD, "S7 S7 S7", "SA SK SK S8 S5", "SA S8 S5", SUBSET).legal).toBe(false);
  });

  it("'when a four-card tractor is led, other players must follow with four-card tractors of that suit if possible, failing that two pairs, and failing that one pair and two odd cards'", () => {
    const Q = "SQ SQ SJ SJ";
    expect(follow(P, FD, Q, "S9 S9 S8 S8 SA SA", "SA SA S9 S9", SUBSET).legal).toBe(false);
    expect(follow(P, FD, Q, "S9 S9 S8 S8 SA SA", "S9 S9 S8 S8", SUBSET).legal).toBe(true);
    expect(follow(P, FD, Q, "S9 S9 S7 S7 SA", "S9 S9 S7 S7", SUBSET).legal).toBe(true);
    expect(follow(P, FD, Q, "S9 S9 S7 S7 SA", "S9 S9 S7 SA", SUBSET).legal).toBe(false);
    expect(follow(P, FD, Q, "S9 S9 S7 SA S2", "S9 S9 S7 SA", SUBSET).legal).toBe(true);
  });

  it("four of a kind led: two pairs of other ranks are not a part of it, one pair is", () => {
    const four = "S8 S8 S8 S8";
    expect(follow(P, FD, four, "SK SK SQ SQ S5", "SK SK S5 SQ", SUBSET).legal).toBe(true);
    expect(follow(P, FD, four, "SK SK SQ SQ S5", "SK SQ SQ S5", SUBSET).legal).toBe(true);
    expect(follow(P, FD, four, "SK SK SQ SQ S5", "SK SQ S5 S5", SUBSET).legal).toBe(false);
    expect(follow(P, FD, four, "SK SK SK SQ SQ", "SK SK SK SQ", SUBSET).legal).toBe(true);
    expect(follow(P, FD, four, "SK SK SK SQ SQ", "SK SK SQ SQ", SUBSET).legal).toBe(false);
  });
});

describe("the other follow rules are unchanged for the same lead and hand", () => {
  it(`${SEED_004} (zpy-online, the online site's order): three pairs rank above a tractor of two pairs and two cards`, () => {
    expect(follow("zpy-online", FD, L, HELD, "SK SK SQ SQ S6 S5").legal).toBe(false);
    expect(follow("zpy-online", FD, L, HELD, "SK SK SQ SQ S3 S3").legal).toBe(true);
    // ...and so does the `hierarchy` option on the 000 preset.
    expect(follow(P, FD, L, HELD, "SK SK SQ SQ S6 S5", { follow: "hierarchy" }).legal).toBe(false);
  });
  it(`${SEED_000}'s main rule (zpy-pagat): a tractor of triples asks only for triples`, () => {
    expect(follow(P, FD, L, HELD, "SK SQ S6 S5 S3 S3").legal).toBe(true);
  });
});

describe("legal follows agree with the validator under `subset`", () => {
  const rules: TrickRules = { ...PRESET_TRICK_RULES[P], ...SUBSET };
  const t = trumpTable({ rank: 4, suit: "D" }, rules.trumpTractors);
  const codes = (s: string) => hand(s).map((c) => codeOf(c) as number);
  const key = (s: string) => codes(s).sort((a, b) => a - b).join(",");

  it.each([
    [L, HELD],
    [L, "SA SA SA SK SK SQ SQ S5"],
    ["S7 S7 S7", "SA SK SK S8 S5"],
    ["SQ SQ SJ SJ", "S9 S9 S7 S7 SA SA S2"],
    ["SQ SQ SJ SJ SJ S10 S10 S10", "SK SK SK SA SA S5 S5 S3 S3 S2"],
  ])("lead %s, hand %s: every generated follow is accepted, and the generator lists every accepted one", (leadCards, held) => {
    const lead = readLead(t, rules, codes(leadCards));
    if ("code" in lead) throw new Error(lead.message);
    const hand = codes(held);
    const generated = legalFollows(t, rules, lead, hand);
    expect(generated.complete).toBe(true);
    for (const play of generated.plays) expect(checkFollow(t, rules, lead, hand, play)).toBeNull();
    const gen = new Set(generated.plays.map((p) => p.join(",")));
    // Every subset of the hand of the lead's size, as sorted code lists.
    const all = new Set<string>();
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === lead.size) {
        all.add([...chosen].sort((a, b) => a - b).join(","));
        return;
      }
      for (let i = from; i < hand.length; i++) pick(i + 1, [...chosen, hand[i] as number]);
    };
    pick(0, []);
    const accepted = [...all].filter((p) => checkFollow(t, rules, lead, hand, p.split(",").map(Number)) === null);
    expect(new Set(accepted)).toEqual(gen);
  });

  it("the seed's follow is among them", () => {
    const lead = readLead(t, rules, codes(L));
    if ("code" in lead) throw new Error(lead.message);
    const plays = legalFollows(t, rules, lead, codes(HELD)).plays.map((p) => p.join(","));
    expect(plays).toContain(key("SK SK SQ SQ S6 S5"));
    expect(plays).not.toContain(key("SK SK S3 S3 S6 S5"));
  });

  it("in a game: legalActions lists K-K-Q-Q with two loose cards, and every listed play is accepted", () => {
    const s = atPlay({
      preset: P,
      players: 8,
      options: SUBSET,
      maker: 0,
      trump: { rank: "4", suit: "D" },
      hands: [`${L} C2 C3 C5`, HELD, "H3 H5 H6 H7 H8 H9 H10 HJ HQ", "C6 C7 C8 C9 C10 CJ CQ CK CA", "D2 D3 D5 D6 D7 D8 D9 D10 DJ", "H3 H5 H6 H7 H8 H9 H10 HJ HQ", "C6 C7 C8 C9 C10 CJ CQ CK CA", "D2 D3 D5 D6 D7 D8 D9 D10 DJ"],
    });
    const led = applyAction(s, 0, { type: "play", cards: hand(L) });
    if (!led.ok) throw new Error(led.error.message);
    const listed = legalActions(led.state, 1);
    const played = listed.map((a) => ("cards" in a ? key(a.cards.join(" ")) : ""));
    expect(played).toContain(key("SK SK SQ SQ S6 S5"));
    expect(played).not.toContain(key("SK SK S3 S3 S6 S5"));
    for (const a of listed) expect(applyAction(led.state, 1, a).ok).toBe(true);
  });
});
