/**
 * The guided hands' page words in both languages: learn.js's own dictionary,
 * so the table page's bundle carries none of them.
 */
import { dictionary } from "../i18n";

export const en = {
  learnTitle: "Learn to play",
  learnLead: "Play one hand against bots, with a coach: each step asks for one kind of play and then says what happened. It runs in your browser; nobody else sees it. A hand takes a few minutes.",
  learnTractor: "Tractor (Sheng Ji): pairs, tractors, following suit, trumping, a throw",
  learnZpy: "Zhao Pengyou (Finding Friends) for six: calling friends, pairs, following suit, trumping",
  learnZhengFen: "Zheng Fen: a run, a special (5-10-K), passing to keep your points",
  begin: "Begin",
  next: "Next",
  finish: "Let the bots finish the hand",
  call: "Call these friends",
  pickCards: "Tap the bright cards: {cards}",
  stepOf: "Step {i} of {n}",
  you: "You",
  bot: "Bot {n}",
  maker: "Maker",
  friend: "Friend",
  partner: "Partner",
  another: "Learn another game",
  realTable: "Play at a real table",
  allLessons: "All guided hands",
} as const;

type Key = keyof typeof en;

const zh: Record<Key, string> = {
  learnTitle: "边打边学",
  learnLead: "和机器人打一局，旁边有人指点：每一步让你出一种牌，然后告诉你发生了什么。全在你的浏览器里运行，别人看不到。一局几分钟。",
  learnTractor: "升级（拖拉机）：对子、拖拉机、跟牌、毙牌、甩牌",
  learnZpy: "找朋友（六人）：叫朋友、对子、跟牌、毙牌",
  learnZhengFen: "挣分：连对、特殊牌型（5-10-K）、不要以保住分",
  begin: "开始",
  next: "下一步",
  finish: "让机器人打完这一局",
  call: "叫朋友",
  pickCards: "点亮着的牌：{cards}",
  stepOf: "第 {i} 步，共 {n} 步",
  you: "你",
  bot: "机器人 {n}",
  maker: "庄家",
  friend: "朋友",
  partner: "对家",
  another: "学另一种玩法",
  realTable: "去真正的牌桌玩",
  allLessons: "所有教学局",
};

export const w = dictionary<Key>(en, zh);
