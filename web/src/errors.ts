/**
 * Refusals in the reader's language. The engine and the table refuse with a
 * stable `code`, an English `message` and (where the engine gives them)
 * `params`; the English interface shows the server's message, the Chinese
 * one words each code here, with the params when they come, and falls back
 * to the server's message for a code it does not know.
 */
import type { ErrorCode } from "../../src/protocol";
import { lang } from "./i18n";

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>> | undefined;
}

/** Chinese for each code, without params: every code of the protocol must have its words (the compiler checks). */
const ZH: { readonly [K in ErrorCode]: string } & Readonly<Record<string, string>> = {
  "not-your-turn": "还没轮到你。",
  "not-in-hand": "你手里没有这些牌。",
  "wrong-count": "出牌张数要和首家一样。",
  "empty-play": "先选牌。",
  "mixed-suits": "首家出牌要同一门（主牌算一门）。",
  "uneven-throw": "本桌甩牌每个点数的张数要相同。",
  "must-follow-suit": "有首家那门的牌就要先跟那门。",
  "must-match-format": "你有对子或拖拉机就要跟出相同牌型。",
  "bad-call": "这样叫朋友不行。",
  "wrong-call-count": "叫的朋友牌数量不对。",
  "bid-not-identical": "叫主要用一张或几张完全相同的牌。",
  "bad-bid-card": "这张牌不能叫主。",
  "cannot-bid": "你现在不能叫主。",
  "bid-too-small": "要比现在的叫主多亮牌才能反。",
  "own-bid": "不能改自己叫的主，只能加固。",
  "cannot-misdeal": "现在不能要求重发。",
  "cannot-expose": "本桌不能明扣。",
  "not-maker": "只有庄家能这样做。",
  "not-dealing": "现在不是叫主的时候。",
  "still-dealing": "牌发完才能这样做。",
  "not-bidding": "叫主在发牌时进行。",
  "not-burying": "现在不是扣底的时候。",
  "not-stealing": "现在没人在问要不要炒底。",
  "not-calling": "扣完底才叫朋友。",
  "not-playing": "这一局还没开始出牌。",
  "game-over": "这盘已经结束。",
  "must-lead": "你先出，不能不要。",
  "not-a-combination": "这些牌不成牌型。",
  "not-that-category": "这些牌不是这种牌型。",
  "wrong-category": "要出同类更大的牌或特殊牌型，或者不要。",
  "too-low": "管不上：出更大的或者不要。",
  "not-seated": "先坐下。",
  "seat-taken": "这个座位有人了。",
  "bad-seat": "没有这个座位。",
  "not-host": "只有房主能这样做。",
  started: "游戏已经开始。",
  "not-started": "现在没有进行中的游戏。",
  practice: "练习牌桌只打这一局。",
  "seats-empty": "每个座位都要有人或机器人。",
  "bad-options": "规则设置不合适。",
  "bad-token": "座位凭证无效：你在旁观。",
  "rate-limited": "太快了，慢一点。",
  "wrong-phase": "现在不能这样做。",
  "not-scored": "这一局还没结束。",
  "not-a-card": "那不是一张牌。",
  "bad-action": "这一步看不懂。",
  "bad-actor": "没有这个座位。",
  "not-a-seat": "这一步只有玩家能做。",
  "table-only": "这一步由牌桌来做。",
  "bad-frame": "这条消息看不懂。",
  "bad-json": "这条消息看不懂。",
  binary: "这条消息看不懂。",
  "too-large": "消息太长了。",
  "hello-first": "还没连上牌桌。",
  "no-table": "没有这张牌桌。",
  exists: "这张牌桌已经有了。",
  "bid-final": "主已经定了：这桌第一个亮的主不能再反。",
  "no-takebacks": "本桌不能悔牌。",
  "cannot-take-back": "现在没有你能收回的：只能收回你刚出的牌（下家出牌前）或刚亮的主（别人再亮之前）。",
  internal: "牌桌出了点问题，请再试一次。",
  seated: "你已经坐下了：先离座再换位子。",
  banned: "房主不让你入座，你可以旁观。",
  "between-hands": "这一局打完才能换座位。",
  greeted: "这个连接已经打过招呼了。",
  "chat-busy": "聊天太多了，稍等一下。",
  // POST /api/practice
  "hand-not-over": "只能重打已经打完的一局。",
  "bad-request": "这个请求不对。",
  "push-off": "这个服务器没有开通知。",
  "bad-subscription": "这个浏览器的通知订阅无法使用。",
  "push-host": "本服务器不向这个浏览器的推送服务发通知。",
  "push-taken": "这个浏览器的通知已经给了这张牌桌的另一个座位。",
};

/** Chinese with params, used when every `{name}` it holds came with the refusal. */
const ZH_PARAMS: Record<string, string> = {
  "wrong-count": "要出 {count} 张，和首家一样多。",
  "must-follow-suit": "有{suit}就要先出 {count} 张{suit}。",
  "must-match-format": "你有{shape}，要跟{suit}{shape}。",
  "bid-too-small": "要亮出多于 {count} 张才能反。",
};

// The engine's params: suits by letter ("trump" for all trumps), shapes as `WxL` joined by `+` (follow.ts).
const SUIT_ZH: Record<string, string> = { trump: "主牌", S: "黑桃", H: "红桃", D: "方块", C: "梅花" };
const shapeZh = (code: string) => {
  const units: Record<string, number> = {};
  for (const u of code.split("+")) units[u] = (units[u] ?? 0) + 1;
  return code === "" ? "任意牌" : Object.entries(units).map(([u, n]) => {
    const [w, l] = u.split("x").map(Number);
    return (n > 1 ? ` ${n} 个` : "") + ((l ?? 1) > 1 ? `${w === 2 ? "" : `${w}张`}拖拉机` : w === 2 ? "对子" : `${w}张`);
  }).join("和");
};

function fill(template: string, params: Readonly<Record<string, unknown>>): string | null {
  let complete = true;
  const out = template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined || v === null) complete = false;
    const s = String(v);
    return k === "shape" ? shapeZh(s) : SUIT_ZH[s] ?? s;
  });
  return complete ? out : null;
}

/** A refusal in the current language. */
export function refusalText(r: Refusal): string {
  if (lang !== "zh") return r.message;
  const withParams = r.params && ZH_PARAMS[r.code] ? fill(ZH_PARAMS[r.code] as string, r.params) : null;
  return withParams ?? ZH[r.code] ?? r.message;
}

/** Every code worded here (for the test that each engine code has words). */
export const WORDED_CODES: readonly string[] = Object.keys(ZH);
