/**
 * The cards the kitty brought into the maker's hand, marked there until
 * they are buried: the hand as dealt is remembered during the deal, and
 * while this seat buries, every card beyond it is marked (by position:
 * several packs repeat a card).
 */
import { useMemo, useRef } from "preact/hooks";
import type { ShengjiView } from "../../../../src/engine";
import { positions } from "../turn/use-selection";

/** `cards` are the hand as drawn (sorted); `handKey` changes with the hand, the phase and the cards. */
export function useKittyMarks(view: ShengjiView, cards: readonly string[], handKey: string): ReadonlySet<number> | null {
  const dealt = useRef<{ hand: number; cards: readonly string[] } | null>(null);
  if (view.phase === "dealing") dealt.current = { hand: view.hand, cards: view.cards };
  return useMemo(() => {
    if (view.phase !== "burying" || view.maker !== view.you || dealt.current?.hand !== view.hand) return null;
    const before = positions(cards, dealt.current.cards);
    return new Set(cards.map((_, i) => i).filter((i) => !before.has(i)));
  }, [handKey]);
}
