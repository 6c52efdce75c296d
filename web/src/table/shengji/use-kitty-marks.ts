/**
 * The cards the kitty brought into the hand that took it, marked there
 * until they are buried: the hand before it took the kitty (as dealt, or as
 * it stood when asked whether to steal it) is remembered, and while this
 * seat buries, every card beyond it is marked (by position: several packs
 * repeat a card).
 */
import { useMemo, useRef } from "preact/hooks";
import type { ShengjiView } from "../../../../src/engine";
import { kittyHolderOf } from "../../../../src/engine/client";
import { positions } from "../turn/use-selection";

/** `cards` are the hand as drawn (sorted); `handKey` changes with the hand, the phase and the cards. */
export function useKittyMarks(view: ShengjiView, cards: readonly string[], handKey: string): ReadonlySet<number> | null {
  const dealt = useRef<{ hand: number; cards: readonly string[] } | null>(null);
  if (view.phase === "dealing" || view.phase === "stealing") dealt.current = { hand: view.hand, cards: view.cards };
  return useMemo(() => {
    if (view.phase !== "burying" || kittyHolderOf(view) !== view.you || dealt.current?.hand !== view.hand) return null;
    const before = positions(cards, dealt.current.cards);
    return new Set(cards.map((_, i) => i).filter((i) => !before.has(i)));
  }, [handKey]);
}
