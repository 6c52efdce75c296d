/**
 * The sending half of applying a change: its effects, in the order the
 * command listed them (the sender's replies, other sockets of a seat, and
 * what every socket gets: each its own view, the game's end, the table
 * summary, a chat line).
 */
import { summarize } from "../../engine";
import { CLOSE, type ServerFrame } from "../../protocol";
import type { Effect, SeatSockets } from "../state/change";
import { seatOf } from "../seats/relation";
import type { Sockets } from "./sockets";
import { clockFields } from "../pace/clock";
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
  const reading = new Map<number, number>();
  let spectators = 0;
  for (const [ws, info] of sockets.greeted()) {
    const seat = seatOf(t.seats, info.pair);
    seated.push([ws, seat]);
    if (seat === null) spectators++;
    else if (ws.readyState === WebSocket.OPEN) {
      connected.add(seat);
      if (info.hiddenAt === undefined) front.add(seat);
      else hiddenSince.set(seat, Math.max(info.hiddenAt, hiddenSince.get(seat) ?? 0));
      if (info.readingAt !== undefined) reading.set(seat, Math.max(info.readingAt, reading.get(seat) ?? 0));
    }
  }
  for (const seat of front) hiddenSince.delete(seat);
  const room: Room = { connected, spectators, anyone: sockets.anyone(), front, hiddenSince, reading };
  return { seated, room };
}

/** One socket's own view of the table as it stands. */
export function viewFrame(t: TableState, ws: WebSocket, sockets: Sockets, now: number): string | null {
  if (!t.state) return null;
  return new ViewFrames(t.state, t.version, [], clockFields(t, now)).for(viewerOf(t, seatOf(t.seats, sockets.info(ws).pair)));
}

/**
 * Carries out a change's effects in their order, on the table as it stands
 * after the change: the sender's (its attachment, frames, its own view or
 * the summary, its close), other sockets of a seat, and those to every
 * socket. Effects to every socket that come one after another go in one
 * walk over the sockets, each socket's seat looked up once and each view
 * built once per viewer. `sender`: null for the table's own steps (effects
 * to the sender then go nowhere). Returns who is at the table when a walk
 * counted it (null otherwise), for the alarm.
 */
export function carryOut(sockets: Sockets, sender: WebSocket | null, t: TableState, effects: readonly Effect[], now: number): Room | null {
  let room: Room | null = null;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as Effect;
    if (e.to === "all") {
      // This effect and those to every socket right after it: one walk.
      let j = i;
      while (j + 1 < effects.length && (effects[j + 1] as Effect).to === "all") j++;
      room = announce(sockets, t, effects.slice(i, j + 1) as AllEffect[], now);
      i = j;
    } else if (e.to === "seat") {
      unseat(sockets, sender, t, e.sockets, now);
    } else if (sender) {
      if ("attach" in e) sockets.set(sender, e.attach);
      else if ("frame" in e) sockets.send(sender, e.frame);
      else if ("close" in e) sockets.close(sender, e.close.code, e.close.reason);
      else if (e.send === "view") {
        const frame = viewFrame(t, sender, sockets, now);
        if (frame !== null) sockets.sendRaw(sender, frame);
      } else {
        room ??= roomOf(sockets, t);
        sockets.send(sender, { type: "table", table: summaryOf(t, room, now) });
      }
    }
  }
  return room;
}

type AllEffect = Extract<Effect, { to: "all" }>;

/** Effects to every socket, in order, in one walk. Returns who is at the table, counted on the way. */
function announce(sockets: Sockets, t: TableState, effects: readonly AllEffect[], now: number): Room {
  const { seated, room } = walk(sockets, t);
  const toAll = (frame: ServerFrame) => {
    const data = JSON.stringify(frame);
    for (const [ws] of seated) sockets.sendRaw(ws, data);
  };
  for (const e of effects) {
    if ("views" in e) {
      if (!t.state) continue;
      const frames = new ViewFrames(t.state, t.version, e.views, clockFields(t, now));
      for (const [ws, seat] of seated) sockets.sendRaw(ws, frames.for(viewerOf(t, seat)));
    } else if ("frame" in e) {
      toAll(e.frame);
    } else if (e.send === "summary") {
      toAll({ type: "table", table: summaryOf(t, room, now) });
    } else if (t.game && t.state) {
      // The game just ended: say so, with where it is kept.
      toAll({ type: "over", gameId: t.game.gameId, summary: summarize(t.state) });
    }
  }
  return room;
}

/** Other sockets of a seat whose claim the change ended (see SeatSockets). */
function unseat(sockets: Sockets, sender: WebSocket | null, t: TableState, others: SeatSockets, now: number): void {
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
    const frame = viewFrame(t, o, sockets, now);
    if (frame !== null) sockets.sendRaw(o, frame);
  }
}
