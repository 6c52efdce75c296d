/**
 * A start page's socket to the lobby, opened by hand as an outsider's
 * script (or a browser) would: every frame it was sent, the list as a page
 * keeps it (the whole list, then the changes applied), and how it closed.
 * The list is kept by this file's own model of the protocol (docs/PROTOCOL.md,
 * "The lobby"), not by the web client's code, so the two check each other.
 */
import type { LobbyTable } from "../../src/protocol";
import { Checks } from "../support/checks";
import { api, newAddress } from "./support";

export interface LobbyPage {
  readonly ws: WebSocket;
  /** Every text frame but heartbeats' answers, as sent. */
  readonly frames: string[];
  /** When each frame came (ms), beside `frames`. */
  readonly times: number[];
  /** The list as the page holds it now (null before the first frame). */
  tables(): LobbyTable[] | null;
  /** The close code the lobby gave (null while open). */
  closedWith(): number | null;
  /** Waits for a list (the latest, or a later one) for which `pred` holds. */
  waitFor(pred: (tables: LobbyTable[]) => boolean, what: string, timeoutMs?: number): Promise<LobbyTable[]>;
  /** Waits until `pred` holds of the page (checked on every frame and on close). */
  until(pred: (page: LobbyPage) => boolean, what: string, timeoutMs?: number): Promise<void>;
}

type Frame = { type: "tables"; tables: LobbyTable[] } | { type: "changes"; put: LobbyTable[]; gone: string[] };

/** Opens a lobby socket through the Worker from `address` (one of its own unless given); throws if the upgrade is refused (`tryLobbyPage` says so instead). */
export async function lobbyPage(address: string = newAddress()): Promise<LobbyPage> {
  const page = await tryLobbyPage(address);
  if (!page.ok) throw new Error(`no lobby socket: ${page.status}`);
  return page.page;
}

export async function tryLobbyPage(address: string): Promise<{ ok: true; page: LobbyPage } | { ok: false; status: number }> {
  const res = await api("/api/lobby", { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
  const ws = res.webSocket;
  if (!ws) return { ok: false, status: res.status };
  let list: Map<string, LobbyTable> | null = null;
  let closed: number | null = null;
  const frames: string[] = [];
  const times: number[] = [];
  const checks = new Checks();
  const page: LobbyPage = {
    ws,
    frames,
    times,
    tables: () => (list ? [...list.values()] : null),
    closedWith: () => closed,
    async waitFor(pred, what, timeoutMs = 20_000) {
      const holds = () => {
        const l = page.tables();
        return l !== null && pred(l);
      };
      const failure = () => `the lobby never sent a list where ${what}: ${frames.length} frames, closed with ${closed}, last ${JSON.stringify(page.tables())?.slice(0, 400)}`;
      await checks.wait(holds, failure, timeoutMs);
      return page.tables() as LobbyTable[];
    },
    until: (pred, what, timeoutMs = 20_000) =>
      checks.wait(() => pred(page), () => `lobby page: timed out waiting for ${what} (${frames.length} frames, closed with ${closed})`, timeoutMs),
  };
  ws.addEventListener("message", (e) => {
    if (typeof e.data !== "string" || e.data === "pong") return;
    frames.push(e.data);
    times.push(Date.now());
    const f = JSON.parse(e.data) as Frame;
    if (f.type === "tables") list = new Map(f.tables.map((t) => [t.id, t]));
    else if (f.type === "changes") {
      list ??= new Map();
      for (const id of f.gone) list.delete(id);
      for (const t of f.put) list.set(t.id, t);
    }
    checks.recheck();
  });
  ws.addEventListener("close", (e) => {
    closed = e.code;
    checks.recheck();
  });
  ws.accept();
  return { ok: true, page };
}

export const listed = (id: string) => (tables: LobbyTable[]) => tables.some((t) => t.id === id);
export const gone = (id: string) => (tables: LobbyTable[]) => !tables.some((t) => t.id === id);
