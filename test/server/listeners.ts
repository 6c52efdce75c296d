/**
 * Local listeners for the push attacks (test/server/push-attacks.test.ts),
 * started by the suite itself (vitest's globalSetup, in Node):
 *
 * - a black hole: a TCP server that accepts every connection and never
 *   answers a byte (a push endpoint that hangs);
 * - a trap on the loopback address: counts every connection made to it, and
 *   must never see one (no push reaches an address the subscriber names);
 * - a redirector: answers every request with a 307 to the trap.
 *
 * The tests run in workerd and cannot read Node's counters directly: a
 * small control server answers `GET /state` with them. `POST
 * /let-go?path=…` makes the black hole drop the connections whose request
 * path starts so, as a network that gives up would, and those that come
 * until `POST /hold?path=…` (the test runtime cannot evict an object while
 * a request of its is held: table-lives.test.ts).
 */
import { type Server, type Socket, createServer as createTcpServer } from "node:net";
import { createServer as createHttpServer } from "node:http";
import { TEST_HOSTS, publishRoute, sharedSetup } from "./test-hosts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The control server's base URL (http://localhost:port): `GET /state` gives ListenerState. */
    listeners: string;
    /** The loopback trap's port (it listens on 127.0.0.1, and on ::1 where the machine has it). */
    trapPort: number;
  }
}

export interface ListenerState {
  /**
   * Connections the black hole accepted (numbered from 0 in order), the numbers of those still open (never answered),
   * and what each open one asked for (its request line's path, once it came), by number.
   */
  blackHole: { accepted: number; openIds: number[]; paths: Record<number, string> };
  /** Connections made to the trap: must stay 0. */
  trap: { accepted: number };
  /** Requests the redirector answered (with a redirect to the trap). */
  redirect: { answered: number };
}

function listen(server: Server, host: string, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

export default sharedSetup("pengyou:listeners", async () => {
  const state: ListenerState = { blackHole: { accepted: 0, openIds: [], paths: {} }, trap: { accepted: 0 }, redirect: { answered: 0 } };
  const held = new Map<Socket, number>();
  /** Paths the black hole lets go of (it drops their connections) instead of holding them. */
  const released = new Set<string>();
  const releasedPath = (path: string | undefined) => path !== undefined && [...released].some((p) => path.startsWith(p));

  const blackHole = createTcpServer((socket) => {
    const id = state.blackHole.accepted++;
    state.blackHole.openIds.push(id);
    held.set(socket, id);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      state.blackHole.openIds = state.blackHole.openIds.filter((x) => x !== id);
      delete state.blackHole.paths[id];
      held.delete(socket);
    });
    // Reads whatever comes, answers nothing, ever; it notes the path of the request line (which table's push it holds).
    let head = "";
    socket.on("data", (chunk: Buffer) => {
      if (head.includes("\r\n") || head.length > 4096) return;
      head += chunk.toString("latin1");
      const path = /^[A-Z]+ (\S+) HTTP\//.exec(head)?.[1];
      if (path !== undefined && state.blackHole.openIds.includes(id)) state.blackHole.paths[id] = path;
      if (releasedPath(path)) socket.destroy();
    });
  });
  const trapped = (socket: Socket) => {
    state.trap.accepted++;
    socket.on("error", () => undefined);
    socket.destroy();
  };
  const trap = createTcpServer(trapped);
  const trap6 = createTcpServer(trapped);
  const trapPort = await listen(trap, "127.0.0.1");
  await listen(trap6, "::1", trapPort).catch(() => undefined);

  const redirect = createHttpServer((req, res) => {
    state.redirect.answered++;
    req.resume();
    res.writeHead(307, { location: `https://127.0.0.1:${trapPort}/redirected` });
    res.end();
  });
  const control = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const prefix = url.searchParams.get("path");
    if (req.method === "POST" && prefix && (url.pathname === "/let-go" || url.pathname === "/hold")) {
      if (url.pathname === "/hold") released.delete(prefix);
      else released.add(prefix);
      for (const [socket, id] of held) if (releasedPath(state.blackHole.paths[id])) socket.destroy();
      res.writeHead(204);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(state));
  });

  publishRoute(TEST_HOSTS.blackHole, await listen(blackHole, "127.0.0.1"));
  publishRoute(TEST_HOSTS.redirect, await listen(redirect, "127.0.0.1"));
  const controlPort = await listen(control, "127.0.0.1");

  const stop = async () => {
    for (const s of held.keys()) s.destroy();
    const close = (s: { close(cb: () => void): unknown }) => new Promise<void>((resolve) => s.close(() => resolve()));
    redirect.closeAllConnections();
    control.closeAllConnections();
    await Promise.all([blackHole, trap, trap6, redirect, control].map((s) => (s.listening ? close(s) : Promise.resolve())));
  };
  return { provide: { listeners: `http://localhost:${controlPort}`, trapPort }, stop };
});
