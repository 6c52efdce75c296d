/**
 * The game actions as they arrive over the wire, validated with zod at the
 * boundary. The engine describes each action once, as a value
 * (src/engine/shengji/actions.ts, src/engine/zhengfen/actions.ts); these
 * schemas are built from those values (zod-of-spec.ts), so the wire and the
 * engine cannot disagree and nothing here defines an action again.
 */
import { z } from "zod";
import { SHENGJI_SEAT_ACTION } from "../engine/shengji/actions";
import { ZHENG_FEN_ACTION } from "../engine/zhengfen/actions";
import { zodOf } from "./zod-of-spec";

export const ShengjiSeatActionSchema = zodOf(SHENGJI_SEAT_ACTION);
export const ZhengFenActionSchema = zodOf(ZHENG_FEN_ACTION);

/** Any action a seat may send: the engine checks it against the game in play. */
export const SeatActionSchema = z.union([ShengjiSeatActionSchema, ZhengFenActionSchema]);
