/**
 * The Zheng Fen rules of zf.js (zf-engine.ts) in the table page: the table
 * asks for them when it is first drawn and shows itself once they are in;
 * its parts, drawn only then, read them with `zf()`.
 */
import { useEffect, useState } from "preact/hooks";
import type * as Zf from "./zf-engine";

let loading: Promise<typeof Zf> | null = null;
let loaded: typeof Zf | null = null;

/** Whether zf.js is in (asking for it the first time). */
export function useZfEngine(): boolean {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (ready) return;
    // A separate build: the path is not resolved by the bundler on purpose.
    const url = "/zf.js";
    loading ??= import(/* @vite-ignore */ url) as Promise<typeof Zf>;
    void loading.then((m) => {
      loaded = m;
      setReady(true);
    }, () => (loading = null));
  }, []);
  return ready;
}

/** The rules, once useZfEngine said they are in. */
export function zf(): typeof Zf {
  if (!loaded) throw new Error("zf.js is not loaded yet");
  return loaded;
}

/** The rules if zf.js is in, else null (the table's own move is drawn early only then: use-table.ts). */
export function zfIfLoaded(): typeof Zf | null {
  return loaded;
}
