/**
 * What one seat (or a spectator) may know of a Zheng Fen game: the only
 * place where hidden information is decided. Built field by field from an
 * allow-list; the state is never spread into it.
 *
 * Public: every card played (tricks are played face up), so the points each
 * player has caught; hand sizes; scores; who is out and in what order. At
 * the end of a deal, the last player's remaining hand: it goes to the first
 * out, and since every other card of the pack was seen in play, anyone could
 * name those cards anyway (showing them lets players check the scoring).
 * Secret: every other player's hand, the seed, and the order of the pack.
 */
import { points } from "../cards";
import type { Card } from "../cards";
import type { Seat, Viewer } from "../types";
import type { ZhengFenOptions } from "./options";
import type {
  ZhengFenCombination,
  ZhengFenDealResult,
  ZhengFenFinishedTrick,
  ZhengFenPhase,
  ZhengFenState,
  ZhengFenTrickEntry,
} from "./state";

export interface ZhengFenTrickView {
  readonly leader: Seat;
  readonly entries: readonly ZhengFenTrickEntry[];
  /** The combination to beat and who played it; null until the leader plays. */
  readonly current: ZhengFenCombination | null;
  readonly passes: number;
  /** Points in the cards played to this trick so far. */
  readonly points: number;
}

export interface ZhengFenView {
  readonly game: "zheng-fen";
  readonly viewer: Viewer;
  readonly options: ZhengFenOptions;
  readonly players: number;
  readonly phase: ZhengFenPhase;
  readonly deal: number;
  readonly shuffler: Seat;
  readonly firstDrawer: Seat;
  /** The viewer's own hand, sorted; null for a spectator. */
  readonly hand: readonly Card[] | null;
  readonly handCounts: readonly number[];
  readonly turn: Seat | null;
  readonly trick: ZhengFenTrickView | null;
  readonly lastTrick: ZhengFenFinishedTrick | null;
  /** Points in the tricks each player has won this deal. */
  readonly pointsCaught: readonly number[];
  readonly cardsCaught: readonly number[];
  readonly scores: readonly number[];
  /** Seats out of cards this deal, first out first. */
  readonly out: readonly Seat[];
  readonly lastDeal: ZhengFenDealResult | null;
  readonly winners: readonly Seat[] | null;
}

function copyCombination(c: ZhengFenCombination): ZhengFenCombination {
  return { seat: c.seat, cards: c.cards.slice(), category: c.category, rank: c.rank, length: c.length };
}

function copyEntry(e: ZhengFenTrickEntry): ZhengFenTrickEntry {
  return e.kind === "pass"
    ? { kind: "pass", seat: e.seat }
    : { kind: "play", seat: e.seat, cards: e.cards.slice(), category: e.category, rank: e.rank, length: e.length };
}

function trickPoints(entries: readonly ZhengFenTrickEntry[]): number {
  let total = 0;
  for (const e of entries) if (e.kind === "play") total += points(e.cards);
  return total;
}

/** The fields of a view that depend on who looks: whose eyes, and their hand. */
export type ZhengFenOwnView = Pick<ZhengFenView, "viewer" | "hand">;
/** The rest of a view: the same for every viewer, seated or watching. */
export type ZhengFenSharedView = Omit<ZhengFenView, keyof ZhengFenOwnView>;

export function viewForZhengFen(state: ZhengFenState, viewer: Viewer): ZhengFenView {
  return { ...sharedViewZhengFen(state), ...ownViewZhengFen(state, viewer) };
}

/** What only `viewer` sees (a seat that does not exist sees what a spectator sees). */
export function ownViewZhengFen(state: ZhengFenState, viewer: Viewer): ZhengFenOwnView {
  const seat = typeof viewer === "number" && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players ? viewer : null;
  return { viewer: seat ?? "spectator", hand: seat === null ? null : (state.hands[seat] as readonly Card[]).slice() };
}

/** What every viewer sees alike. Nothing here may depend on a hand before it is public. */
export function sharedViewZhengFen(state: ZhengFenState): ZhengFenSharedView {
  const trick = state.trick;
  const lastTrick = state.lastTrick;
  const lastDeal = state.lastDeal;
  return {
    game: "zheng-fen",
    options: { packs: state.options.packs, target: state.options.target },
    players: state.players,
    phase: state.phase,
    deal: state.deal,
    shuffler: state.shuffler,
    firstDrawer: state.firstDrawer,
    handCounts: state.hands.map((h) => h.length),
    turn: state.turn,
    trick:
      trick === null
        ? null
        : {
            leader: trick.leader,
            entries: trick.entries.map(copyEntry),
            current: trick.current === null ? null : copyCombination(trick.current),
            passes: trick.passes,
            points: trickPoints(trick.entries),
          },
    lastTrick:
      lastTrick === null
        ? null
        : { winner: lastTrick.winner, entries: lastTrick.entries.map(copyEntry), points: lastTrick.points },
    pointsCaught: state.caught.map((pile) => points(pile)),
    cardsCaught: state.caught.map((pile) => pile.length),
    scores: state.scores.slice(),
    out: state.out.slice(),
    lastDeal:
      lastDeal === null
        ? null
        : {
            deal: lastDeal.deal,
            outOrder: lastDeal.outOrder.slice(),
            first: lastDeal.first,
            last: lastDeal.last,
            lastHand: lastDeal.lastHand.slice(),
            points: lastDeal.points.slice(),
          },
    winners: state.winners === null ? null : state.winners.slice(),
  };
}
