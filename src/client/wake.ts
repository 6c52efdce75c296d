/**
 * The moments a page's connection should be looked at again at once, not at
 * the next turn of a backoff: the network came back (`online`), went away
 * (`offline`), the page came to the front (`visibilitychange` to visible) or
 * back from the back-forward cache (`pageshow` with `persisted`). A phone
 * drops its sockets when it sleeps, switches networks or puts a tab in the
 * background, and says so through exactly these events.
 *
 * Where there is no window (Node: tests, bots, benches) nothing is listened
 * to. The events come from `globalThis` and `document`, whatever they are
 * on the platform, so this file names no DOM type.
 */

export type Wake = "online" | "offline" | "visible";

interface Target {
  addEventListener(type: string, fn: (e: unknown) => void): void;
  removeEventListener(type: string, fn: (e: unknown) => void): void;
}

function isTarget(x: unknown): x is Target {
  return typeof (x as Partial<Target> | null)?.addEventListener === "function" && typeof (x as Partial<Target>).removeEventListener === "function";
}

/** Calls `on` at each such moment; returns what stops listening. */
export function onWake(on: (why: Wake) => void): () => void {
  const win: unknown = globalThis;
  const doc: unknown = (globalThis as { document?: unknown }).document;
  if (!isTarget(win)) return () => undefined;
  const online = () => on("online");
  const offline = () => on("offline");
  const shown = (e: unknown) => {
    if ((e as { persisted?: boolean } | null)?.persisted) on("visible");
  };
  const visibility = () => {
    if ((doc as { visibilityState?: string }).visibilityState === "visible") on("visible");
  };
  win.addEventListener("online", online);
  win.addEventListener("offline", offline);
  win.addEventListener("pageshow", shown);
  if (isTarget(doc)) doc.addEventListener("visibilitychange", visibility);
  return () => {
    win.removeEventListener("online", online);
    win.removeEventListener("offline", offline);
    win.removeEventListener("pageshow", shown);
    if (isTarget(doc)) doc.removeEventListener("visibilitychange", visibility);
  };
}
