/**
 * A hand of house rules played on purpose (issue 56: kitty theft, a bomb and
 * a takeback in one hand), by one deterministic script shared by the engine
 * and the table. Every seat is a person the script plays: from each seat's
 * own view it chooses the basic bot's move, except that it steals the kitty
 * the first time a seat asked may, plays a bomb the first time a seat to
 * follow a lead of four or more cards (not itself a bomb) holds one it may
 * play, and takes back the first play that may be taken back, then plays
 * another in its place. The script sees only views, so a Workers-pool test
 * can play it over sockets and `playScript` can play it on the engine alone
 * to choose a seed (test/support/deals.ts) whose hand one holds all three.
 * Plain TS: Node and the Workers pool alike.
 */
import { type Card, type GameEvent, type GameState, type Seat, type SeatAction, type ShengjiView, applyAction, botAction, legalActions, viewFor } from "../../src/engine";
import { BOMB_SIZE } from "../../src/engine/shengji/bombs";
import { bidChoices, seatState } from "../../src/engine/shengji/hints";

/** What the script has done so far in the hand (the takeback in two steps: the takeback, then the play in its place). */
export interface Script {
  stole: Seat | null;
  bomb: { readonly seat: Seat; readonly cards: readonly Card[] } | null;
  takeback: { readonly seat: Seat; readonly cards: readonly Card[]; replayed: readonly Card[] | null } | null;
}

export const newScript = (): Script => ({ stole: null, bomb: null, takeback: null });

/** A move of the script: a seat's action, and which of the three it is, if any. */
export interface ScriptMove {
  readonly seat: Seat;
  readonly action: SeatAction;
  readonly mark?: "steal" | "bomb" | "takeback" | "replay";
}

const sameCards = (a: readonly Card[], b: readonly Card[]) => [...a].sort().join() === [...b].sort().join();
/** Identical cards enough for a bomb (bombs.ts); whether the table counts them as one is the engine's to say. */
const identical = (cards: readonly Card[]) => cards.length >= BOMB_SIZE && cards.every((c) => c === cards[0]);

/** The plays the engine allows `seat` now, from its view alone. */
function plays(view: ShengjiView, seat: Seat): Card[][] {
  return legalActions(seatState(view, seat), seat).flatMap((a) => (a.type === "play" ? [a.cards.slice() as Card[]] : []));
}

/**
 * The script's next move, from every seat's view (all at one version of the
 * table); null when no seat moves and the table takes its own step (the
 * deal, the close of bidding, the next hand). In the deal's bidding the
 * lowest seat whose bot bids bids; when none does, everyone has passed.
 */
export function nextMove(views: readonly ShengjiView[], script: Script): ScriptMove | null {
  const any = views[0] as ShengjiView;
  if (any.phase === "stealing" && any.turn !== null) {
    const seat = any.turn;
    const steal = script.stole === null ? bidChoices(views[seat] as ShengjiView)[0] : undefined;
    return steal ? { seat, action: { type: "bid", cards: steal }, mark: "steal" } : { seat, action: { type: "pass" } };
  }
  if (any.phase === "playing") {
    const tb = script.takeback;
    if (tb === null && any.takeback !== undefined) return { seat: any.takeback, action: { type: "takeback" }, mark: "takeback" };
    const seat = any.turn;
    if (seat === null) return null;
    const view = views[seat] as ShengjiView;
    if (tb !== null && tb.replayed === null && seat === tb.seat) {
      // Another play in place of the one taken back, of the same size where there is one.
      const others = plays(view, seat).filter((p) => !sameCards(p, tb.cards));
      const other = others.find((p) => p.length === tb.cards.length) ?? others[0] ?? tb.cards;
      return { seat, action: { type: "play", cards: other.slice() }, mark: "replay" };
    }
    const lead = view.trick?.plays[0]?.cards ?? [];
    if (script.bomb === null && lead.length >= 4 && !identical(lead)) {
      const bomb = plays(view, seat).find((p) => identical(p));
      if (bomb) return { seat, action: { type: "play", cards: bomb }, mark: "bomb" };
    }
  }
  for (let seat = 0; seat < views.length; seat++) {
    const action = botAction(views[seat] as ShengjiView, seat);
    if (action) return { seat, action };
  }
  return null;
}

/** The script after `move` was accepted; `view` is the mover's view just before it. */
export function noteMove(script: Script, move: ScriptMove, view: ShengjiView): void {
  const cards = move.action.type === "play" || move.action.type === "bid" ? (move.action.cards as readonly Card[]) : [];
  if (move.mark === "steal") script.stole = move.seat;
  if (move.mark === "bomb") script.bomb = { seat: move.seat, cards };
  if (move.mark === "takeback") {
    const last = view.trick?.plays.at(-1);
    script.takeback = { seat: move.seat, cards: last?.cards.slice() ?? [], replayed: null };
  }
  if (move.mark === "replay" && script.takeback) script.takeback.replayed = cards;
}

/** A hand played by the script on the engine alone, as a table with every seat a person's plays it. */
export interface ScriptedHand {
  readonly script: Script;
  /** Every state, from the deal to the end of the hand. */
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  /** The seat actions in order, as the table's log holds them. */
  readonly moves: readonly ScriptMove[];
}

/** Plays hand one from `dealt` (the table's first state after its deal) to its end with the script. */
export function playScript(dealt: GameState, maxSteps = 2_000): ScriptedHand {
  const script = newScript();
  let state = dealt;
  const states = [state];
  const events: GameEvent[] = [];
  const moves: ScriptMove[] = [];
  for (let step = 0; state.game === "shengji" && state.results.length === 0; step++) {
    if (step > maxSteps) throw new Error(`the script did not end the hand in ${maxSteps} steps`);
    const views = Array.from({ length: state.players }, (_, s) => viewFor(state, s) as ShengjiView);
    const move = nextMove(views, script);
    const table = legalActions(state, "table")[0];
    const action = move?.action ?? (table?.type === "draw" ? { type: "draw" as const, count: 1000 } : table);
    if (!action) throw new Error(`the script is stuck in phase ${state.phase}`);
    const next = applyAction(state, move ? move.seat : "table", action);
    if (!next.ok) throw new Error(`the script's ${JSON.stringify(move ?? action)} was refused: ${next.error.message}`);
    if (move) {
      noteMove(script, move, views[move.seat] as ShengjiView);
      moves.push(move);
    }
    state = next.state;
    states.push(state);
    events.push(...next.events);
  }
  return { script, states, events, moves };
}
