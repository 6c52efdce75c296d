/**
 * The alarm's I/O: the outbox's history to D1 (history/delivery.ts) and
 * the lobby told of a new directory line. Notifications are not sent here:
 * they go in batches off the alarm's path (push/send.ts), so no push
 * service can hold this.
 */
import { deliver } from "../history/delivery";
import { LOBBY_NAME } from "../lobby/lobby-object";
import type { TableStore } from "../store/table-store";
import type { TableEnv } from "./table-env";

export async function deliverOutbox(store: TableStore, env: TableEnv, now: number): Promise<void> {
  if (await deliver(store.outbox, env.DB, now)) await tellLobby(env);
}

/**
 * The lobby's pages hear of a new directory line (lobby/lobby-object.ts). D1 has the line
 * already, so a lobby that cannot be told now only misses this change's push:
 * a page loaded later reads D1. Never retried, never thrown.
 */
async function tellLobby(env: TableEnv): Promise<void> {
  try {
    await env.LOBBY.getByName(LOBBY_NAME).changed();
  } catch (e) {
    console.warn(`table: the lobby could not be told of a directory change: ${String(e)}`);
  }
}
