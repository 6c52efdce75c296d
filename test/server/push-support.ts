/**
 * Helpers for the tests of notifications sent for real (push.test.ts,
 * push-attacks.test.ts): browsers subscribed at the suite's own push
 * service (push-service.ts), what it received, and what a table's storage
 * holds about notifications.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import type { PushSubscriptionJson } from "../../src/protocol";
import { api } from "./support";
import { TEST_HOSTS } from "./test-hosts";

/** The test push service's own API (http://localhost:port): subscriptions are made and notifications read there. */
export const service = inject("pushService");

/** A browser's subscription at the test push service (its endpoint in the https form a real service gives, on a host PUSH_HOSTS allows). */
export async function browser(): Promise<{ subscription: PushSubscriptionJson; clientHash: string }> {
  const key = (await (await api("/api/push")).json()) as { on: boolean; publicKey: string };
  expect(key.on).toBe(true);
  const res = await fetch(`${service}/subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ applicationServerKey: key.publicKey, userVisibleOnly: "true" }) });
  const { data } = (await res.json()) as { data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string } };
  return { subscription: { endpoint: pushEndpoint(data.endpoint), keys: data.keys }, clientHash: data.clientHash };
}

/** The test push service's endpoint (http://localhost:port/…) as the table is given it: https://push.pengyou.test/… (test-hosts.ts). */
export function pushEndpoint(local: string): string {
  const url = new URL(local);
  return `https://${TEST_HOSTS.push}${url.pathname}${url.search}`;
}

/** What the push service received for a browser, decrypted. */
export async function received(clientHash: string): Promise<string[]> {
  const res = await fetch(`${service}/get-notifications`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ clientHash }) });
  return ((await res.json()) as { data: { messages: string[] } }).data.messages;
}

/** What the table's storage holds about notifications: browsers subscribed, notifications not yet sent, events not yet decided. */
export async function pushInsides(tableId: string): Promise<{ subs: number; pending: number; events: number }> {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, s) => {
    const count = (q: string) => s.storage.sql.exec<{ n: number }>(q).one().n;
    const ledger = s.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'push'").toArray()[0]?.value;
    return {
      subs: count("SELECT count(*) AS n FROM push_subs"),
      pending: count("SELECT count(*) AS n FROM outbox WHERE kind = 'push'"),
      events: ledger ? (JSON.parse(ledger) as { pending: unknown[] }).pending.length : 0,
    };
  });
}

