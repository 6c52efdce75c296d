/**
 * Named presets: one per rule system of the seeds (RULES.md). A preset is
 * only a set of option values; every difference between the seeds is an
 * option, so a table can start from a preset and change any of them.
 */
import type { ShengjiRules } from "./shengji/rules";
import { type TrickRules, trickRulesOf } from "./shengji/trick-rules";

export const SHENGJI_PRESETS = [
  "tractor-classic",
  "da-bai-fen",
  "zpy-pagat",
  "zpy-pagat-active-passive",
  "zpy-80",
  "zpy-active-passive",
  "shengji-online",
  "zpy-online",
] as const;
export type ShengjiPreset = (typeof SHENGJI_PRESETS)[number];
export const PRESETS = [...SHENGJI_PRESETS, "zheng-fen"] as const;
export type PresetName = (typeof PRESETS)[number];

export function isPresetName(x: unknown): x is PresetName {
  return typeof x === "string" && (PRESETS as readonly string[]).includes(x);
}

export function isShengjiPreset(x: unknown): x is ShengjiPreset {
  return typeof x === "string" && (SHENGJI_PRESETS as readonly string[]).includes(x);
}

/** 000 (pagat) trick rules: also used by the 003 presets, whose text defers to them. */
const PAGAT_TRICKS: TrickRules = {
  trumpTractors: "excluded",
  tractorMin: { width: 2, length: 2 },
  follow: "pagat",
  throwCheck: "components",
  throwFailure: "beatable-component",
  throwPenaltyPerCard: 10,
  throwEqualCounts: false,
  throwRuff: "largest-component",
  quadBeatsTractor: false,
  // Issue 56's trick settings: none of the seeds has them.
  bombs: "none",
  protectLongerSets: false,
  onlyTractorsDrawTractors: false,
  throwPenaltyPerAttempt: 0,
};

/** 001 ("80") trick rules. */
const EIGHTY_TRICKS: TrickRules = {
  ...PAGAT_TRICKS,
  trumpTractors: "trump-order",
  follow: "eighty",
  throwCheck: "top-cards",
  throwFailure: "lowest-card",
  throwPenaltyPerCard: 0,
};

/** 004 (the online site) trick rules. */
const ONLINE_TRICKS: TrickRules = {
  ...PAGAT_TRICKS,
  trumpTractors: "trump-order",
  follow: "hierarchy",
  throwPenaltyPerCard: 0,
  throwRuff: "every-component",
};

/** 000 Zhao Pengyou on pagat. */
const ZPY_PAGAT: ShengjiRules = {
  ...PAGAT_TRICKS,
  deck: "pagat-table",
  packs: null,
  direction: "anticlockwise",
  teams: "friends",
  declare: "own-level",
  suitOnlyBids: false,
  jokerBids: false,
  firstBidFinal: false,
  selfOvercall: false,
  defend: true,
  noBid: "redeal",
  leader: "bidder",
  firstLeader: "bid-winner",
  nextStarter: "maker-stays",
  falseLead: "play-on",
  misdeal: false,
  exposeKitty: false,
  kittyBonus: "double",
  otherCall: false,
  callUnheld: false,
  callable: "not-trump",
  reveal: "on-play",
  scoring: "pagat",
  passiveWinners: "spend-first-point",
  gameEnd: "pass-ace",
  laps: 2,
  skipLowLevels: false,
  // Bidding and the kitty as rbtying offers them: every preset as before (at equal count only jokers
  // overcall, and only where jokers bid: 004), and no theft.
  overcall: "jokers",
  jokerBidCount: "two-or-more",
  defendWindow: "next-card",
  turnedJoker: "skip",
  kittyTheft: false,
  // Issue 56's options, at the values that are the seeds' own rules (every preset inherits them).
  jackVariation: false,
  mustDefend: "none",
  topLevel: "ace",
  doubleJoin: "spends-call",
  callCount: null,
  // Read only under `scoring: "custom"`: rbtying's default table, where a table starts from.
  levelTable: { stepPerPack: 20, stepAdjust: 0, turnoverSteps: 2, deadZoneSteps: 1, shortTeamBonus: true },
  kitty: null,
  jokerPacks: null,
  // Takebacks and what the table shows (issue 56, items 6 and 12): no seed takes a move back.
  playTakeback: false,
  bidTakeback: false,
  // Every seed shows the points, the plays and who stopped a throw, and turns the kitty up when the hand is over.
  hidePoints: false,
  hidePlayedCards: false,
  revealKitty: true,
  hideThrowStopper: false,
};

/** 003 Sheng Ji (Tractor): four players in fixed partnerships. */
const SHENG_JI: ShengjiRules = {
  ...ZPY_PAGAT,
  deck: "sheng-ji",
  teams: "fixed",
  // 'each player exposes a card of his current score ranking'; the leader's level is the trump rank.
  declare: "own-level",
  suitOnlyBids: true,
  defend: false,
  noBid: "kitty-top",
  leader: "fixed",
  firstLeader: "first-bidder",
  nextStarter: "next-of-winners",
  scoring: "sheng-ji",
};

/** 004's trick and deal rules with fixed partners (升级). */
const ONLINE: ShengjiRules = {
  ...ZPY_PAGAT,
  ...ONLINE_TRICKS,
  deck: "pack-per-two",
  teams: "fixed",
  declare: "leader-level",
  jokerBids: true,
  defend: false,
  leader: "fixed",
  nextStarter: "next-of-winners",
  kittyBonus: "format",
  callable: "below-ace",
  reveal: "on-trick",
  scoring: "online",
  gameEnd: "defend-ace",
};

export const PRESET_RULES: Record<ShengjiPreset, ShengjiRules> = {
  "tractor-classic": SHENG_JI,
  "da-bai-fen": { ...SHENG_JI, deck: "da-bai-fen" },
  "zpy-pagat": ZPY_PAGAT,
  "zpy-pagat-active-passive": {
    ...ZPY_PAGAT,
    declare: "active-own-level",
    noBid: "redeal-all-active",
    scoring: "active-passive",
  },
  "zpy-80": {
    ...ZPY_PAGAT,
    ...EIGHTY_TRICKS,
    deck: "eighty",
    direction: "clockwise",
    selfOvercall: true,
    defend: false,
    nextStarter: "next-of-winners",
    misdeal: true,
    exposeKitty: true,
    scoring: "eighty",
  },
  "zpy-active-passive": {
    ...ZPY_PAGAT,
    declare: "active-own-level",
    noBid: "redeal-all-active",
    scoring: "active-passive",
    passiveWinners: "activate-only",
    callUnheld: true,
    gameEnd: "reach-ace",
  },
  "shengji-online": ONLINE,
  "zpy-online": { ...ONLINE, teams: "friends" },
};

export const PRESET_TRICK_RULES = Object.fromEntries(
  SHENGJI_PRESETS.map((p) => [p, trickRulesOf(PRESET_RULES[p])]),
) as Record<ShengjiPreset, TrickRules>;

export interface PresetInfo {
  /** Its name, in English and in Chinese. */
  readonly name: readonly [string, string];
  /** One line on whose house rules these are. */
  readonly summary: string;
  /** The same line in Chinese. */
  readonly summaryZh: string;
  readonly seed: string;
  /** The player counts the preset allows. */
  readonly players: readonly number[];
  /** Seats a new table gets when nobody says. */
  readonly defaultPlayers: number;
}

export const PRESET_INFO: Record<PresetName, PresetInfo> = {
  "tractor-classic": {
    name: ["Tractor (Sheng Ji)", "升级（拖拉机）"],
    summary: "Tractor (Sheng Ji): four players in fixed partnerships, two packs, 25 cards each and an 8-card kitty.",
    seed: "003",
    players: [4],
    summaryZh: "升级（拖拉机）：四人固定对家，两副牌，每人 25 张，8 张底牌。",
    defaultPlayers: 4,
  },
  "da-bai-fen": {
    name: ["Da Bai Fen", "打百分"],
    summary: "Da Bai Fen (Hundred): Sheng Ji with one pack and two jokers.",
    seed: "003",
    players: [4],
    summaryZh: "打百分：一副牌加大小王的升级。",
    defaultPlayers: 4,
  },
  "zpy-pagat": {
    name: ["Zhao Pengyou · pagat", "找朋友 · pagat 规则"],
    summary: "Zhao Pengyou as on pagat.com: levels for everyone, friends called each hand, 5–12 players.",
    seed: "000",
    players: [5, 6, 7, 8, 9, 10, 11, 12],
    summaryZh: "pagat.com 上的找朋友：每人各自升级，每局叫朋友，5–12 人。",
    defaultPlayers: 6,
  },
  "zpy-pagat-active-passive": {
    name: ["Zhao Pengyou · pagat, active/passive", "找朋友 · pagat 主动/被动"],
    summary: "Zhao Pengyou on pagat with the older active/passive scores.",
    seed: "000",
    players: [5, 6, 7, 8, 9, 10, 11, 12],
    summaryZh: "pagat 上的找朋友，用早先的主动/被动计分。",
    defaultPlayers: 6,
  },
  "zpy-80": {
    name: ["Zhao Pengyou · 80", "找朋友 · 80 分"],
    summary: "Zhao Pengyou \"80\" house rules: 4, 6 or 8 players, clockwise, misdeal calls and an exposable kitty.",
    seed: "001",
    players: [4, 6, 8],
    summaryZh: "找朋友\"80 分\"家规：4、6 或 8 人，顺时针，没分可重发，可明扣底牌。",
    defaultPlayers: 6,
  },
  "zpy-active-passive": {
    name: ["Zhao Pengyou · active/passive", "找朋友 · 主动/被动"],
    summary: "Zhao Pengyou with active/passive scores (CatsAtCards), first to reach Ace.",
    seed: "003",
    players: [5, 6, 7, 8, 9, 10, 11, 12],
    summaryZh: "主动/被动计分的找朋友（CatsAtCards），先打到 A 者胜。",
    defaultPlayers: 6,
  },
  "shengji-online": {
    name: ["Shengji · online site", "升级 · 网站规则"],
    summary: "升级 as on the online site: fixed partners, joker no-trump bids, a leader before the deal, kitty multipliers.",
    seed: "004",
    players: [4, 6, 8, 10, 12],
    summaryZh: "网站规则的升级：固定对家，对王叫无主，发牌前定庄，底牌按最后一轮翻倍。",
    defaultPlayers: 4,
  },
  "zpy-online": {
    name: ["Zhao Pengyou · online site", "找朋友 · 网站规则"],
    summary: "找朋友 as on the online site: friends called each hand, any 4–12 players.",
    seed: "004",
    players: [4, 5, 6, 7, 8, 9, 10, 11, 12],
    summaryZh: "网站规则的找朋友：每局叫朋友，4–12 人均可。",
    defaultPlayers: 6,
  },
  "zheng-fen": {
    name: ["Zheng Fen", "挣分"],
    summary: "Zheng Fen (挣分): a climbing game for 3–6 players, catching 5s, 10s and Ks.",
    seed: "002",
    players: [3, 4, 5, 6],
    summaryZh: "挣分：3–6 人的跑牌游戏，抓 5、10、K。",
    defaultPlayers: 4,
  },
};
