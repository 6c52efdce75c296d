/**
 * Bad input gets a clear error and changes nothing: malformed and huge
 * frames, floods, moves out of turn, another seat's token, replayed ids.
 */
import { describe, expect, it } from "vitest";
import { TableClient } from "../../src/client";
import { type ShengjiView, botAction } from "../../src/engine";
import type { ServerFrame } from "../../src/protocol";
import { FAST, connect, createTable, logOf, seatedTable, settle, socketTo, startedWithBots, until } from "./support";

function errorsOf(c: TableClient): Extract<ServerFrame, { type: "error" }>[] {
  const out: Extract<ServerFrame, { type: "error" }>[] = [];
  c.on("error", (e) => out.push(e));
  return out;
}

/** Waits (bounded) until `n` errors have come (or, with `orClosed`, the socket was closed first: no more can come). */
async function waitErrors(list: readonly { code: string }[], n: number, orClosed: () => boolean = () => false) {
  await until(() => list.length >= n || orClosed(), { for: `${n} errors`, seen: () => `${list.length} errors: ${list.map((e) => e.code).join(", ")}` }, 30_000);
}

describe("bad input", () => {
  it("every malformed frame gets an error with a code, and nothing changes", async () => {
    const { host, tableId } = await startedWithBots("zpy-online", 4);
    await settle(host);
    const log = await logOf(tableId);
    const errors = errorsOf(host);
    const frames = [
      "not json",
      "[]",
      "42",
      JSON.stringify({ type: "fly" }),
      JSON.stringify({ type: "act" }),
      JSON.stringify({ type: "act", id: "x", action: { type: "play", cards: ["S1"] } }),
      JSON.stringify({ type: "act", id: "x", action: { type: "play", cards: "S2" } }),
      JSON.stringify({ type: "act", id: "y".repeat(100), action: { type: "pass" } }),
      JSON.stringify({ type: "sit", seat: 99 }),
      JSON.stringify({ type: "chat", text: "" }),
      JSON.stringify({ type: "chat", text: "x".repeat(1000) }),
      JSON.stringify({ type: "hello", token: "../../etc" }),
      JSON.stringify({ type: "sync", since: -1, extra: true }),
      // Deeply nested and unknown: refused by the schema without walking it all.
      `${"[".repeat(5000)}${"]".repeat(5000)}`,
      JSON.stringify({ type: "act", id: "n", action: { type: "play", cards: [], deep: { a: { b: { c: [[[[1]]]] } } } } }),
      "x".repeat(20_000),
      JSON.stringify({ type: "act", id: "big", action: { type: "play", cards: Array.from({ length: 5000 }, () => "S2") } }),
    ];
    for (const f of frames) host.raw(f);
    await waitErrors(errors, frames.length);
    expect(errors).toHaveLength(frames.length);
    for (const e of errors) {
      expect(e.code).toMatch(/^[a-z-]+$/);
      expect(e.message.length).toBeGreaterThan(5);
    }
    expect(errors.map((e) => e.code)).toContain("too-large");
    expect(errors.map((e) => e.code)).toContain("bad-json");
    expect(await logOf(tableId)).toEqual(log);
    // ...and the table still plays.
    const view = host.view as ShengjiView;
    const action = botAction(view, 0);
    if (action) expect((await host.act(action)).ok).toBe(true);
    host.close();
  }, 60_000);

  it("a flood is refused, then the socket is closed; the log is unchanged and the table still plays", async () => {
    const { host, tableId, hostToken } = await startedWithBots("zheng-fen", 3);
    await settle(host);
    const log = await logOf(tableId);
    const flooder = await connect(tableId);
    const errors = errorsOf(flooder);
    let closed = false;
    flooder.on("status", (s) => {
      if (s === "offline") closed = true;
    });
    for (let i = 0; i < 200; i++) flooder.raw(JSON.stringify({ type: "chat", text: `spam ${i}` }));
    await waitErrors(errors, 20, () => closed);
    // Wait for the close itself (bounded far beyond need: a loaded machine answers 200 frames slowly).
    await until(() => closed, { for: "the flooder's socket to be closed", seen: () => `status ${flooder.status}, ${errors.length} errors` }, 30_000);
    expect(errors.some((e) => e.code === "rate-limited")).toBe(true);
    expect(closed).toBe(true);
    flooder.close();
    expect(await logOf(tableId)).toEqual(log);
    void hostToken;
    const view = host.view;
    if (view?.game === "zheng-fen" && view.turn === 0) {
      const action = botAction(view, 0);
      if (action) expect((await host.act(action)).ok).toBe(true);
    }
    host.close();
  }, 60_000);

  it("a move out of turn or with cards not held is refused in words; a repeated id gets the first answer", async () => {
    const { host: a, people: [b] } = await seatedTable({ game: "shengji-online", players: 4, settings: FAST }, { name: "A" }, ["B"]);
    a.start();
    await settle(a);
    const view = a.view as ShengjiView;
    // Whoever's turn it is not: their move is refused.
    const idle = view.turn === 0 ? b : a;
    const idleSeat = idle === a ? 0 : 1;
    const anyCard = (idle.view as ShengjiView).cards[0] as string;
    const refused = await idle.act({ type: "play", cards: [anyCard] }, "same-id");
    expect(refused).toMatchObject({ ok: false });
    if (!refused.ok) expect(refused.message).toMatch(/turn|bid|deal|kitty|bury|hand/i);
    const again = await idle.act({ type: "play", cards: [anyCard] }, "same-id");
    expect(again).toEqual(refused);
    // A card this seat does not hold: the refusal names no other player's card.
    const notMine = ["S2", "H2", "D2", "C2", "S3"].find((c) => !(idle.view as ShengjiView).cards.includes(c)) as string;
    const bad = await idle.act({ type: "bid", cards: [notMine] });
    expect(bad.ok).toBe(false);
    void idleSeat;
    a.close();
    b.close();
  }, 60_000);

  it("one seat's token cannot act for another seat; a forged token only watches", async () => {
    const { host: a, people: [b], tableId } = await seatedTable({ game: "zheng-fen", players: 3, settings: { ...FAST, botDelayMs: 0 } }, { name: "A" }, ["B"]);
    a.start();
    await settle(a);
    const log = await logOf(tableId);
    // A forged token: watching only, and acting is refused.
    const forged = new TableClient({ connect: socketTo(tableId), token: "A".repeat(32), pingMs: 0 });
    const forgedErrors = errorsOf(forged);
    await forged.connect();
    expect(forged.you).toBeNull();
    await waitErrors(forgedErrors, 1);
    expect(forgedErrors[0]?.code).toBe("bad-token");
    const r = await forged.act({ type: "pass" });
    expect(r).toMatchObject({ ok: false, code: "not-seated" });
    // B's token resumes B's seat (1), never A's: A's moves stay A's.
    const bToken = b.token as string;
    b.close();
    const b2 = new TableClient({ connect: socketTo(tableId), token: bToken, pingMs: 0 });
    await b2.connect();
    expect(b2.you).toBe(1);
    const view = b2.view;
    if (view?.game === "zheng-fen" && view.turn === 0) {
      const r2 = await b2.act({ type: "pass" });
      expect(r2.ok).toBe(false);
    }
    expect(await logOf(tableId)).toEqual(log);
    forged.close();
    b2.close();
    a.close();
  }, 60_000);

  it("only the host may start, configure, kick and seat bots", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3 });
    const guest = await connect(t.tableId, { name: "G" });
    const errors = errorsOf(guest);
    guest.start();
    guest.configure({ players: 4 });
    guest.kick(0);
    guest.bot(1);
    await waitErrors(errors, 4);
    expect(errors.map((e) => e.code)).toEqual(["not-host", "not-host", "not-host", "not-host"]);
    const host = await connect(t.tableId, { hostToken: t.hostToken });
    const hostErrors = errorsOf(host);
    host.configure({ options: { target: 700 } });
    host.start();
    await waitErrors(hostErrors, 2);
    expect(hostErrors.map((e) => e.code)).toEqual(["bad-options", "seats-empty"]);
    host.configure({ players: 4, options: { target: 1000 } });
    await host.waitFor((c) => c.table?.players === 4 && c.table?.options.target === 1000);
    guest.close();
    host.close();
  }, 30_000);
});
