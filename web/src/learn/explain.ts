/**
 * What each step of a guided hand asks for and, once played, what happened,
 * in English and Chinese. Pure (the language is a parameter), so the Node
 * test reads the same sentences the page shows. The rule facts come from the
 * seeds (003 for Tractor, 001 for Zhao Pengyou "80", 002 for Zheng Fen); the
 * numbers (who won, how many points) come from what the engine did.
 */
import type { GameEvent, GameState } from "../../../src/engine";
import type { FriendCall } from "../../../src/engine/client";
import { fill, spaced } from "../fill";
import { LEARNER, type Lesson, type Step } from "./lessons";
import { type StepResult, outcomeOf } from "./run";
import { shapeOf } from "./shape";

export type Lang = "en" | "zh";
/** A seat's name as the page shows it. */
export type Namer = (seat: number) => string;

const SUIT: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** "♦9", "big joker": a card in a sentence. */
export function cardWord(card: string, lang: Lang): string {
  if (card === "BJ") return lang === "zh" ? "大王" : "big joker";
  if (card === "LJ") return lang === "zh" ? "小王" : "little joker";
  return `${SUIT[card[0] ?? ""] ?? ""}${card.slice(1)}`;
}

export function cardsWord(cards: readonly string[], lang: Lang): string {
  return cards.map((c) => cardWord(c, lang)).join(lang === "zh" ? "、" : " ");
}

type Pair = readonly [string, string];
const pick = (lang: Lang, p: Pair) => (lang === "zh" ? p[1] : p[0]);

/** The page's heading and the lesson's opening words. */
export function intro(lesson: Lesson, lang: Lang): { title: string; text: string } {
  switch (lesson.id) {
    case "tractor":
      return {
        title: pick(lang, ["Tractor: a guided hand", "升级（拖拉机）：带你打一局"]),
        text: pick(lang, [
          "Four players, two packs. You and the player across the table are partners. Tricks that hold 5s, 10s and Ks score (5, 10 and 10 points); the side that is not the maker's needs points to go up a level. Trumps are the jokers, the level's rank (2s in the first hand) and the trump suit. The bots have dealt and chosen trump; you make five plays and the bots play the rest of the hand.",
          "四人两副牌，你和对面的人是一家。赢墩里的 5、10、K 算分（5、10、10 分）；不坐庄的一方要拿分才能升级。主牌是大小王、级牌（第一局打 2）和主花色。发牌和定主已替你完成；你出五手牌，其余由机器人打完。",
        ]),
      };
    case "zhao-pengyou":
      return {
        title: pick(lang, ["Zhao Pengyou: a guided hand", "找朋友：带你打一局"]),
        text: pick(lang, [
          "Six players, and no fixed partners: the maker (you, this hand) calls two cards, and whoever plays a called card first becomes the maker's friend. Until then nobody knows the sides. Points are in 5s, 10s and Ks, as in Tractor. The deal, the bids and burying the kitty were done for you; you call your friends and make three plays, and the bots play the rest.",
          "六个人，没有固定对家：庄家（这局是你）叫两张牌，谁先打出叫的牌谁就是庄家的朋友，在那之前谁也不知道谁是哪一边。和升级一样，分在 5、10、K 上。发牌、叫主和扣底已替你完成；你来叫朋友并出三手牌，其余由机器人打完。",
        ]),
      };
    case "zheng-fen":
      return {
        title: pick(lang, ["Zheng Fen: a guided hand", "挣分：带你打一局"]),
        text: pick(lang, [
          "Four players, one pack with jokers. Each play must beat the last one in the same kind (a pair on a pair, a run on a run of the same length); you may pass and still play later in the same round. When everyone else passes, the last player takes the round and its 5s, 10s and Ks. 2s are high, jokers higher, and jokers stand in for any card in a combination. You make three plays; the bots play the rest.",
          "四人一副牌带大小王。每手牌要压过上一手，而且牌型相同（对子压对子，同样长的连对压连对）；可以不要，同一轮里之后还能再出。其他人都不要时，最后出牌的人拿走这一轮和里面的 5、10、K。2 很大，王更大，组合里王可以当任何牌。你出三手牌，其余由机器人打完。",
        ]),
      };
  }
}

/** A called copy in words: "the second ♣A", "the other ♣A", "第2张♣A". */
function calledCard(card: string, ordinal: number | "other", lang: Lang): string {
  const c = cardWord(card, lang);
  if (ordinal === "other") return pick(lang, [`the other ${c}`, `另一张${c}`]);
  return lang === "zh" ? `第${ordinal}张${c}` : `the ${["", "first", "second", "third", "fourth"][ordinal] ?? ordinal} ${c}`;
}

function callWord(calls: readonly FriendCall[], lang: Lang): string {
  return calls.map((c) => calledCard(c.card, "other" in c ? "other" : c.ordinal, lang)).join(lang === "zh" ? "和" : " and ");
}

const SUIT_NAME: Record<number, Pair> = { 0: ["spades", "黑桃"], 1: ["hearts", "红桃"], 2: ["diamonds", "方块"], 3: ["clubs", "梅花"], 4: ["trumps", "主牌"] };

/** What the step asks the learner to do, with the cards named. */
export function ask(step: Step, s: GameState, name: Namer, lang: Lang): string {
  const cards = step.action.type === "play" ? cardsWord(step.action.cards, lang) : "";
  const lead = s.game === "shengji" ? s.trick?.plays[0] : undefined;
  const vars = { cards, led: lead ? cardsWord(lead.cards, lang) : "", who: lead ? name(lead.seat) : "", suit: lead && s.game === "shengji" ? pick(lang, SUIT_NAME[shapeOf(s, lead.cards).suit] ?? ["", ""]) : "" };
  switch (step.skill) {
    case "pair":
      return fill(pick(lang, ["Your lead. Play the pair {cards}: two identical cards make a pair. Whoever holds a pair of the same suit must play it.", "轮到你出牌。出对子 {cards}：两张一样的牌是一对。别人有同花色的对子就必须跟对子。"]), vars);
    case "tractor":
      return fill(pick(lang, ["Your lead again. Play the tractor {cards}: pairs next to each other in rank. The others must answer with pairs of the suit if they hold them.", "又轮到你出。出拖拉机 {cards}：点数相连的对子。别人有同花色的对子必须拿对子跟。"]), vars);
    case "throw":
      return fill(pick(lang, ["Play {cards} at once: a throw, several cards of one suit led together. It stands only if nobody can beat any part of it; otherwise you must take back all but the weakest part.", "一次出 {cards}：甩牌，同一花色几手一起出。只有谁都压不住其中任何一部分时才算数，否则要收回，只出最小的那一部分。"]), vars);
    case "follow":
      return fill(pick(lang, ["{who} led {led}. You hold {suit}, so you must follow suit: play {cards}.", "{who}出了 {led}。你手里有{suit}，必须跟同花色：出 {cards}。"]), vars);
    case "trump": {
      // A level card or a joker is a trump whatever its printed suit: say so when the play is one.
      const played = step.action.type === "play" ? step.action.cards : [];
      const odd = s.game === "shengji" && s.trump !== null && played.some((c) => c[0] !== s.trump?.suit);
      const why = odd ? pick(lang, [" Jokers and every card of the level's rank are trumps, whatever their suit.", "大小王和所有级牌都是主牌，不论花色。"]) : "";
      return fill(pick(lang, ["{who} led {led}. You have no {suit} left, so you may play a trump: {cards}. Any trump beats every card of a plain suit.", "{who}出了 {led}。你没有{suit}了，可以用主牌毙：出 {cards}。任何主牌都比副牌大。"]), vars) + why;
    }
    case "call":
      return fill(pick(lang, ["You are the maker. Call your friends: {calls}. Whoever plays a called card joins your side at that moment.", "你是庄家。叫朋友：{calls}。谁打出叫的那张牌，谁就在那一刻成为你这边的人。"]), {
        calls: step.action.type === "call" ? callWord(step.action.friends, lang) : "",
      });
    case "run":
      return fill(pick(lang, ["Play the run {cards}: three or more pairs in a row (a joker may stand in). Only a higher run of the same length, or a special, beats it.", "出连对 {cards}：三对或更多相连的对子（王可以顶替）。只有同样长、更大的连对或特殊牌型才能压住。"]), vars);
    case "special":
      return fill(pick(lang, ["Play {cards}: 5-10-K, a special. Like a bomb, a special beats any other kind of play.", "出 {cards}：5-10-K，特殊牌型。像炸弹一样，能压任何其他牌型。"]), vars);
    case "pass":
      return pick(lang, ["Pass this time. A later player may still top whatever you play, and your 5s, 10s and Ks would go to them with the round. Passing keeps them, and you may still play later in the round.", "这次不要。你出什么后面的人都还可能再压，你的 5、10、K 会跟着这一轮归他。不要就能留住它们，而且这一轮里之后还能再出。"]);
  }
}

/** What happened after the step's play: who took the trick and its points, a friend revealed. */
export function explain(step: Step, r: StepResult, name: Namer, lang: Lang): string {
  const o = outcomeOf(r);
  const out: string[] = [];
  if (step.skill === "call") out.push(pick(lang, ["Called. The sides stay secret until the called cards are played.", "朋友叫好了。在叫的牌打出来之前，谁是哪边都是秘密。"]));
  // What the rule says about such a play, whatever the cards (seed 003's trick rules; 001 keeps them).
  const RULE: Partial<Record<Step["skill"], Pair>> = {
    pair: ["A pair is beaten only by a higher pair of the suit led, or by a pair of trumps from a player who has none of that suit.", "对子只能被同花色更大的对子压住，或被没有这门花色的人用一对主牌毙掉。"],
    tractor: ["A tractor is beaten only by a higher tractor as long in the suit led, or by a trump tractor from a player out of the suit.", "拖拉机只能被同花色、同样长的更大拖拉机压住，或被没有这门花色的人用主牌拖拉机毙掉。"],
    follow: ["You must follow the suit led while you hold it; only when you are out of it may you trump or throw away other cards.", "手里有出牌的花色就必须跟；没有了才可以毙牌或垫别的牌。"],
    trump: ["A trump beats any card of a plain suit: only a higher trump can take the trick back.", "主牌比任何副牌都大：只有更大的主牌才能再夺回这一墩。"],
  };
  const rule = RULE[step.skill];
  if (rule) out.push(pick(lang, rule));
  if (step.skill === "throw") out.push(pick(lang, ["Nobody held higher cards of the suit to beat any part of it, so the throw stood (a player out of the suit may still trump it).", "没有人有同花色的大牌压住其中任何一部分，甩牌成功（没有这门花色的人仍可用主牌毙）。"]));
  if (step.skill === "pass") out.push(pick(lang, ["You passed and kept your points in hand.", "你选择不要，分牌留在了手里。"]));
  if (o.winner !== null) {
    const vars = { who: name(o.winner), p: o.points };
    // Zheng Fen's unit is a round (plays until all others pass), Shengji's a trick.
    const round = r.before.state.game === "zheng-fen";
    out.push(o.winner === LEARNER
      ? fill(pick(lang, round ? ["You won the round and its {p} {p|point|points}.", "你拿下了这一轮，得到 {p} 分。"] : ["You won the trick and its {p} {p|point|points}.", "你赢了这一墩，拿到 {p} 分。"]), vars)
      : fill(pick(lang, round ? ["{who} won the round and its {p} {p|point|points}.", "{who}拿下了这一轮，得到 {p} 分。"] : ["{who} won the trick and its {p} {p|point|points}.", "{who}赢了这一墩，拿到 {p} 分。"]), vars));
  } else if (step.skill !== "call") out.push(pick(lang, ["The round goes on.", "这一轮还在继续。"]));
  const trumped = trumpedLead(r);
  if (trumped !== null) out.push(trumpedWords(r.before.state, trumped.seat, trumped.suit, name, lang));
  out.push(...friendNews(r.events, r.after.state, name, lang, "you"));
  return spaced(out.join(" "));
}

/**
 * The learner led a plain suit and another seat took the trick with trumps: who, and the suit they were out of
 * (the Tractor lesson's throw stood, then the partner trumped it: the coach said nothing of it).
 */
function trumpedLead(r: StepResult): { seat: number; suit: number } | null {
  const s = r.before.state;
  if (s.game !== "shengji" || (s.trick?.plays.length ?? 0) > 0) return null;
  const o = outcomeOf(r);
  if (o.winner === null || o.winner === LEARNER) return null;
  const lead = shapeOf(s, o.cards);
  const won = r.events.find((e) => e.type === "played" && e.seat === o.winner);
  if (lead.trump || !won || won.type !== "played" || !shapeOf(s, won.cards).trump) return null;
  return { seat: o.winner, suit: lead.suit };
}

function trumpedWords(s: GameState, seat: number, suit: number, name: Namer, lang: Lang): string {
  const partner = s.game === "shengji" && s.rules.teams !== "friends" && seat === (LEARNER + s.players / 2) % s.players;
  const vars = { who: name(seat), suit: pick(lang, SUIT_NAME[suit] ?? ["", ""]) };
  return fill(pick(lang, partner
    ? ["{who}, out of {suit}, trumped it: your partner, so the points are your side's.", "{who}没有{suit}了，用主牌毙了：是你的对家，分还是你们的。"]
    : ["{who}, out of {suit}, trumped it: a trump beats any plain card.", "{who}没有{suit}了，用主牌毙了：主牌比任何副牌都大。"]), vars);
}

/**
 * Friends revealed, in words: a seat joining the maker's side; the maker playing a card they called (001/004: allowed,
 * and the side is then a player smaller); a friend playing a second called card (the same). `you`: the learner is the
 * "you" of the sentence (after their own step) rather than one seat among others (what the bots did meanwhile).
 */
function friendNews(events: readonly GameEvent[], s: GameState, name: Namer, lang: Lang, side: "you" | "maker"): string[] {
  if (s.game !== "shengji") return [];
  const out: string[] = [];
  const joined = new Set<number>();
  for (const e of events) {
    if (e.type !== "friend") continue;
    const call = s.calls[e.call];
    const card = call ? calledCard(call.card, call.ordinal, lang) : "";
    const vars = { who: name(e.seat), card };
    if (e.seat === s.maker) {
      out.push(fill(pick(lang, e.seat === LEARNER
        ? ["You played {card} yourself, a card you called: a called card the maker plays brings nobody to the side, so your side is a player smaller this hand.", "你自己打出了叫的{card}：庄家自己打出叫的牌，就没有人因此加入，你这边这局少一个人。"]
        : ["{who}, the maker, played {card}, a card they called: it brings nobody to the side, so the maker's side is a player smaller this hand.", "庄家{who}自己打出了叫的{card}：没有人因此加入，庄家这边这局少一个人。"]), vars));
    } else if (joined.has(e.seat) || s.calls.some((c, i) => i !== e.call && c.by === e.seat && c.revealed && !events.some((x) => x.type === "friend" && x.call === i))) {
      out.push(fill(pick(lang, ["{who} played {card} too, a second called card: still one friend, so the maker's side is a player smaller.", "{who}又打出了叫的{card}：还是同一个朋友，庄家这边少一个人。"]), vars));
    } else {
      joined.add(e.seat);
      out.push(fill(pick(lang, side === "you" || s.maker === LEARNER
        ? ["{who} played {card}, a called card: {who} is now on your side.", "{who}打出了叫的{card}：{who}现在是你这边的。"]
        : ["{who} played {card}, a called card: {who} is now on the maker's side.", "{who}打出了叫的{card}：{who}现在是庄家这边的。"]), vars));
    }
  }
  return out;
}

/** What the bots did since the last step (`s`: the game after it): tricks (rounds) they played for the learner, friends revealed. */
export function meanwhile(events: readonly GameEvent[], s: GameState, name: Namer, lang: Lang): string {
  const tricks = events.filter((e) => e.type === "trick" || e.type === "trick-won").length;
  const out: string[] = [];
  const zf = events.some((e) => e.type === "trick-won");
  if (tricks > 0) out.push(fill(pick(lang, zf ? ["Meanwhile the bots played {n} more {n|round|rounds}, your cards included.", "这期间机器人又打了 {n} 轮（也替你出了牌）。"] : ["Meanwhile the bots played {n} more {n|trick|tricks}, your cards included.", "这期间机器人又打了 {n} 墩（也替你出了牌）。"]), { n: tricks }));
  out.push(...friendNews(events, s, name, lang, "maker"));
  return spaced(out.join(" "));
}

/** The end of the hand in a sentence or two. */
export function ending(s: GameState, name: Namer, lang: Lang): string {
  if (s.game === "zheng-fen") {
    const d = s.lastDeal;
    if (!d) return "";
    const pts = d.points.map((p, seat) => `${seat === LEARNER ? pick(lang, ["you", "你"]) : name(seat)} ${p}`).join(", ");
    return fill(pick(lang, ["The deal is over. {first} went out first and takes what the last player held. Points this deal: {pts}.", "这一副打完了。{first}最先出完，拿走最后一家剩下的牌。本副得分：{pts}。"]), { first: d.first === LEARNER ? pick(lang, ["You", "你"]) : name(d.first), pts });
  }
  const r = s.results[s.results.length - 1];
  if (!r) return "";
  const yours = r.makers.includes(LEARNER);
  const side = pick(lang, yours ? ["your side (the maker's)", "你这边（庄家方）"] : ["the maker's side", "庄家方"]);
  const vars = { p: r.catcherPoints, side, n: r.levels };
  const won = r.levels === 0 ? pick(lang, ["That is the middle band of the score: nobody goes up a level.", "分数在中间档：谁都不升级。"])
    : r.winner === "makers" ? pick(lang, ["{side} goes up {n} {n|level|levels}.", "{side}升 {n} 级。"])
    : pick(lang, ["The other side goes up {n} {n|level|levels}.", "另一方升 {n} 级。"]);
  return fill(pick(lang, ["The hand is over. The side against the maker took {p} {p|point|points}. ", "这一局打完了。庄家的对手拿了 {p} 分。"]) + won, vars);
}
