/**
 * Helpers for game-flow tests: drive real states with `applyAction`, and set
 * up particular positions by taking a real state and replacing fields (the
 * state is plain data). Levels are written as rank names ("8", "J", "A").
 */
import { type GameAction, type GameState, applyAction, createGame } from "../../../src/engine";
import { type Card, hand, parseRank } from "../../../src/engine/cards";
import type { ShengjiPreset } from "../../../src/engine/presets";
import { cardsToDeal } from "../../../src/engine/shengji/deal";
import type { ShengjiAction } from "../../../src/engine/shengji/actions";
import type { ShengjiEvent } from "../../../src/engine/shengji/events";
import type { Call, SeatState, ShengjiState } from "../../../src/engine/shengji/state";
import type { TrumpSpec } from "../../../src/engine/shengji/trump";
import type { Actor, RuleError } from "../../../src/engine/types";

export { SEED_000, SEED_001, SEED_004 } from "../support";
export const SEED_003 = "003_a24bcf0bfed5d538.txt";

export function shengji(s: GameState): ShengjiState {
  if (s.game !== "shengji") throw new Error("not a Shengji state");
  return s;
}

/** A new game of a preset (with option overrides). */
export function newGame(preset: ShengjiPreset, players: number, seed = "flow", options?: Record<string, unknown>): ShengjiState {
  return shengji(createGame(options ? { preset, options } : preset, seed, players));
}

/** Applies an action that must be accepted; returns the new state and its events. */
export function act(s: ShengjiState, actor: Actor, action: ShengjiAction | GameAction): { state: ShengjiState; events: readonly ShengjiEvent[] } {
  const r = applyAction(s, actor, action);
  if (!r.ok) throw new Error(`${String(actor)} ${JSON.stringify(action)} refused: ${r.error.code}: ${r.error.message}`);
  return { state: shengji(r.state), events: r.events as readonly ShengjiEvent[] };
}

export function apply(s: ShengjiState, actor: Actor, action: ShengjiAction | GameAction): ShengjiState {
  return act(s, actor, action).state;
}

/** Applies an action that must be refused; returns the refusal. */
export function refusal(s: ShengjiState, actor: Actor, action: unknown): RuleError {
  const r = applyAction(s, actor, action);
  if (r.ok) throw new Error(`${String(actor)} ${JSON.stringify(action)} was accepted`);
  return r.error;
}

/** Level step of a rank name: "2" → 0, "A" → 12. */
export function step(level: string): number {
  const r = parseRank(level);
  if (r === undefined) throw new Error(`bad level ${level}`);
  return r - 2;
}

export function seatsAt(levels: readonly string[], active?: readonly boolean[]): SeatState[] {
  return levels.map((l, i) => ({ level: step(l), active: active?.[i] ?? true }));
}

/**
 * Gets the given cards into seats' hands the way a deal would, keeping every
 * card of the deck in exactly one place and the hands the same size:
 * - during the deal, the cards are moved in the stock to where those seats
 *   will draw them next, and the deal goes on (whole rounds) until they have;
 * - after the deal, each card is swapped with one the seat holds (from the
 *   stock or another hand).
 */
export function giveCards(s: ShengjiState, cards: Record<number, string>): ShengjiState {
  const wanted = Object.entries(cards).map(([seat, text]) => ({ seat: Number(seat), cards: hand(text) }));
  if (s.phase === "dealing" && cardsToDeal(s) > 0) {
    const stock = s.stock.slice();
    const n = s.players;
    let rounds = 0;
    const placed = new Set<number>();
    for (const { seat, cards: cs } of wanted) {
      cs.forEach((c, j) => {
        const at = ((seat - s.next + n) % n) + j * n;
        const from = stock.findIndex((x, i) => x === c && !placed.has(i));
        if (from < 0) throw new Error(`no ${c} left to give`);
        stock[from] = stock[at] as Card;
        stock[at] = c;
        placed.add(at);
        rounds = Math.max(rounds, j + 1);
      });
    }
    return apply({ ...s, stock }, "table", { type: "draw", count: rounds * n });
  }
  const stock = s.stock.slice();
  const hands = s.hands.map((h) => h.slice());
  for (const { seat, cards: cs } of wanted) {
    const mine = hands[seat] as Card[];
    const keep = cs.slice();
    for (const c of cs) {
      const own = mine.filter((x) => x === c).length;
      const need = cs.filter((x) => x === c).length;
      if (own >= need) continue;
      // One of the seat's cards that is not asked for goes where the wanted card was.
      const out = mine.findIndex((x) => !keep.includes(x));
      if (out < 0) throw new Error(`seat ${seat} has no card to swap`);
      const i = stock.indexOf(c);
      if (i >= 0) {
        stock[i] = mine[out] as Card;
      } else {
        const owner = hands.findIndex((h, j) => j !== seat && h.includes(c));
        if (owner < 0) throw new Error(`no ${c} left to give`);
        const h = hands[owner] as Card[];
        h[h.indexOf(c)] = mine[out] as Card;
      }
      mine[out] = c;
    }
  }
  return { ...s, stock, hands };
}

/** Deals every remaining card at once. */
export function dealAll(s: ShengjiState): ShengjiState {
  return apply(s, "table", { type: "draw", count: 1000 });
}

export interface PlaySetup {
  readonly preset: ShengjiPreset;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  /** Each seat's level (rank names) and, for active/passive, whether active. */
  readonly levels?: readonly string[];
  readonly active?: readonly boolean[];
  readonly maker: number;
  readonly trump: { readonly rank: string | null; readonly suit: TrumpSpec["suit"] };
  /** Each seat's hand; all the same size. The maker leads unless `leader` says otherwise. */
  readonly hands: readonly string[];
  readonly leader?: number;
  readonly calls?: readonly Partial<Call>[];
  readonly friends?: readonly number[];
  /** Card points each seat has already won this hand. */
  readonly won?: readonly number[];
  readonly buried?: string;
  readonly kittyExposed?: boolean;
  /** Hands played before this one. */
  readonly hand?: number;
}

/**
 * A hand in its playing phase at a position of our choosing: a real game
 * state with the hand's fields replaced. Playing out the given cards ends
 * the hand through the engine's own trick, scoring and level code.
 */
export function atPlay(p: PlaySetup): ShengjiState {
  const base = newGame(p.preset, p.players, "at-play", p.options);
  const sizes = new Set(p.hands.map((h) => hand(h).length));
  if (sizes.size !== 1 || p.hands.length !== p.players) throw new Error("hands must be given for every seat, all the same size");
  const rank = p.trump.rank === null ? null : (parseRank(p.trump.rank) as number);
  const buried = hand(p.buried ?? "");
  return {
    ...base,
    hand: p.hand ?? 0,
    seats: p.levels ? seatsAt(p.levels, p.active) : base.seats,
    phase: "playing",
    starter: p.maker,
    leader: base.rules.leader === "fixed" ? p.maker : null,
    stock: [],
    hands: p.hands.map(hand),
    kitty: buried,
    buried,
    kittyExposed: p.kittyExposed ?? false,
    bids: [],
    bid: null,
    defendable: null,
    trump: { rank, suit: p.trump.suit },
    maker: p.maker,
    calls: (p.calls ?? []).map((c) => ({ card: "SA", ordinal: 1, seen: 0, by: null, revealed: false, ...c })),
    friends: (p.friends ?? []).slice(),
    trick: { leader: p.leader ?? p.maker, plays: [] },
    tricks: [],
    won: p.won ? p.won.slice() : Array.from({ length: p.players }, () => 0),
    penalties: [],
  };
}

/** Plays one trick: `plays` in seat order from the trick's leader. */
export function playTrick(s: ShengjiState, plays: readonly string[]): { state: ShengjiState; events: ShengjiEvent[] } {
  let state = s;
  const events: ShengjiEvent[] = [];
  const leader = s.trick?.leader;
  if (leader === undefined) throw new Error("no trick to play");
  plays.forEach((cards, i) => {
    const r = act(state, (leader + i) % s.players, { type: "play", cards: hand(cards) });
    state = r.state;
    events.push(...r.events);
  });
  return { state, events };
}

/** Level names of every seat. */
export function levelsOf(s: ShengjiState): string[] {
  const names = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  return s.seats.map((x) => names[x.level] ?? `step ${x.level}`);
}

/** A bid that must be accepted (cards in short notation). */
export function bid(s: ShengjiState, seat: number, cards: string): { state: ShengjiState; events: readonly ShengjiEvent[] } {
  return act(s, seat, { type: "bid", cards: hand(cards) });
}

/** Closes the bidding (every card dealt). */
export function close(s: ShengjiState): { state: ShengjiState; events: readonly ShengjiEvent[] } {
  return act(s, "table", { type: "close-bidding" });
}
