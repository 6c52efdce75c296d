/**
 * The smallest WebSocket surface the client needs, so the same client runs
 * on a browser's WebSocket, Node's, or a socket handed over by workerd in
 * tests.
 */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "open" | "close" | "error", listener: (event: unknown) => void): void;
}

/** Opens a socket to a table (it may still be connecting when returned). */
export type Connect = () => SocketLike | Promise<SocketLike>;

export const OPEN = 1;

/** Waits until a socket is open (or fails). */
export function opened(ws: SocketLike): Promise<void> {
  if (ws.readyState === OPEN) return Promise.resolve();
  return new Promise((resolve, reject) => {
    ws.addEventListener("open", () => resolve());
    ws.addEventListener("error", (e) => reject(new Error(`socket error: ${String((e as { message?: unknown })?.message ?? e)}`)));
    ws.addEventListener("close", () => reject(new Error("socket closed before it opened")));
  });
}

/** A Connect for a URL, with whatever WebSocket constructor the platform has. */
export function connectTo(url: string, WebSocketImpl: new (url: string) => SocketLike = globalThis.WebSocket as never): Connect {
  return () => new WebSocketImpl(url);
}
