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
 * small control server answers `GET /state` with them.
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
  /** Connections the black hole accepted (numbered from 0 in order), and the numbers of those still open (never answered). */
  blackHole: { accepted: number; openIds: number[] };
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
  const state: ListenerState = { blackHole: { accepted: 0, openIds: [] }, trap: { accepted: 0 }, redirect: { answered: 0 } };
  const held = new Set<Socket>();

  const blackHole = createTcpServer((socket) => {
    const id = state.blackHole.accepted++;
    state.blackHole.openIds.push(id);
    held.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      state.blackHole.openIds = state.blackHole.openIds.filter((x) => x !== id);
      held.delete(socket);
    });
    // Reads whatever comes, answers nothing, ever.
    socket.resume();
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
  const control = createHttpServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(state));
  });

  publishRoute(TEST_HOSTS.blackHole, await listen(blackHole, "127.0.0.1"));
  publishRoute(TEST_HOSTS.redirect, await listen(redirect, "127.0.0.1"));
  const controlPort = await listen(control, "127.0.0.1");

  const stop = async () => {
    for (const s of held) s.destroy();
    const close = (s: { close(cb: () => void): unknown }) => new Promise<void>((resolve) => s.close(() => resolve()));
    redirect.closeAllConnections();
    control.closeAllConnections();
    await Promise.all([blackHole, trap, trap6, redirect, control].map((s) => (s.listening ? close(s) : Promise.resolve())));
  };
  return { provide: { listeners: `http://localhost:${controlPort}`, trapPort }, stop };
});
