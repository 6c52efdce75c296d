/**
 * The one bounded wait of the test tree (Node, the browser tests and the
 * Workers pool alike): polls a condition until it holds, and when the bound
 * runs out fails with what it waited for and the last state it saw, so that
 * a failure on CI explains itself from the log alone. Tests wait for the
 * event or state they mean, never for time (no fixed pauses): the poll's
 * interval is this helper's business only.
 */

/**
 * What a wait is for, in words: a string, or `{ for, seen }` where `seen`
 * says (when the bound runs out) what the test saw last: the phase, the
 * version, whose turn; or a function giving both at once. A function is read
 * only then, so it may be costly.
 */
export type Waiting = string | (() => string) | { readonly for: string; readonly seen: () => string | Promise<string> };

export interface UntilOptions {
  /** The bound (ms): only a hang reaches it. */
  readonly timeoutMs?: number;
  /** How often to look (ms): a look that costs round trips (a browser page) may ask for less often. */
  readonly everyMs?: number;
}

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The words of a wait that ran out (the `seen` part read now, and never throwing). */
export async function describeWait(waiting: Waiting): Promise<string> {
  if (typeof waiting === "string") return waiting;
  if (typeof waiting === "function") {
    try {
      return waiting();
    } catch (e) {
      return `(could not say: ${e instanceof Error ? e.message : String(e)})`;
    }
  }
  const seen = await Promise.resolve()
    .then(waiting.seen)
    .catch((e: unknown) => `(could not say: ${e instanceof Error ? e.message : String(e)})`);
  return `${waiting.for}; last seen: ${seen}`;
}

/**
 * Resolves once `ok()` holds; looks again every `everyMs` (25) until
 * `timeoutMs` (20 s) has passed, then fails saying what it waited for and
 * what it saw. `ok` may return a value other than a boolean: any truthy
 * value counts, and is what the wait resolves to.
 */
export async function until<T>(ok: () => T | Promise<T>, waiting: Waiting, opts: UntilOptions | number = {}): Promise<Exclude<T, false | null | undefined | 0 | "">> {
  const { timeoutMs = 20_000, everyMs = 25 } = typeof opts === "number" ? { timeoutMs: opts } : opts;
  const end = Date.now() + timeoutMs;
  for (;;) {
    const got = await ok();
    if (got) return got as Exclude<T, false | null | undefined | 0 | "">;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${await describeWait(waiting)}`);
    await pause(everyMs);
  }
}
