/** Zheng Fen (seed 002): the public names. */
export { classifyZhengFen, beatsZhengFen, CATEGORIES, CATEGORY_PRIORITY } from "./combos";
export type { ZhengFenCategory, ZhengFenPattern } from "./combos";
export { MAX_CARDS_IN_PLAY, zhengFenActionProblem } from "./actions";
export type { ZhengFenAction } from "./actions";
export { defaultZhengFenOptions, validateZhengFenOptions, MAX_PACKS, MIN_PLAYERS, MAX_PLAYERS } from "./options";
export type { ZhengFenOptions } from "./options";
export { createZhengFen, applyZhengFen, legalZhengFen, isZhengFenOver } from "./game";
export type { ZhengFenStep } from "./game";
export { ownViewZhengFen, sharedViewZhengFen, viewForZhengFen } from "./view";
export type { ZhengFenOwnView, ZhengFenSharedView, ZhengFenView, ZhengFenTrickView } from "./view";
export { botZhengFen } from "./bot";
export type {
  ZhengFenState,
  ZhengFenEvent,
  ZhengFenPhase,
  ZhengFenCombination,
  ZhengFenTrick,
  ZhengFenTrickEntry,
  ZhengFenFinishedTrick,
  ZhengFenDealResult,
} from "./state";
