/**
 * The game log in words that say why (explain.js, its own chunk, which the
 * table page loads after it has drawn, outside app.js's budget): who became the maker and
 * by which rule, why a throw failed and what it cost, who the friend is and
 * when they were found, how the levels moved and why, and in Zheng Fen how
 * each deal's points were scored.
 *
 * Pure: public events in, lines out, in the language asked for. It reads
 * nothing but the events and the table's rules, so it can name no card and
 * no friend the events do not (events are public: the engine checks it);
 * the page draws the lines (side-panel.tsx), with real cards where a line
 * holds some.
 */
import type { Card, GameEvent, ShengjiRules } from "../../../../src/engine";
import { JOKER_LEVEL, type TrumpSpec, levelAt, levelName, planFor, scoreBand, fullMakersTeam } from "../../../../src/engine/client";
import { fill } from "../../fill";

/** Words, cards, or words in bold (a name, a figure that matters). */
export type Part = string | { readonly c: readonly Card[] } | { readonly b: string };

export interface Line {
  /** The event the line explains. */
  readonly event: GameEvent["type"];
  /** `head` (a new hand or deal), `why` (the rule that decided), `friend`, `throw`, `score`, or plain. */
  readonly kind?: "head" | "why" | "friend" | "throw" | "score";
  readonly parts: readonly Part[];
}

export interface ExplainContext {
  readonly lang: "en" | "zh";
  /** A seat's name as the table shows it. */
  readonly name: (seat: number) => string;
  /** A trump in words ("♥2"), as the table shows it. */
  readonly trump: (t: TrumpSpec) => string;
  /** The table's Shengji rules (null for Zheng Fen). */
  readonly rules: ShengjiRules | null;
  readonly players: number;
  /** Zheng Fen's target score. */
  readonly target?: number;
}

/** Each sentence in English and Chinese, `{x}` filled in. Our own words for the seeds' rules. (A sentence that follows another starts with a space in English, none in Chinese.) */
const W = {
  hand: ["Hand {n}", "第 {n} 局"],
  deal: ["Deal {n} · {name} leads", "第 {n} 副 · {name} 先出"],
  declare: ["{name} declares", "{name} 亮主"],
  overcall: ["{name} overcalls with more than {n} {n|card|cards}", "{name} 用多于 {n} 张的牌反主"],
  overcallJ: ["{name} overcalls with higher jokers", "{name} 用更大的王反主"],
  overcallS: ["{name} overcalls with as many cards of a higher suit", "{name} 用同样张数、更大花色的牌反主"],
  defend: ["{name} defends their bid", "{name} 保主"],
  reinforce: ["{name} reinforces", "{name} 加固"],
  redealNoBid: ["Nobody declared: the cards are dealt again.", "没人亮主：重新发牌。"],
  redealActive: ["Nobody declared: everyone becomes active and the cards are dealt again.", "没人亮主：所有人变为主动，重新发牌。"],
  redealMisdeal: ["{name} holds no point cards and calls a misdeal: the cards are dealt again.", "{name} 手里没有分牌，要求重发：重新发牌。"],
  turned: ["Nobody declared: kitty cards are turned up to set trump", "没人亮主：翻底牌定主"],
  trump: ["Trump {t} · maker {name}", "主 {t} · 庄家 {name}"],
  whyBid: ["{name} showed the highest bid and nobody outranked it, so {name} is the maker.", "{name} 亮的主最大，没人反得过，所以 {name} 做庄。"],
  whyFirst: ["{name} declared first: at this table the first player to show a card becomes the leader for the game, and later bids only change the trump.", "{name} 第一个亮主：本桌规则第一个亮牌的人当庄，之后的反主只改主花色。"],
  whyFirstBy: [" {by}'s bid set the trump.", "主花色由 {by} 亮的牌定。"],
  whyFirstEach: ["{name} declared first: at this table the first player to show a card leads the hand, and later bids show that player's level and only change the trump.", "{name} 第一个亮主：本桌规则每局第一个亮牌的人坐庄，之后的反主用庄家的级牌，只改主花色。"],
  whyLeader: ["{name} was the leader before the deal (from the last hand's result); bids set only the trump.", "{name} 在发牌前就是庄家（由上一局结果决定）；亮主只定主花色。"],
  whyLevel: ["{by} declared with a card of another player's level: the maker is the next active player at that level, {name}.", "{by} 亮的是别人的级牌：由从亮主者起下一个在这个级的主动玩家 {name} 做庄。"],
  whyNoBid: ["Nobody declared: {name}, who leads this hand, takes the kitty.", "没人亮主：本局先手 {name} 拿底牌。"],
  whyJoker: [" At the Joker level only jokers are trumps.", "王级只有王是主牌。"],
  jokerLevel: ["Joker", "王"],
  whyTurned: [" The turned kitty card sets the trump suit.", "翻出的底牌定主花色。"],
  buried: ["{name} buries {n} {n|card|cards}", "{name} 扣了 {n} 张底"],
  stole: ["{name} stole the kitty with {cards}: trump is now {t}, and {maker} stays the maker.", "{name} 用 {cards} 炒地皮，拿走底牌：主改为 {t}，庄家还是 {maker}。"],
  stoleWhy: ["At this table, once the kitty is buried, each other player in turn may outbid the standing bid to take it and bury again.", "本桌规则扣底后，其他人依次可以用更大的亮主反主，拿走底牌重新扣底。"],
  stealPassed: ["{name} lets the kitty be", "{name} 不炒"],
  kittyKept: ["Nobody else outbids: {name} keeps the kitty and play goes on.", "没人再反：底牌归 {name}，开始打牌。"],
  buriedUp: ["{name} buries face up (its points count single)", "{name} 明扣（底分不加倍）"],
  called: ["{name} calls", "{name} 叫朋友"],
  calledWhy: ["Whoever plays a called copy joins the maker's side; nobody knows who until it is played.", "谁打出叫的那张牌就是庄家的朋友；打出之前谁也不知道是谁。"],
  ord: ["the {n}th", "第 {n} 张"],
  ord1: ["the first", "第一张"],
  ord2: ["the second", "第二张"],
  ord3: ["the third", "第三张"],
  other: ["the other", "另一张"],
  friend: ["{name} played {ord} {card} that was called: {who} is the maker's friend.", "{name} 打出了叫的{ord} {card}：{who} 是庄家的朋友。"],
  friendOnTrick: [" (Found when that trick ended, as this table's rule says.)", "（按本桌规则，这一轮结束时才亮明。）"],
  throwFailed: ["{name}'s throw failed", "{name} 甩牌失败"],
  throwWhy: ["{by} can beat {cards} in that suit, so the throw cannot stand.", "{by} 在这门里管得住 {cards}，所以甩不成。"],
  throwLeadPart: ["Only the part that can be beaten is led.", "只能出被管住的那部分。"],
  throwLeadLowest: ["At this table the lowest card of the throw is led instead.", "本桌规则改出甩牌里最小的一张。"],
  penalty: ["Penalty: {k} {k|card|cards} taken back × {per} = {p} {p|point|points} to the other side.", "罚分：收回 {k} 张 × {per} = {p} 分给对方。"],
  penaltyOne: ["Penalty: 1 card taken back × {per} = {p} {p|point|points} to the other side.", "罚分：收回 1 张 × {per} = {p} 分给对方。"],
  noPenalty: ["No penalty at this table.", "本桌不罚分。"],
  penaltyAttempt: ["Penalty: {p} {p|point|points} to the other side for the failed throw.", "罚分：甩牌失败罚 {p} 分给对方。"],
  penaltyBoth: ["Penalty: {k} {k|card|cards} taken back × {per} + {a} for the attempt = {p} {p|point|points} to the other side.", "罚分：收回 {k} 张 × {per} + 甩牌失败 {a} = {p} 分给对方。"],
  penaltyBothOne: ["Penalty: 1 card taken back × {per} + {a} for the attempt = {p} {p|point|points} to the other side.", "罚分：收回 1 张 × {per} + 甩牌失败 {a} = {p} 分给对方。"],
  takenBackPlay: ["{name} takes back their play", "{name} 收回了出的牌"],
  takenBackBid: ["{name} takes back their bid", "{name} 收回了亮的主"],
  nCards: ["({n} {n|card|cards})", "（{n} 张）"],
  trickHidden: ["{name} wins the trick", "{name} 赢这一轮"],
  anotherHand: ["Another hand", "另一家"],
  partOfIt: ["part of it", "其中一部分"],
  takebackWhy: ["At this table a move may be taken back until the next player moves.", "本桌规则：下家动之前可以悔牌。"],
  bomb: ["{name} plays a bomb", "{name} 出炸弹"],
  bombLed: ["{name} leads a bomb", "{name} 首出炸弹"],
  bombWhy: ["Four or more identical cards: at this table a bomb beats any play that is not a bomb, whatever its shape or suit; only a bomb of more cards, or a higher one, beats it.", "四张或以上相同的牌：本桌炸弹大过任何不是炸弹的牌，不论牌型和花色；只有张数更多或更大的炸弹才能管上。"],
  falseLevel: ["At this table a false throw ends the play: the other side wins the hand and goes up one level.", "本桌规则甩牌失败就结束这一局：对方赢，升一级。"],
  falsePoints: ["At this table a false throw ends the play: the thrower owes 2 penalty points and each teammate 1, paid off before they go up again.", "本桌规则甩牌失败就结束这一局：甩牌者罚 2 分，队友各罚 1 分，以后升级先抵罚分。"],
  trick: ["{name} wins the trick, {p} {p|point|points}", "{name} 赢这一轮，{p} 分"],
  makersWin: ["The makers win", "庄家赢"],
  catchersWin: ["The catchers win", "闲家赢"],
  nobody: ["Nobody moves up", "谁也不升级"],
  caught: ["The catchers caught {p} {p|point|points}", "闲家得 {p} 分"],
  inTricks: ["{p} in tricks", "牌墩 {p} 分"],
  kitty: ["kitty {k} × {m} = {p} (they won the last trick)", "底牌 {k} × {m} = {p}（他们赢了最后一轮）"],
  penalties: ["penalties {p}", "罚分 {p}"],
  band: ["This table scores {from}–{to} points as: {what}.", "本桌规则 {from}–{to} 分：{what}。"],
  bandUp: ["This table scores {from} points or more as: {what}.", "本桌规则 {from} 分以上：{what}。"],
  upM: ["the makers go up {n} {n|level|levels}", "庄家升 {n} 级"],
  upC: ["the catchers go up {n} {n|level|levels}", "闲家升 {n} 级"],
  upCNone: ["the catchers win but go up no level", "闲家赢但不升级"],
  upNone: ["nobody moves", "谁也不升级"],
  gamePoints: [" (game points: a passive winner first turns active; losers turn passive)", "（游戏分：被动的赢家先变为主动；输家变为被动）"],
  shortTeam: [" The makers were {k} {k|player|players} short of a full team, which multiplies their gain.", "庄家方比满员少 {k} 人，升级数按此加倍。"],
  shortBonus: [" The makers were {k} {k|player|players} short of a full team: one level more.", "庄家方比满员少 {k} 人：多升一级。"],
  backToTwo: ["{name} won the last trick with a single {card} while the maker played at J: a jack sends the makers back to 2 ({names}).", "庄家打 J，{name} 用单张 {card} 赢了最后一轮：勾 J，庄家一方回到 2（{names}）。"],
  held: ["{names} stop at a level that must be defended: it is passed only as one of the makers, one level at a time.", "{names} 停在必打的级上：只有坐庄一方赢了才能升过，一次一级。"],
  falseLeadEnd: ["The play ended on {name}'s false throw.", "{name} 甩牌失败，这一局到此结束。"],
  moved: ["{name} {from} → {to}", "{name} {from} → {to}"],
  past: ["past the last level", "通关"],
  owes: [" (owes {n})", "（欠 {n} 分）"],
  gameOver: ["Game over: {names} win", "游戏结束：{names} 获胜"],
  trickWon: ["{name} takes the trick, {p} {p|point|points}", "{name} 收这一轮，{p} 分"],
  out: ["{name} is out, #{n}", "{name} 第 {n} 个出完"],
  zfScored: ["Deal {n}: {first} went out first and takes {last}'s tricks ({t} {t|point|points}) and the cards left in {last}'s hand ({h} {h|point|points})", "第 {n} 副：{first} 第一个出完，拿走 {last} 的牌墩（{t} 分）和 {last} 手里剩下的牌（{h} 分）"],
  zfPoints: ["Points this deal: {list}. Totals: {totals}.", "本副得分：{list}。总分：{totals}。"],
  zfOver: ["Game over: {names} reached {target} points", "游戏结束：{names} 达到 {target} 分"],
} as const satisfies Record<string, readonly [string, string]>;

type Key = keyof typeof W;
/** The sentences, for the test that reads every text with a count. */
export const EXPLAIN_WORDS: Readonly<Record<Key, readonly [string, string]>> = W;

function words(lang: "en" | "zh", key: Key, vars: Record<string, string | number> = {}): string {
  return fill(W[key][lang === "zh" ? 1 : 0], vars);
}

/** A sentence as parts: each `{x}` whose value is a part (cards, bold) stays one, the rest is words. */
function sentence(lang: "en" | "zh", key: Key, vars: Record<string, string | number | Part>): Part[] {
  // The parts stand in the text as marks ("\u0000" and their index) while `fill` words the rest (its plurals, minus
  // signs and Chinese spacing over the whole sentence); then the text is cut at the marks and the parts put back.
  const parts: Part[] = [];
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(vars)) flat[k] = typeof v === "object" ? `\u0000${parts.push(v) - 1}\u0000` : v;
  return fill(W[key][lang === "zh" ? 1 : 0], flat)
    .split("\u0000")
    .flatMap((piece, i): Part[] => (i % 2 === 1 ? [parts[Number(piece)] ?? ""] : piece !== "" ? [piece] : []));
}

/** Card points: 5s count 5, 10s and kings 10. */
function cardPoints(cards: readonly Card[]): number {
  let p = 0;
  for (const c of cards) p += /^.5$/.test(c) ? 5 : /^.(10|K)$/.test(c) ? 10 : 0;
  return p;
}

/** What the log remembers from earlier events while it reads: the calls, and the hand's turned kitty. */
interface Memory {
  calls: readonly { readonly card: Card; readonly ordinal: number | "other" }[];
  turned: boolean;
  /** The standing bid's size, and the maker once known. */
  bid: number;
  maker: number | null;
}

/** Every line for a log of events, oldest first. */
export function explainLog(events: readonly GameEvent[], ctx: ExplainContext): Line[] {
  const memory: Memory = { calls: [], turned: false, bid: 0, maker: null };
  const out: Line[] = [];
  for (const e of events) out.push(...explainEvent(e, ctx, memory));
  return out;
}

function explainEvent(e: GameEvent, ctx: ExplainContext, m: Memory): Line[] {
  const w = (key: Key, vars: Record<string, string | number> = {}) => words(ctx.lang, key, vars);
  const name = ctx.name;
  const line = (parts: Part[], kind?: Line["kind"]): Line => (kind ? { event: e.type, kind, parts } : { event: e.type, parts });
  const rules = ctx.rules;
  switch (e.type) {
    case "hand-started":
      Object.assign(m, { turned: false, bid: 0, maker: null });
      return [line([w("hand", { n: e.hand + 1 })], "head")];
    case "dealt":
      return [line([w("deal", { n: e.deal, name: name(e.leader) })], "head")];
    case "bid": {
      const key = e.kind === "overcall" ? (e.count > m.bid ? "overcall" : e.card === "BJ" || e.card === "LJ" ? "overcallJ" : "overcallS") : e.kind;
      const said = w(key, { name: name(e.seat), n: m.bid });
      m.bid = e.count;
      return [line([said, " ", { c: Array.from({ length: e.count }, () => e.card) }])];
    }
    case "redeal":
      Object.assign(m, { turned: false, bid: 0 });
      return [line([e.reason === "misdeal" ? w("redealMisdeal", { name: name(e.starter) }) : w(rules?.noBid === "redeal-all-active" ? "redealActive" : "redealNoBid")], "why")];
    case "kitty-turned":
      m.turned = true;
      return [line([w("turned"), " ", { c: e.cards }])];
    case "trump": {
      const maker = name(e.maker);
      const by = e.by === null ? "" : name(e.by);
      let why: string;
      switch (e.why) {
        case "bid":
          why = w("whyBid", { name: maker });
          break;
        case "first-bidder":
          why = w(rules?.leader === "first-bidder" ? "whyFirstEach" : "whyFirst", { name: maker }) + (e.by !== null && e.by !== e.maker ? w("whyFirstBy", { by }) : "");
          break;
        case "leader":
          why = w("whyLeader", { name: maker }) + (e.by !== null && e.by !== e.maker ? w("whyFirstBy", { by }) : "");
          break;
        case "level":
          why = w("whyLevel", { name: maker, by });
          break;
        case "no-bid":
          why = w("whyNoBid", { name: maker }) + (e.trump.rank === null ? w("whyJoker") : m.turned ? w("whyTurned") : "");
          break;
      }
      m.maker = e.maker;
      return [line(sentence(ctx.lang, "trump", { t: ctx.trump(e.trump), name: { b: maker } })), line([why], "why")];
    }
    case "buried":
      return [line(e.exposed ? [w("buriedUp", { name: name(e.seat) }), " ", { c: e.exposed }] : [w("buried", { name: name(e.seat), n: e.count })])];
    case "kitty-stolen": {
      m.bid = e.count;
      const maker = m.maker === null ? "" : name(m.maker);
      const cards = { c: Array.from({ length: e.count }, () => e.card) };
      return [line(sentence(ctx.lang, "stole", { name: { b: name(e.seat) }, cards, t: ctx.trump(e.trump), maker })), line([w("stoleWhy")], "why")];
    }
    case "steal-passed":
      return [line([w("stealPassed", { name: name(e.seat) })])];
    case "kitty-kept":
      return [line([w("kittyKept", { name: name(e.seat) })])];
    case "called": {
      m.calls = e.calls;
      const parts: Part[] = [...sentence(ctx.lang, "called", { name: m.maker === null ? "" : { b: name(m.maker) } }), ":"];
      e.calls.forEach((c, i) => parts.push(i > 0 ? ", " : " ", ordinalWords(ctx.lang, c.ordinal), " ", { c: [c.card] }));
      return [line(parts), line([w("calledWhy")], "why")];
    }
    case "friend": {
      const call = m.calls[e.call];
      const who = name(e.seat);
      const parts = sentence(ctx.lang, "friend", { name: who, who: { b: who }, ord: call ? ordinalWords(ctx.lang, call.ordinal) : "", card: { c: call ? [call.card] : [] } });
      return [line(rules?.reveal === "on-trick" ? [...parts, w("friendOnTrick")] : parts, "friend")];
    }
    case "throw-failed":
      return explainThrow(e, ctx, w);
    case "taken-back":
      return [line([w(e.kind === "play" ? "takenBackPlay" : "takenBackBid", { name: name(e.seat) }), " ", cardsPart(e, w)]), line([w("takebackWhy")], "why")];
    case "bomb":
      return [line([w(e.led ? "bombLed" : "bomb", { name: name(e.seat) }), " ", cardsPart(e, w)]), line([w("bombWhy")], "why")];
    case "trick":
      // `hidePoints`: a trick the makers' known side won comes without its points.
      return [line([e.points === undefined ? w("trickHidden", { name: name(e.winner) }) : w("trick", { name: name(e.winner), p: e.points })])];
    case "back-to-two":
      return [line(sentence(ctx.lang, "backToTwo", { name: name(e.seat), card: { c: [e.card] }, names: e.makers.map(name).join(", ") }), "why")];
    case "hand-over":
      return rules ? explainHandOver(e.result, ctx, rules, w) : [];
    case "game-over": {
      const names = e.winners.map(name).join(", ");
      if ("scores" in e) return [line([w("zfOver", { names, target: ctx.target ?? "" })], "score")];
      return [line([w("gameOver", { names })], "score")];
    }
    case "trick-won":
      return [line([w("trickWon", { name: name(e.seat), p: e.points })])];
    case "went-out":
      return [line([w("out", { name: name(e.seat), n: e.place })])];
    case "deal-scored": {
      const list = e.points.map((p, s) => `${name(s)} ${p}`).join(", ");
      const totals = e.scores.map((p, s) => `${name(s)} ${p}`).join(", ");
      const scored = w("zfScored", { n: e.deal, first: name(e.first), last: name(e.last), t: e.lastCaught, h: cardPoints(e.lastHand) });
      return [
        line(e.lastHand.length > 0 ? [scored, " ", { c: e.lastHand }] : [scored], "head"),
        line([w("zfPoints", { list, totals })], "score"),
      ];
    }
    default:
      return [];
  }
}

function ordinalWords(lang: "en" | "zh", o: number | "other"): string {
  if (o === "other") return words(lang, "other");
  return o === 1 ? words(lang, "ord1") : o === 2 ? words(lang, "ord2") : o === 3 ? words(lang, "ord3") : words(lang, "ord", { n: o });
}

type Say = (key: Key, vars?: Record<string, string | number>) => string;

/** A move's cards, or (`hidePlayedCards`: the event names none) how many. */
function cardsPart(e: { readonly cards: readonly Card[]; readonly count?: number }, w: Say): Part {
  return e.count === undefined ? { c: e.cards } : w("nCards", { n: e.count });
}

function explainThrow(e: Extract<GameEvent, { type: "throw-failed" }>, ctx: ExplainContext, w: Say): Line[] {
  const rules = ctx.rules;
  // As the table shows it: `hidePlayedCards` names no card (`counts` says how many), `hideThrowStopper` no seat.
  const shown = (cards: readonly Card[], n: number | undefined): Part => (n === undefined ? { c: cards } : w("nCards", { n }));
  const head: Line = { event: e.type, kind: "throw", parts: [w("throwFailed", { name: ctx.name(e.seat) }), ": ", shown(e.attempted, e.counts?.attempted), " → ", shown(e.forced, e.counts?.forced)] };
  const why = sentence(ctx.lang, "throwWhy", {
    by: e.blocker === undefined ? w("anotherHand") : { b: ctx.name(e.blocker) },
    cards: e.counts ? w("partOfIt") : { c: e.beaten },
  });
  const lines: Line[] = [head, { event: e.type, kind: "why", parts: why }];
  if (rules && rules.falseLead !== "play-on") {
    lines.push({ event: e.type, kind: "why", parts: [w(rules.falseLead === "level-to-others" ? "falseLevel" : "falsePoints")] });
    return lines;
  }
  const led = w(rules?.throwFailure === "lowest-card" ? "throwLeadLowest" : "throwLeadPart");
  const back = e.counts ? e.counts.attempted - e.counts.forced : e.attempted.length - e.forced.length;
  // The table's two penalties (per card taken back, per attempt) say how the event's total was made.
  const perAttempt = rules?.throwPenaltyPerAttempt ?? 0;
  const perCard = rules?.throwPenaltyPerCard ?? (back > 0 ? (e.penalty - perAttempt) / back : 0);
  let cost: string;
  if (e.penalty <= 0) cost = w("noPenalty");
  else if (perAttempt === 0) cost = back > 0 ? w(back === 1 ? "penaltyOne" : "penalty", { k: back, per: perCard, p: e.penalty }) : w("noPenalty");
  else if (perCard === 0 || back === 0) cost = w("penaltyAttempt", { p: e.penalty });
  else cost = w(back === 1 ? "penaltyBothOne" : "penaltyBoth", { k: back, per: perCard, a: perAttempt, p: e.penalty });
  lines.push({ event: e.type, kind: "why", parts: [`${led} ${cost}`] });
  return lines;
}

function explainHandOver(
  r: Extract<GameEvent, { type: "hand-over" }>["result"],
  ctx: ExplainContext,
  rules: ShengjiRules,
  w: Say,
): Line[] {
  const type = "hand-over" as const;
  const verdict = r.winner === "makers" ? w("makersWin") : r.winner === "catchers" ? w("catchersWin") : w("nobody");
  const lines: Line[] = [{ event: type, kind: "score", parts: [{ b: verdict }, " · ", w("caught", { p: r.catcherPoints })] }];
  if (r.falseLead !== undefined) {
    lines.push({ event: type, kind: "why", parts: [w("falseLeadEnd", { name: ctx.name(r.falseLead) })] });
  } else {
    // Where the points came from, when more than tricks.
    const sums = [w("inTricks", { p: r.trickPoints })];
    if (r.kittyPoints > 0) sums.push(w("kitty", { k: r.kittyPoints / r.kittyMultiplier, m: r.kittyMultiplier, p: r.kittyPoints }));
    if (r.penaltyPoints !== 0) sums.push(w("penalties", { p: r.penaltyPoints > 0 ? `+${r.penaltyPoints}` : r.penaltyPoints }));
    if (sums.length > 1) lines.push({ event: type, parts: [`${sums.join(" + ")} = ${r.catcherPoints}`] });
    // The band of the table's scoring that the points fell in, and what it gives.
    const decks = planFor(rules, ctx.players).deck.packs;
    const band = scoreBand({ scoring: rules.scoring, rules, players: ctx.players, decks, catcherPoints: r.catcherPoints, makersTeamSize: r.makers.length });
    const what =
      r.winner === "none" ? w("upNone")
        : r.levels === 0 ? (r.winner === "makers" ? w("upNone") : w("upCNone"))
          : w(r.winner === "makers" ? "upM" : "upC", { n: r.levels });
    let why = band.to === null ? w("bandUp", { from: band.from, what }) : w("band", { from: band.from, to: band.to, what });
    if (rules.scoring === "active-passive") why += w("gamePoints");
    const short = fullMakersTeam(rules, ctx.players) - r.makers.length;
    if (r.winner === "makers" && short > 0 && (rules.scoring === "pagat" || rules.scoring === "active-passive")) why += w("shortTeam", { k: short });
    if (r.winner === "makers" && short > 0 && rules.scoring === "custom" && rules.levelTable.shortTeamBonus) why += w("shortBonus", { k: short });
    lines.push({ event: type, kind: "why", parts: [why] });
  }
  // Who moved, from which level to which.
  const moved: string[] = [];
  r.after.forEach((a, seat) => {
    const b = r.before[seat];
    if (!b || (a.level === b.level && (a.owed ?? 0) === (b.owed ?? 0))) return;
    const owes = (a.owed ?? 0) > 0 ? w("owes", { n: a.owed ?? 0 }) : "";
    const level = (step: number) => (levelAt(rules, step) ? levelName(rules, step).replace(JOKER_LEVEL, w("jokerLevel")) : w("past"));
    moved.push(w("moved", { name: ctx.name(seat), from: level(b.level), to: level(a.level) }) + owes);
  });
  if (moved.length > 0) lines.push({ event: type, kind: "score", parts: [moved.join(" · ")] });
  if (r.held && r.held.length > 0) lines.push({ event: type, kind: "why", parts: [w("held", { names: r.held.map(ctx.name).join(", ") })] });
  return lines;
}
