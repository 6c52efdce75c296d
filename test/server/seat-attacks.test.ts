/**
 * The seat holes of issue 10, each written as the attack an outsider made
 * over the real protocol: reading other seats' hands by sitting in them
 * mid-hand, phantom seats after a resize, one socket in two seats, a kicked
 * player back at once, act ids answered from an earlier game, names that
 * pass for someone else.
 */
import { describe, expect, it } from "vitest";
import { TableClient } from "../../src/client";
import { type GameView, type ShengjiView, botAction } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import type { ServerFrame } from "../../src/protocol";
import { looksLike } from "../../src/server/seats/name-rules";
import { CLOSE } from "../../src/protocol";
import { SPECTATORS, socketCap } from "../../src/server/limits/table-limits";
import { FAST, bareSocket, connect, createTable, heldSeats, logOf, newAddress, openTable, probe, record, seatedTable, seatsOf, settle, sitDown, socketTo, startedWithBots } from "./support";

type View = Extract<ServerFrame, { type: "view" }>;
const views = (frames: readonly ServerFrame[]) => frames.filter((f): f is View => f.type === "view");
/** Cards of a seat in a view: the viewer's own hand (empty for spectators). */
const handIn = (v: GameView): readonly string[] => (v.game === "shengji" ? v.cards : (v.hand ?? []));
/** Whose view it is: a seat, or null for a spectator's. */
const viewerOf = (v: GameView): number | null => (v.game === "shengji" ? v.you : v.viewer === "spectator" ? null : v.viewer);

/** Sends `send`, then waits until the table has answered it (everything before a probe has arrived). */
async function answered(c: TableClient, send: () => void): Promise<void> {
  send();
  await probe(c);
}

/** Error codes a client is sent from now on (probes' answers left out). */
function refusals(c: TableClient): string[] {
  const out: string[] = [];
  c.on("error", (e) => {
    if (!e.id?.startsWith("probe-")) out.push(e.code);
  });
  return out;
}

/** A client that comes back with a seat's `token` from an address of its own, and the error codes it is sent. */
async function withToken(tableId: string, token: string): Promise<{ client: TableClient; refused: string[] }> {
  const client = new TableClient({ connect: socketTo(tableId, newAddress()), token, pingMs: 0 });
  const refused = refusals(client);
  await client.connect();
  return { client, refused };
}

/** A person who comes to the table as `name` and asks for `seat`; resolves once the table has answered (seated or refused). */
async function asksForSeat(tableId: string, seat: number, name: string, opts: { hostToken?: string; address?: string } = {}): Promise<TableClient> {
  const c = await connect(tableId, { name, ...opts });
  await answered(c, () => c.sit(seat));
  return c;
}

/** Plays the host with the engine's bot until it is the host's own turn to play a card, then stops there. */
async function untilHostPlays(host: TableClient): Promise<void> {
  for (let i = 0; i < 400; i++) {
    await settle(host);
    const v = host.view as ShengjiView;
    if (v.phase === "playing" && v.turn === 0) return;
    const a = botAction(v, 0);
    if (a) await host.act(a);
  }
  throw new Error("never reached the host's turn");
}

describe("seat attacks", () => {
  it("sitting in a bot's seat mid-hand, then leaving, never shows that seat's hand", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    await untilHostPlays(host);
    const stranger = await connect(tableId, { name: "Stranger" });
    const seen = record(stranger);
    for (const seat of [1, 2, 3]) {
      await answered(stranger, () => stranger.sit(seat));
      await answered(stranger, () => stranger.leave());
    }
    const leaked = views(seen).filter((f) => viewerOf(f.view) !== null || handIn(f.view).length > 0);
    expect(leaked.map((f) => viewerOf(f.view))).toEqual([]);
    // The bots still hold their seats, and the hand goes on.
    expect(await heldSeats(tableId)).toEqual([0]);
    stranger.close();
    host.close();
  }, 60_000);

  it("a host who kicks a person mid-hand cannot read their hand from a second tab", async () => {
    const t = await seatedTable({ game: "shengji-online", players: 4, settings: FAST }, { name: "Host" }, ["Mei"]);
    const { host, people: [mei] } = t;
    host.start();
    await untilHostPlays(host);
    const meiHand = handIn(mei.view as GameView);
    expect(meiHand.length).toBeGreaterThan(0);
    const tab = await connect(t.tableId, { hostToken: t.hostToken });
    const seen = record(tab);
    await answered(host, () => host.kick(1));
    await answered(tab, () => tab.sit(1));
    expect(views(seen).filter((f) => viewerOf(f.view) !== null || handIn(f.view).length > 0)).toEqual([]);
    expect(tab.you).toBeNull();
    // The kicked player watches: the bot plays the seat until the hand ends.
    await mei.waitFor((c) => c.you === null);
    expect(host.table?.seats[1]).toMatchObject({ bot: true, state: "bot" });
    for (const c of [host, mei, tab]) c.close();
  }, 60_000);

  it("shrinking a table under a seated person is refused, and a resize never revives an old socket's seat", async () => {
    const t = await openTable({ game: "zpy-online", players: 6, settings: FAST }, { name: "Host" });
    const host = await sitDown(t.host, 0);
    const old = await connect(t.tableId, { name: "Old" });
    const errors = refusals(host);
    await answered(old, () => old.sit(5));
    expect(old.you).toBe(5);
    await answered(host, () => host.configure({ players: 4 }));
    expect(errors).toEqual(["seat-taken"]);
    expect(host.table?.players).toBe(6);
    // With the seat freed by a kick, the table may shrink and grow back: the old socket is a spectator for good.
    await answered(host, () => host.kick(5));
    await answered(host, () => host.configure({ players: 4 }));
    await answered(host, () => host.configure({ players: 6 }));
    expect(host.table?.players).toBe(6);
    const seen = record(old);
    const chats: Extract<ServerFrame, { type: "chat" }>[] = [];
    host.on("chat", (c) => chats.push(c));
    const fresh = await asksForSeat(t.tableId, 5, "Fresh");
    expect(fresh.you).toBe(5);
    for (const s of [1, 2, 3, 4]) host.bot(s);
    await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat === 0 || x.seat === 5 || x.bot));
    host.start();
    await fresh.waitFor((c) => c.view !== null && handIn(c.view).length > 0);
    await answered(old, () => old.chat("it is me, seat 5"));
    await answered(old, () => old.leave());
    const move = botAction(fresh.view as GameView, 5) ?? { type: "bid" as const, cards: [handIn(fresh.view as GameView)[0] as string] };
    const answer = await old.act(move);
    expect(answer).toMatchObject({ ok: false, code: "not-seated" });
    await probe(host);
    expect(views(seen).filter((f) => viewerOf(f.view) !== null)).toEqual([]);
    expect(chats.find((c) => c.text === "it is me, seat 5")).toMatchObject({ seat: null });
    expect(chats.find((c) => c.text === "it is me, seat 5")?.name).not.toBe("Fresh");
    for (const c of [host, old, fresh]) c.close();
  }, 60_000);

  it("one socket cannot hold two seats by saying hello again", async () => {
    const t = await createTable({ game: "zheng-fen", players: 4, settings: FAST });
    const c = await connect(t.tableId, { name: "Two" });
    const errors = refusals(c);
    await answered(c, () => c.sit(2));
    expect(c.you).toBe(2);
    await answered(c, () => c.raw(JSON.stringify({ type: "hello", name: "Again" })));
    await answered(c, () => c.sit(3));
    expect(await heldSeats(t.tableId)).toEqual([2]);
    expect(c.you).toBe(2);
    expect(errors).toContain("greeted");
    c.close();
  }, 30_000);

  it("the host keeps a kicked person out: not back at once, not from a new socket of the same address", async () => {
    const t = await openTable({ game: "zheng-fen", players: 3, settings: FAST }, { name: "Host" });
    const host = await sitDown(t.host, 0);
    const address = newAddress();
    const griefer = await asksForSeat(t.tableId, 1, "Griefer", { address });
    expect(griefer.you).toBe(1);
    await answered(host, () => host.raw(JSON.stringify({ type: "kick", seat: 1, ban: true })));
    await answered(griefer, () => griefer.sit(1));
    await answered(griefer, () => griefer.sit(2));
    expect(griefer.you).toBeNull();
    const again = await asksForSeat(t.tableId, 2, "Griefer2", { address });
    expect(again.you).toBeNull();
    expect(await heldSeats(t.tableId)).toEqual([0]);
    // Somebody else may sit.
    const friend = await asksForSeat(t.tableId, 1, "Friend");
    expect(friend.you).toBe(1);
    for (const c of [host, griefer, again, friend]) c.close();
  }, 30_000);

  it("an act id from an earlier game is a new move in the next one", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    await untilHostPlays(host);
    const first = await host.act(botAction(host.view as GameView, 0) as NonNullable<ReturnType<typeof botAction>>, "x");
    expect(first.ok).toBe(true);
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
    host.start();
    await host.waitFor((c) => c.table?.phase === "playing");
    await untilHostPlays(host);
    const before = (await logOf(tableId)).length;
    const again = await host.act(botAction(host.view as GameView, 0) as NonNullable<ReturnType<typeof botAction>>, "x");
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.version).toBe(before + 1);
    // The log's next entry is that move, the host's (the bots, at botDelayMs 0, may already have answered it:
    // counting the whole log raced them).
    const entry = (await logOf(tableId))[before];
    expect(entry === undefined ? null : decodeEntry(entry).actor).toBe(0);
    host.close();
  }, 90_000);

  it("names and chat lose control and bidi characters; a name is nobody else's, and a spectator cannot chat as a player", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3, settings: FAST });
    const mei = await asksForSeat(t.tableId, 0, "Mei", { hostToken: t.hostToken });
    const evil = await asksForSeat(t.tableId, 1, "\u202Eiem\u0000\u0007\u001b");
    const copy = await asksForSeat(t.tableId, 2, " Mei ");
    const names = (await seatsOf(t.tableId)).map((r) => r.name as string);
    expect(names[0]).toBe("Mei");
    expect(names[1]).toBe("iem");
    expect(names[2]).not.toBe("Mei");
    expect(names[2]).toMatch(/^Mei/);
    for (const n of names) expect(n).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    const chats: Extract<ServerFrame, { type: "chat" }>[] = [];
    mei.on("chat", (c) => chats.push(c));
    const watcher = await connect(t.tableId, { name: "Mei" });
    await answered(watcher, () => watcher.chat("hi from \u202Eyour seat\u0007"));
    const bot = await connect(t.tableId, { name: "Bot 3" });
    await answered(bot, () => bot.leave());
    await probe(mei);
    const line = chats.find((c) => c.text.startsWith("hi from"));
    expect(line).toMatchObject({ seat: null, text: "hi from your seat" });
    expect(line?.name).not.toBe("Mei");
    // A person cannot take a bot's name.
    await answered(bot, () => bot.sit(1));
    await answered(mei, () => mei.kick(1));
    await answered(bot, () => bot.sit(1));
    expect(bot.you).toBe(1);
    const row = (await seatsOf(t.tableId))[1];
    expect(row?.name).not.toMatch(/^bot\s*\d*$/i);
    for (const c of [mei, evil, copy, watcher, bot]) c.close();
  }, 30_000);

  it("an outsider who sits or chats as a look-alike of a seated Mei or of Bot 2 gets another name", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3, settings: FAST });
    const mei = await asksForSeat(t.tableId, 0, "Mei", { hostToken: t.hostToken });
    await answered(mei, () => mei.bot(2));
    // Cyrillic М, Greek Μ, dotless ı, fullwidth, mathematical bold, and invisible soft hyphen, joiner, filler.
    const meis = ["\u041Cei", "\u039Cei", "Me\u0131", "\uFF2D\uFF45\uFF49", "\u{1D40C}\u{1D41E}\u{1D422}", "Me\u00ADi", "M\u200Dei", "Me\u3164i", "MEI"];
    // Issue 53, item 7: and with a combining mark on it (an acute on the 2, a circle round it, a grave on the o).
    const bots = ["B0t 2", "\uFF22\uFF4F\uFF54\u3000\uFF12", "B\u043Et 3", "Bo\u00ADt 2", "bot", "Bot 2\u0301", "Bot 2\u20DD", "Bo\u0300t 3"];
    const got: string[] = [];
    for (const name of [...meis, ...bots]) {
      // A socket each: one socket trying them all would meet the flood brake.
      const outsider = await asksForSeat(t.tableId, 1, name);
      expect(outsider.you, JSON.stringify(name)).toBe(1);
      got.push((await seatsOf(t.tableId))[1]?.name as string);
      await answered(outsider, () => outsider.leave());
      outsider.close();
    }
    for (const name of got.slice(0, meis.length)) {
      expect(name).toMatch(/ 2$/);
      expect(looksLike(name, "Mei")).toBe(false);
    }
    expect(got.slice(meis.length)).toEqual(bots.map(() => "Player 2"));
    // What the table shows for seat 0 is still Mei alone, and seat 2 the only Bot.
    await probe(mei);
    expect(mei.table?.seats.map((s) => s.name)).toEqual(["Mei", null, "Bot 3"]);
    // A watcher under a look-alike name chats under another.
    const outsider = await connect(t.tableId, { name: "M\u0435i" });
    const chats: Extract<ServerFrame, { type: "chat" }>[] = [];
    mei.on("chat", (c) => chats.push(c));
    await answered(outsider, () => outsider.chat("it is me"));
    await probe(mei);
    const line = chats.find((c) => c.text === "it is me");
    expect(line?.seat).toBeNull();
    expect(line?.name).toBe("M\u0435i 2");
    // A name that only resembles is kept.
    await answered(outsider, () => outsider.sit(1, "Mai"));
    expect((await seatsOf(t.tableId))[1]?.name).toBe("Mai");
    for (const c of [mei, outsider]) c.close();
  }, 30_000);

  it("a game the host ends mid-hand keeps that hand's cards: nobody who sits afterwards reads a seat of it", async () => {
    const { host, tableId } = await startedWithBots("shengji-online", 4);
    await untilHostPlays(host);
    const stranger = await connect(tableId, { name: "Stranger" });
    const seen = record(stranger);
    await answered(host, () => host.end());
    await stranger.waitFor((c) => c.table?.phase === "over");
    // The host frees the bots' seats; the stranger sits in each in turn, and the host moves to another.
    for (const seat of [1, 2, 3]) await answered(host, () => host.bot(seat, false));
    for (const seat of [1, 2, 3]) {
      await answered(stranger, () => stranger.sit(seat));
      expect(stranger.you, `the stranger sits in seat ${seat}`).toBe(seat);
      await answered(stranger, () => stranger.leave());
    }
    await answered(host, () => host.leave());
    await answered(host, () => host.sit(2));
    const leaked = views(seen).filter((f) => handIn(f.view).length > 0 || viewerOf(f.view) !== null);
    expect(leaked.map((f) => viewerOf(f.view))).toEqual([]);
    expect(host.view && viewerOf(host.view)).toBeNull();
    stranger.close();
    host.close();
  }, 60_000);
});

describe("room for seat holders, and bans that reach the absent", () => {
  it("item 3: 24 spectators and sockets that never say hello cannot keep a dropped player out of their seat", async () => {
    const t = await createTable({ game: "zheng-fen", players: 3, settings: FAST });
    const playerAddress = newAddress();
    const player = await asksForSeat(t.tableId, 0, "Mei", { address: playerAddress });
    expect(player.you).toBe(0);
    const token = player.token as string;
    // The outsider: 24 spectators (one of them a client, to watch the seats), then silent sockets up to the socket cap.
    const watcher = await connect(t.tableId, { name: "Watcher" });
    const spectators = [];
    for (let i = 0; i < SPECTATORS - 1; i++) spectators.push(await bareSocket(t.tableId, newAddress(), { name: `Spectator ${i}` }));
    expect(spectators.filter((s) => s.closedWith !== null)).toEqual([]);
    const silent = [];
    for (let i = 0; i < socketCap(3) - 1 - SPECTATORS; i++) silent.push(await bareSocket(t.tableId, newAddress()));
    // The player's connection drops; the outsider takes the room it freed at once.
    player.close();
    await watcher.waitFor((c) => c.table?.seats[0]?.connected === false);
    silent.push(await bareSocket(t.tableId, newAddress()));
    // The player comes back with the token: welcomed into the seat, not refused as "full".
    const back = new TableClient({ connect: socketTo(t.tableId, playerAddress), token, pingMs: 0, backoff: { minMs: 20, maxMs: 200 } });
    void back.connect().catch(() => undefined);
    try {
      await back.waitFor((c) => c.you === 0, 10_000);
    } catch (e) {
      throw new Error(`the player never got its seat back (status ${back.status}): ${String(e)}`);
    }
    expect(back.token).toBe(token);
    await watcher.waitFor((c) => c.table?.seats[0]?.state === "person");
    // Watching is still capped: one more spectator is refused with 4008.
    const extra = await bareSocket(t.tableId, newAddress(), { name: "One too many" });
    await extra.until((s) => s.closedWith !== null);
    expect(extra.closedWith).toBe(CLOSE.full);
    for (const s of [...spectators, ...silent]) s.ws.close();
    for (const c of [back, watcher]) c.close();
  }, 60_000);

  it("item 4: a player who closed the tab, kicked with a ban, cannot sit again from the same address nor with the old token", async () => {
    const t = await openTable({ game: "zheng-fen", players: 3, settings: FAST }, { name: "Host" });
    const host = t.host;
    await answered(host, () => host.sit(0));
    const address = newAddress();
    const mei = await asksForSeat(t.tableId, 1, "Mei", { address });
    expect(mei.you).toBe(1);
    const token = mei.token as string;
    // The tab is closed; then the host kicks the empty-handed seat with a ban.
    mei.close();
    await host.waitFor((c) => c.table?.seats[1]?.connected === false);
    await answered(host, () => host.kick(1, true));
    expect(host.table?.seats[1]?.state).toBe("empty");
    // A new socket from the same address may watch, not sit.
    const again = await connect(t.tableId, { name: "Mei again", address });
    const againRefused = refusals(again);
    await answered(again, () => again.sit(1));
    await answered(again, () => again.sit(2));
    expect(again.you).toBeNull();
    expect(againRefused).toEqual(["banned", "banned"]);
    // The old token, from another address: no seat back, and no other seat either.
    const { client: token2, refused: tokenRefused } = await withToken(t.tableId, token);
    expect(token2.you).toBeNull();
    await answered(token2, () => token2.sit(1));
    expect(token2.you).toBeNull();
    expect(tokenRefused).toEqual(["bad-token", "banned"]);
    expect(await heldSeats(t.tableId)).toEqual([0]);
    // Somebody else may sit.
    const friend = await asksForSeat(t.tableId, 1, "Friend");
    expect(friend.you).toBe(1);
    for (const c of [host, again, token2, friend]) c.close();
  }, 30_000);

  it("item 4: a player who left mid-hand, kicked with a ban, is kept out: their watching socket, a new one from their address, their token", async () => {
    const t = await openTable({ game: "zheng-fen", players: 3, settings: FAST }, { name: "Host" });
    const host = t.host;
    await answered(host, () => host.sit(0));
    const address = newAddress();
    const mei = await asksForSeat(t.tableId, 1, "Mei", { address });
    const token = mei.token as string;
    await answered(host, () => host.bot(2));
    host.start();
    await mei.waitFor((c) => c.view !== null && handIn(c.view).length > 0);
    // Mid-hand Mei leaves (the seat stays hers to come back to until the hand ends) and watches.
    await answered(mei, () => mei.leave());
    expect(mei.you).toBeNull();
    await host.waitFor((c) => c.table?.seats[1]?.state === "stand-in");
    await answered(host, () => host.kick(1, true));
    await host.waitFor((c) => c.table?.seats[1]?.state === "bot");
    const meiRefused = refusals(mei);
    await answered(mei, () => mei.sit(1));
    expect(mei.you).toBeNull();
    expect(meiRefused).toEqual(["banned"]);
    mei.close();
    const again = await connect(t.tableId, { name: "Mei again", address });
    const againRefused = refusals(again);
    await answered(again, () => again.sit(1));
    expect(againRefused).toEqual(["banned"]);
    const { client: token2, refused: tokenRefused } = await withToken(t.tableId, token);
    await answered(token2, () => token2.sit(1));
    expect(token2.you).toBeNull();
    expect(tokenRefused).toEqual(["bad-token", "banned"]);
    expect(await heldSeats(t.tableId)).toEqual([0]);
    for (const c of [host, again, token2]) c.close();
  }, 30_000);
});
