/**
 * Bad-input fuzz: random and adversarial frames from a seat whose turn it
 * is not and from a spectator. Each is answered with an error (or, for a
 * flood, the socket is closed); the action log is unchanged; the table
 * still plays.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TableClient } from "../../src/client";
import { type ShengjiView, botAction } from "../../src/engine";
import { ClientFrameSchema, type ServerFrame } from "../../src/protocol";
import { FAST, Pacer, logOf, seatedTable, settle, socketTo, until } from "./support";

const cards = fc.constantFrom("S2", "SA", "H10", "DK", "C5", "BJ", "LJ", "S1", "XX", "", "s2", "10S");
const card = fc.oneof(cards, fc.string({ maxLength: 4 }));

/** Frames built to look almost right. */
const adversarial = fc.oneof(
  fc.record({ type: fc.constant("act"), id: fc.string({ minLength: 1, maxLength: 40 }), action: fc.record({ type: fc.constantFrom("play", "bid", "bury", "call", "pass", "misdeal", "deal", "draw", "close-bidding", "fly"), cards: fc.array(card, { maxLength: 30 }) }) }),
  fc.record({ type: fc.constant("act"), id: fc.string({ minLength: 1, maxLength: 40 }), action: fc.anything() }),
  fc.record({ type: fc.constant("act"), id: fc.anything(), action: fc.record({ type: fc.constant("play"), cards: fc.array(cards, { minLength: 1, maxLength: 5 }) }) }),
  fc.record({ type: fc.constantFrom("sit", "kick", "bot"), seat: fc.oneof(fc.integer(), fc.double(), fc.string()) }),
  fc.record({ type: fc.constantFrom("start", "end", "configure") }),
  fc.record({ type: fc.constant("configure"), options: fc.dictionary(fc.string(), fc.anything()), players: fc.integer() }),
  fc.record({ type: fc.constantFrom("hello", "sync", "chat", "leave"), extra: fc.anything() }),
  fc.record({ type: fc.constant("chat"), text: fc.string({ minLength: 301, maxLength: 600 }) }),
  fc.dictionary(fc.string(), fc.anything()),
);
const nested = fc.integer({ min: 50, max: 3000 }).map((d) => `${"[".repeat(d)}${"]".repeat(d)}`);
const garbage = fc.oneof(fc.string(), fc.json(), nested, fc.constant("x".repeat(20_000)), fc.constant("null"), fc.constant("{}"));

/** A frame that the table may rightly answer with something other than an error is not bad input. */
function isBad(raw: string, host: boolean): boolean {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return true;
  }
  const parsed = ClientFrameSchema.safeParse(value);
  if (!parsed.success) return true;
  const f = parsed.data;
  // Valid frames that are answered without an error: greetings, catching up, chat, leaving.
  if (f.type === "hello" || f.type === "sync" || f.type === "chat" || f.type === "leave") return false;
  if (host) return false;
  return true;
}

describe("bad-input fuzz", () => {
  it("random and adversarial frames get errors, change nothing, and the table still plays", async () => {
    const t = await seatedTable({ game: "shengji-online", players: 4, settings: FAST }, { name: "H" }, ["O"]);
    const { host, people: [other] } = t;
    host.start();
    // Play until the game waits for the host in the middle of a trick.
    const hostBot = async () => {
      for (let i = 0; i < 400; i++) {
        await settle(host);
        const v = host.view as ShengjiView;
        if (v.phase === "playing" && v.turn === 0 && v.tricksPlayed >= 1) return;
        for (const [seat, c] of [[0, host], [1, other]] as const) {
          const a = c.view ? botAction(c.view, seat) : null;
          if (a) await c.act(a);
        }
      }
      throw new Error("never reached the host's turn");
    };
    await hostBot();
    const log = await logOf(t.tableId);
    // The fuzzers: seat 1 (not its turn) and a spectator.
    const seat1 = new TableClient({ connect: socketTo(t.tableId), token: other.token as string, pingMs: 0 });
    const watcher = new TableClient({ connect: socketTo(t.tableId), pingMs: 0 });
    other.close();
    await seat1.connect();
    await watcher.connect();
    expect(seat1.you).toBe(1);
    const answers = new Map<TableClient, ServerFrame[]>([[seat1, []], [watcher, []]]);
    for (const [c, list] of answers) c.on("error", (e) => list.push(e));
    // Property runs send faster than a person: kept within the flood allowance, or the table would rightly close them.
    const pacers = new Map<TableClient, Pacer>([[seat1, new Pacer()], [watcher, new Pacer()]]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(adversarial.map((x) => JSON.stringify(x) ?? "undefined"), garbage), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (frames, useWatcher) => {
          const c = useWatcher ? watcher : seat1;
          const bad = frames.filter((f) => isBad(f, false));
          const list = answers.get(c) as ServerFrame[];
          const before = list.length;
          const pacer = pacers.get(c) as Pacer;
          for (const f of bad) pacer.run(() => c.raw(f));
          await until(() => list.length - before >= bad.length, { for: `answers to ${bad.length} bad frames`, seen: () => `${list.length - before} answers: ${list.slice(before).map((f) => f.type === "error" ? f.code : f.type).join(", ")}` }, { timeoutMs: 30_000, everyMs: 5 });
          expect(list.length - before).toBe(bad.length);
        },
      ),
      { numRuns: 40 },
    );
    expect(await logOf(t.tableId)).toEqual(log);
    // Replayed ids: a move already answered is answered the same again, and does nothing.
    const v = host.view as ShengjiView;
    const move = botAction(v, 0);
    expect(move).not.toBeNull();
    const first = await host.act(move as NonNullable<typeof move>, "replayed-id");
    expect(first.ok).toBe(true);
    const after = await logOf(t.tableId);
    const again = await host.act(move as NonNullable<typeof move>, "replayed-id");
    expect(again).toEqual(first);
    expect(await logOf(t.tableId)).toEqual(after);
    // A flood from the spectator closes it; the table goes on.
    let closed = false;
    watcher.on("status", (s) => {
      if (s !== "online") closed = true;
    });
    for (let i = 0; i < 300; i++) watcher.raw("{}");
    // Wait for the close itself, bounded far beyond need (a loaded machine answers 300 frames slowly).
    await until(() => closed, { for: "the flooding spectator's socket to be closed", seen: () => `status ${watcher.status}` }, 30_000);
    expect(closed).toBe(true);
    watcher.close();
    await settle(host);
    expect(host.version).toBeGreaterThan(after.length - 1);
    seat1.close();
    host.close();
  }, 120_000);
});
