/**
 * Leak fuzz over the real server (`wrangler dev`): bot-driven games of every
 * preset at several player counts, every seat a client-library client and a
 * spectator watching. Every frame every socket receives is kept, then checked
 * against the truth: the game's completed hands are read back from D1,
 * replayed with the engine from their keys, and each frame is compared with
 * the state of its version — no card outside what that socket's seat may
 * know at that moment, no hand's key, no other seat's token. (D1 keeps only
 * completed hands: frames of the hand the host cut short have no truth to be
 * checked against, and are counted apart.)
 */
import { describe, expect, it } from "vitest";
import { Api, TableClient, playAsBot } from "../../src/client";
import type { GameState } from "../../src/engine";
import type { ServerFrame } from "../../src/protocol";
import type { ShengjiView } from "../../src/engine/shengji/view";
import type { ZhengFenView } from "../../src/engine/zhengfen";
import { checkEvents, checkViewJson } from "../support/shengji-leaks";
import { until } from "../support/until";
import { sharedDev } from "./shared-dev";
import { gameRecord, replay, socketFromOwnAddress } from "./support";

const HANDS = Number(process.env.LEAK_HANDS ?? 8);

/** The run's shared server (global-setup.ts): this file makes fresh tables on it. */
const dev = sharedDev();

interface Received {
  /** Which person (client) received it. */
  readonly person: number;
  readonly raw: string;
}

/**
 * People joining, leaving and being kicked mid-hand: a seated player leaves
 * and sits back down, the host kicks another and that person tries to sit
 * again, a visitor keeps trying to take seats, and whoever gets a seat plays.
 */
async function churn(clients: TableClient[], visitor: TableClient, players: number, done: () => boolean): Promise<void> {
  const host = clients[0] as TableClient;
  const leaver = clients[1] as TableClient;
  const kicked = clients[2] as TableClient;
  const anySeat = (round: number) => 1 + ((round * 7) % (players - 1));
  /**
   * Makes a move of the churn (nothing, if null), then waits (bounded) for the table's next word: its answer
   * to the move, or any change it tells the host. The churn keeps the table's pace, whatever the machine's.
   */
  const answered = async (c: TableClient, move: (() => void) | null) => {
    if (!move) return;
    let heard = false;
    const offs = [c.on("frame", () => (heard = true)), host.on("frame", () => (heard = true))];
    move();
    try {
      await until(() => heard || done(), { for: "the table's answer to a churn move, or any change at the table", seen: () => `the host at version ${host.version}, the mover ${c.status} in seat ${c.you}` }, 60_000);
    } finally {
      for (const off of offs) off();
    }
  };
  for (let round = 0; !done(); round++) {
    switch (round % 3) {
      case 0:
        // Leaves, then tries its own seat or another.
        await answered(leaver, leaver.you !== null ? () => leaver.leave() : () => leaver.sit(round % 2 === 0 ? 1 : anySeat(round)));
        break;
      case 1:
        if (kicked.you !== null && round % 6 === 1) await answered(host, () => host.kick(kicked.you as number));
        else if (kicked.you === null) await answered(kicked, () => kicked.sit(round % 2 === 0 ? 2 : anySeat(round)));
        break;
      default:
        // Hops between seats whenever it can.
        await answered(visitor, visitor.you === null ? () => visitor.sit(anySeat(round)) : () => visitor.leave());
    }
  }
}

/** Plays `hands` hands with every seat over the wire, then ends the game; returns every frame seen. */
async function playAndRecord(game: string, players: number, hands: number, churning = false) {
  const api = new Api(dev.base);
  const t = await api.createTable({ game, players, settings: { dealMs: 0, botDelayMs: 0, bidMs: 400, resultMs: churning ? 600 : 0 } });
  const received: Received[] = [];
  const clients: TableClient[] = [];
  // A socket implementation that keeps every frame as it arrived.
  const recording = (person: number) => () => {
    const ws = socketFromOwnAddress(api.socketUrl(t.tableId));
    ws.addEventListener("message", (e) => received.push({ person, raw: String(e.data) }));
    return ws;
  };
  // With churn, seats from 3 on are the table's bots: seats a newcomer could try to hop between.
  const people = churning ? 3 : players;
  for (let seat = 0; seat < people; seat++) {
    const c = new TableClient({ connect: recording(seat), ...(seat === 0 ? { hostToken: t.hostToken } : {}), name: `S${seat}`, pingMs: 0 });
    await c.connect();
    c.sit(seat);
    await c.waitFor((x) => x.you === seat);
    clients.push(c);
  }
  for (let seat = people; seat < players; seat++) (clients[0] as TableClient).bot(seat);
  await (clients[0] as TableClient).waitFor((c) => (c.table?.seats ?? []).every((x) => x.seat < people || x.bot));
  const spectator = new TableClient({ connect: recording(players), pingMs: 0 });
  await spectator.connect();
  const visitor = new TableClient({ connect: recording(players + 1), name: "Visitor", pingMs: 0 });
  if (churning) await visitor.connect();
  const host = clients[0] as TableClient;
  const stops = [...clients, ...(churning ? [visitor] : [])].map((c) => playAsBot(c));
  host.start();
  const done = () => {
    const v = host.view;
    if (!v) return false;
    if (host.table?.phase === "over") return true;
    return v.game === "shengji" ? (v as ShengjiView).handsPlayed >= hands : (v as ZhengFenView).deal > hands;
  };
  // A churn that fails stops the wait for the game at once, and its error is the test's.
  let churnFailed: unknown = null;
  const churned = churning ? churn(clients, visitor, players, done).catch((e: unknown) => (churnFailed = e)) : Promise.resolve();
  await host.waitFor(() => done() || churnFailed !== null, 600_000, "the hands to be played");
  await churned;
  if (churnFailed !== null) throw churnFailed;
  stops.forEach((s) => s());
  if (host.table?.phase !== "over") {
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
  }
  const record = await gameRecord(api, host.table?.gameId as string, { final: true });
  for (const c of [...clients, spectator, visitor]) c.close();
  return { received, record };
}

/** Zheng Fen (one pack, every card unique): no card of another hand in the current part of a view. */
function zhengFenProblems(state: GameState, seat: number | null, view: ZhengFenView): string[] {
  if (state.game !== "zheng-fen") return ["not zheng fen"];
  const problems: string[] = [];
  const current = JSON.stringify({ ...view, lastDeal: null });
  state.hands.forEach((hand, other) => {
    if (other === seat) return;
    for (const card of hand) if (current.includes(`"${card}"`)) problems.push(`seat ${seat} sees ${card} of seat ${other}`);
  });
  if (seat === null ? view.hand !== null : JSON.stringify(view.hand) !== JSON.stringify(state.hands[seat])) problems.push("hand");
  return problems;
}

/** A view holding its seat's own cards while a hand is played (its cards private). */
function privateCards(v: ShengjiView | ZhengFenView): boolean {
  if (v.game === "shengji") return v.cards.length > 0 && ["dealing", "burying", "calling", "playing"].includes(v.phase);
  return (v.hand?.length ?? 0) > 0 && v.phase === "play";
}

/**
 * Every frame against the truth, following each person's seat as the table
 * told it (welcome frames): a view is of the seat the person holds, shows
 * only what that seat may know at that version, and a person sees the
 * private cards of at most one seat per hand. No hand's key (published only
 * once its hand is over, and only over HTTP); no token given to one person
 * in anyone else's frames.
 */
function check(received: readonly Received[], states: readonly GameState[], keys: readonly string[]): { checked: number; unchecked: number } {
  const tokens = new Map<string, number>();
  for (const { person, raw } of received) {
    if (raw === "pong") continue;
    const f = JSON.parse(raw) as ServerFrame;
    if (f.type === "welcome" && f.token) tokens.set(f.token, person);
  }
  const seatOf = new Map<number, number | null>();
  const seen = new Map<string, Set<number>>();
  let checked = 0;
  let unchecked = 0;
  for (const { person, raw } of received) {
    for (const key of keys) if (raw.includes(key)) throw new Error(`a hand's key reached person ${person}`);
    for (const [tok, owner] of tokens) if (owner !== person && raw.includes(tok)) throw new Error(`person ${owner}'s token reached person ${person}`);
    if (raw === "pong") continue;
    const frame = JSON.parse(raw) as ServerFrame;
    if (frame.type === "welcome") seatOf.set(person, frame.you);
    if (frame.type === "view") {
      const seat = seatOf.get(person) ?? null;
      const state = states[frame.version];
      if (!state) {
        // Past the last completed hand: the hand the host cut short.
        unchecked++;
        continue;
      }
      const view = frame.view as ShengjiView | ZhengFenView;
      const shown = view.game === "shengji" ? view.you : view.viewer === "spectator" ? null : view.viewer;
      if (shown !== seat) throw new Error(`v${frame.version}: person ${person}, told it holds ${seat}, received the view of ${shown}`);
      if (state.game === "shengji") checkViewJson(state, seat ?? "spectator", JSON.stringify(frame.view), `v${frame.version} seat ${seat}`);
      else {
        const problems = zhengFenProblems(state, seat, frame.view as ZhengFenView);
        if (problems.length > 0) throw new Error(`v${frame.version} seat ${seat}: ${problems.join("; ")}`);
      }
      if (seat !== null && privateCards(view)) {
        const key = `${person}:${state.game === "shengji" ? state.hand : state.deal}`;
        const seats = seen.get(key) ?? new Set<number>();
        seats.add(seat);
        seen.set(key, seats);
        if (seats.size > 1) throw new Error(`person ${person} saw the cards of seats ${[...seats].join(" and ")} in one hand`);
      }
      checked++;
    } else if (frame.type === "event") {
      const state = states[frame.version];
      if (state?.game === "shengji") checkEvents(state, frame.events, `v${frame.version} events to ${person}`);
    }
  }
  return { checked, unchecked };
}

const CASES: [string, number][] = [
  ["tractor-classic", 4],
  ["da-bai-fen", 4],
  ["zpy-pagat", 5],
  ["zpy-pagat", 9],
  ["zpy-pagat-active-passive", 6],
  ["zpy-80", 4],
  ["zpy-80", 8],
  ["zpy-active-passive", 7],
  ["shengji-online", 6],
  ["zpy-online", 5],
  ["zpy-online", 12],
  ["zheng-fen", 3],
  ["zheng-fen", 6],
];

const CHURN: [string, number][] = [
  ["zpy-online", 5],
  ["tractor-classic", 4],
  ["zheng-fen", 4],
];

// Two games at a time (vitest.e2e.config.ts's maxConcurrency): one is checked in Node while the server plays the other.
describe("leak fuzz over wrangler dev", () => {
  let hands = 0;
  it.concurrent.each(CASES)("%s with %i players: every frame to every socket holds only what its seat may know", async (game, players) => {
    const { received, record } = await playAndRecord(game, players, HANDS);
    const states = replay(record);
    const { checked, unchecked } = check(received, states, record.hands.map((h) => h.key));
    expect(checked).toBeGreaterThan(players * 10);
    expect(checked).toBeGreaterThan(unchecked);
    hands += record.hands.length;
  });
  it.concurrent.each(CHURN)("%s with %i players, people joining, leaving and kicked mid-hand: the same holds, and a person sees one seat per hand", async (game, players) => {
    const { received, record } = await playAndRecord(game, players, Math.min(HANDS, 4), true);
    const states = replay(record);
    const { checked, unchecked } = check(received, states, record.hands.map((h) => h.key));
    expect(checked).toBeGreaterThan(players * 10);
    expect(checked).toBeGreaterThan(unchecked);
    // The churn happened: seats changed hands, and the seats' people changed during the game.
    const welcomes = received.filter((r) => r.raw.startsWith('{"type":"welcome"')).length;
    expect(welcomes).toBeGreaterThan(players + 4);
  });
  it("played at least 100 complete hands in all", () => {
    if (HANDS >= 8) expect(hands).toBeGreaterThanOrEqual(100);
  });
});
