/**
 * Notifications on their way out, off the alarm's path: a batch of the
 * push rows due is claimed in storage (one transaction: the whole batch or
 * none of it), posted without the alarm waiting (push/send.ts: a timeout,
 * no redirects, only to the push services allowed), and settled when the
 * push services have answered or the timeout has passed. One batch at a
 * time; the subscriptions found gone go back to the table as a command.
 */
import { type PushPolicy } from "../commands/subscriptions";
import { pushHostsOf } from "../push/hosts";
import { type Poster, type PushJob, type PushTiming, type Vapid, claimPushes, fetchPoster, postPushes, pushTimingOf, settlePushes, vapidOf } from "../push/send";
import type { TableStore } from "../store/table-store";
import type { TableEnv } from "./table-env";

export class PushBatches {
  /** Whether the table may notify, and where to (read once from the environment). */
  readonly policy: PushPolicy;
  readonly #vapid: Vapid | null;
  readonly #timing: PushTiming;
  readonly #poster: Poster;
  /** The batch in flight (never awaited by the alarm), and until when its rows are leased. */
  #inFlight: { readonly done: Promise<void>; readonly leaseUntil: number } | null = null;

  constructor(
    env: TableEnv,
    private readonly ctx: DurableObjectState,
    private readonly store: TableStore,
    /**
     * A batch's answers are in: the table runs `settle` (which writes them to
     * the outbox and returns the subscriptions found gone) in its guard,
     * removes those subscriptions and sets its alarm again.
     */
    private readonly settled: (settle: () => string[]) => Promise<void>,
  ) {
    this.#vapid = vapidOf(env);
    const hosts = pushHostsOf(env.PUSH_HOSTS);
    if (hosts.bad.length > 0) console.warn(`table: PUSH_HOSTS entries that are not a host (they allow nothing): ${hosts.bad.join(", ")}`);
    this.policy = { on: this.#vapid !== null, hosts: hosts.hosts };
    this.#timing = pushTimingOf(env.PUSH_TIMEOUT_MS);
    this.#poster = fetchPoster(this.#timing);
  }

  /**
   * While a batch is in flight, until when its rows are leased (null: none
   * in flight). Rows due meanwhile wait for the batch to settle (which sets
   * the alarm again), or for the lease to end if the object went away with it.
   */
  leasedUntil(): number | null {
    return this.#inFlight?.leaseUntil ?? null;
  }

  /**
   * When the outbox next needs the alarm: its D1 rows when due; its push
   * rows when due, but while a batch is in flight not before its lease ends
   * (the batch settling sets the alarm again for the next one).
   */
  outboxAt(): number | null {
    const { delivery, push } = this.store.outbox.times();
    const leased = this.leasedUntil();
    const pushAt = push !== null && leased !== null ? Math.max(push, leased) : push;
    return delivery === null ? pushAt : pushAt === null ? delivery : Math.min(delivery, pushAt);
  }

  /** Starts a batch of the notifications due, unless one is in flight. Never throws, never waits. */
  start(now: number): void {
    if (this.#inFlight) return;
    let claimed: ReturnType<typeof claimPushes>;
    try {
      claimed = this.ctx.storage.transactionSync(() => claimPushes(this.store.outbox, this.store.push, now, this.#timing.leaseMs));
    } catch (e) {
      // Nothing claimed: the rows stay due for the next alarm.
      this.store.outbox.reset();
      console.error(`table: notifications could not be claimed: ${String(e)}`);
      return;
    }
    const { jobs, leaseUntil } = claimed;
    if (jobs.length === 0) return;
    // Started on the next microtask, so the batch is known to be in flight before any of it runs.
    const done = Promise.resolve().then(() => this.#send(jobs));
    this.#inFlight = { done, leaseUntil };
    // The object's own work: it outlives the alarm that started it.
    this.ctx.waitUntil(done);
  }

  async #send(jobs: readonly PushJob[]): Promise<void> {
    const results = await postPushes(jobs, this.#vapid, this.policy.hosts, this.#poster);
    this.#inFlight = null;
    await this.settled(() => settlePushes(this.store.outbox, results, Date.now()));
  }
}
