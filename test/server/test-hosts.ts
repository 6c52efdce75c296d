/**
 * The names the Workers-pool tests give their local listeners, shared by
 * vitest.workers.config.ts (which lets the table post to them through
 * `PUSH_HOSTS`, as an operator names a self-hosted push service, and whose
 * outbound service routes each name to its listener) and by the suite's
 * setup (push-service.ts, listeners.ts), which publishes where each one
 * listens. `.test` names are reserved (RFC 6761): they never leave the machine.
 */
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
