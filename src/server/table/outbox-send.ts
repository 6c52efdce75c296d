/**
 * The alarm's I/O: the outbox's history to D1 (history/delivery.ts), then
 * the table's line to the lobby. Notifications are not sent here: they go
 * in batches off the alarm's path (push/send.ts), so no push service can
 * hold this; the lobby is given LOBBY_CALL_MS at most.
 */
import type { DirectoryRecord } from "../history/d1";
import { deliver } from "../history/delivery";
import { LINE_RENEW_MS, listable } from "../lobby/lines";
import { LOBBY_NAME } from "../lobby/lobby-object";
import type { Outbox } from "../store/outbox";
import type { TableStore } from "../store/table-store";
import type { TableEnv } from "./table-env";

/** The lobby, as a table's line sees it (its one method: lobby/lobby-object.ts). */
export interface LobbyDesk {
  put(d: DirectoryRecord): Promise<void>;
}

/** How long a table waits for the lobby to take its line before it tries again later (the table's alarm waits for nothing longer). */
const LOBBY_CALL_MS = 2_000;

export async function deliverOutbox(store: TableStore, env: TableEnv, now: number): Promise<void> {
  await deliver(store.outbox, env.DB, now);
  await sendLine(store.outbox, env.LOBBY.getByName(LOBBY_NAME), now);
}

/**
 * The table's line to the lobby (lobby/lobby-object.ts), when due. A listed line stays in
 * the outbox and goes again every LINE_RENEW_MS: the lobby ends a line that
 * is not renewed within its lease (LINE_LEASE_MS), so the line of a table
 * whose process died goes by itself. A failure is tried again with a
 * growing wait (never beyond a renewal's); a line that takes the table out
 * is given up after a few tries, as its lease ends it anyway.
 */
export async function sendLine(outbox: Outbox, lobby: LobbyDesk, now: number): Promise<void> {
  for (const row of outbox.rows()) {
    if (row.kind !== "lobby" || row.nextAt > now) continue;
    const record = JSON.parse(row.payload) as DirectoryRecord;
    let ok = false;
    try {
      await withinMs(lobby.put(record), LOBBY_CALL_MS);
      ok = true;
    } catch (e) {
      console.warn(`table: the lobby did not take the line of ${record.id} (attempt ${row.attempts + 1}): ${String(e)}`);
    }
    // Replaced (a newer line) while the lobby answered: the newer one goes at once.
    const current = outbox.rows().find((r) => r.id === row.id);
    if (current?.payload !== row.payload) continue;
    const stays = listable(record);
    if (ok) {
      if (stays) outbox.retryLater(row.id, 0, now + LINE_RENEW_MS);
      else outbox.delivered(row.id);
    } else if (!stays && row.attempts + 1 >= LINE_ATTEMPTS) {
      outbox.delivered(row.id);
    } else {
      outbox.retryLater(row.id, row.attempts + 1, now + Math.min(LINE_RENEW_MS, 1000 * 2 ** Math.min(row.attempts + 1, 10)));
    }
  }
}

/** A line that takes a table out of the lobby is tried this many times at most. */
const LINE_ATTEMPTS = 5;

/** `p`, or a failure after `ms`. */
async function withinMs<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
