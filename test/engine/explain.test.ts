/**
 * The log says why (web/src/table/side/explain.ts), from the engine's real events
 * in both languages: who became the maker and by which rule, why a throw
 * failed and what it cost, who the friend is once found, how the levels
 * moved and by which band of the table's scoring, and how a Zheng Fen deal
 * was scored. And it says nothing early: over random games of every preset,
 * no line shows a card the events did not, and none calls a seat a friend
 * before the engine reveals it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameEvent, applyAction, botAction, createGame, viewFor } from "../../src/engine";
import { hand } from "../../src/engine/cards";
import { PRESET_INFO, SHENGJI_PRESETS } from "../../src/engine/presets";
import { scoreBand } from "../../src/engine/shengji/scoring";
import type { ShengjiState } from "../../src/engine/shengji/state";
import type { ZhengFenState } from "../../src/engine/zhengfen";
import { type ExplainContext, type Line, explainLog } from "../../web/src/table/side/explain";
import { cardsIn, checkEvents } from "../support/shengji-leaks";
import { SEED_003, act, atPlay, bid, close, dealAll, giveCards, newGame, playTrick, seatsAt } from "./shengji/flow-support";
import { randomDrive } from "./shengji/random-drive";

const name = (seat: number) => `P${seat}`;
const ctxFor = (s: { rules?: ShengjiState["rules"]; players: number }, lang: "en" | "zh"): ExplainContext => ({
  lang,
  name,
  trump: (t) => `trump(${t.suit ?? "NT"},${t.rank ?? "J"})`,
  rules: s.rules ?? null,
  players: s.players,
  target: 500,
});

/** A line as text, cards written [S10 S10]. */
const text = (l: Line) => l.parts.map((p) => (typeof p === "string" ? p : "c" in p ? `[${p.c.join(" ")}]` : p.b)).join("");
const say = (events: readonly GameEvent[], s: Parameters<typeof ctxFor>[0], lang: "en" | "zh" = "en") => explainLog(events, ctxFor(s, lang)).map(text);
const both = (events: readonly GameEvent[], s: Parameters<typeof ctxFor>[0]) => ({ en: say(events, s, "en").join("\n"), zh: say(events, s, "zh").join("\n") });

describe("who became the maker, and why", () => {
  it(`${SEED_003} Sheng Ji: the first to declare is the maker although a later bid overcalled (only the suit changed)`, () => {
    let s = giveCards(newGame("tractor-classic", 4, "first-bidder"), { 1: "H2", 2: "S2 S2" });
    const first = bid(s, 1, "H2");
    const over = bid(first.state, 2, "S2 S2");
    s = over.state;
    const closed = close(dealAll(s));
    const events = [...first.events, ...over.events, ...closed.events];
    expect(closed.events.find((e) => e.type === "trump")).toMatchObject({ maker: 1, why: "first-bidder", by: 2 });
    const { en, zh } = both(events, s);
    expect(en).toContain("P1 declares [H2]");
    expect(en).toContain("P2 overcalls with more than 1 card [S2 S2]");
    expect(en).toContain("Trump trump(S,2) · maker P1");
    expect(en).toContain("P1 declared first: at this table the first player to show a card becomes the leader for the game, and later bids only change the trump. P2's bid set the trump.");
    expect(zh).toContain("P1 第一个亮主：本桌规则第一个亮牌的人当庄，之后的反主只改主花色。主花色由 P2 亮的牌定。");
    expect(zh).toContain("主 trump(S,2) · 庄家 P1");
  });

  it("an overcall takes it where the bid's winner is the maker (004's rule)", () => {
    let s = giveCards(newGame("tractor-classic", 4, "bid-winner", { firstLeader: "bid-winner" }), { 1: "H2", 2: "S2 S2" });
    s = bid(bid(s, 1, "H2").state, 2, "S2 S2").state;
    const { events } = close(dealAll(s));
    expect(events.find((e) => e.type === "trump")).toMatchObject({ maker: 2, why: "bid", by: 2 });
    const { en, zh } = both(events, s);
    expect(en).toContain("P2 showed the highest bid and nobody outranked it, so P2 is the maker.");
    expect(zh).toContain("P2 亮的主最大，没人反得过，所以 P2 做庄。");
  });

  it(`${SEED_003} Sheng Ji, a later hand: the leader fixed by the last hand is the maker; a bid sets only the suit`, () => {
    const s = giveCards({ ...newGame("tractor-classic", 4, "later-hand"), hand: 2, leader: 1, starter: 1, next: 1, seats: seatsAt(["3", "6", "3", "6"]) }, { 0: "H3" });
    const { events } = close(dealAll(bid(s, 0, "H3").state));
    expect(events.find((e) => e.type === "trump")).toMatchObject({ maker: 1, why: "leader", by: 0 });
    const { en, zh } = both(events, s);
    expect(en).toContain("P1 was the leader before the deal (from the last hand's result); bids set only the trump. P0's bid set the trump.");
    expect(zh).toContain("P1 在发牌前就是庄家（由上一局结果决定）；亮主只定主花色。");
  });

  it(`${SEED_003} Sheng Ji: nobody declared, so the leader takes the kitty and its turned card sets the suit`, () => {
    const s = { ...newGame("tractor-classic", 4, "quiet"), hand: 1, leader: 3, starter: 3, next: 3 };
    const { events } = close(dealAll(s));
    expect(events.map((e) => e.type)).toEqual(["kitty-turned", "trump", "kitty-taken"]);
    const { en, zh } = both(events, s);
    expect(en).toMatch(/Nobody declared: kitty cards are turned up to set trump \[\S+/);
    expect(en).toContain("Nobody declared: P3, who leads this hand, takes the kitty. The turned kitty card sets the trump suit.");
    expect(zh).toContain("没人亮主：本局先手 P3 拿底牌。翻出的底牌定主花色。");
  });

  it("000 variant (any active player's level): the maker is the next active player at the bid's level", () => {
    // Seat 0 is on 5, seat 2 on 7: seat 0 shows a 7, so seat 2 (the next at level 7 from seat 0) makes trump.
    let s = newGame("zpy-pagat-active-passive", 6, "levels", { declare: "active-levels" });
    s = giveCards({ ...s, seats: seatsAt(["5", "2", "7", "2", "2", "2"]) }, { 0: "H7" });
    const { events } = close(dealAll(bid(s, 0, "H7").state));
    expect(events.find((e) => e.type === "trump")).toMatchObject({ maker: 2, why: "level", by: 0 });
    const { en, zh } = both(events, s);
    expect(en).toContain("P0 declared with a card of another player's level: the maker is the next active player at that level, P2.");
    expect(zh).toContain("P0 亮的是别人的级牌：由从亮主者起下一个在这个级的主动玩家 P2 做庄。");
  });
});

describe("the kitty stolen (kittyTheft, rbtying KittyTheftPolicy #17)", () => {
  it("who stole it with what, the new trump and who stays the maker; who let it be; who keeps it", () => {
    let s = giveCards({ ...newGame("shengji-online", 4, "explain-theft", { kittyTheft: true }), next: 0, starter: 0 }, { 0: "C2", 1: "H2 H2" });
    s = bid(s, 0, "C2").state;
    const closed = close(dealAll(s));
    const burial = closed.state.hands[0]?.slice(0, closed.state.kitty.length) ?? [];
    const buried = act(closed.state, 0, { type: "bury", cards: burial });
    const stolen = act(buried.state, 1, { type: "bid", cards: ["H2", "H2"] });
    const reburied = act(stolen.state, 1, { type: "bury", cards: stolen.state.hands[1]?.slice(0, burial.length) ?? [] });
    let t = reburied.state;
    const passes: GameEvent[] = [];
    while (t.phase === "stealing") {
      const r = act(t, t.asked as number, { type: "pass" });
      passes.push(...r.events);
      t = r.state;
    }
    const events = [...closed.events, ...buried.events, ...stolen.events, ...reburied.events, ...passes];
    const { en, zh } = both(events, s);
    expect(en).toContain("P1 stole the kitty with [H2 H2]: trump is now trump(H,2), and P0 stays the maker.");
    expect(en).toContain("At this table, once the kitty is buried, each other player in turn may outbid the standing bid to take it and bury again.");
    expect(en).toContain("P2 lets the kitty be");
    expect(en).toContain("Nobody else outbids: P1 keeps the kitty and play goes on.");
    expect(zh).toContain("P1 用 [H2 H2] 炒地皮，拿走底牌：主改为 trump(H,2)，庄家还是 P0。");
    expect(zh).toContain("没人再反：底牌归 P1，开始打牌。");
    // Every card a line shows was in the events (the thief's bid, shown on the table).
    for (const l of explainLog(events, ctxFor(s, "en"))) for (const p of l.parts) if (typeof p === "object" && "c" in p) expect(p.c).toEqual(["H2", "H2"]);
  });

  it("rbtying #353 (leader: first-bidder): the first bidder leads every hand", () => {
    const options = { leader: "first-bidder", declare: "leader-level" };
    let s = giveCards({ ...newGame("shengji-online", 4, "explain-353", options), hand: 2, next: 0, starter: 0, seats: seatsAt(["2", "3", "2", "3"]) }, { 0: "H2", 1: "S2 S2" });
    s = bid(bid(s, 0, "H2").state, 1, "S2 S2").state;
    const { en } = both(close(dealAll(s)).events, s);
    expect(en).toContain("P0 declared first: at this table the first player to show a card leads the hand, and later bids show that player's level and only change the trump. P1's bid set the trump.");
  });

  it("an overcall by a higher suit at an equal count (jokers-or-suit) says so", () => {
    let s = giveCards(newGame("zpy-online", 6, "explain-suit", { overcall: "jokers-or-suit" }), { 0: "D2 D2", 1: "S2 S2" });
    const first = bid(s, 0, "D2 D2");
    const over = bid(first.state, 1, "S2 S2");
    s = over.state;
    expect(both([...first.events, ...over.events], s).en).toContain("P1 overcalls with as many cards of a higher suit [S2 S2]");
  });
});

describe("why a throw failed and what it cost", () => {
  // 000's worked example: fours and diamonds trump; seat 1's single ace of spades beats the king of the throw.
  const hands = ["SA SK SJ SJ", "SA S3 S6 S7", "C3 C6 C7 C8", "C9 CJ CQ CA", "H3 H6 H7 H8"];
  const at = (options?: Record<string, unknown>) =>
    atPlay({ preset: "zpy-pagat", players: 5, maker: 0, trump: { rank: "4", suit: "D" }, hands, leader: 0, ...(options ? { options } : {}),
      calls: [{ card: "DA", ordinal: 1, seen: 1, by: 2, revealed: true }], friends: [2] });

  it("000: the beatable part, who can beat it, and 10 points per card taken back", () => {
    const s = at();
    const { events } = act(s, 0, { type: "play", cards: hand("SA SK SJ SJ") });
    const { en, zh } = both(events, s);
    expect(en).toContain("P0's throw failed: [SA SK SJ SJ] → [SK]");
    expect(en).toContain("P1 can beat [SK] in that suit, so the throw cannot stand.");
    expect(en).toContain("Only the part that can be beaten is led. Penalty: 3 cards taken back × 10 = 30 points to the other side.");
    expect(zh).toContain("P1 在这门里管得住 [SK]，所以甩不成。");
    expect(zh).toContain("罚分：收回 3 张 × 10 = 30 分给对方。");
    // Seat 1's own ace is never named: only cards of the attempt.
    expect(events.find((e) => e.type === "throw-failed")).toMatchObject({ beaten: ["SK"], blocker: 1 });
  });

  it("one card taken back is one card", () => {
    // Seat 1's ace beats the king of K-Q; the king is led, the queen taken back.
    const s = atPlay({ preset: "zpy-pagat", players: 5, maker: 0, trump: { rank: "4", suit: "D" }, hands: ["SK SQ", "SA S3", "C3 C6", "C9 CJ", "H3 H6"], leader: 0 });
    const { events } = act(s, 0, { type: "play", cards: hand("SK SQ") });
    expect(both(events, s).en).toContain("Penalty: 1 card taken back × 10 = 10 points to the other side.");
  });

  it("004's rule: no penalty, said so", () => {
    const s = at({ throwPenaltyPerCard: 0 });
    const { en, zh } = both(act(s, 0, { type: "play", cards: hand("SA SK SJ SJ") }).events, s);
    expect(en).toContain("Only the part that can be beaten is led. No penalty at this table.");
    expect(zh).toContain("本桌不罚分。");
  });

  it("a penalty per attempt (rbtying ThrowPenalty::TenPointsPerAttempt): alone, and with the penalty per card", () => {
    const alone = at({ throwPenaltyPerCard: 0, throwPenaltyPerAttempt: 10 });
    const first = act(alone, 0, { type: "play", cards: hand("SA SK SJ SJ") }).events;
    expect(first.find((e) => e.type === "throw-failed")).toMatchObject({ penalty: 10 });
    expect(both(first, alone).en).toContain("Only the part that can be beaten is led. Penalty: 10 points to the other side for the failed throw.");
    expect(both(first, alone).zh).toContain("罚分：甩牌失败罚 10 分给对方。");
    const s = at({ throwPenaltyPerAttempt: 10 });
    const { events } = act(s, 0, { type: "play", cards: hand("SA SK SJ SJ") });
    expect(events.find((e) => e.type === "throw-failed")).toMatchObject({ penalty: 40 });
    const { en, zh } = both(events, s);
    expect(en).toContain("Penalty: 3 cards taken back × 10 + 10 for the attempt = 40 points to the other side.");
    expect(zh).toContain("罚分：收回 3 张 × 10 + 甩牌失败 10 = 40 分给对方。");
  });

  it("001's rule: the lowest card is led instead", () => {
    const s = at({ throwCheck: "top-cards", throwFailure: "lowest-card", throwPenaltyPerCard: 0 });
    const { events } = act(s, 0, { type: "play", cards: hand("SA SK SJ SJ") });
    const { en } = both(events, s);
    expect(en).toContain("P0's throw failed: [SA SK SJ SJ] → [SJ]");
    expect(en).toContain("P1 can beat [SJ] in that suit");
    expect(en).toContain("At this table the lowest card of the throw is led instead.");
  });

  it("000 variant: a false throw ends the play, and the hand's result says so", () => {
    const s = at({ falseLead: "level-to-others" });
    const { events } = act(s, 0, { type: "play", cards: hand("SA SK SJ SJ") });
    const { en, zh } = both(events, s);
    expect(en).toContain("At this table a false throw ends the play: the other side wins the hand and goes up one level.");
    expect(en).toContain("The play ended on P0's false throw.");
    expect(en).toMatch(/P1 \d+ → \d+/);
    expect(zh).toContain("本桌规则甩牌失败就结束这一局：对方赢，升一级。");
  });
});

describe("a takeback (rbtying PlayTakebackPolicy, BidTakebackPolicy)", () => {
  it("the log says who took back which play, and that the table allows it, in both languages", () => {
    const s = atPlay({
      preset: "shengji-online", players: 4, options: { playTakeback: true }, maker: 0, trump: { rank: "4", suit: "H" }, leader: 0,
      hands: ["S8 S9", "S3 S5", "S6 S7", "C5 C6"],
    });
    const led = act(s, 0, { type: "play", cards: hand("S9") }).state;
    const { events } = act(led, 0, { type: "takeback" });
    const { en, zh } = both(events, s);
    expect(en).toContain("P0 takes back their play [S9]");
    expect(en).toContain("At this table a move may be taken back until the next player moves.");
    expect(zh).toContain("P0 收回了出的牌 [S9]");
  });
});

describe("a bomb (rbtying BombPolicy)", () => {
  // Fours and hearts trump, four packs: seat 0 leads a spade tractor, seat 1 bombs with four spade 3s.
  const setup = (bombs: string) =>
    atPlay({
      preset: "shengji-online", players: 4, options: { bombs, packs: 4 }, maker: 0, trump: { rank: "4", suit: "H" }, leader: 0,
      hands: ["S8 S8 S9 S9", "S3 S3 S3 S3", "S5 S6 S7 S10", "C5 C6 C7 C8"],
    });

  it("the play is told as a bomb, with why it wins, in both languages; the trick goes to it", () => {
    const s = setup("any-suit");
    const { events } = playTrick(s, ["S8 S8 S9 S9", "S3 S3 S3 S3", "S5 S6 S7 S10", "C5 C6 C7 C8"]);
    expect(events.filter((e) => e.type === "bomb")).toEqual([{ type: "bomb", seat: 1, cards: ["S3", "S3", "S3", "S3"], led: false }]);
    expect(events.find((e) => e.type === "trick")).toMatchObject({ winner: 1 });
    const { en, zh } = both(events, s);
    expect(en).toContain("P1 plays a bomb [S3 S3 S3 S3]");
    expect(en).toContain("at this table a bomb beats any play that is not a bomb");
    expect(zh).toContain("P1 出炸弹 [S3 S3 S3 S3]");
    expect(zh).toContain("本桌炸弹大过任何不是炸弹的牌");
  });

  it("a four of a kind led is a bomb led; without bombs there is no such event, and the tractor wins", () => {
    const led = atPlay({
      preset: "shengji-online", players: 4, options: { bombs: "follow-suit", packs: 4 }, maker: 1, trump: { rank: "4", suit: "H" }, leader: 1,
      hands: ["S8 S8 S9 S9", "S3 S3 S3 S3", "S5 S6 S7 S10", "C5 C6 C7 C8"],
    });
    const r = playTrick(led, ["S3 S3 S3 S3", "S5 S6 S7 S10", "C5 C6 C7 C8", "S8 S8 S9 S9"]);
    expect(r.events.filter((e) => e.type === "bomb")).toEqual([{ type: "bomb", seat: 1, cards: ["S3", "S3", "S3", "S3"], led: true }]);
    expect(both(r.events, led).en).toContain("P1 leads a bomb [S3 S3 S3 S3]");
    const none = setup("none");
    const plain = playTrick(none, ["S8 S8 S9 S9", "S3 S3 S3 S3", "S5 S6 S7 S10", "C5 C6 C7 C8"]);
    expect(plain.events.some((e) => e.type === "bomb")).toBe(false);
    expect(plain.events.find((e) => e.type === "trick")).toMatchObject({ winner: 0 });
  });
});

describe("who the friend is, once found", () => {
  // Spades and fours trump; the maker (seat 0) called the first ace of hearts, which seat 2 holds.
  const hands = ["H3 C3", "H6 C6", "HA C7", "H8 C8", "H9 C9"];
  const setup = (preset: "zpy-pagat" | "zpy-online") =>
    atPlay({ preset, players: 5, maker: 0, trump: { rank: "4", suit: "S" }, hands, leader: 0, calls: [{ card: "HA", ordinal: 1 }] });
  const called: GameEvent = { type: "called", calls: [{ card: "HA", ordinal: 1 }] };

  it("000 (found as the card is played): the line names the seat, the card and the call", () => {
    const s = setup("zpy-pagat");
    const { events } = playTrick(s, ["H3", "H6", "HA", "H8", "H9"]);
    const { en, zh } = both([called, ...events], s);
    expect(en).toContain("calls: the first [HA]");
    expect(en).toContain("P2 played the first [HA] that was called: P2 is the maker's friend.");
    expect(zh).toContain("P2 打出了叫的第一张 [HA]：P2 是庄家的朋友。");
  });

  it("004 (found when the trick ends): nothing names the friend after the card is played and before the trick ends", () => {
    const s = setup("zpy-online");
    let state = s;
    const events: GameEvent[] = [called];
    for (const [i, cards] of ["H3", "H6", "HA", "H8"].entries()) {
      const r = act(state, i, { type: "play", cards: hand(cards) });
      state = r.state;
      events.push(...r.events);
    }
    for (const lang of ["en", "zh"] as const) {
      const lines = explainLog(events, ctxFor(s, lang));
      expect(lines.filter((l) => l.kind === "friend")).toEqual([]);
      // Seat 2 has played the called ace, but no line so much as names it yet.
      expect(lines.map(text).join("\n")).not.toContain("P2");
    }
    const last = act(state, 4, { type: "play", cards: hand("H9") });
    const { en, zh } = both([...events, ...last.events], s);
    expect(en).toContain("P2 is the maker's friend. (Found when that trick ended, as this table's rule says.)");
    expect(zh).toContain("（按本桌规则，这一轮结束时才亮明。）");
  });
});

describe("how the levels moved, and why", () => {
  it("scoreBand gives the bands of the seeds' tables", () => {
    // 003 Sheng Ji (two packs): 0 → M+3, 5–35 → M+2, 40–75 → M+1, 80–115 → nobody, 120–155 → C+1, …, 200+ → C+3.
    const sj = (p: number) => scoreBand({ scoring: "sheng-ji", players: 4, decks: 2, catcherPoints: p, makersTeamSize: 2 });
    expect(sj(0)).toEqual({ from: 0, to: 0 });
    expect(sj(20)).toEqual({ from: 5, to: 35 });
    expect(sj(90)).toEqual({ from: 80, to: 115 });
    expect(sj(125)).toEqual({ from: 120, to: 155 });
    expect(sj(230)).toEqual({ from: 200, to: null });
    // 001, 8 players: 55–105 → M+1, 275+ → C+4.
    const eighty = (p: number) => scoreBand({ scoring: "eighty", players: 8, decks: 3, catcherPoints: p, makersTeamSize: 3 });
    expect(eighty(60)).toEqual({ from: 55, to: 105 });
    expect(eighty(300)).toEqual({ from: 275, to: null });
  });

  it(`${SEED_003} Sheng Ji: the catchers' points, the band they fell in, and each seat's new level`, () => {
    // Seats 0 and 2 make trump (hearts, 2s); the catchers (1, 3) have 75 and take the last trick with 10 more and a 10 in the kitty.
    const s = atPlay({
      preset: "tractor-classic", players: 4, maker: 0, trump: { rank: "2", suit: "H" }, hands: ["C3", "CK", "C4", "C5"], leader: 0,
      won: [0, 75, 0, 0], buried: "S10 S3 S4 S6 S7 S8 S9 SJ", levels: ["2", "2", "2", "2"],
    });
    const { events, state } = playTrick(s, ["C3", "CK", "C4", "C5"]);
    const r = state.results[0];
    expect(r).toMatchObject({ trickPoints: 90, kittyPoints: 20, kittyMultiplier: 2, catcherPoints: 110, winner: "none" });
    const { en, zh } = both(events, s);
    expect(en).toContain("Nobody moves up · The catchers caught 110 points");
    expect(en).toContain("90 in tricks + kitty 10 × 2 = 20 (they won the last trick) = 110");
    expect(en).toContain("This table scores 80–115 points as: nobody moves.");
    expect(zh).toContain("本桌规则 80–115 分：谁也不升级。");
  });

  it("the makers win: who went up how many levels", () => {
    const s = atPlay({
      preset: "tractor-classic", players: 4, maker: 0, trump: { rank: "2", suit: "H" }, hands: ["CK", "C3", "C4", "C5"], leader: 0,
      won: [0, 30, 0, 0], buried: "S3 S4 S6 S7 S8 S9 SJ SQ", levels: ["2", "2", "2", "2"],
    });
    const { events } = playTrick(s, ["CK", "C3", "C4", "C5"]);
    const { en, zh } = both(events, s);
    expect(en).toContain("The makers win · The catchers caught 30 points");
    expect(en).toContain("This table scores 5–35 points as: the makers go up 2 levels.");
    expect(en).toContain("P0 2 → 4 · P2 2 → 4");
    expect(zh).toContain("本桌规则 5–35 分：庄家升 2 级。");
  });
});

describe("Zheng Fen: how a deal's points were scored", () => {
  it("the first out takes the last player's tricks and hand; the line adds up", () => {
    let s = createGame("zheng-fen", "explain-zf", 4) as ZhengFenState;
    const events: GameEvent[] = [];
    for (let i = 0; i < 5000 && !events.some((e) => e.type === "deal-scored"); i++) {
      const seat = s.phase === "play" ? s.turn : null;
      const action = seat === null ? { type: "deal" } : botAction(viewFor(s, seat), seat);
      const r = applyAction(s, seat ?? "table", action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as ZhengFenState;
      events.push(...r.events);
    }
    const scored = events.find((e) => e.type === "deal-scored");
    if (scored?.type !== "deal-scored") throw new Error("no deal scored");
    // lastCaught: the points of the tricks the last player took, as the trick-won events announced them.
    const caught = events.filter((e) => e.type === "trick-won" && e.seat === scored.last).reduce((n, e) => n + (e.type === "trick-won" ? e.points : 0), 0);
    expect(scored.lastCaught).toBe(caught);
    const { en, zh } = both(events, { players: 4 });
    expect(en).toContain(`Deal 1: P${scored.first} went out first and takes P${scored.last}'s tricks (${caught} points)`);
    expect(en).toContain(`Points this deal: ${scored.points.map((p, i) => `P${i} ${p}`).join(", ")}.`);
    expect(zh).toContain(`第 1 副：P${scored.first} 第一个出完，拿走 P${scored.last} 的牌墩（${caught} 分）`);
  });
});

describe("explanations never tell early", () => {
  const RUNS = Number(process.env.LEAK_RUNS ?? 12);
  const cases: { preset: (typeof SHENGJI_PRESETS)[number]; players: number; options?: Record<string, unknown> }[] = [
    ...SHENGJI_PRESETS.flatMap((preset) => PRESET_INFO[preset].players.map((players) => ({ preset, players }))),
    // The kitty stolen and stolen back (kittyTheft; the random drive steals whenever it may).
    { preset: "zpy-online", players: 7, options: { kittyTheft: true, overcall: "jokers-or-suit" } },
  ];

  it(`no line shows a card the events did not, nor calls a seat a friend before it is revealed (${RUNS} random games)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.nat(), fc.constantFrom(0, 0.3), ({ preset, players, options }, n, chaos) => {
        const game = newGame(preset, players, `explain-${n}`, options);
        const events: GameEvent[] = [];
        randomDrive(game, `explain-policy-${n}`, {
          maxHands: 1,
          chaos,
          eagerSteals: options !== undefined,
          onStep: (_before, move, after, step) => {
            const where = `${preset}/${players} #${n} ${String(move.actor)} ${move.action.type}`;
            const before = events.length;
            events.push(...step);
            for (const lang of ["en", "zh"] as const) {
              const ctx = ctxFor(after, lang);
              const lines = explainLog(events, ctx);
              // The lines of this step's events: each may show only cards on the table now (the engine's own rule for events).
              const fresh = lines.slice(explainLog(events.slice(0, before), ctx).length);
              for (const l of fresh) {
                const cards = l.parts.flatMap((p) => (typeof p === "object" && "c" in p ? p.c : []));
                // A bid line draws the bid's card as many times as it was shown; the table keeps it once per bid.
                const shown = l.event === "bid" || l.event === "kitty-stolen" ? cards.slice(0, 1) : cards;
                checkEvents(after, [{ type: "line", cards: shown } as unknown as GameEvent], where);
              }
              // No card code in the words themselves: cards go out only as cards.
              for (const l of lines) for (const p of l.parts) if (typeof p === "string") expect(cardsIn(p.split(/[\s,.:()[\]]+/)), where).toEqual([]);
              // A seat is called a friend only once the engine has revealed it.
              if (after.phase === "playing") {
                const revealed = after.calls.filter((c) => c.revealed).map((c) => c.by);
                const since = events.map((e) => e.type).lastIndexOf("hand-started") + 1;
                for (const l of explainLog(events.slice(since), ctx).filter((x) => x.kind === "friend")) {
                  expect(revealed, where).toContain(Number(/^P(\d+)/.exec(text(l))?.[1]));
                }
              }
            }
          },
        });
      }),
      // The first game always: nobody bids in it, so a kitty card is turned face up (found by a random run that failed CI).
      { numRuns: RUNS, examples: [[{ preset: "da-bai-fen", players: 4 }, 4, 0]] },
    );
  }, 120_000);
});
