/**
 * The lobby's Durable Object: one for the whole service, holding the start
 * pages' sockets (hibernatable: an idle lobby costs nothing) and pushing
 * the list of waiting public tables to them when it changes. The list's
 * source is D1's directory (history/d1.ts): a table's alarm delivers its
 * directory line there and then tells the lobby (`changed`, history/delivery.ts).
 * Changes that come together are sent as one list, at most every
 * LOBBY_COALESCE_MS, and only when the list differs from the last one sent.
 */
import { DurableObject } from "cloudflare:workers";
import type { LobbyFrame } from "../../protocol/lobby-frames";
import { listPublicTables } from "../history/d1";

/** The one lobby object's name. */
export const LOBBY_NAME = "lobby";

/** What the lobby reads: D1's directory. */
export interface LobbyEnv {
  DB: D1Database;
}

/** Changes within this long go out as one list (a table filling up changes its line once per seat). */
export const LOBBY_COALESCE_MS = 300;
/** Start pages one lobby object keeps open; the next is closed with 4008 (its page falls back to the list it loaded). */
export const LOBBY_SOCKETS = 2_000;

export class Lobby extends DurableObject<LobbyEnv> {
  /** The list last sent (its JSON), in memory only: after a wake the next change is sent whatever it holds. */
  #last: string | null = null;

  constructor(ctx: DurableObjectState, env: LobbyEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** A start page's socket (through the Worker, which braked it per client): the list at once, then every change. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a websocket upgrade", { status: 426 });
    const pair = new WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server);
    if (this.ctx.getWebSockets().length > LOBBY_SOCKETS) {
      server.close(4008, "the lobby is full: the list you have is not kept current");
    } else {
      server.send(await this.#frame());
    }
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** A table's directory line reached D1 (history/delivery.ts): the list goes out soon, once, if anybody listens. */
  async changed(): Promise<void> {
    if (this.ctx.getWebSockets().length === 0) return;
    if ((await this.ctx.storage.getAlarm()) !== null) return;
    await this.ctx.storage.setAlarm(Date.now() + LOBBY_COALESCE_MS);
  }

  override async alarm(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return;
    const frame = await this.#frame();
    if (frame === this.#last) return;
    this.#last = frame;
    for (const ws of sockets) {
      try {
        ws.send(frame);
      } catch {
        // closing: its close handler forgets it
      }
    }
  }

  // The page never speaks but for heartbeats (answered without waking the object).
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  async #frame(): Promise<string> {
    const frame: LobbyFrame = { type: "tables", tables: await listPublicTables(this.env.DB) };
    return JSON.stringify(frame);
  }
}
