/**
 * A chat line: cleaned, braked for the whole table (every line goes to
 * every socket), kept (the last CHAT_KEPT lines, written before anyone
 * receives it: chat is durable like moves) and sent to everyone.
 */
import { SPECTATOR_NAME, playerName } from "../../protocol/display-names";
import { TABLE_CHAT_RATE, take } from "../limits/bucket";
import { type Change, type Sender, refuse, tell } from "../state/change";
import { CHAT_KEPT } from "../limits/table-limits";
import { cleanText, uniqueName } from "../seats/name-rules";
import type { ChatLine, TableState } from "../state/table-state";
import { META } from "../store/rows";
import { queueNote } from "../push/notices";

export function chat(t: TableState, from: Sender, raw: string, now: number): Change {
  const text = cleanText(raw);
  if (text === "") return refuse("bad-frame", "That chat line is empty.");
  const { bucket, ok } = take(t.chatBucket, TABLE_CHAT_RATE, now);
  if (!ok) return { next: { ...t, chatBucket: bucket }, effects: [tell({ type: "error", code: "chat-busy", message: "The table's chat is busy: wait a moment." })] };
  const { seat } = from;
  // A spectator's name is never a seated player's: it gets a number when it is taken.
  const seated = t.seats.filter((r) => r.tokenHash !== null && r.name !== null).map((r) => r.name as string);
  const name = seat !== null ? (t.seats[seat]?.name ?? playerName(seat)) : uniqueName(from.info.name, seated, SPECTATOR_NAME);
  const line: ChatLine = { type: "chat", seat, name, text, at: now };
  const lines = [...t.chat, line].slice(-CHAT_KEPT);
  // A host's line is told to everyone seated who is not looking (push/notices.ts).
  const told = from.info.host ? queueNote(t, { kind: "host", except: seat, at: now, text }) : { rows: [], next: t };
  return { rows: [{ t: "meta", key: META.chat, value: JSON.stringify(lines) }, ...told.rows], next: { ...told.next, chat: lines, chatBucket: bucket }, effects: [{ to: "all", frame: line }] };
}
