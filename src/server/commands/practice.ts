/**
 * A practice table begins: an ordinary table whose game starts at a moment
 * of a completed hand (history/practice-start.ts), its seat taken by whoever practises
 * and bots in every other. Its log holds that hand's actions up to the
 * moment (after a snapshot of the table as the hand began), so it replays
 * like any table's. It is marked practice in its config: it plays that one
 * hand, and nothing of it goes to D1 (it is no game's record).
 */
import { applyAction } from "../../engine";
import { decodeEntry } from "../../engine/log";
import { type Change, type Row, summaryToAll } from "../state/change";
import type { PracticeStart } from "../history/practice-start";
import { botName } from "../../protocol/display-names";
import { emptySeat } from "../seats/relation";
import type { GameRow, SeatRow } from "../store/table-store";
import type { TableState } from "../state/table-state";
import { META } from "../store/rows";

export function startPractice(t: TableState, p: PracticeStart, now: number): Change {
  const { config } = t;
  const epoch = t.epoch + 1;
  const seats: SeatRow[] = t.seats.map((r) =>
    r.seat === p.seat ? { ...emptySeat(r.seat, epoch), name: p.name, tokenHash: p.seatHash } : { ...emptySeat(r.seat, epoch), bot: true, botLevel: p.level },
  );
  const game: GameRow = {
    gameId: p.gameId,
    seed: p.seed,
    startedAt: now,
    game: config.game,
    options: config.options,
    count: config.players,
    players: seats.map((r) => ({ seat: r.seat, name: r.bot ? botName(r.seat) : r.name, bot: r.bot })),
  };
  let state = JSON.parse(p.start) as NonNullable<TableState["state"]>;
  const rows: Row[] = [
    ...seats.map((row): Row => ({ t: "seat", row })),
    { t: "meta", key: META.epoch, value: String(epoch) },
    // Its player holds a seat from the start.
    { t: "meta", key: META.personSat, value: "1" },
    { t: "clear-game" },
    { t: "game", game },
    { t: "snapshot", seq: 0, state: p.start },
    { t: "meta", key: META.handFrom, value: "0" },
  ];
  p.prefix.forEach((entry, i) => {
    const e = decodeEntry(entry);
    const step = applyAction(state, e.actor, e.action);
    if (!step.ok) throw new Error(`practice: action ${i + 1} does not replay: ${step.error.message}`);
    state = step.state;
    rows.push({ t: "log", seq: i + 1, entry, at: now, act: null });
  });
  const next: TableState = {
    ...t, seats, epoch, personSat: true, game, state, version: p.prefix.length, lastChangeAt: now, phase: "playing", handFrom: 0, handLog: p.prefix, snapshotSeq: 0, asked: null, stalledUntil: 0,
  };
  return { rows, next, effects: [summaryToAll] };
}
