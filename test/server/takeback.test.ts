/**
 * Takebacks over the protocol (issue 56, item 6; rbtying `PlayTakebackPolicy`):
 * at a table with `playTakeback`, a person plays, takes the play back and
 * plays again, while the next seat (another person) waits. The other
 * sockets (the next player, a spectator) see the play, the takeback and
 * the new play, and never a card of the taker's hand they could not see
 * (checked by the shared leak rules against the table's own state); a
 * takeback refused (not one's own move, or too late) changes nothing.
 */
import { describe, expect, it } from "vitest";
import { type GameEvent, type GameState, type SeatAction, type ShengjiView, applyAction, botAction, createGame } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import type { ShengjiState } from "../../src/engine/shengji/state";
import type { TableClient } from "../../src/client/table-client";
import { checkEvents, checkViewJson } from "../support/shengji-leaks";
import { FAST, connect, createTable, gameAndLog, logOf, settle } from "./support";

const takeback = { type: "takeback" } as const;
const sview = (c: TableClient) => c.view as ShengjiView | null;

/** The table's state now, replayed from its stored game and log. */
async function stateOf(tableId: string): Promise<ShengjiState> {
  const { row, entries } = await gameAndLog(tableId);
  let s: GameState = createGame({ preset: row.game, options: row.options }, row.seed, row.count);
  for (const entry of entries) {
    const e = decodeEntry(entry);
    const step = applyAction(s, e.actor, e.action);
    if (!step.ok) throw new Error(`the log does not replay: ${step.error.message}`);
    s = step.state;
  }
  if (s.game !== "shengji") throw new Error("a Shengji table");
  return s;
}

/** Plays `c`'s seat with the basic bot, except while `hold` says to wait. Returns a nudge (call after `hold` changes). */
function autoPlay(c: TableClient, hold: (v: ShengjiView) => boolean): () => void {
  let busy = false;
  let movedAt = -1;
  const move = async (): Promise<void> => {
    const v = sview(c);
    if (busy || !v || c.you === null || c.version === movedAt || hold(v)) return;
    const action = botAction(v, c.you);
    if (!action) return;
    busy = true;
    movedAt = c.version;
    try {
      await c.act(action);
    } finally {
      busy = false;
    }
    void move();
  };
  c.on("view", () => void move());
  return () => void move();
}

describe("a takeback at a table (playTakeback)", () => {
  it("a person plays, takes it back and plays again; the others see nothing more of the hand; a refused takeback changes nothing", async () => {
    const t = await createTable({ game: "shengji-online", players: 4, settings: FAST, options: { playTakeback: true }, seed: "test:takeback" });
    const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
    host.sit(0);
    await host.waitFor((c) => c.you === 0);
    const guest = await connect(t.tableId, { name: "Guest" });
    guest.sit(1);
    await guest.waitFor((c) => c.you === 1);
    host.bot(2);
    host.bot(3);
    await host.waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat < 2 || x.bot));
    const watcher = await connect(t.tableId, { name: "Watcher" });

    // Both people play as the basic bot until the host's first turn to play in a trick its play does not complete (the trick
    // is over with the last play: nothing to take back); the guest, the next after the host, waits while the host takes back.
    let danced = false;
    const hostsTurn = (v: ShengjiView | null) => v?.phase === "playing" && v.turn === 0 && (v.trick?.plays.length ?? 0) < 3;
    autoPlay(host, (v) => !danced && hostsTurn(v));
    const nudgeGuest = autoPlay(guest, (v) => !danced && v.phase === "playing" && v.turn === 1 && (v.trick?.plays.some((p) => p.seat === 0) ?? false));
    const events: GameEvent[] = [];
    guest.on("event", (e) => events.push(...e));
    host.start();
    await host.waitFor((c) => hostsTurn(sview(c)), 90_000, "the host's turn to play");
    await settle(guest);

    // Nothing of the guest's to take back: refused, and nothing changes.
    const log0 = await logOf(t.tableId);
    const refused = await guest.act(takeback);
    expect(refused).toMatchObject({ ok: false, code: "cannot-take-back" });
    expect(await logOf(t.tableId)).toEqual(log0);

    const before = sview(guest) as ShengjiView;
    const hostCards = before.seats[0]?.cards ?? 0;
    // A lead of one card (a throw is never taken back: its check told the table about other hands), or the bot's follow.
    const mine = sview(host) as ShengjiView;
    const first = (mine.trick?.plays.length === 0 ? { type: "play", cards: [mine.cards[0]] } : botAction(mine, 0)) as SeatAction & { type: "play"; cards: string[] };
    expect(first.type).toBe("play");
    events.length = 0;
    expect(await host.act(first)).toMatchObject({ ok: true });
    await guest.waitFor((c) => sview(c)?.takeback === 0, 10_000, "the guest to see the host may take back");
    await watcher.waitFor((c) => sview(c)?.takeback === 0, 10_000, "the watcher to see the host may take back");
    // The guest, whose turn it is, may not take back the host's play.
    const log1 = await logOf(t.tableId);
    expect(await guest.act(takeback)).toMatchObject({ ok: false, code: "cannot-take-back" });
    expect(await logOf(t.tableId)).toEqual(log1);

    expect(await host.act(takeback)).toMatchObject({ ok: true });
    await guest.waitFor((c) => sview(c)?.takeback === undefined && sview(c)?.turn === 0, 10_000, "the guest to see the takeback");
    await watcher.waitFor((c) => sview(c)?.takeback === undefined && sview(c)?.turn === 0, 10_000, "the watcher to see the takeback");
    expect(events.map((e) => e.type)).toEqual(["played", "taken-back"]);
    expect(events[1]).toEqual({ type: "taken-back", seat: 0, kind: "play", cards: first.cards });
    // The table as before the play: the host holds its cards again, the trick is as it was, the guest's hand untouched.
    const after = sview(guest) as ShengjiView;
    expect(after.seats[0]?.cards).toBe(hostCards);
    expect(after.trick).toEqual(before.trick);
    expect(after.cards).toEqual(before.cards);
    // Against the table's own state: no view or event the others hold shows a card they may not see.
    const s = await stateOf(t.tableId);
    expect(s.hands[0]?.length).toBe(hostCards);
    checkViewJson(s, 1, JSON.stringify(sview(guest)), "the guest after the takeback");
    checkViewJson(s, "spectator", JSON.stringify(sview(watcher)), "the watcher after the takeback");
    checkEvents(s, events.slice(1), "the takeback's events");

    // The host plays again (its hand as before, so the bot's play may be the same); then the guest plays, and the host's play is out of reach.
    const again = botAction(sview(host) as ShengjiView, 0) as SeatAction;
    expect(await host.act(again)).toMatchObject({ ok: true });
    danced = true;
    await guest.waitFor((c) => (sview(c)?.trick?.plays.length ?? 0) >= 1 && sview(c)?.takeback === 0, 10_000, "the host's new play");
    checkViewJson(await stateOf(t.tableId), 1, JSON.stringify(sview(guest)), "the guest after the new play");
    nudgeGuest();
    await host.waitFor((c) => (sview(c)?.trick?.plays.length ?? 0) >= 2 || (sview(c)?.tricksPlayed ?? 0) > 0, 10_000, "the guest's follow");
    const log2 = await logOf(t.tableId);
    expect(await host.act(takeback)).toMatchObject({ ok: false, code: "cannot-take-back" });
    expect(await logOf(t.tableId)).toEqual(log2);
    // The log holds the takeback as a move of the game.
    expect(log2.some((e) => /^0z$/.test(e))).toBe(true);
    for (const c of [host, guest, watcher]) c.close();
  }, 180_000);
});
