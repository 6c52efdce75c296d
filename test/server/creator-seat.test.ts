/**
 * Issue 57, item 9: a table's maker sits at it from the start. POST
 * /api/tables with `sit` seats its maker at seat 0 under the name given
 * (the web client's start page always asks); the seat is theirs once their
 * page says hello with the token, and `rename` changes the name with one
 * frame before the game (docs/PROTOCOL.md, `rename`).
 */
import { describe, expect, it } from "vitest";
import type { CreatedTable, TableSummary } from "../../src/protocol";
import type { TableClient } from "../../src/client";
import { FAST, api, botsIn, connect, createTable, personAt, probe, record, seatsOf, until } from "./support";

/** The maker's page: hello with the seat and host tokens the table's creation gave. */
async function makerComes(made: CreatedTable): Promise<TableClient> {
  const c = await connect(made.tableId, { token: made.seatToken as string, hostToken: made.hostToken });
  await c.waitFor((x) => x.you === 0 && x.table !== null);
  return c;
}

const summary = async (tableId: string) => (await (await api(`/api/tables/${tableId}`)).json()) as TableSummary;

describe("the maker of a table, seated (issue 57, item 9)", () => {
  it("holds seat 0 under the name given, away until their page says hello with the token; then hosts from it", async () => {
    const made = await createTable({ game: "tractor-classic", players: 4, settings: FAST, sit: { name: "  Mei\u202e " } });
    expect(made.seatToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Before anyone came: the seat is a person's (its name cleaned of the bidi override), not connected.
    const before = await summary(made.tableId);
    expect(before.seats[0]).toMatchObject({ seat: 0, name: "Mei", bot: false, connected: false, state: "away" });
    expect(before.seats.slice(1).every((s) => s.name === null && !s.bot)).toBe(true);

    const mei = await makerComes(made);
    expect(mei.host).toBe(true);
    await until(async () => (await summary(made.tableId)).seats[0]?.connected === true, "seat 0 connected once Mei said hello");
    await botsIn(mei, [1, 2, 3]);
    mei.start();
    await mei.waitFor((c) => c.table?.phase === "playing" && c.view !== null);
    expect(mei.view?.game === "shengji" && mei.view.you).toBe(0);
    mei.close();
  });

  it("without a name, the seat's own; without `sit`, nobody is seated and no seat token is given", async () => {
    const nameless = await createTable({ game: "zheng-fen", players: 3, sit: {} });
    expect((await summary(nameless.tableId)).seats[0]?.name).toBe("Player 1");
    const plain = await createTable({ game: "zheng-fen", players: 3 });
    expect(plain.seatToken).toBeUndefined();
    expect((await summary(plain.tableId)).seats[0]?.name).toBeNull();
    expect((await seatsOf(plain.tableId)).every((r) => r.token_hash === null)).toBe(true);
  });

  it("a malformed `sit` is refused with the field named, and makes no table", async () => {
    for (const sit of [{ name: 7 }, { name: "x".repeat(41) }, { seat: 3 }, true]) {
      const res = await api("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "zheng-fen", players: 3, sit }) });
      expect(res.status, JSON.stringify(sit)).toBe(400);
      const body = (await res.json()) as { error: { code: string; field: string } };
      expect(body.error.code).toBe("bad-request");
      expect(body.error.field).toMatch(/^sit/);
    }
  });
});

describe("rename", () => {
  it("changes a seated person's name for everyone before the game, kept unique at the table; refused to a watcher and once a game began", async () => {
    const made = await createTable({ game: "tractor-classic", players: 4, settings: FAST, sit: { name: "Mei" } });
    const mei = await makerComes(made);
    const lan = await personAt(made.tableId, 1, "Lan");
    const watcher = await connect(made.tableId);
    const watcherFrames = record(watcher);

    mei.rename("Xiao Mei");
    await lan.waitFor((c) => c.table?.seats[0]?.name === "Xiao Mei");
    // Lan asks for the name Mei has now: the table makes it unique, as it does for a sit.
    lan.rename("Xiao Mei");
    await mei.waitFor((c) => (c.table?.seats[1]?.name ?? "Lan") !== "Lan");
    const lanName = mei.table?.seats[1]?.name;
    expect(lanName).not.toBe("Xiao Mei");
    expect(lanName).toContain("Xiao Mei");

    // A watcher holds no seat: refused, nothing changes.
    watcher.rename("Intruder");
    await probe(watcher);
    expect(watcherFrames.find((f) => f.type === "error" && f.code !== "bad-frame" && f.code !== "bad-json")).toMatchObject({ code: "not-seated" });
    expect((await summary(made.tableId)).seats.map((s) => s.name).slice(0, 2)).toEqual(["Xiao Mei", lanName]);

    // Once the game has begun the record keeps the names it began with.
    await botsIn(mei, [2, 3]);
    mei.start();
    await mei.waitFor((c) => c.table?.phase === "playing");
    const meiFrames = record(mei);
    mei.rename("Someone Else");
    await probe(mei);
    expect(meiFrames.find((f) => f.type === "error" && f.id === undefined)).toMatchObject({ code: "started" });
    expect((await summary(made.tableId)).seats[0]?.name).toBe("Xiao Mei");
    for (const c of [mei, lan, watcher]) c.close();
  });
});
