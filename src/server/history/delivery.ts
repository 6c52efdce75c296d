/**
 * The outbox on its way to D1, from the alarm: due rows in order (hands
 * before statuses, deliveryOrder), a failure retried later with a growing
 * wait (never thrown, so the alarm never gives up). Once D1 has taken a
 * row it is up again: rows still waiting out an earlier failure go at once
 * too. A game's status goes only after all of its hands.
 */
import { deliverHistory, deliveryOrder, gameOfRow } from "./hand-rows";
import { type DirectoryRecord, removeDirectory, writeDirectory } from "./d1";
import type { Outbox } from "../store/outbox";

/** Delivers the history that is due to D1 (hands, game statuses, directory lines). */
export async function deliver(outbox: Outbox, db: D1Database, now: number): Promise<void> {
  let up = false;
  // Games with a hand still on its way, and when that hand is tried next.
  const handsLeft = new Map<string, number>();
  const handLeft = (game: string | null, at: number) => {
    if (game !== null) handsLeft.set(game, Math.max(at, handsLeft.get(game) ?? 0));
  };
  // Notifications go by push/send.ts, off the alarm's path; lobby lines by sendLine (table/outbox-send.ts).
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
      if (!(await deliverHistory(db, row.kind, row.payload))) {
        // A directory line, or (kind directory-gone) a reaped table's line taken out (commands/steps.ts `archive`).
        if (row.kind === "directory-gone") await removeDirectory(db, (JSON.parse(row.payload) as { id: string }).id);
        else await writeDirectory(db, JSON.parse(row.payload) as DirectoryRecord);
      }
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
