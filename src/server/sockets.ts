/**
 * The table's sockets and who is on each. Who a socket is lives in its
 * attachment (it survives hibernation); this keeps a copy in memory too,
 * because every broadcast asks it of every socket.
 */
import type { ServerFrame } from "../protocol";

/** Who is on a socket. */
export interface SocketInfo {
  readonly greeted: boolean;
  readonly seat: number | null;
  readonly host: boolean;
  readonly name: string | null;
}

export const NEWCOMER: SocketInfo = { greeted: false, seat: null, host: false, name: null };

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

  info(ws: WebSocket): SocketInfo {
    let info = this.#cache.get(ws);
    if (!info) {
      info = (ws.deserializeAttachment() as SocketInfo | null) ?? NEWCOMER;
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

  /** Seats with an open socket (optionally not counting one that is going away). */
  connectedSeats(except?: WebSocket): Set<number> {
    const out = new Set<number>();
    for (const [ws, info] of this.greeted()) if (ws !== except && info.seat !== null && ws.readyState === WebSocket.OPEN) out.add(info.seat);
    return out;
  }

  /** Anyone at the table at all (seated or watching). */
  anyone(): boolean {
    for (const ws of this.#sockets()) if (ws.readyState === WebSocket.OPEN) return true;
    return false;
  }

  spectators(): number {
    let n = 0;
    for (const [, info] of this.greeted()) if (info.seat === null) n++;
    return n;
  }

  /** The sockets of a seat other than `except`. */
  ofSeat(seat: number, except?: WebSocket): WebSocket[] {
    const out: WebSocket[] = [];
    for (const ws of this.#sockets()) if (ws !== except && this.info(ws).seat === seat) out.push(ws);
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
