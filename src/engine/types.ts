/** Types every game of the engine shares. */

/** A seat at the table, 0..n−1 in play order. */
import type { RuleCode } from "./rule-codes";

export type Seat = number;
/** Who takes an action: a seat, or the table itself (dealing the next card, closing a hand). */
export type Actor = Seat | "table";
/** Who a view is for. */
export type Viewer = Seat | "spectator";

/** The values a refusal's words carry, by name (docs/ENGINE.md lists them per code). */
export type RuleParams = Readonly<Record<string, string | number>>;

/**
 * A refused action. `code` is stable (clients and tests match on it);
 * `message` says in words a player understands what is wrong and, where
 * there is one, what to do instead. `params` carries the values in the
 * message (counts, cards, suits, seats, shapes), so that a client can word
 * the refusal in another language from the code and its params. Neither
 * ever names a card the player may not know.
 */
export interface RuleError {
  readonly code: RuleCode;
  readonly message: string;
  readonly params?: RuleParams;
}

export type Step<State, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: RuleError };

/** A refusal as a value; `params` only when the message carries values. */
export function ruleError(code: RuleCode, message: string, params?: RuleParams): RuleError {
  return params === undefined ? { code, message } : { code, message, params };
}

export function refuse(code: RuleCode, message: string, params?: RuleParams): { ok: false; error: RuleError } {
  return { ok: false, error: ruleError(code, message, params) };
}

export function assertNever(x: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(x)}`);
}
