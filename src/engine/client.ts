/**
 * The engine's second surface, for clients (web/src, and any other screen a
 * player uses): what a client needs besides the game itself. The game is
 * ./index.ts, the conformance surface (createGame, applyAction, viewFor,
 * legalActions, the views' and events' types, presets, bot levels); this
 * file adds sorting and hints, card and level words, the rules in words, and
 * what the pages that run the whole engine in the browser use (replays,
 * reviews, the guided hands). No name is on both surfaces, and web/src
 * imports the engine through these two files only
 * (test/layout/web-layout.test.ts).
 *
 * Only re-exports. A page pays only for what it uses: the engine declares
 * itself free of side effects to the bundler (./package.json), so the table
 * page carries no replayer though this file names one; the same test checks
 * that importing both surfaces and using nothing costs no byte.
 */

// Cards and presets, beyond index.ts's.
export type { Rank } from "./cards";
export { codesOf, isSuit, rankName } from "./cards";
export { isShengjiPreset } from "./presets";

// Shengji at the table: sorting the hand, what this seat may do now, checking a choice before it is sent.
export type { FriendCall } from "./shengji/actions";
export type { TrumpSpec } from "./shengji/trump";
export {
  sortCards, isTrumpCard, playHint, checkPlay, forcedPlay, suggestion,
  bidChoices, kittyHolderOf, canMisdeal, canTakeBack, callChoices, callsNeeded, checkCallsFor, suggestedCalls,
} from "./shengji/hints";
/** The seat's own move drawn before the table answers (issue 58): its own cards only, never another seat's. */
export { guessOwnMove } from "./shengji/guess";
export { JOKER_LEVEL, PAST_LAST_LEVEL, levelAt, levelName } from "./shengji/levels";

// Zheng Fen at the table: sorting, the combination to beat, checking a choice, its words in English.
export type { ZhengFenCategory, ZhengFenPattern } from "./zhengfen/combos";
export { SPECIAL_FOUR_TWOS, SPECIAL_SUITED } from "./zhengfen/combos";
export { BIG, LITTLE, TWO } from "./zhengfen/ranks";
export type { ZhengFenHint } from "./zhengfen/hints";
export {
  sortZhengFen, toBeat, zhengFenHint, categoriesOf, checkZhengFenPlay, zhengFenSuggestion,
  describe as describeZhengFen, describeCategory as describeZhengFenCategory,
} from "./zhengfen/hints";
/** A Zheng Fen seat's own play or pass drawn before the table answers (issue 58). */
export { guessZhengFenMove } from "./zhengfen/guess";

// Shapes as values (the protocol's frames and bodies are specs): whether a value has a shape, and where it does not.
export { fits, whereNot } from "./spec";

// The rules in words (the rules page, the table's rules drawer, the game log's reasons): the numbers a
// sentence quotes and the worked examples, read and judged as the engine reads and judges them.
export { rulesProblem } from "./shengji/rules";
export type { DealPlan } from "./shengji/deal-plan";
export { choosesDeck, dealPlan, dealPlanFor, playerCounts } from "./shengji/deal-plan";
export { planFor } from "./shengji/deal";
export { callsPerHand, friendCount, fullMakersTeam } from "./shengji/team-size";
/** `scoreHandWith` scores under a scoring rule given as a value; index.ts's `scoreHand` takes a preset. */
export { customStep, kittyFactor, maxMakersTeam, scoreBand, scoreHand as scoreHandWith } from "./shengji/scoring";
/** `judge` judges a trick under trick rules given as values; index.ts's `judgeTrick` takes a preset. */
export { judge } from "./shengji/judge";
export { readLead } from "./shengji/trick";
export { trumpTable } from "./shengji/trump";
export type { ZhengFenOptions } from "./zhengfen/options";
export { resolveZhengFenOptions, validateZhengFenOptions, validateZhengFenPlayers } from "./zhengfen/options";

// The engine whole in the browser (the replay page, a hand's review in Web Workers, the guided hands).
export { replayHands } from "./replay";
export { handsDone } from "./driver";
export { viewForShengji } from "./shengji/view";
export type { ReviewBudget, ReviewInput, ReviewMove, ReviewPlan, ReviewedDecision, SeatReview } from "./review/review";
export { finishReview, planReview, reviewDecision } from "./review/review";
// A play read as the engine reads a lead: the guided hands check the kind of play a step teaches.
export { tableOf } from "./shengji/play";
export { TRUMP as TRUMP_SUIT } from "./shengji/trump";
export { decompose, isTractor } from "./shengji/units";
