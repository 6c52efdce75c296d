/**
 * The review's and practice's words, in both languages: the replay page's
 * own dictionary (the table page's bundle stays without them).
 */
import { dictionary } from "../i18n";

const en = {
  reviewHand: "Review this hand",
  reviewFor: "Review for",
  reviewRun: "Find where points were lost",
  reviewRunning: "Reviewing… {p}%",
  cancel: "Cancel",
  cancelled: "Review cancelled.",
  reviewFailed: "The review failed: {m}",
  reviewNote: "Each decision is weighed by playing the rest of the hand out with the real cards and strong bots in every seat, from that moment, for each move it could have been.",
  lostLine: "{name}: {p} {p|point|points} lost against the best play found",
  asPlayed: "As played: {p} {p|point|points} on their side{levels}.",
  levelsUp: ", up {n} {n|level|levels}",
  levelsDown: ", the others up {n} {n|level|levels}",
  made: "played",
  best: "best found",
  atStake: "{p} {p|point|points}",
  levelsAtStake: "{n} {n|level|levels}",
  noLoss: "no better move found",
  bidWord: "Bid",
  waitWord: "no bid yet",
  misdealWord: "misdeal",
  buryWord: "Kitty",
  callWord: "Friends",
  passWord: "pass",
  trickWord: "Trick {n}",
  turnWord: "Turn {n}",
  show: "Show",
  playAgain: "Play it again from here",
  playAgainAs: "Play it again from this moment as {name}",
  practiceStarting: "Setting up the practice table…",
  practiceFailed: "No practice table: {m}",
  reason_failed_throw: "a throw that failed",
  reason_fed_points: "a point card fed to the other side",
  reason_led_into_ruff: "led into a void: the other side ruffed",
  reason_kitty_points: "points buried in a kitty the catchers took",
  reason_passed: "a pass where a play was worth more",
} as const;

type Key = keyof typeof en;

const zh: Record<Key, string> = {
  reviewHand: "复盘这一局",
  reviewFor: "复盘的座位",
  reviewRun: "找出丢分的地方",
  reviewRunning: "复盘中… {p}%",
  cancel: "取消",
  cancelled: "复盘已取消。",
  reviewFailed: "复盘出错：{m}",
  reviewNote: "每一步都按真实的牌，从那一刻起让强机器人打完这一局，把每种可能的出法都试一遍再比较。",
  lostLine: "{name}：比找到的最佳打法少得 {p} 分",
  asPlayed: "实际：本方 {p} 分{levels}。",
  levelsUp: "，升 {n} 级",
  levelsDown: "，对方升 {n} 级",
  made: "实际",
  best: "最佳",
  atStake: "{p} 分",
  levelsAtStake: "{n} 级",
  noLoss: "没有找到更好的出法",
  bidWord: "亮主",
  waitWord: "暂不亮主",
  misdealWord: "重新发牌",
  buryWord: "扣底",
  callWord: "叫朋友",
  passWord: "不出",
  trickWord: "第 {n} 轮",
  turnWord: "第 {n} 手",
  show: "查看",
  playAgain: "从这里再打一次",
  playAgainAs: "以{name}的身份从这一刻再打一次",
  practiceStarting: "正在准备练习牌桌…",
  practiceFailed: "无法开练习牌桌：{m}",
  reason_failed_throw: "甩牌失败",
  reason_fed_points: "把分牌垫给了对方",
  reason_led_into_ruff: "出了对方已绝的花色，被对方毙了",
  reason_kitty_points: "底牌里埋了分，被闲家抠底",
  reason_passed: "该出牌时选择了不出",
};

export const rt = dictionary<Key>(en, zh);
/** Both tables, for the test that reads every text with a count. */
export const REVIEW_WORDS = { en, zh } as const;

export function reasonWords(code: string): string {
  const key = `reason_${code.replace(/-/g, "_")}`;
  return key in en ? rt(key as Key) : code;
}
