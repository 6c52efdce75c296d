/**
 * The log's explanations come as their own script (explain.js,
 * web/src/table/side/explain.ts), outside the page's budget: asked for by the
 * table's log once the table has drawn, and by a note that needs it.
 */
import { useEffect, useState } from "preact/hooks";
import type * as Explain from "./explain";

let loading: Promise<typeof Explain> | null = null;
let loaded: typeof Explain | null = null;

/** The module once loaded (null until then); the first caller asks for it, every caller gets it. */
export function useExplain(): typeof Explain | null {
  const [m, setM] = useState(loaded);
  useEffect(() => {
    if (m) return;
    // A separate build: the path is not resolved by the bundler on purpose.
    const url = "/explain.js";
    loading ??= import(/* @vite-ignore */ url) as Promise<typeof Explain>;
    void loading.then((x) => setM((loaded = x)), () => (loading = null));
  }, []);
  return m;
}
