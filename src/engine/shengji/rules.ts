/**
 * Every house rule of the Shengji family as a value (RULES.md). A preset is
 * a complete `ShengjiRules`; a table may override any field. The spec
 * (spec.ts) is the source of the type, of the check and of the options list.
 */
import { type Infer, bool, covering, int, intOrNull, object, oneOf, specProblem } from "../spec";
import { DECK_RULE } from "./deal-plan";
import { TRICK_RULES } from "./trick-rules";

export const SHENGJI_RULES = object({
  ...TRICK_RULES.fields,
  /** What is dealt (deal-plan.ts). */
  deck: covering(["num_decks", "kitty_size", "special_decks"], DECK_RULE),
  /** Packs, where the deck rule lets the table choose (`full-packs`, `pack-per-two`); null = the rule's own count. */
  packs: covering(["num_decks"], intOrNull(1, 6)),
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
  /** Kitty points to the catchers when they win the last trick: `double` (000, 001, 003) or `format` (004: × 2 × the largest component of the last trick). */
  kittyBonus: covering(["kitty_penalty"], oneOf("double", "format")),
  /** 000's friend calls in a two-pack game: a maker holding one copy may call "the other". */
  otherCall: bool,
  /** 003: the maker calls only cards they do not hold ("a specific card he does not currently have in his hand"). */
  callUnheld: bool,
  /** Friend cards: `not-trump` (000, 001, 003) or `below-ace` (004: no trump-rank cards or jokers; trump-suit cards allowed). */
  callable: covering(["friend_selection_policy"], oneOf("not-trump", "below-ace")),
  /** When a friend is known: `on-play` (000, 001, 003) or `on-trick` (004: when the trick with the card completes). */
  reveal: oneOf("on-play", "on-trick"),
  /**
   * How a hand is scored (scoring.ts):
   * - `pagat` (000): levels by tiers of 20 per pack, a middle zone, the short-team multiplier;
   * - `active-passive` (000 variant, 003 zpy): game points, active and passive players;
   * - `eighty` (001): its own table for two packs (4 and 6 players) and for three (8); other decks count the two-pack table in steps of 20 a pack;
   * - `sheng-ji` (003 Sheng Ji, Da Bai Fen): tiers of 20 per pack, a middle zone where nobody moves;
   * - `online` (004): tiers of 20 per pack, catchers win from 2n but move from 3n.
   */
  scoring: covering(["game_scoring_parameters"], oneOf("pagat", "active-passive", "eighty", "sheng-ji", "online")),
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
});

export type ShengjiRules = Infer<typeof SHENGJI_RULES>;

/** The first problem with a set of rules, naming the field, or null. */
export function rulesProblem(rules: unknown): string | null {
  return specProblem(SHENGJI_RULES, rules);
}
