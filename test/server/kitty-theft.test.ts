/**
 * Kitty theft over the protocol (issue 56, item 1): at a table with
 * `kittyTheft`, every hand whose trump a bid set asks the other seats in
 * turn whether they steal the kitty. A person's pass there is a move of the
 * game (acked at the next version and logged, unlike a pass on the bidding),
 * a steal is a `bid`, and the hand that reaches D1 replays, asking and all,
 * to the result every player saw.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type GameEvent, type ShengjiView, botAction } from "../../src/engine";
import { bidChoices } from "../../src/engine/shengji/hints";
import { replayHands } from "../../src/engine/replay";
import type { ShownHandResult as HandResult } from "../../src/engine/shengji/state";
import type { GameRecord } from "../../src/protocol";
import { FAST, api, hostWithBots, until } from "./support";

/** The game's id, as only the table knows it until a hand is in D1. */
async function gameIdOf(tableId: string): Promise<string> {
  return runInDurableObject(env.TABLE.getByName(tableId), (_i, state) => {
    const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'game'").toArray()[0];
    return (JSON.parse(row?.value ?? "{}") as { gameId: string }).gameId;
  });
}

describe("kitty theft at a table", () => {
  it("the host is asked about the kitty in turn, passes or steals over the protocol, and the hand in D1 replays the same", async () => {
    const { host, tableId } = await hostWithBots("shengji-online", 4, FAST, { kittyTheft: true });
    const seen = new Map<number, HandResult>();
    const events: GameEvent[] = [];
    /** The host's answers when asked about the kitty: what it sent, and the version its ack named against the one before. */
    const answers: { type: string; from: number; to: number }[] = [];
    host.on("view", (v) => {
      const r = (v as ShengjiView).lastResult;
      if (r) seen.set(r.hand, r);
    });
    host.on("event", (e) => events.push(...e));
    // The host plays as the basic bot, except when asked about the kitty: then it steals whenever it may.
    let busy = false;
    // One move per version of the table, as playAsBot does: an ack may come before the view it leads to.
    let movedAt = -1;
    const move = async (): Promise<void> => {
      const view = host.view as ShengjiView | null;
      if (busy || !view || host.you === null || view.handsPlayed >= 1 || host.version === movedAt) return;
      const asked = view.phase === "stealing" && view.turn === host.you;
      const steal = asked ? bidChoices(view)[0] : undefined;
      const action = asked ? (steal ? { type: "bid" as const, cards: steal } : { type: "pass" as const }) : botAction(view, host.you);
      if (!action) return;
      busy = true;
      const from = host.version;
      movedAt = from;
      try {
        const answer = await host.act(action);
        if (asked) answers.push({ type: action.type, from, to: answer.ok ? answer.version : -1 });
      } finally {
        busy = false;
      }
      void move();
    };
    const off = host.on("view", () => void move());
    host.start();
    await host.waitFor((c) => ((c.view as ShengjiView | null)?.handsPlayed ?? 0) >= 1 || answers.some((a) => a.to < 0), 90_000);
    off();
    // A bid set the trump (the table redeals until one does), so the other seats were asked, and the asking ended.
    expect(events.some((e) => e.type === "kitty-kept")).toBe(true);
    // Each answer of the host was accepted as a move of the game: its ack names a newer version.
    for (const a of answers) expect(a.to, JSON.stringify(a)).toBeGreaterThan(a.from);
    const gameId = await gameIdOf(tableId);
    let record: GameRecord | null = null;
    await until(async () => {
      const res = await api(`/api/games/${gameId}`);
      record = res.status === 200 ? ((await res.json()) as GameRecord) : null;
      return (record?.hands.length ?? 0) >= 1;
    }, "hand 0 in D1");
    const g = record as unknown as GameRecord;
    // The log holds the asking (passes, and any steal), and replays to the result the host saw.
    expect(g.hands[0]?.actions.some((e) => e.action.type === "pass")).toBe(true);
    const replayed = replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands.slice(0, 1));
    const end = replayed[0]?.states.at(-1);
    expect(end?.game === "shengji" ? end.results[0] : null).toEqual(seen.get(0));
    expect(replayed[0]?.events.flat().filter((e) => e.type === "kitty-kept")).toHaveLength(1);
    host.close();
  }, 180_000);
});
