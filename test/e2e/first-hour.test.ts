/**
 * Issue 27, "a stranger's first hour", against `wrangler dev`: the site's
 * pages are served where the web client has a page (the start page, a
 * table, a replay) and nowhere else (an unknown path is a 404, not the
 * start page again; the page names its own icon, and `/favicon.ico`, which
 * browsers ask for anyway, is that icon: issue 57, item 10). That no
 * table is stuck by default (a person who stops answering is moved for
 * once their clock and bank are gone) is test/server/default-clock.test.ts,
 * where time passes at the table instead of in the suite.
 */
import { describe, expect, it } from "vitest";
import { sharedDev } from "./shared-dev";

/** The run's shared server (global-setup.ts): this file makes fresh tables on it. */
const dev = sharedDev();

async function get(path: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(`${dev.base}${path}`, { redirect: "manual", headers: { accept: "text/html,*/*" } });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

describe("the first hour on wrangler dev", () => {
  it("the web client's pages answer with the page; an unknown path is a 404; /favicon.ico is the icon; the manifest speaks English", async () => {
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
    // Issue 57, item 10: /favicon.ico is the app's icon (a PNG), not a 404 and not the page.
    const ico = await fetch(`${dev.base}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toMatch(/^image\/png/);
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The manifest's language is that of its name and description (English).
    const manifest = (await (await fetch(`${dev.base}/manifest.webmanifest`)).json()) as { lang: string; name: string };
    expect(manifest.lang).toBe("en");
    expect(manifest.name).toMatch(/^pengyou .* Shengji, Zhao Pengyou, Zheng Fen$/);
    for (const path of ["/robots.txt", "/nope", "/t", "/t/k3x9qm2rthw8vfpz5c7n/extra/more", "/wp-login.php"]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toContain('<div id="app">');
    }
  }, 60_000);
});
