import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers ok", async () => {
    const res = await exports.default.fetch("http://x/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("table websocket", () => {
  it("accepts a hibernatable socket and echoes a frame", async () => {
    const res = await exports.default.fetch("http://x/api/tables/t-health/ws", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const first = new Promise<string>((resolve) => ws.addEventListener("message", (e: MessageEvent) => resolve(String(e.data))));
    ws.accept();
    ws.send("hello");
    expect(await first).toBe("hello");
    ws.close(1000, "done");
  });
});
