/**
 * Where the table may send a notification: the one rule (docs/PUSH.md,
 * "Push services"). A push endpoint is a URL a stranger hands the table,
 * and the table later POSTs to it: without a rule it would make the Worker
 * call any address and port on command. Browsers get their endpoints from
 * a few push services only, so an endpoint is accepted only on one of
 * them: https, on 443, no credentials in the URL. An operator who runs a
 * push service of their own names it in `PUSH_HOSTS` (then with a port if
 * it is not 443). The same function decides when a browser subscribes
 * (commands/push.ts) and again before each send (push-send.ts), so a
 * subscription stored under another rule is never posted to.
 */

/** One allowed host: exactly `host`, or (wildcard) any name under it; on `port`. */
export interface PushHost {
  readonly host: string;
  readonly wildcard: boolean;
  readonly port: number;
}

/** The browsers' push services (all https on 443): Chrome and Edge on Android, Firefox, Safari, Edge on Windows. */
export const BROWSER_PUSH_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"] as const;

const HTTPS_PORT = 443;

/** Host and port of a URL as the fetch will use them (the URL parser has made the host canonical: lower case, IPv4 dotted, IDN in punycode). */
function hostPort(url: URL): { host: string; port: number } {
  return { host: url.hostname, port: url.port === "" ? HTTPS_PORT : Number(url.port) };
}

/** One entry of the list (`fcm.googleapis.com`, `*.push.apple.com`, `push.example.org:8443`), or null if it is not a bare host with an optional port. */
export function parsePushHost(entry: string): PushHost | null {
  const wildcard = entry.startsWith("*.");
  const rest = wildcard ? entry.slice(2) : entry;
  let url: URL;
  try {
    url = new URL(`https://${rest}`);
  } catch {
    return null;
  }
  // A bare host (and port): anything more (a path, credentials, a query) is a mistake in the list, not a host.
  if (url.username !== "" || url.password !== "" || url.pathname !== "/" || url.search !== "" || url.hash !== "" || rest.includes("/")) return null;
  return { ...hostPort(url), wildcard };
}

/**
 * The allowed hosts: the browsers' push services and the operator's own
 * (`PUSH_HOSTS`: entries separated by commas or spaces). `bad` lists the
 * operator's entries that are not a host, for their log: they allow nothing.
 */
export function pushHostsOf(extra: string | undefined): { hosts: readonly PushHost[]; bad: readonly string[] } {
  const hosts: PushHost[] = BROWSER_PUSH_HOSTS.map((e) => parsePushHost(e) as PushHost);
  const bad: string[] = [];
  for (const entry of (extra ?? "").split(/[\s,]+/).filter((e) => e !== "")) {
    const host = parsePushHost(entry.toLowerCase());
    if (host) hosts.push(host);
    else bad.push(entry);
  }
  return { hosts, bad };
}

/** Why the table will not post to `endpoint` (null: it may). */
export type EndpointProblem = "not-https" | "not-push-service";

/** The one rule: an https URL without credentials, whose host and port are on the list. */
export function endpointProblem(endpoint: string, hosts: readonly PushHost[]): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not-https";
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return "not-https";
  const { host, port } = hostPort(url);
  const listed = hosts.some((h) => h.port === port && (h.wildcard ? host.endsWith(`.${h.host}`) : host === h.host));
  return listed ? null : "not-push-service";
}
