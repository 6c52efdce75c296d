/**
 * The expert's sampler never places a card where public information
 * forbids it (fast-check): at random positions of random games, every
 * sampled deal gives each seat as many cards as it holds and the kitty as
 * many as were buried; conserves the deck (the seat's own hand, the cards
 * played and the sample together make it exactly); puts no card of a suit
 * in a hand that showed out of it (trumps included); leaves every card a
 * seat showed (bids, failed throws) and has not played in its hand (the
 * maker's in its hand or the kitty; under kittyTheft, what any holder of the
 * kitty showed in any holder's hand or the kitty); and, where the maker calls only cards
 * it does not hold, gives the maker no called card. The true deal passes
 * the same checks. Deals made with the inferences (`constraintsOf(k)`)
 * also keep what the calls say of the maker's hand and make every follow
 * of a lead of several cards legal with the hand its seat then held.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameAction, botMove, createGame, legalActions } from "../../../src/engine";
import { botRng } from "../../../src/engine/bot-random";
import { shengjiBotInput } from "../../../src/engine/bot-input";
import { CARD_CODES, type Card, codeOf, codesOf } from "../../../src/engine/cards";
import type { ShengjiPreset } from "../../../src/engine/presets";
import { checkFollow } from "../../../src/engine/shengji/follow";
import { showOuts } from "../../../src/engine/shengji/history";
import { readLead } from "../../../src/engine/shengji/trick";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import { constraintsOf, sampleDeal } from "../../../src/engine/shengji/expert/sample";
import type { Deal } from "../../../src/engine/shengji/expert/world";
import { deckCounts, knowledgeOf } from "../../../src/engine/shengji/strong/knowledge";
import { TRUMP, trumpTable } from "../../../src/engine/shengji/trump";
import { act, bid, close, dealAll, giveCards, newGame } from "../shengji/flow-support";
import { driveLevels } from "./drive";

const GAMES: readonly [ShengjiPreset, number][] = [
  ["tractor-classic", 4],
  ["zpy-80", 6],
  ["zpy-online", 5],
  ["zpy-active-passive", 7],
  ["zpy-pagat", 12],
  ["shengji-online", 6],
];

/** Positions of the playing phase in one game (every seat's turn). */
function positions(preset: ShengjiPreset, players: number, seed: number): { s: ShengjiState; seat: number }[] {
  const out: { s: ShengjiState; seat: number }[] = [];
  driveLevels(createGame(preset, `sample-${seed}`, players), `sample-${seed}`, {
    hands: 1,
    chaos: 0.15,
    levels: ["strong", "basic"],
    onBot: ({ before, seat }) => {
      if (before.game === "shengji" && before.phase === "playing") out.push({ s: before, seat });
    },
  });
  return out;
}

function counts(cards: readonly string[]): Uint8Array {
  const out = new Uint8Array(CARD_CODES);
  for (const c of codesOf(cards)) out[c] = (out[c] as number) + 1;
  return out;
}

/** Every rule a deal must keep, as seen from `seat`; the first broken one, or null. */
function broken(s: ShengjiState, seat: number, d: Deal): string | null {
  const input = shengjiBotInput(s, seat);
  const view = input.view;
  const t = trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors);
  const n = s.players;
  const total = (x: Uint8Array) => x.reduce((a, b) => a + b, 0);
  for (let q = 0; q < n; q++) if (total(d.hands[q] as Uint8Array) !== (view.seats[q]?.cards ?? -1)) return `seat ${q} holds ${total(d.hands[q] as Uint8Array)} cards`;
  if (total(d.kitty) !== s.buried.length) return `kitty of ${total(d.kitty)}`;
  const mine = counts(s.hands[seat] as string[]);
  for (let c = 0; c < CARD_CODES; c++) if ((d.hands[seat] as Uint8Array)[c] !== mine[c]) return "own hand changed";
  if (view.buried !== null) for (let c = 0; c < CARD_CODES; c++) if (d.kitty[c] !== counts(view.buried)[c]) return "known kitty changed";
  // The deck, exactly.
  const deck = deckCounts(view);
  const played = new Uint8Array(CARD_CODES);
  const plays = [...input.history.tricks.flatMap((tr) => tr.plays), ...(view.trick?.plays ?? [])];
  for (const p of plays) for (const c of codesOf(p.cards)) played[c] = (played[c] as number) + 1;
  for (let c = 0; c < CARD_CODES; c++) {
    let k = (played[c] as number) + (d.kitty[c] as number);
    for (let q = 0; q < n; q++) k += (d.hands[q] as Uint8Array)[c] as number;
    if (k !== deck[c]) return `card ${c}: ${k} copies, the deck has ${deck[c]}`;
  }
  // Shown-out suits.
  const outs = showOuts(t, n, [...input.history.tricks, ...(view.trick ? [view.trick] : [])]);
  for (let q = 0; q < n; q++) {
    for (const suit of outs[q] ?? []) for (let c = 0; c < CARD_CODES; c++) if (t.suit[c] === suit && ((d.hands[q] as Uint8Array)[c] as number) > 0) return `seat ${q} showed out of ${suit} but holds ${c}`;
  }
  // Cards shown and not played since.
  const playedBy = (q: number, code: number, from = 0) => {
    let k = 0;
    const tricks = [...input.history.tricks, ...(view.trick ? [view.trick] : [])];
    tricks.forEach((tr, i) => {
      if (i < from) return;
      for (const p of tr.plays) if (p.seat === q) for (const c of codesOf(p.cards)) if (c === code) k++;
    });
    return k;
  };
  // The kitty's holders (the maker, and under kittyTheft each thief) may have passed on what they showed through the kitty.
  const holders = view.maker === null ? [] : [view.maker, ...(view.thieves ?? [])];
  for (const b of view.bids) {
    const code = codeOf(b.card) as number;
    const left = b.count - playedBy(b.seat, code);
    const places = holders.includes(b.seat) ? [...new Set(holders)] : [b.seat];
    const held = places.reduce((a, q) => a + ((d.hands[q] as Uint8Array)[code] as number), 0) + (holders.includes(b.seat) ? (d.kitty[code] as number) : 0);
    if (held < left) return `seat ${b.seat} bid ${b.count} ${b.card} and holds ${held}`;
  }
  for (const [i, tr] of input.history.tricks.entries()) {
    const by = tr.plays[0]?.seat;
    if (!tr.attempted || by === undefined) continue;
    for (const code of new Set(codesOf(tr.attempted))) {
      const shown = codesOf(tr.attempted).filter((c) => c === code).length;
      if (((d.hands[by] as Uint8Array)[code] as number) < shown - playedBy(by, code, i)) return `seat ${by} tried a throw with ${code}`;
    }
  }
  if (s.rules.callUnheld && view.maker !== null && view.maker !== seat) {
    for (const call of view.calls) if (((d.hands[view.maker] as Uint8Array)[codeOf(call.card) as number] as number) > 0) return `the maker holds called ${call.card}`;
  }
  return null;
}

/** The inference from the calls: the maker holds at most the ordinal less one of a called card, less what it played. */
function callsRead(s: ShengjiState, seat: number, d: Deal): string | null {
  const maker = s.maker;
  if (s.rules.teams !== "friends" || maker === null || maker === seat) return null;
  for (const call of s.calls) {
    if (call.ordinal === "other") continue;
    const code = codeOf(call.card) as number;
    let played = 0;
    for (const tr of [...s.tricks, ...(s.trick ? [s.trick] : [])]) for (const p of tr.plays) if (p.seat === maker) for (const c of codesOf(p.cards)) if (c === code) played++;
    if (((d.hands[maker] as Uint8Array)[code] as number) > Math.max(0, call.ordinal - 1 - played)) return `the maker holds ${call.card}`;
  }
  return null;
}

/**
 * Every follow by another seat of a lead of several cards was legal with the
 * hand it then held: its hand in the deal and every card it has played since.
 */
function followsRead(s: ShengjiState, seat: number, d: Deal): string | null {
  const t = trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors);
  const tricks = [...s.tricks, ...(s.trick ? [s.trick] : [])];
  for (const [i, tr] of tricks.entries()) {
    const first = tr.plays[0];
    if (!first || first.cards.length < 2) continue;
    const lead = readLead(t, s.rules, codesOf(first.cards));
    if ("code" in lead) continue;
    for (const p of tr.plays.slice(1)) {
      if (p.seat === seat) continue;
      const then: number[] = [];
      for (const later of tricks.slice(i)) for (const q of later.plays) if (q.seat === p.seat) then.push(...codesOf(q.cards));
      const hand = d.hands[p.seat] as Uint8Array;
      for (let c = 0; c < CARD_CODES; c++) for (let k = hand[c] as number; k > 0; k--) then.push(c);
      if (checkFollow(t, s.rules, lead, then, codesOf(p.cards)) !== null) return `seat ${p.seat}'s follow in trick ${i} breaks the rules with the hand dealt`;
    }
  }
  return null;
}

describe("the expert's sampler", () => {
  it("never places a card where public information forbids it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: GAMES.length - 1 }), fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.string(), (g, seed, at, key) => {
        const [preset, players] = GAMES[g] as [ShengjiPreset, number];
        const list = positions(preset, players, seed);
        if (list.length === 0) return;
        const { s, seat } = list[Math.min(list.length - 1, Math.floor(at * list.length))] as { s: ShengjiState; seat: number };
        const truth: Deal = { hands: s.hands.map((h) => counts(h)), kitty: counts(s.buried) };
        expect(broken(s, seat, truth)).toBeNull();
        expect(followsRead(s, seat, truth)).toBeNull();
        const k = knowledgeOf(shengjiBotInput(s, seat));
        const rng = botRng(key, seed);
        // The public facts alone always leave deals; with the inference from the calls, any deal made keeps it too.
        const hard = constraintsOf(k, false);
        const read = constraintsOf(k);
        for (let i = 0; i < 10; i++) {
          const d = sampleDeal(hard, rng);
          expect(d).not.toBeNull();
          expect(broken(s, seat, d as Deal)).toBeNull();
          const e = sampleDeal(read, rng);
          if (e === null) continue;
          expect(broken(s, seat, e)).toBeNull();
          expect(callsRead(s, seat, e)).toBeNull();
          expect(followsRead(s, seat, e)).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe("the sampler after the kitty was stolen (kittyTheft)", () => {
  it("what a thief showed may be in the hand of any holder of the kitty or in the kitty: the true deal is one it can make", () => {
    // zpy-80 for 6: seat 2 declares ♠2 and buries; seat 3 steals with ♥2 ♥2 and buries them; seat 5 steals with
    // two little jokers (so the ♥2s are in its hand or buried again); everyone else lets it be.
    let s = newGame("zpy-80", 6, "sampler-theft", { kittyTheft: true, jokerBids: true });
    s = giveCards({ ...s, next: 2, starter: 2 }, { 2: "S2", 3: "H2 H2", 5: "LJ LJ" });
    s = bid(s, 2, "S2").state;
    s = close(dealAll(s)).state;
    const firstBurial = (q: number) => legalActions(s, q).find((a) => a.type === "bury") as GameAction;
    s = act(s, 2, firstBurial(2)).state;
    s = act(s, 3, { type: "bid", cards: ["H2", "H2"] }).state;
    const rest = (s.hands[3] as Card[]).filter((c) => c !== "H2").slice(0, s.kitty.length - 2);
    s = act(s, 3, { type: "bury", cards: ["H2", "H2", ...rest] }).state;
    s = act(s, 4, { type: "pass" }).state;
    s = act(s, 5, { type: "bid", cards: ["LJ", "LJ"] }).state;
    s = act(s, 5, firstBurial(5)).state;
    while (s.phase === "stealing") s = act(s, s.asked as number, { type: "pass" }).state;
    s = act(s, 2, botMove(s, 2, "basic", "k") as GameAction).state;
    expect(s).toMatchObject({ phase: "playing", maker: 2, thieves: [3, 5] });
    const truth: Deal = { hands: s.hands.map((h) => counts(h)), kitty: counts(s.buried) };
    const h2 = codeOf("H2") as number;
    for (const seat of [0, 1, 4]) {
      expect(broken(s, seat, truth)).toBeNull();
      const c = constraintsOf(knowledgeOf(shengjiBotInput(s, seat)), false);
      const pins = c.pins.filter((p) => p.code === h2);
      expect(pins).toHaveLength(2);
      // Each copy may be with the maker, either thief or in the kitty (bit 6): wherever the truth has it.
      const places = [2, 3, 5, 6].reduce((m, q) => m | (1 << q), 0);
      for (const p of pins) expect(p.mask & places).toBe(places);
      const rng = botRng("theft", seat);
      for (let i = 0; i < 5; i++) expect(broken(s, seat, sampleDeal(c, rng) as Deal)).toBeNull();
    }
  });
});

describe("the sampler reads a follow", () => {
  it("deals no pair in a suit to a seat that answered a pair there with two odd cards (tractor-classic)", () => {
    // Find a hand where a seat other than the one deciding followed a pair with two different cards of
    // the suit and still holds cards of it: the rules made it give a pair if it had one.
    for (let seed = 0; seed < 40; seed++) {
      for (const { s, seat } of positions("tractor-classic", 4, seed)) {
        const t = trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors);
        for (const tr of s.tricks) {
          const first = tr.plays[0];
          if (!first || first.cards.length !== 2 || first.cards[0] !== first.cards[1]) continue;
          const suit = t.suit[codeOf(first.cards[0] as string) as number];
          for (const p of tr.plays.slice(1)) {
            const codes = codesOf(p.cards);
            if (p.seat === seat || codes[0] === codes[1] || codes.some((c) => t.suit[c] !== suit)) continue;
            if ((s.hands[p.seat] as string[]).filter((c) => t.suit[codeOf(c) as number] === suit).length < 3) continue;
            const k = knowledgeOf(shengjiBotInput(s, seat));
            const pairs = (d: Deal) => [...(d.hands[p.seat] as Uint8Array)].some((n, c) => n >= 2 && t.suit[c] === suit);
            const rng = botRng("read", seed);
            const read = constraintsOf(k);
            const hard = constraintsOf(k, false);
            let withRead = 0;
            let without = 0;
            for (let i = 0; i < 40; i++) {
              if (pairs(sampleDeal(read, rng) as Deal)) withRead++;
              if (pairs(sampleDeal(hard, rng) as Deal)) without++;
            }
            expect(withRead).toBe(0);
            // Without the reading such a seat is often dealt a pair: the reading is what keeps it out.
            expect(without).toBeGreaterThan(0);
            return;
          }
        }
      }
    }
    throw new Error("no seed gave a pair answered with two odd cards");
  });
});

describe("an unseen kitty is drawn as strong buries (KITTY_WEIGHT, measured by bench/bury-rates.ts)", () => {
  it.each([
    ["tractor-classic", 4],
    ["zpy-80", 6],
  ] as const)("%s with %i players: it holds next to no trumps, and the maker's bid cards lie in the maker's hand", (preset, players) => {
    // Strong never buries a trump (nor an ace) and seldom points; the maker's bid cards are trumps, so a
    // sampled kitty that held them would leave the maker short. With the earlier prior (a trump at 0.1,
    // the bid cards placed by room) these kitties held 0.6-0.7 trumps, and 0.06-0.08 now.
    let kitties = 0;
    let trumps = 0;
    let bidCopies = 0;
    let bidInKitty = 0;
    for (let seed = 0; seed < 6; seed++) {
      for (const { s, seat } of positions(preset, players, seed)) {
        if (seat === s.maker || s.maker === null) continue;
        const k = knowledgeOf(shengjiBotInput(s, seat));
        if (k.view.buried !== null) continue;
        const t = trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors);
        const maker = s.maker;
        const shown = new Set(k.view.bids.filter((b) => b.seat === maker).map((b) => codeOf(b.card) as number));
        const c = constraintsOf(k);
        const rng = botRng("kitty", { preset, seed, kitties });
        const d = sampleDeal(c, rng) ?? sampleDeal(constraintsOf(k, false), rng);
        expect(d).not.toBeNull();
        const kitty = (d as Deal).kitty;
        for (let code = 0; code < CARD_CODES; code++) {
          if (t.suit[code] === TRUMP) trumps += kitty[code] as number;
          if (shown.has(code)) {
            bidCopies += (kitty[code] as number) + (((d as Deal).hands[maker] as Uint8Array)[code] as number);
            bidInKitty += kitty[code] as number;
          }
        }
        kitties++;
      }
    }
    expect(kitties).toBeGreaterThan(50);
    expect(trumps / kitties).toBeLessThan(0.25);
    expect(bidCopies).toBeGreaterThan(20);
    expect(bidInKitty / bidCopies).toBeLessThan(0.05);
  }, 120_000);
});
