/**
 * Who holds each seat: the one relation that every send and every act is
 * checked against. Pure functions over the seat rows; the Durable Object
 * stores what they return.
 *
 * The invariant they keep: during a hand, a seat's cards reach only the
 * socket of the person who holds that seat for the hand (or its stand-in
 * bot); a person who held a seat in a hand never sees another seat's cards
 * of that hand; nobody holds two seats. The rules that make it true:
 *
 * - A seat row names its holder (the hash of their seat token) and an
 *   epoch, a table-wide number that grows on every change of holder or of
 *   the holder's socket. A socket points at `{ seat, epoch }`; a socket
 *   whose pair does not match the row is a spectator, whatever it believes.
 * - Seats change hands only while no seat holds cards the others cannot
 *   see: in the lobby, between hands, once the game is over. While a hand
 *   is being played (its cards private), nobody takes a seat, except its
 *   own holder coming back (reconnecting, or sitting again after leaving).
 * - A seat freed mid-hand (left, kicked) is played by a bot until the hand
 *   ends; a holder who left may come back during that hand, a kicked one
 *   may not.
 */
import { botName } from "../../protocol/display-names";
import { type BotLevel, DEFAULT_BOT_LEVEL } from "../../engine";
import type { SeatInfo, TablePhase } from "../../protocol";
import type { SeatRow } from "../store/table-store";

export type { TablePhase };

/** Where the game is, as far as seats are concerned: which hand, and whether its cards are private now. */
export interface HandNow {
  readonly hand: number;
  /** Some seat holds cards that others cannot see: no seat may change hands now. */
  readonly secret: boolean;
}

/** A socket's claim: the seat and the epoch it was given. */
export interface SeatPair {
  readonly seat: number;
  readonly epoch: number;
}

/** Why a seat change was refused: a stable code and words for people. */
export interface Refusal {
  readonly code: "bad-seat" | "seat-taken" | "seated" | "between-hands" | "banned";
  readonly message: string;
}

export type Change = { readonly ok: true; readonly row: SeatRow } | { readonly ok: false; readonly refusal: Refusal };

const refuse = (code: Refusal["code"], message: string): Change => ({ ok: false, refusal: { code, message } });

export function emptySeat(seat: number, epoch = 0): SeatRow {
  return { seat, name: null, tokenHash: null, bot: false, awaySince: null, epoch, leftHand: null, late: false, botLevel: DEFAULT_BOT_LEVEL };
}

/** A bot's seat: one the host put a bot in (at the level chosen), or one freed during a game (`strong`). */
function botSeat(seat: number, epoch: number, botLevel: BotLevel = DEFAULT_BOT_LEVEL): SeatRow {
  return { ...emptySeat(seat, epoch), bot: true, botLevel };
}

/** The row's holder may still come back: they left during the hand in play, which is not over. */
function leftThisHand(row: SeatRow, now: HandNow | null): boolean {
  return row.leftHand !== null && now !== null && now.secret && now.hand === row.leftHand;
}

/**
 * The row as it stands now: a holder who left in a hand that is over no
 * longer holds the seat (a bot does, during a game).
 */
export function settled(row: SeatRow, phase: TablePhase, now: HandNow | null): SeatRow {
  if (row.leftHand === null || leftThisHand(row, now)) return row;
  return phase === "playing" ? botSeat(row.seat, row.epoch) : emptySeat(row.seat, row.epoch);
}

/** A person holds the seat and plays it (not a holder who left). */
export function heldBy(row: SeatRow | undefined): string | null {
  return row && row.tokenHash !== null && row.leftHand === null ? row.tokenHash : null;
}

/** Which seat a socket's pair holds, by the relation: the seat, or null (a spectator). */
export function seatOf(rows: readonly SeatRow[], pair: SeatPair | null): number | null {
  if (!pair) return null;
  const row = rows[pair.seat];
  return row && row.epoch === pair.epoch && heldBy(row) !== null ? pair.seat : null;
}

/** A bot plays this seat now: nobody holds it, or its holder left during this hand. */
export function botPlays(row: SeatRow): boolean {
  return (row.tokenHash === null && row.bot) || (row.tokenHash !== null && row.leftHand !== null);
}

/** Anyone may take this seat now (at a moment when seats may change hands). */
export function isFree(row: SeatRow, phase: TablePhase): boolean {
  if (row.tokenHash !== null) return false;
  // Before a game a bot's seat is the host's choice; during one, a bot keeps any seat until someone sits there.
  return phase === "playing" ? true : !row.bot;
}

export interface Sitter {
  readonly tokenHash: string;
  readonly name: string;
  /** The seat this socket holds now, by the relation (null: none). */
  readonly seated: number | null;
  /** The holder this socket last was (its token's hash), for coming back to a seat it left. */
  readonly heldBefore: string | null;
  readonly banned: boolean;
}

/**
 * A socket asks for a seat. Its own seat left this hand comes back to it
 * (same holder); anyone else's only while seats may change hands.
 */
export function sit(rows: readonly SeatRow[], seat: number, who: Sitter, phase: TablePhase, now: HandNow | null, epoch: number): Change {
  const raw = rows[seat];
  if (!raw) return refuse("bad-seat", "There is no such seat.");
  if (who.seated !== null) return refuse("seated", "You are seated already: leave your seat first.");
  if (raw.tokenHash !== null && raw.tokenHash === who.heldBefore && leftThisHand(raw, now)) {
    // Its own seat, back under a new token.
    return { ok: true, row: { ...raw, tokenHash: who.tokenHash, leftHand: null, awaySince: null, epoch } };
  }
  if (who.banned) return refuse("banned", "The host has kept you out of this table's seats: you may watch.");
  const row = settled(raw, phase, now);
  if (!isFree(row, phase)) return refuse("seat-taken", "That seat is taken.");
  if (now?.secret) return refuse("between-hands", "Seats change hands between hands: take this seat when the hand ends.");
  // Taken once the game has started: a turn clock applies to this seat even at a table without one.
  return { ok: true, row: { seat, name: who.name, tokenHash: who.tokenHash, bot: false, awaySince: null, epoch, leftHand: null, late: phase === "playing", botLevel: DEFAULT_BOT_LEVEL } };
}

/** The holder comes back with their token on a new socket: the seat's older sockets are stale from now on. */
export function reconnect(rows: readonly SeatRow[], tokenHash: string, phase: TablePhase, now: HandNow | null, epoch: number): Change {
  const raw = rows.find((r) => r.tokenHash === tokenHash);
  if (!raw) return refuse("bad-seat", "That seat token is not valid here.");
  const row = settled(raw, phase, now);
  if (row.tokenHash !== tokenHash) return refuse("bad-seat", "That seat token is not valid here.");
  return { ok: true, row: { ...row, leftHand: null, awaySince: null, epoch } };
}

/**
 * The holder gives the seat up. While the hand's cards are private it stays
 * theirs to come back to until the hand ends, played by a bot meanwhile;
 * otherwise it is free at once (a bot's during a game, empty before).
 */
export function leave(row: SeatRow, phase: TablePhase, now: HandNow | null, epoch: number): SeatRow {
  if (now?.secret) return { ...row, leftHand: now.hand, awaySince: null, epoch };
  return phase === "playing" ? botSeat(row.seat, epoch) : emptySeat(row.seat, epoch);
}

/** The host frees a seat: its holder is out for good (a bot plays it during a game). */
export function kick(row: SeatRow, phase: TablePhase, epoch: number): SeatRow {
  return phase === "playing" ? botSeat(row.seat, epoch) : emptySeat(row.seat, epoch);
}

/** The host puts a bot in an empty seat, or (before a game) takes it out. */
export function setBot(row: SeatRow, on: boolean, phase: TablePhase, epoch: number, level: BotLevel = DEFAULT_BOT_LEVEL): Change {
  if (row.tokenHash !== null) return refuse("seat-taken", "Someone sits there: kick them first.");
  if (!on && phase === "playing") return refuse("seat-taken", "During a game a bot keeps the seat until someone sits there.");
  // A bot already there only changes its level (nobody's claim on the seat changes).
  if (on && row.bot) return { ok: true, row: { ...row, botLevel: level } };
  return { ok: true, row: on ? botSeat(row.seat, epoch, level) : emptySeat(row.seat, epoch) };
}

/**
 * The rows for a new number of seats, or a refusal if a person holds a
 * seat that would go. New seats start empty; nobody's old claim on a seat
 * number can match them, since claims carry the epoch they were given.
 */
export function resize(rows: readonly SeatRow[], players: number, phase: TablePhase, now: HandNow | null): { ok: true; rows: SeatRow[] } | { ok: false; refusal: Refusal } {
  const taken = rows.filter((r) => r.seat >= players && settled(r, phase, now).tokenHash !== null);
  if (taken.length > 0) {
    const seats = taken.map((r) => r.seat + 1).join(", ");
    return { ok: false, refusal: { code: "seat-taken", message: `players: people sit in seat ${seats}, which would go; ask them to move or kick them first.` } };
  }
  const out: SeatRow[] = [];
  for (let seat = 0; seat < players; seat++) out.push(rows[seat] ?? emptySeat(seat));
  return { ok: true, rows: out };
}

/** At the start of a game: holders who left are gone, nobody is late, and nobody is away from a game not yet played. */
export function forNewGame(row: SeatRow): SeatRow {
  const r = settled(row, "playing", null);
  return r.late || r.awaySince !== null ? { ...r, late: false, awaySince: null } : r;
}

/** True when every seat has a person or a bot, so a game can start. */
export function allFilled(rows: readonly SeatRow[]): boolean {
  return rows.length > 0 && rows.every((r) => r.bot || r.tokenHash !== null);
}

/**
 * Everyone may see who sits where and what plays each seat: a bot, a
 * person, a person away, or a bot standing in for a person. A person's
 * name is never a bot's (see seats/name-rules.ts), and `state` says which it is.
 */
export function seatInfo(rows: readonly SeatRow[], connected: ReadonlySet<number>, graceMs: number, at: number): SeatInfo[] {
  return rows.map((r) => {
    const person = r.tokenHash !== null;
    const isBot = !person && r.bot;
    const on = connected.has(r.seat);
    const standIn = person && (r.leftHand !== null || (r.awaySince !== null && (on || at >= r.awaySince + graceMs)));
    const state: SeatInfo["state"] = isBot ? "bot" : !person ? "empty" : standIn ? "stand-in" : on ? "person" : "away";
    // `standIn` (older clients): the person is away or a bot plays for them.
    return {
      seat: r.seat, name: isBot ? botName(r.seat) : r.name, bot: isBot, connected: on, standIn: person && (standIn || (!on && r.awaySince !== null)), state,
      ...(isBot ? { level: r.botLevel } : {}),
    };
  });
}
