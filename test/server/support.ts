/** Helpers for Workers-pool tests: tables through the real Worker, clients over real sockets. */
import { exports } from "cloudflare:workers";
import { TableClient, type TableClientOptions } from "../../src/client";
import type { SocketLike } from "../../src/client/socket";
import type { TableSettings } from "../../src/protocol";

/** A table with no waiting: deals at once, bots move at once, results move on at once. */
export const FAST: TableSettings = { dealMs: 0, botDelayMs: 0, resultMs: 0, bidMs: 200 };

export async function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(`http://pengyou.test${path}`, init);
}

export async function createTable(body: Record<string, unknown>): Promise<{ tableId: string; hostToken: string; url: string }> {
  const res = await api("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`create table: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Opens a socket to a table through the Worker, as a browser would. */
export function socketTo(tableId: string) {
  return async (): Promise<SocketLike> => {
    const res = await api(`/api/tables/${tableId}/ws`, { headers: { Upgrade: "websocket" } });
    const ws = res.webSocket;
    if (!ws) throw new Error(`no websocket: ${res.status}`);
    ws.accept();
    return ws as unknown as SocketLike;
  };
}

export async function connect(tableId: string, opts: Partial<TableClientOptions> = {}): Promise<TableClient> {
  const client = new TableClient({ connect: socketTo(tableId), pingMs: 0, backoff: { minMs: 20, maxMs: 200 }, ...opts });
  await client.connect();
  return client;
}

/** A host seated at seat 0 with bots in every other seat. */
export async function hostWithBots(game: string, players: number, settings: TableSettings = FAST, options: Record<string, unknown> = {}) {
  const t = await createTable({ game, players, settings, options });
  const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  for (let s = 1; s < players; s++) host.bot(s);
  await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || x.bot));
  return { ...t, host };
}

/** Waits until nothing happens at the table for `quietMs` (the table waits for a person). */
export async function settle(client: TableClient, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  let last = client.version;
  let since = Date.now();
  while (Date.now() - start < timeoutMs) {
    await new Promise((r) => setTimeout(r, 25));
    if (client.version !== last) {
      last = client.version;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return;
    }
  }
  throw new Error("the table never settled");
}

/** Reads the table's action log straight from its SQLite (for checking that nothing changed). */
export async function logOf(tableId: string): Promise<string[]> {
  const { env } = await import("cloudflare:workers");
  const { runInDurableObject } = await import("cloudflare:test");
  const stub = env.TABLE.getByName(tableId);
  return runInDurableObject(stub, (_instance, state) =>
    state.storage.sql.exec<{ entry: string }>("SELECT entry FROM log ORDER BY seq").toArray().map((r) => r.entry),
  );
}
