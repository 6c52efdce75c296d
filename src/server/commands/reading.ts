/**
 * A person reading a hand's result: the next hand waits for them (issue 57,
 * item 8: it once started 7 s after the hand ended, over the sheet a player
 * on a phone was still scrolling). The page says so when its person touches
 * the result or opens it, and again when they close it.
 */
import { type Change, type Sender, refuse } from "../state/change";
import type { SocketInfo } from "../state/socket-info";
import type { TableState } from "../state/table-state";

/**
 * A seated page's person reads the hand's result (`on`), or is done with it: kept on the socket (it survives
 * hibernation), for the game's version now, so a page that never says it is done holds no later hand. The next hand
 * waits for a reader within their clock (pace/pacing.ts); the alarm is set again as for any change.
 */
export function reading(t: TableState, from: Sender, on: boolean): Change {
  if (from.seat === null) return refuse("not-seated", "Only a seated player's reading holds the next hand.");
  const { readingAt: _, ...rest } = from.info;
  const attach: SocketInfo = on && t.state ? { ...rest, readingAt: t.version } : rest;
  return { effects: [{ to: "sender", attach }] };
}
