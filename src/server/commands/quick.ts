/**
 * Play now (POST /api/play): a stranger is seated at once, either in a
 * free seat of a public table (`claim`: a waiting table's empty seat, or a
 * seat a bot keeps at a table in play, between hands only, as `sit` allows)
 * or at a new public table made for them (`quickStart`: their seat, bots in
 * every other, the game started; strangers take the bots' seats over
 * between hands). No socket is involved: the seat token goes back to the
 * Worker, and the person says `hello` with it from the table page. Until
 * they do, their seat is away (a stand-in after the grace period), so a
 * table never waits on someone who never came. A table's creator is
 * seated the same way (`seatCreator`: POST /api/tables with `sit`).
 */
import { playerName } from "../../protocol/display-names";
import { DEFAULT_BOT_LEVEL } from "../../engine";
import { type Change, type Row, summaryToAll } from "../state/change";
import { handNow } from "../seats/hand-now";
import { uniqueName } from "../seats/name-rules";
import { queueNote } from "../push/notices";
import { emptySeat, sit } from "../seats/relation";
import type { BanList, SeatRow } from "../store/table-store";
import type { TableState } from "../state/table-state";
import { present, seatsChanged, withSeat } from "./directory";
import { beginGame } from "./host";
import { type GameLog, recordOnceSeated } from "./record";

/** Who Play now seats: the hash of their new seat token, the name they asked for, the hash of their address (bans). */
export interface Stranger {
  readonly hash: string;
  readonly name: string | null;
  readonly address: string | null;
}

/**
 * The first seat of a public table that `stranger` may take now, taken;
 * `seat: null` (and no change) when there is none: a private or practice
 * table, a table nobody is at (D1's line may say otherwise: a table whose
 * process died could not take it back), a table full or in a hand, a
 * stranger the host banned.
 */
export function claim(t: TableState, stranger: Stranger, bans: BanList, now: number, log: GameLog = []): { seat: number | null; change: Change } {
  const none = { seat: null, change: {} };
  if (t.config.settings.public !== true || t.config.practice || t.phase === "over" || !present(t)) return none;
  if (stranger.address !== null && bans.addresses.has(stranger.address)) return none;
  const taken = t.seats.filter((r) => r.tokenHash !== null && r.name !== null).map((r) => r.name as string);
  const who = { tokenHash: stranger.hash, seated: null, heldBefore: null, banned: false };
  // Empty seats first: at a table in play, a bot's seat is the last a stranger takes over.
  const order = [...t.seats].sort((a, b) => Number(a.bot) - Number(b.bot));
  for (const r of order) {
    const got = sit(t.seats, r.seat, { ...who, name: uniqueName(stranger.name, taken, playerName(r.seat)) }, t.phase, handNow(t.state, t.phase), t.epoch + 1);
    if (!got.ok) continue;
    // Away until their page says hello with the token.
    const row: SeatRow = { ...got.row, awaySince: now };
    const told = t.phase === "playing" ? { rows: [], next: t } : queueNote(t, { kind: "back", except: r.seat, at: now, name: row.name ?? "" });
    // A game of bots alone is recorded from now on (record.ts).
    const kept = recordOnceSeated(withSeat(told.next, row), log, now);
    const next = kept.next;
    const rows: Row[] = [...seatsChanged(t, next, now), ...told.rows, ...kept.rows];
    if (stranger.address !== null) rows.push({ t: "saw", holder: stranger.hash, address: stranger.address, at: now });
    return { seat: r.seat, change: { rows, next, effects: [summaryToAll] } };
  }
  return none;
}

/** A new table's first game for one stranger (seat 0, its host too) and bots in every other seat, started at once. */
export function quickStart(t: TableState, stranger: Stranger, fresh: { readonly gameId: string; readonly seed: string }, now: number): Change {
  const epoch = t.epoch + 1;
  const seats: SeatRow[] = t.seats.map((r) =>
    r.seat === 0
      ? { ...emptySeat(0, epoch), name: uniqueName(stranger.name, [], playerName(0)), tokenHash: stranger.hash, awaySince: now }
      : { ...emptySeat(r.seat, epoch), bot: true, botLevel: DEFAULT_BOT_LEVEL },
  );
  const seated: TableState = { ...t, seats, epoch, personSat: true };
  const begun = beginGame(seated, fresh, 0, now);
  // A game starts with nobody away; this seat is, until its person's page says hello.
  const begunNext = begun.next as TableState;
  const away: SeatRow = { ...(begunNext.seats[0] as SeatRow), awaySince: now };
  const rows: Row[] = [...seatsChanged(t, seated, now), ...(begun.rows ?? []), { t: "seat", row: away }];
  if (stranger.address !== null) rows.push({ t: "saw", holder: stranger.hash, address: stranger.address, at: now });
  return { ...begun, rows, next: withSeat(begunNext, away) };
}

/**
 * A new table's creator in seat 0, before any game, away until their page says hello. Held by a token, yet not a
 * table a person sat at (`personSat`, which `withSeat` would set) until that hello: a table a script makes and never
 * comes to is reaped like one nobody sat at (commands/steps.ts), whatever it asked for.
 */
export function seatCreator(t: TableState, creator: Stranger, now: number): Change {
  const epoch = t.epoch + 1;
  const row: SeatRow = { ...emptySeat(0, epoch), name: uniqueName(creator.name, [], playerName(0)), tokenHash: creator.hash, awaySince: now };
  const next: TableState = { ...t, seats: t.seats.map((r) => (r.seat === 0 ? row : r)), epoch };
  // (The seat's row and, with it, the directory's line: seatsChanged writes both.)
  const rows: Row[] = seatsChanged(t, next, now);
  if (creator.address !== null) rows.push({ t: "saw", holder: creator.hash, address: creator.address, at: now });
  return { rows, next };
}
