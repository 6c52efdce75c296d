/**
 * `legalActions` agrees with `applyAction` (DESIGN.md): on game states
 * reached by bots and random actions, for every preset, every listed
 * action is accepted and a seat with nothing listed is refused; games
 * driven only by listed actions, chosen at random, reach their end; and
 * every refusal has a code and a message in words that names no card the
 * actor may not know.
 */
import { describe, expect, it } from "vitest";
import { type GameAction, applyAction, isOver, legalActions } from "../../../src/engine";
import { type Card, isCard, makeDeck } from "../../../src/engine/cards";
import { randomInt, rngFor } from "../../../src/engine/random";
import { PRESET_INFO, SHENGJI_PRESETS, type ShengjiPreset } from "../../../src/engine/presets";
import { planFor } from "../../../src/engine/shengji/deal";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { Actor } from "../../../src/engine/types";
import { newGame, step } from "./flow-support";
import { randomDrive } from "./random-drive";

const HELI = { leader: "fixed", declare: "leader-level", noBid: "kitty-rank", nextStarter: "next-of-winners", gameEnd: "joker-laps", laps: 1 };
const VARIANT = { declare: "active-levels", otherCall: true, deck: "full-packs" };
/** 000's other variants: Jin Li's final first bid, the starter passing to the right, false leads ending the play. */
const VARIANT_PLAY = { firstBidFinal: true, nextStarter: "rotate", falseLead: "penalty-points" };
const VARIANT_LEVEL = { falseLead: "level-to-others" };
/** 000's strict-subset following, with enough packs for triples and tractors of them. */
const VARIANT_SUBSET = { follow: "subset" };
/** Issue 56, rbtying's trick settings, with four packs so that bombs are dealt. */
const BOMBS_PROTECTED = { bombs: "any-suit", protectLongerSets: true, onlyTractorsDrawTractors: true, throwRuff: "unit-length", throwPenaltyPerAttempt: 10 };
const BOMBS_SUIT_ONLY = { bombs: "follow-suit", follow: "suit-only", throwRuff: "highest-card" };

interface Case {
  readonly preset: ShengjiPreset;
  readonly players: number;
  readonly options?: Record<string, unknown>;
}
const cases: Case[] = [
  ...SHENGJI_PRESETS.flatMap((preset) => {
    const counts = PRESET_INFO[preset].players;
    return [...new Set([counts[0] as number, counts.at(-1) as number])].map((players) => ({ preset, players }));
  }),
  { preset: "zpy-pagat", players: 6, options: HELI },
  { preset: "zpy-pagat-active-passive", players: 7, options: VARIANT },
  { preset: "zpy-pagat", players: 5, options: VARIANT_PLAY },
  { preset: "zpy-pagat-active-passive", players: 8, options: VARIANT_LEVEL },
  { preset: "zpy-pagat", players: 10, options: VARIANT_SUBSET },
  { preset: "zpy-online", players: 8, options: BOMBS_PROTECTED },
  { preset: "shengji-online", players: 8, options: BOMBS_SUIT_ONLY },
];
const name = (c: Case) => `${c.preset}${c.options ? " (variant)" : ""}, ${c.players} players`;

/** An action of the right kind for the phase, for a seat that has nothing listed: it must be refused. */
function unlisted(s: ShengjiState, seat: number): GameAction {
  const hand = s.hands[seat] ?? [];
  switch (s.phase) {
    case "dealing":
      return { type: "bid", cards: hand.length > 0 ? [hand[0] as Card] : ["S2"] };
    case "burying":
      return { type: "bury", cards: hand.slice(0, planFor(s.rules, s.players).kitty) };
    case "calling":
      return { type: "call", friends: [{ card: "HA", ordinal: 1 }] };
    default:
      return { type: "play", cards: hand.length > 0 ? [hand[0] as Card] : ["S2"] };
  }
}

describe("every listed action is accepted; a seat with nothing listed is refused", () => {
  it.each(cases.map((c) => [name(c), c] as const))("%s", (_name, c) => {
    let checked = 0;
    randomDrive(newGame(c.preset, c.players, `legal-${c.preset}`, c.options), `legal-${c.players}`, {
      maxHands: c.players >= 10 ? 1 : 2,
      chaos: 0.3,
      quietDeals: true,
      onStep: (_before, _move, s, _events) => {
        if (isOver(s)) return;
        const actors: Actor[] = ["table", ...s.hands.map((_, i) => i)];
        for (const actor of actors) {
          const listed = legalActions(s, actor);
          for (const a of listed) {
            const r = applyAction(s, actor, a);
            if (!r.ok) throw new Error(`${String(actor)} ${JSON.stringify(a)} listed but refused in ${s.phase}: ${r.error.code}: ${r.error.message}`);
            checked++;
          }
          if (listed.length === 0 && actor !== "table" && !(s.phase === "dealing")) {
            expect(applyAction(s, actor, unlisted(s, actor)).ok, `${actor} in ${s.phase}`).toBe(false);
          }
          if (listed.length === 0 && actor === "table") {
            for (const a of [{ type: "draw" }, { type: "close-bidding" }, { type: "next-hand" }]) expect(applyAction(s, "table", a).ok).toBe(false);
          }
        }
        // During the deal a seat lists every bid it may make: a bid it does not list is refused.
        if (s.phase === "dealing") {
          for (let seat = 0; seat < s.players; seat++) {
            const listed = new Set(legalActions(s, seat).map((a) => JSON.stringify(a)));
            for (const c of new Set(s.hands[seat])) {
              const a = { type: "bid", cards: [c] };
              if (!listed.has(JSON.stringify(a))) expect(applyAction(s, seat, a).ok, `${seat} bid ${c}`).toBe(false);
            }
          }
        }
      },
    });
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});

describe("seats that do not exist", () => {
  it("have nothing listed in any phase, as applyAction refuses them", () => {
    randomDrive(newGame("zpy-80", 4, "no-such-seat"), "no-such-seat", {
      maxHands: 1,
      chaos: 0,
      onStep: (_b, _m, s) => {
        for (const seat of [4, -1, 1.5, Number.NaN]) {
          expect(legalActions(s, seat)).toEqual([]);
          expect(applyAction(s, seat, { type: "misdeal" })).toMatchObject({ ok: false, error: { code: "bad-seat" } });
        }
      },
    });
  });
});

describe("a game driven only by listed actions, chosen at random, reaches its end", () => {
  it.each(cases.map((c) => [name(c), c] as const))("%s (everyone starts on Q; the Joker-lap variant one level short of its end)", (_name, c) => {
    const fresh = newGame(c.preset, c.players, `to-the-end-${c.preset}`, c.options);
    const start = c.options === HELI ? 13 : step("Q");
    const s = { ...fresh, seats: fresh.seats.map((x) => ({ ...x, level: start })) };
    const { state } = randomDrive(s, `end-${c.players}`, { maxHands: 200, chaos: 1, throwAttempts: false, maxSteps: 200_000 });
    expect(isOver(state)).toBe(true);
    expect(state.winners?.length).toBeGreaterThan(0);
    expect(legalActions(state, "table")).toEqual([]);
    for (let seat = 0; seat < state.players; seat++) expect(legalActions(state, seat)).toEqual([]);
  }, 60_000);
});

const CARD_IN_TEXT = /\b(?:[SHDC](?:10|[2-9JQKA])|BJ|LJ)\b/g;

/** The cards an actor may know now: its hand and what is on the table. */
function known(s: ShengjiState, actor: Actor): Set<string> {
  const out = new Set<string>(actor === "table" ? [] : (s.hands[actor] ?? []));
  for (const b of s.bids) out.add(b.card);
  for (const c of s.calls) out.add(c.card);
  for (const t of [...s.tricks, ...(s.trick ? [s.trick] : [])]) {
    for (const p of t.plays) for (const c of p.cards) out.add(c);
    for (const c of t.attempted ?? []) out.add(c);
  }
  const over = s.phase === "scored" || s.phase === "over";
  if (over || s.kittyExposed || (actor === s.maker && s.buried.length > 0)) for (const c of s.buried) out.add(c);
  if (over) for (const c of s.kitty) out.add(c);
  for (const r of s.results) for (const c of [...r.kitty, ...r.buried]) out.add(c);
  return out;
}

describe("refusals: a stable code and a message in words that names no unknown card", () => {
  it.each(cases.map((c) => [name(c), c] as const))("%s", (_name, c) => {
    const rng = rngFor(`refusals-${c.preset}`, "attempts");
    const pick = <T>(xs: readonly T[]): T => xs[randomInt(rng, 0, xs.length - 1)] as T;
    const codes = new Set<string>();
    let n = 0;
    randomDrive(newGame(c.preset, c.players, `refusals-${c.preset}`, c.options), "refusals", {
      maxHands: 1,
      chaos: 0.3,
      quietDeals: true,
      onStep: (_before, _move, s) => {
        if (n++ % 3 !== 0) return;
        const deck = makeDeck(planFor(s.rules, s.players).deck);
        const seat = randomInt(rng, 0, s.players - 1);
        const mine = s.hands[seat] ?? [];
        const someCards = (from: readonly Card[], k: number) => Array.from({ length: k }, () => pick(from.length > 0 ? from : deck));
        const attempts: [Actor, unknown][] = [
          [seat, { type: "play", cards: someCards(mine, randomInt(rng, 1, 4)) }],
          [seat, { type: "play", cards: someCards(deck, randomInt(rng, 1, 3)) }],
          [seat, { type: "bid", cards: someCards(mine, randomInt(rng, 1, 3)) }],
          [seat, { type: "bid", cards: someCards(deck, 2) }],
          [seat, { type: "bury", cards: someCards(mine, randomInt(rng, 1, 9)) }],
          [seat, { type: "call", friends: [{ card: pick(deck), ordinal: randomInt(rng, 1, 6) }] }],
          [seat, { type: "call", friends: [{ card: pick(deck), other: true }, { card: pick(deck), ordinal: 2 }] }],
          [seat, { type: "misdeal" }],
          [seat, { type: "draw" }],
          [seat, { type: "play", cards: ["S1"] }],
          [seat, { type: "play" }],
          [seat, { type: "play", cards: [], extra: true }],
          [seat, null],
          [seat, "play"],
          [c.players, { type: "misdeal" }],
          ["table", { type: "play", cards: mine.slice(0, 1) }],
          ["table", pick([{ type: "draw" }, { type: "close-bidding" }, { type: "next-hand" }])],
        ];
        for (const [actor, action] of attempts) {
          const r = applyAction(s, actor, action);
          if (r.ok) continue;
          const { code, message } = r.error;
          codes.add(code);
          expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
          expect(message.length).toBeGreaterThan(10);
          expect(message).toMatch(/^[A-Z"]/);
          expect(message).toMatch(/[.!)]$/);
          // A malformed frame is told which field is wrong in the schema's words (which may say
          // "received undefined"); every other refusal is plain words.
          if (code === "bad-action") expect(message).toMatch(/^That (action is not understood|is not a step the table takes)/);
          else expect(message).not.toMatch(/undefined|NaN|\[object|null/);
          // A card named in a message is the actor's own, shown on the table, or one it named itself.
          const mayName = known(s, actor);
          for (const x of JSON.stringify(action ?? "").match(CARD_IN_TEXT) ?? []) mayName.add(x);
          // The notation hint of a malformed card ("write S10, HK, BJ …") names no card of the game.
          for (const x of message.replace("write S10, HK, BJ", "").match(CARD_IN_TEXT) ?? []) {
            expect(isCard(x)).toBe(true);
            expect(mayName.has(x), `${code}: "${message}" names ${x}`).toBe(true);
          }
        }
      },
    });
    expect(codes.size).toBeGreaterThan(5);
  }, 60_000);
});
