/**
 * A compact text form of the action log, for D1 and replays: a finished
 * game of twelve players runs to thousands of actions, and D1 rows are
 * capped at 1 MB. One entry is the actor (a seat number, or `t` for the
 * table), a letter for the action, then its cards:
 *   `3p:S10,S10` seat 3 plays two tens of spades · `td` the table draws a
 *   card · `td108` draws 108 · `0b:H2` bids · `2u:S3,S4` buries (`U` face up)
 *   · `2k:HA1,SAo` calls the first HA and "the other" SA · `1x` passes ·
 *   `4p:S5,S6,S7,S8,S9/I` plays as category I · `tc` closes bidding ·
 *   `tn` next hand · `tD` deals (Zheng Fen) · `0m` misdeal · `2z` takes back
 *   its last play or bid (playTakeback, bidTakeback).
 * Entries are separated by spaces.
 */
import type { GameAction } from "./game";
import type { Actor } from "./types";

export interface LogEntry {
  readonly actor: Actor;
  readonly action: GameAction;
}

const cardsOf = (s: string) => (s === "" ? [] : s.split(","));

export function encodeEntry(e: LogEntry): string {
  const who = e.actor === "table" ? "t" : String(e.actor);
  const a = e.action;
  switch (a.type) {
    case "draw":
      return `${who}d${a.count ?? ""}`;
    case "close-bidding":
      return `${who}c`;
    case "next-hand":
      return `${who}n`;
    case "deal":
      return `${who}D`;
    case "misdeal":
      return `${who}m`;
    case "pass":
      return `${who}x`;
    case "takeback":
      return `${who}z`;
    case "bid":
      return `${who}b:${a.cards.join(",")}`;
    case "bury":
      return `${who}${a.exposed ? "U" : "u"}:${a.cards.join(",")}`;
    case "call":
      return `${who}k:${a.friends.map((f) => ("other" in f ? `${f.card}o` : `${f.card}${f.ordinal}`)).join(",")}`;
    case "play":
      return `${who}p:${a.cards.join(",")}${"as" in a && a.as ? `/${a.as}` : ""}`;
  }
}

export function decodeEntry(text: string): LogEntry {
  const m = /^(t|\d{1,2})([a-zA-Z])(\d*)(?::(.*))?$/.exec(text);
  if (!m) throw new Error(`bad log entry "${text.slice(0, 40)}"`);
  const actor: Actor = m[1] === "t" ? "table" : Number(m[1]);
  const body = m[4] ?? "";
  const action = ((): GameAction => {
    switch (m[2]) {
      case "d":
        return m[3] ? { type: "draw", count: Number(m[3]) } : { type: "draw" };
      case "c":
        return { type: "close-bidding" };
      case "n":
        return { type: "next-hand" };
      case "D":
        return { type: "deal" };
      case "m":
        return { type: "misdeal" };
      case "x":
        return { type: "pass" };
      case "z":
        return { type: "takeback" };
      case "b":
        return { type: "bid", cards: cardsOf(body) };
      case "u":
        return { type: "bury", cards: cardsOf(body) };
      case "U":
        return { type: "bury", cards: cardsOf(body), exposed: true };
      case "k":
        return {
          type: "call",
          friends: cardsOf(body).map((f) => {
            const c = /^(.+?)(o|\d)$/.exec(f);
            if (!c) throw new Error(`bad call "${f}"`);
            return c[2] === "o" ? { card: c[1] as string, other: true as const } : { card: c[1] as string, ordinal: Number(c[2]) };
          }),
        };
      case "p": {
        const [cards, as] = body.split("/");
        const play = { type: "play" as const, cards: cardsOf(cards ?? "") };
        return as ? ({ ...play, as } as GameAction) : play;
      }
      default:
        throw new Error(`bad log entry "${text.slice(0, 40)}"`);
    }
  })();
  return { actor, action };
}

export function encodeLog(entries: readonly LogEntry[]): string {
  return entries.map(encodeEntry).join(" ");
}

export function decodeLog(text: string): LogEntry[] {
  return text === "" ? [] : text.split(" ").map(decodeEntry);
}
