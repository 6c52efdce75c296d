/**
 * What the table has told by Web Push, as kept in one meta row (the rules
 * that decide it are push/notices.ts's): the turns told, each holder's quiet window,
 * the table's brake, and the events waiting for the alarm.
 */
import type { NoticeKind } from "../../protocol";
import { type Bucket, type Rate, fullBucket } from "../limits/bucket";
import { META, type Row } from "./rows";

/** The table's brake on notifications (each to one seat, whatever its number of browsers). */
export const TABLE_PUSH_RATE: Rate = { burst: 12, perSecond: 1 / 20 };

/** An event waiting for the alarm to pick whom to tell (everyone seated but `except`). */
export interface PendingNote {
  readonly kind: Extract<NoticeKind, "hand" | "start" | "back" | "host">;
  readonly except: number | null;
  readonly at: number;
  readonly name?: string;
  readonly text?: string;
}

/** What the table has told, kept in one meta row. */
export interface PushLedger {
  /** The game `turns` counts in (a new game starts afresh). */
  readonly game: string | null;
  /** Seats told that something waits on them, with the version they were told at: told again only after they move. */
  readonly turns: Readonly<Record<string, number>>;
  /** When each holder was last notified (the quiet window). */
  readonly last: Readonly<Record<string, number>>;
  /** The table's brake. */
  readonly bucket: Bucket;
  readonly pending: readonly PendingNote[];
}

export const emptyLedger = (now: number): PushLedger => ({ game: null, turns: {}, last: {}, bucket: fullBucket(TABLE_PUSH_RATE, now), pending: [] });

export function ledgerRow(l: PushLedger): Row {
  return { t: "meta", key: META.push, value: JSON.stringify(l) };
}
