/**
 * Who sits where, frame by frame: `hello` (a socket says who it is: a seat's
 * holder coming back, the host, or someone watching), `sit`, `leave`, and a
 * socket that went away. The rules of the seat relation are seats/relation.ts's;
 * these apply them to the table and say what follows.
 */
import { playerName } from "../../protocol/display-names";
import { type Change, type Effect, type Row, type Sender, refuse, summaryToAll, tell, tellNow } from "../state/change";
import { handNow } from "../seats/hand-now";
import { SPECTATORS } from "../limits/table-limits";
import { cleanName, uniqueName } from "../seats/name-rules";
import { leave as leaveSeat, reconnect, seatOf, sit as sitSeat } from "../seats/relation";
import { type SocketInfo, keptOut } from "../state/socket-info";
import type { BanList } from "../store/table-store";
import type { Room, TableState } from "../state/table-state";
import { META } from "../store/rows";
import { directoryRow, present, seatsChanged, withSeat } from "./directory";
import { type GameLog, recordOnceSeated } from "./record";
import { forgetHolder, queueNote } from "../push/notices";

/** A seat's holder back after this long away is news to the others (a notification, push.ts); a reconnect is not. */
export const RETURN_AFTER_MS = 10 * 60_000;
import { CLOSE, type ServerFrame } from "../../protocol";

/** Who a socket is, as its welcome says: its seat by the relation, and whether it is the host's. */
export function welcome(t: TableState, info: SocketInfo, token?: string): ServerFrame {
  return { type: "welcome", tableId: t.config.tableId, you: seatOf(t.seats, info.pair), ...(token ? { token } : {}), host: info.host };
}

/** A hello's claims, checked by the caller (hashes of the tokens it carried, compared with the host's). */
export interface Claim {
  /** The hash of the seat token it carried, if any. */
  readonly tokenHash: string | null;
  /** It carried the host's token. */
  readonly host: boolean;
  readonly name: string | null;
}

export function hello(t: TableState, from: Sender, claim: Claim, room: Room, bans: BanList, now: number): Change {
  if (from.info.greeted) return refuse("greeted", "This socket has said hello already: open a new one to be someone else.");
  const greeted = { ...from.info, greeted: true, host: claim.host, name: claim.name ? cleanName(claim.name) || null : null };
  let info: SocketInfo = { ...greeted, banned: keptOut(greeted, bans, claim.tokenHash) };
  const hash = claim.tokenHash;
  let next = t;
  const rows: Row[] = [];
  const said: Effect[] = [];
  let back = false;
  // A seat's holder is always let in: the spectators' limit leaves room for every seat (see limits/table-limits.ts). A banned holder holds nothing.
  if (hash !== null) {
    const r = bans.holders.has(hash) ? null : reconnect(t.seats, hash, t.phase, handNow(t.state, t.phase), t.epoch + 1);
    if (r?.ok) {
      next = withSeat(t, r.row);
      rows.push(...seatsChanged(t, next, now));
      // Back after a long time away: the others who are not looking hear of it (push.ts).
      const was = t.seats[r.row.seat];
      if (was && was.awaySince !== null && now - was.awaySince >= RETURN_AFTER_MS) {
        const told = queueNote(next, { kind: "back", except: r.row.seat, at: now, ...(r.row.name ? { name: r.row.name } : {}) });
        rows.push(...told.rows);
        next = told.next;
      }
      if (info.address !== null) rows.push({ t: "saw", holder: hash, address: info.address, at: now });
      info = { ...info, pair: { seat: r.row.seat, epoch: r.row.epoch }, heldBefore: hash };
      back = true;
    } else {
      // Said first, so that a client drops a token that holds nothing before it hears that the table is full.
      said.push(tell({ type: "error", code: "bad-token", message: "That seat token is not valid here: you are watching." }));
    }
  }
  if (!back && room.spectators + 1 > SPECTATORS) {
    return { effects: [{ to: "sender", attach: info }, ...said, { to: "sender", close: { code: CLOSE.full, reason: "the table is full: too many are watching" } }] };
  }
  // The first to come to a table nobody was at: a turn clock counts from now at the earliest (clock.ts).
  if (room.connected.size === 0 && room.spectators === 0) {
    // Later than the last to go, even within the same millisecond: somebody is here now (`present`).
    const arrivedAt = Math.max(now, t.leftAt + 1);
    rows.push({ t: "meta", key: META.arrivedAt, value: String(arrivedAt) });
    next = { ...next, arrivedAt };
    // Somebody is here again: a public table waiting for players is shown in the lobby (this line replaces
    // any written above from the same change: the outbox keeps one line per table).
    rows.push(...directoryRow(next, now));
  }
  const effects: Effect[] = [{ to: "sender", attach: info }];
  // The seat's older sockets are stale from now on.
  if (back) effects.push({ to: "seat", sockets: { kind: "replaced", seat: info.pair?.seat ?? 0 } });
  effects.push(...said, tell(welcome(next, info)), tellNow("summary"));
  if (next.state) effects.push(tellNow("view"));
  effects.push(...next.chat.map(tell));
  // Everyone sees the seat is back.
  if (back) effects.push(summaryToAll);
  return { rows, next, effects };
}

/**
 * Sitting down: the token is new (made by the caller from a cryptographic generator), given back once in the welcome.
 * `log`: the game's log, read if a person sitting down makes a game of bots alone one to record (record.ts).
 */
export function sit(t: TableState, from: Sender, seat: number, name: string | null, fresh: { readonly token: string; readonly hash: string }, bans: BanList, now: number, log: GameLog = []): Change {
  const { info } = from;
  const taken = t.seats.filter((r) => r.seat !== seat && r.tokenHash !== null && r.name !== null).map((r) => r.name as string);
  const who = { tokenHash: fresh.hash, name: uniqueName(name, taken, playerName(seat)), seated: from.seat, heldBefore: info.heldBefore, banned: keptOut(info, bans) };
  const before = t.seats[seat]?.tokenHash;
  const change = sitSeat(t.seats, seat, who, t.phase, handNow(t.state, t.phase), t.epoch + 1);
  if (!change.ok) return refuse(change.refusal.code, change.refusal.message);
  // Somebody sat down at a table waiting for a game: the others who are not looking hear of it (push.ts).
  const told = t.phase === "playing" ? { rows: [], next: t } : queueNote(t, { kind: "back", except: seat, at: now, name: change.row.name ?? who.name });
  const seated = withSeat(told.next, change.row);
  const kept = recordOnceSeated(seated, log, now);
  const next = kept.next;
  const rows = [...seatsChanged(t, next, now), ...told.rows, ...kept.rows];
  // Who sat from where, for the host's bans (a holder back under a new token keeps the addresses seen).
  if (before && before === info.heldBefore) rows.push({ t: "rename-holder", from: before, to: fresh.hash });
  if (info.address !== null) rows.push({ t: "saw", holder: fresh.hash, address: info.address, at: now });
  const attach: SocketInfo = { ...info, pair: { seat, epoch: change.row.epoch }, heldBefore: fresh.hash };
  const said = [tell(welcome(next, attach, fresh.token)), ...(next.state ? [tellNow("view")] : [])];
  return { rows, next, effects: [{ to: "sender", attach }, ...said, summaryToAll] };
}

/** A seated person's name, before the game (a game's record and log keep the names it began with). */
export function rename(t: TableState, from: Sender, name: string, now: number): Change {
  const row = from.seat === null ? undefined : t.seats[from.seat];
  if (!row) return refuse("not-seated", "You are not seated.");
  if (t.phase !== "lobby") return refuse("started", "Names change before the game starts: a game keeps the names it began with.");
  const taken = t.seats.filter((r) => r.seat !== row.seat && r.tokenHash !== null && r.name !== null).map((r) => r.name as string);
  const next = withSeat(t, { ...row, name: uniqueName(name, taken, playerName(row.seat)) });
  return { rows: seatsChanged(t, next, now), next, effects: [summaryToAll] };
}

export function leave(t: TableState, from: Sender, now: number): Change {
  const seat = from.seat;
  const row = seat === null ? undefined : t.seats[seat];
  if (!row) return refuse("not-seated", "You are not seated.");
  // The seat is given up: its holder's browsers are not notified any more.
  const forgotten = forgetHolder(t, row.tokenHash);
  const next = withSeat(forgotten.next, leaveSeat(row, t.phase, handNow(t.state, t.phase), t.epoch + 1));
  const attach: SocketInfo = { ...from.info, pair: null };
  const said = [tell(welcome(next, attach)), ...(next.state ? [tellNow("view")] : [])];
  return { rows: [...seatsChanged(t, next, now), ...forgotten.rows], next, effects: [{ to: "sender", attach }, ...said, summaryToAll] };
}

/**
 * A socket went away. If it held a seat that no other socket holds, its
 * person is away (a bot stands in after the grace period); if nobody is
 * left at all, the table's quiet time (before it is archived and reaped)
 * counts from now.
 */
export function left(t: TableState, seat: number | null, stillHeld: boolean, anyone: boolean, now: number): Change {
  let next = t;
  const rows: Row[] = [];
  const row = seat === null || stillHeld ? undefined : t.seats[seat];
  if (row && row.awaySince === null) {
    next = withSeat(t, { ...row, awaySince: now });
    rows.push(...seatsChanged(t, next, now));
  }
  if (!anyone) {
    next = { ...next, leftAt: now };
    // Nobody is at the table: it leaves the lobby until somebody comes back.
    rows.push({ t: "meta", key: META.leftAt, value: String(now) }, ...directoryRow(next, now));
  }
  return { rows, next, ...(row ? { effects: [summaryToAll] } : {}) };
}

/**
 * The table as it loads, with the sockets it has: storage says somebody is
 * here, yet no socket is open. A restart (or a process that died) took the
 * sockets without a close ever reaching the table: nobody is here, so its
 * line leaves the lobby (else it would stay listed, and Play now would
 * seat strangers where nobody is). Null when storage and sockets agree.
 */
export function vacated(t: TableState, room: Room, now: number): Change | null {
  return present(t) && !room.anyone ? left(t, null, false, false, now) : null;
}
