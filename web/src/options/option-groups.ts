/**
 * The house rules a table can change, grouped for the options editor, with
 * their labels in English and Chinese. The values come from the engine's
 * types (a value that is not an option of the engine does not compile), and
 * test/browser/options.test.ts checks that every option and every value of
 * the engine's schema is listed here. Defaults always come from the
 * engine's presets.
 */
import type { ShengjiRules } from "../../../src/engine";

export type Pair = readonly [string, string];
export type Group = "tricks" | "deal" | "kitty" | "friends" | "scoring";

type EnumKeys = { [K in keyof ShengjiRules]: ShengjiRules[K] extends string ? K : never }[keyof ShengjiRules];
type BoolKeys = { [K in keyof ShengjiRules]: ShengjiRules[K] extends boolean ? K : never }[keyof ShengjiRules];

export type OptionSpec =
  | { readonly key: EnumKeys; readonly group: Group; readonly kind: "enum"; readonly label: Pair; readonly values: readonly (readonly [string, Pair])[] }
  | { readonly key: BoolKeys; readonly group: Group; readonly kind: "bool"; readonly label: Pair }
  | { readonly key: "throwPenaltyPerCard" | "throwPenaltyPerAttempt" | "laps"; readonly group: Group; readonly kind: "int"; readonly label: Pair; readonly min: number; readonly max: number }
  | { readonly key: "tractorMin"; readonly group: Group; readonly kind: "tractor"; readonly label: Pair }
  /** A whole number the table may set, or null for the rule's own (`none` words it). */
  | { readonly key: "packs" | "kitty" | "callCount" | "jokerPacks"; readonly group: Group; readonly kind: "count"; readonly label: Pair; readonly min: number; readonly max: number; readonly none: Pair }
  | { readonly key: "levelTable"; readonly group: Group; readonly kind: "levelTable"; readonly label: Pair };

function values<K extends EnumKeys>(_key: K, v: { [V in ShengjiRules[K]]: Pair }): (readonly [string, Pair])[] {
  return Object.entries(v) as [string, Pair][];
}

export const SHENGJI_OPTIONS: readonly OptionSpec[] = [
  // Tricks
  { key: "follow", group: "tricks", kind: "enum", label: ["Following a lead", "跟牌要求"], values: values("follow", {
    pagat: ["pagat: sets of the sizes led, as far as possible", "pagat：尽量跟同样大小的对子/三张"],
    eighty: ["80: never split a triple for a pair", "80 分：不必拆三张跟对子"],
    hierarchy: ["Strict order (online site)", "严格顺序（网站规则）"],
    subset: ["pagat variant: the largest part of the lead's pattern", "pagat 变体：尽量跟出首家牌型的最大部分"],
    "suit-only": ["Only the suit (pairs do not draw pairs)", "只跟花色（对子不逼对子）"],
  }) },
  { key: "protectLongerSets", group: "tricks", kind: "bool", label: ["Longer sets protected (a triple need not give a pair)", "长的不拆给短的（三张不拆对）"] },
  { key: "onlyTractorsDrawTractors", group: "tricks", kind: "bool", label: ["Only a tractor led draws a tractor", "只有拖拉机才逼拖拉机"] },
  { key: "trumpTractors", group: "tricks", kind: "enum", label: ["Tractors in trumps", "主牌拖拉机"], values: values("trumpTractors", {
    excluded: ["Jokers and rank cards never join", "王和级牌不连"],
    "trump-order": ["By trump order (A, rank cards, jokers)", "按主牌顺序连（A、级牌、王）"],
  }) },
  { key: "tractorMin", group: "tricks", kind: "tractor", label: ["Smallest tractor (set size × length)", "最小拖拉机（每组张数 × 长度）"] },
  { key: "throwCheck", group: "tricks", kind: "enum", label: ["A throw stands when", "甩牌成立条件"], values: values("throwCheck", {
    components: ["nobody can beat any part", "每一组都没人管得上"],
    "top-cards": ["nobody holds a higher card of the suit", "没人有比最小那张更大的同花色牌"],
  }) },
  { key: "throwFailure", group: "tricks", kind: "enum", label: ["A failed throw becomes", "甩牌失败后"], values: values("throwFailure", {
    "beatable-component": ["the part that can be beaten", "出能被管上的那一组"],
    "lowest-card": ["its lowest card", "出最小的一张"],
  }) },
  { key: "falseLead", group: "tricks", kind: "enum", label: ["After a failed throw", "甩牌失败之后"], values: values("falseLead", {
    "play-on": ["play goes on", "继续打"],
    "level-to-others": ["the hand ends: the other side goes up one level", "本局结束，对方升一级"],
    "penalty-points": ["the hand ends: −2 for the thrower, −1 for each teammate", "本局结束，甩牌者罚 2 分，同伴各罚 1 分"],
  }) },
  { key: "throwPenaltyPerCard", group: "tricks", kind: "int", min: 0, max: 100, label: ["Penalty per withdrawn card (points)", "甩牌失败每张罚分"] },
  { key: "throwPenaltyPerAttempt", group: "tricks", kind: "int", min: 0, max: 100, label: ["Penalty per failed throw (points)", "每次甩牌失败罚分"] },
  { key: "throwEqualCounts", group: "tricks", kind: "bool", label: ["A throw holds as many cards of each rank", "甩牌每个点数张数相同"] },
  { key: "throwRuff", group: "tricks", kind: "enum", label: ["Trumping a throw", "毙甩牌"], values: values("throwRuff", {
    "largest-component": ["compare the largest part", "比最大的一组"],
    "every-component": ["beat every part", "每一组都要大"],
    "highest-card": ["beat the highest card", "比最大的一张"],
    "unit-length": ["largest parts first", "先比最大的组"],
  }) },
  { key: "quadBeatsTractor", group: "tricks", kind: "bool", label: ["Four of a kind beats a 4-card tractor", "四张相同大过四张拖拉机"] },
  { key: "bombs", group: "tricks", kind: "enum", label: ["Bombs (four or more identical cards)", "炸弹（四张以上相同）"], values: values("bombs", {
    none: ["No bombs", "不算炸弹"],
    "any-suit": ["Of any suit, any time", "任何花色随时可出"],
    "follow-suit": ["Following suit (or trumps)", "要跟花色（或主牌）"],
  }) },
  // Deal and trump
  { key: "deck", group: "deal", kind: "enum", label: ["Cards in play", "用牌"], values: values("deck", {
    "pagat-table": ["pagat's table of packs and jokers", "pagat 的副数与王数表"],
    "full-packs": ["Whole packs with both jokers", "整副牌带大小王"],
    eighty: ["80: low cards removed to even the deal", "80 分：去掉几张小牌"],
    "pack-per-two": ["A pack per two players", "每两人一副牌"],
    "sheng-ji": ["Sheng Ji: two packs, 25 each", "升级：两副牌，每人 25 张"],
    "da-bai-fen": ["Da Bai Fen: one pack", "打百分：一副牌"],
  }) },
  { key: "packs", group: "deal", kind: "count", label: ["Packs (where the deck allows)", "副数（可选时）"], min: 1, max: 6, none: ["as the deck rule says", "按用牌规则"] },
  { key: "jokerPacks", group: "deal", kind: "count", min: 0, max: 6, label: ["Packs with jokers (where the deck allows)", "带王的副数（可选时）"], none: ["all", "全部"] },
  { key: "direction", group: "deal", kind: "enum", label: ["Direction of play", "出牌方向"], values: values("direction", {
    anticlockwise: ["Anticlockwise", "逆时针"],
    clockwise: ["Clockwise", "顺时针"],
  }) },
  { key: "teams", group: "deal", kind: "enum", label: ["Sides", "分边"], values: values("teams", {
    fixed: ["Fixed partners (across)", "固定对家"],
    friends: ["Friends called each hand", "每局叫朋友"],
  }) },
  { key: "declare", group: "deal", kind: "enum", label: ["Who declares trump, with what", "谁能叫主"], values: values("declare", {
    "own-level": ["Anyone, with their own level", "任何人，用自己的级牌"],
    "active-own-level": ["Active players, their own level", "主动方，用自己的级牌"],
    "leader-level": ["Anyone, with the leader's level", "任何人，用庄家的级牌"],
    "active-levels": ["Anyone, with an active player's level", "任何人，用主动方的级牌"],
  }) },
  { key: "suitOnlyBids", group: "deal", kind: "bool", label: ["A bid sets only the suit; the leader's level is the trump rank", "亮牌只定花色，级牌按庄家的级"] },
  { key: "jokerBids", group: "deal", kind: "bool", label: ["Jokers bid no-trump", "王可以叫无主"] },
  { key: "firstBidFinal", group: "deal", kind: "bool", label: ["The first card shown is final (no overcalls)", "第一个亮的主定了，不能反"] },
  { key: "selfOvercall", group: "deal", kind: "bool", label: ["The declarer may overcall themselves", "叫主的人可以自己反"] },
  { key: "defend", group: "deal", kind: "bool", label: ["An overcalled declarer may defend", "被反后可以加固"] },
  // Bidding as rbtying offers it (rules.ts's block of the same name).
  { key: "overcall", group: "deal", kind: "enum", label: ["At equal count, what overcalls", "张数相同时谁能反"], values: values("overcall", {
    "more-cards": ["Nothing (show more cards)", "不能反（要多亮）"],
    jokers: ["Jokers", "王"],
    "jokers-or-suit": ["Jokers or a higher suit", "王或更大的花色"],
  }) },
  { key: "jokerBidCount", group: "deal", kind: "enum", label: ["Jokers for a no-trump bid", "叫无主要几张王"], values: values("jokerBidCount", {
    "two-or-more": ["Two or more", "两张以上"],
    "all-copies": ["Every copy", "全部"],
    "big-one-less": ["All little, or all big but one", "全部小王，或大王少一张"],
  }) },
  { key: "defendWindow", group: "deal", kind: "enum", label: ["Defending a bid", "加固时机"], values: values("defendWindow", {
    "next-card": ["Before the next card", "下一张牌之前"],
    bidding: ["Any time, adding cards", "随时，要多亮"],
  }) },
  { key: "noBid", group: "deal", kind: "enum", label: ["When nobody declares", "没人叫主时"], values: values("noBid", {
    redeal: ["Deal again", "重发"],
    "redeal-all-active": ["Everyone active, deal again", "全部变主动方，重发"],
    "kitty-rank": ["Turn the kitty for a rank card", "翻底牌找级牌"],
    "kitty-top": ["The kitty's top card sets the suit", "底牌第一张定主"],
  }) },
  { key: "turnedJoker", group: "deal", kind: "enum", label: ["A joker turned from the kitty", "翻底翻到王"], values: values("turnedJoker", {
    skip: ["is passed over", "跳过"],
    "no-trump": ["means no-trump", "打无主"],
  }) },
  { key: "leader", group: "deal", kind: "enum", label: ["Who leads the hand", "谁坐庄"], values: values("leader", {
    bidder: ["The winning bidder", "叫主的人"],
    fixed: ["A leader fixed before the deal", "发牌前定好的庄家"],
    "first-bidder": ["The first to bid, each hand", "每局第一个亮牌的人"],
  }) },
  { key: "firstLeader", group: "deal", kind: "enum", label: ["First hand's leader (fixed leader)", "第一局谁坐庄（定庄时）"], values: values("firstLeader", {
    "bid-winner": ["The winner of the bidding", "最后叫主的人"],
    "first-bidder": ["The first to show a card", "第一个亮牌的人"],
  }) },
  { key: "nextStarter", group: "deal", kind: "enum", label: ["Next hand starts with", "下一局谁先"], values: values("nextStarter", {
    "maker-stays": ["The maker, while active", "庄家连庄"],
    "next-of-winners": ["The next player on the winning side", "赢方的下一位"],
    rotate: ["The next player after the last starter", "上一局先摸牌的下家"],
  }) },
  { key: "misdeal", group: "deal", kind: "bool", label: ["A hand without points may call a misdeal", "没分可以要求重发"] },
  // Kitty
  { key: "exposeKitty", group: "kitty", kind: "bool", label: ["The maker may bury face up", "可以明扣底牌"] },
  { key: "kittyTheft", group: "kitty", kind: "bool", label: ["Steal the kitty by outbidding", "炒地皮"] },
  { key: "kittyBonus", group: "kitty", kind: "enum", label: ["Kitty points to the catchers", "闲家抠底"], values: values("kittyBonus", {
    double: ["× 2", "× 2"],
    format: ["× 2 × the last trick's largest set", "× 2 × 最后一轮最大组的张数"],
    power: ["2 to the power of that set", "2 的该组张数次方"],
  }) },
  { key: "kitty", group: "kitty", kind: "count", min: 1, max: 16, label: ["Kitty (where the deck allows)", "底牌张数（可选时）"], none: ["as the deck rule says", "按用牌规则"] },
  // Friends
  { key: "callable", group: "friends", kind: "enum", label: ["Cards that may be called", "能叫的牌"], values: values("callable", {
    "not-trump": ["Any but trumps", "非主牌"],
    "below-ace": ["No rank cards or jokers", "非级牌、非王"],
    any: ["Any card", "任何牌"],
    "not-trump-or-top": ["No trumps, no top card", "非主牌、非最大牌"],
    "not-trump-or-points": ["No trumps, no points", "非主牌、非分牌"],
  }) },
  { key: "callCount", group: "friends", kind: "count", min: 1, max: 10, label: ["Friends called", "叫几个朋友"], none: ["by the player count", "按人数"] },
  { key: "doubleJoin", group: "friends", kind: "enum", label: ["A called card played by a maker", "庄家方打出被叫的牌"], values: values("doubleJoin", {
    "spends-call": ["spends the call", "算用掉"],
    "next-copy": ["waits for the next copy", "等下一张"],
  }) },
  { key: "callUnheld", group: "friends", kind: "bool", label: ["Call only cards the maker does not hold", "只能叫自己没有的牌"] },
  { key: "otherCall", group: "friends", kind: "bool", label: ["\"The other\" copy may be called", "可以叫\"另一张\""] },
  { key: "reveal", group: "friends", kind: "enum", label: ["A friend is known", "朋友何时亮明"], values: values("reveal", {
    "on-play": ["when the card is played", "打出那张牌时"],
    "on-trick": ["when that trick ends", "那一轮结束时"],
  }) },
  // Scoring
  { key: "scoring", group: "scoring", kind: "enum", label: ["Score table", "计分方法"], values: values("scoring", {
    pagat: ["pagat: tiers of 20 per pack", "pagat：每副 20 分一档"],
    "active-passive": ["Active/passive game points", "主动/被动计分"],
    eighty: ["80's table", "80 分的表"],
    "sheng-ji": ["Sheng Ji's table", "升级的表"],
    online: ["Online site's table", "网站的表"],
    custom: ["Own level table", "自定升级表"],
  }) },
  { key: "levelTable", group: "scoring", kind: "levelTable", label: ["Own level table", "自定升级表"] },
  { key: "passiveWinners", group: "scoring", kind: "enum", label: ["Passive winners (active/passive)", "被动方赢了（主动/被动计分）"], values: values("passiveWinners", {
    "spend-first-point": ["turn active with their first point", "第一分用来变主动"],
    "activate-only": ["turn active, no level gained", "只变主动，不升级"],
  }) },
  { key: "gameEnd", group: "scoring", kind: "enum", label: ["The game ends", "何时结束"], values: values("gameEnd", {
    "pass-ace": ["Past the Ace", "过 A"],
    "reach-ace": ["On reaching Ace", "打到 A"],
    "defend-ace": ["Defending the Ace as leader", "坐庄守住 A"],
    "joker-laps": ["After Joker laps", "打王后再绕圈"],
  }) },
  { key: "laps", group: "scoring", kind: "int", min: 1, max: 5, label: ["Laps (Joker laps)", "圈数（打王绕圈）"] },
  { key: "skipLowLevels", group: "scoring", kind: "bool", label: ["Later laps start at 10", "之后的圈从 10 开始"] },
  { key: "topLevel", group: "scoring", kind: "enum", label: ["Top level", "最高级"], values: values("topLevel", {
    ace: ["A", "A"],
    "no-trump": ["No-trump after A", "A 后打无主"],
  }) },
  { key: "mustDefend", group: "scoring", kind: "enum", label: ["Must be defended", "必打"], values: values("mustDefend", {
    none: ["none", "无"],
    top: ["top level", "最高级"],
    points: ["5, 10, K, top", "5、10、K、最高级"],
  }) },
  { key: "jackVariation", group: "scoring", kind: "bool", label: ["Jack variation: a last-trick jack sends makers at J to 2", "勾 J：打 J 被单 J 抠底回 2"] },
  // Takebacks and what the table shows (rbtying's table settings), each in the group of what it touches.
  { key: "playTakeback", group: "tricks", kind: "bool", label: ["Take back a play before the next player plays", "下家出牌前可以悔牌"] },
  { key: "hidePlayedCards", group: "tricks", kind: "bool", label: ["Log names no played card (a memory game)", "记录里不显示出过的牌（考记牌）"] },
  { key: "hideThrowStopper", group: "tricks", kind: "bool", label: ["Do not say who stops a throw", "甩牌失败不说谁管得住"] },
  { key: "bidTakeback", group: "deal", kind: "bool", label: ["Take back a bid before anyone bids after it", "别人再亮之前可以收回亮的主"] },
  { key: "revealKitty", group: "kitty", kind: "bool", label: ["Show everyone the kitty when the hand is over", "一局结束时亮底给大家看"] },
  { key: "hidePoints", group: "scoring", kind: "bool", label: ["Hide the makers' points during the hand", "打牌时不显示庄家一方的得分"] },
];

export const GROUPS: readonly Group[] = ["tricks", "deal", "kitty", "friends", "scoring"];
