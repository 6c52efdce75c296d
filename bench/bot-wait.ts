/**
 * How long a person's frame waits while a bot thinks (issue 29): a Tractor
 * table of four, one person and three bots of one level, the table at full
 * speed (`botDelayMs` 0: a bot is nearly always thinking, each decision in
 * its own alarm). The person plays their own turns at once and, all along,
 * sends a `sync` at random moments (one at a time, 5 to 45 ms apart): the
 * object answers it with the view (or an empty event) and the table
 * summary, so the wait is the time from sending it to the summary frame's
 * arrival. A frame that comes in while an alarm runs a bot's search waits
 * for that search; the table makes at most one expert decision per alarm
 * (docs/BOTS.md, "At the table"), so the p99 wait should stay within about
 * one decision. The same run with strong bots shows what the table costs
 * without a search. Every wait is bounded; a table that stops moving fails
 * the run. The first WARM_MOVES moves are not timed: a fresh isolate runs
 * a search's first decisions before the JIT has compiled it.
 */
import { Api, TableClient } from "../src/client";
import { type BotLevel, botAction, expertDecisionMs } from "../src/engine";
import { WAIT_MS, bounded, createTable, openSocket } from "./load";
import { percentile, r2 } from "./stats";

const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

const GAME = "tractor-classic";
const PLAYERS = 4;
/** The table at full speed: bots think back to back. */
const SETTINGS = { dealMs: 0, botDelayMs: 0, resultMs: 0, bidMs: 300, turnSeconds: 0 };

/** Moves the table makes before the timing starts (the bots' code warmed up), within WARM_WAIT_MS. */
const WARM_MOVES = 40;
const WARM_WAIT_MS = 60_000;

interface Waits {
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly max_ms: number;
  readonly samples: number;
  /** Moves the table made while the person's frames were timed (bots' and the person's). */
  readonly table_moves: number;
  /** Moves the person made in that time. */
  readonly person_moves: number;
}

/** One table with bots of `level` for `seconds`: every sync's wait. */
async function waitsAt(base: string, level: BotLevel, seconds: number): Promise<Waits> {
  const t = await createTable(base, { game: GAME, players: PLAYERS, settings: SETTINGS });
  // Summary frames as they arrive, stamped by the socket's first listener (before the client parses anything).
  let summaryArrived: ((at: number) => void) | null = null;
  const connect = () => {
    const ws = openSocket(new Api(base).socketUrl(t.tableId));
    ws.addEventListener("message", (e) => {
      if (String(e.data).startsWith('{"type":"table"')) summaryArrived?.(performance.now());
    });
    return ws;
  };
  const person = new TableClient({ connect, hostToken: t.hostToken, pingMs: 0 });
  let stop = false;
  let personMoves = 0;
  let failure: unknown = null;
  try {
    await person.connect();
    person.sit(0);
    await person.waitFor((c) => c.you === 0, WAIT_MS);
    for (let seat = 1; seat < PLAYERS; seat++) person.bot(seat, true, level);
    await person.waitFor((c) => [1, 2, 3].every((s) => c.table?.seats[s]?.level === level), WAIT_MS);

    // The person plays their own turns at once (a move in flight is not repeated).
    let moving = false;
    const move = async () => {
      if (stop || moving || !person.view) return;
      const action = botAction(person.view, 0);
      if (!action) return;
      moving = true;
      try {
        const answer = await bounded(person.act(action), WAIT_MS, `bot wait (${level}): no answer to the person's move`);
        if (answer.ok) personMoves++;
      } catch (e) {
        failure ??= e;
      } finally {
        moving = false;
      }
      void move();
    };
    const offView = person.on("view", () => void move());
    person.start();
    await person.waitFor((c) => c.table?.phase === "playing", WAIT_MS);
    // Untimed first moves: a search's first decisions in a fresh isolate run before the JIT has compiled it
    // (several times slower, up to about a second on this machine); the figures are the table in its stride.
    const startVersion = person.version;
    await person.waitFor((c) => c.version >= startVersion + WARM_MOVES, WARM_WAIT_MS);

    const waits: number[] = [];
    const fromVersion = person.version;
    const end = performance.now() + seconds * 1000;
    try {
      while (performance.now() < end && failure === null && person.table?.phase === "playing") {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 40));
        const arrived = new Promise<number>((resolve) => {
          summaryArrived = resolve;
        });
        const t0 = performance.now();
        person.raw(JSON.stringify({ type: "sync", since: person.version }));
        const at = await bounded(arrived, WAIT_MS, `bot wait (${level}): no answer to a sync`);
        waits.push(at - t0);
      }
    } finally {
      summaryArrived = null;
      stop = true;
      offView();
    }
    if (failure !== null) throw failure;
    const moves = person.version - fromVersion;
    if (moves < 10) throw new Error(`bot wait (${level}): the table made only ${moves} moves in ${seconds} s`);
    const s = waits.sort((a, b) => a - b);
    return {
      p50_ms: r2(percentile(s, 50)),
      p99_ms: r2(percentile(s, 99)),
      max_ms: r2(s.at(-1) ?? Number.NaN),
      samples: s.length,
      table_moves: moves,
      person_moves: personMoves,
    };
  } finally {
    stop = true;
    person.close();
  }
}

/** The wait at a table of expert bots, and at one of strong bots for comparison. */
export async function benchBotWait(base: string, opts: { quick?: boolean } = {}) {
  const seconds = opts.quick ? 20 : 40;
  log(`bot wait: ${GAME}, one person and three expert bots, ${seconds} s`);
  const expert = await waitsAt(base, "expert", seconds);
  log(`bot wait: the same with strong bots, ${seconds / 2} s`);
  const strong = await waitsAt(base, "strong", seconds / 2);
  return {
    game: GAME,
    players: PLAYERS,
    settings: SETTINGS,
    expert,
    strong,
    /** The expert's p99 decision bound at this table size (issue 29): a frame should wait about one decision at most. */
    expert_decision_bound_ms: expertDecisionMs(PLAYERS),
    note:
      "Time from a person's sync frame, sent at random moments while three bots play back to back (botDelayMs 0), to the table summary that answers it; " +
      `straight to workerd, after ${WARM_MOVES} untimed moves (a search's first decisions in a fresh isolate are several times slower). ` +
      "One expert decision per alarm: a frame waits for the search in progress, not for the bots after it.",
  };
}
