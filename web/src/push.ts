/**
 * Notifications in this browser (docs/PUSH.md), loaded only when a player
 * asks (push.js, its own small script): the browser's permission prompt
 * comes only after they ask, the subscription is made with the server's
 * VAPID key and handed to the table for this seat, and it is handed again
 * on every new socket (the table may have dropped it: a seat given up, a
 * push service that said it was gone). One subscription serves every table
 * of this site in this browser; each table keeps it for its own seat.
 */
import { pushKey } from "../../src/client/http";
import type { PushSubscriptionJson } from "../../src/protocol";

/** What the page asks of its table client. */
export interface PushClient {
  subscribe(subscription: PushSubscriptionJson): void;
  unsubscribe(endpoint?: string): void;
}

export type PushState = "on" | "off" | "unsupported" | "ios-install" | "denied" | "server-off" | "failed";

const WHY: Partial<Record<PushState, readonly [string, string]>> = {
  unsupported: ["(this browser cannot)", "（这个浏览器不支持）"],
  "ios-install": ["(on iPhone and iPad: Share → Add to Home Screen first, then open it from there)", "（iPhone、iPad：先点分享 → 添加到主屏幕，再从主屏幕打开）"],
  denied: ["(notifications are blocked for this site in the browser's settings)", "（浏览器设置里禁止了本站的通知）"],
  "server-off": ["(this server has notifications off)", "（这个服务器没有开通知）"],
  failed: ["(it did not work: try again)", "（没成功，请再试一次）"],
};

/** Why notifications are not on, in the page's language ("" when there is nothing to say). */
export function why(state: PushState, lang: "en" | "zh"): string {
  return WHY[state]?.[lang === "zh" ? 1 : 0] ?? "";
}

const flag = (tableId: string) => `pengyou.push.${tableId}`;

function keep(tableId: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(flag(tableId), "1");
    else localStorage.removeItem(flag(tableId));
  } catch {
    // not kept: asked again next visit
  }
}

function fromBase64Url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(s.length / 4) * 4, "="));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || typeof Notification === "undefined") return null;
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/** iOS delivers web push only to a site added to the Home Screen (16.4 and later). */
function iosBrowserTab(): boolean {
  return /iP(hone|ad|od)/.test(navigator.userAgent) && !matchMedia("(display-mode: standalone)").matches;
}

/** The player asked: permission (prompted now), a subscription with the server's key, handed to the table for this seat. */
export async function turnOn(client: PushClient, tableId: string): Promise<PushState> {
  const reg = await registration();
  if (!reg) return iosBrowserTab() ? "ios-install" : "unsupported";
  const key = await pushKey(location.origin);
  if (!key.on) return "server-off";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  try {
    const serverKey = fromBase64Url(key.publicKey);
    let sub = await reg.pushManager.getSubscription();
    // Made with another key (the operator changed theirs): replaced.
    if (sub && !sameKey(sub.options.applicationServerKey, serverKey)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
    client.subscribe(sub.toJSON() as PushSubscriptionJson);
    keep(tableId, true);
    return "on";
  } catch {
    return "failed";
  }
}

/** No more notifications from this table to this browser (its subscription stays for other tables). */
export async function turnOff(client: PushClient, tableId: string): Promise<PushState> {
  keep(tableId, false);
  const sub = await (await registration())?.pushManager.getSubscription();
  client.unsubscribe(sub?.endpoint);
  return "off";
}

/** On a new socket of a seat whose player turned notifications on here: the subscription is handed to the table again. */
export async function again(client: PushClient): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) client.subscribe(sub.toJSON() as PushSubscriptionJson);
}
