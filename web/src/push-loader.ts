/** Notifications' code comes as its own script (push.js, web/src/push.ts), loaded when a player asks for them or had them on. */
import type * as Push from "./push";

export function loadPush(): Promise<typeof Push> {
  // A separate build: the path is not resolved by the bundler on purpose.
  const url = "/push.js";
  return import(/* @vite-ignore */ url) as Promise<typeof Push>;
}

/** This browser asked for this table's notifications. */
export function pushWanted(tableId: string): boolean {
  try {
    return localStorage.getItem(`pengyou.push.${tableId}`) === "1";
  } catch {
    return false;
  }
}
