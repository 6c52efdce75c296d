/**
 * One table's connection for a page: the client library's TableClient
 * (reconnects, resumes the seat with its token, re-sends unanswered moves),
 * with the seat token kept in this browser. The handle is an external store:
 * its version grows on every frame, status change, notice, chat line and
 * move, and the page reads it with `useSyncExternalStore`, so it is re-drawn
 * whenever any of these change. Refusals are kept (with their code, so the page
 * words them in its language) until the player does something else; the
 * game's public events are kept as a log of the hand; chat is kept too.
 */
import { useEffect, useRef } from "preact/hooks";
import type { GameEvent, GameView } from "../../../src/engine";
import { guessOwnMove } from "../../../src/engine/client";
import { zfIfLoaded } from "./zhengfen/use-zf-engine";
import type { SeatAction } from "../../../src/protocol";
import { Api, ApiError } from "../../../src/client/http";
import { connectTo } from "../../../src/client/socket";
import { TableClient } from "../../../src/client/table-client";
import type { Refusal } from "../errors";
import { hostToken, keepTable, savedName, seatToken, setSeatToken } from "../storage";
import { loadPush, pushWanted } from "../push-loader";
import { useSyncExternalStore } from "../ui/external-store";

export interface Notice extends Refusal {
  readonly at: number;
}

export interface ChatLine {
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** At most this many events and chat lines are kept (a long Zhao Pengyou hand has ~60 tricks of 10 plays). */
const KEEP = 800;

export interface TableHandle {
  readonly client: TableClient;
  readonly api: Api;
  /** The last refusal of a move or a table request. */
  notice: Notice | null;
  /** Public events since the last view (for short announcements). */
  events: readonly GameEvent[];
  /** Every public event this page has seen, oldest first (the game log). */
  log: GameEvent[];
  chat: ChatLine[];
  /** The API says there is no such table (a wrong or old link). */
  missing: boolean;
  /** Moves being sent: the page disables its buttons meanwhile. */
  busy: boolean;
  /**
   * The view with this seat's move in flight drawn on it (issue 58), until
   * the table's view with the move replaces it, or a refusal puts the last
   * one back; null when nothing is in flight or the move is not drawn.
   */
  guess: GameView | null;
  /** Moves sent from this page so far (a move the page planned to make by itself stands down if the player moved meanwhile). */
  acts: number;
  act(action: SeatAction): Promise<boolean>;
  clearNotice(): void;
  /** Called on every change of what the page shows; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Grows by one on every change: the snapshot `useSyncExternalStore` compares. */
  getSnapshot(): number;
}

export function useTable(tableId: string): TableHandle {
  const ref = useRef<{ handle: TableHandle; start: () => () => void } | null>(null);
  ref.current ??= openTable(tableId);
  const { handle, start } = ref.current;
  useSyncExternalStore(handle.subscribe, handle.getSnapshot);
  useEffect(start, []);
  return handle;
}

/** The handle, and `start`, which connects it and returns what stops it. */
function openTable(tableId: string): { handle: TableHandle; start: () => () => void } {
  const api = new Api(location.origin);
  const name = savedName();
  const client = new TableClient({
    connect: connectTo(api.socketUrl(tableId)),
    token: seatToken(tableId),
    hostToken: hostToken(tableId),
    ...(name ? { name } : {}),
    onToken: (token) => setSeatToken(tableId, token),
  });
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version++;
    for (const l of listeners) l();
  };
  const handle: TableHandle = {
    client,
    api,
    notice: null,
    events: [],
    log: [],
    chat: [],
    missing: false,
    busy: false,
    guess: null,
    acts: 0,
    async act(action) {
      handle.acts++;
      handle.busy = true;
      handle.notice = null;
      // The move drawn at once, marked pending, on whatever view the table sends meanwhile (another
      // seat moved first: drawn again on it, or not at all if it no longer fits), until the table's
      // view with the move is here (it follows the move's answer).
      const guess = (v: GameView | null) =>
        v?.game === "shengji" ? guessOwnMove(v, action) : v?.game === "zheng-fen" ? (zfIfLoaded()?.guessZhengFenMove(v, action) ?? null) : null;
      let made = Infinity;
      handle.guess = guess(client.view);
      const off = client.on("view", (v) => (handle.guess = client.version >= made ? null : guess(v)));
      changed();
      const answer = await client.act(action);
      if (answer.ok && client.version < answer.version) {
        made = answer.version;
        await client.waitFor((c) => c.version >= made, 10_000).catch(() => undefined);
      }
      off();
      handle.guess = null;
      handle.busy = false;
      if (!answer.ok) handle.notice = { code: answer.code, message: answer.message, ...paramsOf(answer), at: Date.now() };
      changed();
      return answer.ok;
    },
    clearNotice() {
      if (handle.notice === null) return;
      handle.notice = null;
      changed();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => version,
  };
  const start = () => {
    let welcomed = false;
    let asking = false;
    const offs = [
      client.on("frame", changed),
      client.on("welcome", (w) => {
        welcomed = true;
        if (w.you !== null) keepTable(tableId, w.you);
        // Notifications on for this seat in this browser: the table hears of the subscription on every new socket.
        if (w.you !== null && pushWanted(tableId)) void loadPush().then((m) => m.again(client), () => undefined);
      }),
      client.on("status", (s) => {
        // Never let in (a socket refused, or closed as "no such table"): ask the API whether the table exists at all.
        if (!welcomed && (s === "offline" || s === "closed") && !asking) {
          asking = true;
          api.table(tableId).then(
            () => (asking = false),
            (e: unknown) => {
              asking = false;
              if (e instanceof ApiError && e.status === 404) {
                handle.missing = true;
                client.close();
                changed();
              }
            },
          );
        }
        changed();
      }),
      client.on("event", (events) => {
        // No change of its own: the "frame" that brought the events follows.
        if (events.length === 0) return;
        handle.events = events;
        handle.log.push(...events);
        if (handle.log.length > KEEP) handle.log.splice(0, handle.log.length - KEEP);
      }),
      client.on("chat", (c) => {
        handle.chat.push({ seat: c.seat, name: c.name, text: c.text, at: c.at });
        if (handle.chat.length > KEEP) handle.chat.splice(0, handle.chat.length - KEEP);
        changed();
      }),
      client.on("error", (e) => {
        // Errors of moves come back through `act`; the others (a seat taken, not the host…) are said here, drawn with the "frame" that follows.
        if (!e.id && e.code !== "rate-limited") handle.notice = { code: e.code, message: e.message, ...paramsOf(e), at: Date.now() };
      }),
    ];
    // A bot stands in for this person (their clock ran out): the first touch or key says they are back.
    const onTouch = () => {
      if (standingIn(client)) client.back();
    };
    document.addEventListener("pointerdown", onTouch, true);
    document.addEventListener("keydown", onTouch, true);
    // Whether the page is in front: the table notifies a seat none of whose pages is (docs/PUSH.md).
    const onShow = () => client.setFront(!document.hidden);
    onShow();
    document.addEventListener("visibilitychange", onShow);
    void client.connect().catch(changed);
    return () => {
      for (const off of offs) off();
      document.removeEventListener("visibilitychange", onShow);
      document.removeEventListener("pointerdown", onTouch, true);
      document.removeEventListener("keydown", onTouch, true);
      client.close();
    };
  };
  return { handle, start };
}

/** A bot plays this page's seat for its person, who is here (their turn clock ran out). */
export function standingIn(client: TableClient): boolean {
  const me = client.you;
  return me !== null && client.table?.seats[me]?.state === "stand-in";
}

/** The refusal's params, when the server sends them (engine rule errors will). */
function paramsOf(x: object): { params?: Readonly<Record<string, unknown>> } {
  const p = (x as { params?: unknown }).params;
  return p && typeof p === "object" ? { params: p as Record<string, unknown> } : {};
}
