/**
 * Leak fuzz over the real server (`wrangler dev`): bot-driven games of every
 * preset at several player counts, every seat a client-library client and a
 * spectator watching. Every frame every socket receives is kept, then checked
 * against the truth: the game's completed hands are read back from D1,
 * replayed with the engine from their keys, and each frame is compared with
 * the state of its version — no card outside what that socket's seat may
 * know at that moment, no hand's key, no other seat's token. (D1 keeps only
 * completed hands: frames of the hand the host cut short have no truth to
 * be checked against, and are counted apart.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Api, TableClient, playAsBot } from "../../src/client";
import type { GameState } from "../../src/engine";
import type { ServerFrame } from "../../src/protocol";
import type { ShengjiView } from "../../src/engine/shengji/view";
import type { ZhengFenView } from "../../src/engine/zhengfen";
import { checkEvents, checkViewJson } from "../support/shengji-leaks";
import { type DevServer, removeStorage, startDev } from "./dev-server";
import { gameRecord, replay, socketFromOwnAddress } from "./support";

const HANDS = Number(process.env.LEAK_HANDS ?? 8);

let dev: DevServer;
beforeAll(async () => {
  dev = await startDev({ vars: { FLOOD_PER_SECOND: "100000" } });
}, 120_000);
afterAll(async () => {
  await dev?.stop();
  if (dev) removeStorage(dev.persistTo);
});

interface Received {
  readonly seat: number | null;
  readonly raw: string;
}

/** Plays `hands` hands with every seat over the wire, then ends the game; returns every frame seen. */
async function playAndRecord(game: string, players: number, hands: number) {
  const api = new Api(dev.base);
  const t = await api.createTable({ game, players, settings: { dealMs: 0, botDelayMs: 0, bidMs: 400, resultMs: 0 } });
  const received: Received[] = [];
  const clients: TableClient[] = [];
  const tokens: (string | null)[] = [];
  // A socket implementation that keeps every frame as it arrived.
  const recording = (seat: number | null) => () => {
    const ws = socketFromOwnAddress(api.socketUrl(t.tableId));
    ws.addEventListener("message", (e) => received.push({ seat, raw: String(e.data) }));
    return ws;
  };
  for (let seat = 0; seat < players; seat++) {
    const c = new TableClient({ connect: recording(seat), ...(seat === 0 ? { hostToken: t.hostToken } : {}), name: `S${seat}`, pingMs: 0 });
    await c.connect();
    c.sit(seat);
    await c.waitFor((x) => x.you === seat);
    tokens.push(c.token);
    clients.push(c);
  }
  const spectator = new TableClient({ connect: recording(null), pingMs: 0 });
  await spectator.connect();
  const host = clients[0] as TableClient;
  const stops = clients.map((c) => playAsBot(c));
  host.start();
  const done = () => {
    const v = host.view;
    if (!v) return false;
    if (host.table?.phase === "over") return true;
    return v.game === "shengji" ? (v as ShengjiView).handsPlayed >= hands : (v as ZhengFenView).deal > hands;
  };
  await host.waitFor(done, 600_000);
  stops.forEach((s) => s());
  if (host.table?.phase !== "over") {
    host.end();
    await host.waitFor((c) => c.table?.phase === "over");
  }
  const record = await gameRecord(api, host.table?.gameId as string, { final: true });
  for (const c of [...clients, spectator]) c.close();
  return { received, tokens, record };
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

function check(received: readonly Received[], tokens: readonly (string | null)[], states: readonly GameState[], keys: readonly string[]): { checked: number; unchecked: number } {
  let checked = 0;
  let unchecked = 0;
  for (const { seat, raw } of received) {
    for (const key of keys) if (raw.includes(key)) throw new Error(`a hand's key reached seat ${seat}`);
    tokens.forEach((tok, owner) => {
      if (tok && owner !== seat && raw.includes(tok)) throw new Error(`seat ${owner}'s token reached ${seat}`);
    });
    if (raw === "pong") continue;
    const frame = JSON.parse(raw) as ServerFrame;
    if (frame.type === "view") {
      const state = states[frame.version];
      if (!state) {
        // Past the last completed hand: the hand the host cut short.
        unchecked++;
        continue;
      }
      if (state.game === "shengji") checkViewJson(state, seat ?? "spectator", JSON.stringify(frame.view), `v${frame.version} seat ${seat}`);
      else {
        const problems = zhengFenProblems(state, seat, frame.view as ZhengFenView);
        if (problems.length > 0) throw new Error(`v${frame.version} seat ${seat}: ${problems.join("; ")}`);
      }
      checked++;
    } else if (frame.type === "event") {
      const state = states[frame.version];
      if (state?.game === "shengji") checkEvents(state, frame.events, `v${frame.version} events to ${seat}`);
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

describe("leak fuzz over wrangler dev", () => {
  let hands = 0;
  it.each(CASES)("%s with %i players: every frame to every socket holds only what its seat may know", async (game, players) => {
    const { received, tokens, record } = await playAndRecord(game, players, HANDS);
    const states = replay(record);
    const { checked, unchecked } = check(received, tokens, states, record.hands.map((h) => h.key));
    expect(checked).toBeGreaterThan(players * 10);
    expect(checked).toBeGreaterThan(unchecked);
    hands += record.hands.length;
  });
  it("played at least 100 complete hands in all", () => {
    if (HANDS >= 8) expect(hands).toBeGreaterThanOrEqual(100);
  });
});
