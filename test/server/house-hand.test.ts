/**
 * Issue 56, done means: a hand with kitty theft, a bomb and a takeback, played
 * over the protocol, and the hand in D1 replays the same. A Shengji table
 * (`shengji-online`, four players, four packs so that four of a kind is dealt)
 * with `kittyTheft` (rbtying `KittyTheftPolicy`), `bombs: "any-suit"` (rbtying
 * `BombPolicy`) and `playTakeback` (rbtying `PlayTakebackPolicy`); every seat
 * is a person on a socket, played by one script (test/support/house-hand.ts)
 * that chooses each move from that seat's own view, as the basic bot would,
 * but steals, bombs and takes back on purpose. The seed is chosen by the
 * engine playing the same script (test/support/deals.ts): hand one holds a
 * theft after the burial, a bomb that wins its trick and a takeback, never by
 * playing until luck comes. Moves go one at a time, each from views at one
 * version of the table, so the table's hand is the script's hand exactly.
 */
import { describe, expect, it } from "vitest";
import type { ActAnswer, TableClient } from "../../src/client/table-client";
import { type GameEvent, type GameSetup, type GameState, type SeatAction, type ShengjiState, type ShengjiView, applyAction, createGame } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import { replayHands } from "../../src/engine/replay";
import type { GameRecord, ServerFrame } from "../../src/protocol";
import { dealt, seedWhere } from "../support/deals";
import { type ScriptMove, type ScriptedHand, newScript, nextMove, noteMove, playScript } from "../support/house-hand";
import { checkEvents, checkViewJson } from "../support/shengji-leaks";
import { FAST, api, connect, createTable, gameAndLog, record, until } from "./support";

const PLAYERS = 4;
const OPTIONS = { kittyTheft: true, bombs: "any-suit", playTakeback: true, packs: 4 } as const;
const SETUP: GameSetup = { preset: "shengji-online", options: OPTIONS };
/**
 * No turn clock (no move is made for a person), and a bidding window longer
 * than the test: the bidding closes when every person has passed, never
 * while the script is still deciding a bid.
 */
const SETTINGS = { ...FAST, bidMs: 60_000, turnSeconds: 0 };
/** The events this test is about, as every socket must see them. */
const HOUSE = new Set(["kitty-stolen", "bomb", "taken-back"]);

/** Does the script's hand one hold all three: a steal, a bomb that wins its trick, a takeback with another play in its place? */
function holdsAll(h: ScriptedHand): boolean {
  const { stole, bomb, takeback } = h.script;
  if (stole === null || bomb === null || takeback === null || takeback.replayed === null) return false;
  const at = h.events.findIndex((e) => e.type === "bomb" && e.seat === bomb.seat && !e.led);
  const trick = h.events.slice(at).find((e) => e.type === "trick");
  return at >= 0 && trick?.type === "trick" && trick.winner === bomb.seat && h.events.some((e) => e.type === "kitty-stolen" && e.seat === stole);
}

/** Every state of the table's game, by version: the stored game and its log replayed (version v follows the v-th entry). */
async function statesOf(tableId: string): Promise<GameState[]> {
  const { row, entries } = await gameAndLog(tableId);
  let s = createGame({ preset: row.game, options: row.options }, row.seed, row.count);
  const states = [s];
  for (const entry of entries) {
    const e = decodeEntry(entry);
    const step = applyAction(s, e.actor, e.action);
    if (!step.ok) throw new Error(`the table's log does not replay: ${step.error.message}`);
    s = step.state;
    states.push(s);
  }
  return states;
}

const sview = (c: TableClient) => c.view as ShengjiView | null;
const house = (events: readonly GameEvent[]) => events.filter((e) => HOUSE.has(e.type));
/** The game events a socket was sent, in order. */
const eventsIn = (frames: readonly ServerFrame[]) => frames.flatMap((f) => (f.type === "view" || f.type === "event" ? (f.events ?? []) : []));

/** `c` acts, and the table answers within a bound (else a failure saying what the seat saw). */
async function actWithin(c: TableClient, action: SeatAction, ms = 10_000): Promise<ActAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms to seat ${c.you}'s ${JSON.stringify(action)}; it saw version ${c.version}, ${sview(c)?.phase ?? "no view"}, turn ${sview(c)?.turn ?? "none"}`)), ms);
  });
  try {
    return await Promise.race([c.act(action), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Plays hand one with the script over the seats' sockets, one move at a time:
 * each move is chosen from every seat's view at one version, sent by its
 * seat's socket and acked before the next. Where no seat moves the table
 * takes its own step (the deal, the next hand); after the deal, when no seat
 * bids, every person passes and the table closes the bidding.
 */
async function playOverSockets(seats: readonly TableClient[]): Promise<ScriptMove[]> {
  const script = newScript();
  const moves: ScriptMove[] = [];
  let version = 0;
  const where = () => seats.map((c) => `seat ${c.you}: version ${c.version}, ${sview(c)?.phase ?? "no view"}, turn ${sview(c)?.turn ?? "none"}`).join("; ");
  for (let step = 0; ; step++) {
    if (step > 1_000) throw new Error(`the hand did not end in 1000 steps (${where()})`);
    // Every seat's view at one version, no older than the last move's.
    await until(() => seats.every((c) => c.view !== null && c.version === seats[0]?.version && c.version >= version), { for: `every seat's view at one version ≥ ${version}`, seen: where });
    const views = seats.map((c) => sview(c) as ShengjiView);
    const now = seats[0]?.version as number;
    if ((views[0]?.handsPlayed ?? 0) >= 1) return moves;
    const move = nextMove(views, script);
    if (move) {
      const answer = await actWithin(seats[move.seat] as TableClient, move.action);
      if (!answer.ok) throw new Error(`seat ${move.seat}'s ${JSON.stringify(move.action)} was refused: ${answer.code}: ${answer.message}`);
      noteMove(script, move, views[move.seat] as ShengjiView);
      moves.push(move);
      version = answer.version;
      continue;
    }
    if (views[0]?.phase === "dealing" && views[0].toDeal === 0) {
      // Nobody bids: each person says so, and the table closes the bidding at once.
      for (const c of seats) {
        const answer = await actWithin(c, { type: "pass" });
        if (!answer.ok) throw new Error(`seat ${c.you}'s pass on the bidding was refused: ${answer.code}`);
      }
    }
    version = now + 1;
  }
}

/**
 * Waits (bounded) until the table is quiet after hand one: it has dealt hand
 * two at once (resultMs and dealMs 0) and waits for people to bid, and every
 * socket holds that version; so no frame is still on its way.
 */
async function quietAfterHand(sockets: readonly TableClient[]): Promise<number> {
  const first = () => sockets[0]?.version ?? -1;
  await until(
    () => sockets.every((c) => c.version === first() && sview(c)?.handsPlayed === 1 && sview(c)?.phase === "dealing" && sview(c)?.toDeal === 0),
    { for: "hand two dealt, every socket at its version", seen: () => sockets.map((c) => `version ${c.version}, ${sview(c)?.handsPlayed ?? "?"} hands, ${sview(c)?.phase ?? "no view"}`).join("; ") },
  );
  return first();
}

describe("a hand of house rules over the protocol (issue 56)", () => {
  it("four people play a hand with a stolen kitty, a bomb and a takeback; every socket sees them and nothing it may not; the hand in D1 replays the same", async () => {
    const seed = seedWhere("house-hand", SETUP, PLAYERS, (deal) => holdsAll(playScript(deal)));
    const expected = playScript(dealt(SETUP, PLAYERS, seed));
    const { stole, bomb, takeback } = expected.script;
    const wanted = house(expected.events);
    const engineEnd = expected.states.at(-1) as ShengjiState;
    expect(engineEnd.results).toHaveLength(1);
    const t = await createTable({ game: "shengji-online", players: PLAYERS, settings: SETTINGS, options: OPTIONS, seed });
    const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
    const seats = [host];
    for (let s = 1; s < PLAYERS; s++) seats.push(await connect(t.tableId, { name: `Guest ${s}` }));
    seats.forEach((c, s) => c.sit(s));
    for (const [s, c] of seats.entries()) await c.waitFor((x) => x.you === s, 10_000, `seat ${s} taken`);
    const watcher = await connect(t.tableId, { name: "Watcher" });
    const sockets = [...seats, watcher];
    const frames = sockets.map(record);
    host.start();
    const moves = await playOverSockets(seats);
    const last = await quietAfterHand(sockets);

    // The table's hand is the script's hand on the engine alone: the same moves, the theft, the bomb and the takeback among them.
    expect(moves).toEqual(expected.moves);
    const marks = moves.flatMap((m) => (m.mark ? [`${m.mark} by ${m.seat}`] : []));
    expect(marks.sort()).toEqual([`bomb by ${bomb?.seat}`, `replay by ${takeback?.seat}`, `steal by ${stole}`, `takeback by ${takeback?.seat}`]);
    expect(wanted.map((e) => e.type).sort()).toEqual(["bomb", "kitty-stolen", "taken-back"]);
    expect(wanted).toContainEqual(expect.objectContaining({ type: "kitty-stolen", seat: stole, from: engineEnd.maker }));
    expect(wanted).toContainEqual({ type: "bomb", seat: bomb?.seat, cards: bomb?.cards, led: false });
    expect(wanted).toContainEqual({ type: "taken-back", seat: takeback?.seat, kind: "play", cards: takeback?.cards });

    // Every socket, each seat's and the watcher's, was told of each as it happened: the kitty stolen from the maker;
    // the bomb, which won its trick; the play taken back between that play and the one in its place.
    for (const [i, f] of frames.entries()) {
      const events = eventsIn(f);
      expect(house(events), `socket ${i}'s events`).toEqual(wanted);
      const bombAt = events.findIndex((e) => e.type === "bomb");
      expect(events.slice(bombAt).find((e) => e.type === "trick"), `socket ${i}: the bomb's trick`).toMatchObject({ type: "trick", winner: bomb?.seat });
      const backAt = events.findIndex((e) => e.type === "taken-back");
      expect(events.slice(backAt - 1, backAt + 2), `socket ${i}: the takeback`).toEqual([
        { type: "played", seat: takeback?.seat, cards: takeback?.cards },
        { type: "taken-back", seat: takeback?.seat, kind: "play", cards: takeback?.cards },
        { type: "played", seat: takeback?.seat, cards: takeback?.replayed },
      ]);
    }
    // And no view or event a socket was sent holds a card it may not see: each checked against the table's state at its version.
    const states = await statesOf(t.tableId);
    expect(states.length - 1).toBe(last);
    let checked = 0;
    for (const [i, f] of frames.entries()) {
      const viewer = i < PLAYERS ? i : "spectator";
      for (const frame of f) {
        if (frame.type !== "view" && frame.type !== "event") continue;
        const s = states[frame.version];
        if (s?.game !== "shengji") throw new Error(`socket ${i} was sent version ${frame.version}, which the log (${last} entries) does not reach`);
        if (frame.type === "view") checkViewJson(s, viewer, JSON.stringify(frame.view), `socket ${i} at version ${frame.version}`);
        checkEvents(s, frame.events ?? [], `socket ${i}'s events at version ${frame.version}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(moves.length * sockets.length);

    // The hand in D1 replays, theft, bomb and takeback and all, to the result every socket saw and the engine's own:
    // the points (tricks, kitty, penalties), the makers, the winner and the levels before and after.
    const gameId = host.table?.gameId as string;
    let g: GameRecord | null = null;
    await until(async () => {
      const res = await api(`/api/games/${gameId}`);
      g = res.status === 200 ? ((await res.json()) as GameRecord) : null;
      return (g?.hands.length ?? 0) >= 1;
    }, { for: `hand 0 of game ${gameId} in D1`, seen: () => (g === null ? "the game not served" : `${(g as GameRecord).hands.length} hands`) });
    const kept = g as unknown as GameRecord;
    const [replayed] = replayHands({ preset: kept.game, options: kept.options }, kept.players.length, kept.hands.slice(0, 1));
    expect(house(replayed?.events.flat() ?? [])).toEqual(wanted);
    const end = replayed?.states.at(-1);
    const result = end?.game === "shengji" ? end.results[0] : undefined;
    expect(result).toBeDefined();
    expect(result).toEqual(engineEnd.results[0]);
    for (const c of sockets) expect(sview(c)?.lastResult).toEqual(result);
    expect(kept.hands[0]?.summary).toMatchObject({ game: "shengji", result });
    // The levels the table plays hand two at are the replay's.
    expect(sview(watcher)?.seats.map((x) => x.level)).toEqual(end?.game === "shengji" ? end.seats.map((x) => x.level) : null);
    for (const c of sockets) c.close();
  }, 180_000);
});
