/**
 * Waits on something that changes by events (a socket's frames, its close)
 * rather than by polling: each wait is a check run again whenever `recheck()`
 * is called, resolved when it holds, failed with its own words when its bound
 * runs out. `until.ts` is for what has to be asked for; this is for what is
 * told.
 */
export class Checks {
  readonly #pending = new Set<() => void>();

  /** Resolves once `holds()` is true (looked at now and on every `recheck()`); fails after `timeoutMs` with `failure()`. */
  wait(holds: () => boolean, failure: () => string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!holds()) return;
        this.#pending.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#pending.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      this.#pending.add(check);
      check();
    });
  }

  /** Looks at every pending wait again (call it on each event that may change what they wait for). */
  recheck(): void {
    for (const check of [...this.#pending]) check();
  }
}
