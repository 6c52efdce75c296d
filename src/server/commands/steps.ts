/**
 * What the table does by itself, from its alarm: the next card of a deal,
 * the end of bidding, bots' moves, a stand-in's or a clock's move for a
 * person (pace/pacing.ts says which step is due and when), and the archive of a
 * game left alone before the table is reaped. `alarmAt` says when the alarm
 * must next fire. (Snapshots are written with the moves: commit.ts.)
 */
import { DEFAULT_BOT_LEVEL, type GameEvent, applyAction, legalActions } from "../../engine";
import type { Seat } from "../../engine/types";
import { botKey } from "../../engine/random";
import { type Change, type Effect, type Row, overToAll, summaryToAll, views } from "../state/change";
import { isTurnBased } from "../../protocol";
import { bankLeftMs, clockFrom, emptyBank, seatSeconds } from "../pace/clock";
import { type Bots, type DueStep, moveFor, nextStep, paceOf, standInLevelOf } from "../pace/pacing";
import { botPlays, heldBy } from "../seats/relation";
import { pushAt } from "../push/notices";
import { type Room, type TableState, quietSince } from "../state/table-state";
import { commit } from "./commit";
import { directoryRow, seatsChanged, withSeat } from "./directory";
import { closeGame } from "./host";

/** Automated steps per alarm before it yields and re-arms (keeps one alarm well inside CPU limits). */
export const STEPS_PER_ALARM = 400;
/** An awaited seat had no move at all: the table's own moves pause this long rather than loop. */
export const STALL_MS = 60_000;
/**
 * Tables last: people leave and come back another evening with their seat
 * token. A table nobody has used for this long is archived (its game goes
 * to D1 as abandoned, with every completed hand) and then deleted.
 */
export const REAP_AFTER_MS = 30 * 24 * 3600 * 1000;
/**
 * A table where no person has ever held a seat lasts this long from its
 * creation, whoever watches it, and is then archived and deleted like any
 * other (its directory line in D1 with it). A table someone made and left
 * without sitting down costs its storage for hours, not a month: one
 * address could keep about 864,000 of them at the creation brake (issue 53,
 * item 4; the numbers are in docs/PROTOCOL.md, "What a table costs"). Six
 * hours covers a link shared in the afternoon for the evening; whoever
 * sits down (or is seated by Play now) gives the table the month above.
 */
export const UNSAT_REAP_AFTER_MS = 6 * 3600 * 1000;

/** The bots' key per game, derived once (an HMAC of the game's secret). */
const keys = new Map<string, string>();
function botsOf(t: TableState): Bots {
  const game = t.game;
  let key = game ? keys.get(game.gameId) : "";
  if (key === undefined && game) {
    key = botKey(game.seed);
    if (keys.size > 64) keys.clear();
    keys.set(game.gameId, key);
  }
  // A person's seat (away, out of time, or gone for the rest of the hand) is played at the stand-in level the pace allows.
  const standIn = standInLevelOf(paceOf(t.config.settings), t.config.players);
  return {
    key: key ?? "", standIn,
    levelOf: (seat) => {
      const row = t.seats[seat];
      if (!row) return DEFAULT_BOT_LEVEL;
      return row.tokenHash !== null ? standIn : row.botLevel;
    },
  };
}

/**
 * The next automated step, counting players as away only while somebody is
 * there to wait for them. From public facts only: asked after every change,
 * it never asks a bot for its move (that waits for the alarm).
 */
export function due(t: TableState, room: Room, now: number): DueStep | null {
  if (!t.state || t.phase !== "playing" || now < t.stalledUntil) return null;
  const turnBased = isTurnBased(t.config.settings);
  // Nobody at the table (seated or watching): nothing happens until somebody comes back (the table hibernates).
  // A turn-based table goes on without anyone: its clocks run out, and bots move up to the next person's turn;
  // but only for its people: bots alone do not play on with nobody there.
  if (!room.anyone && !(turnBased && t.seats.some((r) => heldBy(r) !== null))) return null;
  const pace = paceOf(t.config.settings);
  const seats = t.seats.map((r) => {
    const person = heldBy(r) !== null;
    return {
      bot: botPlays(r),
      // Away: no socket holds the seat, or (connected) the turn clock ran out and they have not moved since.
      // At a turn-based table people are away between moves by design: only the clock moves for them.
      awaySince: !person || turnBased ? null : room.connected.has(r.seat) ? r.awaySince : (r.awaySince ?? t.lastChangeAt),
      // A person's clock (the table's, or a late seat's own) and what is left of their time bank.
      ...(person ? { turnSeconds: seatSeconds(t, r.seat), bankMs: bankLeftMs(t, r.seat), clockFrom: clockFrom(t) } : {}),
      // Reading the result shown now (a page's word at this version: commands/moves.ts, `reading`).
      ...(person && room.reading.get(r.seat) === t.version ? { reading: true } : {}),
    };
  });
  // While nobody plays their own seat, the table's steps come no faster than t.unattendedMs apart (pacing.ts).
  return nextStep(t.state, seats, pace, t.lastChangeAt, t.asked?.on === t.state ? t.asked.seats : undefined, t.unattendedMs);
}

/**
 * Every step due by `now`, up to STEPS_PER_ALARM: rows for each accepted
 * move, and one fan-out with all their events. Each move is decided when
 * its step is taken (a bot's move costs a search). At most one `expert`
 * decision per alarm: the object answers nobody while the alarm runs, so a
 * person's frame that comes in meanwhile waits for one search at most, and
 * the next bot's move is the next alarm's (due at once when it is due).
 */
export function runSteps(t: TableState, room: Room, now: number): Change {
  let table = t;
  const rows: Row[] = [];
  const events: GameEvent[] = [];
  let seats = false;
  let over = false;
  for (let i = 0; i < STEPS_PER_ALARM; i++) {
    const step = due(table, room, now);
    if (!step || step.at > now || !table.state) break;
    const move = moveFor(table.state, step, botsOf(table));
    if (!move && step.why === "bid") {
      // Every bot asked passed: the next step is another's, or the table's.
      const asked = new Set<Seat>(table.asked?.on === table.state ? table.asked.seats : []);
      for (const seat of step.bots) asked.add(seat);
      table = { ...table, asked: { on: table.state, seats: asked } };
      continue;
    }
    let applied = move ? applyAction(table.state, move.actor, move.action) : null;
    let action = move?.action;
    if (move && applied && !applied.ok) {
      // A bot's move was refused: a bug. Log it and make a listed move instead (those are always accepted).
      console.error(`table ${t.config.tableId}: ${step.why} move refused: ${applied.error.code} ${applied.error.message}`);
      action = legalActions(table.state, move.actor)[0];
      applied = action ? applyAction(table.state, move.actor, action) : null;
    }
    if (!move || !action || !applied?.ok) {
      // Nothing to do but wait for people: pause the table's own moves for a while rather than loop.
      table = { ...table, stalledUntil: now + STALL_MS };
      break;
    }
    const done = commit(table, move.actor, action, applied.state, now);
    rows.push(...done.rows);
    table = done.next;
    events.push(...applied.events);
    if (step.why === "clock" && typeof move.actor === "number") {
      // A person's turn clock and time bank ran out: a bot stands in for them at its own pace until they are back
      // (not at a turn-based table: each turn has its own clock there, and a missed one does not hand the seat to a bot).
      const spent = emptyBank(table, move.actor);
      if (spent) {
        rows.push(...spent.rows);
        table = spent.next;
      }
      const row = table.seats[move.actor];
      if (row && heldBy(row) !== null && row.awaySince === null && !isTurnBased(table.config.settings)) {
        const next = withSeat(table, { ...row, awaySince: now - paceOf(table.config.settings).graceMs });
        rows.push(...seatsChanged(table, next, now));
        table = next;
        seats = true;
      }
    }
    if (done.over) {
      over = true;
      break;
    }
    if (move.level === "expert") break;
  }
  if (table === t) return {};
  const moved = rows.some((r) => r.t === "log");
  const effects: Effect[] = moved ? [views(events)] : [];
  if (over && events.length > 0) effects.push(overToAll);
  if (seats || over) effects.push(summaryToAll);
  return { rows, next: table, effects };
}

/**
 * What becomes of the stored alarm (`stored`; undefined: not known) so that
 * it fires no later than `needed`: kept, set to a time, or deleted. At a
 * live table (`live`) one due earlier than needed is kept: it fires early,
 * finds nothing due and sets the next. Live play pushes a turn clock on
 * with every move, and this way no move writes the alarm (a storage write
 * the frames wait for), nor does the first move after a wake. A
 * turn-based table's alarm is set exactly: its deadlines are hours apart,
 * and firing early would wake it for nothing.
 */
export function alarmChange(stored: number | null | undefined, needed: number | null, live: boolean): "keep" | "delete" | number {
  if (needed === null) return stored === null ? "keep" : "delete";
  if (stored === undefined || stored === null || stored > needed) return needed;
  return live || stored === needed ? "keep" : needed;
}

/** When the table is reaped if nothing happens meanwhile: a month after it went quiet, or hours after its creation if no person ever sat here. */
export function reapAt(t: TableState, room: Room): number | null {
  if (!t.personSat) return t.config.createdAt + UNSAT_REAP_AFTER_MS;
  return room.anyone ? null : quietSince(t) + REAP_AFTER_MS;
}

/** Whether the table has been left alone long enough to be reaped. */
export function reapable(t: TableState, room: Room, now: number): boolean {
  const at = reapAt(t, room);
  return at !== null && now >= at;
}

/**
 * What a table leaves before it is deleted: a game still in play goes to D1
 * as abandoned (nothing is deleted before D1 has it), and its line in D1's
 * directory is removed (a table that is gone is nobody's to find).
 */
export function archive(t: TableState, now: number): Change {
  const closed = t.game && t.state && t.phase === "playing" ? closeGame(t, "abandoned", now) : { rows: [], next: t };
  // A public table's lobby line is withdrawn (a listed line stays in the outbox to be renewed: the table would never empty it).
  const { config } = closed.next;
  const unlisted = { ...closed.next, config: { ...config, settings: { ...config.settings, public: false } } };
  const withdrawn = config.settings.public === true ? directoryRow(unlisted, now, true).filter((r) => r.t === "outbox" && r.kind === "lobby") : [];
  // D1's directory line is deleted (this row replaces any line written above: the outbox keeps one per table).
  const gone: Row = { t: "outbox", id: `dir:${t.config.tableId}`, kind: "directory-gone", payload: JSON.stringify({ id: t.config.tableId }), at: now };
  return { rows: [...closed.rows, ...withdrawn, gone], next: closed.next };
}

/**
 * When the alarm must next fire: the next step due, the end of a pause, the
 * outbox's next delivery, a notification, the reaping of a table nobody
 * uses. Null when there is none (people thinking at a table without a
 * turn clock): nothing wakes the table until someone moves.
 */
export function alarmAt(t: TableState, room: Room, now: number, outboxAt: number | null): number | null {
  const times: number[] = [];
  const step = due(t, room, now);
  if (step) times.push(step.at);
  // Paused its own moves (an awaited seat had no move it could make): look again when the pause ends.
  else if (t.stalledUntil > now) times.push(t.stalledUntil);
  if (outboxAt !== null) times.push(outboxAt);
  // A notification to decide (push/notices.ts).
  const push = pushAt(t, room, now);
  if (push !== null) times.push(push);
  const reap = reapAt(t, room);
  if (reap !== null) times.push(reap);
  return times.length === 0 ? null : Math.min(...times);
}
