/**
 * Issue 27, "a stranger's first hour", against `wrangler dev`: the site's
 * pages are served where the web client has a page (the start page, a
 * table, a replay) and nowhere else (an unknown path, a `/favicon.ico`, is
 * a 404, not the start page again; the page names its own icon).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevServer, removeStorage, startDev } from "./dev-server";

let dev: DevServer;

beforeAll(async () => {
  dev = await startDev();
}, 120_000);

afterAll(async () => {
  await dev?.stop();
  if (dev) removeStorage(dev.persistTo);
});

async function get(path: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(`${dev.base}${path}`, { redirect: "manual", headers: { accept: "text/html,*/*" } });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

describe("issue 27 on wrangler dev", () => {
  it("defect 7: the web client's pages answer with the page; an unknown path or /favicon.ico is a 404", async () => {
    for (const path of ["/", "/t/k3x9qm2rthw8vfpz5c7n", "/t/k3x9qm2rthw8vfpz5c7n/", "/g/p8cw2k0000000000000", "/g/p8cw2k0000000000000/2"]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.type, path).toMatch(/^text\/html/);
      expect(r.body, path).toContain('<div id="app">');
    }
    for (const path of ["/app.js", "/app.css"]) expect((await get(path)).status, path).toBe(200);
    // The page names its icon, which is a file.
    expect((await get("/")).body).toContain('rel="icon" href="/favicon.svg"');
    const icon = await get("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/^image\/svg\+xml/);
    for (const path of ["/favicon.ico", "/robots.txt", "/nope", "/t", "/t/k3x9qm2rthw8vfpz5c7n/extra/more", "/wp-login.php"]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toContain('<div id="app">');
    }
  }, 60_000);
});
