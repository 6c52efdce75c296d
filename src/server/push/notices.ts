/**
 * Who is told what, and when (docs/PUSH.md): the rules of notifications,
 * as pure functions over the table. A seat is notified when something
 * waits on it and none of its sockets has been in front for FRONT_MS (its
 * page hidden, or no socket at all); at most once per waiting turn, never
 * within a holder's quiet window, and never past the table's brake. The
 * table keeps what it told in a ledger (one meta row, written only when a
 * notification is decided); what is sent goes out as outbox rows, sent in
 * batches the alarm starts (push/send.ts).
 */
import { type GameState, PRESET_INFO, awaiting, isPresetName, legalActions } from "../../engine";
import { type NoticeKind, type PushNotice, isTurnBased } from "../../protocol";
import { givenName } from "../../protocol/display-names";
import { type Bucket, take } from "../limits/bucket";
import { type PendingNote, type PushLedger, TABLE_PUSH_RATE, ledgerRow } from "../store/push-ledger";
import type { Row } from "../store/rows";
import { paceOf } from "../pace/pacing";
import { heldBy } from "../seats/relation";
import type { PushSub } from "../store/push-subs";
import { deadlineOf } from "../pace/clock";
import type { Room, TableState } from "../state/table-state";

/** None of a seat's sockets in front for this long: the seat's person is not looking. */
export const FRONT_MS = 5_000;
/** A holder is notified at most once in this window (a turn that comes meanwhile is told when it ends; an event is dropped). */
export const QUIET_MS = 60_000;
/** Browsers one seat holder may have notified. */
export const SUBS_PER_HOLDER = 4;
/** A push service keeps an undelivered notification this long (seconds), then drops it. */
export const PUSH_TTL_SECONDS = 3600;
/** A host's line in a notification is cut to this many characters. */
const TEXT_CHARS = 120;

/** Queues an event for the alarm (nothing when nobody at the table has notifications on). */
export function queueNote(t: TableState, note: PendingNote): { rows: Row[]; next: TableState } {
  if (t.subs.length === 0) return { rows: [], next: t };
  const ledger = { ...t.ledger, pending: [...t.ledger.pending, note].slice(-8) };
  return { rows: [ledgerRow(ledger)], next: { ...t, ledger } };
}

/** The seat moved (or was moved for): its waiting turn is over, so the next one is told again. */
export function moved(t: TableState, seat: number): { rows: Row[]; next: TableState } {
  if (t.ledger.turns[seat] === undefined) return { rows: [], next: t };
  const turns = { ...t.ledger.turns };
  delete turns[seat];
  const ledger = { ...t.ledger, turns };
  return { rows: [ledgerRow(ledger)], next: { ...t, ledger } };
}

/** A holder's subscriptions go (they gave the seat up, or were kicked). */
export function forgetHolder(t: TableState, holder: string | null): { rows: Row[]; next: TableState } {
  if (holder === null || !t.subs.some((s) => s.holder === holder)) return { rows: [], next: t };
  return { rows: [{ t: "push-unsub", holder, endpoint: null }], next: { ...t, subs: t.subs.filter((s) => s.holder !== holder) } };
}

/** Since when nobody has been looking at a seat (null: one of its sockets is in front). */
export function absentSince(t: TableState, room: Room, seat: number): number | null {
  if (room.front.has(seat)) return null;
  return room.hiddenSince.get(seat) ?? t.seats[seat]?.awaySince ?? t.leftAt;
}

/** What waits on a seat now, if anything: its move, a bid once the deal is done, the kitty, the friend call. */
export function waitsOn(state: GameState, seat: number, bidding = legalActions(state, "table")[0]?.type === "close-bidding"): NoticeKind | null {
  if (awaiting(state).includes(seat)) {
    if (state.game === "shengji" && state.phase === "burying") return "kitty";
    if (state.game === "shengji" && state.phase === "calling") return "call";
    return "turn";
  }
  return bidding && legalActions(state, seat).some((a) => a.type === "bid") ? "bid" : null;
}

/** A seat awaited whose turn has not been told yet, and the earliest time it may be. */
interface TurnDue {
  readonly seat: number;
  readonly holder: string;
  readonly kind: NoticeKind;
  readonly at: number;
}

function turnsDue(t: TableState, room: Room, now: number): TurnDue[] {
  const state = t.state;
  if (!state || t.phase !== "playing" || !t.game) return [];
  const turns = t.ledger.game === t.game.gameId ? t.ledger.turns : {};
  const pace = paceOf(t.config.settings);
  const turnBased = isTurnBased(t.config.settings);
  const out: TurnDue[] = [];
  // Bids are open once the deal is done (the table's next step closes them): asked once, only if a seat is absent.
  let bidding: boolean | undefined;
  for (const row of t.seats) {
    const holder = heldBy(row);
    if (holder === null || turns[row.seat] !== undefined || !t.subs.some((s) => s.holder === holder)) continue;
    const since = absentSince(t, room, row.seat);
    if (since === null) continue;
    // A live table's stand-in plays for a person away past the grace: nothing waits on them then.
    if (!turnBased && row.awaySince !== null && now >= row.awaySince + pace.graceMs) continue;
    bidding ??= legalActions(state, "table")[0]?.type === "close-bidding";
    const kind = waitsOn(state, row.seat, bidding);
    if (kind === null) continue;
    out.push({ seat: row.seat, holder, kind, at: Math.max(since + FRONT_MS, (t.ledger.last[holder] ?? -Infinity) + QUIET_MS) });
  }
  return out;
}

/** When the brake next has a notification to give. */
function brakeAt(b: Bucket): number {
  return b.tokens >= 1 ? b.at : b.at + Math.ceil(((1 - b.tokens) / TABLE_PUSH_RATE.perSecond) * 1000);
}

/** When the alarm must next decide notifications (null: nothing to tell). */
export function pushAt(t: TableState, room: Room, now: number): number | null {
  if (t.subs.length === 0) return null;
  if (t.ledger.pending.length > 0) return now;
  let at: number | null = null;
  for (const d of turnsDue(t, room, now)) at = Math.min(at ?? Infinity, d.at);
  return at === null ? null : Math.max(at, brakeAt(t.ledger.bucket));
}

/** A notification to one seat's holder: an outbox row per browser (a newer one replaces one not yet sent). */
function noticeRows(subs: readonly PushSub[], holder: string, notice: PushNotice, now: number): Row[] {
  return subs.filter((s) => s.holder === holder).map((s) => ({ t: "outbox" as const, id: `push:${s.endpoint}`, kind: "push", payload: JSON.stringify({ endpoint: s.endpoint, notice }), at: now }));
}

export function notice(t: TableState, kind: NoticeKind, now: number, extra: { name?: string; text?: string } = {}): PushNotice {
  const deadline = deadlineOf(t);
  const game = t.config.game;
  return {
    v: 1, kind, table: t.config.tableId, game, gameName: isPresetName(game) ? PRESET_INFO[game].name : [game, game], url: `/t/${t.config.tableId}`, at: now,
    ...(deadline !== null && (kind === "turn" || kind === "bid" || kind === "kitty" || kind === "call") ? { deadline } : {}),
    ...(extra.name !== undefined ? { name: extra.name, ...playerOf(extra.name) } : {}),
    ...(extra.text !== undefined ? { text: extra.text.slice(0, TEXT_CHARS) } : {}),
  };
}

/** The number of a seat whose name the table gave ("Player 3": 3), for the reader's language; nothing for a chosen name. */
function playerOf(name: string): { player?: number } {
  const given = givenName(name);
  return given?.kind === "player" ? { player: Number(given.n) } : {};
}

/**
 * The notifications due now: each pending event to every seated person who
 * is not looking (but its sender), then each waiting turn whose time has
 * come. Each takes a token of the table's brake; an event past the brake
 * or in a holder's quiet window is dropped, a turn waits.
 */
export function decide(t: TableState, room: Room, now: number): { rows: Row[]; next: TableState } {
  if (t.subs.length === 0) {
    if (t.ledger.pending.length === 0) return { rows: [], next: t };
    const ledger = { ...t.ledger, pending: [] };
    return { rows: [ledgerRow(ledger)], next: { ...t, ledger } };
  }
  const game = t.game?.gameId ?? null;
  const fresh = t.ledger.game !== game;
  let bucket = t.ledger.bucket;
  const last: Record<string, number> = { ...t.ledger.last };
  const turns: Record<string, number> = fresh ? {} : { ...t.ledger.turns };
  const rows: Row[] = [];
  const tell = (holder: string, n: PushNotice): boolean => {
    if (now < (last[holder] ?? -Infinity) + QUIET_MS) return false;
    const got = take(bucket, TABLE_PUSH_RATE, now);
    bucket = got.bucket;
    if (!got.ok) return false;
    last[holder] = now;
    rows.push(...noticeRows(t.subs, holder, n, now));
    return true;
  };
  for (const d of turnsDue(t, room, now)) {
    if (d.at <= now && tell(d.holder, notice(t, d.kind, now))) turns[d.seat] = t.version;
  }
  for (const note of t.ledger.pending) {
    for (const row of t.seats) {
      const holder = heldBy(row);
      if (holder === null || row.seat === note.except || absentSince(t, room, row.seat) === null) continue;
      tell(holder, notice(t, note.kind, now, { ...(note.name !== undefined ? { name: note.name } : {}), ...(note.text !== undefined ? { text: note.text } : {}) }));
    }
  }
  const ledger: PushLedger = { game, turns, last, bucket, pending: [] };
  if (rows.length === 0 && t.ledger.pending.length === 0) return { rows: [], next: t };
  return { rows: [...rows, ledgerRow(ledger)], next: { ...t, ledger } };
}
