/**
 * Sending notifications: I/O, like D1 delivery (delivery.ts), but never on
 * the path of the table's own steps. A push endpoint is a stranger's URL:
 * whatever it does (answer late, never, or with a redirect) must not hold
 * the table. So the push rows of the outbox go in batches the alarm starts
 * and does not wait for (table.ts, #pushBatch): at most PUSH_BATCH rows,
 * one batch in flight per table, each request given up after
 * PUSH_TIMEOUT_MS, a redirect taken as a failure. A batch is claimed in
 * storage before any request goes (each row's attempt counted and the row
 * leased, pushTimingOf): if the object goes away meanwhile (evicted,
 * restarted), its rows are tried again once the lease ends (30 s), never
 * lost and never tried without end.
 *
 * Each row goes to its browser's push service by the Web Push protocol:
 * VAPID (RFC 8292) with the operator's keys, the payload encrypted end to
 * end with aes128gcm (RFC 8291) by @block65/webcrypto-web-push on Web
 * Crypto; only to an endpoint push-hosts.ts allows, checked again here. A
 * subscription the service says is gone (404, 410), or that is not on a
 * push service, is returned so that the table removes it; a failure is
 * tried again a few times, then dropped (a late notification is worth
 * little). Without VAPID keys the feature is off and rows are dropped.
 */
import { type PushSubscription, type VapidKeys, buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushNotice } from "../../protocol";
import { PUSH_TTL_SECONDS } from "./notices";
import { type PushHost, endpointProblem } from "./hosts";
import type { Outbox } from "../store/outbox";
import type { PushSub, PushSubs } from "../store/push-subs";

/** A push row is tried this many times at most (again after 2 s, then 4 s, or a push service's longer Retry-After). */
export const PUSH_ATTEMPTS = 3;
/** A push service's answer is waited for this long, then the send counts as failed (they answer in well under a second). */
export const PUSH_TIMEOUT_MS = 5_000;
/** Rows in one batch (sent at once); a table has one batch in flight at a time. */
export const PUSH_BATCH = 8;

/** How long a send waits for an answer, and how long a claimed row waits before it is tried again if its batch never settles (the object went away). */
export interface PushTiming {
  readonly timeoutMs: number;
  readonly leaseMs: number;
}

/**
 * The timing from the environment's PUSH_TIMEOUT_MS (unset: 5 s). Not an
 * operator's setting: the tests lengthen it past any test, so that a black
 * hole holds the table's request for a whole test (push-attacks.test.ts).
 * The lease is well over a batch's longest (its timeout, and the encryption's
 * few ms): a batch in flight is never claimed again under it.
 */
export function pushTimingOf(v: string | undefined): PushTiming {
  const n = v === undefined ? Number.NaN : Number(v);
  const timeoutMs = Number.isInteger(n) && n >= 100 && n <= 600_000 ? n : PUSH_TIMEOUT_MS;
  return { timeoutMs, leaseMs: 2 * timeoutMs + 20_000 };
}

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

/** A notification claimed for sending: its row as claimed, what to post, and to whom. */
export interface PushJob {
  readonly id: string;
  /** The row's payload when claimed: a newer notification that replaces the row meanwhile is left alone. */
  readonly payload: string;
  /** Tries so far, this one counted. */
  readonly attempts: number;
  readonly endpoint: string;
  readonly notice: PushNotice;
  /** The browser's keys (null: the subscription went meanwhile). */
  readonly sub: PushSub | null;
}

/** What became of one send: sent, gone (the subscription is removed), dropped, or to be tried again after `wait` ms. */
export type PushResult = { readonly job: PushJob; readonly verdict: "sent" | "gone" | "drop" } | { readonly job: PushJob; readonly verdict: "retry"; readonly wait: number };

/**
 * Claims the push rows due by `now`, at most PUSH_BATCH, the earliest
 * first: each counts its try and is leased until `leaseUntil`, in storage,
 * before anything is sent.
 */
export function claimPushes(outbox: Outbox, subs: PushSubs, now: number, leaseMs: number): { jobs: PushJob[]; leaseUntil: number } {
  const leaseUntil = now + leaseMs;
  const jobs: PushJob[] = [];
  for (const row of outbox.due("push", now, PUSH_BATCH)) {
    const parsed = parseRow(row.payload);
    if (!parsed) {
      // Not a row this code wrote: dropped, rather than claimed again at every alarm.
      outbox.delivered(row.id);
      continue;
    }
    const { endpoint, notice } = parsed;
    outbox.retryLater(row.id, row.attempts + 1, leaseUntil);
    jobs.push({ id: row.id, payload: row.payload, attempts: row.attempts + 1, endpoint, notice, sub: subs.get(endpoint) });
  }
  return { jobs, leaseUntil };
}

function parseRow(payload: string): PushRow | null {
  try {
    const row = JSON.parse(payload) as Partial<PushRow> | null;
    return typeof row?.endpoint === "string" && typeof row.notice === "object" && row.notice !== null ? (row as PushRow) : null;
  } catch {
    return null;
  }
}

/** How a batch posts: `fetch` (tests may give another) and how long it waits for an answer. */
export interface Poster {
  readonly post: typeof fetch;
  readonly timeoutMs: number;
}

/** The runtime's fetch, with the timeout of `timing`. */
export function fetchPoster(timing: PushTiming): Poster {
  return { post: (input, init) => fetch(input, init), timeoutMs: timing.timeoutMs };
}

/** Sends a claimed batch, all at once. Network only (no storage), never throws; settles within the timeout (and the encryption's few ms). */
export function postPushes(jobs: readonly PushJob[], vapid: Vapid | null, hosts: readonly PushHost[], poster: Poster): Promise<PushResult[]> {
  return Promise.all(jobs.map((job) => postOne(job, vapid, hosts, poster)));
}

async function postOne(job: PushJob, vapid: Vapid | null, hosts: readonly PushHost[], { post, timeoutMs }: Poster): Promise<PushResult> {
  const { endpoint, notice, sub } = job;
  // Off, or the subscription went meanwhile: nothing to send.
  if (!vapid || !sub) return { job, verdict: "drop" };
  const problem = endpointProblem(endpoint, hosts);
  if (problem !== null) {
    // Stored under another rule (an older table, a shorter PUSH_HOSTS): never posted to, and forgotten.
    console.warn(`table: a push subscription not on a push service was dropped unsent (${problem})`);
    return { job, verdict: "gone" };
  }
  let wait = 1000 * 2 ** Math.min(job.attempts, 8);
  const host = new URL(endpoint).host;
  try {
    const subscription: PushSubscription = { endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } };
    const keys: VapidKeys = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
    // One topic per table: a push service keeps only the newest of a table's notifications not yet delivered.
    const message = { data: { ...notice }, options: { ttl: PUSH_TTL_SECONDS, urgency: "high" as const, topic: notice.table.slice(0, 32) } };
    // A redirect is a failure (it would make the table post wherever the answer points), and an answer is waited for a few seconds only.
    const res = await postWithin(post, endpoint, { ...(await buildPushPayload(message, subscription, keys)), redirect: "manual" }, timeoutMs);
    // The answer's body is never read: let the connection go.
    res.body?.cancel().catch(() => undefined);
    const after = Number(res.headers.get("retry-after"));
    if (res.status === 429 && after > 0) wait = Math.max(wait, after * 1000);
    if (res.ok) return { job, verdict: "sent" };
    if (res.status === 404 || res.status === 410) return { job, verdict: "gone" };
    console.warn(`table: push to ${host} answered ${res.status}${res.status >= 300 && res.status < 400 ? " (a redirect: not followed)" : ""}`);
  } catch (e) {
    console.warn(`table: push to ${host} failed: ${String(e)}`);
  }
  return { job, verdict: "retry", wait };
}

/**
 * `post`, given up after `ms` (a TimeoutError). Its timer goes as soon as
 * the answer is in: a timer left running (as `AbortSignal.timeout`'s runs
 * until it fires) kept the table's object in memory, unable to hibernate or
 * be evicted, for the whole timeout after every send.
 */
async function postWithin(post: typeof fetch, endpoint: string, init: RequestInit, ms: number): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException(`no answer in ${ms} ms`, "TimeoutError")), ms);
  try {
    return await post(endpoint, { ...init, signal: abort.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes what became of a batch, at `now`: a row sent, gone, dropped or out
 * of tries leaves the outbox; a failure is tried again after its wait. A row
 * replaced meanwhile (a newer notification for that browser) is left as it
 * is. Returns the endpoints to forget.
 */
export function settlePushes(outbox: Outbox, results: readonly PushResult[], now: number): string[] {
  const gone: string[] = [];
  for (const r of results) {
    if (r.verdict === "gone") gone.push(r.job.endpoint);
    if (outbox.row(r.job.id)?.payload !== r.job.payload) continue;
    if (r.verdict === "retry" && r.job.attempts < PUSH_ATTEMPTS) outbox.retryLater(r.job.id, r.job.attempts, now + r.wait);
    else outbox.delivered(r.job.id);
  }
  return gone;
}
