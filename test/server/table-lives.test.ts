/**
 * The table's promises, over random table lives (issue 53, "Done means"),
 * over the real protocol: a table is made (a Shengji or Zheng Fen preset,
 * 4 to 6 seats, a random pace), then three people live at it: they open
 * sockets and say hello, sit, leave, lose their connection or close the
 * page, come back with their token, subscribe browsers (the test push
 * service, or the black hole: a push endpoint that accepts and never
 * answers), hide their page or bring it to the front, play their turns or
 * idle; the host turns bots on and off, changes the pace (the bots' pause,
 * the deal's, the result's, a turn clock of 0, 10 s, 45 s or an hour),
 * starts and ends games and writes to the table; the table is evicted (its
 * sockets hibernate) or restarted (its sockets dropped); time passes.
 *
 * After every step the promises are checked, each stated once below:
 *
 * 1. `keepsMoving`: a table where a person is present (a greeted socket
 *    holds a seat, page in front or not) and a game is in play moves: a
 *    version newer than the last one reaches a present person within a
 *    bound. Bots and stand-ins move by themselves; clocks and graces are
 *    reached by letting time pass at the table (support.ts `timePasses`),
 *    never by waiting real seconds; people present play when it is their
 *    turn, and one who idles at a table with no clock is the only thing
 *    it may wait for.
 * 2. `hearsEveryVersion`: every socket hears every version of the game in
 *    order: after its first view of a game (the view as it stands), each
 *    later view carries exactly the events of the versions between (the
 *    engine's, replayed from the table's own log), every view is its
 *    viewer's view of that version, never of a seat the socket was not told
 *    it holds, never with a card it may not see (test/support/shengji-leaks.ts;
 *    Zheng Fen's one pack: no card of another hand), a person sees the cards
 *    of at most one seat a hand; and every open greeted socket has heard the
 *    newest version.
 * 3. A black-holed endpoint holds nothing: (1) holds in lives where a hidden
 *    seat has subscribed the black hole, and the run counts the checks of (1)
 *    passed while the black hole held that table's request unanswered (the
 *    first life, an example, always makes one; the run fails if none did).
 *
 * Replay a failure with the seed and path fast-check prints:
 * LIVES_SEED=… LIVES_PATH=… npx vitest run --config vitest.workers.config.ts test/server/table-lives.test.ts
 * (LIVES_RUNS sets how many lives a run plays.)
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { type GameEvent, type GameState, type GameView, applyAction, awaiting, createGame, handNumber, viewFor } from "../../src/engine";
import { decodeEntry } from "../../src/engine/log";
import type { ZhengFenView } from "../../src/engine";
import type { PushSubscriptionJson, TableSettings } from "../../src/protocol";
import { due, runSteps } from "../../src/server/commands/steps";
import { checkEvents, checkViewJson } from "../support/shengji-leaks";
import type { ListenerState } from "./listeners";
import { type LiveSocket, Person } from "./lives-people";
import { browser } from "./push-support";
import { atStoredTable, createTable, newAddress, timePasses, until } from "./support";
import { BLACK_HOLE_PORT, TEST_HOSTS } from "./test-hosts";

const RUNS = Number(env.LIVES_RUNS || 20);
/** A step the table will take later than this is reached by letting time pass at the table, not by waiting for it. */
const WAIT_AT_MOST_MS = 1_500;
/** How long, in real time, a table has to move (time passing at the table aside): far beyond need on a quiet machine. */
const MOVE_WITHIN_MS = 30_000;

// --- what the table holds, read from its storage --------------------------------------

interface Insides {
  readonly version: number;
  readonly phase: "lobby" | "playing" | "over";
  readonly game: { readonly gameId: string; readonly game: string; readonly options: Record<string, unknown>; readonly seed: string; readonly count: number } | null;
  /** The game's log entries after `after`, in order. */
  readonly after: number;
  readonly entries: readonly string[];
  /** The seats the game waits on. */
  readonly awaited: readonly number[];
  /** What the table will do next by itself, and when (commands/steps.ts `due`); null: it waits only for people. */
  readonly step: { readonly at: number; readonly why: string } | null;
}

/** The table as its storage holds it, and its game's log after `known` (the entries a replay has already). */
async function insides(tableId: string, known: { readonly gameId: string; readonly seq: number } | null): Promise<Insides> {
  return atStoredTable(tableId, (t, room, now, state) => {
    let step = due(t, room, now);
    if (step?.why === "bid" && step.at <= now) {
      // The bots the alarm asked for a bid, which passed, are kept in its memory only (TableState.asked): asked
      // again here, they pass again (a bot decides the same on the same state), and its next step is the one after.
      const asked = runSteps(t, room, now);
      if (asked.next && !asked.rows?.some((r) => r.t === "log")) step = due(asked.next, room, now);
    }
    const g = t.game;
    const after = g && known?.gameId === g.gameId ? known.seq : 0;
    const rows = g ? state.storage.sql.exec<{ seq: number; entry: string }>("SELECT seq, entry FROM log WHERE seq > ? ORDER BY seq", after).toArray() : [];
    rows.forEach((r, i) => {
      if (r.seq !== after + 1 + i) throw new Error(`the log skips from ${after + i} to ${r.seq}`);
    });
    return {
      version: t.version,
      phase: t.phase,
      game: g && { gameId: g.gameId, game: g.game, options: g.options, seed: g.seed, count: g.count },
      after,
      entries: rows.map((r) => r.entry),
      awaited: t.state && t.phase === "playing" ? awaiting(t.state) : [],
      step: step && { at: step.at, why: step.why },
    };
  });
}

/**
 * Each game's states and events, version by version, replayed with the
 * engine from the table's own log. Every socket hears the same events (a
 * socket's must be exactly these: `heardInOrder`), so each version's are
 * checked here once, against the state they lead to.
 */
class Replays {
  readonly #games = new Map<string, { states: GameState[]; events: GameEvent[][] }>();
  /** Events that show a card nobody may know yet. */
  readonly leaks: string[] = [];

  add(ins: Insides): void {
    const g = ins.game;
    if (!g) return;
    let r = this.#games.get(g.gameId);
    if (!r) {
      r = { states: [createGame({ preset: g.game, options: g.options }, g.seed, g.count)], events: [[]] };
      this.#games.set(g.gameId, r);
    }
    ins.entries.forEach((entry, i) => {
      const seq = ins.after + 1 + i;
      if (seq < r.states.length) return;
      const { actor, action } = decodeEntry(entry);
      const step = applyAction(r.states[seq - 1] as GameState, actor, action);
      if (!step.ok) throw new Error(`entry ${seq} of game ${g.gameId} does not apply: ${step.error.message}`);
      r.states.push(step.state);
      r.events.push(JSON.parse(JSON.stringify(step.events)) as GameEvent[]);
      try {
        if (step.state.game === "shengji") checkEvents(step.state, step.events, `game ${g.gameId}, version ${seq}`);
      } catch (e) {
        this.leaks.push((e as Error).message);
      }
    });
  }

  known(gameId: string): number {
    return (this.#games.get(gameId)?.states.length ?? 1) - 1;
  }

  state(gameId: string, version: number): GameState | undefined {
    return this.#games.get(gameId)?.states[version];
  }

  /** The events of the versions after `from`, up to `to`, in order. */
  between(gameId: string, from: number, to: number): GameEvent[] {
    return (this.#games.get(gameId)?.events ?? []).slice(from + 1, to + 1).flat();
  }
}

// --- a life at one table -------------------------------------------------------------

interface Pace {
  readonly botDelayMs: number;
  readonly dealMs: number;
  readonly resultMs: number;
  readonly turnSeconds: number;
}

/** What a run counts across its lives. */
interface Counts {
  /** Checks of promise 1 (a person present, a game in play), and those passed while the black hole held the table's request. */
  moving: number;
  heldMoving: number;
}

class Life {
  readonly replays = new Replays();
  readonly people: Person[];
  readonly stub: DurableObjectStub;
  #game: string | null = null;

  constructor(readonly tableId: string, hostToken: string, readonly players: number, readonly counts: Counts) {
    this.people = [0, 1, 2].map((i) => new Person(i, tableId, i === 0 ? hostToken : null, newAddress()));
    this.stub = env.TABLE.getByName(tableId);
  }

  get host(): Person {
    return this.people[0] as Person;
  }

  sockets(): LiveSocket[] {
    return this.people.flatMap((p) => p.sockets);
  }

  /** People a greeted socket of whom holds a seat, as the table last told it. */
  present(): Person[] {
    return this.people.filter((p) => p.seat() !== null);
  }

  presentAt(seat: number): Person | null {
    return this.people.find((p) => p.seat() === seat) ?? null;
  }

  /** The table's storage now; the replay takes in its log. */
  async look(): Promise<Insides> {
    const known = this.#game === null ? null : { gameId: this.#game, seq: this.replays.known(this.#game) };
    const ins = await insides(this.tableId, known);
    this.replays.add(ins);
    this.#game = ins.game?.gameId ?? null;
    return ins;
  }

  close(): void {
    for (const p of this.people) p.leaveAll();
  }
}

// --- the promises, stated once ---------------------------------------------------------

const listeners = inject("listeners");

/** The black hole's connections still open (unanswered) that carry a notification of this table. */
async function blackHoleHolds(tableId: string): Promise<number[]> {
  const state = (await (await fetch(`${listeners}/state`)).json()) as ListenerState;
  return state.blackHole.openIds.filter((id) => state.blackHole.paths[id]?.startsWith(`/push/${tableId}/`));
}

/**
 * The test runtime cannot evict an object while a request of its is in
 * flight, and the black hole would hold one for the whole run (the tests'
 * PUSH_TIMEOUT_MS). So while the table is evicted (a restart, or time
 * passing) the black hole lets go of this table's requests, as a network
 * that gives up would, and the table settles them (a failure, tried again
 * later): none is left in flight (leased) when it is evicted.
 */
async function evicting(life: Life, evict: () => Promise<void>): Promise<void> {
  const path = encodeURIComponent(`/push/${life.tableId}/`);
  const leased = () =>
    runInDurableObject(life.stub, (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE kind = 'push' AND next_at > ?", Date.now() + 60_000).one().n);
  await fetch(`${listeners}/let-go?path=${path}`, { method: "POST" });
  try {
    await until(async () => (await leased()) === 0, "the table to settle the notifications the black hole let go of");
    await evict();
  } finally {
    await fetch(`${listeners}/hold?path=${path}`, { method: "POST" });
  }
}

/** Time passes at the table (its stored times move back; it is evicted and reads them afresh), and its alarm runs. */
async function timeGoesBy(life: Life, ms: number): Promise<void> {
  await evicting(life, () => timePasses(life.tableId, ms));
  await runDurableObjectAlarm(life.stub);
}

/** The socket has heard a version of `gameId` newer than `from`. */
const heardPast = (s: LiveSocket | null, gameId: string, from: number) => s !== null && s.gameId === gameId && s.version > from;

/**
 * Promise 1 (and 3): where a person is present and a game is in play, a
 * version newer than the table's last reaches a present person within a
 * bound. The people present play their turns (those who idle too, if the
 * table has nothing of its own to do and waits for them alone); what the
 * table will do later than WAIT_AT_MOST_MS is reached by time passing.
 */
async function keepsMoving(life: Life): Promise<void> {
  const first = await life.look();
  if (first.phase !== "playing" || !first.game || life.present().length === 0) return;
  const gameId = first.game.gameId;
  const from = first.version;
  const held = await blackHoleHolds(life.tableId);
  const called = new Set<Person>();
  let last = first;
  let passed = 0;
  await until(
    async () => {
      if (life.present().some((p) => heardPast(p.seated, gameId, from))) return true;
      for (const p of life.present()) if (p.plays || called.has(p)) p.seated?.move();
      last = await life.look();
      if (last.game?.gameId !== gameId || last.version > from) return false;
      if (last.step === null) {
        // Nothing of its own to do: the table may wait only for people present, who are called to play.
        const stopped = last.awaited.filter((seat) => life.presentAt(seat) === null);
        if (stopped.length > 0 || last.awaited.length === 0) throw new Error(`the table stopped at version ${from}: it awaits seats [${last.awaited}] (not present: [${stopped}]) and has nothing of its own to do`);
        for (const seat of last.awaited) called.add(life.presentAt(seat) as Person);
      } else if (last.step.at - Date.now() > WAIT_AT_MOST_MS) {
        passed += last.step.at - Date.now();
        await timeGoesBy(life, last.step.at - Date.now());
      }
      return false;
    },
    () => {
      const seen = life.present().map((p) => `${p.name} in seat ${p.seat()} at version ${p.seated?.version} (${p.plays ? "plays" : "idles"}; last refusal: ${JSON.stringify(p.seated?.frames.findLast((f) => f.type === "error" && !f.id?.startsWith("probe-")) ?? null)})`);
      return `a table where a person is present to move past version ${from} of ${gameId} (time passed: ${passed} ms): storage at version ${last.version}, ${last.phase}, next step ${JSON.stringify(last.step)}, awaits [${last.awaited}]; ${seen.join("; ")}`;
    },
    MOVE_WITHIN_MS,
  );
  life.counts.moving++;
  if (held.length > 0 && (await blackHoleHolds(life.tableId)).some((id) => held.includes(id))) life.counts.heldMoving++;
}

/** What a socket has heard so far, as the promise reads its frames in order. */
interface Heard {
  next: number;
  you: number | null;
  game: string | null;
  version: number | null;
}
const heardBy = new WeakMap<LiveSocket, Heard>();
/** The seats whose private cards each person has seen, by game and hand. */
const cardsSeen = new WeakMap<Person, Map<string, Set<number>>>();

/** Keys in order, so that two JSON values compare whatever order their members were written in. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) => (v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

const viewerOf = (v: GameView): number | null => (v.game === "shengji" ? v.you : v.viewer === "spectator" ? null : v.viewer);

/** A view holding its seat's own cards while a hand is played. */
const privateCards = (v: GameView) =>
  v.game === "shengji" ? v.cards.length > 0 && ["dealing", "burying", "calling", "playing"].includes(v.phase) : (v.hand?.length ?? 0) > 0 && v.phase === "play";

/** Zheng Fen with one pack (every card unique): no card of another hand in the view, but in the last deal's result. */
function zhengFenLeak(state: GameState, viewer: number | null, view: ZhengFenView): string | null {
  if (state.game !== "zheng-fen") return "not zheng fen";
  const current = JSON.stringify({ ...view, lastDeal: null });
  for (const [seat, hand] of state.hands.entries()) {
    if (seat === viewer) continue;
    const card = hand.find((c) => current.includes(`"${c}"`));
    if (card) return `it shows ${card} of seat ${seat}`;
  }
  return null;
}

/** The problems in the frames `sock` (of `person`) received up to `upTo`, read in order from where the last check stopped. */
function heardInOrder(person: Person, sock: LiveSocket, replays: Replays, upTo: number): string[] {
  const h = heardBy.get(sock) ?? { next: 0, you: null, game: null, version: null };
  heardBy.set(sock, h);
  const problems: string[] = [];
  for (; h.next < upTo; h.next++) {
    const f = sock.frames[h.next];
    if (f?.type === "welcome") h.you = f.you;
    if (f?.type === "table" && f.table.gameId !== h.game) {
      h.game = f.table.gameId;
      h.version = null;
    }
    if (f?.type === "event" && f.events.length > 0) problems.push(`${sock.name}: events outside a view at version ${f.version}`);
    if (f?.type !== "view") continue;
    const where = `${sock.name}, frame ${h.next}, game ${h.game}, version ${f.version}`;
    const state = h.game === null ? undefined : replays.state(h.game, f.version);
    if (h.game === null || !state) {
      problems.push(`${where}: a version the table's log does not hold`);
      continue;
    }
    const events = f.events ?? [];
    if (h.version === null) {
      // Its first view of the game: the view as it stands (hello, a seat taken), or the game's first.
      if (events.length > 0) problems.push(`${where}: its first view of the game carries events, of versions it never saw`);
    } else if (f.version < h.version) {
      problems.push(`${where}: after version ${h.version}`);
    } else if (f.version === h.version) {
      if (events.length > 0) problems.push(`${where}: the events of version ${f.version} again`);
    } else if (canonical(events) !== canonical(replays.between(h.game, h.version, f.version))) {
      problems.push(`${where}: from version ${h.version} without the events of the versions between (got ${events.length} events)`);
    }
    h.version = Math.max(h.version ?? 0, f.version);
    // Its viewer's view of that version, and a seat's only where the table said the socket holds it.
    const viewer = viewerOf(f.view);
    if (viewer !== null && viewer !== h.you) problems.push(`${where}: the view of seat ${viewer}, told it holds ${h.you}`);
    if (canonical(f.view) !== canonical(viewFor(state, viewer ?? "spectator"))) problems.push(`${where}: not the view of ${viewer ?? "a spectator"} at that version`);
    try {
      if (state.game === "shengji") {
        checkViewJson(state, viewer ?? "spectator", JSON.stringify(f.view), where);
      } else {
        const leak = zhengFenLeak(state, viewer, f.view as ZhengFenView);
        if (leak) problems.push(`${where}: ${leak}`);
      }
    } catch (e) {
      problems.push((e as Error).message);
    }
    // A person sees the cards of one seat a hand at most.
    if (viewer !== null && privateCards(f.view)) {
      const seen = cardsSeen.get(person) ?? new Map<string, Set<number>>();
      cardsSeen.set(person, seen);
      const key = `${h.game}:${handNumber(state)}`;
      const seats = seen.get(key)?.add(viewer) ?? new Set([viewer]);
      seen.set(key, seats);
      if (seats.size > 1) problems.push(`${where}: ${person.name} saw the cards of seats ${[...seats].join(" and ")} in one hand`);
    }
  }
  return problems;
}

/**
 * Promise 2: every socket hears every version, in order, each as its
 * viewer may see it; and every open greeted socket has heard the newest.
 */
async function hearsEveryVersion(life: Life): Promise<void> {
  // The newest version first; then a round trip on every socket brings in everything sent before it.
  const newest = await life.look();
  const open = life.sockets().filter((s) => s.open && s.greeted);
  await Promise.all(open.map((s) => s.probe()));
  const upTo = new Map(life.sockets().map((s) => [s, s.frames.length]));
  await life.look();
  const problems: string[] = [...life.replays.leaks];
  for (const p of life.people) for (const s of p.sockets) problems.push(...heardInOrder(p, s, life.replays, upTo.get(s) ?? 0));
  for (const s of open) {
    const h = heardBy.get(s);
    if (!s.open || !newest.game) continue;
    if (h?.game !== newest.game.gameId || (h.version ?? -1) < newest.version) problems.push(`${s.name} has not heard version ${newest.version} of ${newest.game.gameId}: it heard ${h?.version} of ${h?.game}`);
  }
  if (problems.length > 0) throw new Error(`not every socket heard every version as it may:\n${problems.slice(0, 12).join("\n")}`);
}

// --- the steps of a life -------------------------------------------------------------

type Step =
  /** A new socket (another tab, or back after the connection went), saying hello with their newest seat token or none. */
  | { readonly t: "open"; readonly p: number; readonly token: boolean }
  /** Their connection is lost (no leave, no clean close), or they close the page. */
  | { readonly t: "drop"; readonly p: number; readonly clean: boolean }
  | { readonly t: "sit"; readonly p: number; readonly seat: number }
  | { readonly t: "leave"; readonly p: number }
  | { readonly t: "bot"; readonly seat: number; readonly on: boolean }
  /** The host puts a bot in every seat nobody holds. */
  | { readonly t: "fill" }
  | { readonly t: "pace"; readonly pace: Pace }
  | { readonly t: "start" }
  | { readonly t: "end" }
  /** The host writes to the table (those not looking are notified). */
  | { readonly t: "chat" }
  | { readonly t: "push"; readonly p: number; readonly to: "service" | "black-hole" }
  | { readonly t: "front"; readonly p: number; readonly front: boolean }
  /** They play their turns from now on, or idle (only the clock moves for them). */
  | { readonly t: "plays"; readonly p: number; readonly plays: boolean }
  /** They make their seat's move now, if their view awaits one. */
  | { readonly t: "act"; readonly p: number }
  /** The table is evicted: its sockets hibernate, or (a restart) are dropped. */
  | { readonly t: "evict"; readonly close: boolean }
  /** Time passes at the table, and its alarm runs. */
  | { readonly t: "time"; readonly ms: number };

const person = fc.integer({ min: 0, max: 2 });
const pace: fc.Arbitrary<Pace> = fc.record({
  botDelayMs: fc.constantFrom(0, 100, 700),
  dealMs: fc.constantFrom(0, 40),
  resultMs: fc.constantFrom(0, 3_000),
  turnSeconds: fc.constantFrom(0, 10, 45, 3600),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ t: fc.constant("open" as const), p: person, token: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("drop" as const), p: person, clean: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("sit" as const), p: person, seat: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("leave" as const), p: person }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("bot" as const), seat: fc.nat(5), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("fill" as const) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("pace" as const), pace }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("start" as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("end" as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("chat" as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("push" as const), p: person, to: fc.constantFrom("service" as const, "black-hole" as const) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("front" as const), p: person, front: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("plays" as const), p: person, plays: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("act" as const), p: person }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("evict" as const), close: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("time" as const), ms: fc.constantFrom(2_000, 15_000, 40_000) }) },
);

/** How a life begins, after everyone has said hello: nothing more, or a game started with the host and P1 seated (P1, in one, hidden behind a black-holed endpoint). */
type Prelude = "lobby" | "seated" | "black-hole";

/** A few Shengji presets and Zheng Fen, each at seat counts it takes between 4 and 6. */
const SETUPS = [
  ["shengji-online", 4], ["shengji-online", 6], ["tractor-classic", 4], ["zpy-online", 5], ["zpy-online", 6],
  ["zpy-80", 4], ["zpy-pagat", 5], ["zheng-fen", 4], ["zheng-fen", 5], ["zheng-fen", 6],
] as const;

interface LifePlan {
  readonly setup: (typeof SETUPS)[number];
  readonly pace: Pace;
  readonly prelude: Prelude;
  /** The people who idle from the start (only their clock moves for them). */
  readonly idle: readonly number[];
  readonly steps: readonly Step[];
}

const plan: fc.Arbitrary<LifePlan> = fc.record({
  setup: fc.constantFrom(...SETUPS),
  pace,
  prelude: fc.constantFrom<Prelude>("lobby", "seated", "seated", "black-hole"),
  idle: fc.subarray([0, 1, 2]),
  steps: fc.array(step, { minLength: 1, maxLength: 14 }),
});

/** Browser keys for the black hole's endpoints (any real browser's keys: the black hole reads nothing). */
let holeKeys: PushSubscriptionJson["keys"] | null = null;
async function subscription(tableId: string, p: Person, to: "service" | "black-hole"): Promise<PushSubscriptionJson> {
  if (to === "service") return (await browser()).subscription;
  holeKeys ??= (await browser()).subscription.keys;
  return { endpoint: `https://${TEST_HOSTS.blackHole}:${BLACK_HOLE_PORT}/push/${tableId}/${p.name}`, keys: holeKeys };
}

async function run(life: Life, s: Step): Promise<void> {
  const host = life.host;
  const p = "p" in s ? (life.people[s.p] as Person) : host;
  switch (s.t) {
    case "open":
      return p.open(s.token ? (p.tokens.at(-1) ?? null) : null);
    case "drop":
      (p.seated ?? p.sock)?.close(s.clean);
      return;
    case "sit":
      await p.say({ type: "sit", seat: s.seat % life.players });
      return;
    case "leave":
      await p.say({ type: "leave" });
      return;
    case "bot":
      await host.say({ type: "bot", seat: s.seat % life.players, on: s.on });
      return;
    case "fill":
      for (let seat = 0; seat < life.players; seat++) if (life.presentAt(seat) === null) await host.say({ type: "bot", seat, on: true });
      return;
    case "pace":
      await host.say({ type: "configure", settings: s.pace });
      return;
    case "start":
      // The game's log goes when the next one starts: the replay takes it in first.
      await life.look();
      await host.say({ type: "start" });
      return;
    case "end":
      await host.say({ type: "end" });
      return;
    case "chat":
      await host.say({ type: "chat", text: "your turn soon" });
      return;
    case "push":
      await p.say({ type: "push", subscription: await subscription(life.tableId, p, s.to) });
      return;
    case "front": {
      // Their browser goes to the back, or comes to the front: every tab of it.
      p.front = s.front;
      const open = p.sockets.filter((x) => x.open && x.greeted);
      for (const x of open) x.send({ type: "front", front: s.front });
      await Promise.all(open.map((x) => x.probe()));
      return;
    }
    case "plays":
      p.plays = s.plays;
      return;
    case "act":
      p.seated?.move();
      await p.seated?.probe();
      return;
    case "evict": {
      await life.look();
      const open = life.sockets().filter((x) => x.open);
      await evicting(life, () => evictDurableObject(life.stub, { webSockets: s.close ? "close" : "hibernate" }));
      if (s.close) await until(async () => open.every((x) => !x.open), "the restart to drop every socket");
      return;
    }
    case "time":
      return timeGoesBy(life, s.ms);
  }
}

async function prelude(life: Life, kind: Prelude): Promise<void> {
  for (const p of life.people) await p.open(null);
  if (kind === "lobby") return;
  await run(life, { t: "sit", p: 0, seat: 0 });
  await run(life, { t: "sit", p: 1, seat: 1 });
  if (kind === "black-hole") {
    await run(life, { t: "push", p: 1, to: "black-hole" });
    await run(life, { t: "front", p: 1, front: false });
  }
  await run(life, { t: "fill" });
  await run(life, { t: "start" });
}

async function live(l: LifePlan, counts: Counts): Promise<void> {
  const [game, players] = l.setup;
  const settings: TableSettings = { ...l.pace, bidMs: 300 };
  const t = await createTable({ game, players, settings }, newAddress());
  const life = new Life(t.tableId, t.hostToken, players, counts);
  for (const i of l.idle) (life.people[i] as Person).plays = false;
  let at = "the prelude";
  try {
    await prelude(life, l.prelude);
    await keepsMoving(life);
    await hearsEveryVersion(life);
    for (const [i, s] of l.steps.entries()) {
      at = `step ${i} ${JSON.stringify(s)}`;
      await run(life, s);
      await keepsMoving(life);
      await hearsEveryVersion(life);
    }
  } catch (e) {
    throw new Error(`${game} for ${players}, table ${t.tableId}, after ${at}: ${(e as Error).message}`);
  } finally {
    life.close();
  }
}

/**
 * The first life of every run, so that promise 3 is always put to the test:
 * P1, seated and hidden, has subscribed the black hole before the game
 * starts (the start is told to them: the table's request goes into it),
 * and the table is checked again while it holds that request.
 */
const HELD: LifePlan = {
  setup: ["zpy-online", 5],
  pace: { botDelayMs: 0, dealMs: 0, resultMs: 0, turnSeconds: 0 },
  prelude: "black-hole",
  idle: [],
  steps: [
    { t: "act", p: 0 }, { t: "chat" }, { t: "act", p: 1 }, { t: "plays", p: 1, plays: false }, { t: "act", p: 0 },
    { t: "front", p: 0, front: false }, { t: "act", p: 0 }, { t: "act", p: 0 },
  ],
};

describe("a table's promises, over random lives", () => {
  it(`hold over ${RUNS} lives of seats, bots, paces, leaves, restarts and subscriptions`, async () => {
    const counts: Counts = { moving: 0, heldMoving: 0 };
    const property = fc.asyncProperty(plan, (l) => live(l, counts));
    const replay = env.LIVES_SEED !== "";
    await fc.assert(property, {
      numRuns: RUNS,
      examples: [[HELD]],
      // A run stops at its first failure (a life takes seconds); a replay shrinks it to fewer steps.
      ...(replay ? { seed: Number(env.LIVES_SEED), ...(env.LIVES_PATH ? { path: env.LIVES_PATH } : {}) } : { endOnFailure: true }),
    });
    if (!replay) {
      expect(counts.moving, "checks of promise 1").toBeGreaterThan(0);
      expect(counts.heldMoving, "checks of promise 1 passed while the black hole held the table's request").toBeGreaterThan(0);
    }
  }, 600_000);
});
