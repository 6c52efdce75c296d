/**
 * The routes' ports (ports.ts) as the Worker has them: from its bindings
 * and one request (its client address, its URL, the operator's header).
 * What making a table takes is in new-tables.ts.
 */
import { listGames, readGame } from "../history/d1";
import { clientKey } from "../identity/address";
import { sameSecret } from "../identity/secrets";
import { LOBBY_NAME } from "../lobby/lobby-object";
import { pushOffReason, vapidOf } from "../push/send";
import type { Env } from "./env";
import { createTable, playNow, practiceTable } from "./new-tables";
import type { Brake, Ports } from "./ports";

const LIMITERS: Record<Brake, (env: Env) => RateLimit> = {
  create: (env) => env.CREATE_LIMITER,
  connect: (env) => env.CONNECT_LIMITER,
  lookup: (env) => env.LOOKUP_LIMITER,
};

export function livePorts(env: Env, req: Request, newTableId: () => string): Ports {
  const made = { env, req, newTableId };
  return {
    limited: async (brake) => !(await LIMITERS[brake](env).limit({ key: clientKey(req) })).success,
    pushKey: () => {
      const vapid = vapidOf(env);
      return vapid ? { on: true, publicKey: vapid.publicKey } : { on: false, reason: pushOffReason(env) ?? "" };
    },
    createTable: (order) => createTable(made, order),
    practiceTable: (asked) => practiceTable(made, asked),
    playNow: (asked) => playNow(made, asked),
    publicTables: () => env.LOBBY.getByName(LOBBY_NAME).list(),
    edge: { match: (key) => caches.default.match(key), put: (key, res) => caches.default.put(key, res) },
    tableSummary: async (id) => {
      // The table's inside numbers (instance, storage, outbox) go only to the operator: tests and benchmarks wait on them.
      const operator = await sameSecret(req.headers.get("x-diagnostics-token") ?? undefined, env.DIAGNOSTICS_TOKEN);
      const found = await env.TABLE.getByName(id).summary(operator);
      return found ? new Response(found.table, { headers: { "content-type": "application/json", ...(found.insides ?? {}) } }) : null;
    },
    tableGames: (id) => listGames(env.DB, id),
    game: (id) => readGame(env.DB, id),
    lobbySocket: () => env.LOBBY.getByName(LOBBY_NAME).fetch(req),
    tableSocket: (id) => env.TABLE.getByName(id).fetch(req),
  };
}
