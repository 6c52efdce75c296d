/**
 * Worked examples drawn with real cards, each worked out by the engine under
 * the table's own options and trump: whether a set of cards is a pair or a
 * tractor, whether a throw stands, what a follower may play, who wins a
 * trick. The captions are worded from the engine's answer, so a house rule
 * that changes the answer changes the example; an example the engine does
 * not bear out is left out rather than shown wrong.
 */
import type { Suit, TrickRules } from "../../../src/engine";
import { codesOf, judge, rankName, readLead, trumpTable } from "../../../src/engine/client";
import type { Block, Pick } from "./model";
import { cardNames, rankWord, suitName } from "./words";

export interface ExampleTrump {
  /** 2..14, or null at a Joker level. */
  readonly rank: number | null;
  /** null: no-trump. */
  readonly suit: Suit | null;
}

const ORDER: readonly Suit[] = ["S", "H", "C", "D"];

/** The plain (non-trump) suits, in a fixed order. */
export function plainSuits(t: ExampleTrump): Suit[] {
  return ORDER.filter((s) => s !== t.suit);
}

/** Plain ranks from high to low, the trump rank left out. */
function plainRanks(t: ExampleTrump): number[] {
  const out: number[] = [];
  for (let r = 14; r >= 2; r--) if (r !== t.rank) out.push(r);
  return out;
}

const card = (s: Suit, r: number) => `${s}${rankName(r)}`;
const times = (c: string, n: number) => Array.from({ length: n }, () => c);

/** Player names for tricks: A, B, C, D / 甲, 乙, 丙, 丁. */
export function who(i: number, p: Pick): string {
  return p(["A", "B", "C", "D", "E"][i] ?? String(i + 1), ["甲", "乙", "丙", "丁", "戊"][i] ?? String(i + 1));
}

/** The lead's units as the engine reads them under these rules, or null if it is no lead. */
function units(rules: TrickRules, t: ExampleTrump, cards: readonly string[]) {
  const read = readLead(trumpTable(t, rules.trumpTractors), rules, codesOf(cards));
  return "code" in read ? null : read.units;
}

function isSet(rules: TrickRules, t: ExampleTrump, cards: readonly string[]): boolean {
  const u = units(rules, t, cards);
  return u !== null && u.length === 1 && u[0]?.length === 1 && u[0].width === cards.length;
}

function isTractorOf(rules: TrickRules, t: ExampleTrump, cards: readonly string[]): boolean {
  const u = units(rules, t, cards);
  return u !== null && u.length === 1 && (u[0]?.length ?? 0) >= 2;
}

function trick(rules: TrickRules, t: ExampleTrump, decks: number, hands: string[][], plays: string[][]) {
  return judge({ rules, trump: { rank: t.rank, suit: t.suit }, decks, hands, plays });
}

/** The trump order, highest first, with real cards. */
export function trumpOrder(t: ExampleTrump, jokers: boolean, p: Pick): Block[] {
  const top = jokers ? ["BJ", "LJ"] : [];
  const about = ["trump"];
  if (t.rank === null) {
    return [{ kind: "cards", cards: ["BJ", "LJ"], about, caption: p("At a Joker level only the jokers are trumps.", "打王时只有大小王是主。") }];
  }
  const r = t.rank;
  if (t.suit === null) {
    return [{
      kind: "cards", cards: [...top, ...ORDER.map((s) => card(s, r))], about,
      caption: p(`No-trump with ${rankWord(r)}s: ${jokers ? "the jokers and " : ""}the four ${rankWord(r)}s are the only trumps, the ${rankWord(r)}s all equal.`,
        `无主打${rankWord(r)}：只有${jokers ? "大小王和" : ""}四门的${rankWord(r)}是主，几张${rankWord(r)}一样大。`),
    }];
  }
  const s = t.suit;
  const others = ORDER.filter((x) => x !== s).map((x) => card(x, r));
  const plain = plainRanks(t).slice(0, 3).map((x) => card(s, x));
  return [{
    kind: "cards", cards: [...top, card(s, r), ...others, ...plain], about,
    caption: p(
      `Trumps from high to low when ${rankWord(r)}s and ${suitName(s, p)} are trumps: ${jokers ? "big joker, little joker, " : ""}the ${cardNames([card(s, r)], p)}, the other ${rankWord(r)}s (equal to each other), then ${suitName(s, p)} from the ace down to the 2.`,
      `打${rankWord(r)}、${suitName(s, p)}为主时，主牌从大到小：${jokers ? "大王、小王、" : ""}${cardNames([card(s, r)], p)}、其余三门的${rankWord(r)}（彼此一样大），然后是${suitName(s, p)}从 A 到 2。`,
    ),
  }];
}

/** A pair, and two cards of equal rank that are no pair. */
export function setExamples(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  const [a, b] = plainSuits(t) as [Suit, Suit];
  const r = plainRanks(t)[2] as number;
  const pair = [card(a, r), card(a, r)];
  const mixed = [card(a, r), card(b, r)];
  const out: Block[] = [];
  if (isSet(rules, t, pair)) out.push({ kind: "cards", cards: pair, ok: true, about: [], caption: p("A pair: two identical cards.", "对子：两张完全相同的牌。") });
  if (!isSet(rules, t, mixed)) {
    out.push({ kind: "cards", cards: mixed, ok: false, about: [], caption: p("Not a pair: same rank, different suits.", "不是对子：点数相同，花色不同。") });
  }
  return out;
}

/** The smallest tractor the table allows, one across the trump rank, and trumps in a tractor. */
export function tractorExamples(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  const { width: w, length: l } = rules.tractorMin;
  const s = plainSuits(t)[0] as Suit;
  const ranks = plainRanks(t);
  const out: Block[] = [];
  const smallest = ranks.slice(1, 1 + l).flatMap((r) => times(card(s, r), w));
  if (ranks.length > l && isTractorOf(rules, t, smallest)) {
    out.push({
      kind: "cards", cards: smallest, ok: true, about: ["tractorMin"],
      caption: p(`The smallest tractor here: ${l} sets of ${w} on adjacent ranks.`, `这里最小的拖拉机：${l} 组相连的 ${w} 张。`),
    });
  }
  const r = t.rank;
  if (r !== null && r >= 3 && r + 1 <= 14 && r - (l - 1) >= 2) {
    const across = [r + 1, ...Array.from({ length: l - 1 }, (_, i) => r - 1 - i)].flatMap((x) => times(card(s, x), w));
    if (isTractorOf(rules, t, across)) {
      out.push({
        kind: "cards", cards: across, ok: true, about: ["trump"],
        caption: p(`Also a tractor: with ${rankWord(r)}s trump, ${rankWord(r + 1)} and ${rankWord(r - 1)} are next to each other.`,
          `也是拖拉机：打${rankWord(r)}时，${rankWord(r + 1)}和${rankWord(r - 1)}相连。`),
      });
    }
  }
  if (r !== null && t.suit !== null && l === 2) {
    const other = plainSuits(t)[0] as Suit;
    const top = r === 14 ? 13 : 14;
    const mixed = [...times(card(t.suit, top), w), ...times(card(other, r), w)];
    const yes = isTractorOf(rules, t, mixed);
    out.push({
      kind: "cards", cards: mixed, ok: yes, about: ["trumpTractors"],
      caption: yes
        ? p(`A tractor at this table: the off-suit ${rankWord(r)}s come right after the trump ${rankName(top)}.`, `本桌算拖拉机：副牌级牌紧接在主 ${rankName(top)} 之后。`)
        : p(`Not a tractor at this table: cards of the trump rank never join one.`, `本桌不算拖拉机：级牌不能连成拖拉机。`),
    });
  }
  return out;
}

/** Four identical cards against a four-card tractor (four packs). */
export function quadExample(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  const s = plainSuits(t)[0] as Suit;
  const ranks = plainRanks(t);
  const lead = [ranks[2], ranks[3]].flatMap((r) => times(card(s, r as number), 2));
  if (!isTractorOf(rules, t, lead) || lead.length !== 4) return [];
  const quad = times(card(s, ranks[8] as number), 4);
  const j = trick(rules, t, 4, [lead, quad], [lead, quad]);
  if (j.error || !j.legal[1]) return [];
  const beats = j.winner === 1;
  return [{
    kind: "trick", about: ["quadBeatsTractor"], winner: j.winner,
    plays: [{ who: who(0, p), cards: lead }, { who: who(1, p), cards: quad }],
    caption: beats
      ? p(`With four packs: ${who(1, p)}'s four identical cards beat the four-card tractor at this table.`, `四副牌时：本桌四张相同的牌大过四张的拖拉机，${who(1, p)}赢。`)
      : p(`With four packs: four identical cards do not beat a four-card tractor at this table; ${who(0, p)} keeps the trick.`, `四副牌时：本桌四张相同的牌管不上四张的拖拉机，${who(0, p)}赢。`),
  }];
}

/** A bomb against a four-card tractor of its suit (four packs): it wins, the tractor being higher. */
export function bombExample(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  const s = plainSuits(t)[0] as Suit;
  const ranks = plainRanks(t);
  const lead = [ranks[2], ranks[3]].flatMap((r) => times(card(s, r as number), 2));
  if (!isTractorOf(rules, t, lead) || lead.length !== 4) return [];
  const bomb = times(card(s, ranks[8] as number), 4);
  const j = trick(rules, t, 4, [lead, bomb], [lead, bomb]);
  if (j.error || !j.legal[1] || j.winner !== 1) return [];
  return [{
    kind: "trick", about: ["bombs"], winner: 1,
    plays: [{ who: who(0, p), cards: lead }, { who: who(1, p), cards: bomb }],
    caption: p(
      `With four packs: ${who(1, p)}'s four ${rankWord(ranks[8] as number)}s are a bomb and beat ${who(0, p)}'s higher tractor.`,
      `四副牌时：${who(1, p)}的四张 ${rankWord(ranks[8] as number)} 是炸弹，大过${who(0, p)}更大的拖拉机。`,
    ),
  }];
}

export interface ThrowWords {
  /** What a failed throw costs, in a sentence (depends on options outside the trick rules). */
  readonly cost: (withdrawn: number) => string;
  /** The options that decide what a failed throw costs at this table. */
  readonly costAbout: readonly string[];
}

/** A throw of the top ace and a pair of kings while another player holds the other ace. */
export function throwExample(rules: TrickRules, t: ExampleTrump, p: Pick, words: ThrowWords): Block[] {
  const [s, o] = plainSuits(t) as [Suit, Suit];
  const [hi1, hi2, hi3, , , low] = plainRanks(t) as number[];
  const lead = rules.throwEqualCounts
    ? [card(s, hi1 as number), card(s, hi1 as number), card(s, hi2 as number), card(s, hi2 as number)]
    : [card(s, hi1 as number), card(s, hi2 as number), card(s, hi2 as number)];
  const other = [card(s, hi1 as number), card(s, hi3 as number), card(s, low as number), card(o, low as number)];
  const third = [card(o, hi1 as number), card(o, hi2 as number), card(o, hi3 as number), card(o, low as number)];
  const n = lead.length;
  const j = trick(rules, t, 2, [lead, other, third], [lead, other.slice(0, n), third.slice(0, n)]);
  if (j.error || !j.legal[0]) return [];
  const out: Block[] = [];
  const setup = p(
    `${who(0, p)} leads ${cardNames(lead, p)} as a throw; ${who(1, p)} holds ${cardNames(other.slice(0, 3), p)}.`,
    `${who(0, p)}甩 ${cardNames(lead, p)}；${who(1, p)}手里有 ${cardNames(other.slice(0, 3), p)}。`,
  );
  if (!j.throwFailed) {
    out.push({
      kind: "cards", cards: lead, ok: true, about: ["throwCheck"],
      caption: `${setup} ${p(
        `The throw stands: ${who(1, p)}'s single ${rankWord(hi1 as number)} only ties the one led (the first played wins ties) and ${who(1, p)} has no pair that beats the ${rankWord(hi2 as number)}s.`,
        `甩牌成立：${who(1, p)}的一张 ${rankWord(hi1 as number)} 只是和首家一样大（一样大先出者大），也没有比 ${rankWord(hi2 as number)} 大的对子。`,
      )}`,
    });
  } else {
    const withdrawn = n - j.throwFailed.forced.length;
    out.push({
      kind: "cards", cards: lead, ok: false, about: ["throwCheck", ...words.costAbout],
      caption: `${setup} ${p(
        `The throw fails: ${who(1, p)} holds a ${suitName(s, p)} card higher than the lowest card led. ${who(0, p)} must lead ${cardNames(j.throwFailed.forced, p)} instead.`,
        `甩牌失败：${who(1, p)}有比所甩最小一张更大的${suitName(s, p)}。${who(0, p)}只能改出 ${cardNames(j.throwFailed.forced, p)}。`,
      )} ${words.cost(withdrawn)}`,
    });
  }
  return out;
}

/** A pair led to a player holding a triple (may they keep the triple?) and a triple led to one holding a pair. */
export function followExamples(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  const [s, o] = plainSuits(t) as [Suit, Suit];
  const ranks = plainRanks(t);
  const [hi, mid, m2, tr, a, b] = [ranks[0], ranks[1], ranks[2], ranks[5], ranks[7], ranks[8]] as [number, number, number, number, number, number];
  const out: Block[] = [];
  // A pair led; the follower holds a triple and two odd cards of the suit.
  const pairLead = times(card(s, mid), 2);
  const hand = [...times(card(s, tr), 3), card(s, a), card(s, b), card(o, hi)];
  const odd = [card(s, a), card(s, b)];
  const j1 = trick(rules, t, 3, [[...pairLead, card(o, a)], hand], [pairLead, odd]);
  // Only the suit owed: no format, so neither protection of sets changes anything.
  const suitOnly = rules.follow === "suit-only";
  if (!j1.error) {
    out.push({
      kind: "cards", cards: hand, ok: j1.legal[1] ?? false, about: suitOnly ? ["follow"] : ["follow", "protectLongerSets"],
      caption: p(
        `${cardNames(pairLead, p)} is led and you hold these. Playing ${cardNames(odd, p)}: ${suitOnly ? "allowed here; only the suit is owed." : j1.legal[1] ? "allowed here; a pair led does not make you break up your triple." : `not allowed here; you must play two of your ${rankWord(tr)}s, a pair for the pair.`}`,
        `首家出 ${cardNames(pairLead, p)}，你手里是这些牌。出 ${cardNames(odd, p)}：${suitOnly ? "本桌可以，只要求跟花色。" : j1.legal[1] ? "本桌可以，对子不要求拆三张。" : `本桌不行，必须出两张 ${rankWord(tr)}，用对子跟对子。`}`,
      ),
    });
  }
  // A triple led (three packs); the follower holds a pair but no triple.
  const tripleLead = times(card(s, hi), 3);
  const hand2 = [card(s, mid), card(s, m2), card(s, m2), card(s, a), card(s, b)];
  const loose = [card(s, mid), card(s, a), card(s, b)];
  const j2 = trick(rules, t, 3, [tripleLead, hand2], [tripleLead, loose]);
  if (!j2.error) {
    out.push({
      kind: "cards", cards: hand2, ok: j2.legal[1] ?? false, about: ["follow"],
      caption: p(
        `With three packs, ${cardNames(tripleLead, p)} is led and you hold these. Playing ${cardNames(loose, p)}: ${suitOnly ? "allowed here; only the suit is owed." : j2.legal[1] ? "allowed here; only a triple would have to be played, and you have none." : `not allowed here; with no triple you must still play your pair of ${rankWord(m2)}s.`}`,
        `三副牌时首家出 ${cardNames(tripleLead, p)}，你手里是这些牌。出 ${cardNames(loose, p)}：${suitOnly ? "本桌可以，只要求跟花色。" : j2.legal[1] ? "本桌可以，只有三张才必须跟，你没有。" : `本桌不行，没有三张也要跟出一对 ${rankWord(m2)}。`}`,
      ),
    });
  }
  return out;
}

/** A single card led: a higher card of the suit, an equal one later, and a trump from a player out of the suit. */
export function winningExample(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  const [s, o] = plainSuits(t) as [Suit, Suit];
  const ranks = plainRanks(t);
  const trumpCard = t.suit !== null ? card(t.suit, ranks[ranks.length - 1] as number) : t.rank !== null ? card(o, t.rank) : "LJ";
  const hands = [
    [card(s, ranks[6] as number)],
    [card(s, ranks[0] as number), card(o, ranks[3] as number)],
    [card(s, ranks[0] as number), card(s, ranks[9] as number)],
    [trumpCard, card(o, ranks[4] as number)],
  ];
  const plays = [hands[0], [hands[1]?.[0]], [hands[2]?.[0]], [trumpCard]] as string[][];
  const j = trick(rules, t, 2, hands, plays);
  if (j.error || !j.legal.every(Boolean) || j.winner !== 3) return [];
  const hi = rankWord(ranks[0] as number);
  return [{
    kind: "trick", about: [], winner: 3,
    plays: plays.map((cards, i) => ({ who: who(i, p), cards })),
    caption: p(
      `${who(1, p)}'s ${hi} beats the lead, and ${who(2, p)}'s ${hi}, equal but later, does not. ${who(3, p)} has no ${suitName(s, p)} and plays a trump: any trump beats every card of another suit, so ${who(3, p)} wins.`,
      `${who(1, p)}的 ${hi} 大过首家；${who(2, p)}的 ${hi} 一样大但出得晚，管不上。${who(3, p)}没有${suitName(s, p)}，出了一张主牌：主牌大过任何副牌，${who(3, p)}赢。`,
    ),
  }];
}

/** Two players trump a throw of a pair and a single: which of them wins depends on `throwRuff`. */
export function ruffExample(rules: TrickRules, t: ExampleTrump, p: Pick): Block[] {
  if (t.suit === null) return [];
  const [s, o] = plainSuits(t) as [Suit, Suit];
  const up = plainRanks(t).slice().reverse();
  const [a, c, d, b] = [up[0], up[1], up[4], up[6]] as [number, number, number, number];
  const lead = [card(s, 14 === t.rank ? 13 : 14), card(s, 14 === t.rank ? 13 : 14), card(s, 14 === t.rank ? 12 : 13)];
  const bPlay = [card(t.suit, a), card(t.suit, a), card(t.suit, b)];
  const cPlay = [card(t.suit, c), card(t.suit, c), card(t.suit, d)];
  const j = trick(rules, t, 2, [lead, [...bPlay, card(o, a)], [...cPlay, card(o, b)]], [lead, bPlay, cPlay]);
  if (j.error || j.throwFailed || !j.legal.every(Boolean) || j.winner === 0) return [];
  const [B, C, suit] = [who(1, p), who(2, p), suitName(s, p)];
  const both = p(`${B} and ${C} have no ${suit} and both trump the throw.`, `${B}和${C}都没有${suit}，都用主牌毙。`);
  // Each rule's reason, worded for the winner the engine found.
  const why: Record<TrickRules["throwRuff"], string> = {
    "every-component": j.winner === 1
      ? p(`${C}'s pair is higher but the single is not: here a later trumper must beat every part, so ${B} wins.`, `${C}的对子大，单张却小：本桌后毙的人每一组都要大，所以${B}赢。`)
      : p(`Here a later trumper must beat every part, and ${C} does, so ${C} wins.`, `本桌后毙的人每一组都要大，${C}做到了，${C}赢。`),
    "largest-component": j.winner === 2
      ? p(`Here the trumps answering the largest part (the pair) decide: ${C}'s pair is higher, so ${C} wins.`, `本桌比最大的那一组（对子）：${C}的对子大，${C}赢。`)
      : p(`Here the trumps answering the largest part (the pair) decide: ${C}'s pair is not higher, so ${B} keeps the trick.`, `本桌比最大的那一组（对子）：${C}的对子不大，${B}赢。`),
    "highest-card": j.winner === 1
      ? p(`Here the highest card decides: ${B}'s single is higher than anything ${C} played, so ${B} wins although ${C}'s pair is higher.`, `本桌比最大的一张：${B}的单张比${C}出的哪张都大，所以虽然${C}的对子大，还是${B}赢。`)
      : p(`Here the highest card decides, and ${C}'s is higher, so ${C} wins.`, `本桌比最大的一张：${C}的更大，${C}赢。`),
    "unit-length": j.winner === 2
      ? p(`Here the parts are compared largest first, a tie going on to the next, and singles count only in a throw of singles: the pairs decide, ${C}'s is higher, so ${C} wins.`, `本桌从最大的组比起，一样大再比下一组，只有全是单张的甩牌才比单张：比对子，${C}的大，${C}赢。`)
      : p(`Here the parts are compared largest first, a tie going on to the next, and singles count only in a throw of singles: the pairs decide, and ${C}'s is not higher, so ${B} keeps the trick.`, `本桌从最大的组比起，一样大再比下一组，只有全是单张的甩牌才比单张：比对子，${C}的不大，${B}赢。`),
  };
  return [{
    kind: "trick", about: ["throwRuff"], winner: j.winner,
    plays: [{ who: who(0, p), cards: lead }, { who: B, cards: bPlay }, { who: C, cards: cPlay }],
    caption: `${both} ${why[rules.throwRuff]}`,
  }];
}
