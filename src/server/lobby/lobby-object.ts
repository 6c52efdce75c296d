/**
 * The lobby's Durable Object: one for the whole service. It keeps the lines
 * of the public tables waiting for players in its own storage (each table
 * sends its line when it changes and renews it while it is listed:
 * table/outbox-send.ts), holds the start pages' sockets (hibernatable: an idle lobby
 * costs nothing), answers a new page from memory (no D1 read), and sends
 * the pages only what changed, at most once every LOBBY_BROADCAST_MS, from
 * its alarm. The alarm also ends lines whose table stopped renewing them
 * and closes sockets open too long. The rules are pure: lines.ts for
 * the lines, page-sockets.ts for the sockets.
 */
import { DurableObject } from "cloudflare:workers";
import { CLOSE } from "../../protocol/error-codes";
import type { LobbyFrame, LobbyTable } from "../../protocol/lobby-frames";
import { clientKey } from "../identity/address";
import type { DirectoryRecord } from "../history/d1";
import { LOBBY_BROADCAST_MS, type LobbyLine, admit, changes, expired, nextExpiry, shown } from "./lines";
import { LOBBY_SWEEP_MS, type LobbySocket, idle, makingWay, sweepAt } from "./page-sockets";

/** The one lobby object's name. */
export const LOBBY_NAME = "lobby";

/** The lobby reads no binding: its lines are its own storage's. */
export type LobbyEnv = Record<never, never>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS lines (id TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL, line TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** The list every open page holds (the last one sent, kept in storage: a wake must not send pages a change twice or miss one), and when it went. */
interface Sent {
  readonly tables: readonly LobbyTable[];
  readonly at: number;
}

type Open = LobbySocket & { readonly ws: WebSocket };

export class Lobby extends DurableObject<LobbyEnv> {
  readonly #sql: SqlStorage;
  /** The lines, a cache of storage. */
  #lines: Map<string, LobbyLine> | null = null;
  /** What the pages hold, with the frame a new page is sent (encoded once). */
  #sent: (Sent & { readonly frame: string }) | null = null;
  /** The alarm as storage holds it. */
  #alarmAt: number | null = null;
  /** A change not sent to the pages yet. */
  #pending = false;
  /** When the oldest open socket was accepted (null: none open; undefined: not known since a wake). */
  #oldestAt: number | null | undefined = undefined;

  constructor(ctx: DurableObjectState, env: LobbyEnv) {
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    void ctx.blockConcurrencyWhile(async () => {
      this.#sql.exec(SCHEMA);
      this.#alarmAt = await ctx.storage.getAlarm();
    });
  }

  /**
   * A start page's socket (through the Worker, which braked it per address):
   * never refused, so a newcomer always gets the live list; a socket makes
   * way for it when its address or the lobby holds too many (page-sockets.ts).
   */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("expected a websocket upgrade", { status: 426 });
    const now = Date.now();
    const address = clientKey(request);
    const total = this.ctx.getWebSockets().length;
    const way = makingWay(this.#open(address), total, () => this.#open());
    if (way) close(way.ws, CLOSE.full, "the lobby needed the room: this page's list is no longer kept current");
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [address]);
    server.serializeAttachment({ address, at: now } satisfies LobbySocket);
    // The first page: nobody holds an older list, so it starts from the list as it stands.
    if (total === 0) this.#setSent(shown(this.#load().values(), now), this.#sentList().at);
    server.send(this.#sentList().frame);
    if (this.#oldestAt === null) this.#oldestAt = now;
    this.#arm(now);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A table's line (table/outbox-send.ts): kept, changed, renewed or taken out. A change reaches the pages with the next broadcast. */
  async put(d: DirectoryRecord): Promise<void> {
    const now = Date.now();
    const lines = this.#load();
    const got = admit(lines, d, now);
    if (!got) return;
    if ("drop" in got) {
      this.#sql.exec("DELETE FROM lines WHERE id = ?", got.drop);
      lines.delete(got.drop);
      this.#pending = true;
    } else {
      const { put: line } = got;
      this.#sql.exec(
        "INSERT OR REPLACE INTO lines (id, owner, expires_at, line) VALUES (?, ?, ?, ?)",
        line.table.id, line.owner, line.expiresAt, JSON.stringify(line.table),
      );
      lines.set(line.table.id, line);
      if (got.changed) this.#pending = true;
    }
    this.#arm(now);
  }

  /** The list as it stands (GET /api/tables?public=1, which the Worker caches). */
  async list(): Promise<LobbyTable[]> {
    return shown(this.#load().values(), Date.now());
  }

  /** Lines whose lease ran out go, sockets open too long close, and the pages hear what changed. */
  override async alarm(): Promise<void> {
    this.#alarmAt = null;
    const now = Date.now();
    const lines = this.#load();
    for (const id of expired(lines.values(), now)) {
      this.#sql.exec("DELETE FROM lines WHERE id = ?", id);
      lines.delete(id);
      this.#pending = true;
    }
    this.#sweep(now);
    this.#broadcast(now);
    this.#arm(now);
  }

  // The page never speaks but for heartbeats (answered without waking the object).
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    close(ws, code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason);
  }

  /** What changed since the pages' list, to every page: at most once every LOBBY_BROADCAST_MS (else it waits for the next alarm). */
  #broadcast(now: number): void {
    const sent = this.#sentList();
    const next = shown(this.#load().values(), now);
    const diff = changes(sent.tables, next);
    const sockets = this.ctx.getWebSockets();
    // Nobody to tell: the next page to come starts from the list as it stands then (fetch).
    this.#pending = diff !== null && sockets.length > 0;
    if (!diff || !this.#pending || now < sent.at + LOBBY_BROADCAST_MS) return;
    const frame = JSON.stringify({ type: "changes", ...diff } satisfies LobbyFrame);
    for (const ws of sockets) {
      try {
        ws.send(frame);
      } catch {
        // closing: its close handler finishes it
      }
    }
    this.#setSent(next, now);
    this.#pending = false;
  }

  /** Closes the sockets open LOBBY_IDLE_MS, and notes the oldest left. */
  #sweep(now: number): void {
    let oldest: number | null = null;
    for (const s of this.#open()) {
      if (idle(s, now)) close(s.ws, CLOSE.idle, "open too long: the page connects again when it is used");
      else if (oldest === null || s.at < oldest) oldest = s.at;
    }
    this.#oldestAt = oldest;
  }

  /**
   * Keeps the alarm no later than the next thing due: a change to send, a
   * lease that runs out, a socket that turns idle. One set earlier fires
   * early, finds little to do and sets the next: the alarm is written only
   * to move it earlier.
   */
  #arm(now: number): void {
    const times: number[] = [];
    if (this.#pending) times.push(Math.max(now, this.#sentList().at + LOBBY_BROADCAST_MS));
    const lease = nextExpiry(this.#load().values());
    if (lease !== null) times.push(lease);
    const sweep = this.#oldestAt === undefined ? (this.ctx.getWebSockets().length > 0 ? now + LOBBY_SWEEP_MS : null) : sweepAt(this.#oldestAt, now);
    if (sweep !== null) times.push(sweep);
    if (times.length === 0) return;
    const at = Math.min(...times);
    if (this.#alarmAt !== null && this.#alarmAt <= at) return;
    this.#alarmAt = at;
    void this.ctx.storage.setAlarm(at);
  }

  #load(): Map<string, LobbyLine> {
    this.#lines ??= new Map(
      this.#sql
        .exec<{ owner: string; expires_at: number; line: string }>("SELECT owner, expires_at, line FROM lines")
        .toArray()
        .map((r) => {
          const table = JSON.parse(r.line) as LobbyTable;
          return [table.id, { table, owner: r.owner, expiresAt: r.expires_at }] as const;
        }),
    );
    return this.#lines;
  }

  #sentList(): Sent & { readonly frame: string } {
    if (!this.#sent) {
      const row = this.#sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'sent'").toArray()[0];
      const sent = row ? (JSON.parse(row.value) as Sent) : { tables: [], at: 0 };
      this.#sent = { ...sent, frame: tablesFrame(sent.tables) };
    }
    return this.#sent;
  }

  #setSent(tables: readonly LobbyTable[], at: number): void {
    this.#sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('sent', ?)", JSON.stringify({ tables, at } satisfies Sent));
    this.#sent = { tables, at, frame: tablesFrame(tables) };
  }

  /** The open sockets (of one address, by its tag), with what their attachments say. */
  #open(address?: string): Open[] {
    const out: Open[] = [];
    for (const ws of address === undefined ? this.ctx.getWebSockets() : this.ctx.getWebSockets(address)) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const a = ws.deserializeAttachment() as LobbySocket | null;
      out.push({ ws, address: a?.address ?? "", at: a?.at ?? 0 });
    }
    return out;
  }
}

function tablesFrame(tables: readonly LobbyTable[]): string {
  return JSON.stringify({ type: "tables", tables } satisfies LobbyFrame);
}

function close(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // already closed
  }
}
