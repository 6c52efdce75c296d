/**
 * React's `useSyncExternalStore` on preact/hooks: draw from a store outside
 * the component tree (the table handle) and draw again when its snapshot
 * changes. preact/compat has one, but importing it brings the whole compat
 * layer into the bundle (it patches preact's options when loaded, so the
 * bundler keeps all of it): 2.3 KB gzipped more on the table page, which
 * would leave 0.6 KB of its 60 KB budget; this one costs 0.1 KB. Preact
 * renders without concurrency, so a snapshot compared once more when
 * subscribing is all it takes not to miss a change.
 */
import { useEffect, useReducer, useRef } from "preact/hooks";

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const drawn = useRef(value);
  drawn.current = value;
  useEffect(() => {
    const check = () => {
      if (!Object.is(drawn.current, getSnapshot())) redraw(0);
    };
    // A change between this render and the subscription.
    check();
    return subscribe(check);
  }, [subscribe, getSnapshot]);
  return value;
}
