/**
 * What a table does by itself when the turn comes to this seat: a queued
 * play (cards chosen before the turn) goes out if it is legal now, after
 * 350 ms; else, if the player allows it (the auto-play setting), the forced
 * move (the only legal play, or a pass when nothing beats), after 700 ms.
 * At most one move per spot in the game; a move the player makes meanwhile,
 * or a move in flight, stands it down.
 */
import { useEffect, useRef } from "preact/hooks";
import type { SeatAction } from "../../../../src/protocol";
import { prefs } from "../../prefs";
import type { Selection } from "./use-selection";
import type { TableHandle } from "../use-table";

export interface QueuedPlay {
  /** Where the game stands (hand, trick, plays in it): a new spot is a new chance to move by itself. */
  readonly spot: string;
  readonly myTurn: boolean;
  /** Whether these cards may be played now. */
  readonly legal: (cards: readonly string[]) => boolean;
  /** The move nobody has to choose, if there is one. */
  readonly forced: () => SeatAction | null;
  /** After the server answered the move made here. */
  readonly sent?: (ok: boolean) => void;
}

export function useQueuedPlay(h: TableHandle, sel: Selection, q: QueuedPlay): void {
  const sentAt = useRef("");
  const { chosen } = sel;
  useEffect(() => {
    if (!q.myTurn || h.busy || sentAt.current === q.spot) return;
    const queued = sel.queued && chosen.length > 0 && q.legal(chosen);
    const action: SeatAction | null = queued ? { type: "play", cards: chosen.slice() } : prefs.autoPlay ? q.forced() : null;
    if (!action) return;
    const acts = h.acts;
    const timer = setTimeout(() => {
      if (h.busy || h.acts !== acts) return;
      sentAt.current = q.spot;
      void h.act(action).then((ok) => q.sent?.(ok));
    }, queued ? 350 : 700);
    return () => clearTimeout(timer);
    // `h.busy` too: at a quick table the turn can come back to this seat while its last move is still in flight
    // (bots answered before the page heard its own move back); the forced pass is made once that move has landed.
  }, [q.spot, q.myTurn, sel.queued, chosen.join(","), h.busy]);
}
