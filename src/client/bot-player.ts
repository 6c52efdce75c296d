/** A bot that plays over the wire: it watches its own view and moves with the engine's bot. */
import { botAction } from "../engine";
import type { TableClient } from "./table-client";

export interface BotPlayerOptions {
  /** Wait this long before each move (a person's pace; also keeps under the table's flood limit). */
  readonly delayMs?: number;
}

/** Plays for the client's seat until stopped (call the returned function). */
export function playAsBot(client: TableClient, opts: BotPlayerOptions = {}): () => void {
  let busy = false;
  let stopped = false;
  let lastVersion = -1;
  const move = async (): Promise<void> => {
    const view = client.view;
    if (stopped || busy || !view || client.you === null || client.version === lastVersion) return;
    const action = botAction(view, client.you);
    if (!action) return;
    busy = true;
    lastVersion = client.version;
    try {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (!stopped) await client.act(action);
    } finally {
      busy = false;
    }
    void move();
  };
  const off = client.on("view", () => void move());
  void move();
  return () => {
    stopped = true;
    off();
  };
}
