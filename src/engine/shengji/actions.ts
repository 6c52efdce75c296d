/**
 * Shengji actions: their types, and the check that reads an action from
 * anything (`applyShengji` takes `unknown`). The wire protocol validates the
 * same shapes at the boundary with zod (src/protocol/action-schema.ts, which
 * checks at compile time that it agrees with these types).
 */
import { isCard } from "../cards";
import type { Card } from "../cards";

/** Most cards one action may name (a hand of 12-player Shengji is 52 at most). */
export const MAX_CARDS_IN_ACTION = 64;
/** Most friends a maker calls (the `callCount` option's top: ten at twelve players). */
export const MAX_FRIEND_CALLS = 10;
/** The most packs a deck has (the `packs` option's top; `pack-per-two` deals six to twelve players): also the highest copy a call names. */
export const MAX_PACKS = 6;

export type FriendCall =
  | { card: Card; ordinal: number }
  | { card: Card; other: true };

/** What a seat does. */
export type ShengjiSeatAction =
  /** Show identical cards to declare (or overcall, reinforce, defend) trump during the deal. */
  | { type: "bid"; cards: Card[] }
  /** 001: a hand without point cards calls a misdeal before the kitty is taken. */
  | { type: "misdeal" }
  /** The maker puts cards back as the kitty; `exposed` (001) buries it face up. */
  | { type: "bury"; cards: Card[]; exposed?: boolean | undefined }
  /** The maker calls the friend cards (Zhao Pengyou). */
  | { type: "call"; friends: FriendCall[] }
  /** Lead or follow in a trick. */
  | { type: "play"; cards: Card[] };

/** Steps nobody at the table takes: the Durable Object's alarm applies them. */
export type ShengjiTableAction =
  /** Draw the next card (or `count` cards) of the deal. */
  | { type: "draw"; count?: number }
  /** The deal is over and bidding closes: trump is set, or the deal is redone. */
  | { type: "close-bidding" }
  /** After a hand's result: shuffle and start the next hand. */
  | { type: "next-hand" };

export type ShengjiAction = ShengjiSeatAction | ShengjiTableAction;

type Record_ = Record<string, unknown>;
const isRecord = (v: unknown): v is Record_ => typeof v === "object" && v !== null && !Array.isArray(v);

/** The first key of `o` not in `allowed`, for "unknown field" refusals. */
function extraKey(o: Record_, allowed: readonly string[]): string | null {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return k;
  return null;
}

function cardsProblem(v: unknown, field: string): string | null {
  if (!Array.isArray(v)) return `${field}: must be a list of cards`;
  if (v.length === 0) return `${field}: name at least one card`;
  if (v.length > MAX_CARDS_IN_ACTION) return `${field}: at most ${MAX_CARDS_IN_ACTION} cards`;
  const bad = v.findIndex((c) => typeof c !== "string" || c.length > 3 || !isCard(c));
  return bad < 0 ? null : `${field}.${bad}: not a card (write S10, HK, BJ …)`;
}

function friendCallProblem(v: unknown, at: string): string | null {
  if (!isRecord(v)) return `${at}: must be { card, ordinal } or { card, other: true }`;
  const extra = extraKey(v, ["card", "ordinal", "other"]);
  if (extra) return `${at}.${extra.slice(0, 40)}: unknown field`;
  if (typeof v.card !== "string" || !isCard(v.card)) return `${at}.card: not a card (write S10, HK, BJ …)`;
  if ("other" in v) return v.other === true && !("ordinal" in v) ? null : `${at}: "other" is true and comes without an ordinal`;
  const n = v.ordinal;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= MAX_PACKS ? null : `${at}.ordinal: a whole number from 1 to ${MAX_PACKS}`;
}

/** Fields each seat action may carry besides `type`. */
const SEAT_FIELDS: Record<ShengjiSeatAction["type"], readonly string[]> = {
  bid: ["cards"],
  misdeal: [],
  bury: ["cards", "exposed"],
  call: ["friends"],
  play: ["cards"],
};

/** Why `a` is not a seat action (naming the field), or null when it is one. */
export function seatActionProblem(a: unknown): string | null {
  if (!isRecord(a)) return "action: must be an object with a type";
  const type = a.type;
  if (typeof type !== "string" || !Object.hasOwn(SEAT_FIELDS, type)) {
    return `type: must be one of ${Object.keys(SEAT_FIELDS).join(", ")}`;
  }
  const t = type as ShengjiSeatAction["type"];
  const extra = extraKey(a, ["type", ...SEAT_FIELDS[t]]);
  if (extra) return `${extra.slice(0, 40)}: unknown field`;
  switch (t) {
    case "misdeal":
      return null;
    case "bid":
    case "play":
      return cardsProblem(a.cards, "cards");
    case "bury":
      if (a.exposed !== undefined && typeof a.exposed !== "boolean") return "exposed: true or false";
      return cardsProblem(a.cards, "cards");
    case "call": {
      if (!Array.isArray(a.friends) || a.friends.length > MAX_FRIEND_CALLS) return `friends: a list of at most ${MAX_FRIEND_CALLS} calls`;
      for (let i = 0; i < a.friends.length; i++) {
        const problem = friendCallProblem(a.friends[i], `friends.${i}`);
        if (problem) return problem;
      }
      return null;
    }
  }
}

/** `a` as a seat action, or null. */
export function asSeatAction(a: unknown): ShengjiSeatAction | null {
  return seatActionProblem(a) === null ? (a as ShengjiSeatAction) : null;
}

/** `a` as a table step, or null. */
export function asTableAction(a: unknown): ShengjiTableAction | null {
  if (!isRecord(a)) return null;
  switch (a.type) {
    case "draw": {
      if (extraKey(a, ["type", "count"])) return null;
      const n = a.count;
      return n === undefined || (typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 1000) ? (a as ShengjiTableAction) : null;
    }
    case "close-bidding":
    case "next-hand":
      return extraKey(a, ["type"]) ? null : (a as ShengjiTableAction);
    default:
      return null;
  }
}
