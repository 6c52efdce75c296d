/**
 * One table's connection for a page: the client library's TableClient
 * (reconnects, resumes the seat with its token, re-sends unanswered moves),
 * with the seat token kept in this browser, and the page re-drawn on every
 * frame and status change. Refusals and notable events are kept for a few
 * seconds so the page can say them in words.
 */
import { useEffect, useReducer, useRef } from "preact/hooks";
import type { GameEvent } from "../../../src/engine/game";
import type { SeatAction } from "../../../src/protocol";
import { Api } from "../../../src/client/http";
import { connectTo } from "../../../src/client/socket";
import { TableClient } from "../../../src/client/table-client";
import { hostToken, savedName, seatToken, setSeatToken } from "../storage";

export interface Notice {
  readonly text: string;
  readonly at: number;
  readonly kind: "refusal" | "event";
}

export interface TableHandle {
  readonly client: TableClient;
  readonly api: Api;
  /** The last refusal of a move or a table request, in the server's words. */
  notice: Notice | null;
  /** Public events since the last view (for short announcements). */
  events: readonly GameEvent[];
  /** Moves being sent: the page disables its buttons meanwhile. */
  busy: boolean;
  act(action: SeatAction): Promise<boolean>;
  clearNotice(): void;
}

export function useTable(tableId: string): TableHandle {
  const [, redraw] = useReducer((x: number) => x + 1, 0);
  const ref = useRef<TableHandle | null>(null);
  if (ref.current === null) {
    const api = new Api(location.origin);
    const name = savedName();
    const client = new TableClient({
      connect: connectTo(api.socketUrl(tableId)),
      token: seatToken(tableId),
      hostToken: hostToken(tableId),
      ...(name ? { name } : {}),
      onToken: (token) => setSeatToken(tableId, token),
    });
    const handle: TableHandle = {
      client,
      api,
      notice: null,
      events: [],
      busy: false,
      async act(action) {
        handle.busy = true;
        handle.notice = null;
        redraw(0);
        const answer = await client.act(action);
        handle.busy = false;
        if (!answer.ok) handle.notice = { text: answer.message, at: Date.now(), kind: "refusal" };
        redraw(0);
        return answer.ok;
      },
      clearNotice() {
        handle.notice = null;
        redraw(0);
      },
    };
    ref.current = handle;
  }
  const handle = ref.current;
  useEffect(() => {
    const { client } = handle;
    const offs = [
      client.on("frame", () => redraw(0)),
      client.on("status", () => redraw(0)),
      client.on("event", (events) => {
        if (events.length > 0) handle.events = events;
      }),
      client.on("error", (e) => {
        // Errors of moves come back through `act`; the others (a seat taken, not the host…) are said here.
        if (!e.id && e.code !== "rate-limited") handle.notice = { text: e.message, at: Date.now(), kind: "refusal" };
      }),
    ];
    void client.connect().catch(() => redraw(0));
    return () => {
      for (const off of offs) off();
      client.close();
    };
  }, []);
  return handle;
}
