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

/** A JSON object's members without its braces ("" for an empty object). */
const members = (json: string): string => json.slice(1, -1);

export class ViewFrames {
  readonly #state: GameState;
  readonly #head: string;
  #shared: string | null = null;
  readonly #frames = new Map<Viewer, string>();

  /** `deadline`: when the turn clock of a turn-based table runs out (null at a live table: the frame has none). */
  constructor(state: GameState, version: number, events: readonly GameEvent[] = [], deadline: number | null = null) {
    this.#state = state;
    const ev = events.length > 0 ? `,"events":${JSON.stringify(events)}` : "";
    const due = deadline !== null ? `,"deadline":${JSON.stringify(deadline)}` : "";
    this.#head = `{"type":"view","version":${JSON.stringify(version)}${ev}${due},"view":{`;
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
