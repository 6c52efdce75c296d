/**
 * Whether this page's person is reading a hand's result: from their first
 * touch of its sheet (a tap, a scroll, a key; not the tap that closes it),
 * or from the start when they opened it themselves, until the sheet goes.
 * The table hears both (`reading`): the next hand waits for a reader,
 * within their turn clock (src/protocol/pace.ts `readHoldMs`). A sheet that
 * opened by itself and is only looked at holds nothing: the pace stays the
 * table's.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { TableHandle } from "../use-table";

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
  return { reading, touched };
}
