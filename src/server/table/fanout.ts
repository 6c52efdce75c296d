/**
 * The sending half of applying a change: the sender's replies, then one
 * walk over the table's sockets that looks up each socket's seat once and
 * sends each its own view, and the frames every socket gets alike (the
 * game's end, the table summary, a chat line).
 */
import { summarize } from "../../engine";
import { CLOSE, type ServerFrame } from "../../protocol";
import type { Change, Reply } from "../state/change";
import { seatOf } from "../seats/relation";
import type { Sockets } from "./sockets";
import { deadlineOf } from "../pace/clock";
import { summaryOf } from "./summary";
import { type Room, type TableState, viewerOf } from "../state/table-state";
import { ViewFrames } from "./view-frames";

/** Who is at the table: one walk over the greeted sockets. */
export function roomOf(sockets: Sockets, t: TableState): Room {
  return walk(sockets, t).room;
}

function walk(sockets: Sockets, t: TableState) {
  const seated: [WebSocket, number | null][] = [];
  const connected = new Set<number>();
  const front = new Set<number>();
  const hiddenSince = new Map<number, number>();
  let spectators = 0;
  for (const [ws, info] of sockets.greeted()) {
    const seat = seatOf(t.seats, info.pair);
    seated.push([ws, seat]);
    if (seat === null) spectators++;
    else if (ws.readyState === WebSocket.OPEN) {
      connected.add(seat);
      if (info.hiddenAt === undefined) front.add(seat);
      else hiddenSince.set(seat, Math.max(info.hiddenAt, hiddenSince.get(seat) ?? 0));
    }
  }
  for (const seat of front) hiddenSince.delete(seat);
  const room: Room = { connected, spectators, anyone: sockets.anyone(), front, hiddenSince };
  return { seated, room };
}

/** One socket's own view of the table as it stands. */
export function viewFrame(t: TableState, ws: WebSocket, sockets: Sockets, frames?: ViewFrames): string | null {
  if (!t.state) return null;
  return (frames ?? new ViewFrames(t.state, t.version, [], deadlineOf(t))).for(viewerOf(t, seatOf(t.seats, sockets.info(ws).pair)));
}

/** The sender's replies, in order ("view" and "summary" as they stand now). */
export function reply(sockets: Sockets, ws: WebSocket, t: TableState, replies: readonly Reply[], now: number): void {
  let room: Room | null = null;
  for (const r of replies) {
    if (r === "view") {
      const frame = viewFrame(t, ws, sockets);
      if (frame !== null) sockets.sendRaw(ws, frame);
    } else if (r === "summary") {
      room ??= roomOf(sockets, t);
      sockets.send(ws, { type: "table", table: summaryOf(t, room, now) });
    } else {
      sockets.send(ws, r);
    }
  }
}

/**
 * What every socket gets: the summary (before or after), each its own view,
 * the game's end, a frame for all. Returns who is at the table, counted on
 * the way (null when nothing was announced).
 */
export function announce(sockets: Sockets, t: TableState, c: Change, now: number): Room | null {
  if (c.views === undefined && c.summary === undefined && !c.over && !c.all) return null;
  const { seated, room } = walk(sockets, t);
  const toAll = (frame: ServerFrame) => {
    const data = JSON.stringify(frame);
    for (const [ws] of seated) sockets.sendRaw(ws, data);
  };
  const summary = (): ServerFrame => ({ type: "table", table: summaryOf(t, room, now) });
  if (c.summary === "before") toAll(summary());
  if (c.views !== undefined && t.state) {
    const frames = new ViewFrames(t.state, t.version, c.views, deadlineOf(t));
    for (const [ws, seat] of seated) sockets.sendRaw(ws, frames.for(viewerOf(t, seat)));
  }
  // The game just ended: say so, with where it is kept.
  if (c.over && t.game && t.state) toAll({ type: "over", gameId: t.game.gameId, summary: summarize(t.state) });
  if (c.summary === "after") toAll(summary());
  if (c.all) toAll(c.all);
  return room;
}

/** Other sockets of a seat whose claim the change ended (see SeatSockets). */
export function unseat(sockets: Sockets, sender: WebSocket | null, t: TableState, others: NonNullable<Change["others"]>): void {
  if (others.kind === "replaced") {
    for (const other of sockets.claiming(others.seat, sender ?? undefined)) {
      sockets.set(other, { ...sockets.info(other), pair: null });
      try {
        other.close(CLOSE.replaced, "replaced by a newer connection");
      } catch {
        // already closing
      }
    }
    return;
  }
  if (others.ban) {
    // The person's sockets (holding the seat, or watching after they left it this hand) are kept out from now on.
    for (const o of sockets.personOf({ seat: others.seat, epoch: others.ban.epoch }, others.ban.holder)) {
      sockets.set(o, { ...sockets.info(o), heldBefore: null, banned: true });
    }
  }
  const kicked = sockets.claiming(others.seat);
  for (const o of kicked) sockets.set(o, { ...sockets.info(o), pair: null, heldBefore: null });
  for (const o of kicked) {
    const info = sockets.info(o);
    sockets.send(o, { type: "welcome", tableId: t.config.tableId, you: null, host: info.host });
    const frame = viewFrame(t, o, sockets);
    if (frame !== null) sockets.sendRaw(o, frame);
  }
}
