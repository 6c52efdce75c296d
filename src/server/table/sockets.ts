/**
 * The table's sockets and who is on each. Who a socket is lives in its
 * attachment (it survives hibernation); this keeps a copy in memory too,
 * because every broadcast asks it of every socket.
 */
import type { ServerFrame } from "../../protocol";
import { strangerToDrop } from "../limits/table-limits";
import { type SeatPair, seatOf } from "../seats/relation";
import type { SeatRow } from "../store/rows";
import { type SocketInfo, newcomer } from "../state/socket-info";

export class Sockets {
  readonly #cache = new WeakMap<WebSocket, SocketInfo>();
  /** Every socket, kept in memory (asked of the runtime once after a wake): every move walks them. */
  #all: Set<WebSocket> | null = null;

  constructor(private readonly ctx: DurableObjectState) {}

  #sockets(): Set<WebSocket> {
    this.#all ??= new Set(this.ctx.getWebSockets());
    return this.#all;
  }

  /** A socket the table has just accepted. */
  added(ws: WebSocket): void {
    this.#sockets().add(ws);
  }

  /** A socket that closed. */
  removed(ws: WebSocket): void {
    this.#sockets().delete(ws);
  }

  /** Closes a socket the table is done with (one already closing is left to finish). */
  close(ws: WebSocket, code: number, reason: string): void {
    this.removed(ws);
    try {
      ws.close(code, reason);
    } catch {
      // already closing
    }
  }

  info(ws: WebSocket): SocketInfo {
    let info = this.#cache.get(ws);
    if (!info) {
      info = (ws.deserializeAttachment() as SocketInfo | null) ?? newcomer(null, 0);
      this.#cache.set(ws, info);
    }
    return info;
  }

  set(ws: WebSocket, info: SocketInfo): void {
    ws.serializeAttachment(info);
    this.#cache.set(ws, info);
  }

  /**
   * Sockets that said hello, with who they are. Closed sockets leave the set
   * when their close event comes; one closing meanwhile only makes a send fail
   * quietly (asking each socket's state would cost a call into the runtime
   * per socket per move).
   */
  *greeted(): Generator<[WebSocket, SocketInfo]> {
    for (const ws of this.#sockets()) {
      const info = this.info(ws);
      if (info.greeted) yield [ws, info];
    }
  }

  /** Sockets that have not said hello, oldest first. */
  strangers(): [WebSocket, SocketInfo][] {
    const out: [WebSocket, SocketInfo][] = [];
    for (const ws of this.#sockets()) {
      const info = this.info(ws);
      if (!info.greeted) out.push([ws, info]);
    }
    return out.sort((a, b) => a[1].at - b[1].at);
  }

  /** The socket still saying hello that makes way for a new one (see `strangerToDrop`), or null while there is room. */
  makingWay(now: number): WebSocket | null {
    const pick = strangerToDrop(this.strangers().map(([ws, info]) => ({ ws, at: info.at, address: info.address })), now);
    return pick?.ws ?? null;
  }

  /** The seat a socket holds, by the seat rows (null: watching). */
  seatOf(info: SocketInfo, rows: readonly SeatRow[]): number | null {
    return seatOf(rows, info.pair);
  }

  /** Seats with an open socket that holds them (optionally not counting one that is going away). */
  connectedSeats(rows: readonly SeatRow[], except?: WebSocket): Set<number> {
    const out = new Set<number>();
    for (const [ws, info] of this.greeted()) {
      const seat = seatOf(rows, info.pair);
      if (ws !== except && seat !== null && ws.readyState === WebSocket.OPEN) out.add(seat);
    }
    return out;
  }

  /** Anyone at the table at all (seated or watching). */
  anyone(): boolean {
    for (const ws of this.#sockets()) if (ws.readyState === WebSocket.OPEN) return true;
    return false;
  }

  /** Greeted sockets that hold no seat. */
  spectators(rows: readonly SeatRow[]): number {
    let n = 0;
    for (const [, info] of this.greeted()) if (seatOf(rows, info.pair) === null) n++;
    return n;
  }

  /**
   * The sockets of a seat's person: those holding the seat (`pair`), and
   * those watching that last held it as `holder` (they left it, and may come
   * back during the hand).
   */
  personOf(pair: SeatPair, holder: string | null): WebSocket[] {
    const out: WebSocket[] = [];
    for (const ws of this.#sockets()) {
      const info = this.info(ws);
      if ((info.pair?.seat === pair.seat && info.pair.epoch === pair.epoch) || (holder !== null && info.heldBefore === holder)) out.push(ws);
    }
    return out;
  }

  /** The client addresses of a seat's person's sockets (see personOf), for a ban. */
  addressesOf(pair: SeatPair, holder: string | null): string[] {
    return this.personOf(pair, holder).map((ws) => this.info(ws).address).filter((a): a is string => a !== null);
  }

  /** The sockets claiming a seat (whatever their epoch), other than `except`. */
  claiming(seat: number, except?: WebSocket): WebSocket[] {
    const out: WebSocket[] = [];
    for (const ws of this.#sockets()) if (ws !== except && this.info(ws).pair?.seat === seat) out.push(ws);
    return out;
  }

  send(ws: WebSocket, frame: ServerFrame): void {
    this.sendRaw(ws, JSON.stringify(frame));
  }

  sendRaw(ws: WebSocket, data: string): void {
    try {
      ws.send(data);
    } catch {
      // The socket is closing; its close handler tidies up.
    }
  }

  /** One frame to every greeted socket. */
  sendAll(frame: ServerFrame): void {
    const data = JSON.stringify(frame);
    for (const [ws] of this.greeted()) this.sendRaw(ws, data);
  }
}
