/**
 * Who a client is, as far as every per-address brake and bound goes: the
 * one place that turns a connecting address into a key. An IPv4 address
 * counts whole; an IPv6 address counts by its /64, because one subscriber
 * (a home, a phone, a server) is usually given a whole /64 and can take
 * any of its 2^64 addresses at will. The Worker's rate limits, the
 * lobby's lines and sockets per address, and a table's address hash (its
 * host's bans, the room it keeps for sockets still saying hello) all key
 * on this.
 */
import { hashToken } from "./ids";

/**
 * The key of a connecting address: an IPv4 address as given, an IPv6
 * address as its /64 (`2001:db8:1:2::/64`, however the address was
 * written), an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4
 * address. Anything else is kept as given (lower-cased): the platform
 * sets the header, so it is not the client's to choose.
 */
export function addressKey(ip: string): string {
  const a = ip.trim().toLowerCase().replace(/%.*$/, "");
  if (!a.includes(":")) return a;
  const g = ipv6Groups(a);
  if (!g) return a;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi, lo] = [g[6] ?? 0, g[7] ?? 0];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail allowed), or null if it is none. */
function ipv6Groups(a: string): number[] | null {
  let text = a;
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (dotted) {
    const b = dotted.slice(2).map(Number);
    if (b.some((x) => x > 255)) return null;
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = b;
    text = `${dotted[1]}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === "" ? [] : h.split(":").map((x) => (/^[0-9a-f]{1,4}$/.test(x) ? parseInt(x, 16) : Number.NaN)));
  const head = groups(halves[0] ?? "");
  const tail = halves.length === 2 ? groups(halves[1] ?? "") : [];
  if ([...head, ...tail].some(Number.isNaN)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing < 1 ? null : [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** The brakes' key for a request (`local` when the platform gave no address, as in a local run without one). */
export function clientKey(req: Request): string {
  const ip = req.headers.get("CF-Connecting-IP");
  return ip ? addressKey(ip) : "local";
}

/**
 * What a table keeps of a client's address (its key, hashed): the host's
 * bans, where a seat's holder was seen from, a new table's creator (the
 * lobby's lines per address). Null when the platform gave none.
 */
export async function addressHash(ip: string | null | undefined): Promise<string | null> {
  return ip ? (await hashToken(`address:${addressKey(ip)}`)).slice(0, 32) : null;
}
