/**
 * Stealing the kitty (炒地皮, the `kittyTheft` rule): after a burial, the
 * other seats are asked in turn, from the one after whoever buried, whether
 * they outbid the standing bid. A thief's bid sets the trump suit (the trump
 * rank and the maker stay), the thief takes the kitty into their hand and
 * buries as many cards; then the asking starts again from the seat after the
 * thief, the maker and earlier thieves included. When every seat but the one
 * holding the kitty has passed, the hand goes on: the maker calls friends or
 * leads.
 *
 * rbtying/shengji (`KittyTheftPolicy`, issue #17) keeps the bidding open to
 * anyone until the landlord starts play; its PR #516 asks each seat in turn,
 * as here, so a table never waits on a race and every seat, bots included,
 * is awaited once per round. Everyone is asked, whatever they hold: a seat
 * skipped for holding no steal would tell the table so.
 */
import { type Card, SUITS, type Suit, codeOf, isJoker, suitIndexOf } from "../cards";
import { type RuleError, type Seat, ruleError } from "../types";
import { bidOptions, checkBid } from "./bidding";
import type { ShengjiEvent } from "./events";
import type { ShengjiState } from "./state";
import { nextSeat } from "./seat-order";
import type { TrumpSpec } from "./trump";

type Result = { state: ShengjiState; events: ShengjiEvent[] } | RuleError;

/** Who holds the kitty: the last thief, else the maker. Only they bury it, and only they see it once buried. */
export function kittyHolder(s: Pick<ShengjiState, "thieves" | "maker">): Seat | null {
  return s.thieves?.at(-1) ?? s.maker;
}

/**
 * Whether the kitty may be stolen once buried: the rule is on, and a bid set
 * a trump rank (not the kitty's turned cards, nor a Joker level: nobody bids
 * there, as at rbtying).
 */
function theftOpen(s: ShengjiState): boolean {
  return s.rules.kittyTheft && s.bid !== null && s.turned.length === 0 && s.trump?.rank != null;
}

/** The state without the seat being asked (the field is absent outside `stealing`). */
function unasked(s: ShengjiState): ShengjiState {
  const { asked: _asked, ...rest } = s;
  return rest;
}

/** The kitty is settled: the maker calls friends, or leads the first trick. */
function settle(s: ShengjiState): ShengjiState {
  const friends = s.rules.teams === "friends";
  return {
    ...unasked(s),
    phase: friends ? "calling" : "playing",
    trick: friends ? null : { leader: s.maker as Seat, plays: [] },
  };
}

/** What follows a burial by `holder`: the asking, where the kitty may be stolen, else the hand goes on. */
export function afterBurial(s: ShengjiState, holder: Seat): ShengjiState {
  return theftOpen(s) ? { ...s, phase: "stealing", asked: nextSeat(holder, s.players) } : settle(s);
}

/** The bids that steal the kitty for `seat`: those that overcall (or, under `defend`, answer) the standing bid. */
export function stealOptions(s: ShengjiState, seat: Seat): Card[][] {
  if (s.phase !== "stealing" || s.asked !== seat) return [];
  return bidOptions(s, seat).filter((cards) => {
    const kind = checkBid(s, seat, cards);
    return kind === "overcall" || kind === "defend";
  });
}

/** `seat`, asked, steals the kitty with `cards`. */
export function steal(s: ShengjiState, seat: Seat, cards: readonly Card[]): Result {
  if (seat !== s.asked) return ruleError("not-your-turn", "It is not your turn to steal the kitty.");
  const kind = checkBid(s, seat, cards);
  if (typeof kind !== "string") return kind;
  if (kind !== "overcall" && kind !== "defend") {
    return ruleError("own-bid", "Reinforcing your own bid does not take the kitty: outbid the standing bid to steal it.");
  }
  const from = kittyHolder(s) as Seat;
  const card = cards[0] as Card;
  const code = codeOf(card) as number;
  const trump: TrumpSpec = { rank: s.trump?.rank ?? null, suit: isJoker(code) ? null : (SUITS[suitIndexOf(code)] as Suit) };
  const placed = { seat, card, count: cards.length };
  const kitty = s.buried;
  const state: ShengjiState = {
    ...unasked(s),
    bid: placed,
    bids: [...s.bids, placed],
    trump,
    hands: s.hands.map((h, i) => (i === seat ? [...h, ...kitty] : h)),
    buried: [],
    kittyExposed: false,
    thieves: [...(s.thieves ?? []), seat],
    phase: "burying",
  };
  return {
    state,
    events: [
      { type: "kitty-stolen", seat, from, card, count: cards.length, trump },
      { type: "kitty-taken", seat, count: kitty.length },
    ],
  };
}

/** `seat`, asked, lets the kitty be. When the asking comes round to whoever holds it, the hand goes on. */
export function passSteal(s: ShengjiState, seat: Seat): Result {
  if (seat !== s.asked) return ruleError("not-your-turn", "It is not your turn to say whether you steal the kitty.");
  const holder = kittyHolder(s) as Seat;
  const next = nextSeat(seat, s.players);
  const events: ShengjiEvent[] = [{ type: "steal-passed", seat }];
  if (next !== holder) return { state: { ...s, asked: next }, events };
  events.push({ type: "kitty-kept", seat: holder });
  return { state: settle(s), events };
}
