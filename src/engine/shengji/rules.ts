/**
 * Every house rule of the Shengji family as a value (RULES.md). A preset is
 * a complete `ShengjiRules`; a table may override any field. The spec
 * (spec.ts) is the source of the type, of the check and of the options list.
 */
import { type Infer, bool, covering, int, intOrNull, object, oneOf, specProblem } from "../spec";
import { MAX_PACKS, MAX_FRIEND_CALLS } from "./actions";
import { DECK_RULE } from "./deal-plan";
import { TRICK_RULES } from "./trick-rules";

export const SHENGJI_RULES = object({
  ...TRICK_RULES.fields,
  /** What is dealt (deal-plan.ts). */
  deck: covering(["num_decks", "kitty_size", "special_decks"], DECK_RULE),
  /** Packs, where the deck rule lets the table choose (`full-packs`, `pack-per-two`); null = the rule's own count. */
  packs: covering(["num_decks"], intOrNull(1, MAX_PACKS)),
  /** Play order around the table. Seats are numbered in play order, so this only tells clients how to draw them. */
  direction: oneOf("anticlockwise", "clockwise"),
  /** `fixed` partners sit on alternate seats (Tractor, Da Bai Fen); `friends` are called each hand (Zhao Pengyou). */
  teams: covering(["game_mode"], oneOf("fixed", "friends")),
  /**
   * Who may declare trump, with which cards:
   * - `own-level` (000, 001, 003 Sheng Ji with `suitOnlyBids`): anyone, with cards of their own level;
   * - `active-own-level` (003, 000 active/passive): active players only, with their own level;
   * - `leader-level` (004, 000 Rick Heli): anyone, with cards of the leader's level;
   * - `active-levels` (000 variant): anyone, with a card of any active player's level; the
   *   next active player at that level (from the declarer, in play order) becomes the maker.
   */
  declare: oneOf("own-level", "active-own-level", "leader-level", "active-levels"),
  /**
   * 003 Sheng Ji: a bid sets only the trump suit; the trump rank is the leader's level
   * ("regardless of the actual numerical rank of the card exposed"). With `own-level`,
   * each player shows cards of their own level.
   */
  suitOnlyBids: bool,
  /** 004: identical jokers bid no-trump (how many: `jokerBidCount`; what they beat: `overcall`). */
  jokerBids: covering(["joker_bid_policy"], bool),
  /** 000 (Jin Li's reading): the first card shown sets trump for good; no overcall, reinforcement or defence. */
  firstBidFinal: bool,
  /** 001: the current declarer may overcall themselves with a larger set of another suit. */
  selfOvercall: covering(["bid_reinforcement_policy"], bool),
  /** 000: a displaced declarer may answer an overcall at once (before the next card is drawn) with one more identical card. */
  defend: covering(["bid_reinforcement_policy"], bool),
  /**
   * When the deal ends with no bid:
   * - `redeal` (000, 001, 004): shuffle and deal again, the same starter;
   * - `redeal-all-active` (003): everyone becomes active, then redeal;
   * - `kitty-rank` (000 Rick Heli): turn the kitty's cards until one of the trump rank
   *   appears; else the highest non-joker, the first of equal highest, sets the suit;
   * - `kitty-top` (003 Sheng Ji): the top kitty card's suit.
   * A joker turned is skipped, or sets no-trump: `turnedJoker`.
   */
  noBid: covering(["kitty_bid_policy"], oneOf("redeal", "redeal-all-active", "kitty-rank", "kitty-top")),
  /**
   * `bidder` (000, 001, 003 zpy): the winning bidder leads the hand; `fixed` (004, Sheng Ji, Heli): a leader chosen before the deal;
   * `first-bidder` (rbtying issue #353, "first bid decides landlord, winning bid decides trump" in every hand): the first to
   * show a card becomes the leader, and later bids, by anyone, show the leader's level (`declare: leader-level`) and change only the trump.
   */
  leader: covering(["first_landlord_selection_policy"], oneOf("bidder", "fixed", "first-bidder")),
  /**
   * With a `fixed` leader, who becomes the leader in the first hand (later hands follow `nextStarter`):
   * - `bid-winner` (004): the winner of the bidding;
   * - `first-bidder` (003 Sheng Ji): the first player to show a card; later bids only change the trump.
   */
  firstLeader: covering(["first_landlord_selection_policy"], oneOf("bid-winner", "first-bidder")),
  /**
   * Who starts the next hand (and, with a fixed leader, leads it):
   * - `maker-stays` (000): the previous maker if still active, else the next active player;
   * - `next-of-winners` (001, 004, 003 Sheng Ji, Heli): the next player after the previous
   *   maker, in play order, on the side that won the hand;
   * - `rotate` (000 variant): "the turn to draw the first card passes to the right", the next
   *   player in play order after the previous starter, whoever made trump.
   */
  nextStarter: oneOf("maker-stays", "next-of-winners", "rotate"),
  /**
   * A false lead of top cards (a throw another hand can beat in its suit):
   * - `play-on` (000, 001, 004): it becomes what `throwFailure` says and play goes on;
   * - `level-to-others` (000 variant): "this ends the play", the offending side loses the
   *   hand and each player on the other side goes up one level;
   * - `penalty-points` (000 variant): the play ends with no result; the thrower owes 2 and
   *   each teammate 1 penalty points, paid off one per point they win later before they rise.
   */
  falseLead: oneOf("play-on", "level-to-others", "penalty-points"),
  /** 001: before the kitty is taken, a player holding no point cards may call a misdeal. */
  misdeal: bool,
  /** 001: the maker may bury the kitty face up; its points then count single. */
  exposeKitty: bool,
  /**
   * Kitty points to the catchers when they win the last trick, times (scoring.ts `kittyFactor`):
   * - `double` (000, 001, 003): 2;
   * - `format` (004; rbtying `KittyPenalty::Times`): 2 × the largest component of the last trick's lead;
   * - `power` (rbtying `KittyPenalty::Power`): 2 to the power of that component's size (a pair ×4, a triple ×8).
   */
  kittyBonus: covering(["kitty_penalty"], oneOf("double", "format", "power")),
  /** 000's friend calls in a two-pack game: a maker holding one copy may call "the other". */
  otherCall: bool,
  /** 003: the maker calls only cards they do not hold ("a specific card he does not currently have in his hand"). */
  callUnheld: bool,
  /**
   * Which cards may be called as friends (friends.ts):
   * - `not-trump` (000, 001, 003; rbtying `FriendSelectionPolicy::Unrestricted`): any card but a trump;
   * - `below-ace` (004): no trump-rank cards or jokers; trump-suit cards allowed;
   * - `any` (rbtying `TrumpsIncluded`): any card, jokers and trumps included;
   * - `not-trump-or-top` (rbtying `HighestCardNotAllowed`): not a trump, and not an ace (a king when aces are the trump rank);
   * - `not-trump-or-points` (rbtying `PointCardNotAllowed`): not a trump, and no 5, 10 or K, but a K when aces are the trump rank.
   */
  callable: covering(["friend_selection_policy"], oneOf("not-trump", "below-ace", "any", "not-trump-or-top", "not-trump-or-points")),
  /** When a friend is known: `on-play` (000, 001, 003) or `on-trick` (004: when the trick with the card completes). */
  reveal: oneOf("on-play", "on-trick"),
  /**
   * How a hand is scored (scoring.ts):
   * - `pagat` (000): levels by tiers of 20 per pack, a middle zone, the short-team multiplier;
   * - `active-passive` (000 variant, 003 zpy): game points, active and passive players;
   * - `eighty` (001): its own table for two packs (4 and 6 players) and for three (8); other decks count the two-pack table in steps of 20 a pack;
   * - `sheng-ji` (003 Sheng Ji, Da Bai Fen): tiers of 20 per pack, a middle zone where nobody moves;
   * - `online` (004): tiers of 20 per pack, catchers win from 2n but move from 3n;
   * - `custom` (rbtying `GameScoringParameters`): the table's own level table, `levelTable`.
   */
  scoring: covering(["game_scoring_parameters"], oneOf("pagat", "active-passive", "eighty", "sheng-ji", "online", "custom")),
  /**
   * Under `active-passive` scoring, what a passive player on the winning side gains:
   * - `spend-first-point` (000): the first game point turns them active, the rest raise their level;
   * - `activate-only` (003 zpy): they turn active and their level does not change.
   */
  passiveWinners: oneOf("spend-first-point", "activate-only"),
  /**
   * When the game ends:
   * - `pass-ace` (000, 001, 003 Sheng Ji): a player passes beyond Ace;
   * - `reach-ace` (003 zpy): a player reaches Ace;
   * - `defend-ace` (004): the leader at Ace wins a hand as maker;
   * - `joker-laps` (000 Rick Heli): after Ace comes a Joker level, then 2+, 3+ … for `laps` laps.
   */
  gameEnd: covering(["advancement_policy", "max_rank"], oneOf("pass-ace", "reach-ace", "defend-ace", "joker-laps")),
  /** Laps for `joker-laps`: the game ends when a player passes the Joker level of the last lap. */
  laps: int(1, 5),
  /** 000 Rick Heli: after the first lap, levels go from Joker straight to 10. */
  skipLowLevels: bool,

  // ——— Bidding and the kitty as rbtying/shengji offers them (issue 56, items 1 and 9; bidding.ts decides) ———
  /**
   * What overcalls a standing bid of as many cards (more identical cards always overcall fewer):
   * - `more-cards` (rbtying `GreaterLength`): nothing; every overcall shows more cards;
   * - `jokers` (004, and rbtying's default `JokerOrGreaterLength`): jokers beat rank cards and
   *   big jokers beat little ones (only where `jokerBids` lets jokers bid at all);
   * - `jokers-or-suit` (rbtying `JokerOrHigherSuit`): as `jokers`, and two or more rank cards
   *   beat as many of a lower suit, ♠ > ♥ > ♣ > ♦ (a single card never does, nor any joker bid).
   */
  overcall: covering(["bid_policy"], oneOf("more-cards", "jokers", "jokers-or-suit")),
  /**
   * With `jokerBids`, how many identical jokers make a bid (rbtying `JokerBidPolicy`):
   * - `two-or-more` (004, rbtying `BothTwoOrMore`): a pair or more; a single joker never bids;
   * - `all-copies` (rbtying `BothNumDecks`): every copy of that joker in the deck;
   * - `big-one-less` (rbtying `LJNumDecksHJNumDecksLessOne`): every little joker, or every big joker but one.
   */
  jokerBidCount: covering(["joker_bid_policy"], oneOf("two-or-more", "all-copies", "big-one-less")),
  /**
   * With `defend`, who may answer an overcall by showing as many cards of their own last bid, and until when:
   * - `next-card` (000): the declarer just displaced, until the next card is drawn;
   * - `bidding` (rbtying `ReinforceWhileEquivalent`, "a bid can be reinforced after it is overturned"):
   *   anyone who bid before, until the bidding closes, never against a joker bid, and only by adding
   *   cards to their own last bid (so that two players cannot answer each other for ever).
   */
  defendWindow: covering(["bid_reinforcement_policy"], oneOf("next-card", "bidding")),
  /**
   * When `noBid` turns kitty cards to set trump and one is a joker: `skip` it (000 Rick Heli, 003 Sheng Ji),
   * or it makes the hand `no-trump` (rbtying `KittyBidPolicy`: a joker revealed from the kitty is a
   * no-trump bid, under both `FirstCard` and `FirstCardOfLevelOrHighest`).
   */
  turnedJoker: covering(["kitty_bid_policy"], oneOf("skip", "no-trump")),
  /**
   * 炒地皮 (rbtying `KittyTheftPolicy`, its issue #17; in seat order as its PR #516 asks): once the
   * kitty is buried, each other seat in turn, from the one after whoever buried it, may steal it with a
   * bid that overcalls the standing one (cards of the trump rank, or jokers) or pass. A thief changes
   * the trump suit (the rank and the maker stay), takes the kitty into their hand and buries as many
   * cards; then everyone else, the maker included, is asked again from the seat after the thief. The
   * theft is over when a whole round passes. Only after a bid: not when the kitty set the trump.
   */
  kittyTheft: covering(["kitty_theft_policy"], bool),

  // ── Levels, kitty multiplier, friends, level table, deck and kitty (issue 56: items 3, 4, 5, 7, 10, 11) ──
  /**
   * The Jack variation (勾 J / 抠 J; rbtying `BackToTwoSetting::SingleJack`, PR #466): when the
   * maker's level is J and the catchers win the last trick with a single jack (any suit: at J every
   * jack is a trump), everyone on the makers' side goes back to 2 (the first level of their lap)
   * before the hand's levels are counted from there (hand-end.ts).
   */
  jackVariation: covering(["jack_variation"], bool),
  /**
   * Levels that must be defended (rbtying `AdvancementPolicy`; levels.ts `climb`): a player at
   * such a level passes it only as one of the makers, one level at a time; a gain that reaches
   * one stops there.
   * - `none` (the seeds; rbtying `FullyUnrestricted`): no level stops anyone;
   * - `top` (rbtying's default, `Unrestricted`): the ace, and the no-trump (Joker) level after it
   *   where there is one, which only a maker playing at that level passes;
   * - `points` (必打, rbtying `DefendPoints`): also 5, 10 and K.
   */
  mustDefend: covering(["advancement_policy"], oneOf("none", "top", "points")),
  /**
   * The top level (rbtying `MaxRank`): `ace` (the seeds), or `no-trump` (#243): after the ace a
   * level with no trump rank, where only the jokers are trumps and nobody declares. Under
   * `joker-laps` every lap already ends with that level (the Joker level), whatever this says.
   */
  topLevel: covering(["max_rank"], oneOf("ace", "no-trump")),
  /**
   * A called card played by someone already on the makers' side (the maker, or a friend already
   * found) (rbtying `MultipleJoinPolicy`; friends.ts):
   * - `spends-call` (the seeds; rbtying `Unrestricted`, the "double friend" of #390): the call is
   *   spent and the makers' side is one smaller;
   * - `next-copy` (rbtying `NoDoubleJoin`): it does not count; the next copy played by someone
   *   not yet on the side makes the friend.
   */
  doubleJoin: covering(["multiple_join_policy"], oneOf("spends-call", "next-copy")),
  /** Friends the maker calls each hand (rbtying `FindingFriends { num_friends }`); null: the seeds' floor(n/2) − 1, at least 1. */
  callCount: covering(["game_mode"], intOrNull(1, MAX_FRIEND_CALLS)),
  /**
   * The table's own level table, read under `scoring: "custom"` (rbtying `GameScoringParameters`,
   * #141, #188, #245; scoring.ts). A step is `stepPerPack` points a pack plus `stepAdjust`. The
   * makers win below `turnoverSteps` steps: +1 in the step just below, one more per step down, and
   * one more again at 0 (so 0, 5–35, 40–75 give +3, +2, +1 with two packs and the defaults). Then
   * `deadZoneSteps` steps where the catchers take the deal but go up no level, then +1 per step.
   * `shortTeamBonus`: makers who win with fewer players than a full side go up one more.
   */
  levelTable: covering(["game_scoring_parameters"], object({
    stepPerPack: oneOf(5, 10, 15, 20, 25, 30, 35, 40, 45, 50),
    stepAdjust: oneOf(-15, -10, -5, 0, 5, 10, 15),
    turnoverSteps: int(1, 10),
    deadZoneSteps: int(0, 10),
    shortTeamBonus: bool,
  })),
  /**
   * The kitty's size, where the deck rule lets it vary (`full-packs`, `pack-per-two`; rbtying
   * `kitty_size`, #274, #290); the fewest low cards leave the deck to even the deal (deal-plan.ts).
   * At most a hand (setupProblem). null: the rule's own. The other deck rules keep their own kitty,
   * as they keep their packs.
   */
  kitty: covering(["kitty_size"], intOrNull(1, 16)),
  /**
   * Packs that keep their two jokers, where the deck rule deals whole packs (`full-packs`,
   * `pack-per-two`; rbtying `special_decks`, #290: "放弃大小王" for seven or eight players). null: every pack.
   * At most the packs dealt (setupProblem). The other deck rules keep their own jokers.
   */
  jokerPacks: covering(["special_decks"], intOrNull(0, MAX_PACKS)),

  // ── Takebacks and what the table shows (issue 56: items 6 and 12) ──
  /**
   * A seat may take back its own last play (rbtying `PlayTakebackPolicy`: `AllowPlayTakeback`) while
   * nobody has played after it in the trick: the cards go back to its hand and it is its turn again
   * (takeback.ts). Not a play that completed the trick (the trick is over: rbtying ends a trick with a
   * separate step, here the last play ends it), nor a throw (checked against the other hands, which
   * told the table something about them), nor a play that made a friend known. Off in every preset.
   */
  playTakeback: covering(["play_takeback_policy"], bool),
  /**
   * A seat may take back its own last bid of the deal (rbtying `BidTakebackPolicy`: `AllowBidTakeback`)
   * while nobody has bid after it: the bidding stands as it was before that bid. Not a steal of the
   * kitty (the thief has already seen it). Off in every preset.
   */
  bidTakeback: covering(["bid_takeback_policy"], bool),
  // What the table shows: view.ts alone decides (the views, and every move's events: `shownEvents`).
  /**
   * rbtying `hide_landlord_points` ("Hide defending team's points"; rbtying's landlords are our makers):
   * while the hand is played, nobody (the makers included) is shown the card points the makers' known
   * side has won: their seats' `won` and the points of the tricks they win. The catchers' points stay
   * shown, and the cards of the trick in play and the last one stay on the table. Off in every preset.
   */
  hidePoints: covering(["hide_landlord_points"], bool),
  /**
   * rbtying `hide_played_cards` ("Hide played cards in chat", a memory game): the log names no card of a
   * play, a bomb, a failed throw or a play taken back, only how many; the table shows the trick in play
   * and the last one, as it always does (the tricks before lie face down). Off in every preset.
   */
  hidePlayedCards: covering(["hide_played_cards"], bool),
  /**
   * rbtying `should_reveal_kitty_at_end_of_game`: when the hand is over, everyone is shown the kitty as
   * dealt and as buried (every preset's rule: on). Off, they stay hidden (the result says the kitty's
   * points only), but for whoever buried it in play, who still sees its burial, and a kitty buried face up.
   */
  revealKitty: covering(["should_reveal_kitty_at_end_of_game"], bool),
  /**
   * rbtying `hide_throw_halting_player`: a failed throw is told (the attempt, what is led instead, the
   * part that can be beaten) without naming the seat that can beat it. Off in every preset.
   */
  hideThrowStopper: covering(["hide_throw_halting_player"], bool),
});

export type ShengjiRules = Infer<typeof SHENGJI_RULES>;

/** The first problem with a set of rules, naming the field, or null. */
export function rulesProblem(rules: unknown): string | null {
  return specProblem(SHENGJI_RULES, rules);
}
