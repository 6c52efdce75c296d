/**
 * A real Web Push service for the Workers-pool tests, started by the suite
 * itself (vitest's globalSetup, in Node): web-push-testing (npm), which
 * accepts subscriptions from its own API, checks each notification's VAPID
 * signature and decrypts its aes128gcm payload, and answers 410 for a
 * subscription it was told has expired. Its endpoints are plain http on
 * localhost; a real push service's are https on a push service's host
 * (the table refuses others: src/server/push/hosts.ts), so the tests hand
 * the table them as https://push.pengyou.test/… (`pushEndpoint`), a host
 * the tests' PUSH_HOSTS allows, and the Workers runtime's outbound fetches
 * to that name go to the plain port (vitest.workers.config.ts,
 * `outboundService`; test-hosts.ts).
 */
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { TEST_HOSTS, publishRoute, sharedSetup } from "./test-hosts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test push service's base URL (http://localhost:port). */
    pushService: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

interface TestingServer {
  startServer(): void;
  _server: import("node:http").Server;
}

export default sharedSetup("pengyou:push-service", async () => {
  const require = createRequire(import.meta.url);
  const Server = require("web-push-testing/src/server.js") as new (model: unknown, port: number) => TestingServer;
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as { PushApiModel: new () => unknown };
  const port = await freePort();
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  try {
    server.startServer();
    await new Promise<void>((resolve) => (server._server.listening ? resolve() : server._server.once("listening", () => resolve())));
  } finally {
    console.log = log;
  }
  publishRoute(TEST_HOSTS.push, port);
  return { provide: { pushService: `http://localhost:${port}` }, stop: () => new Promise<void>((resolve) => server._server.close(() => resolve())) };
});
