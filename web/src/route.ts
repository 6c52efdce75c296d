/**
 * Where the page is: the start page, a table (/t/:id), a replay (/g/:id,
 * or /g/:id/:hand on one hand, counted from 1), the guided hands (/learn,
 * /learn/:game) or a game's rules (/rules/:preset); and whether it is
 * embedded (?embed=1).
 */
export type Route =
  | { readonly page: "start" }
  | { readonly page: "table"; readonly id: string }
  | { readonly page: "replay"; readonly id: string; readonly hand: number | null }
  /** The guided hands: the list (/learn) or one game's (/learn/tractor). */
  | { readonly page: "learn"; readonly game: string | null }
  | { readonly page: "rules"; readonly id: string };

export function currentRoute(path = location.pathname): Route {
  const m = /^\/(t|g|rules)\/([A-Za-z0-9_-]{1,64})(?:\/([1-9][0-9]{0,3}))?\/?$/.exec(path);
  if (m?.[1] !== "g" && m?.[3] === undefined && m) return { page: m[1] === "t" ? "table" : "rules", id: m[2] as string };
  if (m?.[1] === "g") return { page: "replay", id: m[2] as string, hand: m[3] === undefined ? null : Number(m[3]) };
  // The server serves only /learn and /learn/<a lesson>; learn.js shows the list for anything else.
  if (path.startsWith("/learn")) return { page: "learn", game: path.slice(7) || null };
  return { page: "start" };
}

export function isEmbedded(): boolean {
  return new URLSearchParams(location.search).get("embed") === "1";
}

const listeners = new Set<() => void>();

export function onRoute(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Goes to another page of the app without reloading. */
export function navigate(path: string): void {
  history.pushState(null, "", path);
  for (const fn of listeners) fn();
}

if (typeof window !== "undefined") window.addEventListener("popstate", () => listeners.forEach((fn) => fn()));
