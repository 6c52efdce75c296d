/**
 * The actions of Zheng Fen, as zod schemas: the wire format is the source of
 * the type. Objects are strict (unknown keys are refused).
 *
 * - `play`: put `cards` on the trick. `as` names the category when the cards
 *   can be read several ways (only with jokers, five cards or more) and the
 *   player leads something other than the canonical reading; when following,
 *   the trick's category (or a special) is used and `as` may be left out.
 * - `pass`: play nothing this turn (a leader cannot pass).
 * - `deal` (the table): shuffle and let the players draw the next deal.
 */
import { z } from "zod";

export const ZhengFenCategorySchema = z.enum(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]);

/** A combination never holds more than 52 cards (13 quartets). */
export const MAX_CARDS_IN_PLAY = 52;

export const ZhengFenActionSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("play"),
    cards: z.array(z.string().max(3)).min(1).max(MAX_CARDS_IN_PLAY),
    as: ZhengFenCategorySchema.optional(),
  }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("deal") }),
]);

export type ZhengFenAction = z.infer<typeof ZhengFenActionSchema>;
