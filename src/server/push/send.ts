/**
 * Sending notifications, from the alarm: I/O, like D1 delivery
 * (history/delivery.ts). Each push row of the outbox goes to its browser's push
 * service by the Web Push protocol: VAPID (RFC 8292) with the operator's
 * keys, the payload encrypted end to end with aes128gcm (RFC 8291) by
 * @block65/webcrypto-web-push on Web Crypto. A subscription the service
 * says is gone (404, 410) is returned so that the table removes it; a
 * failure is tried again a few times, then dropped (a late notification is
 * worth little). Without VAPID keys the feature is off and rows are dropped.
 */
import { type PushSubscription, type VapidKeys, buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushNotice } from "../../protocol";
import { PUSH_TTL_SECONDS } from "./notices";
import type { Outbox } from "../store/outbox";
import type { PushSubs } from "../store/push-subs";

/** A push row is tried this many times at most. */
export const PUSH_ATTEMPTS = 4;

export interface Vapid {
  readonly publicKey: string;
  readonly privateKey: string;
  /** A mailto: or https: URL where the push services can reach the operator (Apple refuses others). */
  readonly subject: string;
}

/** The operator's VAPID keys (`wrangler secret put`), or null: notifications are off. */
export function vapidOf(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string }): Vapid | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey || !subject) return null;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) return null;
  return { publicKey, privateKey, subject };
}

/** Why notifications are off, for the operator's log and the API (null: on). */
export function pushOffReason(env: Parameters<typeof vapidOf>[0]): string | null {
  if (vapidOf(env)) return null;
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return "the operator has not set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT";
  return "VAPID_SUBJECT must be a mailto: address or an https: URL";
}

export interface PushRow {
  readonly endpoint: string;
  readonly notice: PushNotice;
}

/** Sends the push rows due; returns the endpoints the push services said are gone. */
export async function sendPushes(outbox: Outbox, subs: PushSubs, vapid: Vapid | null, now: number, post: typeof fetch = fetch): Promise<string[]> {
  const gone: string[] = [];
  for (const row of outbox.rows()) {
    if (row.kind !== "push" || row.nextAt > now) continue;
    const { endpoint, notice } = JSON.parse(row.payload) as PushRow;
    const sub = subs.get(endpoint);
    if (!vapid || !sub) {
      // Off, or the subscription went meanwhile: nothing to send.
      outbox.delivered(row.id);
      continue;
    }
    let verdict: "sent" | "gone" | "retry" = "retry";
    let wait = 1000 * 2 ** Math.min(row.attempts + 1, 8);
    try {
      const subscription: PushSubscription = { endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } };
      const keys: VapidKeys = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
      // One topic per table: a push service keeps only the newest of a table's notifications not yet delivered.
      const message = { data: { ...notice }, options: { ttl: PUSH_TTL_SECONDS, urgency: "high" as const, topic: notice.table.slice(0, 32) } };
      const res = await post(endpoint, await buildPushPayload(message, subscription, keys));
      verdict = res.ok ? "sent" : res.status === 404 || res.status === 410 ? "gone" : "retry";
      const after = Number(res.headers.get("retry-after"));
      if (res.status === 429 && after > 0) wait = Math.max(wait, after * 1000);
      if (verdict === "retry") console.warn(`table: push to ${new URL(endpoint).host} answered ${res.status}`);
    } catch (e) {
      console.warn(`table: push to ${new URL(endpoint).host} failed: ${String(e)}`);
    }
    if (verdict === "gone") gone.push(endpoint);
    // Delete only if the row was not replaced (a newer notification) while the push service answered.
    const current = outbox.rows().find((r) => r.id === row.id);
    if (current?.payload !== row.payload) continue;
    if (verdict !== "retry" || row.attempts + 1 >= PUSH_ATTEMPTS) outbox.delivered(row.id);
    else outbox.retryLater(row.id, row.attempts + 1, now + wait);
  }
  return gone;
}
