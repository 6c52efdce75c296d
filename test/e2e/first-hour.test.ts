/**
 * Issue 27, "a stranger's first hour", against `wrangler dev`: the site's
 * pages are served where the web client has a page (the start page, a
 * table, a replay) and nowhere else (an unknown path is a 404, not the
 * start page again; the page names its own icon, and `/favicon.ico`, which
 * browsers ask for anyway, is that icon: issue 57, item 10); and no
 * table is stuck by default: a table made with no settings at all has a
 * turn clock, shown in its summary, and when a person stops answering, the
 * table moves for them once their move's clock and their time bank have
 * run out, and plays on by itself.
 */
import { describe, expect, it } from "vitest";
import { Api, TableClient, connectTo } from "../../src/client";
import type { ZhengFenView } from "../../src/engine";
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

  it("no table is stuck by default: with no settings at all, a person who stops answering is moved for within their clock and bank, and the table plays on", async () => {
    const api = new Api(dev.base);
    const t = await api.createTable({ game: "zheng-fen", players: 3 });
    // The summary shows the clock the defaults make.
    const summary = (await (await fetch(`${dev.base}/api/tables/${t.tableId}`)).json()) as { settings: object; clock: unknown };
    expect(summary.settings).toEqual({});
    expect(summary.clock).toEqual({ turnSeconds: 45, setupSeconds: 90, bankSeconds: 45 });
    const clock = summary.clock as { turnSeconds: number; bankSeconds: number };
    const person = new TableClient({ connect: connectTo(api.socketUrl(t.tableId)), hostToken: t.hostToken, name: "Mei", pingMs: 0 });
    await person.connect();
    person.sit(0);
    await person.waitFor((c) => c.you === 0);
    person.bot(1);
    person.bot(2);
    await person.waitFor((c) => c.table?.seats[2]?.bot === true);
    person.start();
    // The person's turn comes (the bots play at the default pace); from then on they never answer, and stay connected.
    const myTurn = (c: TableClient) => (c.view as ZhengFenView | null)?.phase === "play" && (c.view as ZhengFenView).turn === 0;
    await person.waitFor(myTurn, 60_000);
    const waiting = person.version;
    const since = Date.now();
    expect(person.table?.seats[0]?.state).toBe("person");
    // Within the move's clock and the seat's bank (and a little for the alarm), the table moves for them...
    await person.waitFor((c) => c.version > waiting, (clock.turnSeconds + clock.bankSeconds + 15) * 1000);
    const waited = Date.now() - since;
    expect(waited).toBeLessThan((clock.turnSeconds + clock.bankSeconds + 15) * 1000);
    // ...a bot stands in for them, and the game goes on by itself, their turns included.
    await person.waitFor((c) => c.table?.seats[0]?.state === "stand-in", 10_000);
    const after = person.version;
    await person.waitFor((c) => c.version >= after + 6 || c.table?.phase !== "playing", 60_000);
    console.log(`default clock: moved for after ${Math.round(waited / 1000)} s`);
    person.close();
  }, 240_000);
});
