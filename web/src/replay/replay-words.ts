/**
 * The replay page's own words, in both languages: stepping through a hand,
 * the list of hands and tricks (the table page's bundle stays without them).
 */
import { dictionary } from "../i18n";

const en = {
  notFound: "There is no such finished game.",
  waitingHand: "This hand is on its way: a moment…",
  allHands: "Hands",
  first: "Start",
  prev: "Back",
  next: "Next",
  last: "End",
  step: "Step {i} of {n}",
  nextTrick: "Next trick",
  prevTrick: "Previous trick",
  tricks: "Tricks",
  trickN: "Trick {n}",
} as const;

const zh: Record<keyof typeof en, string> = {
  notFound: "没有这盘已结束的牌局。",
  waitingHand: "这一局正在保存，请稍候…",
  allHands: "各局",
  first: "开头",
  prev: "上一步",
  next: "下一步",
  last: "结尾",
  step: "第 {i} 步，共 {n} 步",
  nextTrick: "下一轮",
  prevTrick: "上一轮",
  tricks: "各轮",
  trickN: "第 {n} 轮",
};

export const w = dictionary<keyof typeof en>(en, zh);
