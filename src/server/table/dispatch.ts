/**
 * A client frame to its command. The object does the frame's I/O first
 * (`secretsFor`: tokens hashed, a new seat token, a new game's secret),
 * then `dispatch` hands each command the values it reads: the table, the
 * sender, the frame, the time, and what the sockets and storage say (room,
 * bans, an act's stored answer), read here only for the frames that need
 * them. Commands (commands/) never call back into the object.
 */
import { DEFAULT_BOT_LEVEL } from "../../engine";
import type { ClientFrame } from "../../protocol";
import { chat } from "../commands/chat";
import { type PersonAddresses, bot, configure, end, kick, start } from "../commands/host";
import { act, answerKey, back, reading, sync } from "../commands/moves";
import { hello, leave, rename, sit } from "../commands/seating";
import { type PushPolicy, front, subscribe, unsubscribe } from "../commands/subscriptions";
import { hashToken, newId, newSeed, newToken } from "../identity/ids";
import { type Change, type Sender, refuse } from "../state/change";
import type { Room, TableState } from "../state/table-state";
import type { StoredAnswer } from "../store/answers";
import type { BanList } from "../store/rows";

/** What a frame needs that takes I/O: made before the table is read (another frame may change it meanwhile). */
export interface Secrets {
  /** hello: the hashes of the seat and host tokens it carried. */
  readonly seatHash: string | null;
  readonly hostHash: string | null;
  /** sit: the seat token to give, and its hash (kept instead of the token). */
  readonly newSeat: { readonly token: string; readonly hash: string } | null;
}

export async function secretsFor(frame: ClientFrame): Promise<Secrets> {
  if (frame.type === "hello") {
    const [seatHash, hostHash] = await Promise.all([frame.token ? hashToken(frame.token) : null, frame.hostToken ? hashToken(frame.hostToken) : null]);
    return { seatHash, hostHash, newSeat: null };
  }
  if (frame.type === "sit") {
    const token = newToken();
    return { seatHash: null, hostHash: null, newSeat: { token, hash: await hashToken(token) } };
  }
  return { seatHash: null, hostHash: null, newSeat: null };
}

/** What the object can tell about the table beyond its state, read at the moment a frame needs it. */
export interface TableReads extends PersonAddresses {
  room(): Room;
  bans(): BanList;
  /** The whole game's log when a person sitting down would make a game of bots alone one to record (else empty: commands/record.ts). */
  gameLog(): readonly string[];
  /** The answer already given to a seat's act of this key, if any. */
  answerFor(seat: number, key: string): StoredAnswer | null;
  readonly push: PushPolicy;
}

export function dispatch(t: TableState, from: Sender, frame: ClientFrame, secrets: Secrets, reads: TableReads, now: number): Change {
  const { info } = from;
  if (frame.type === "hello") {
    const claim = { tokenHash: secrets.seatHash, host: secrets.hostHash !== null && secrets.hostHash === t.config.hostHash, name: frame.name ?? null };
    return hello(t, from, claim, reads.room(), reads.bans(), now);
  }
  if (!info.greeted) return refuse("hello-first", "Say hello first.");
  switch (frame.type) {
    case "sit":
      // secretsFor made one for every sit frame.
      return secrets.newSeat ? sit(t, from, frame.seat, frame.name ?? info.name, secrets.newSeat, reads.bans(), now, reads.gameLog()) : {};
    case "rename":
      return rename(t, from, frame.name, now);
    case "leave":
      return leave(t, from, now);
    case "start":
      // A test's table deals from its test seed (taken only where the harness allows it: worker/new-tables.ts).
      return start(t, from, { gameId: newId(), seed: t.config.testSeed ?? newSeed() }, now);
    case "end":
      return end(t, from, now);
    case "configure":
      return configure(t, from, frame, reads.room(), now);
    case "kick":
      return kick(t, from, frame.seat, frame.ban ?? false, { ...reads.room(), addressesOf: reads.addressesOf }, now);
    case "bot":
      return bot(t, from, frame.seat, frame.on ?? true, frame.level ?? DEFAULT_BOT_LEVEL, now);
    case "act": {
      const key = answerKey(t, from, frame.id);
      return act(t, from, frame.id, frame.action, now, key === null || from.seat === null ? null : reads.answerFor(from.seat, key));
    }
    case "chat":
      return chat(t, from, frame.text, now);
    case "sync":
      return sync(t, frame.since);
    case "back":
      return back(t, from, now);
    case "push":
      return subscribe(t, from, frame.subscription, reads.push, now);
    case "unpush":
      return unsubscribe(t, from, frame.endpoint ?? null);
    case "front":
      return front(from, frame.front, now);
    case "reading":
      return reading(t, from, frame.on);
  }
}
