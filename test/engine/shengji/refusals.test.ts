/**
 * Refusals carry their values as params (docs/ENGINE.md "Refusals"), so a
 * client can word them in any language: the counts, cards, suits and shapes
 * of the English message, and a reason where one code has several messages.
 * A param never names a card the actor cannot see.
 */
import { describe, expect, it } from "vitest";
import { applyAction, viewFor } from "../../../src/engine";
import { type Card, codeOf, hand } from "../../../src/engine/cards";
import { randomInt, rngFor, shuffled } from "../../../src/engine/random";
import { turnOf } from "../../../src/engine/shengji/play";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import type { RuleError } from "../../../src/engine/types";
import { atPlay, bid, close, dealAll, giveCards, newGame, refusal, seatsAt } from "./flow-support";
import { randomDrive } from "./random-drive";

/** Every card the seat's view shows: its hand, the bids, the trick, the last trick, revealed calls. */
function visibleCards(v: ShengjiView): Set<Card> {
  const seen = new Set<Card>(v.cards);
  for (const b of v.bids) seen.add(b.card);
  for (const t of [v.trick, v.lastTrick]) for (const p of t?.plays ?? []) for (const c of p.cards) seen.add(c);
  for (const c of v.calls) seen.add(c.card);
  for (const c of v.buried ?? []) seen.add(c);
  for (const c of v.turned) seen.add(c);
  return seen;
}

/** The cards a refusal may name: those the seat sees, and those it sent itself. */
function expectNoHiddenCard(s: ShengjiState, seat: number, sent: readonly Card[], error: RuleError): void {
  const seen = visibleCards(viewFor(s, seat) as ShengjiView);
  for (const c of sent) seen.add(c);
  for (const value of Object.values(error.params ?? {})) {
    if (typeof value === "string" && codeOf(value) !== undefined) expect(seen.has(value), `${error.code} names ${value}`).toBe(true);
  }
}

describe("refusals carry their values", () => {
  it("wrong-count: how many cards to bury, or to play", () => {
    const s = atPlay({ preset: "zpy-pagat", players: 5, maker: 0, trump: { rank: "2", suit: "S" }, hands: ["HA HK", "H3 H4", "H5 H6", "H7 H8", "H9 H10"] });
    const led = applyAction(s, 0, { type: "play", cards: ["HA"] });
    if (!led.ok) throw new Error(led.error.message);
    const r = refusal(led.state as ShengjiState, 1, { type: "play", cards: ["H3", "H4"] });
    expect(r).toMatchObject({ code: "wrong-count", params: { count: 1 } });
    const dealt = dealAll(bid(giveCards(newGame("zpy-pagat", 5, "bury"), { 0: "S2" }), 0, "S2").state);
    const burying = close(dealt).state;
    expect(refusal(burying, 0, { type: "bury", cards: burying.hands[0]?.slice(0, 2) })).toMatchObject({ code: "wrong-count", params: { count: 8 } });
  });

  it("must-follow-suit: the suit, the cards it asks for and how many the hand holds", () => {
    const s = atPlay({ preset: "zpy-pagat", players: 5, maker: 0, trump: { rank: "2", suit: "S" }, hands: ["HA C3", "H3 C4", "H5 H6", "H7 H8", "H9 H10"] });
    const led = applyAction(s, 0, { type: "play", cards: ["HA"] });
    if (!led.ok) throw new Error(led.error.message);
    const r = refusal(led.state as ShengjiState, 1, { type: "play", cards: ["C4"] });
    expect(r).toMatchObject({ code: "must-follow-suit", params: { suit: "H", count: 1, held: 1 } });
  });

  it("must-match-format: the shape asked for and the suit", () => {
    const s = atPlay({ preset: "zpy-pagat", players: 5, maker: 0, trump: { rank: "2", suit: "S" }, hands: ["HQ HQ C3", "H4 H4 H5", "HJ HK C4", "D3 D4 D5", "D6 D7 D8"] });
    const led = applyAction(s, 0, { type: "play", cards: ["HQ", "HQ"] });
    if (!led.ok) throw new Error(led.error.message);
    const r = refusal(led.state as ShengjiState, 1, { type: "play", cards: ["H4", "H5"] });
    expect(r).toMatchObject({ code: "must-match-format", params: { shape: "2x1", suit: "H" } });
    expect(r.message).toMatch(/a pair in hearts/);
  });

  it("bids: the card and count tried, the ranks allowed, the standing bid", () => {
    let s = newGame("zpy-pagat", 6, "bid-params");
    s = giveCards({ ...s, seats: seatsAt(["4", "2", "2", "2", "2", "2"]) }, { 0: "C4 C2", 1: "H2 H2" });
    expect(refusal(s, 0, { type: "bid", cards: ["C2"] })).toMatchObject({ code: "bad-bid-card", params: { reason: "rank", ranks: "4" } });
    expect(refusal(s, 0, { type: "bid", cards: ["C4", "C4"] })).toMatchObject({ code: "not-in-hand", params: { card: "C4", count: 2 } });
    s = bid(s, 0, "C4").state;
    expect(refusal(s, 1, { type: "bid", cards: ["H2"] })).toMatchObject({ code: "bid-too-small", params: { reason: "overcall", count: 1, card: "C4" } });
    expect(refusal(s, 0, { type: "bid", cards: ["C4"] })).toMatchObject({ code: "bid-too-small", params: { reason: "reinforce", count: 1, card: "C4" } });
  });

  it("calls: how many to call, and why a card may not be", () => {
    const s = { ...dealAll(newGame("zpy-pagat", 6, "call-params")), phase: "calling" as const, trump: { rank: 2, suit: "S" as const }, maker: 0, stock: [] };
    expect(refusal(s, 0, { type: "call", friends: [{ card: "HA", ordinal: 1 }] })).toMatchObject({ code: "wrong-call-count", params: { count: 2 } });
    expect(refusal(s, 0, { type: "call", friends: [{ card: "SA", ordinal: 1 }, { card: "HA", ordinal: 1 }] })).toMatchObject({
      code: "bad-call",
      params: { reason: "trump", card: "SA" },
    });
    expect(refusal(s, 0, { type: "call", friends: [{ card: "HA", ordinal: 3 }, { card: "DA", ordinal: 1 }] })).toMatchObject({
      code: "bad-call",
      params: { reason: "ordinal", card: "HA", copies: 2 },
    });
  });

  it("a param never names a card the actor cannot see (random refused plays and bids in random games)", () => {
    const rng = rngFor("refusal-params", "probe");
    let probes = 0;
    for (const preset of ["zpy-pagat", "zpy-80", "shengji-online", "tractor-classic"] as const) {
      const players = preset === "zpy-pagat" ? 6 : 4;
      randomDrive(newGame(preset, players, `refusals-${preset}`), `refusals-${preset}`, {
        maxHands: 1,
        chaos: 0.2,
        onStep: (before) => {
          const seat = turnOf(before) ?? randomInt(rng, 0, players - 1);
          const held = before.hands[seat] as readonly Card[];
          if (held.length === 0) return;
          const k = randomInt(rng, 1, Math.min(4, held.length));
          // The seat's own cards, and cards that others may hold.
          const mine = shuffled(held, rng).slice(0, k);
          const any = hand("SA SA HK D10 C5 BJ LJ S2 H2").slice(0, k);
          for (const cards of [mine, any]) {
            for (const action of [{ type: "play", cards }, { type: "bid", cards }] as const) {
              const r = applyAction(before, seat, action);
              if (!r.ok) {
                probes++;
                expectNoHiddenCard(before, seat, cards, r.error);
              }
            }
          }
        },
      });
    }
    expect(probes).toBeGreaterThan(100);
  });
});
