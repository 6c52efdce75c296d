/**
 * The cards chosen in the hand, shared by the Shengji and Zheng Fen tables.
 * Cards are chosen by position (several packs repeat a card). A choice made
 * while it is not this seat's turn to play is a queued play (see
 * use-queued-play.ts). A new hand, phase or set of cards (the table says
 * which, with `resetKey`) forgets the choice. Touching the choice clears the
 * last refusal: the player is doing something else.
 */
import { useEffect, useState } from "preact/hooks";
import type { TableHandle } from "../use-table";

export interface Selection {
  /** Positions in the hand. */
  readonly selected: ReadonlySet<number>;
  /** The chosen cards, in hand order. */
  readonly chosen: readonly string[];
  /** Chosen while it was not this seat's turn to play: the cards go out when the turn comes, if legal then. */
  readonly queued: boolean;
  toggle(i: number): void;
  /** Choose exactly these cards (a hint's); an empty list chooses none. Leaves `queued` as it was. */
  select(cards: readonly string[]): void;
  clear(): void;
}

/** Index positions in `cards` of the multiset `want`. */
export function positions(cards: readonly string[], want: readonly string[]): Set<number> {
  const left = want.slice();
  const out = new Set<number>();
  cards.forEach((c, i) => {
    const k = left.indexOf(c);
    if (k >= 0) {
      left.splice(k, 1);
      out.add(i);
    }
  });
  return out;
}

/**
 * `canQueue`: a choice made now is a queued play (the game is in its play
 * phase and it is not this seat's turn).
 */
export function useSelection(h: TableHandle, cards: readonly string[], resetKey: string, canQueue: boolean): Selection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    setSelected(new Set());
    setQueued(false);
  }, [resetKey]);
  return {
    selected,
    chosen: [...selected].map((i) => cards[i] as string),
    queued,
    toggle(i) {
      const next = new Set(selected);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      setSelected(next);
      setQueued(canQueue && next.size > 0);
      h.clearNotice();
    },
    select(want) {
      setSelected(positions(cards, want));
      h.clearNotice();
    },
    clear() {
      setSelected(new Set());
      setQueued(false);
      h.clearNotice();
    },
  };
}
