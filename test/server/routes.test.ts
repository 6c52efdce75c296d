import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, connect, createTable, until } from "./support";

const post = (body: unknown) => api("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("HTTP API", () => {
  it("GET /api/health answers ok", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("POST /api/tables creates a table with an unguessable id and a host token", async () => {
    const res = await post({ game: "zpy-pagat", players: 6 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { tableId: string; url: string; hostToken: string };
    expect(body.tableId).toMatch(/^[a-z2-9]{20}$/);
    expect(body.url).toBe(`http://pengyou.test/t/${body.tableId}`);
    expect(body.hostToken.length).toBeGreaterThanOrEqual(32);
    const summary = (await (await api(`/api/tables/${body.tableId}`)).json()) as { game: string; players: number; phase: string; seats: unknown[] };
    expect(summary).toMatchObject({ game: "zpy-pagat", players: 6, phase: "lobby" });
    expect(summary.seats).toHaveLength(6);
    // The summary never shows the host token or its hash.
    expect(JSON.stringify(summary)).not.toContain(body.hostToken);
  });

  it("GET /api/tables/:id tells an outsider nothing of the table's insides: no instance, storage or outbox headers without the operator's token", async () => {
    const { tableId } = await createTable({ game: "zpy-pagat", players: 6 });
    const insides = (res: Response) => [...res.headers.keys()].filter((k) => k.startsWith("x-table-"));
    // An outsider, then an outsider guessing at the token (wrong, empty, the right one less a letter or plus one).
    expect(insides(await api(`/api/tables/${tableId}`))).toEqual([]);
    for (const guess of ["wrong", "", env.DIAGNOSTICS_TOKEN.slice(0, -1), `${env.DIAGNOSTICS_TOKEN}x`]) {
      const res = await api(`/api/tables/${tableId}`, { headers: { "x-diagnostics-token": guess } });
      expect(res.status).toBe(200);
      expect(insides(res)).toEqual([]);
    }
    // The operator (tests and benchmarks wait on these numbers).
    const res = await api(`/api/tables/${tableId}`, { headers: { "x-diagnostics-token": env.DIAGNOSTICS_TOKEN } });
    expect(insides(res).sort()).toEqual(["x-table-instance", "x-table-outbox-failed", "x-table-outbox-pending", "x-table-push-pending", "x-table-push-subs", "x-table-storage-bytes"]);
    expect(Number(res.headers.get("x-table-outbox-pending"))).toBe(0);
    expect(Number(res.headers.get("x-table-storage-bytes"))).toBeGreaterThan(0);
  });

  it.each([
    [{ game: "poker" }, "game"],
    [{ game: "zpy-pagat", options: { follow: "anything" } }, "options.follow"],
    [{ game: "zpy-pagat", players: 4 }, "players"],
    [{ game: "zpy-80", players: 5 }, "players"],
    [{ game: "zheng-fen", options: { target: 700 } }, "options.target"],
    [{ game: "zpy-pagat", surprise: 1 }, "body"],
    [{ players: 6 }, "game"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const err = (await res.json()) as { error: { code: string; message: string; field: string } };
    expect(err.error.code).toBe("bad-request");
    expect(err.error.field).toBe(field);
    expect(err.error.message.length).toBeGreaterThan(5);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api("/api/tables", { method: "POST", body: "{nope" });
    expect(res.status).toBe(400);
  });

  it("answers 404 for unknown tables and games, without waking anything for a malformed id", async () => {
    expect((await api("/api/tables/aaaaaaaaaaaaaaaaaaaa")).status).toBe(404);
    expect((await api("/api/tables/..%2Fx")).status).toBe(404);
    expect((await api("/api/games/aaaaaaaaaaaaaaaaaaaa")).status).toBe(404);
    expect((await api("/api/nothing")).status).toBe(404);
    const ws = await api("/api/tables/aaaaaaaaaaaaaaaaaaaa/ws", { headers: { Upgrade: "websocket" } });
    expect(ws.status).toBe(404);
  });

  it("lists open public tables", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3, public: true });
    // Listed while somebody is at the table (a waiting table everybody left is not shown).
    const host = await connect(t.tableId, { hostToken: t.hostToken });
    // The line reaches the lobby through the table's outbox (its alarm); the list over HTTP is cached for a few seconds.
    let tables: { id: string; openSeats: number }[] = [];
    const listed = await until(async () => {
      tables = ((await (await api("/api/tables?public=1")).json()) as { tables: { id: string; openSeats: number }[] }).tables;
      return tables.some((x) => x.id === t.tableId && x.openSeats === 3);
    }, { for: "the table listed with 3 open seats", seen: () => `the list: ${JSON.stringify(tables)}` }, { timeoutMs: 20_000, everyMs: 50 });
    expect(listed).toBe(true);
    const privateTable = await createTable({ game: "zheng-fen", players: 3 });
    const rows = await env.DB.prepare("SELECT id FROM tables WHERE id = ?").bind(privateTable.tableId).all();
    expect(rows.results).toHaveLength(0);
    host.close();
  });
});
