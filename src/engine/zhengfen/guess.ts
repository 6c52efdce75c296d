/**
 * A Zheng Fen seat's own move drawn before the table answers (issue 58), as
 * shengji/guess.ts does for Shengji: the cards leave the hand and join the
 * trick as the combination the engine reads them as, or the pass joins it;
 * whose turn it is becomes nobody's until the table says. Nothing about
 * another seat is guessed (not whether the trick is over, not who leads
 * next). The table's next view replaces this one; a refusal puts the old
 * view back. Null when the move is not one to draw: not this seat's turn,
 * the engine's own pre-check refuses it, or it is neither a play nor a pass.
 */
import { type Card, isCard, points, removeCards } from "../cards";
import type { ZhengFenCategory } from "./combos";
import { checkZhengFenPlay } from "./hints";
import type { ZhengFenTrickEntry } from "./state";
import type { ZhengFenView } from "./view";

/** A seat's action as a client holds it (any game's: only Zheng Fen's plays and passes are drawn here). */
export interface OwnZhengFenMove {
  readonly type: string;
  readonly cards?: readonly Card[];
  readonly as?: ZhengFenCategory | undefined;
}

export function guessZhengFenMove(view: ZhengFenView, action: OwnZhengFenMove): ZhengFenView | null {
  const you = view.viewer;
  if (typeof you !== "number" || view.hand === null || view.phase !== "play" || view.turn !== you) return null;
  const t = view.trick;
  if (action.type === "pass") {
    // The leader may not pass; a pass that ends the trick ends it when the table says.
    if (t === null || t.current === null) return null;
    const entries: ZhengFenTrickEntry[] = [...t.entries, { kind: "pass", seat: you }];
    return { ...view, trick: { ...t, entries, passes: t.passes + 1 }, turn: null };
  }
  if (action.type !== "play") return null;
  const cards = (action.cards ?? []).slice();
  if (!cards.every(isCard)) return null;
  const check = checkZhengFenPlay(view, cards, action.as);
  if (!check.ok) return null;
  const hand = removeCards(view.hand, cards);
  const combination = { seat: you, cards, category: check.pattern.category, rank: check.pattern.rank, length: check.pattern.length };
  const entries: ZhengFenTrickEntry[] = [...(t?.entries ?? []), { kind: "play", ...combination }];
  const trick = { leader: t?.leader ?? you, entries, current: combination, passes: 0, points: (t?.points ?? 0) + points(cards) };
  const handCounts = view.handCounts.map((n, seat) => (seat === you ? hand.length : n));
  return { ...view, hand, handCounts, trick, turn: null };
}
