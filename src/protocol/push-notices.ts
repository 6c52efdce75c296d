/**
 * What a notification says (docs/PUSH.md): the decrypted payload of a Web
 * Push message, read by the service worker (web/public/sw.js), which words
 * it. It names the table and what waits there, never a card.
 */

export const NOTICE_KINDS = ["turn", "bid", "kitty", "call", "hand", "start", "back", "host"] as const;
/**
 * turn: your move; bid: you may bid now (the deal is done); kitty: bury the
 * kitty; call: call your friends; hand: a hand ended; start: a game started;
 * back: a friend came back to the table; host: the host wrote a message.
 */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface PushNotice {
  readonly v: 1;
  readonly kind: NoticeKind;
  /** The table's id; `url` opens it. */
  readonly table: string;
  /** The table's preset, and its name in English and Chinese (what the notification shows). */
  readonly game: string;
  readonly gameName: readonly [string, string];
  readonly url: string;
  /** Turn-based tables: when the turn clock runs out (ms since the epoch). */
  readonly deadline?: number;
  /** back: who came back (a seat's name, public at the table). */
  readonly name?: string;
  /**
   * back: the seat's number (from 1) when its name is the one the table gave
   * ("Player 3", display-names.ts), so that the notification says it in the reader's
   * language; a name someone chose comes as written, in `name` alone.
   */
  readonly player?: number;
  /** host: the host's line, cut short (chat is public at the table). */
  readonly text?: string;
  /** When it was decided (ms since the epoch). */
  readonly at: number;
}
