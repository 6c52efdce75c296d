/**
 * The game actions as they arrive over the wire, validated with zod at the
 * boundary. The engine owns the action types (and checks anything it is
 * given once more, since `applyAction` takes `unknown`); these schemas must
 * describe exactly those types, and the assertions at the bottom make the
 * compiler say so if either side changes.
 */
import { z } from "zod";
import { isCard } from "../engine/cards";
import type { ShengjiSeatAction } from "../engine/shengji/actions";
import { MAX_PACKS, MAX_CARDS_IN_ACTION, MAX_FRIEND_CALLS } from "../engine/shengji/actions";
import { CATEGORIES, type ZhengFenCategory } from "../engine/zhengfen/combos";
import { MAX_CARDS_IN_PLAY, type ZhengFenAction } from "../engine/zhengfen/actions";

const CardSchema = z.string().max(3).refine(isCard, { message: "not a card (write S10, HK, BJ …)" });
const CardsSchema = z.array(CardSchema).min(1).max(MAX_CARDS_IN_ACTION);

const FriendCallSchema = z.union([
  z.strictObject({ card: CardSchema, ordinal: z.number().int().min(1).max(MAX_PACKS) }),
  z.strictObject({ card: CardSchema, other: z.literal(true) }),
]);

export const ShengjiSeatActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bid"), cards: CardsSchema }),
  z.strictObject({ type: z.literal("misdeal") }),
  z.strictObject({ type: z.literal("bury"), cards: CardsSchema, exposed: z.boolean().optional() }),
  z.strictObject({ type: z.literal("call"), friends: z.array(FriendCallSchema).max(MAX_FRIEND_CALLS) }),
  z.strictObject({ type: z.literal("play"), cards: CardsSchema }),
]);

export const ZhengFenActionSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("play"),
    cards: z.array(z.string().max(3)).min(1).max(MAX_CARDS_IN_PLAY),
    as: z.enum(CATEGORIES as readonly ZhengFenCategory[] as [ZhengFenCategory, ...ZhengFenCategory[]]).optional(),
  }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("deal") }),
]);

/** Any action a seat may send: the engine checks it against the game in play. */
export const SeatActionSchema = z.union([ShengjiSeatActionSchema, ZhengFenActionSchema]);

// The schemas and the engine's types agree, both ways (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<z.infer<typeof ShengjiSeatActionSchema>, ShengjiSeatAction>>();
agree<Same<z.infer<typeof ZhengFenActionSchema>, ZhengFenAction>>();
