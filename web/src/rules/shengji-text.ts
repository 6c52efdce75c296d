/**
 * The rules of a Shengji-family table in sentences, generated from its
 * options (src/engine/shengji/rules.ts): every option and every value has
 * its words here, in English and Chinese, and a line describes an option
 * only where it matters (a friends rule only when friends are called, the
 * laps only with Joker laps). The facts are the seeds' (RULES.md); the words
 * are ours. Numbers (cards each, kitty, friends, score bands) come from the
 * engine's own tables for the table's player count.
 */
import { type ShengjiRules, makeDeck, points as cardPoints } from "../../../src/engine";
import {
  type DealPlan, callsPerHand, choosesDeck, customStep, dealPlanFor, fullMakersTeam, kittyFactor, playerCounts, scoreHandWith,
} from "../../../src/engine/client";
import type { Block, Pick, RuleSection } from "./model";
import {
  type ExampleTrump, bombExample, followExamples, quadExample, ruffExample, setExamples, throwExample, tractorExamples, trumpOrder, winningExample,
} from "./shengji-examples";
import { count } from "./words";

const line = (text: string, ...about: string[]): Block => ({ kind: "line", text, about });

/** The deck rule in words, then (given the deal plan) what it deals to this many players. */
function deckLines(r: ShengjiRules, players: number, plan: DealPlan | null, p: Pick): Block[] {
  const rule: Record<ShengjiRules["deck"], string> = {
    "pagat-table": p(
      "The packs and jokers follow a fixed table by player count, chosen so that everyone gets the same number of cards and six (eight with five players) are left over.",
      "副数和王数按人数查表，使每人张数相同，剩下 6 张（五人时 8 张）。",
    ),
    "full-packs": p(
      "Every pack keeps both its jokers; the kitty is whatever evens the deal, as near to six cards as it can be.",
      "每副牌都带大小王；底牌张数取能分匀且最接近 6 的数。",
    ),
    eighty: p(
      "Two packs with jokers (three for eight players); with four or eight players a few low cards are taken out so that six are left for the kitty.",
      "两副带王的牌（八人三副）；四人或八人时去掉几张小牌，使底牌正好 6 张。",
    ),
    "pack-per-two": p(
      "A pack with its two jokers for every two players; the kitty is 4 to 8 cards, and when no such kitty evens the deal the fewest low cards (2s first) are taken out.",
      "每两人一副带大小王的牌；底牌 4 到 8 张，分不匀时去掉最少的小牌（先去 2）。",
    ),
    "sheng-ji": p("Sheng Ji's deck: two packs and four jokers for four players.", "升级用牌：四人两副牌加四张王。"),
    "da-bai-fen": p("Da Bai Fen's deck: one pack and its two jokers for four players.", "打百分用牌：四人一副牌加大小王。"),
  };
  const out: Block[] = [line(rule[r.deck], "deck")];
  if (plan === null) return out;
  const d = plan.deck;
  const jokers = d.bigJokers + d.littleJokers;
  if (choosesDeck(r.deck)) {
    out.push(line(
      r.packs === null
        ? p("The number of packs is the deck rule's own for this many players.", "副数按用牌规则随人数而定。")
        : p(`The table chose ${count(r.packs, "pack", "副", p)} whatever the number of players.`, `本桌选定用 ${r.packs} 副牌，不论人数。`),
      "packs",
    ));
    out.push(line(
      r.jokerPacks === null
        ? p("Every pack keeps its two jokers.", "每副牌都带大小王。")
        : p(`Only ${count(r.jokerPacks, "pack", "副", p)} keep${r.jokerPacks === 1 ? "s" : ""} its two jokers; the others are taken out.`, `只有 ${r.jokerPacks} 副牌带大小王，其余的王拿掉。`),
      "jokerPacks",
    ));
    out.push(line(
      r.kitty === null
        ? p("The kitty's size is the deck rule's own.", "底牌张数按用牌规则。")
        : p(`The table chose a kitty of ${count(r.kitty, "card", "张", p)}; the fewest low cards are taken out so that the rest deals evenly.`, `本桌选定底牌 ${r.kitty} 张；去掉最少的小牌，使其余的牌分得匀。`),
      "kitty",
    ));
  }
  const total = makeDeck(d).length;
  const pts = cardPoints(makeDeck(d));
  out.push(line(
    p(
      `With ${players} players: ${count(d.packs, "pack", "副", p)}${jokers > 0 ? ` and ${count(jokers, "joker", "张王", p)} (${d.bigJokers} big, ${d.littleJokers} little)` : " and no jokers"}, ${total} cards. Each player gets ${plan.handSize}; ${count(plan.kitty, "card", "张", p)} go to the kitty. There are ${pts} card points in all.`,
      `${players} 人：${d.packs} 副牌${jokers > 0 ? `加 ${jokers} 张王（大王 ${d.bigJokers}、小王 ${d.littleJokers}）` : "，不用王"}，共 ${total} 张。每人 ${plan.handSize} 张，底牌 ${plan.kitty} 张。总分 ${pts} 分。`,
    ),
    "deck", ...(choosesDeck(r.deck) ? ["packs", "jokerPacks", "kitty"] : []),
  ));
  if (d.removed && d.removed.length > 0) {
    out.push({ kind: "cards", cards: d.removed, about: ["deck"], caption: p("Taken out before the deal, to even it.", "发牌前去掉这几张，使牌分得匀。") });
  }
  return out;
}

function overview(r: ShengjiRules, players: number, p: Pick): RuleSection {
  const blocks: Block[] = [
    line(p(
      "Shengji is a game of tricks and levels. Only three ranks score: every 5 is worth 5 points, every 10 and every K 10 points.",
      "升级是吃墩升级的游戏。只有三种牌有分：5 算 5 分，10 和 K 各算 10 分。",
    )),
    line(p(
      "Each hand one side are the makers (the trump maker and their partners) and the others are the catchers. The catchers try to win tricks holding points; the makers try to stop them. The catchers' points decide who goes up in level.",
      "每局一方是庄家（定主的人和同伴），另一方是闲家。闲家要抓分，庄家要保分；闲家抓到的分决定哪一方升级。",
    )),
  ];
  if (r.teams === "fixed") {
    blocks.push(line(p(
      "Partners are fixed for the whole game and sit on alternate seats: every second player around the table is on your side.",
      "固定搭档，整局不变，隔一个座位坐：每隔一人就是你的同伴。",
    ), "teams"));
  } else {
    const k = callsPerHand(r, players);
    const full = fullMakersTeam(r, players);
    blocks.push(line(p(
      `There are no fixed partners: each hand the maker calls ${count(k, "card", "张牌", p)}, and whoever plays a called card joins the maker's side, up to ${full} players. Nobody knows the sides at first: you are looking for friends.`,
      `没有固定同伴：每局庄家叫 ${k} 张牌，打出被叫牌的人成为庄家的朋友，庄家一方最多 ${full} 人。开始时谁也不知道分边，所以叫"找朋友"。`,
    ), "teams", "callCount"));
  }
  blocks.push(line(p(
    "Every player has a level, a rank from 2 up to the ace; everyone starts at 2. The level being played is the trump rank of the hand.",
    "每人有一个级，从 2 一直到 A；大家都从 2 开始。本局打的级就是级牌（主的点数）。",
  )));
  return { id: "overview", title: p("The game", "游戏概要"), blocks };
}

function deal(r: ShengjiRules, players: number, plan: DealPlan | string, p: Pick): RuleSection {
  const blocks: Block[] = typeof plan === "string"
    ? [deckLines(r, players, null, p)[0] as Block, line(p(`This deck rule is for ${playerCounts(r.deck).join(", ")} players, not ${players}.`, `这种用牌规则只适合 ${playerCounts(r.deck).join("、")} 人，不适合 ${players} 人。`), "deck")]
    : deckLines(r, players, plan, p);
  blocks.push(line(r.direction === "anticlockwise"
    ? p("Play goes anticlockwise: the player on your right plays after you.", "逆时针出牌：你右手边的人在你之后出。")
    : p("Play goes clockwise: the player on your left plays after you.", "顺时针出牌：你左手边的人在你之后出。"), "direction"));
  blocks.push(line(p(
    "Nobody deals: the players draw one card at a time from a face-down stock, in turn, and may declare trump while the cards come in.",
    "没有发牌人：大家轮流从扣着的牌堆里一张张摸牌，摸牌时就可以亮主。",
  )));
  blocks.push(line(r.misdeal
    ? p("Once all cards are drawn and before the kitty is taken, a player whose hand holds no 5, 10 or K may call a misdeal: the cards are drawn again, starting with them.",
      "摸完牌、扣底之前，手里没有 5、10、K 的人可以要求重摸，从他开始重新摸牌。")
    : p("A hand without points is played like any other: there is no misdeal call.", "手里没分也照常打，不能要求重摸。"), "misdeal"));
  return { id: "deal", title: p("Cards and the deal", "用牌与摸牌"), blocks };
}

function trumps(r: ShengjiRules, t: ExampleTrump, jokers: boolean, p: Pick): RuleSection {
  const blocks: Block[] = [
    line(p(
      `Trumps are ${jokers ? "the jokers, " : ""}every card of the trump rank, and every card of the trump suit. All trumps together count as one suit; a rank card is no longer part of its printed suit.`,
      `主牌包括${jokers ? "大小王、" : ""}所有级牌和主花色的所有牌。主牌算作同一门；级牌不再属于它原来的花色。`,
    )),
    ...trumpOrder(t, jokers, p),
    line(p(
      "The other suits run from the ace down to the 2, with the trump rank left out: with 7s trump, the 8 and the 6 of a suit are next to each other.",
      "副牌从 A 到 2 排，去掉级牌：打 7 时，同花色的 8 和 6 相连。",
    )),
  ];
  if (r.jokerBids) {
    blocks.push(line(p(
      "A no-trump hand (declared with jokers) has no trump suit: only the jokers and the rank cards are trumps, and the rank cards of the four suits are equal.",
      "无主（用王叫）时没有主花色：只有王和级牌是主，四门级牌一样大。",
    ), "jokerBids"));
  }
  return { id: "trump", title: p("Trumps", "主牌"), blocks };
}

function declaring(r: ShengjiRules, p: Pick): RuleSection {
  const who: Record<ShengjiRules["declare"], string> = {
    "own-level": p("Anyone may declare trump while drawing by showing a card of their own level.", "摸牌时任何人都可以亮出一张自己级的牌来叫主。"),
    "active-own-level": p("Only active players may declare trump, each by showing a card of their own level.", "只有主动方可以叫主，亮出一张自己级的牌。"),
    "leader-level": p("Anyone may declare trump by showing a card of the leader's level.", "任何人都可以亮出一张庄家级的牌来叫主。"),
    "active-levels": p(
      "Anyone may declare by showing a card of any active player's level; the next active player at that level, counting from the declarer in turn, becomes the maker.",
      "任何人都可以亮出任一主动方所在级的牌来叫主；从叫主的人起，按出牌顺序第一个在该级的主动方成为庄家。",
    ),
  };
  const blocks: Block[] = [line(who[r.declare], "declare")];
  if (r.declare === "active-own-level" || r.declare === "active-levels") {
    blocks.push(line(r.scoring === "active-passive"
      ? p("Players who lost the last hand are passive; everyone is active in the first hand.", "上一局输的人是被动方；第一局大家都是主动方。")
      : p("With this table's scoring nobody turns passive, so everyone stays active.", "按本桌的计分没有人变成被动方，所以大家一直是主动方。"), "declare", "scoring"));
  }
  blocks.push(line(r.suitOnlyBids
    ? p("The card shown sets only the trump suit; the trump rank is always the leader's level, whatever rank was shown.", "亮的牌只定花色；级牌总是庄家的级，与亮的点数无关。")
    : p("The card shown sets the trump suit, and its rank is the trump rank.", "亮的牌定主花色，它的点数就是级牌。"), "suitOnlyBids"));
  if (r.firstBidFinal) {
    blocks.push(line(p("The first card shown is final: nobody may overcall or reinforce it.", "第一个亮的主就定了：谁也不能反，也不能加固。"), "firstBidFinal"));
  } else {
    blocks.push(line(p(
      "A bid can be overcalled by showing more identical cards (same suit and rank): a pair beats one card, three beat a pair.",
      "别人可以亮出更多张完全相同的牌来反主：一对反一张，三张反一对。",
    ), "firstBidFinal"));
    blocks.push(line(r.selfOvercall
      ? p("The standing bidder may reinforce with more copies of the same card, and may even change their own suit with a larger set.", "叫主的人可以用更多张同样的牌加固，也可以用更多张的另一门牌反自己。")
      : p("You cannot change your own suit; you may only reinforce it with more copies of the same card.", "不能反自己的主，只能用更多张同样的牌加固。"), "selfOvercall"));
    blocks.push(line(!r.defend
      ? p("An overcalled bidder has no special answer: only a larger bid wins trump back.", "被反之后没有特别的应对，只有更大的叫主才能再反回来。")
      : r.defendWindow === "next-card"
        ? p("A bidder who is overcalled may answer at once, before the next card is drawn, by matching the new count with their own card; the overcall is then withdrawn.",
          "被反的人可以在下一张牌摸起之前，马上用同样张数的原来那张牌加固，反主就作废。")
        : p("Anyone who bid before may answer an overcall at any time until the bidding closes, by adding copies of their own last bid's card up to the new count (never against jokers); the overcall is then withdrawn.",
          "叫过主的人在叫主结束前随时可以加亮自己上次叫的那张牌，加到和反主一样多的张数，反主就作废（对王的反主不行）。"), "defend", ...(r.defend ? ["defendWindow"] : [])));
    const equal: Record<ShengjiRules["overcall"], string> = {
      "more-cards": p("At an equal count nothing overcalls: every overcall shows more cards.", "张数相同不能反：反主一定要多亮牌。"),
      jokers: r.jokerBids
        ? p("At an equal count, big jokers beat little jokers, and jokers beat rank cards.", "张数相同时，大王大于小王，王大于级牌。")
        : p("At an equal count only jokers would overcall, and jokers do not bid here: every overcall shows more cards.", "张数相同时只有王能反，而本桌王不能叫主：反主一定要多亮牌。"),
      "jokers-or-suit": p(
        `At an equal count of two cards or more, a higher suit overcalls (♠ above ♥ above ♣ above ♦)${r.jokerBids ? "; jokers beat any suit, and big jokers beat little ones" : ""}.`,
        `两张以上张数相同时，花色大的可以反（♠ 大于 ♥ 大于 ♣ 大于 ♦）${r.jokerBids ? "；王大于任何花色，大王大于小王" : ""}。`,
      ),
    };
    blocks.push(line(equal[r.overcall], "overcall"));
  }
  blocks.push(line(r.jokerBids
    ? p("Identical jokers bid no-trump.", "相同的王可以叫无主。")
    : p("Jokers cannot be shown to declare.", "王不能用来叫主。"), "jokerBids"));
  if (r.jokerBids) {
    const least: Record<ShengjiRules["jokerBidCount"], string> = {
      "two-or-more": p("A joker bid is a pair or more; a single joker is never a bid.", "叫无主要一对以上的王；单张王不能叫。"),
      "all-copies": p("A joker bid shows every copy of that joker in the deck.", "叫无主要亮出这种王的全部张数。"),
      "big-one-less": p("A joker bid shows every little joker in the deck, or every big joker but one.", "叫无主要亮出全部小王，或比全部大王少一张。"),
    };
    blocks.push(line(least[r.jokerBidCount], "jokerBidCount"));
  }
  const none: Record<ShengjiRules["noBid"], string> = {
    redeal: p("If nobody declares by the end of the deal, the cards are shuffled and drawn again, starting with the same player.", "如果摸完牌没人叫主，洗牌重摸，还是同一人先摸。"),
    "redeal-all-active": p("If nobody declares, everyone turns active and the cards are drawn again, starting with the same player.", "如果没人叫主，所有人变成主动方，洗牌重摸，还是同一人先摸。"),
    "kitty-rank": p(
      "If nobody declares, the kitty is turned one card at a time until a card of the trump rank shows: its suit is trumps. If none shows, the highest kitty card that is not a joker decides (the first of equal ones).",
      "如果没人叫主，一张张翻底牌，翻到级牌为止，它的花色为主；翻不到级牌，就以底牌中最大的非王牌定主（一样大取先翻到的）。",
    ),
    "kitty-top": p("If nobody declares, the top card of the kitty sets the trump suit; the trump rank stays the leader's level.",
      "如果没人叫主，底牌第一张的花色为主；级牌仍是庄家的级。"),
  };
  blocks.push(line(none[r.noBid], "noBid"));
  if (r.noBid === "kitty-rank" || r.noBid === "kitty-top") {
    blocks.push(line(r.turnedJoker === "skip"
      ? p("A joker turned from the kitty is passed over for the next card.", "翻到王就跳过，看下一张。")
      : p("A joker turned from the kitty before any card that sets a suit makes the hand no-trump.", "在定花色的牌之前翻到王，这一局就打无主。"), "turnedJoker"));
  }
  const leads: Record<ShengjiRules["leader"], string> = {
    bidder: p("Whoever wins the bidding becomes the maker: they take the kitty and lead the first trick.", "叫到主的人坐庄：拿底牌，出第一轮。"),
    fixed: p("The hand has a leader chosen before the deal. Bidding only sets trumps: the leader takes the kitty and leads, whoever declared.",
      "发牌前就定好庄家。叫主只定主牌：不论谁叫的主，都由庄家拿底牌、先出。"),
    "first-bidder": p("In every hand the first player to show a card becomes the leader; later bids, by anyone, only change the trump: the leader takes the kitty and leads.",
      "每一局第一个亮牌的人坐庄；之后谁反主都只改主牌：由庄家拿底牌、先出。"),
  };
  blocks.push(line(leads[r.leader], "leader"));
  if (r.leader === "fixed") {
    blocks.push(line(r.firstLeader === "bid-winner"
      ? p("In the first hand there is no leader yet: the winner of the bidding becomes the leader.", "第一局还没有庄家：最后叫到主的人坐庄。")
      : p("In the first hand the first player to show a card becomes the leader, even if someone overcalls later.", "第一局第一个亮牌的人坐庄，即使后来有人反主。"), "firstLeader"));
  }
  const next: Record<ShengjiRules["nextStarter"], string> = {
    "maker-stays": p("The maker draws first in the next hand while still active; otherwise the next active player in turn does.", "下一局由本局庄家先摸（仍是主动方时）；否则由下一个主动方先摸。"),
    "next-of-winners": p("The next hand is started by the next player after the maker, in turn, on the side that won this hand (the makers' side when nobody went up).",
      "下一局由庄家之后、按顺序第一个赢方的人先摸（双方都不升级时算庄家一方）。"),
    rotate: p("The first draw passes to the next player in turn every hand, whoever made trumps.", "每局由上一局先摸的人的下家先摸，与谁坐庄无关。"),
  };
  blocks.push(line(`${next[r.nextStarter]}${r.leader === "fixed" ? p(" That player is also the next leader.", "这个人也是下一局的庄家。") : ""}`, "nextStarter", "leader"));
  return { id: "declare", title: p("Declaring trump and who leads", "叫主与坐庄"), blocks };
}

function kitty(r: ShengjiRules, size: number, p: Pick): RuleSection {
  const blocks: Block[] = [
    line(p(
      `The maker adds the ${size} kitty cards to their hand, then buries ${size} cards face down.`,
      `庄家把 ${size} 张底牌拿到手里，再扣下 ${size} 张。`,
    )),
    line(r.exposeKitty
      ? p("The maker may bury face up instead: everyone sees those cards, and their points then count single.", "庄家也可以明扣：大家都看得见扣下的牌，底分只算一倍。")
      : p("The kitty is always buried face down.", "底牌总是暗扣。"), "exposeKitty"),
    line(r.kittyTheft
      ? p("Stealing the kitty: once it is buried, each other player in turn may outbid the standing bid with cards of the trump rank or jokers. The thief changes the trump suit (the rank and the maker stay), takes the kitty into their hand and buries as many cards; then everyone else, the maker too, is asked again. When a whole round passes, play begins.",
        "炒地皮：扣底之后，其他人依次可以用级牌或王亮出更大的主来反。反主的人改主花色（级牌和庄家不变），拿走底牌，再扣同样张数；然后其他人（包括庄家）再依次问一轮。一整轮都不反，开始打牌。")
      : p("Once the kitty is buried, nobody may take it away.", "扣底之后，谁也不能再拿走底牌。"), "kittyTheft"),
    line({
      double: p("If the catchers win the last trick, the points buried in the kitty are theirs, doubled. If the makers win it, the kitty counts for nobody.",
        "闲家赢最后一轮时，底牌里的分归闲家，翻一倍；庄家赢最后一轮，底分不算。"),
      format: p("If the catchers win the last trick, the buried points are theirs, multiplied by twice the largest part of the last trick's lead: ×2 after a single, ×4 after a pair, ×8 after a four-card tractor. If the makers win it, the kitty counts for nobody.",
        "闲家赢最后一轮时，底分归闲家，乘以最后一轮首家最大一组张数的两倍：单张 ×2，对子 ×4，四张拖拉机 ×8。庄家赢最后一轮，底分不算。"),
      power: p("If the catchers win the last trick, the buried points are theirs, multiplied by 2 to the power of the largest part of the last trick's lead: ×2 after a single, ×4 after a pair, ×8 after a triple, ×16 after a four-card tractor. If the makers win it, the kitty counts for nobody.",
        "闲家赢最后一轮时，底分归闲家，乘以 2 的（最后一轮首家最大一组张数）次方：单张 ×2，对子 ×4，三张 ×8，四张拖拉机 ×16。庄家赢最后一轮，底分不算。"),
    }[r.kittyBonus], "kittyBonus"),
  ];
  return { id: "kitty", title: p("The kitty", "底牌"), blocks };
}

function friends(r: ShengjiRules, players: number, p: Pick): RuleSection {
  const k = callsPerHand(r, players);
  const blocks: Block[] = [
    line(p(
      `After burying, the maker calls ${count(k, "card", "张牌", p)}, each with the copy that counts, such as "the first ♣A" or "the second ♥K". Whoever plays that copy becomes the maker's friend and joins the makers, bringing the points they have won.`,
      `扣底之后，庄家叫 ${k} 张牌，并说明第几张算数，比如"第一张♣A"、"第二张♥K"。打出那一张的人成为庄家的朋友，带着已抓的分加入庄家一方。`,
    ), "teams"),
    { kind: "cards", cards: ["CA"], about: ["teams"], caption: p("\"The first ♣A\": whoever plays the first ♣A of the hand is a friend.", "\"第一张♣A\"：本局第一个打出♣A的人就是朋友。") },
    line(r.callCount === null
      ? p("The number of friends is the usual one: half the table, less the maker (at least one).", "朋友个数按人数：一半人数减去庄家（至少一个）。")
      : p(`This table chose the number of friends: ${r.callCount}.`, `本桌选定的朋友个数：${r.callCount}。`), "callCount"),
    line(r.doubleJoin === "spends-call"
      ? p("If one player plays two called copies, or the maker plays one, that call is spent and the makers' side is smaller than usual (a \"double friend\").",
        "如果一个人打出两张被叫的牌，或庄家自己打出了被叫的牌，这一叫就算用掉，庄家一方的人就少了（一人做两次朋友）。")
      : p("A called copy played by the maker, or by a friend already found, does not count: the next copy played by someone else makes the friend.",
        "庄家或已亮明的朋友打出被叫的牌不算：由别人打出的下一张才算。"), "doubleJoin", "teams"),
    line({
      "not-trump": p("Called cards must not be trumps.", "不能叫主牌。"),
      "below-ace": p("Any card but a joker or a card of the trump rank may be called, trump-suit cards included.", "除了王和级牌，任何牌都可以叫，主花色的牌也可以。"),
      any: p("Any card may be called, trumps and jokers included.", "任何牌都可以叫，主牌和王也可以。"),
      "not-trump-or-top": p("Called cards must not be trumps, nor the highest card of their suit: no ace (no king when aces are the trump rank).", "不能叫主牌，也不能叫一门里最大的牌：不叫 A（打 A 时不叫 K）。"),
      "not-trump-or-points": p("Called cards must not be trumps, nor point cards (5, 10, K), except a king when aces are the trump rank.", "不能叫主牌，也不能叫分牌（5、10、K），只有打 A 时可以叫 K。"),
    }[r.callable], "callable"),
    line(r.callUnheld
      ? p("The maker may call only cards they do not hold.", "庄家只能叫自己手里没有的牌。")
      : r.doubleJoin === "spends-call"
        ? p("The maker may call a card they hold; if they play the called copy themselves, they simply have one friend fewer.", "庄家可以叫自己手里有的牌；如果被叫的那张由庄家自己打出，就少一个朋友。")
        : p("The maker may call a card they hold; a copy they play themselves does not count.", "庄家可以叫自己手里有的牌；自己打出的那张不算。"), "callUnheld"),
    line(r.otherCall
      ? p("With two packs, a maker holding one copy of a card may call \"the other\" copy: whoever plays the copy the maker does not hold is the friend.", "两副牌时，手里有一张某牌的庄家可以叫\"另一张\"：打出庄家没有的那一张的人就是朋友。")
      : p("Calls always name the copy by its order in play (first, second …).", "叫牌总是说明按出牌顺序的第几张。"), "otherCall"),
    line(r.reveal === "on-play"
      ? p("A friend is known the moment the called copy is played.", "被叫的牌一打出，朋友就亮明了。")
      : p("A friend is known when the trick holding the called copy is over.", "含有被叫牌的那一轮结束时，朋友才亮明。"), "reveal"),
  ];
  return { id: "friends", title: p("Calling friends", "叫朋友"), blocks };
}

function leading(r: ShengjiRules, t: ExampleTrump, cost: (n: number) => string, p: Pick): RuleSection {
  const { width: w, length: l } = r.tractorMin;
  const blocks: Block[] = [
    line(p(
      "The maker leads the first trick; the winner of each trick leads the next. A lead is all one suit (all trumps are one suit) and is one of four kinds.",
      "庄家出第一轮，以后每轮由上一轮的赢家先出。首家出的牌必须是同一门（主牌算一门），有四种出法。",
    )),
    line(p("A single card.", "单张。")),
    line(p("A set: two or more identical cards, the same suit and the same rank.", "对子或三张等：两张或以上完全相同（花色、点数都相同）的牌。")),
    ...setExamples(r, t, p),
    line(p(
      `A tractor: at least ${l} sets of at least ${w} identical cards on adjacent ranks of one suit, all sets the same size.`,
      `拖拉机：同一门中至少 ${l} 组相连的点数，每组至少 ${w} 张完全相同的牌，各组张数相同。`,
    ), "tractorMin"),
    line(r.trumpTractors === "excluded"
      ? p("Jokers and cards of the trump rank never join a tractor; plain trump-suit cards do, up to the ace.", "王和级牌不能连成拖拉机；主花色的普通牌可以连，到 A 为止。")
      : p("Trumps join tractors in trump order: the trump-suit ace, then the off-suit rank cards (one step together, so two different ones never make a tractor), the trump-suit rank card, the little joker, the big joker.",
        "主牌按主的大小顺序连：主花色 A，然后副牌级牌（同为一级，所以两对不同的副级牌不能连），主级牌，小王，大王。"), "trumpTractors"),
    ...tractorExamples(r, t, p),
    ...bombLines(r, t, p),
    line(p(
      "A throw: several top cards, sets or tractors of one suit led at once. The server checks it against the other hands, so nobody has to object.",
      "甩牌：一次出同一门的几张大牌、几对或几个拖拉机。服务器会对照其他人的手牌检查，不用谁来提出异议。",
    )),
    line(r.throwCheck === "components"
      ? p("A throw stands only if no other player can beat any one part of it within the suit.", "只有每一组都没有人能用同门牌管上，甩牌才成立。")
      : p("A throw stands only if no other player holds a card of the suit higher than the lowest card led.", "只有没人持有比所甩最小一张更大的同门牌，甩牌才成立。"), "throwCheck"),
    line(r.throwEqualCounts
      ? p("A throw must hold the same number of cards of each rank (like A-Q, or K-K-Q-Q-10-10).", "甩牌中每个点数的张数必须相同（如 A-Q，或 K-K-Q-Q-10-10）。")
      : p("A throw may mix singles, sets and tractors freely.", "甩牌可以混合单张、对子和拖拉机。"), "throwEqualCounts"),
    ...throwExample(r, t, p, { cost, costAbout: r.falseLead === "play-on" ? ["throwFailure", "throwPenaltyPerCard", "throwPenaltyPerAttempt", "falseLead"] : ["falseLead"] }),
  ];
  return { id: "leading", title: p("Leading: singles, sets, tractors, throws", "出牌：单张、对子、拖拉机、甩牌"), blocks };
}

/**
 * Four of a kind: bombs where the table plays them (rbtying's `BombPolicy`), else
 * 000's variant of a quad against a four-card tractor. With bombs that variant
 * changes nothing (every four of a kind is a bomb), so it is not described then.
 */
function bombLines(r: ShengjiRules, t: ExampleTrump, p: Pick): Block[] {
  const bombs: Record<ShengjiRules["bombs"], string> = {
    none: p("There are no bombs: four or more identical cards are a set like any other.", "不算炸弹：四张或以上相同的牌和别的组一样。"),
    "any-suit": p(
      "Bombs: four or more identical cards played as a whole, answering a lead of as many cards, beat any play that is not a bomb, whatever its shape or suit, tractors and trumps included. A bomb may be played at any time, of any suit, even by a player who still holds the suit led. Between bombs, more cards win, then trumps over the suit led over other suits, then the higher rank; two bombs of other plain suits do not beat each other.",
      "炸弹：四张或以上相同的牌一起出（首家出几张就要几张），大过任何不是炸弹的牌，不论牌型和花色，拖拉机和主牌也一样。任何花色的炸弹随时可以出，手里有首家那门也可以。炸弹之间张数多的大，再比主牌、首家那门、其他花色，再比点数；两个其他副牌花色的炸弹互相管不上。",
    ),
    "follow-suit": p(
      "Bombs: four or more identical cards played as a whole, answering a lead of as many cards, beat any play that is not a bomb, whatever its shape or suit, tractors and trumps included. A bomb must follow suit: of the suit led, or of trumps, or of another suit only when you have none of the suit led. Between bombs, more cards win, then trumps over the suit led over other suits, then the higher rank; two bombs of other plain suits do not beat each other.",
      "炸弹：四张或以上相同的牌一起出（首家出几张就要几张），大过任何不是炸弹的牌，不论牌型和花色，拖拉机和主牌也一样。炸弹要跟花色：首家那门的，或者主牌的；首家那门没有了才能出其他花色的炸弹。炸弹之间张数多的大，再比主牌、首家那门、其他花色，再比点数；两个其他副牌花色的炸弹互相管不上。",
    ),
  };
  const out: Block[] = [line(bombs[r.bombs], "bombs")];
  if (r.bombs !== "none") return [...out, ...bombExample(r, t, p)];
  out.push(line(r.quadBeatsTractor
    ? p("Four identical cards beat a four-card tractor of their suit.", "四张相同的牌大过同门的四张拖拉机。")
    : p("Four identical cards do not beat a four-card tractor: only a higher tractor of the same shape does.", "四张相同的牌管不上四张拖拉机：只有更大的同样拖拉机才行。"), "quadBeatsTractor"));
  return [...out, ...quadExample(r, t, p)];
}

function failedThrow(r: ShengjiRules, p: Pick): RuleSection {
  const blocks: Block[] = [];
  if (r.falseLead === "play-on") {
    blocks.push(line(r.throwFailure === "beatable-component"
      ? p("A failed throw is cut back to a part that can be beaten (the smallest such part, then the lowest); the rest goes back to the hand and play goes on.",
        "甩牌失败时，只出能被管上的那一组（最小的，再取最低的），其余收回，继续打。")
      : p("A failed throw is cut back to its single lowest card; the rest goes back to the hand and play goes on.", "甩牌失败时只出其中最小的一张，其余收回，继续打。"), "throwFailure", "falseLead"));
    blocks.push(line(r.throwPenaltyPerCard > 0
      ? p(`Each card taken back costs the thrower's side ${r.throwPenaltyPerCard} points, which go to the other side.`, `每收回一张，甩牌一方罚 ${r.throwPenaltyPerCard} 分给对方。`)
      : p("Taking cards back costs no points.", "收回的牌不罚分。"), "throwPenaltyPerCard"));
    blocks.push(line(r.throwPenaltyPerAttempt > 0
      ? p(`Each failed throw also costs the thrower's side ${r.throwPenaltyPerAttempt} points, which go to the other side.`, `每次甩牌失败，甩牌一方另罚 ${r.throwPenaltyPerAttempt} 分给对方。`)
      : p("A failed throw costs nothing for the attempt itself.", "甩牌失败本身不另罚分。"), "throwPenaltyPerAttempt"));
  } else {
    blocks.push(line(r.falseLead === "level-to-others"
      ? p("A failed throw ends the hand at once: the thrower's side loses, and each player on the other side goes up one level.", "甩牌失败本局立即结束：甩牌一方输，对方每人升一级。")
      : p("A failed throw ends the hand with no result: the thrower owes 2 penalty points and each teammate 1. Penalty points are paid off from levels they win later, before they go up.",
        "甩牌失败本局立即结束，不计胜负：甩牌者罚 2 分，同伴各罚 1 分。以后赢的级先用来抵罚分，抵完才升级。"), "falseLead"));
  }
  return { id: "failed-throw", title: p("A throw that fails", "甩牌失败"), blocks };
}

function following(r: ShengjiRules, t: ExampleTrump, p: Pick): RuleSection {
  const rule: Record<ShengjiRules["follow"], string> = {
    pagat: p(
      "If sets were led, play sets of the same size in that suit if you have them, breaking up a larger set if you must. With a tractor led, sets of its size are enough: they need not be adjacent. When you have no set of the size led, any cards of the suit will do.",
      "首家出对子（或三张）时，有同门同样大小的就必须跟，必要时拆开更大的组。首家出拖拉机时，跟同样大小的组即可，不必相连。没有同样大小的组，跟同门任意牌即可。",
    ),
    eighty: p(
      "If sets were led, play sets of the same size in that suit if you have them, but a pair led never makes you break up a triple. When you cannot match a set, the next smaller one is owed: a triple led asks for a pair when you have no triple.",
      "首家出对子（或三张）时，有同门同样大小的就必须跟，但对子不要求拆三张。跟不上时要出小一号的组：首家出三张而你没有三张，就要出对子。",
    ),
    hierarchy: p(
      "You must play the closest match you hold in the suit, in a fixed order: the whole pattern first, then the same sets without the sequence, then smaller sets with other cards of the suit, down to loose cards of the suit; only then cards of other suits.",
      "必须按固定顺序出最接近的牌型：先出完整的牌型，其次是同样大小但不相连的组，再次是小一些的组加同门散牌，直到同门散牌；同门出完才能垫别的牌。",
    ),
    subset: p(
      "You must play the largest part of the lead's own pattern that you hold: for a tractor of triples, a tractor of pairs comes before separate pairs; for a triple, a pair when you have no triple.",
      "必须跟出首家牌型中你能组成的最大部分：首家出三张的拖拉机，先出对子的拖拉机，再出分开的对子；首家出三张而你没有三张，就要出对子。",
    ),
    "suit-only": p(
      "Only the suit is owed: follow with cards of the suit led as far as you can, any of them; a pair led does not make you play a pair, nor a tractor a tractor.",
      "只要求跟花色：尽量跟首家那一门，出哪几张都行；首家出对子不要求跟对子，出拖拉机也不要求跟拖拉机。",
    ),
  };
  // rbtying's draw protections: they only matter where a format is owed (and the tractor rule only where sets draw tractors).
  const protections: Block[] = [];
  if (r.follow !== "suit-only") {
    protections.push(line(r.protectLongerSets
      ? p("A longer set is never forced out for a shorter one: a triple need not give a pair, a four need not give a triple or a pair. You may still break one up if you choose, but not while you keep sets of exactly the size asked for.",
        "长的不拆给短的：三张不必拆出对子，四张不必拆出三张或对子。你愿意也可以拆，但手里还留着正好够大的组时不行。")
      : p("A longer set counts for a shorter one: when you hold no set of the size asked for, a larger set is broken up to give it.", "长的要拆给短的：没有正好大小的组时，要拆开更大的组来跟。"), "protectLongerSets"));
  }
  if (r.follow === "hierarchy") {
    protections.push(line(r.onlyTractorsDrawTractors
      ? p("Only a tractor led asks for a tractor: four of a kind led asks for two pairs, not a tractor of pairs.", "只有拖拉机才逼拖拉机：首家出四张相同的，只要求两对，不要求连对。")
      : p("Four of a kind led (or a larger set) asks for a tractor of pairs before separate pairs.", "首家出四张相同的（或更多），先要求连对，再要求分开的两对。"), "onlyTractorsDrawTractors"));
  }
  const blocks: Block[] = [
    line(p(
      "Everyone plays as many cards as were led. Follow the suit led as far as you can (all trumps count as one suit). If you run out of it, play anything, trumps included.",
      "每人出的张数与首家相同。尽量跟首家那一门（主牌算一门）；那一门没有了，可以出任何牌，包括主牌。",
    )),
    line(rule[r.follow], "follow"),
    ...protections,
    ...followExamples(r, t, p),
  ];
  return { id: "following", title: p("Following", "跟牌"), blocks };
}

function winning(r: ShengjiRules, t: ExampleTrump, p: Pick): RuleSection {
  const ruffWords: Record<ShengjiRules["throwRuff"], string> = {
    "every-component": p("A throw is beaten only by trumps of the same pattern; if several players trump it, a later one must beat the current winner in every part.", "甩牌只能被同样牌型的主牌毙；几个人都毙时，后毙的人每一组都要大过当前最大的。"),
    "largest-component": p("A throw is beaten only by trumps of the same pattern; if several players trump it, the trumps answering the lead's largest part decide.", "甩牌只能被同样牌型的主牌毙；几个人都毙时，比对应首家最大那一组的主牌。"),
    "highest-card": p("A throw is beaten only by trumps of the same pattern; if several players trump it, a later one must play a higher top card than the current winner.", "甩牌只能被同样牌型的主牌毙；几个人都毙时，后毙的人最大的一张要大过当前最大的那一张。"),
    "unit-length": p("A throw is beaten only by trumps of the same pattern; if several players trump it, the largest parts are compared first, and only where they tie the next largest; single cards count only in a throw of single cards.", "甩牌只能被同样牌型的主牌毙；几个人都毙时，先比最大的组，一样大再比下一组；只有全是单张的甩牌才比单张。"),
  };
  return {
    id: "winning",
    title: p("Who wins a trick", "谁赢这一轮"),
    blocks: [
      line(p(
        "The highest trump wins; if nobody played a trump, the highest card of the suit led. Between equal cards the first played wins.",
        "有主牌时最大的主牌赢；没人出主牌时，首家那一门最大的牌赢。一样大的牌先出者大。",
      )),
      ...winningExample(r, t, p),
      line(p(
        "Only a play of exactly the lead's shape can win: a pair only by a higher pair, a tractor only by a higher tractor of the same size, in the suit led or, from a player out of that suit, in trumps.",
        "只有牌型与首家完全相同才可能赢：对子只能被更大的对子管上，拖拉机只能被同样大小的更大拖拉机管上，用同门牌，或在没有这一门时用主牌。",
      )),
      line(ruffWords[r.throwRuff], "throwRuff"),
      ...ruffExample(r, t, p),
    ],
  };
}

const WINNER_WORDS = (p: Pick) => ({ makers: p("Makers", "庄家"), catchers: p("Catchers", "闲家"), none: p("Nobody", "无人") });

/** Bands of catchers' points with the same result, worked out with the engine's own score table. */
function scoreTable(r: ShengjiRules, players: number, decks: number, p: Pick): Block {
  const max = fullMakersTeam(r, players);
  const rows: string[][] = [];
  let from = 0;
  let last = "";
  const words = WINNER_WORDS(p);
  const describe = (points: number) => {
    const s = scoreHandWith({ scoring: r.scoring, rules: r, players, decks, catcherPoints: points, makersTeamSize: max });
    if (s.winner === "none") return p("nobody goes up", "都不升级");
    const unit = r.scoring === "active-passive" ? p("game point", "局分") : p("level", "级");
    if (s.levels === 0) return p(`${words[s.winner]} win, no level`, `${words[s.winner]}赢，不升级`);
    return p(`${words[s.winner]} +${s.levels} ${unit}${s.levels === 1 ? "" : "s"}`, `${words[s.winner]} +${s.levels} ${unit}`);
  };
  const top = 120 * decks;
  for (let pts = 0; pts <= top; pts += 5) {
    const d = describe(pts);
    if (pts > 0 && d !== last) {
      rows.push([from === pts - 5 ? String(from) : `${from}–${pts - 5}`, last]);
      from = pts;
    }
    last = d;
  }
  rows.push([`${from}+`, last]);
  return { kind: "table", head: [p("Catchers' points", "闲家得分"), p("Result", "结果")], rows, about: r.scoring === "custom" ? ["scoring", "levelTable"] : ["scoring"] };
}

/** A hand's end worked out: trick points, the kitty with its multiplier, and the result (the engine's score table). */
function kittyExample(r: ShengjiRules, players: number, decks: number, p: Pick): Block {
  const tricks = 50 * decks;
  const kitty = ["CK", "D5"];
  const m = kittyFactor(r.kittyBonus, 2);
  const total = tricks + 15 * m;
  const s = scoreHandWith({ scoring: r.scoring, rules: r, players, decks, catcherPoints: total, makersTeamSize: fullMakersTeam(r, players) });
  const words = WINNER_WORDS(p);
  const unit = r.scoring === "active-passive" ? p("game point", "局分") : p("level", "级");
  const result = s.winner === "none"
    ? p("nobody goes up", "都不升级")
    : s.levels === 0
      ? p(`the ${words[s.winner].toLowerCase()} win but nobody goes up`, `${words[s.winner]}赢，但不升级`)
      : p(`the ${words[s.winner].toLowerCase()} go up ${s.levels} ${unit}${s.levels === 1 ? "" : "s"}`, `${words[s.winner]}升 ${s.levels} ${unit}`);
  return {
    kind: "cards", cards: kitty, about: r.scoring === "custom" ? ["kittyBonus", "scoring", "levelTable"] : ["kittyBonus", "scoring"],
    caption: p(
      `Say the catchers took ${tricks} points in tricks and won the last trick, led with a pair, over this kitty (15 points): it counts ×${m}, so they have ${tricks} + ${15 * m} = ${total}, and ${result}${r.exposeKitty ? " (had the kitty been buried face up, it would count ×1)" : ""}.`,
      `比如闲家在牌墩里抓了 ${tricks} 分，又用一对赢了最后一轮，底牌是这两张（15 分）：底分 ×${m}，共 ${tricks} + ${15 * m} = ${total} 分，结果${result}${r.exposeKitty ? "（如果明扣，底分只算 ×1）" : ""}。`,
    ),
  };
}

/** A custom level table (`levelTable`) in words, with its figures for this many packs. */
function levelTableWords(r: ShengjiRules, decks: number, p: Pick): string {
  const t = r.levelTable;
  const s = Math.max(5, customStep(t, decks));
  const adjust = t.stepAdjust === 0 ? "" : p(` ${t.stepAdjust > 0 ? "plus" : "minus"} ${Math.abs(t.stepAdjust)}`, `${t.stepAdjust > 0 ? "加" : "减"} ${Math.abs(t.stepAdjust)} 分`);
  const win = t.turnoverSteps * s;
  const up = (t.turnoverSteps + t.deadZoneSteps) * s;
  return p(
    `This table's own level table: a step is ${t.stepPerPack} points a pack${adjust}, ${s} with ${count(decks, "pack", "副", p)}. The makers win below ${t.turnoverSteps} step${t.turnoverSteps === 1 ? "" : "s"} (${win}): one level in the last step below, one more for each step down, and one more again when the catchers take nothing. From ${win} the catchers take the deal; ${t.deadZoneSteps === 0 ? "they go up a level at once" : `after ${count(t.deadZoneSteps, "step", "档", p)} where nobody goes up, they go up a level from ${up}`}, and one more every further ${s} points.${t.shortTeamBonus ? " Makers who win with fewer players than a full side go up one level more." : " A short side gets no extra level."}`,
    `本桌自定的升级表：每副牌 ${t.stepPerPack} 分一档${adjust}，${decks} 副牌时每档 ${s} 分。闲家不到 ${t.turnoverSteps} 档（${win} 分）庄家赢：差一档内升一级，每少一档多升一级，闲家零分再多升一级。闲家 ${win} 分起上台；${t.deadZoneSteps === 0 ? "并立即升一级" : `其后 ${t.deadZoneSteps} 档谁都不升，${up} 分起闲家升一级`}，以后每多 ${s} 分多升一级。${t.shortTeamBonus ? "庄家一方人数不满而赢时多升一级。" : "庄家人少不加级。"}`,
  );
}

function scoring(r: ShengjiRules, players: number, decks: number, p: Pick): RuleSection {
  const full = fullMakersTeam(r, players);
  const what: Record<ShengjiRules["scoring"], string> = {
    pagat: p(
      `Levels go by steps of 20 points per pack: the catchers win from ${60 * decks}, the makers win below ${40 * decks}, and in between nobody goes up. If the makers win with fewer players than a full side (${full}), their gain counts once more for each player missing.`,
      `每副牌 20 分一档：闲家 ${60 * decks} 分起赢，不到 ${40 * decks} 分庄家赢，中间谁都不升。庄家一方人数不满（满员 ${full} 人）而赢时，每少一人，升级数再加一倍。`,
    ),
    "active-passive": p(
      `There is no middle ground: the catchers win from ${40 * decks} points, otherwise the makers do. The winners score game points; makers short of a full side (${full}) score one more per missing player, and if the catchers took nothing the makers score 2 plus two per missing player. Winners who were active go up by their game points; every loser turns passive.`,
      `没有中间档：闲家 ${40 * decks} 分起赢，否则庄家赢。赢方得局分；庄家一方人数不满（满员 ${full} 人）时，每少一人多得一分；闲家零分时庄家得 2 分，每少一人再多得 2 分。原本是主动方的赢家按局分升级；输的人全部变为被动方。`,
    ),
    eighty: decks === 3
      ? p("The \"80\" table for three packs (eight players), below.", "\"80 分\"三副牌（八人）的计分表，见下表。")
      : p(`The "80" table, below: after 0 and 5, steps of ${20 * decks} points (20 a pack; three packs have a table of their own).`,
        `"80 分"的计分表，见下表：0 分、5 分之后每 ${20 * decks} 分一档（每副牌 20 分；三副牌另有一张表）。`),
    "sheng-ji": p(`Sheng Ji's table, in steps of ${20 * decks} points: a middle band where nobody goes up, and up to three levels either way.`,
      `升级的计分表，每 ${20 * decks} 分一档：中间一档谁都不升，两边最多升三级。`),
    online: p(`The online site's table, with n = ${20 * decks}: from 2n the catchers win but stay on their level, and each further n adds a level, up to three.`,
      `网站规则的计分表，n = ${20 * decks}：闲家 2n 分起赢但不升级，以后每多 n 分多升一级，最多三级。`),
    custom: levelTableWords(r, decks, p),
  };
  const blocks: Block[] = [
    line(p(
      "After the last trick the catchers count the points in their tricks, plus the kitty if they won the last trick.",
      "最后一轮打完，闲家数自己抓到的分，如果赢了最后一轮再加上底分。",
    )),
    line(what[r.scoring], ...(r.scoring === "custom" ? ["scoring", "levelTable"] : ["scoring"])),
    scoreTable(r, players, decks, p),
    kittyExample(r, players, decks, p),
  ];
  if (r.scoring === "active-passive") {
    blocks.push(line(r.passiveWinners === "spend-first-point"
      ? p("A passive player on the winning side turns active with their first game point; any further points raise their level.", "赢方中的被动方用第一分变回主动方，其余的分用来升级。")
      : p("A passive player on the winning side turns active, and their level does not change.", "赢方中的被动方只变回主动方，不升级。"), "passiveWinners"));
  }
  return { id: "scoring", title: p("Scoring", "计分"), blocks };
}

function ending(r: ShengjiRules, p: Pick): RuleSection {
  const jokerLaps = r.gameEnd === "joker-laps";
  // Under Joker laps every lap ends with its Joker level, whatever `topLevel` says.
  const noTrumpTop = !jokerLaps && r.topLevel === "no-trump";
  const top = noTrumpTop ? p("the no-trump level", "无主级") : p("the ace", "A");
  const end: Record<ShengjiRules["gameEnd"], string> = {
    "pass-ace": p(`The game ends when someone goes past ${top}: whoever does so wins (all who pass it in the same hand).`, `有人升过${top}，游戏结束：升过的人赢（同一局升过的都算赢）。`),
    "reach-ace": p(`The game ends as soon as someone reaches ${top}. If several do in the same hand, the highest wins; on a tie, the maker if among them.`,
      `有人升到${top}游戏就结束。同一局有几人升到时，级最高的赢；一样高时，其中若有庄家则庄家赢。`),
    "defend-ace": p(`Nobody climbs past ${top}. The game ends when a leader at ${top} wins a hand with the makers.`, `级最高到${top}为止。坐庄打${top}并守住的一方赢得游戏。`),
    "joker-laps": p(
      `After the ace comes a Joker level (only jokers are trumps and nobody declares), then a new lap: 2+, 3+ and so on. The game ends when someone passes the Joker level of lap ${r.laps}.`,
      `A 之后是"王"级（只有王是主，没人叫主），然后开始新的一圈：2+、3+……有人升过第 ${r.laps} 圈的王级，游戏结束。`,
    ),
  };
  const blocks: Block[] = [line(end[r.gameEnd], "gameEnd", ...(jokerLaps ? ["laps"] : noTrumpTop ? ["topLevel"] : []))];
  if (jokerLaps && r.laps > 1) {
    blocks.push(line(r.skipLowLevels
      ? p("After the first lap, levels go from Joker straight to 10.", "第一圈之后，从王级直接升到 10。")
      : p("Every lap climbs from 2 again.", "每一圈都从 2 重新开始。"), "skipLowLevels"));
  }
  if (!jokerLaps) {
    blocks.push(line(noTrumpTop
      ? p("After the ace comes a no-trump level: only the jokers are trumps, and nobody declares.", "A 之后还有一级无主：只有王是主，没人叫主。")
      : p("The ace is the top level.", "A 是最高级。"), "topLevel"));
  }
  const topLevels = jokerLaps ? p("the ace and the Joker level of each lap", "每一圈的 A 和王级") : noTrumpTop ? p("the ace and the no-trump level", "A 和无主级") : p("the ace", "A");
  blocks.push(line({
    none: p("No level has to be defended: a gain carries a player through any level.", "没有必打的级：升级可以跨过任何一级。"),
    top: p(`${topLevels[0]?.toUpperCase()}${topLevels.slice(1)} must be defended: a player there moves on only as one of the makers, one level at a time, and a gain that reaches it stops there.${noTrumpTop || jokerLaps ? " A level without a trump rank is passed only in a hand played at it." : ""}`,
      `${topLevels}必打：到了这一级，只有坐庄（或做庄家的朋友）赢了才能升过，一次只升一级；升级到这一级就停下。${noTrumpTop || jokerLaps ? "没有级牌的那一级只有在打那一级的一局才能升过。" : ""}`),
    points: p(`5, 10, K and ${topLevels} must be defended: a player there moves on only as one of the makers, one level at a time, and a gain that reaches one stops there.${noTrumpTop || jokerLaps ? " A level without a trump rank is passed only in a hand played at it." : ""}`,
      `5、10、K 和${topLevels}必打：到了这几级，只有坐庄（或做庄家的朋友）赢了才能升过，一次只升一级；升级到这几级就停下。${noTrumpTop || jokerLaps ? "没有级牌的那一级只有在打那一级的一局才能升过。" : ""}`),
  }[r.mustDefend], "mustDefend"));
  blocks.push(line(r.jackVariation
    ? p("Jack variation: when the maker plays at J and the catchers win the last trick with a single jack, everyone on the makers' side goes back to 2; the hand's levels are then counted from there.",
      "勾 J：庄家打 J 时，闲家用单张 J 赢了最后一轮，庄家一方全部回到 2，本局的升级再从 2 算起。")
    : p("A jack on the last trick counts like any other card.", "最后一轮出 J 和别的牌一样，没有特别的规则。"), "jackVariation"));
  return { id: "end", title: p("The end of the game", "游戏结束"), blocks };
}

/** Takebacks and what the table shows (rbtying's table settings: issue 56, items 6 and 12). */
function atTheTable(r: ShengjiRules, p: Pick): RuleSection {
  const blocks: Block[] = [
    line(r.playTakeback
      ? p("A player may take back their play until the next player plays: the cards go back to their hand and they play again. Not a throw, nor the play that ends a trick or shows a friend.", "下家出牌之前可以悔牌：牌回到手里，重新出。甩牌、一轮的最后一手和亮出朋友的那一手不能悔。")
      : p("A card played stays played.", "牌出了就不能收回。"), "playTakeback"),
    line(r.bidTakeback
      ? p("A player may take back their bid until someone bids after it: the bidding stands as before.", "别人再亮主之前，可以收回自己刚亮的主，叫主回到之前的样子。")
      : p("A bid shown stays shown.", "亮了的主不能收回。"), "bidTakeback"),
    line(r.hidePoints
      ? p("While the hand is played, nobody is shown the points the makers' side has won; the catchers' points are shown.", "打牌时谁都看不到庄家一方得了多少分，闲家的分照常显示。")
      : p("Everyone sees the points each player has won.", "每个人得的分大家都看得到。"), "hidePoints"),
    line(r.hidePlayedCards
      ? p("The log does not name the cards played, only how many: remember them. The table shows the trick in play and the last one.", "记录里不写出了哪些牌，只写张数：要靠记牌。桌上只显示这一轮和上一轮。")
      : p("The log names the cards of every play.", "记录里写出每一手出的牌。"), "hidePlayedCards"),
    line(r.revealKitty
      ? p("When the hand is over, everyone sees the kitty.", "一局结束时大家都能看到底牌。")
      : p("When the hand is over, the kitty stays hidden; only its points are told, and whoever buried it still sees it.", "一局结束时底牌不亮，只报底分；扣底的人自己仍看得到。"), "revealKitty"),
    line(r.hideThrowStopper
      ? p("When a throw fails, the table does not say who can beat it.", "甩牌失败时不说是谁管得住。")
      : p("When a throw fails, the table says who can beat it.", "甩牌失败时会说是谁管得住。"), "hideThrowStopper"),
  ];
  return { id: "table", title: p("Takebacks and what the table shows", "悔牌与显示"), blocks };
}

/** The sections of a Shengji table's rules, in reading order. */
export function shengjiSections(r: ShengjiRules, players: number, trump: ExampleTrump, p: Pick): RuleSection[] {
  const plan = dealPlanFor(r, players);
  const decks = typeof plan === "string" ? 2 : plan.deck.packs;
  const jokers = typeof plan === "string" ? true : plan.deck.bigJokers + plan.deck.littleJokers > 0;
  const size = typeof plan === "string" ? 6 : plan.kitty;
  const cost = (n: number) => {
    if (r.falseLead !== "play-on") {
      return r.falseLead === "level-to-others"
        ? p("At this table that ends the hand: the other side goes up a level.", "本桌这样本局就结束：对方升一级。")
        : p("At this table that ends the hand, with penalty points for the thrower's side.", "本桌这样本局就结束，甩牌一方记罚分。");
    }
    const pts = n * r.throwPenaltyPerCard + r.throwPenaltyPerAttempt;
    if (pts === 0) return p("No points are lost for it here.", "本桌不罚分。");
    if (r.throwPenaltyPerAttempt === 0) return p(`${count(n, "card", "张", p)} taken back: ${pts} points to the other side.`, `收回 ${n} 张：罚 ${pts} 分给对方。`);
    return r.throwPenaltyPerCard === 0
      ? p(`The failed throw costs ${pts} points, which go to the other side.`, `甩牌失败罚 ${pts} 分给对方。`)
      : p(`${count(n, "card", "张", p)} taken back and the attempt: ${pts} points to the other side.`, `收回 ${n} 张加甩牌失败：罚 ${pts} 分给对方。`);
  };
  return [
    overview(r, players, p),
    deal(r, players, plan, p),
    trumps(r, trump, jokers, p),
    declaring(r, p),
    kitty(r, size, p),
    ...(r.teams === "friends" ? [friends(r, players, p)] : []),
    leading(r, trump, cost, p),
    following(r, trump, p),
    winning(r, trump, p),
    failedThrow(r, p),
    scoring(r, players, decks, p),
    ending(r, p),
    atTheTable(r, p),
  ];
}

