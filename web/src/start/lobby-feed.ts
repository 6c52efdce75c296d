/**
 * The lobby's live list for the start page (part of lobby.js): the public
 * tables waiting for players, kept current by the lobby's socket (GET
 * /api/lobby: the server sends the whole list, then what changes; the page
 * never polls). The socket reconnects when it drops; it is let go while
 * nobody uses the page (hidden for a minute; the server closes any after 10
 * minutes) and opened again when the page is looked at or used; meanwhile
 * the list is the one read once over HTTP. Everything stops once the page
 * no longer shows the lobby.
 */
import { Api } from "../../../src/client/http";
import { CLOSE } from "../../../src/protocol/error-codes";
import { type LobbyFrame, type LobbyTable, byWaiting, withFrame } from "../../../src/protocol/lobby-frames";

/** Reconnecting the lobby's socket: from 1 s, doubling to 30 s. A heartbeat every 50 s keeps proxies from closing it. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const HEARTBEAT_MS = 50_000;
/** How often the page checks that the start page is still shown (it closes the socket once it is not). */
const GONE_CHECK_MS = 3_000;
/** A hidden page lets its socket go after this long (the server closes any after 10 minutes anyway: CLOSE.idle). */
const HIDDEN_CLOSE_MS = 60_000;

export interface LobbyList {
  /** The waiting tables, most wanted first; null until the first list comes. */
  readonly tables: readonly LobbyTable[] | null;
  /** The socket dropped and is reconnecting. */
  readonly offline: boolean;
  /** The socket was let go (the page was hidden, open too long, or made way): the list is as it was then. */
  readonly paused: boolean;
}

/**
 * Follows the lobby while `gone()` is false: `show` gets the list each time
 * it (or the socket's state) changes; `stop` is called once, when the page
 * has left the lobby and everything here has been let go.
 */
export function followLobby(gone: () => boolean, show: (list: LobbyList) => void, stop: () => void): void {
  let tables: readonly LobbyTable[] | null = null;
  let offline = false;
  let paused = false;
  const changed = () => show({ tables, offline, paused });

  let ws: WebSocket | null = null;
  let wait = RETRY_MIN_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  /** The list once over HTTP (cached by the server for a few seconds), while the socket is not live. */
  const fetchList = () => {
    new Api(location.origin).publicTables().then(
      (got) => {
        if (ws !== null || gone()) return;
        tables = [...got.tables].sort(byWaiting);
        changed();
      },
      () => {},
    );
  };
  const connect = () => {
    if (gone() || ws !== null) return;
    clearTimeout(retry);
    paused = false;
    const url = new URL("/api/lobby", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    ws = socket;
    socket.onmessage = (e) => {
      if (e.data === "pong") return;
      wait = RETRY_MIN_MS;
      // The whole list when the socket opens, then only what changed.
      tables = withFrame(tables ?? [], JSON.parse(String(e.data)) as LobbyFrame);
      offline = false;
      changed();
    };
    socket.onclose = (e) => {
      if (ws !== socket || gone()) return;
      ws = null;
      // Open too long (idle), or another page needed the room: the list waits for this page to be used again.
      if (e.code === CLOSE.idle || e.code === CLOSE.full) paused = true;
      else {
        offline = true;
        retry = setTimeout(connect, wait);
        wait = Math.min(RETRY_MAX_MS, wait * 2);
      }
      changed();
      fetchList();
    };
  };
  // A page nobody looks at lets its socket go (after a while: a quick look elsewhere keeps it) and connects again when looked at or used.
  const pause = () => {
    clearTimeout(retry);
    const s = ws;
    ws = null;
    paused = true;
    s?.close(1000, "the page is hidden");
    changed();
  };
  const resume = () => {
    if (paused && document.visibilityState === "visible") connect();
  };
  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === "hidden") hiddenTimer = setTimeout(pause, HIDDEN_CLOSE_MS);
    else resume();
  };
  const USE = ["pointerdown", "keydown", "focus"] as const;
  document.addEventListener("visibilitychange", onVisibility);
  for (const ev of USE) window.addEventListener(ev, resume);
  connect();
  let beat = 0;
  const watch = setInterval(() => {
    if (gone()) {
      clearInterval(watch);
      clearTimeout(retry);
      clearTimeout(hiddenTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      for (const ev of USE) window.removeEventListener(ev, resume);
      const s = ws;
      ws = null;
      s?.close(1000, "left the start page");
      stop();
      return;
    }
    beat += GONE_CHECK_MS;
    if (beat >= HEARTBEAT_MS && ws?.readyState === WebSocket.OPEN) {
      beat = 0;
      ws.send("ping");
    }
  }, GONE_CHECK_MS);
}
