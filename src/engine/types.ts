/** Types every game of the engine shares. */

/** A seat at the table, 0..n−1 in play order. */
export type Seat = number;
/** Who takes an action: a seat, or the table itself (dealing the next card, closing a hand). */
export type Actor = Seat | "table";
/** Who a view is for. */
export type Viewer = Seat | "spectator";

/**
 * A refused action. `code` is stable (clients and tests match on it);
 * `message` says in words a player understands what is wrong and, where
 * there is one, what to do instead. It never names a card the player may
 * not know.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export type Step<State, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: RuleError };

export function refuse(code: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

export function assertNever(x: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(x)}`);
}
