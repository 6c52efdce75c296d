/**
 * The view frames of one state, encoded as the table sends them, one per
 * viewer. A view is a part every viewer sees alike (the table, the trick,
 * the scores: nearly all of it) and a part that depends on who looks (a
 * seat's cards); the shared part is computed and encoded once per state,
 * so a move at a table of six costs one encoding of the table, not six.
 *
 * Each frame parses to exactly `{ type: "view", version, events?, view:
 * viewFor(state, viewer) }`: the engine defines viewFor as the two parts
 * together, and test/engine/view-frames.test.ts checks the frames against it.
 */
import { type GameEvent, type GameState, type Viewer, ownView, sharedView } from "../../engine";
import type { TurnClock } from "../../protocol/server-frames";

/** The clock a frame carries (pace/clock.ts `clockFields`): a turn-based table's deadline, or a live table's turn clocks and the server's time. */
export interface FrameClock {
  readonly deadline?: number;
  readonly clocks?: readonly TurnClock[];
  readonly now?: number;
}

/** A JSON object's members without its braces ("" for an empty object). */
const members = (json: string): string => json.slice(1, -1);

export class ViewFrames {
  readonly #state: GameState;
  readonly #head: string;
  #shared: string | null = null;
  readonly #frames = new Map<Viewer, string>();

  /** `clock`: the same for every viewer (public): a turn-based table's deadline, or the awaited persons' clocks. */
  constructor(state: GameState, version: number, events: readonly GameEvent[] = [], clock: FrameClock = {}) {
    this.#state = state;
    const ev = events.length > 0 ? `,"events":${JSON.stringify(events)}` : "";
    const due = members(JSON.stringify(clock));
    this.#head = `{"type":"view","version":${JSON.stringify(version)}${ev}${due ? `,${due}` : ""},"view":{`;
  }

  /** The frame for one viewer (each encoded once). */
  for(viewer: Viewer): string {
    let frame = this.#frames.get(viewer);
    if (frame === undefined) {
      this.#shared ??= members(JSON.stringify(sharedView(this.#state)));
      const own = members(JSON.stringify(ownView(this.#state, viewer)));
      frame = `${this.#head}${own}${own && this.#shared ? "," : ""}${this.#shared}}}`;
      this.#frames.set(viewer, frame);
    }
    return frame;
  }
}
