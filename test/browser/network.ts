/**
 * A phone's network going away and coming back, for a page in Chromium.
 *
 * `context.setOffline` alone is not that: it fires the page's `offline` and
 * `online` events and fails new requests, but Chromium keeps carrying an open
 * WebSocket's frames both ways (microsoft/playwright#4910), so a page would
 * look connected through the whole cut. So the table's sockets are routed
 * (`routeWebSocket`) through the test, which passes their frames on while the
 * network is up; `cut()` then also does to them what a dropped or switched
 * network does: every open socket goes silent for good (nothing reaches the
 * page or the table, and the page is not told: a dead link closes nothing),
 * the table's end of it is closed (the table sees the socket gone), and
 * each new socket closes as soon as it opens until `restore()`.
 *
 * `rttMs`: every frame takes half of it each way (in order). DevTools'
 * network emulation (`Network.emulateNetworkConditions`) slows a socket's
 * handshake but not its frames (measured: a move answered in 44 ms at a
 * 300 ms "latency"), so a slow link's frames are slowed here.
 */
import type { Page, WebSocketRoute } from "playwright-core";

export interface Network {
  /** The network goes away: Chromium's offline switch, and every table socket dead and silent. */
  cut(): Promise<void>;
  /** The network comes back: new sockets reach the table again (the dead ones stay dead). */
  restore(): Promise<void>;
  /**
   * The next frame the page sends that `matches` reaches the table, and then the socket dies silently (the
   * table's answer is lost; the page is not told): a move made just as the network failed.
   */
  dieAfter(matches: (text: string) => boolean): void;
  /**
   * The table's frames to the page are held back (kept, in order) until `release()`: frames in flight on a
   * slow link. The runtime's "pong" to the page's heartbeat still passes (the link is slow, not dead).
   */
  hold(): void;
  release(): void;
  /** Sends `text` to the table on the page's open socket, as if the page had sent it (the page never learns of it). */
  inject(text: string): void;
  /** How many table sockets the page has opened so far (a reconnect is a new one). */
  readonly opened: number;
  /** Every text frame the page sent on a table socket, in order, and whether it reached the table. */
  readonly sent: readonly { readonly text: string; readonly delivered: boolean }[];
}

export async function network(page: Page, opts: { rttMs?: number } = {}): Promise<Network> {
  const half = (opts.rttMs ?? 0) / 2;
  const later = (f: () => void) => (half > 0 ? void setTimeout(f, half) : f());
  let up = true;
  let opened = 0;
  const sent: { text: string; delivered: boolean }[] = [];
  let dieAfter: ((text: string) => boolean) | null = null;
  let held: (() => void)[] | null = null;
  const live = new Set<{ page: WebSocketRoute; server: WebSocketRoute; dead: boolean }>();
  await page.routeWebSocket(/\/api\/tables\/[^/]+\/ws$/, (ws) => {
    opened++;
    if (!up) {
      ws.close({ code: 1001, reason: "offline" });
      return;
    }
    const server = ws.connectToServer();
    const link = { page: ws, server, dead: false };
    live.add(link);
    ws.onMessage((m) => {
      if (typeof m === "string") sent.push({ text: m, delivered: !link.dead });
      if (link.dead) return;
      // The frame after which the link dies still goes (it was on its way).
      const last = typeof m === "string" && dieAfter?.(m) === true;
      if (last) {
        dieAfter = null;
        link.dead = true;
      }
      later(() => (last || !link.dead) && server.send(m));
    });
    server.onMessage((m) => {
      if (link.dead) return;
      if (held && m !== "pong") held.push(() => link.dead || ws.send(m));
      else later(() => link.dead || ws.send(m));
    });
    ws.onClose((code, reason) => {
      live.delete(link);
      const how = { ...(code !== undefined ? { code } : {}), ...(reason !== undefined ? { reason } : {}) };
      // The page's own close completes at once even on a dead link (Chromium would wait out its closing
      // handshake, up to a minute, before telling the page): the kindest case for a client that waits for it.
      void ws.close(how).catch(() => undefined);
      if (!link.dead) void server.close(how).catch(() => undefined);
    });
    server.onClose((code, reason) => {
      live.delete(link);
      if (!link.dead) void ws.close({ ...(code !== undefined ? { code } : {}), ...(reason !== undefined ? { reason } : {}) }).catch(() => undefined);
    });
  });
  return {
    async cut() {
      up = false;
      await page.context().setOffline(true);
      for (const link of live) {
        link.dead = true;
        await link.server.close({ code: 1001, reason: "network gone" }).catch(() => undefined);
      }
    },
    async restore() {
      up = true;
      await page.context().setOffline(false);
    },
    hold() {
      held ??= [];
    },
    release() {
      const frames = held ?? [];
      held = null;
      for (const f of frames) f();
    },
    inject(text) {
      const link = [...live].find((l) => !l.dead);
      if (!link) throw new Error("no open table socket to send on");
      link.server.send(text);
    },
    dieAfter(matches) {
      dieAfter = matches;
    },
    get opened() {
      return opened;
    },
    sent,
  };
}
