/**
 * The names the Workers-pool tests give their local listeners, shared by
 * vitest.workers.config.ts (which lets the table post to them through
 * `PUSH_HOSTS`, as an operator names a self-hosted push service, and whose
 * outbound service routes each name to its listener) and by the suite's
 * setup (push-service.ts, listeners.ts), which publishes where each one
 * listens. `.test` names are reserved (RFC 6761): they never leave the machine.
 */
import type { ProvidedContext } from "vitest";
import type { TestProject } from "vitest/node";

export const TEST_HOSTS = {
  /** The test push service (web-push-testing): answers 201 and decrypts. */
  push: "push.pengyou.test",
  /** Accepts the connection and never answers a byte. */
  blackHole: "blackhole.pengyou.test",
  /** Answers every request with a redirect to the loopback trap. */
  redirect: "redirect.pengyou.test",
} as const;

/** The black hole is named with a port, as an operator's own push service on a port other than 443 would be. */
export const BLACK_HOLE_PORT = 8443;

/** The tests' PUSH_HOSTS: the browsers' push services stay allowed as well (src/server/push/hosts.ts). */
export const TEST_PUSH_HOSTS = `${TEST_HOSTS.push}, ${TEST_HOSTS.blackHole}:${BLACK_HOLE_PORT}, ${TEST_HOSTS.redirect}`;

/** The environment variable in which the suite's setup (Node, the vitest process) says on which local port each name listens. */
export const ROUTES_VAR = "PENGYOU_TEST_ROUTES";

/** Adds `name` → `port` to the routes (the outbound service reads them at each request). */
export function publishRoute(name: string, port: number): void {
  const routes = JSON.parse(process.env[ROUTES_VAR] ?? "{}") as Record<string, number>;
  process.env[ROUTES_VAR] = JSON.stringify({ ...routes, [name]: port });
}

/** The local port a name is routed to, if it is one of the tests'. */
export function routeOf(name: string): number | undefined {
  return (JSON.parse(process.env[ROUTES_VAR] ?? "{}") as Record<string, number>)[name];
}

/**
 * A globalSetup whose servers start once per run, shared by every project
 * of the pool: each project runs its own globalSetups, and a second start
 * would publish its ports over the first's (the outbound service would then
 * send one project's requests to the other's listeners). The last project
 * to finish stops them.
 */
export function sharedSetup<P extends Record<string, string | number>>(key: string, start: () => Promise<{ readonly provide: P; stop(): Promise<void> }>) {
  type Entry = { readonly started: ReturnType<typeof start>; users: number };
  const shared = globalThis as unknown as Record<string, Entry | undefined>;
  return async (project: TestProject): Promise<() => Promise<void>> => {
    const entry = (shared[key] ??= { started: start(), users: 0 });
    entry.users++;
    const { provide, stop } = await entry.started;
    for (const [k, v] of Object.entries(provide)) project.provide(k as keyof ProvidedContext, v as never);
    return async () => {
      if (--entry.users > 0) return;
      shared[key] = undefined;
      await stop();
    };
  };
}
