/**
 * The one rule on where a notification may go (src/server/push/hosts.ts):
 * the browsers' push services, https on 443, no credentials; an operator's
 * own push services through PUSH_HOSTS. The table asks it when a browser
 * subscribes and again before each send (test/server/push-attacks.test.ts
 * shows both over the protocol).
 */
import { describe, expect, it } from "vitest";
import { endpointProblem, parsePushHost, pushHostsOf } from "../../src/server/push/hosts";

const browsers = pushHostsOf(undefined).hosts;

describe("the browsers' push services", () => {
  it("take the endpoints browsers hand out", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dXNlcjEyMzQ6QVBBOTFiRkp",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGuQyavXutnMHlYrcZ8sCxmQ",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD",
      "https://FCM.GoogleAPIs.com/fcm/send/abc",
    ]) {
      expect(endpointProblem(endpoint, browsers), endpoint).toBeNull();
    }
  });

  it("refuse any other address, port or name, credentials and plain http", () => {
    const notPush = [
      "https://127.0.0.1/push", "https://localhost/push", "https://[::1]/push", "https://0.0.0.0/push",
      "https://2130706433/push", "https://0x7f000001/push", "https://017700000001/push", "https://10.0.0.1/push",
      "https://192.168.1.1:8443/push", "https://169.254.169.254/latest/meta-data/", "https://[::ffff:127.0.0.1]/push",
      "https://fcm.googleapis.com:22/fcm/send/x", "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x", "https://fcm.googleapis.com.evil.example/x", "https://evil-fcm.googleapis.com/x",
      "https://googleapis.com/x", "https://push.apple.com/x", "https://push.apple.com.evil.example/x", "https://evilpush.apple.com/x",
      "https://notify.windows.com/x", "https://example.org/push",
    ];
    for (const endpoint of notPush) expect(endpointProblem(endpoint, browsers), endpoint).toBe("not-push-service");
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x", "https://user:pw@fcm.googleapis.com/fcm/send/x", "https://user@fcm.googleapis.com/x",
      "https://fcm.googleapis.com@127.0.0.1/x", "wss://fcm.googleapis.com/x", "not a url", "",
    ]) {
      expect(endpointProblem(endpoint, browsers), endpoint).toBe("not-https");
    }
  });
});

describe("PUSH_HOSTS, the operator's own push services", () => {
  it("adds hosts, on 443 unless a port is named, and every name under a `*.` entry", () => {
    const { hosts, bad } = pushHostsOf("push.example.org, *.push.example.net:8443  Self.Example.COM:9000");
    expect(bad).toEqual([]);
    expect(endpointProblem("https://push.example.org/s/1", hosts)).toBeNull();
    expect(endpointProblem("https://push.example.org:8443/s/1", hosts)).toBe("not-push-service");
    expect(endpointProblem("https://a.push.example.net:8443/s/1", hosts)).toBeNull();
    expect(endpointProblem("https://a.b.push.example.net:8443/s/1", hosts)).toBeNull();
    expect(endpointProblem("https://push.example.net:8443/s/1", hosts)).toBe("not-push-service");
    expect(endpointProblem("https://a.push.example.net/s/1", hosts)).toBe("not-push-service");
    expect(endpointProblem("https://self.example.com:9000/s", hosts)).toBeNull();
    // The browsers' services stay.
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/x", hosts)).toBeNull();
  });

  it("an entry that is not a bare host allows nothing, and is reported", () => {
    const { hosts, bad } = pushHostsOf("push.example.org/path,user@push.example.com,https://push.example.net,push.example.io:99999,,  ");
    expect(bad).toEqual(["push.example.org/path", "user@push.example.com", "https://push.example.net", "push.example.io:99999"]);
    expect(hosts).toEqual(pushHostsOf(undefined).hosts);
    expect(parsePushHost("*.push.apple.com")).toEqual({ host: "push.apple.com", wildcard: true, port: 443 });
  });
});
