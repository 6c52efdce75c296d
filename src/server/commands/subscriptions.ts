/**
 * Notifications, frame by frame (docs/PUSH.md): `push` (a seated person
 * asks for their seat's notifications in this browser), `unpush`, `front`
 * (whether a socket's page is in front), the alarm's step that decides what
 * to tell (push.ts), and the subscriptions a push service said are gone.
 * Nothing is sent here: notifications are outbox rows (push-send.ts).
 */
import type { PushSubscriptionJson } from "../../protocol";
import { type Change, type Row, type Sender, refuse, tell } from "../state/change";
import { SUBS_PER_HOLDER, decide } from "../push/notices";
import { type PushHost, endpointProblem } from "../push/hosts";
import { heldBy } from "../seats/relation";
import type { SocketInfo } from "../state/socket-info";
import type { PushSub } from "../store/push-subs";
import type { Room, TableState } from "../state/table-state";

/** How the table may notify: on (the operator set VAPID keys) or off, and the push services it may post to (push-hosts.ts). */
export interface PushPolicy {
  readonly on: boolean;
  readonly hosts: readonly PushHost[];
}

/** The sender's seat holder, if it holds a seat (only a seat's own holder may have it notified). */
function holderOf(t: TableState, from: Sender): string | null {
  return from.seat === null ? null : heldBy(t.seats[from.seat]);
}

export function subscribe(t: TableState, from: Sender, sub: PushSubscriptionJson, policy: PushPolicy, now: number): Change {
  if (!policy.on) return refuse("push-off", "Notifications are off on this server: its operator has not set VAPID keys.");
  const holder = holderOf(t, from);
  if (holder === null) return refuse("not-seated", "Sit down to have your seat's turns notified.");
  const problem = endpointProblem(sub.endpoint, policy.hosts);
  if (problem === "not-https") return refuse("bad-subscription", "That push subscription's endpoint is not an https URL (without credentials).");
  if (problem !== null) return refuse("push-host", "That push subscription is not on a push service this server sends to (a browser's push service, on port 443).");
  // An endpoint is one browser: it notifies one holder. Another seat's holder's cannot be taken over (it would move their
  // notifications to this seat); one left behind by a holder who holds no seat now (as after coming back under a new token) can.
  const owner = t.subs.find((s) => s.endpoint === sub.endpoint)?.holder;
  if (owner !== undefined && owner !== holder && t.seats.some((r) => heldBy(r) === owner)) {
    return refuse("push-taken", "This browser's notifications go to another seat at this table.");
  }
  const row: PushSub = { endpoint: sub.endpoint, holder, p256dh: sub.keys.p256dh, auth: sub.keys.auth, at: now };
  // The holder's other browsers, newest kept: a fifth replaces the oldest.
  const others = t.subs.filter((s) => s.holder === holder && s.endpoint !== sub.endpoint);
  const dropped = others.slice(0, Math.max(0, others.length - (SUBS_PER_HOLDER - 1)));
  const rows: Row[] = [...dropped.map((s): Row => ({ t: "push-unsub", holder: null, endpoint: s.endpoint })), { t: "push-sub", sub: row }];
  const subs = [...t.subs.filter((s) => s.endpoint !== sub.endpoint && !dropped.includes(s)), row];
  return { rows, next: { ...t, subs }, effects: [tell({ type: "push", on: true })] };
}

export function unsubscribe(t: TableState, from: Sender, endpoint: string | null): Change {
  const holder = holderOf(t, from);
  if (holder === null) return refuse("not-seated", "You are not seated.");
  const gone = t.subs.filter((s) => s.holder === holder && (endpoint === null || s.endpoint === endpoint));
  if (gone.length === 0) return { effects: [tell({ type: "push", on: false })] };
  const row: Row = { t: "push-unsub", holder: endpoint === null ? holder : null, endpoint };
  return { rows: [row], next: { ...t, subs: t.subs.filter((s) => !gone.includes(s)) }, effects: [tell({ type: "push", on: false })] };
}

/** Whether the socket's page is in front: only its attachment changes (the alarm is set again after it). */
export function front(from: Sender, inFront: boolean, now: number): Change {
  const { hiddenAt: _, ...rest } = from.info;
  const attach: SocketInfo = inFront ? rest : { ...rest, hiddenAt: from.info.hiddenAt ?? now };
  return { effects: [{ to: "sender", attach }] };
}

/** The alarm's step: the notifications due now, as outbox rows (push.ts decides). */
export function pushStep(t: TableState, room: Room, now: number): Change {
  const { rows, next } = decide(t, room, now);
  return rows.length === 0 ? {} : { rows, next };
}

/** The push service said these subscriptions are gone (404, 410): they are removed. */
export function goneEndpoints(t: TableState, endpoints: readonly string[]): Change {
  if (endpoints.length === 0) return {};
  const rows = endpoints.map((endpoint): Row => ({ t: "push-unsub", holder: null, endpoint }));
  return { rows, next: { ...t, subs: t.subs.filter((s) => !endpoints.includes(s.endpoint)) } };
}
