/**
 * Shengji actions, defined once with zod: the server validates frames with
 * these schemas and the types come from them.
 */
import { z } from "zod";
import { isCard } from "../cards";

export const CardSchema = z.string().max(3).refine(isCard, { message: "not a card (write S10, HK, BJ …)" });
export const CardsSchema = z.array(CardSchema).max(64);

export const FriendCallSchema = z.union([
  z.strictObject({ card: CardSchema, ordinal: z.number().int().min(1).max(6) }),
  z.strictObject({ card: CardSchema, other: z.literal(true) }),
]);
export type FriendCall = z.infer<typeof FriendCallSchema>;

/** What a seat does. */
export const ShengjiSeatActionSchema = z.discriminatedUnion("type", [
  /** Show identical cards to declare (or overcall, reinforce, defend) trump during the deal. */
  z.strictObject({ type: z.literal("bid"), cards: CardsSchema.min(1) }),
  /** 001: a hand without point cards calls a misdeal before the kitty is taken. */
  z.strictObject({ type: z.literal("misdeal") }),
  /** The maker puts cards back as the kitty; `exposed` (001) buries it face up. */
  z.strictObject({ type: z.literal("bury"), cards: CardsSchema.min(1), exposed: z.boolean().optional() }),
  /** The maker calls the friend cards (Zhao Pengyou). */
  z.strictObject({ type: z.literal("call"), friends: z.array(FriendCallSchema).max(6) }),
  /** Lead or follow in a trick. */
  z.strictObject({ type: z.literal("play"), cards: CardsSchema.min(1) }),
]);
export type ShengjiSeatAction = z.infer<typeof ShengjiSeatActionSchema>;

/** Steps nobody at the table takes: the Durable Object's alarm applies them. */
export const ShengjiTableActionSchema = z.discriminatedUnion("type", [
  /** Draw the next card (or `count` cards) of the deal. */
  z.strictObject({ type: z.literal("draw"), count: z.number().int().min(1).max(1000).optional() }),
  /** The deal is over and bidding closes: trump is set, or the deal is redone. */
  z.strictObject({ type: z.literal("close-bidding") }),
  /** After a hand's result: shuffle and start the next hand. */
  z.strictObject({ type: z.literal("next-hand") }),
]);
export type ShengjiTableAction = z.infer<typeof ShengjiTableActionSchema>;

export type ShengjiAction = ShengjiSeatAction | ShengjiTableAction;
