/**
 * Shengji actions, described once as values (spec.ts): their types are
 * inferred from these specs, the engine reads an action from anything with
 * them (`applyShengji` takes `unknown`), and the wire's zod schemas are
 * built from the same values at the protocol boundary
 * (src/protocol/action-schema.ts). Nothing else describes an action.
 */
import { isCard } from "../cards";
import { ACTION_READING, type Infer, bool, int, list, literal, object, optional, specProblem, text, union } from "../spec";

/** Most cards one action may name (a hand of 12-player Shengji is 52 at most). */
export const MAX_CARDS_IN_ACTION = 64;
/** Most friends a maker calls (the `callCount` option's top: ten at twelve players). */
export const MAX_FRIEND_CALLS = 10;
/** The most packs a deck has (the `packs` option's top; `pack-per-two` deals six to twelve players): also the highest copy a call names. */
export const MAX_PACKS = 6;

/** A card by name (S10, HK, BJ …). */
export const CARD = text(3, { is: isCard, says: "not a card (write S10, HK, BJ …)" });
const CARDS = list(CARD, 1, MAX_CARDS_IN_ACTION);

/** A friend card the maker calls: the `ordinal`-th copy played, or (`other`) the copy someone other than the maker plays. */
export const FRIEND_CALL = union(
  object({ card: CARD, ordinal: int(1, MAX_PACKS) }),
  object({ card: CARD, other: literal(true) }),
);
export type FriendCall = Infer<typeof FRIEND_CALL>;

/** What a seat does. */
export const SHENGJI_SEAT_ACTION = union(
  /** Show identical cards to declare (or overcall, reinforce, defend) trump during the deal, or to steal the kitty. */
  object({ type: literal("bid"), cards: CARDS }),
  /** 001: a hand without point cards calls a misdeal before the kitty is taken. */
  object({ type: literal("misdeal") }),
  /** kittyTheft: asked whether to steal the kitty (with a `bid`), let it be. */
  object({ type: literal("pass") }),
  /** The maker puts cards back as the kitty; `exposed` (001) buries it face up. */
  object({ type: literal("bury"), cards: CARDS, exposed: optional(bool) }),
  /** The maker calls the friend cards (Zhao Pengyou). */
  object({ type: literal("call"), friends: list(FRIEND_CALL, 0, MAX_FRIEND_CALLS) }),
  /** Lead or follow in a trick. */
  object({ type: literal("play"), cards: CARDS }),
  /** playTakeback, bidTakeback: take back one's own last play or bid while nobody has moved after it (takeback.ts). */
  object({ type: literal("takeback") }),
);
export type ShengjiSeatAction = Infer<typeof SHENGJI_SEAT_ACTION>;

/** Steps nobody at the table takes: the Durable Object's alarm applies them. */
export const SHENGJI_TABLE_ACTION = union(
  /** Draw the next card (or `count` cards) of the deal. */
  object({ type: literal("draw"), count: optional(int(1, 1000)) }),
  /** The deal is over and bidding closes: trump is set, or the deal is redone. */
  object({ type: literal("close-bidding") }),
  /** After a hand's result: shuffle and start the next hand. */
  object({ type: literal("next-hand") }),
);
export type ShengjiTableAction = Infer<typeof SHENGJI_TABLE_ACTION>;

export type ShengjiAction = ShengjiSeatAction | ShengjiTableAction;

/** Why `a` is not a seat action (naming the field), or null when it is one. */
export function seatActionProblem(a: unknown): string | null {
  return specProblem(SHENGJI_SEAT_ACTION, a, ACTION_READING);
}
