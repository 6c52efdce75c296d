/**
 * Zheng Fen (seed 002) as a pure state machine: create, apply an action,
 * list the legal actions, and whether the game is over. Deterministic from
 * the seed: deal n shuffles from hand n−1's key (random.ts), and the first
 * shuffler comes from hand 0's key too.
 */
import { codeOf } from "../cards";
import type { Card } from "../cards";
import { handRng, randomInt } from "../random";
import { refuse } from "../types";
import type { Actor, Seat, Step } from "../types";
import { ACTION_READING, readShape } from "../spec";
import { ZHENG_FEN_ACTION } from "./actions";
import type { ZhengFenAction } from "./actions";
import { codesOfCards } from "./combos";
import type { ZhengFenPattern } from "./combos";
import { dealCards } from "./deal";
import { judgePlay } from "./judge";
import { playActions } from "./legal";
import { resolveZhengFenOptions, validateZhengFenPlayers } from "./options";
import type { ZhengFenOptions } from "./options";
import type { ZhengFenEvent, ZhengFenState } from "./state";
import { pass, play } from "./tricks";

export type ZhengFenStep = Step<ZhengFenState, ZhengFenEvent>;

/**
 * A new game waiting for its first deal. Throws on bad options or a bad
 * player count (programmer errors: the server validates what users send).
 */
export function createZhengFen(options: Partial<ZhengFenOptions>, seed: string, players: number): ZhengFenState {
  const resolved = resolveZhengFenOptions(options);
  const problem = validateZhengFenPlayers(players);
  if (problem !== null) throw new Error(problem);
  if (typeof seed !== "string" || seed.length === 0) throw new Error("a game needs a seed");
  // "For the first deal a randomly chosen player shuffles, that player's
  // right-hand neighbour cuts" and takes the first card.
  const shuffler = randomInt(handRng(seed, 0, "first-shuffler"), 0, players - 1);
  return {
    game: "zheng-fen",
    options: resolved,
    seed,
    players,
    phase: "deal",
    deal: 0,
    shuffler,
    firstDrawer: (shuffler + 1) % players,
    hands: Array.from({ length: players }, () => []),
    caught: Array.from({ length: players }, () => []),
    scores: Array.from({ length: players }, () => 0),
    turn: null,
    trick: null,
    lastTrick: null,
    out: [],
    lastDeal: null,
    winners: null,
  };
}

export function isZhengFenOver(state: ZhengFenState): boolean {
  return state.phase === "over";
}

function isSeat(state: ZhengFenState, actor: unknown): actor is Seat {
  return typeof actor === "number" && Number.isInteger(actor) && actor >= 0 && actor < state.players;
}

/** The combination a seat must beat, or null when it leads. */
function toBeat(state: ZhengFenState): ZhengFenPattern | null {
  return state.trick?.current ?? null;
}

function handCodes(state: ZhengFenState, seat: Seat): number[] {
  return (state.hands[seat] as readonly Card[]).map((c) => codeOf(c) as number);
}


/**
 * Applies one action. Never throws on a bad action or actor: it returns a
 * refusal with a stable code and a message in words, which never names a
 * card of another player.
 */
export function applyZhengFen(state: ZhengFenState, actor: Actor, action: unknown): ZhengFenStep {
  const read = readShape(ZHENG_FEN_ACTION, action, ACTION_READING);
  if (!read.ok) {
    return refuse("bad-action", `that is not a Zheng Fen action: ${read.problem}. Send {"type":"play","cards":[...]}, {"type":"pass"} or, for the table, {"type":"deal"}`);
  }
  const a = read.value;
  if (actor !== "table" && !isSeat(state, actor)) {
    const named = typeof actor === "number" && Number.isFinite(actor) ? `seat ${actor}` : "such seat";
    return refuse("bad-actor", `there is no ${named} at this ${state.players}-player table`, { players: state.players });
  }
  if (state.phase === "over") return refuse("game-over", "the game is over");
  if (a.type === "deal") {
    if (actor !== "table") return refuse("table-only", "only the table deals");
    if (state.phase !== "deal") return refuse("wrong-phase", "the cards are already dealt");
    const dealt = dealCards(state);
    return { ok: true, state: dealt.state, events: dealt.events };
  }
  if (actor === "table") return refuse("not-a-seat", "the table does not play cards");
  if (state.phase !== "play") return refuse("wrong-phase", "wait for the next deal");
  if (state.turn !== actor) {
    return state.turn === null ? refuse("not-your-turn", "it is nobody's turn") : refuse("not-your-turn", `it is seat ${state.turn}'s turn, not yours`, { seat: state.turn });
  }
  const lead = toBeat(state);
  if (a.type === "pass") {
    if (lead === null) return refuse("must-lead", "you lead this trick: play any combination (you cannot pass)");
    const passed = pass(state, actor);
    return { ok: true, state: passed.state, events: passed.events };
  }
  const codes = codesOfCards(a.cards);
  if (codes === null) {
    const bad = a.cards.find((c) => codeOf(c) === undefined) ?? "";
    // What the player sent, cut short: it is not a card, so it names nothing hidden.
    return refuse("not-a-card", `"${bad}" is not a card: write a suit letter (S H D C) then a rank (2-10 J Q K A), or BJ / LJ`, { card: bad.slice(0, 8) });
  }
  const judged = judgePlay(handCodes(state, actor), lead, codes, a.as);
  if (!judged.ok) return { ok: false, error: judged.error };
  const played = play(state, actor, a.cards, judged.pattern);
  return { ok: true, state: played.state, events: played.events };
}

/**
 * The actions `actor` may take now. A seat on turn gets one play per
 * candidate shape (candidates.ts) and, unless it leads, a pass; the table
 * gets the deal when one is due. Every listed action is accepted.
 */
export function legalZhengFen(state: ZhengFenState, actor: Actor): ZhengFenAction[] {
  if (state.phase === "over") return [];
  if (actor === "table") return state.phase === "deal" ? [{ type: "deal" }] : [];
  if (!isSeat(state, actor) || state.phase !== "play" || state.turn !== actor) return [];
  const lead = toBeat(state);
  const plays = playActions(handCodes(state, actor), lead);
  return lead === null ? plays : [...plays, { type: "pass" }];
}
