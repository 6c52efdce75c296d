/**
 * What a Shengji viewer may know, field by field, written from the rules
 * (not from view.ts): its own hand (exactly, as a multiset); the bids, plays
 * and failed-throw attempts shown on the table; the calls; the buried kitty
 * when it lies face up, when the hand is over, or (for whoever buried it:
 * the maker, or the last seat that stole it) once buried; the kitty as dealt when the hand is over; the kitty cards turned
 * to set trump; the kitty and burial of finished hands. Who played a called
 * card is unknown until the call is revealed. The seed never appears.
 * Shared by the engine's leak property test and the leak fuzz over the
 * real server.
 */
import type { GameEvent } from "../../src/engine";
import { viewFor } from "../../src/engine";
import { isCard } from "../../src/engine/cards";
import type { ShengjiEvent } from "../../src/engine/shengji/events";
import type { ShengjiState } from "../../src/engine/shengji/state";
import type { ShengjiView } from "../../src/engine/shengji/view";
import type { Viewer } from "../../src/engine/types";

type Counts = Map<string, number>;

function countsOf(cards: Iterable<string>): Counts {
  const m: Counts = new Map();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Every string in a JSON value that is a card, with repeats. */
export function cardsIn(x: unknown, out: string[] = []): string[] {
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

/**
 * May this viewer see the buried kitty now? Whoever buried the kitty in play sees it: the maker,
 * or (kittyTheft) the last seat that stole it; a maker whose kitty was stolen no longer does.
 */
function seesBuried(s: ShengjiState, viewer: Viewer): boolean {
  const buriedBy = s.thieves && s.thieves.length > 0 ? s.thieves[s.thieves.length - 1] : s.maker;
  // `revealKitty` off (rbtying should_reveal_kitty_at_end_of_game): the hand's end turns nothing up.
  return (handOver(s) && s.rules.revealKitty) || s.kittyExposed || (viewer !== "spectator" && viewer === buriedBy && s.buried.length > 0);
}

const pastKitties = (s: ShengjiState) => (s.rules.revealKitty ? s.results.flatMap((r) => [...r.kitty, ...r.buried]) : []);

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

export function checkView(s: ShengjiState, viewer: Viewer, where: string): void {
  checkViewJson(s, viewer, JSON.stringify(viewFor(s, viewer)), where);
}

/** The checks, on a view as it goes over the wire. */
export function checkViewJson(s: ShengjiState, viewer: Viewer, json: string, where: string): void {
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
      case "lastTrick":
        allowed = table.played;
        break;
      case "calls":
        allowed = table.calls;
        break;
      case "buried":
        allowed = seesBuried(s, viewer) ? s.buried : [];
        break;
      case "kitty":
        allowed = handOver(s) && s.rules.revealKitty ? s.kitty : [];
        break;
      case "turned":
        // Turned face up for everyone when nobody bid (000 Rick Heli, 003 Sheng Ji): kitty cards only.
        if (excess(cards, s.kitty)) fail(`"turned" shows cards that are not the kitty's`);
        allowed = s.turned;
        break;
      case "lastResult":
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
  // rbtying hide_landlord_points: the makers' known side's points are hidden from everyone while the hand is played.
  if (s.rules.hidePoints && !handOver(s) && s.maker !== null) {
    for (const seat of knownSide(s)) if (v.seats[seat]?.won !== null) fail(`seat ${seat}'s points are shown, at a table that hides the makers'`);
  }
  if (s.rules.teams === "friends" && s.maker !== null) {
    const known = [s.maker, ...s.calls.filter((c) => c.revealed).map((c) => c.by)];
    for (const f of [...v.friends, ...v.makers]) if (!known.includes(f)) fail(`seat ${f} is shown on the makers' side before it is revealed`);
  }
}

/** The makers' side as everyone knows it: the maker, the revealed friends, or (fixed partners) the maker's partners. */
function knownSide(s: ShengjiState): number[] {
  if (s.maker === null) return [];
  if (s.rules.teams === "friends") return [s.maker, ...s.calls.filter((c) => c.revealed && c.by !== null).map((c) => c.by as number)];
  return Array.from({ length: s.players }, (_, i) => i).filter((i) => i % 2 === (s.maker as number) % 2);
}

/** Events go to everyone: they may hold only cards shown on the table, and nothing the table's rules hide. */
export function checkEvents(s: ShengjiState, events: readonly GameEvent[], where: string): void {
  const json = JSON.stringify(events);
  if (json.includes(s.seed)) throw new Error(`${where}: the seed is in the events`);
  for (const e of events as readonly ShengjiEvent[]) {
    // rbtying hide_played_cards: the log names no played card; hide_throw_halting_player: nor who stopped a throw.
    const playedCards = e.type === "played" || e.type === "bomb" || (e.type === "taken-back" && e.kind === "play") ? e.cards : e.type === "throw-failed" ? [...e.attempted, ...e.forced, ...e.beaten] : [];
    if (s.rules.hidePlayedCards && playedCards.length > 0) throw new Error(`${where}: event ${e.type} names played cards at a table that hides them`);
    if (s.rules.hideThrowStopper && e.type === "throw-failed" && e.blocker !== undefined) throw new Error(`${where}: a failed throw names who stopped it`);
    // rbtying hide_landlord_points: no points of a trick the makers' known side won while the hand is played.
    if (s.rules.hidePoints && e.type === "trick" && e.points !== undefined && !handOver(s) && knownSide(s).includes(e.winner)) {
      throw new Error(`${where}: the points of a trick the makers won are told`);
    }
    if (e.type === "kitty-turned") {
      // Turned face up for everyone to see (000 Rick Heli, 003 Sheng Ji).
      if (excess(e.cards, s.kitty)) throw new Error(`${where}: turned cards are not the kitty's`);
      continue;
    }
    if (e.type === "taken-back") {
      // A move taken back (playTakeback, bidTakeback): its cards were shown when it was made, and are the taker's again.
      if (excess(e.cards, s.hands[e.seat] ?? [])) throw new Error(`${where}: a takeback names cards the taker does not hold`);
      continue;
    }
    if (e.type === "throw-failed") {
      // The part that can be beaten is named from the attempt itself, never from the hand that beats it.
      if (excess(e.beaten, e.attempted)) throw new Error(`${where}: a failed throw names cards it did not attempt`);
      const { beaten: _named, ...rest } = e;
      checkEvents(s, [{ ...rest, type: "throw-failed, beaten part checked" } as unknown as GameEvent], where);
      continue;
    }
    const public_ = [
      ...s.bids.map((b) => b.card),
      ...played(s),
      ...s.calls.map((c) => c.card),
      // Kitty cards turned face up when nobody bid are shown to all (000, 003), and so is a line that tells of them.
      ...s.turned,
      ...(seesBuried(s, "spectator") ? s.buried : []),
      ...(handOver(s) && s.rules.revealKitty ? s.kitty : []),
      ...pastKitties(s),
    ];
    const bad = excess(cardsIn(e), public_);
    if (bad) throw new Error(`${where}: event ${e.type} shows ${bad}`);
  }
}

