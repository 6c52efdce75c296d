/**
 * Whether this page's person is reading a hand's result: from their first
 * touch of its sheet (a tap, a scroll, a key; not the tap that closes it),
 * or from the start when they opened it themselves, until the sheet goes.
 * The table hears both (`reading`): the next hand waits for a reader,
 * within their turn clock (src/protocol/pace.ts `readHoldMs`). A sheet that
 * opened by itself and is only looked at holds nothing: the pace stays the
 * table's. Used by both games' result sheets (a Shengji hand's, a Zheng Fen
 * deal's).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { readHoldMs } from "../../../../src/protocol/pace";
import { paceOf } from "../table-menu";
import type { TableHandle } from "../use-table";

/** `reading`: this page's seated person reads the result (always false for a watcher). */
export function useReading(h: TableHandle, openedByHand: boolean, holds: boolean): { readonly reading: boolean; readonly touched: (e: Event) => void } {
  const [reading, setReading] = useState(openedByHand);
  const said = useRef(false);
  useEffect(() => {
    // `holds`: the next hand is what waits (a result opened again during a later hand holds nothing).
    if (!reading || !holds || said.current || h.client.you === null) return;
    said.current = true;
    h.client.reading(true);
  }, [reading, holds]);
  // The sheet closed (or the next hand took it away): done.
  useEffect(() => () => {
    if (said.current) h.client.reading(false);
  }, []);
  const touched = (e: Event) => {
    if (!reading && !(e.target instanceof Element && e.target.closest("[data-action=close]"))) setReading(true);
  };
  // Only a seated person's reading holds the table (a watcher's is refused), so only theirs is said on the sheet.
  return { reading: reading && h.client.you !== null, touched };
}

/**
 * Seconds until the next hand (or deal) begins by itself, counted from when
 * the result showed: the table's result pause, or a reader's hold (their
 * clock, READ_MOST_MS at most) if longer, as the table's pacing counts it.
 */
export function useNextIn(h: TableHandle, reading: boolean): number {
  const [shownAt] = useState(Date.now());
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const pace = paceOf(h.client.table?.settings);
  const end = shownAt + (reading ? Math.max(pace.resultMs, readHoldMs(pace.turnSeconds)) : pace.resultMs);
  return Math.max(0, Math.ceil((end - now) / 1000));
}
