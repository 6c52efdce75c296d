/**
 * Zheng Fen's rules in sentences (seed 002; the table may choose the packs
 * and the target). Each combination is shown with real cards, and each
 * example is read by the engine's own classifier: one it does not read as
 * the category named is left out rather than shown wrong.
 */
import { beatsZhengFen, classifyZhengFen } from "../../../src/engine";
import type { ZhengFenCategory, ZhengFenOptions } from "../../../src/engine/client";
import type { Block, Pick, RuleSection } from "./model";
import { cardNames } from "./words";

const line = (text: string, ...about: string[]): Block => ({ kind: "line", text, about });

function example(cards: string[], category: ZhengFenCategory, caption: string): Block[] {
  return classifyZhengFen(cards)?.category === category ? [{ kind: "cards", cards, ok: true, caption, about: [] }] : [];
}

/** A pair led, a pass, a higher pair, a special: each step checked with the engine's own comparison. */
function trickExample(p: Pick): Block[] {
  const a = ["S9", "H9"];
  const c = ["CJ", "DJ"];
  const d = ["H5", "S10", "DK"];
  if (!beatsZhengFen(c, a) || !beatsZhengFen(d, c) || beatsZhengFen(["D9", "C9"], a)) return [];
  const who = (i: number) => p(["A", "B", "C", "D"][i] as string, ["甲", "乙", "丙", "丁"][i] as string);
  return [{
    kind: "trick", about: [], winner: 3,
    plays: [{ who: who(0), cards: a }, { who: p(`${who(1)} passes`, `${who(1)} 不要`), cards: [] }, { who: who(2), cards: c }, { who: who(3), cards: d }],
    caption: p(
      `${who(0)} leads a pair of 9s; ${who(1)} passes; ${who(2)} beats it with a pair of jacks (another pair of 9s would not do: equal pairs do not beat each other); ${who(3)} plays a special, which beats any pair. If everyone then passes, ${who(3)} takes the 25 points in the trick.`,
      `${who(0)}出一对 9；${who(1)}不要；${who(2)}用一对 J 管上（再出一对 9 不行：一样大的对子管不上）；${who(3)}出特殊牌型，大过任何对子。之后都不要，${who(3)}收下这一轮的 25 分。`,
    ),
  }];
}

export function zhengFenSections(o: ZhengFenOptions, players: number, p: Pick): RuleSection[] {
  const cards = 54 * o.packs;
  const each = Math.floor(cards / players);
  const extra = cards % players;
  const beat = (a: string[], b: string[]) => beatsZhengFen(a, b);
  const run5 = ["D7", "D8", "D9", "D10", "DJ"];
  const run5b = ["H8", "H9", "H10", "HJ", "HQ"];
  return [
    {
      id: "overview",
      title: p("The game", "游戏概要"),
      blocks: [
        line(p(
          "Zheng Fen (挣分, \"competing for points\") is a climbing game: everyone plays for themselves, and the aim is to win tricks holding points. Every 5 is worth 5, every 10 and K 10; jokers and other cards count nothing.",
          "挣分是跑牌游戏：各自为战，目标是赢得有分的墩。5 算 5 分，10 和 K 各算 10 分；王和其他牌不算分。",
        )),
        line(p(
          `The first player whose total reaches ${o.target} ends the game after that deal; the highest score wins.`,
          `有人总分达到 ${o.target}，打完这一副游戏结束，总分最高者赢。`,
        ), "target"),
      ],
    },
    {
      id: "deal",
      title: p("Cards and the deal", "用牌与摸牌"),
      blocks: [
        line(p(
          `${o.packs === 1 ? "One pack" : `${o.packs} packs`} of 52 cards and two jokers: ${cards} cards, ${100 * o.packs} points in all. The players draw the whole pack one card at a time, anticlockwise: with ${players} players each gets ${each}${extra > 0 ? `, and ${extra} of them one more` : ""}.`,
          `${o.packs} 副 54 张的牌（含大小王），共 ${cards} 张，${100 * o.packs} 分。逆时针轮流一张张摸完：${players} 人每人 ${each} 张${extra > 0 ? `，其中 ${extra} 人多一张` : ""}。`,
        ), "packs"),
        line(p(
          "In the first deal the holder of the ♥3 leads; later, whoever went out first in the last deal draws first and leads.",
          "第一副由拿到♥3的人先出；以后由上一副第一个出完的人先摸、先出。",
        )),
        line(p("Cards rank 3 (lowest) … 10, J, Q, K, A, 2, little joker, big joker (highest). Suits do not rank.", "牌的大小：3 最小……10、J、Q、K、A、2、小王、大王最大。花色不分大小。")),
        { kind: "cards", cards: ["S3", "H10", "DA", "C2", "LJ", "BJ"], about: [], caption: p("From low to high.", "从小到大。") },
      ],
    },
    {
      id: "tricks",
      title: p("A trick", "一轮"),
      blocks: [
        line(p(
          "The leader plays any combination. In turn, each player either beats it with a higher combination of the same kind (or a special) or passes. Passing does not stop you playing later in the same trick.",
          "首家出任意牌型。之后轮流出同类更大的牌型（或特殊牌型）来管，或者不要。不要之后，这一轮再轮到你时仍可以出。",
        )),
        line(p(
          "The trick goes round as often as needed, until everyone else passes in a row: the last player to play takes its cards and leads the next trick. Equal combinations do not beat each other.",
          "一轮可以转好几圈，直到其他人都连续不要：最后出牌的人收下这一轮的牌，并先出下一轮。一样大的牌型管不上。",
        )),
        ...trickExample(p),
      ],
    },
    {
      id: "combinations",
      title: p("Combinations", "牌型"),
      blocks: [
        line(p("A single card; a pair; a triple; four of a kind: same rank, any suits.", "单张；对子；三张；四张：点数相同，花色不限。")),
        ...example(["S9", "H9"], "B", p("A pair.", "对子。")),
        line(p("Three or more pairs, triples or quartets in an unbroken run. Runs may go K-A-2 but never 2-3. Same top: the longer run is higher.", "三对或以上相连的对子、三张或四张。可以连到 K-A-2，但 2 和 3 不相连。最大一组相同时，长的大。")),
        ...example(["S8", "H8", "S9", "C9", "D10", "H10"], "E", p("A run of pairs.", "连对。")),
        line(p("A full house: a triple with two more cards, which may be a pair, two adjacent cards of one suit, a 3 and any card, or two point cards (5, 10, K). Only the triple's rank counts.", "三带二：三张加两张，两张可以是对子、同花色相连的两张、一张 3 加任意一张，或两张分牌（5、10、K）。只比三张的大小。")),
        ...example(["SJ", "HJ", "DJ", "C5", "HK"], "H", p("A full house: three jacks with two point cards.", "三带二：三张 J 带两张分牌。")),
        line(p("A suit run: five or more cards of one suit in sequence. Same top: the longer run is higher.", "同花顺：同一花色五张或以上相连。最大一张相同时，长的大。")),
        ...example(run5, "I", p(`A suit run. ${beat(run5b, run5) ? `${cardNames(run5b, p)} beats it: its top card is higher.` : ""}`, `同花顺。${beat(run5b, run5) ? `${cardNames(run5b, p)} 管得上它：最大一张更大。` : ""}`)),
        line(p("Specials beat any other combination: 5-10-K of mixed suits, beaten by 5-10-K of one suit, beaten by four 2s.", "特殊牌型大过其他一切牌型：杂色 5-10-K，小于同花 5-10-K，小于四个 2。")),
        ...example(["H5", "S10", "DK"], "J", p("A special: 5-10-K of mixed suits.", "特殊牌型：杂色 5-10-K。")),
        line(p("Jokers are wild in every combination of two or more cards except the specials: a joker stands for the card it replaces and ranks as that card. Alone, a joker is just the highest single.",
          "除特殊牌型外，两张以上的牌型中王可以当任意牌用，当什么就算什么大小。单出时王就是最大的单张。")),
        ...example(["S8", "H8", "BJ"], "C", p("A triple of 8s, a joker standing for the third 8.", "三个 8：大王当作第三张 8。")),
      ],
    },
    {
      id: "end",
      title: p("Going out and scoring", "出完与计分"),
      blocks: [
        line(p(
          "A player who runs out of cards sits out the rest of the deal. When only one player has cards left, the trick in progress is finished, and that last player's tricks and remaining cards go to the player who went out first.",
          "出完牌的人这一副不再参加。只剩一人有牌时，打完当前这一轮，最后那人收的牌和手里剩的牌都归第一个出完的人。",
        )),
        line(p("Everyone then adds the points in their tricks to their score.", "然后每人把自己收的牌中的分加到总分上。")),
        line(p(`The game ends after the deal in which someone reaches ${o.target}.`, `有人达到 ${o.target} 分的那一副打完，游戏结束。`), "target"),
      ],
    },
  ];
}
