/**
 * Issue 53, item 3: one client cannot fill the lobby or its sockets. Each
 * test is the attack as an outsider made it, over the real protocol (the
 * Worker's routes, the tables' and the lobby's sockets); the bounds are
 * the ones docs/PROTOCOL.md writes down ("The lobby", "Limits").
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TableClient } from "../../src/client";
import { CLOSE, type PlayNow } from "../../src/protocol";
import { LOBBY_NAME } from "../../src/server/lobby/lobby-object";
import { LINES_PER_ADDRESS, LOBBY_BROADCAST_MS } from "../../src/server/lobby/lines";
import { LOBBY_IDLE_MS, LOBBY_SOCKETS_PER_ADDRESS } from "../../src/server/lobby/page-sockets";
import { type LobbyPage, gone, listed, lobbyPage, tryLobbyPage } from "./lobby-support";
import { FAST, api, bareSocket, connect, createTable, newAddress, until } from "./support";

/** Host `host` of the IPv6 /64 number `net` (this file's own /48: no other test file uses it). */
const v6 = (net: number, host: number) => `2001:db8:53:${net.toString(16)}::${host.toString(16)}`;

/** A public waiting table made from `address`, its host seated from there (somebody is at it). */
async function publicTable(address: string, game = "zheng-fen", players = 3) {
  const t = await createTable({ game, players, settings: FAST, public: true }, address);
  const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host", address });
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  return { ...t, host };
}

/** The same, its host on a bare socket that never reconnects (a browser whose process dies stays dead). */
async function publicTableBare(address: string, game: string, players: number) {
  const t = await createTable({ game, players, settings: FAST, public: true }, address);
  const host = await bareSocket(t.tableId, address, { hostToken: t.hostToken, name: "Host" });
  host.ws.send(JSON.stringify({ type: "sit", seat: 0 }));
  await host.until((s) => s.frames.some((f) => f.type === "welcome" && f.you === 0));
  return { ...t, host };
}

async function playNow(game: string, address = newAddress()): Promise<{ status: number; body: PlayNow }> {
  const res = await api("/api/play", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify({ game }) });
  return { status: res.status, body: (await res.json()) as PlayNow };
}

const lobbyStub = () => env.LOBBY.getByName(LOBBY_NAME);

describe("lobby lines: one client cannot fill the list", () => {
  it("three addresses (one of them an IPv6 /64) making 51 tables hold two lines each, and re-configuring theirs does not push a newcomer's table off", async () => {
    const made: { owner: number; tableId: string; host: TableClient }[] = [];
    for (let owner = 0; owner < 3; owner++) {
      for (let k = 0; k < 17; k++) {
        // The third attacker takes a new address of its /64 for every table.
        const address = owner < 2 ? `10.53.1.${owner + 1}` : v6(1, k + 1);
        made.push({ owner, ...(await publicTable(address)) });
      }
    }
    const mine = await publicTable(newAddress(), "tractor-classic", 4);
    const page = await lobbyPage();
    await page.waitFor(listed(mine.tableId), "the newcomer's table is listed");
    // Every attacker table re-configured: each of its lines changes again, after the newcomer's.
    for (const t of made) t.host.configure({ settings: { turnSeconds: 77 } });
    const ids = made.map((t) => t.tableId);
    const inD1 = async () => {
      const { results } = await env.DB.prepare(`SELECT COUNT(*) AS n FROM tables WHERE turn_seconds = 77 AND id IN (${ids.map(() => "?").join(",")})`)
        .bind(...ids)
        .all<{ n: number }>();
      return results[0]?.n ?? 0;
    };
    await until(async () => (await inD1()) === ids.length, "every re-configured line to reach D1 (the lobby is told in the same alarm)", 60_000);
    // A start page opened now, and the one open all along, list the newcomer's table; no address holds more than its lines.
    const fresh = await lobbyPage();
    for (const p of [fresh, page]) {
      const list = await p.waitFor(listed(mine.tableId), "the newcomer's table is still listed");
      for (let owner = 0; owner < 3; owner++) {
        const theirs = list.filter((l) => made.some((t) => t.owner === owner && t.tableId === l.id));
        expect(theirs.length, `attacker ${owner}'s lines`).toBeLessThanOrEqual(LINES_PER_ADDRESS);
      }
    }
    for (const t of [...made, mine]) t.host.close();
    for (const p of [fresh, page]) p.ws.close();
  }, 240_000);
});

describe("lobby lines: a line means somebody is there", () => {
  it("a public table whose people vanished without a close (its process died) gets no stranger from Play now, and leaves the list", async () => {
    // No other test of this file lists this game: Play now's only candidate is this table.
    const game = "zpy-active-passive";
    const t = await publicTableBare(newAddress(), game, 5);
    const page = await lobbyPage();
    await page.waitFor(listed(t.tableId), "the table is listed");
    // The process dies: the sockets go, and no close ever reaches the table.
    await evictDurableObject(env.TABLE.getByName(t.tableId), { webSockets: "close" });
    const got = await playNow(game);
    expect(got.body.tableId, "Play now seated a stranger at a table nobody is at").not.toBe(t.tableId);
    expect(got.body.how).toBe("new");
    await page.waitFor(gone(t.tableId), "the table nobody is at left the list");
    const row = await env.DB.prepare("SELECT present FROM tables WHERE id = ?").bind(t.tableId).first<{ present: number }>();
    expect(row?.present).toBe(0);
    page.ws.close();
  });

  it("with nobody asking either: the alarm a listed table keeps (its line's renewal) finds nobody there after the restart and takes the line out", async () => {
    const t = await publicTableBare(newAddress(), "zheng-fen", 3);
    const page = await lobbyPage();
    await page.waitFor(listed(t.tableId), "the table is listed");
    await evictDurableObject(env.TABLE.getByName(t.tableId), { webSockets: "close" });
    // What the restarted table does next by itself: its alarm (run now rather than in minutes).
    expect(await runDurableObjectAlarm(env.TABLE.getByName(t.tableId)), "a listed table keeps an alarm").toBe(true);
    await page.waitFor(gone(t.tableId), "the dead table's line left the list");
    page.ws.close();
  });
});

describe("lobby sockets: one client cannot fill them", () => {
  it("2,040 idle sockets from 34 addresses (four of them in one IPv6 /64) do not keep a newcomer from the live list", async () => {
    const flood: { address: string; page: LobbyPage }[] = [];
    let refused = 0;
    for (let a = 0; a < 34; a++) {
      for (let k = 0; k < 60; k++) {
        // The socket brake allows 60 upgrades a minute per address: 60 from each.
        const address = a < 30 ? `10.53.2.${a + 1}` : v6(2, a * 100 + k);
        const got = await tryLobbyPage(address);
        if (got.ok) flood.push({ address: a < 30 ? address : "the /64", page: got.page });
        else refused++;
      }
    }
    const newcomer = await lobbyPage();
    await newcomer.waitFor(() => true, "the list, at once");
    expect(newcomer.closedWith()).toBeNull();
    // Live: a table made public now reaches it.
    const t = await publicTable(newAddress());
    await newcomer.waitFor(listed(t.tableId), "the new table reached the newcomer's page");
    expect(newcomer.closedWith()).toBeNull();
    // The flood holds at most its share per address: the rest were closed (4008), its own oldest first.
    const open = () => {
      const counts = new Map<string, number>();
      for (const f of flood) if (f.page.closedWith() === null) counts.set(f.address, (counts.get(f.address) ?? 0) + 1);
      return counts;
    };
    await until(async () => [...open().values()].every((n) => n <= LOBBY_SOCKETS_PER_ADDRESS), () => `at most ${LOBBY_SOCKETS_PER_ADDRESS} open per address: ${JSON.stringify([...open()])}`);
    expect(flood.filter((f) => f.page.closedWith() !== null).every((f) => f.page.closedWith() === CLOSE.full)).toBe(true);
    // The /64's 240 upgrades met one brake (60 a minute), not four.
    expect(refused).toBe(180);
    console.log(`lobby flood: ${flood.length} sockets accepted, ${refused} upgrades refused, ${[...open().values()].reduce((a, b) => a + b, 0)} left open`);
    for (const f of flood) f.page.ws.close();
    newcomer.ws.close();
    t.host.close();
  }, 300_000);

  it("a start page left open is closed once it has been open LOBBY_IDLE_MS: the lobby's own alarm sweeps it (4009)", async () => {
    const address = newAddress();
    const page = await lobbyPage(address);
    await page.waitFor(() => true, "the list");
    // Ten minutes pass for this socket: the time it opened, kept with it, is moved back by that much.
    await runInDurableObject(lobbyStub(), (_i, state) => {
      for (const ws of state.getWebSockets(address)) {
        const a = ws.deserializeAttachment() as { at: number } | null;
        ws.serializeAttachment({ ...a, at: (a?.at ?? Date.now()) - LOBBY_IDLE_MS });
      }
    });
    expect(await runDurableObjectAlarm(lobbyStub()), "the lobby keeps an alarm while sockets are open").toBe(true);
    await page.until((p) => p.closedWith() !== null, "the idle socket to close");
    expect(page.closedWith()).toBe(CLOSE.idle);
  });
});

describe("lobby fan-out", () => {
  it("fifteen configure frames reach open start pages as a few small changes, at most one every LOBBY_BROADCAST_MS, never the whole list again", async () => {
    // A list worth sending: ten waiting tables of five addresses, and the attacker's.
    const others = [];
    for (let a = 0; a < 5; a++) for (let k = 0; k < 2; k++) others.push(await publicTable(`10.53.3.${a + 1}`));
    const attacker = await publicTable(newAddress());
    const all = [...others, attacker].map((t) => t.tableId);
    const pages: LobbyPage[] = [];
    for (let i = 0; i < 20; i++) pages.push(await lobbyPage());
    for (const p of pages) await p.waitFor((l) => all.every((id) => l.some((x) => x.id === id)), "every table listed");
    const marks = pages.map((p) => p.frames.length);
    const t0 = Date.now();
    for (let i = 1; i <= 15; i++) attacker.host.configure({ settings: { turnSeconds: 100 + i } });
    for (const p of pages) await p.waitFor((l) => l.some((x) => x.id === attacker.tableId && x.turnSeconds === 115), "the last clock shown");
    const elapsed = Date.now() - t0;
    let frames = 0;
    let bytes = 0;
    for (const [i, p] of pages.entries()) {
      const after = p.frames.slice(marks[i]);
      frames += after.length;
      bytes += after.reduce((n, f) => n + f.length, 0);
      for (const f of after) expect(JSON.parse(f).type, "a change, not the whole list").toBe("changes");
      expect(after.length, `frames in ${elapsed} ms`).toBeLessThanOrEqual(Math.floor(elapsed / LOBBY_BROADCAST_MS) + 1);
    }
    console.log(`lobby fan-out: 15 configure frames, ${pages.length} pages: ${frames} frames, ${bytes} bytes in ${elapsed} ms`);
    for (const t of [...others, attacker]) t.host.close();
    for (const p of pages) p.ws.close();
  }, 120_000);

  it("a new start page is answered from the lobby's own list, not a D1 read: a line written straight into D1 is in neither the socket's list nor GET /api/tables?public=1", async () => {
    const id = "d1onlyline0000000053";
    await env.DB.prepare(
      `INSERT INTO tables (id, game, public, status, open_seats, players, created_at, updated_at, bot_seats, lang, turn_seconds, present)
       VALUES (?1, 'zheng-fen', 1, 'lobby', 2, 3, ?2, ?2, 0, NULL, 45, 1)`,
    ).bind(id, Date.now()).run();
    const page = await lobbyPage();
    const first = await page.waitFor(() => true, "a first list");
    expect(first.some((t) => t.id === id)).toBe(false);
    const res = await api("/api/tables?public=1", { headers: { "CF-Connecting-IP": newAddress() } });
    expect(res.status).toBe(200);
    const { tables } = (await res.json()) as { tables: { id: string }[] };
    expect(tables.some((t) => t.id === id)).toBe(false);
    page.ws.close();
  });
});

describe("one address: IPv4 whole, IPv6 by its /64", () => {
  it("40 addresses of one IPv6 /64 are one client to the new-table brake: 20 tables a minute, then 429; another /64 is another client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await api("/api/tables", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": v6(9, i + 1) }, body: JSON.stringify({ game: "zheng-fen" }) });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // The same /64 written otherwise (leading zeros, capitals, the whole form) is the same client.
    const other = await api("/api/tables", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": "2001:0DB8:0053:0009:0:0:0:ffff" }, body: JSON.stringify({ game: "zheng-fen" }) });
    expect(other.status).toBe(429);
    const next = await api("/api/tables", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": v6(10, 1) }, body: JSON.stringify({ game: "zheng-fen" }) });
    expect(next.status).toBe(201);
  });

  it("a host's ban holds for the whole /64: the banned person cannot sit again from another address of it", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3, settings: FAST });
    const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
    host.sit(0);
    await host.waitFor((c) => c.you === 0);
    const mei = await connect(t.tableId, { name: "Mei", address: v6(11, 1) });
    mei.sit(1);
    await mei.waitFor((c) => c.you === 1);
    host.kick(1, true);
    await host.waitFor((c) => c.table?.seats[1]?.state === "empty");
    const refusals: string[] = [];
    const again = await connect(t.tableId, { name: "Mei again", address: v6(11, 0xbeef) });
    again.on("error", (e) => refusals.push(e.code));
    again.sit(1);
    await until(async () => refusals.length > 0 || again.you !== null, "the sit's answer");
    expect(refusals).toEqual(["banned"]);
    expect(again.you).toBeNull();
    // Another /64 is somebody else.
    const friend = await connect(t.tableId, { name: "Friend", address: v6(12, 1) });
    friend.sit(1);
    await friend.waitFor((c) => c.you === 1);
    for (const c of [host, mei, again, friend]) c.close();
  });
});
