/**
 * The lobby (issue 27): its socket pushes the waiting public tables as they
 * change (a table made public appears; one full, started, made private or
 * left by everybody goes; a private one never shows), nothing in a line is
 * anybody's secret; and Play now seats a stranger at a waiting public table
 * of the game or at a new one of their own, with bots, started.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { LobbyTable, PlayNow, TableSummary } from "../../src/protocol";
import { LOBBY_NAME } from "../../src/server/lobby/lobby-object";
import { type DirectoryRecord, writeDirectory } from "../../src/server/history/d1";
import { LINE_LEASE_MS, LINE_RENEW_MS } from "../../src/server/lobby/lines";
import { gone, listed, lobbyPage } from "./lobby-support";
import { FAST, api, connect, createTable, newAddress, until } from "./support";

/** A start page's socket to the lobby (closed after each test). */
async function lobbySocket() {
  const page = await lobbyPage();
  sockets.push(page.ws);
  return page;
}

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.close(1000, "done");
});


/** A public waiting table with its host seated (somebody is there) and `players` seats. */
async function hostedTable(game: string, players: number, settings: Record<string, unknown> = {}, isPublic = true) {
  const t = await createTable({ game, players, settings: { ...FAST, ...settings }, public: isPublic });
  const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  return { ...t, host };
}

describe("the directory", () => {
  it("takes a line queued before the lobby's fields existed (an outbox from before this version), instead of retrying it for ever", async () => {
    const old = { id: "oldline0000000000000", game: "zpy-80", public: true, status: "lobby", openSeats: 5, players: 6, createdAt: 1, updatedAt: 2 };
    await writeDirectory(env.DB, old as unknown as DirectoryRecord);
    const row = await env.DB.prepare("SELECT open_seats, bot_seats, lang, turn_seconds, present FROM tables WHERE id = ?").bind(old.id).first();
    expect(row).toEqual({ open_seats: 5, bot_seats: 0, lang: null, turn_seconds: null, present: 1 });
  });
});

describe("the lobby's live list", () => {
  it("a listed table renews its line (its alarm, every LINE_RENEW_MS), and the lobby extends the line's lease: a live table's line never runs out", async () => {
    const t = await hostedTable("zheng-fen", 3);
    const lobby = await lobbySocket();
    await lobby.waitFor(listed(t.tableId), "the table is listed");
    const stub = env.TABLE.getByName(t.tableId);
    const lease = () =>
      runInDurableObject(env.LOBBY.getByName(LOBBY_NAME), (_i, state) =>
        state.storage.sql.exec<{ expires_at: number }>("SELECT expires_at FROM lines WHERE id = ?", t.tableId).one().expires_at);
    const first = await lease();
    expect(first).toBeLessThanOrEqual(Date.now() + LINE_LEASE_MS);
    // The table keeps its alarm for the renewal, and the line waits in its outbox until then.
    const { alarm, line } = await runInDurableObject(stub, async (_i, state) => ({
      alarm: await state.storage.getAlarm(),
      line: state.storage.sql.exec<{ next_at: number }>("SELECT next_at FROM outbox WHERE kind = 'lobby'").one().next_at,
    }));
    expect(alarm).not.toBeNull();
    expect(alarm as number).toBeLessThanOrEqual(line);
    expect(line).toBeLessThanOrEqual(Date.now() + LINE_RENEW_MS);
    // The renewal's time comes (moved to now, rather than waited for): the alarm sends the line again.
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET next_at = 0 WHERE kind = 'lobby'");
      return state.storage.setAlarm(Date.now());
    });
    const frames = lobby.frames.length;
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await lease()).toBeGreaterThan(first);
    // Renewed, not changed: nothing is sent for it. (A change made after it goes out with, or after, anything it caused.)
    const other = await hostedTable("zheng-fen", 3);
    await lobby.waitFor(listed(other.tableId), "a later table listed");
    expect(lobby.frames.slice(frames).filter((f) => f.includes(t.tableId))).toEqual([]);
    for (const c of [t.host, other.host]) c.close();
  });

  it("sends the list at once, then a table made public appears, full or started tables leave, private ones never show", async () => {
    const lobby = await lobbySocket();
    await lobby.waitFor(() => true, "anything arrived");

    const hidden = await hostedTable("zheng-fen", 3, {}, false);
    const open = await hostedTable("zheng-fen", 3, { turnSeconds: 60, lang: "zh" });
    const line = (await lobby.waitFor(listed(open.tableId), "the public table is listed")).find((t) => t.id === open.tableId);
    expect(line).toEqual({ id: open.tableId, game: "zheng-fen", players: 3, openSeats: 2, seated: 1, lang: "zh", turnSeconds: 60, since: expect.any(Number) });
    const since = line?.since;

    // A stranger takes a seat: the line follows.
    const guest = await connect(open.tableId, { name: "Guest" });
    guest.sit(1);
    await guest.waitFor((c) => c.you === 1);
    // Its place stays where it was.
    await lobby.waitFor((l) => l.some((t) => t.id === open.tableId && t.openSeats === 1 && t.seated === 2 && t.since === since), "one seat is left");

    // Full: it leaves the list.
    open.host.bot(2);
    await lobby.waitFor(gone(open.tableId), "the full table left");
    // A seat free again: back; then the game starts and it leaves for good.
    open.host.bot(2, false);
    await lobby.waitFor(listed(open.tableId), "the table with a free seat again is back");
    open.host.bot(2);
    await open.host.waitFor((c) => c.table?.seats[2]?.bot === true);
    open.host.start();
    await open.host.waitFor((c) => c.table?.phase === "playing");
    await lobby.waitFor(gone(open.tableId), "the started table left");

    // The private table was never in any frame, and no frame carries a name, a token or a card.
    for (const text of lobby.frames) {
      expect(text).not.toContain(hidden.tableId);
      expect(text).not.toContain("Host");
      expect(text).not.toContain("Guest");
      expect(text).not.toContain(open.hostToken);
      expect(text).not.toContain(hidden.hostToken);
      expect(text).not.toMatch(/token|seed|cards|name/i);
    }
    for (const c of [hidden.host, open.host, guest]) c.close();
  });

  it("a host makes a table private and public again at any time; a table everybody left is not shown", async () => {
    const lobby = await lobbySocket();
    const t = await hostedTable("tractor-classic", 4);
    await lobby.waitFor(listed(t.tableId), "the public table is listed");
    t.host.configure({ settings: { public: false } });
    await lobby.waitFor(gone(t.tableId), "the table made private left");
    t.host.configure({ settings: { public: true } });
    await lobby.waitFor(listed(t.tableId), "the table made public again is back");
    // GET /api/tables?public=1 reads the same list (cached for a few seconds: wait, bounded, for the table to be in it).
    await until(async () => ((await (await api("/api/tables?public=1")).json()) as { tables: LobbyTable[] }).tables.some((x) => x.id === t.tableId), "the table in GET /api/tables?public=1");
    // The host goes and nobody is left: it leaves; they come back: it is back.
    t.host.close();
    await lobby.waitFor(gone(t.tableId), "the table nobody is at left");
    const back = await connect(t.tableId, { hostToken: t.hostToken });
    await lobby.waitFor(listed(t.tableId), "the table is back once somebody is there");
    back.close();
  });

  it("a new page gets the current list; a table made private during a game is out of the directory", async () => {
    const t = await hostedTable("zheng-fen", 3);
    // Not yet in D1's directory when the page loads: the push brings it.
    const first = await lobbySocket();
    await first.waitFor(listed(t.tableId), "the table is listed");
    const second = await lobbySocket();
    await second.waitFor(listed(t.tableId), "a new page has it at once");
    t.host.bot(1);
    t.host.bot(2);
    await t.host.waitFor((c) => c.table?.seats.every((s) => s.seat === 0 || s.bot) ?? false);
    t.host.start();
    await t.host.waitFor((c) => c.table?.phase === "playing");
    t.host.configure({ settings: { public: false } });
    await t.host.waitFor((c) => c.table?.settings.public === false);
    // Play now looks at tables in play too: the directory must say this one is no longer public.
    let row: { public: number } | null = null;
    await until(async () => (row = await env.DB.prepare("SELECT public FROM tables WHERE id = ?").bind(t.tableId).first<{ public: number }>())?.public === 0, {
      for: "the directory to say the table is no longer public",
      seen: () => `the directory's row: ${JSON.stringify(row)}`,
    }, { timeoutMs: 10_000, everyMs: 50 });
    expect((row as { public: number } | null)?.public).toBe(0);
    t.host.close();
  });
});

async function playNow(body: Record<string, unknown>, address = newAddress()): Promise<{ status: number; body: PlayNow & { error?: { code: string; field?: string } } }> {
  const res = await api("/api/play", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as PlayNow & { error?: { code: string; field?: string } } };
}

async function summary(id: string): Promise<TableSummary> {
  return (await api(`/api/tables/${id}`)).json();
}

describe("Play now", () => {
  it("with no waiting table of the game, makes a public one with bots, started, the person seated in it", async () => {
    const got = await playNow({ game: "zpy-80", name: "Mei", lang: "en" });
    expect(got.status).toBe(201);
    expect(got.body).toMatchObject({ how: "new", seat: 0, seatToken: expect.any(String), hostToken: expect.any(String) });
    const s = await summary(got.body.tableId);
    expect(s.phase).toBe("playing");
    expect(s.settings).toMatchObject({ public: true, lang: "en" });
    expect(s.players).toBe(6);
    expect(s.seats[0]).toMatchObject({ name: "Mei", bot: false });
    expect(s.seats.slice(1).every((x) => x.bot)).toBe(true);
    // The token holds the seat: the page says hello with it and is seat 0, with its cards coming.
    const me = await connect(got.body.tableId, { token: got.body.seatToken });
    await me.waitFor((c) => c.you === 0 && c.view !== null);
    expect(me.table?.seats[0]?.state).toBe("person");
    me.close();
  });

  it("seats the person at a waiting public table of the game with a free seat, never at a private one", async () => {
    const hidden = await hostedTable("da-bai-fen", 4, {}, false);
    const open = await hostedTable("da-bai-fen", 4);
    // Play now reads D1's directory: wait until the table's line is there.
    const lobby = await lobbySocket();
    await lobby.waitFor(listed(open.tableId), "the public table is listed");
    const got = await playNow({ game: "da-bai-fen", name: "Lin" });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ how: "joined", tableId: open.tableId, seatToken: expect.any(String) });
    expect(got.body.hostToken).toBeUndefined();
    expect(got.body.seat).not.toBe(0);
    await open.host.waitFor((c) => c.table?.seats[got.body.seat]?.name === "Lin");
    // Their page says hello with the token and holds that seat.
    const lin = await connect(open.tableId, { token: got.body.seatToken });
    await lin.waitFor((c) => c.you === got.body.seat);
    await lobby.waitFor((l) => l.some((t) => t.id === open.tableId && t.openSeats === 2), "one fewer seat is free");
    const s = await summary(hidden.tableId);
    expect(s.seats.filter((x) => x.name !== null && x.name !== "Host")).toEqual([]);
    for (const c of [hidden.host, open.host, lin]) c.close();
  });

  it("refuses an unknown game or a bad body, and makes nothing", async () => {
    const bad = await playNow({ game: "poker" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "bad-request", field: "game" });
    const extra = await playNow({ game: "zpy-80", seats: 3 });
    expect(extra.status).toBe(400);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM tables").first<{ n: number }>();
    await playNow({ game: "zpy-80", name: 7 });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM tables").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
