/**
 * The alarm's I/O, in one place: the outbox's history to D1 (history/delivery.ts),
 * the lobby told of a directory line, then the notifications to the push services.
 */
import { deliver } from "../history/delivery";
import { LOBBY_NAME } from "../lobby/lobby-object";
import { sendPushes, vapidOf } from "../push/send";
import type { TableStore } from "../store/table-store";
import type { TableEnv } from "./table-env";

/**
 * The outbox's history to D1, then its notifications to the push services
 * (push/send.ts). Returns the subscriptions found gone,
 * for the table to remove (commands/subscriptions.ts, goneEndpoints).
 */
export async function sendOutbox(store: TableStore, env: TableEnv, now: number): Promise<string[]> {
  if (await deliver(store.outbox, env.DB, now)) await tellLobby(env);
  return sendPushes(store.outbox, store.push, vapidOf(env), now);
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
