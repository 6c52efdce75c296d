/**
 * The one place that decides what a seat (or a spectator) may know.
 * Every field is named here from an allow-list; nothing is spread from the
 * state. A seat sees its own hand, everything shown on the table (bids,
 * plays, revealed friends, points won), and the counts of other hands. It
 * never sees another hand, the undealt cards, the seed, the kitty (unless it
 * holds it: it buried the kitty in play, and nobody has stolen it since; or
 * it was buried face up, or the hand is over) or who holds a called card
 * before that card is revealed.
 *
 * The table's rules of what it shows (`hidePoints`, `hidePlayedCards`,
 * `revealKitty`, `hideThrowStopper`) are decided here too, each once: for
 * the views, and for the events every move tells (`shownEvents`, which
 * applyShengji passes every step's events through), so that no other path
 * (the log's words, the sockets, a replay of the live table) can show more.
 */
import { type Card, points as cardPoints } from "../cards";
import type { Seat, Viewer } from "../types";
import { planFor } from "./deal";
import { levelName } from "./levels";
import type { ShengjiRules } from "./rules";
import type { ShengjiEvent } from "./events";
import type { Bid, HandResult, Phase, SeatState, ShengjiState, ShownHandResult, Trick } from "./state";
import { knownMakers } from "./seat-order";
import { takebackSeat } from "./takeback";
import { kittyHolder } from "./theft";
import { turnOf, winnerSoFar } from "./play";
import { trumpTable, type TrumpSpec } from "./trump";

export interface SeatView {
  readonly level: number;
  readonly levelName: string;
  readonly active: boolean;
  /** Penalty points still owed (000's false-lead variant), 0 when none. */
  readonly owed: number;
  /** Cards in this seat's hand. */
  readonly cards: number;
  /** Card points this seat has won in tricks this hand; null where the table hides them (`hidePoints`: a known maker's, while the hand is played). */
  readonly won: number | null;
}

export interface CallView {
  readonly card: Card;
  readonly ordinal: number | "other";
  /** Copies of the card played so far (everyone saw them). */
  readonly seen: number;
  /** Who played the called copy, once revealed. */
  readonly by: Seat | null;
}

export interface TrickView {
  readonly leader: Seat;
  readonly plays: readonly { readonly seat: Seat; readonly cards: readonly Card[] }[];
  readonly attempted?: readonly Card[];
  /** Who is winning (complete tricks: who won). */
  readonly winning: Seat | null;
  readonly points: number;
}

export interface ShengjiView {
  readonly game: "shengji";
  readonly preset: string;
  readonly rules: ShengjiRules;
  readonly players: number;
  /** The seat this view is for, or null for a spectator. */
  readonly you: Seat | null;
  readonly phase: Phase;
  readonly hand: number;
  readonly seats: readonly SeatView[];
  readonly starter: Seat;
  readonly leader: Seat | null;
  /** Who draws next, and how many cards are still to be dealt into hands. */
  readonly nextToDraw: Seat;
  readonly toDeal: number;
  readonly kittySize: number;
  readonly bids: readonly Bid[];
  readonly bid: Bid | null;
  readonly defendable: Bid | null;
  readonly trump: TrumpSpec | null;
  readonly maker: Seat | null;
  /**
   * kittyTheft: the seats that stole the kitty this hand, in order; the last holds it (else the maker).
   * Absent when nobody stole, so that every other view is as it was.
   */
  readonly thieves?: readonly Seat[];
  /** The makers' side as far as it is known to everyone. */
  readonly makers: readonly Seat[];
  readonly calls: readonly CallView[];
  readonly friends: readonly Seat[];
  /** Your own cards (empty for a spectator). */
  readonly cards: readonly Card[];
  /** The buried kitty, where you may see it: you buried it and hold it still, it lies face up, or the hand is over. */
  readonly buried: readonly Card[] | null;
  /**
   * Present, and true, once the maker has buried the kitty face up (001): everyone sees it, and its points count
   * single on the last trick. Absent otherwise, so that a view of every other hand is as it was (bots hash their view
   * for their tie-breaks, and the arena's figures stay those of the same deals).
   */
  readonly kittyExposed?: true;
  /** The kitty as dealt, once the hand is over. */
  readonly kitty: readonly Card[] | null;
  /** Kitty cards turned face up to set trump when nobody bid. */
  readonly turned: readonly Card[];
  readonly trick: TrickView | null;
  /** The last completed trick of this hand (the others lie face down, as at a real table). */
  readonly lastTrick: TrickView | null;
  readonly tricksPlayed: number;
  /** Whose move the table waits for: the seat to play, or (kittyTheft) the seat asked whether it steals the kitty. */
  readonly turn: Seat | null;
  /**
   * playTakeback, bidTakeback: the seat that may take back its last move now (takeback.ts; public: everyone
   * saw the move). Absent when nobody may, so that every view at a table without takebacks is as it was.
   */
  readonly takeback?: Seat;
  readonly penalties: readonly { readonly seat: Seat; readonly points: number }[];
  /** The result of the last finished hand (levels now are in `seats`), as shown (`revealKitty`). */
  readonly lastResult: ShownHandResult | null;
  readonly handsPlayed: number;
  readonly winners: readonly Seat[] | null;
}

/**
 * Trick views by trick: states are never changed in place, so a trick
 * object always reads the same; the table builds one view per seat after
 * every move and this spares working out the winner each time.
 */
const trickViews = new WeakMap<Trick, TrickView>();

function trickView(s: ShengjiState, t: Trick): TrickView {
  let v = trickViews.get(t);
  if (!v) {
    v = buildTrickView(s, t);
    trickViews.set(t, v);
  }
  return v;
}

function buildTrickView(s: ShengjiState, t: Trick): TrickView {
  let points = 0;
  for (const p of t.plays) points += cardPoints(p.cards);
  let winning: Seat | null = t.winner ?? null;
  if (winning === null && s.trump !== null && t.plays.length > 0) {
    winning = winnerSoFar(trumpTable(s.trump, s.rules.trumpTractors), s, t)?.seat ?? null;
  }
  return {
    leader: t.leader,
    plays: t.plays.map((p) => ({ seat: p.seat, cards: p.cards.slice() })),
    ...(t.attempted ? { attempted: t.attempted.slice() } : {}),
    winning,
    points,
  };
}

/** A past hand's result, field by field: all of it public once the hand is over, but the kitty's cards where the table does not turn them up (`revealKitty`). */
function resultView(rules: ShengjiRules, r: HandResult): ShownHandResult {
  const seat = (x: SeatState) => (x.owed === undefined ? { level: x.level, active: x.active } : { level: x.level, active: x.active, owed: x.owed });
  return {
    hand: r.hand,
    maker: r.maker,
    trump: { rank: r.trump.rank, suit: r.trump.suit },
    makers: r.makers.slice(),
    trickPoints: r.trickPoints,
    kittyPoints: r.kittyPoints,
    kittyMultiplier: r.kittyMultiplier,
    penaltyPoints: r.penaltyPoints,
    catcherPoints: r.catcherPoints,
    winner: r.winner,
    levels: r.levels,
    before: r.before.map(seat),
    after: r.after.map(seat),
    kitty: rules.revealKitty ? r.kitty.slice() : null,
    buried: rules.revealKitty ? r.buried.slice() : null,
    ...(r.falseLead === undefined ? {} : { falseLead: r.falseLead }),
    ...(r.held === undefined ? {} : { held: r.held.slice() }),
  };
}

/** The fields of a view that depend on who looks: whose seat, their cards, and the buried kitty where they may see it. */
export type ShengjiOwnView = Pick<ShengjiView, "you" | "cards" | "buried">;
/** The rest of a view: the same for every viewer, seated or watching. */
export type ShengjiSharedView = Omit<ShengjiView, keyof ShengjiOwnView>;

export function viewForShengji(s: ShengjiState, viewer: Viewer): ShengjiView {
  return { ...sharedViewShengji(s), ...ownViewShengji(s, viewer) };
}

/** What only `viewer` sees (a seat that does not exist sees what a spectator sees). */
export function ownViewShengji(s: ShengjiState, viewer: Viewer): ShengjiOwnView {
  const you = viewer === "spectator" || !Number.isInteger(viewer) || viewer < 0 || viewer >= s.players ? null : viewer;
  const handOver = s.phase === "scored" || s.phase === "over";
  const seesBuried = (handOver && s.rules.revealKitty) || s.kittyExposed || (you !== null && you === kittyHolder(s) && s.buried.length > 0);
  return {
    you,
    cards: you === null ? [] : (s.hands[you] ?? []).slice(),
    buried: seesBuried ? s.buried.slice() : null,
  };
}

/** What every viewer sees alike. Nothing here may depend on a hand, the stock or the kitty before they are public. */
export function sharedViewShengji(s: ShengjiState): ShengjiSharedView {
  const handOver = s.phase === "scored" || s.phase === "over";
  const plan = planFor(s.rules, s.players);
  const hidden = pointsHidden(s);
  return {
    game: "shengji",
    preset: s.preset,
    rules: s.rules,
    players: s.players,
    phase: s.phase,
    hand: s.hand,
    seats: s.seats.map((seat, i) => ({
      level: seat.level,
      levelName: levelName(s.rules, seat.level),
      active: seat.active,
      owed: seat.owed ?? 0,
      cards: (s.hands[i] ?? []).length,
      won: hidden.has(i) ? null : (s.won[i] ?? 0),
    })),
    starter: s.starter,
    leader: s.leader,
    nextToDraw: s.next,
    toDeal: s.phase === "dealing" ? Math.max(0, s.stock.length - plan.kitty) : 0,
    kittySize: plan.kitty,
    bids: s.bids.map((b) => ({ seat: b.seat, card: b.card, count: b.count })),
    bid: s.bid ? { seat: s.bid.seat, card: s.bid.card, count: s.bid.count } : null,
    defendable: s.defendable ? { seat: s.defendable.seat, card: s.defendable.card, count: s.defendable.count } : null,
    trump: s.trump ? { rank: s.trump.rank, suit: s.trump.suit } : null,
    maker: s.maker,
    ...(s.thieves ? { thieves: s.thieves.slice() } : {}),
    makers: knownMakers(s),
    calls: s.calls.map((c) => ({ card: c.card, ordinal: c.ordinal, seen: c.seen, by: c.revealed ? c.by : null })),
    friends: s.friends.slice(),
    ...(s.kittyExposed ? { kittyExposed: true as const } : {}),
    kitty: handOver && s.rules.revealKitty ? s.kitty.slice() : null,
    turned: s.turned.slice(),
    trick: s.trick ? trickView(s, s.trick) : null,
    lastTrick: s.tricks.length > 0 ? trickView(s, s.tricks[s.tricks.length - 1] as Trick) : null,
    tricksPlayed: s.tricks.length,
    turn: s.phase === "stealing" ? (s.asked ?? null) : turnOf(s),
    ...(s.undo ? { takeback: takebackSeat(s) as Seat } : {}),
    penalties: s.penalties.map((p) => ({ seat: p.seat, points: p.points })),
    lastResult: s.results.length > 0 ? resultView(s.rules, s.results[s.results.length - 1] as HandResult) : null,
    handsPlayed: s.results.length,
    winners: s.winners ? s.winners.slice() : null,
  };
}

/** `hidePoints` (rbtying `hide_landlord_points`): the seats whose points won are hidden now: the makers' known side, while the hand is played. */
function pointsHidden(s: ShengjiState): ReadonlySet<number> {
  if (!s.rules.hidePoints || s.phase === "scored" || s.phase === "over" || s.maker === null) return new Set();
  return new Set(knownMakers(s));
}

/**
 * A move's events as the table shows them, `s` the state after the move: what `hidePoints`,
 * `hidePlayedCards`, `revealKitty` and `hideThrowStopper` keep out of sight is taken out here, the
 * one place (applyShengji passes every step's events through). At a table that hides nothing the
 * events are returned as they are.
 */
export function shownEvents(s: ShengjiState, events: readonly ShengjiEvent[]): ShengjiEvent[] {
  const r = s.rules;
  if (!r.hidePoints && !r.hidePlayedCards && r.revealKitty && !r.hideThrowStopper) return events.slice();
  const hidden = pointsHidden(s);
  return events.map((e): ShengjiEvent => {
    switch (e.type) {
      case "played":
      case "bomb":
        return r.hidePlayedCards ? { ...e, cards: [], count: e.cards.length } : e;
      case "taken-back":
        // A bid's cards stay named: bids are not played cards, and the view lists every bid.
        return r.hidePlayedCards && e.kind === "play" ? { ...e, cards: [], count: e.cards.length } : e;
      case "throw-failed": {
        const { blocker, ...rest } = e;
        const named = r.hideThrowStopper || blocker === undefined ? rest : { ...rest, blocker };
        return r.hidePlayedCards ? { ...named, attempted: [], forced: [], beaten: [], counts: { attempted: e.attempted.length, forced: e.forced.length } } : named;
      }
      case "trick": {
        if (!hidden.has(e.winner)) return e;
        return { type: "trick", winner: e.winner };
      }
      case "hand-over":
        return { ...e, result: resultView(r, e.result as HandResult) };
      default:
        return e;
    }
  });
}
