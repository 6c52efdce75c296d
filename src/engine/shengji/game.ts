/**
 * The Shengji state machine: every change goes through `applyShengji`.
 * table options → deal with bidding → kitty → friends → tricks → result →
 * next hand … → game over. Refusals are values with words, never throws.
 */
import { type Card, codesOf, containsAll, removeCards } from "../cards";
import { type PresetName, PRESET_RULES, isShengjiPreset } from "../presets";
import { type Actor, type RuleError, type Step, refuse } from "../types";
import { ACTION_READING, readShape } from "../spec";
import { SHENGJI_SEAT_ACTION, SHENGJI_TABLE_ACTION, type ShengjiSeatAction } from "./actions";
import { type BidKind, checkBid } from "./bidding";
import { canCallMisdeal, cardsToDeal, closeBidding, createShengji, draw, planFor, redeal } from "./deal";
import { dealPlanFor } from "./deal-plan";
import type { ShengjiEvent } from "./events";
import { checkCalls } from "./friends";
import { nextHand } from "./hand-end";
import { playCards } from "./play";
import { combinationProblem, optionsForPlayersProblem } from "./rule-checks";
import { type ShengjiRules, rulesProblem } from "./rules";
import type { ShengjiState } from "./state";
import { afterBurial, kittyHolder, passSteal, steal } from "./theft";
import { takeBack, undoAfter, withUndo } from "./takeback";
import { shownEvents } from "./view";

type ShengjiStep = Step<ShengjiState, ShengjiEvent>;

/** The rules of a preset with a table's overrides, or a message naming the bad field. */
export function shengjiRulesFor(preset: string, overrides: unknown = {}): ShengjiRules | string {
  if (!isShengjiPreset(preset)) return `game: unknown Shengji preset "${preset}"`;
  if (typeof overrides !== "object" || overrides === null || Array.isArray(overrides)) return "options: must be an object";
  const merged = { ...PRESET_RULES[preset], ...overrides };
  // Checked field by field just above, so the merge is a complete set of rules.
  return rulesProblem(merged) ?? bidRulesProblem(merged as ShengjiRules) ?? combinationProblem(merged as ShengjiRules) ?? (merged as ShengjiRules);
}

/** Bidding options that contradict each other, naming the field, or null. */
export function bidRulesProblem(rules: ShengjiRules): string | null {
  // Stealing is outbidding; where the first card shown is final nothing outbids it, and every seat would be asked for nothing.
  if (rules.kittyTheft && rules.firstBidFinal) return "kittyTheft: the kitty is stolen by outbidding, and at a table where the first bid is final (firstBidFinal) nobody can";
  // The first bidder leads at their own level; a later bid of another level would set a trump rank that is nobody's to lead.
  if (rules.leader === "first-bidder" && rules.declare !== "leader-level" && !rules.suitOnlyBids) {
    return "leader: where the first bidder leads (first-bidder), later bids show the leader's level (declare: leader-level) or set only the suit (suitOnlyBids)";
  }
  return null;
}

/** Why `players` cannot play under these rules, or null. */
export function playersProblem(rules: ShengjiRules, players: number): string | null {
  if (!Number.isInteger(players)) return "players: must be a whole number";
  const plan = dealPlanFor(rules, players);
  if (typeof plan === "string") return `players: ${plan}`;
  if (!Number.isInteger(plan.handSize) || plan.handSize < 1) {
    if (rules.kitty !== null) return `options.kitty: a kitty of ${rules.kitty} leaves too few cards to deal to ${players} players`;
    return `players: the deck does not deal evenly to ${players}`;
  }
  // Every hand has a kitty to take and bury (a bury names at least one card): a plan without one cannot be played.
  if (plan.kitty < 1) return `players: the deck leaves no kitty with ${players} players`;
  if (rules.teams === "fixed" && players % 2 !== 0) return "players: fixed partnerships need an even number of players";
  return optionsForPlayersProblem(rules, players);
}

export function newShengji(preset: PresetName | string, overrides: unknown, seed: string, players: number): ShengjiState {
  const rules = shengjiRulesFor(preset, overrides);
  if (typeof rules === "string") throw new Error(rules);
  const bad = playersProblem(rules, players);
  if (bad) throw new Error(bad);
  return createShengji(preset, rules, seed, players);
}

function ok(state: ShengjiState, events: ShengjiEvent[]): ShengjiStep {
  return { ok: true, state, events };
}

function fromResult(r: { state: ShengjiState; events: ShengjiEvent[] } | RuleError): ShengjiStep {
  return "code" in r ? { ok: false, error: r } : ok(r.state, r.events);
}

function tableStep(s: ShengjiState, action: unknown): ShengjiStep {
  const read = readShape(SHENGJI_TABLE_ACTION, action, ACTION_READING);
  if (!read.ok) return refuse("bad-action", "That is not a step the table takes.");
  const a = read.value;
  switch (a.type) {
    case "draw":
      if (s.phase !== "dealing" || cardsToDeal(s) === 0) return refuse("not-dealing", "There are no cards left to deal.");
      return fromResult(draw(s, a.count ?? 1));
    case "close-bidding":
      if (s.phase !== "dealing") return refuse("not-dealing", "Bidding is not open.");
      if (cardsToDeal(s) > 0) return refuse("still-dealing", "Bidding closes when every card is dealt.");
      return fromResult(closeBidding(s));
    case "next-hand":
      if (s.phase !== "scored") return refuse("not-scored", "The next hand starts after a hand's result.");
      return fromResult(nextHand(s));
  }
}

function bid(s: ShengjiState, seat: number, cards: readonly Card[]): ShengjiStep {
  if (s.phase === "stealing") return fromResult(steal(s, seat, cards));
  if (s.phase !== "dealing") return refuse("not-bidding", "Trump is declared during the deal.");
  const kind: BidKind | RuleError = checkBid(s, seat, cards);
  if (typeof kind !== "string") return { ok: false, error: kind };
  const card = cards[0] as Card;
  const placed = { seat, card, count: cards.length };
  // An overcall of someone else may be defended (000) until the next card is drawn.
  const defendable = kind === "overcall" && s.bid !== null && s.bid.seat !== seat && s.rules.defend ? s.bid : null;
  // 003 Sheng Ji: in the first hand the first to show a card becomes the leader; later bids only change the trump.
  // rbtying #353 (`leader: first-bidder`): so in every hand.
  const firstBidLeads = s.rules.leader === "first-bidder" || (s.rules.leader === "fixed" && s.rules.firstLeader === "first-bidder");
  const leader = s.leader === null && firstBidLeads ? seat : s.leader;
  return ok({ ...s, bid: placed, bids: [...s.bids, placed], defendable, leader }, [{ type: "bid", seat, card, count: cards.length, kind }]);
}

function bury(s: ShengjiState, seat: number, cards: readonly Card[], exposed: boolean): ShengjiStep {
  if (s.phase !== "burying") return refuse("not-burying", "The kitty is not being exchanged now.");
  const holder = kittyHolder(s);
  if (seat !== holder) {
    return holder === s.maker ? refuse("not-maker", "Only the maker exchanges the kitty.") : refuse("not-your-turn", "Whoever stole the kitty buries it now.");
  }
  const size = planFor(s.rules, s.players).kitty;
  if (cards.length !== size) return refuse("wrong-count", `Bury exactly ${size} cards.`, { count: size });
  const hand = s.hands[seat] as readonly Card[];
  if (!containsAll(codesOf(hand), codesOf(cards))) return refuse("not-in-hand", "You do not hold all of those cards.");
  if (exposed && !s.rules.exposeKitty) return refuse("cannot-expose", "The kitty cannot be buried face up at this table.");
  const hands = s.hands.map((h, i) => (i === seat ? removeCards(h, cards) : h));
  const next = afterBurial({ ...s, hands, buried: cards.slice(), kittyExposed: exposed }, seat);
  return ok(next, [{ type: "buried", seat, count: cards.length, exposed: exposed ? cards.slice() : null }]);
}

function call(s: ShengjiState, seat: number, friends: Parameters<typeof checkCalls>[2]): ShengjiStep {
  if (s.phase !== "calling") return refuse("not-calling", "Friends are called after the kitty is buried.");
  if (seat !== s.maker) return refuse("not-maker", "Only the maker calls friends.");
  const calls = checkCalls(s, seat, friends);
  if (!Array.isArray(calls)) return { ok: false, error: calls };
  return ok(
    { ...s, calls, phase: "playing", trick: { leader: seat, plays: [] } },
    [{ type: "called", calls: calls.map((c) => ({ card: c.card, ordinal: c.ordinal })) }],
  );
}

/**
 * Applies an action. `action` may be anything (it comes off the network): it
 * is checked by the schema first. Returns the new state and its events, or
 * a refusal; the input state is never changed.
 */
export function applyShengji(s: ShengjiState, actor: Actor, action: unknown): ShengjiStep {
  if (s.phase === "over") return refuse("game-over", "The game is over.");
  if (actor === "table") {
    const step = tableStep(s, action);
    if (!step.ok) return step;
    // A draw leaves a bid open to be taken back (bids are taken back during the deal); any other step ends it.
    // (A step the table took was read whole by tableStep: it has a type.)
    const state = step.state.undo !== undefined && (action as { type: string }).type !== "draw" ? withUndo(step.state, null) : step.state;
    // Every step's events leave as the table shows them (view.ts decides what its rules hide).
    return { ok: true, state, events: shownEvents(state, step.events) };
  }
  if (!Number.isInteger(actor) || actor < 0 || actor >= s.players) return refuse("bad-seat", "There is no such seat.");
  const read = readShape(SHENGJI_SEAT_ACTION, action, ACTION_READING);
  if (!read.ok) return refuse("bad-action", `That action is not understood (${read.problem}).`);
  const a = read.value;
  const step = seatStep(s, actor, a);
  if (!step.ok) return step;
  // takeback.ts decides what the move just made leaves to take back (and that it ends the last one's chance).
  const state = a.type === "takeback" ? step.state : withUndo(step.state, undoAfter(s, step.state, actor, a));
  return { ok: true, state, events: shownEvents(state, step.events) };
}

function seatStep(s: ShengjiState, actor: number, a: ShengjiSeatAction): ShengjiStep {
  switch (a.type) {
    case "bid":
      return bid(s, actor, a.cards);
    case "misdeal": {
      if (!canCallMisdeal(s, actor)) {
        return refuse("cannot-misdeal", s.rules.misdeal ? "A misdeal can be called, once every card is dealt and before the kitty is taken, only by a hand without point cards." : "Misdeals are not called at this table.");
      }
      const events: ShengjiEvent[] = [];
      return ok(redeal(s, actor, "misdeal", events), events);
    }
    case "bury":
      return bury(s, actor, a.cards, a.exposed === true);
    case "pass":
      if (s.phase !== "stealing") return refuse("not-stealing", "Nobody is being asked about the kitty now.");
      return fromResult(passSteal(s, actor));
    case "call":
      return call(s, actor, a.friends);
    case "play":
      if (s.phase !== "playing") return refuse("not-playing", "Cards are played once the hand has begun.");
      return fromResult(playCards(s, actor, a.cards));
    case "takeback":
      return fromResult(takeBack(s, actor));
  }
}
