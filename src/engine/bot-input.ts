/**
 * The boundary between a game state and the strong bots: what a bot at a
 * seat is given is that seat's view (`viewFor`, the only place hidden
 * information is decided) plus the public history of the hand, copied
 * field by field from what was played face up. Nothing else of the state
 * crosses; the bot modules import no state type.
 */
import type { Card } from "./cards";
import type { Seat } from "./types";
import { type HistoryTrick, type ShengjiHistory, showOuts } from "./shengji/history";
import type { ShengjiState } from "./shengji/state";
import type { StrongInput } from "./shengji/strong";
import { trumpTable } from "./shengji/trump";
import { viewForShengji } from "./shengji/view";
import type { ZhengFenState } from "./zhengfen/state";
import type { ZhengFenStrongInput } from "./zhengfen/strong";
import { viewForZhengFen } from "./zhengfen/view";

/** The completed tricks of the hand in play, as everyone saw them. */
export function shengjiHistory(s: ShengjiState): ShengjiHistory {
  const tricks: HistoryTrick[] = s.tricks.map((t) => ({
    leader: t.leader,
    plays: t.plays.map((p) => ({ seat: p.seat, cards: p.cards.slice() })),
    ...(t.attempted ? { attempted: t.attempted.slice() } : {}),
    winner: t.winner ?? t.leader,
    points: t.points ?? 0,
  }));
  const shown = s.trump === null ? [] : [...tricks, ...(s.trick ? [{ plays: s.trick.plays }] : [])];
  const t = trumpTable(s.trump ?? { rank: null, suit: null }, s.rules.trumpTractors);
  return { tricks, shownOut: showOuts(t, s.players, shown) };
}

export function shengjiBotInput(s: ShengjiState, seat: Seat): StrongInput {
  return { view: viewForShengji(s, seat), history: shengjiHistory(s) };
}

export function zhengFenBotInput(s: ZhengFenState, seat: Seat): ZhengFenStrongInput {
  return { view: viewForZhengFen(s, seat), history: { caught: s.caught.map((pile) => pile.slice() as Card[]) } };
}

