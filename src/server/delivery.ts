/**
 * The outbox on its way out, from the alarm: history to D1 (due rows in
 * order, hands before statuses, deliveryOrder; a failure retried later with
 * a growing wait, never thrown, so the alarm never gives up; once D1 has
 * taken a row it is up again: rows still waiting out an earlier failure go
 * at once too; a game's status goes only after all of its hands), then the
 * table's lobby line to the lobby, then notifications (push-send.ts).
 */
import { deliverHistory, deliveryOrder, gameOfRow } from "./hands";
import { type DirectoryRecord, writeDirectory } from "./history";
import { LINE_RENEW_MS, listable } from "./lobby-lines";
import type { Outbox } from "./store-outbox";
import { type Env, LOBBY_NAME } from "./env";
import { sendPushes, vapidOf } from "./push-send";
import type { TableStore } from "./store";

/** The lobby, as a table's line sees it (its one method: lobby.ts). */
export interface LobbyDesk {
  put(d: DirectoryRecord): Promise<void>;
}

/** How long a table waits for the lobby to take its line before it tries again later (the table's alarm waits for nothing longer). */
const LOBBY_CALL_MS = 2_000;

/**
 * The alarm's I/O: the outbox's history to D1, the lobby line to the lobby,
 * then its notifications to the push services (push-send.ts). Returns the
 * subscriptions found gone, for the table to remove (commands/push.ts,
 * goneEndpoints).
 */
export async function sendOutbox(store: TableStore, env: Env, now: number): Promise<string[]> {
  await deliver(store.outbox, env.DB, now);
  await sendLine(store.outbox, env.LOBBY.getByName(LOBBY_NAME), now);
  return sendPushes(store.outbox, store.push, vapidOf(env), now);
}

/**
 * The table's line to the lobby (lobby.ts), when due. A listed line stays in
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

/** Delivers the history that is due to D1 (hands, game statuses, directory lines). */
export async function deliver(outbox: Outbox, db: D1Database, now: number): Promise<void> {
  let up = false;
  // Games with a hand still on its way, and when that hand is tried next.
  const handsLeft = new Map<string, number>();
  const handLeft = (game: string | null, at: number) => {
    if (game !== null) handsLeft.set(game, Math.max(at, handsLeft.get(game) ?? 0));
  };
  // Notifications go by push-send.ts, lobby lines by sendLine.
  for (const row of deliveryOrder(outbox.rows().filter((r) => r.kind !== "push" && r.kind !== "lobby"))) {
    const game = gameOfRow(row);
    const heldUntil = row.kind === "game" && game !== null ? handsLeft.get(game) : undefined;
    if (heldUntil !== undefined) {
      // Held back with its hands (not a failure of its own): tried again when they are.
      if (row.nextAt < heldUntil) outbox.retryLater(row.id, row.attempts, heldUntil);
      continue;
    }
    if (row.nextAt > now && !up) {
      if (row.kind === "hand") handLeft(game, row.nextAt);
      continue;
    }
    try {
      if (!(await deliverHistory(db, row.kind, row.payload))) await writeDirectory(db, JSON.parse(row.payload) as DirectoryRecord);
      up = true;
      // Delete only if the row was not replaced (a newer directory line) while D1 was writing.
      const current = outbox.rows().find((r) => r.id === row.id);
      if (current && current.payload === row.payload) outbox.delivered(row.id);
    } catch (e) {
      const attempts = row.attempts + 1;
      const wait = Math.min(10 * 60_000, 1000 * 2 ** Math.min(attempts, 10));
      console.warn(`table: D1 delivery of ${row.id} failed (attempt ${attempts}), retrying in ${wait} ms: ${String(e)}`);
      outbox.retryLater(row.id, attempts, now + wait);
      if (row.kind === "hand") handLeft(game, now + wait);
    }
  }
}
