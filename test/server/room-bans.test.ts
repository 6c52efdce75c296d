/**
 * Room for seat holders (src/server/limits/table-limits.ts) and what the host's bans
 * keep out (src/server/table/sockets.ts, the store's bans), on their own; the
 * attacks over the protocol are in seat-attacks.test.ts (issue 25).
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../src/server/identity/ids";
import { HELLO_WITHIN_MS, STRANGERS, strangerToDrop } from "../../src/server/limits/table-limits";
import { keptOut, newcomer } from "../../src/server/state/socket-info";
import { TableStore } from "../../src/server/store/table-store";
import { connect, createTable, newAddress, probe } from "./support";

const stranger = (id: number, at: number, address: string | null) => ({ id, at, address });

describe("room for sockets still saying hello", () => {
  it("there is room until STRANGERS wait", () => {
    const few = Array.from({ length: STRANGERS - 1 }, (_, i) => stranger(i, 1_000 + i, `a${i}`));
    expect(strangerToDrop(few, 2_000)).toBeNull();
  });

  it("a socket silent for longer than HELLO_WITHIN_MS makes way first", () => {
    const now = 100_000;
    const waiting = Array.from({ length: STRANGERS }, (_, i) => stranger(i, now - 1_000 + i, "flood"));
    waiting.push(stranger(99, now - HELLO_WITHIN_MS - 5, "quiet"));
    expect(strangerToDrop(waiting, now)?.id).toBe(99);
  });

  it("else the oldest of the address that opened the most: a flood pushes out its own, and a fresh socket goes last", () => {
    const now = 100_000;
    const waiting = [stranger(0, now - 900, "alone"), ...Array.from({ length: STRANGERS - 1 }, (_, i) => stranger(i + 1, now - 800 + i, "flood"))];
    expect(strangerToDrop(waiting, now)?.id).toBe(1);
    // Every address with one socket each: the oldest goes, the newest (a seat holder about to say hello) stays.
    const spread = Array.from({ length: STRANGERS }, (_, i) => stranger(i, now - 800 + i, `a${i}`));
    expect(strangerToDrop(spread, now)?.id).toBe(0);
  });
});

describe("bans", () => {
  const bans = { addresses: new Set(["bad-address"]), holders: new Set(["bad-holder"]) };

  it("keep out a socket kicked with a ban, one from a banned address, and the holder banned (the token they last held or say hello with)", () => {
    const base = newcomer("fine-address", 0);
    expect(keptOut(base, bans)).toBe(false);
    expect(keptOut({ ...base, banned: true }, bans)).toBe(true);
    expect(keptOut({ ...base, address: "bad-address" }, bans)).toBe(true);
    expect(keptOut({ ...base, heldBefore: "bad-holder" }, bans)).toBe(true);
    expect(keptOut(base, bans, "bad-holder")).toBe(true);
    expect(keptOut({ ...base, address: null }, bans, "good-holder")).toBe(false);
  });

  it("a table from before bans were rows keeps its banned addresses after it upgrades", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3 });
    const ip = newAddress();
    const address = (await hashToken(`address:${ip}`)).slice(0, 32);
    const stub = env.TABLE.getByName(t.tableId);
    // As schema 4 stored them: a JSON list in meta, no bans table.
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec("DROP TABLE bans");
      state.storage.sql.exec("DROP TABLE holder_addresses");
      state.storage.sql.exec("UPDATE meta SET value = '4' WHERE key = 'schema'");
      state.storage.sql.exec("INSERT INTO meta (key, value) VALUES ('bans', ?)", JSON.stringify([address]));
    });
    await evictDurableObject(stub);
    const c = await connect(t.tableId, { address: ip });
    const codes: string[] = [];
    c.on("error", (e) => codes.push(e.code));
    c.sit(0);
    await probe(c);
    expect(codes[0]).toBe("banned");
    expect(c.you).toBeNull();
    const stored = await runInDurableObject(stub, (_i, state) => {
      const store = new TableStore(state.storage.sql);
      return { schema: store.getMeta("schema"), meta: store.getMeta("bans"), addresses: [...store.bans().addresses] };
    });
    expect(stored).toEqual({ schema: "7", meta: null, addresses: [address] });
    c.close();
  });

  it("addresses are kept per seat holder (the newest few) and forgotten once no seat names the holder", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3 });
    const result = await runInDurableObject(env.TABLE.getByName(t.tableId), (_i, state) => {
      const store = new TableStore(state.storage.sql);
      state.storage.sql.exec("UPDATE seats SET token_hash = 'h1' WHERE seat = 0");
      for (let i = 0; i < 12; i++) store.sawHolder("h1", `addr${i}`, 1_000 + i);
      const kept = store.holderAddresses("h1");
      store.sawHolder("gone", "addr-gone", 5_000);
      state.storage.sql.exec("UPDATE seats SET token_hash = NULL WHERE seat = 0");
      store.sawHolder("h2", "addr-h2", 6_000);
      return { kept, h1: store.holderAddresses("h1"), gone: store.holderAddresses("gone") };
    });
    expect(result.kept).toEqual(["addr11", "addr10", "addr9", "addr8", "addr7", "addr6", "addr5", "addr4"]);
    expect(result.h1).toEqual([]);
    expect(result.gone).toEqual([]);
  });
});
