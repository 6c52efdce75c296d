/** The one address key every per-address brake and bound uses (src/server/address.ts). */
import { describe, expect, it } from "vitest";
import { addressKey, clientKey } from "../../src/server/identity/address";

describe("addressKey", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("192.0.2.8")).not.toBe(addressKey("192.0.2.7"));
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:9", "2001:db8:1:2:a:b:c:d", "2001:db8:1:2::a:b", " 2001:db8:1:2::1 ", "2001:db8:1:2::1%eth0"]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("an IPv4-mapped IPv6 address is its IPv4 address", () => {
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::ffff:c000:207")).toBe("192.0.2.7");
  });

  it("keeps anything that is no address as given, lower-cased", () => {
    for (const x of ["1:2:3", "2001:db8::1::2", "2001:db8:1:2:3:4:5:6:7", "::ffff:300.1.1.1", "g::1", "LOCAL"]) expect(addressKey(x)).toBe(x.toLowerCase());
  });

  it("a request's key: its CF-Connecting-IP's, or local without one", () => {
    expect(clientKey(new Request("http://x/", { headers: { "CF-Connecting-IP": "2001:db8:1:2::99" } }))).toBe("2001:db8:1:2::/64");
    expect(clientKey(new Request("http://x/"))).toBe("local");
  });
});
