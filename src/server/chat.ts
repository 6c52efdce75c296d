/**
 * The table's chat: the last lines kept in memory for newcomers, written to
 * storage now and then (at most once per CHAT_PERSIST_MS, and with the next
 * move), never once per line; and a brake for the whole table, since every
 * line goes to every socket.
 */
import type { ServerFrame } from "../protocol";
import { CHAT_KEPT, CHAT_PERSIST_MS, TABLE_CHAT } from "./limits";

type ChatFrame = Extract<ServerFrame, { type: "chat" }>;

export interface ChatStorage {
  load(): string | null;
  save(json: string): void;
}

export class ChatRoom {
  #lines: ChatFrame[] | null = null;
  #tokens: number = TABLE_CHAT.burst;
  #at = 0;
  #dirty = false;
  #savedAt = 0;

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

  add(line: ChatFrame, now: number): void {
    this.#lines = [...this.lines(), line].slice(-CHAT_KEPT);
    this.#dirty = true;
    if (now - this.#savedAt >= CHAT_PERSIST_MS) this.flush(now);
  }

  /** Writes the kept lines if they changed since the last write. */
  flush(now: number): void {
    if (!this.#dirty || !this.#lines) return;
    this.storage.save(JSON.stringify(this.#lines));
    this.#dirty = false;
    this.#savedAt = now;
  }
}
