/**
 * The table's chat: the last lines kept for newcomers, written to storage
 * with each line (a table that sleeps right after a line keeps it: chat is
 * durable like moves, and the table's brake bounds the writes); and that
 * brake, for the whole table, since every line goes to every socket.
 */
import type { ServerFrame } from "../protocol";
import { CHAT_KEPT, TABLE_CHAT } from "./limits";

type ChatFrame = Extract<ServerFrame, { type: "chat" }>;

export interface ChatStorage {
  load(): string | null;
  save(json: string): void;
}

export class ChatRoom {
  #lines: ChatFrame[] | null = null;
  #tokens: number = TABLE_CHAT.burst;
  #at = 0;

  constructor(private readonly storage: ChatStorage) {}

  /** The kept lines, oldest first. */
  lines(): readonly ChatFrame[] {
    this.#lines ??= JSON.parse(this.storage.load() ?? "[]") as ChatFrame[];
    return this.#lines;
  }

  /** Takes a line from the table's allowance; false when the table's chat is going too fast. */
  allow(now: number): boolean {
    this.#tokens = Math.min(TABLE_CHAT.burst, this.#tokens + ((now - this.#at) / 1000) * TABLE_CHAT.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Keeps a line: in storage before it is sent to anyone (the output gate holds the send until the write is durable). */
  add(line: ChatFrame): void {
    this.#lines = [...this.lines(), line].slice(-CHAT_KEPT);
    this.storage.save(JSON.stringify(this.#lines));
  }
}
