/**
 * A round trip put between a browser and the `wrangler dev` it plays on:
 * a TCP proxy that holds every chunk half of `rttMs` each way, in order.
 * Everything on the link is slowed alike (the page's requests, the
 * socket's handshake and every frame), as a distant Durable Object is.
 *
 * It replaces, for `feel`'s timed plays, routing the socket's frames
 * through Playwright (`routeWebSocket`, test/browser/network.ts), which
 * relays each frame from the page to Node and back, a cost no player pays:
 * about 6 ms each way on this machine (measured at 0 ms, a Tractor hand
 * through both: the move's frame left the page 0.2 ms after the click
 * directly, 6–7 ms routed).
 */
import { type Server, type Socket, connect, createServer } from "node:net";

export interface DelayProxy {
  /** The proxy's origin, to open the table's pages on (`http://127.0.0.1:<port>`). */
  readonly base: string;
  close(): Promise<void>;
}

/** Copies `from` to `to`, each chunk `ms` later than it came (timers of one delay fire in the order they were set). */
function delayed(from: Socket, to: Socket, ms: number): void {
  const later = (f: () => void) => (ms > 0 ? void setTimeout(f, ms) : f());
  from.on("data", (chunk) => later(() => to.destroyed || to.write(chunk)));
  from.on("end", () => later(() => to.end()));
  from.on("error", () => to.destroy());
  // Gone without an orderly end (a reset, an error): so is the other side; after an end, `to.end()` flushes first.
  from.on("close", (hadError) => later(() => (hadError || !to.writableEnded) && to.destroy()));
}

export async function delayProxy(target: string, rttMs: number): Promise<DelayProxy> {
  const { hostname, port } = new URL(target);
  const half = rttMs / 2;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      s.setNoDelay(true);
      open.add(s);
      s.on("close", () => open.delete(s));
    }
    delayed(client, upstream, half);
    delayed(upstream, client, half);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("delay proxy: no port");
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
