/**
 * A table's rules as a link: the start page's choices (game, players,
 * house rules, pace) in the address, so anyone who opens it gets the start
 * page set the same way and creates the same kind of table.
 */
import { fits } from "../../../src/engine/client";
import type { TableSettings } from "../../../src/protocol";
import { CLIENT_READING, TABLE_SETTINGS } from "../../../src/protocol/server-frames";

export interface RuleSet {
  readonly game: string;
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly settings: TableSettings;
}

export function ruleSetLink(r: RuleSet): string {
  const json = JSON.stringify({ g: r.game, n: r.players, o: r.options, s: r.settings });
  const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${location.origin}/?rules=${b64}`;
}

/** The rule set in this page's address, if any (the server checks it again when the table is created). */
export function ruleSetFromUrl(search = location.search): RuleSet | null {
  const raw = new URLSearchParams(search).get("rules");
  if (!raw) return null;
  try {
    const bin = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const o = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))) as { g?: unknown; n?: unknown; o?: unknown; s?: unknown };
    if (typeof o.g !== "string" || typeof o.n !== "number") return null;
    const obj = (x: unknown) => (x && typeof x === "object" && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
    // Settings that are not the table's (a link made by hand) are left out: the page's own pace applies.
    return { game: o.g, players: o.n, options: obj(o.o), settings: fits(TABLE_SETTINGS, o.s, CLIENT_READING) ? o.s : {} };
  } catch {
    return null;
  }
}
