/**
 * Hidden information: on random games of every preset (bots, random legal
 * actions and random throw attempts), after every step every seat's view
 * and the spectator's hold no card that viewer may not know, and the step's
 * events hold only cards shown to everyone.
 *
 * What a viewer may know, field by field, is written here from the rules,
 * not from view.ts: its own hand (exactly, as a multiset); the bids, plays
 * and failed-throw attempts shown on the table; the calls; the buried kitty
 * when it lies face up, when the hand is over, or — for the maker — once
 * buried; the kitty as dealt when the hand is over; and the kitty and
 * burial of finished hands. Who played a called card is unknown until the
 * call is revealed. The seed never appears.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameEvent, viewFor } from "../../../src/engine";
import { isCard } from "../../../src/engine/cards";
import { PRESET_INFO, SHENGJI_PRESETS, type ShengjiPreset } from "../../../src/engine/presets";
import type { ShengjiEvent } from "../../../src/engine/shengji/events";
import type { ShengjiState } from "../../../src/engine/shengji/state";
import type { ShengjiView } from "../../../src/engine/shengji/view";
import type { Viewer } from "../../../src/engine/types";
import { newGame } from "./flow-support";
import { randomDrive } from "./random-drive";

const RUNS = Number(process.env.LEAK_RUNS ?? 24);

type Counts = Map<string, number>;

function countsOf(cards: Iterable<string>): Counts {
  const m: Counts = new Map();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Every string in a JSON value that is a card, with repeats. */
function cardsIn(x: unknown, out: string[] = []): string[] {
  if (typeof x === "string") {
    if (isCard(x)) out.push(x);
  } else if (Array.isArray(x)) {
    for (const y of x) cardsIn(y, out);
  } else if (x !== null && typeof x === "object") {
    for (const y of Object.values(x)) cardsIn(y, out);
  }
  return out;
}

/** The first card of `part` with more copies than `whole` allows, or null. */
function excess(part: readonly string[], whole: Iterable<string> | Counts): string | null {
  const allowed = whole instanceof Map ? whole : countsOf(whole);
  for (const [c, n] of countsOf(part)) if (n > (allowed.get(c) ?? 0)) return c;
  return null;
}

const sorted = (cards: readonly string[]) => [...cards].sort();

function played(s: ShengjiState): string[] {
  const out: string[] = [];
  for (const t of [...s.tricks, ...(s.trick ? [s.trick] : [])]) {
    for (const p of t.plays) out.push(...p.cards);
    out.push(...(t.attempted ?? []));
  }
  return out;
}

const handOver = (s: ShengjiState) => s.phase === "scored" || s.phase === "over";

/** May this viewer see the buried kitty now? */
function seesBuried(s: ShengjiState, viewer: Viewer): boolean {
  return handOver(s) || s.kittyExposed || (viewer !== "spectator" && viewer === s.maker && s.buried.length > 0);
}

const pastKitties = (s: ShengjiState) => s.results.flatMap((r) => [...r.kitty, ...r.buried]);

/** What is on the table for everyone, by place (computed once per state). */
interface Table {
  readonly bids: Counts;
  readonly played: Counts;
  readonly calls: Counts;
  readonly past: Counts;
  readonly none: Counts;
}
const tables = new WeakMap<ShengjiState, Table>();
function tableOf(s: ShengjiState): Table {
  let t = tables.get(s);
  if (!t) {
    t = { bids: countsOf(s.bids.map((b) => b.card)), played: countsOf(played(s)), calls: countsOf(s.calls.map((c) => c.card)), past: countsOf(pastKitties(s)), none: new Map() };
    tables.set(s, t);
  }
  return t;
}

function checkView(s: ShengjiState, viewer: Viewer, where: string): void {
  checkViewJson(s, viewer, JSON.stringify(viewFor(s, viewer)), where);
}

/** The checks, on a view as it goes over the wire. */
function checkViewJson(s: ShengjiState, viewer: Viewer, json: string, where: string): void {
  if (json.includes(s.seed)) throw new Error(`${where}: the seed is in the view of ${viewer}`);
  const v = JSON.parse(json) as ShengjiView & Record<string, unknown>;
  const fail = (what: string) => {
    throw new Error(`${where}: ${viewer}'s view: ${what}`);
  };
  const table = tableOf(s);
  for (const [key, value] of Object.entries(v)) {
    const cards = cardsIn(value);
    if (cards.length === 0) continue;
    let allowed: Counts | readonly string[];
    switch (key) {
      case "cards": {
        // Exactly the viewer's own hand, copies counted.
        const own = viewer === "spectator" ? [] : (s.hands[viewer] ?? []);
        if (sorted(cards).join() !== sorted(own).join()) fail(`"cards" is not its own hand`);
        continue;
      }
      case "bids":
        allowed = table.bids;
        break;
      case "bid":
        allowed = s.bid ? [s.bid.card] : [];
        break;
      case "defendable":
        allowed = s.defendable ? [s.defendable.card] : [];
        break;
      case "trick":
      case "tricks":
        allowed = table.played;
        break;
      case "calls":
        allowed = table.calls;
        break;
      case "buried":
        allowed = seesBuried(s, viewer) ? s.buried : [];
        break;
      case "kitty":
        allowed = handOver(s) ? s.kitty : [];
        break;
      case "turned":
        // Turned face up for everyone when nobody bid (000 Rick Heli, 003 Sheng Ji): kitty cards only.
        if (excess(cards, s.kitty)) fail(`"turned" shows cards that are not the kitty's`);
        allowed = s.turned;
        break;
      case "results":
        allowed = table.past;
        break;
      default:
        allowed = table.none;
    }
    const bad = excess(cards, allowed);
    if (bad) fail(`"${key}" shows ${bad}, which it may not know`);
  }
  // Who holds a called card is secret until the call is revealed.
  s.calls.forEach((c, i) => {
    const shown = v.calls[i]?.by ?? null;
    if (!c.revealed && shown !== null) fail(`call ${i} names its player before it is revealed`);
    if (c.revealed && shown !== c.by) fail(`call ${i} is revealed but not shown`);
  });
  if (s.rules.teams === "friends" && s.maker !== null) {
    const known = [s.maker, ...s.calls.filter((c) => c.revealed).map((c) => c.by)];
    for (const f of [...v.friends, ...v.makers]) if (!known.includes(f)) fail(`seat ${f} is shown on the makers' side before it is revealed`);
  }
}

/** Events go to everyone: they may hold only cards shown on the table. */
function checkEvents(s: ShengjiState, events: readonly GameEvent[], where: string): void {
  const json = JSON.stringify(events);
  if (json.includes(s.seed)) throw new Error(`${where}: the seed is in the events`);
  for (const e of events as readonly ShengjiEvent[]) {
    if (e.type === "kitty-turned") {
      // Turned face up for everyone to see (000 Rick Heli, 003 Sheng Ji).
      if (excess(e.cards, s.kitty)) throw new Error(`${where}: turned cards are not the kitty's`);
      continue;
    }
    const public_ = [
      ...s.bids.map((b) => b.card),
      ...played(s),
      ...s.calls.map((c) => c.card),
      ...(seesBuried(s, "spectator") ? s.buried : []),
      ...(handOver(s) ? s.kitty : []),
      ...pastKitties(s),
    ];
    const bad = excess(cardsIn(e), public_);
    if (bad) throw new Error(`${where}: event ${e.type} shows ${bad}`);
  }
}

const cases: { preset: ShengjiPreset; players: number; options?: Record<string, unknown> }[] = [
  ...SHENGJI_PRESETS.flatMap((preset) => PRESET_INFO[preset].players.map((players) => ({ preset, players }))),
  // 000's variants: Rick Heli's fixed maker, kitty-rank trump and Joker laps; "the other" call,
  // any active player's level, full packs.
  { preset: "zpy-pagat", players: 6, options: { leader: "fixed", declare: "leader-level", noBid: "kitty-rank", nextStarter: "next-of-winners", gameEnd: "joker-laps" } },
  { preset: "zpy-pagat-active-passive", players: 7, options: { declare: "active-levels", otherCall: true, deck: "full-packs" } },
];

describe("no view holds a card its viewer may not know", () => {
  it(`on random games of every preset and player count (${RUNS} runs of two hands)`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(0, 0.3),
        fc.boolean(),
        ({ preset, players, options }, n, hexSeed, dealAtOnce, chaos, quietDeals) => {
          // Server seeds are 32 hex digits; tests use any string. Both must stay secret.
          const seed = hexSeed ? n.toString(16).padStart(8, "f").repeat(4) : `leak-test-seed-${n}`;
          const game = newGame(preset, players, seed, options);
          let steps = 0;
          randomDrive(game, `policy-${n}`, {
            maxHands: 2,
            chaos,
            dealAtOnce,
            quietDeals,
            onStep: (_before, move, after, events) => {
              steps++;
              const where = `${preset}/${players} seed ${seed} step ${steps} (${String(move.actor)} ${move.action.type})`;
              for (let seat = 0; seat < players; seat++) checkView(after, seat, where);
              checkView(after, "spectator", where);
              checkEvents(after, events, where);
            },
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("the check itself catches a leaked hand, kitty, friend or seed", () => {
    // A real state in the middle of a hand, and its views doctored the ways a bug could leak.
    let found: ShengjiState | null = null;
    randomDrive(newGame("zpy-online", 6, "doctored"), "doctored", {
      maxHands: 1,
      chaos: 0,
      onStep: (_b, _m, after) => {
        if (!found && after.phase === "playing" && after.tricks.length === 2) found = after;
      },
    });
    if (!found) throw new Error("no playing state reached");
    const s: ShengjiState = found;
    const doctored = (viewer: Viewer, doctor: (v: ShengjiView) => unknown) => () =>
      checkViewJson(s, viewer, JSON.stringify(doctor(viewFor(s, viewer) as ShengjiView)), "doctored");
    const other = s.hands[2] as string[];
    const notMaker = s.maker === 0 ? 1 : 0;
    expect(doctored(0, (v) => v)).not.toThrow();
    expect(doctored("spectator", (v) => v)).not.toThrow();
    // Another seat's card in one's hand; a spectator with a hand.
    expect(doctored(0, (v) => ({ ...v, cards: [...v.cards.slice(1), other[0]] }))).toThrow(/own hand/);
    expect(doctored("spectator", (v) => ({ ...v, cards: other }))).toThrow(/own hand/);
    // Another seat's hand anywhere else, even in a field nobody expects cards in.
    expect(doctored(0, (v) => ({ ...v, seats: v.seats.map((x, i) => (i === 2 ? { ...x, hand: other } : x)) }))).toThrow(/seats/);
    // A second copy of a played card (several decks): presence is not enough, copies count.
    const first = s.tricks[0]?.plays[0]?.cards[0] as string;
    expect(doctored(0, (v) => ({ ...v, tricks: [...v.tricks, { leader: 0, plays: [{ seat: 0, cards: [first] }], winning: 0, points: 0 }] }))).toThrow(/tricks/);
    // The buried kitty to anyone but the maker, the kitty as dealt to anyone.
    expect(doctored(notMaker, (v) => ({ ...v, buried: s.buried }))).toThrow(/buried/);
    expect(doctored(s.maker as number, (v) => ({ ...v, kitty: s.kitty }))).toThrow(/kitty/);
    // A friend named before the call is revealed.
    const hidden = { ...s, calls: s.calls.map((c) => ({ ...c, by: 3, revealed: false })) };
    expect(() => checkViewJson(hidden, 0, JSON.stringify({ ...(viewFor(hidden, 0) as ShengjiView), calls: hidden.calls.map((c) => ({ ...c, by: 3 })) }), "x")).toThrow(/before it is revealed/);
    // The seed.
    expect(doctored(0, (v) => ({ ...v, note: s.seed }))).toThrow(/seed/);
    // An event naming a drawn card.
    expect(() => checkEvents(s, [{ type: "drew", seat: 1, count: 1, card: other[0] } as unknown as GameEvent], "x")).toThrow(/drew/);
  });
});
