/** The rows of a table's storage, as the rest of the server sees them. */
import type { BotLevel } from "../../engine";
import type { GamePlayer, PracticeOf, TableSettings } from "../../protocol";
import type { PushSub } from "./push-subs";

/** What the Worker asks a new table to be. */
export interface TableInit {
  readonly tableId: string;
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly players: number;
  readonly settings: TableSettings;
  readonly hostHash: string;
  /** A practice table (commands/practice.ts): where its one hand comes from. */
  readonly practice?: PracticeOf;
  /** Who made it: their address's hash (address.ts), for the lobby's lines per address. Absent for tables made before it was kept. */
  readonly creator?: string | null;
  /**
   * Tests only: the secret every game of this table deals from, in place of
   * a fresh cryptographic one (taken only where `takesTestSeeds`, worker/env.ts).
   * Never shown: the summary names its fields by hand.
   */
  readonly testSeed?: string;
}

/** The table's settings as stored. */
export interface TableConfig extends TableInit {
  readonly createdAt: number;
}

export interface SeatRow {
  readonly seat: number;
  readonly name: string | null;
  readonly tokenHash: string | null;
  /** A bot holds the seat. */
  readonly bot: boolean;
  /**
   * Since when a bot may stand in for the seat's person: their socket
   * closed then, or their turn clock ran out (they are back when they act
   * or reconnect); null otherwise.
   */
  readonly awaySince: number | null;
  /** Grows (table-wide) on every change of who holds the seat or of their socket: sockets hold `{ seat, epoch }`. */
  readonly epoch: number;
  /** The holder left during this hand: a bot plays the seat, and only they may come back, until the hand ends. */
  readonly leftHand: number | null;
  /** The holder sat down after the game started: a turn clock applies even at a table without one. */
  readonly late: boolean;
  /** How well the seat's bot plays (a bot seat's; stand-ins play at the level the table's pace allows: pace/pacing.ts `standInLevelOf`). */
  readonly botLevel: BotLevel;
}

/** The game in play (or last played): fixed when it starts. */
export interface GameRow {
  readonly gameId: string;
  /** Server-only until the game is over. */
  readonly seed: string;
  readonly startedAt: number;
  readonly game: string;
  readonly options: Record<string, unknown>;
  /** Number of seats. */
  readonly count: number;
  /** Who sat where at the start. */
  readonly players: readonly GamePlayer[];
  /** Set when the host ended the game before its end. */
  readonly endedAt?: number;
  /**
   * A person has held a seat in this game: only then does it go to D1 (hands.ts `recorded`). False
   * for a game of bots alone, until a person sits down in it; absent in games stored before this was kept.
   */
  readonly people?: boolean;
}

export interface OutboxRow {
  readonly id: string;
  readonly kind: string;
  readonly payload: string;
  readonly attempts: number;
  readonly nextAt: number;
}

/** What the host's bans keep out of the seats: client addresses and seat holders (hashes both). */
export interface BanList {
  readonly addresses: ReadonlySet<string>;
  /** Seat tokens (their hashes) of people the host kicked with a ban. */
  readonly holders: ReadonlySet<string>;
}

/** One write to the table's SQLite storage (see TableStore.write). */
export type Row =
  | { readonly t: "log"; readonly seq: number; readonly entry: string; readonly at: number; readonly act: string | null }
  | { readonly t: "snapshot"; readonly seq: number; readonly state: string }
  | { readonly t: "seat"; readonly row: SeatRow }
  | { readonly t: "resize"; readonly players: number }
  | { readonly t: "config"; readonly config: TableConfig }
  | { readonly t: "game"; readonly game: GameRow }
  | { readonly t: "clear-game" }
  | { readonly t: "meta"; readonly key: string; readonly value: string }
  | { readonly t: "answer"; readonly seat: number; readonly id: string; readonly answer: string; readonly seq: number }
  | { readonly t: "ban"; readonly holder: string | null; readonly addresses: readonly string[]; readonly at: number }
  | { readonly t: "saw"; readonly holder: string; readonly address: string; readonly at: number }
  | { readonly t: "rename-holder"; readonly from: string; readonly to: string }
  | { readonly t: "outbox"; readonly id: string; readonly kind: string; readonly payload: string; readonly at: number }
  | { readonly t: "push-sub"; readonly sub: PushSub }
  /** One endpoint's subscription, or (endpoint null) every one of `holder`'s. */
  | { readonly t: "push-unsub"; readonly holder: string | null; readonly endpoint: string | null };

/** Meta keys of facts kept beside the rows. */
export const META = { epoch: "epoch", chat: "chat", leftAt: "leftAt", handFrom: "handFrom", push: "push", bankSpent: "bankSpent", arrivedAt: "arrivedAt", passed: "passed", clockSetAt: "clockSetAt", personSat: "personSat" } as const;
