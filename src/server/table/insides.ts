/** A table's inside numbers, for the operator only (the Worker checks the token): tests and benchmarks wait on these, not on time. */
import type { TableStore } from "../store/table-store";

export function insidesOf(store: TableStore, instance: string, storageBytes: number): Record<`x-table-${string}`, string> {
  const outbox = store.outbox.rows();
  // The lobby line is not history: a listed table keeps it in its outbox for its renewals (delivery.ts).
  const history = outbox.filter((r) => r.kind !== "push" && r.kind !== "lobby");
  return {
    // Names this instance: a new one after every wake, so benchmarks can see that a table hibernated.
    "x-table-instance": instance,
    "x-table-storage-bytes": String(storageBytes),
    // History on its way to D1: rows waiting, and how many of them have failed at least once.
    "x-table-outbox-pending": String(history.length),
    "x-table-outbox-failed": String(history.filter((r) => r.attempts > 0).length),
    // Notifications: browsers subscribed, and notifications not yet sent.
    "x-table-push-subs": String(store.push.all().length),
    "x-table-push-pending": String(outbox.filter((r) => r.kind === "push").length),
  };
}
