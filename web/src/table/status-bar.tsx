/**
 * The table's status bar. A bar that wraps moves the table down when the
 * friend calls appear (issue 27, defect 4), and a line past the right edge
 * hid the clock and cut the calls mid-word (issue 57, item 3). So the bar
 * tries, in turn, until its line fits (`data-fit`, read by app.css):
 *   0. every item, with its label;
 *   1. without the items marked `data-drop="1"`, the least needed (the way
 *      back to the last hand; who is out, which the seats' chips show);
 *   2. without any `data-drop` item (the catchers' points, which the chips
 *      show seat by seat; the deal's number and the score to reach);
 *   3. without the words before each value ("Trump", "Called", "Clock":
 *      kept for screen readers);
 *   4. as 3, wrapped onto more lines, the calls breaking between calls only:
 *      the trump, the calls and the clock are never hidden nor cut.
 * From step 1 on, a "more" mark at the right edge opens every item, with
 * its words, wrapped, in a sheet just below the bar, over the table:
 * nothing moves. A tap elsewhere, Escape, the mark again, or a button in
 * the sheet closes it.
 *
 * `children` are the bar's items (shown in both places); `acts` are the
 * table's buttons, which stand in the header row and so only once.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n";

export function StatusBar({ children, acts }: { readonly children: ComponentChildren; readonly acts: ComponentChildren }) {
  const bar = useRef<HTMLDivElement>(null);
  const mark = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const [open, setOpen] = useState<{ top: number; left: number; width: number } | null>(null);

  // Which step fits (above)? Asked after every render (the items change with
  // each move) and whenever the bar's width changes (a phone turned, the side
  // panel docked). Each step is set, then measured at once (reading the width
  // lays the bar out again, before the browser paints): one pass from step 0,
  // so the answer depends on the width alone and cannot flip back and forth.
  // The mark is part of the line from step 1 on (app.css), so it covers nothing.
  const measure = () => {
    const el = bar.current;
    if (!el) return;
    let fit = 0;
    while (((el.dataset.fit = String(fit)), fit < 4 && el.scrollWidth > el.clientWidth)) fit++;
    setOver(fit > 0);
  };
  useLayoutEffect(measure);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // A line that fits again needs no sheet.
  useEffect(() => {
    if (!over) setOpen(null);
  }, [over]);

  // Bound before the browser paints the sheet (a layout effect): a tap or Escape the moment it shows must close it
  // (bound in an effect, after the paint, a quick tap on a loaded machine was lost and the sheet stayed).
  useLayoutEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      const target = e.target as Node | null;
      if (target && (sheet.current?.contains(target) || mark.current?.contains(target))) return;
      setOpen(null);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(null);
    };
    document.addEventListener("pointerdown", away, true);
    document.addEventListener("keydown", key);
    window.addEventListener("resize", away);
    return () => {
      document.removeEventListener("pointerdown", away, true);
      document.removeEventListener("keydown", key);
      window.removeEventListener("resize", away);
    };
  }, [open !== null]);

  const toggle = () => {
    const el = bar.current;
    if (open || !el) return setOpen(null);
    const r = el.getBoundingClientRect();
    setOpen({ top: r.bottom, left: r.left, width: r.width });
  };

  return (
    <>
      <div class="status-bar" ref={bar}>
        {children}
        {acts}
        <button type="button" class="link status-more-mark" ref={mark} data-action="status-more" aria-expanded={open !== null}
          aria-label={t("statusMore")} title={t("statusMore")} onClick={toggle}>⋯</button>
      </div>
      {open ? (
        // A button in it (the last hand's result) opens its own sheet: this one goes.
        <div class="status-more" ref={sheet} data-part="status-more" role="dialog" aria-label={t("statusMore")}
          style={{ top: `${open.top}px`, left: `${open.left}px`, width: `${open.width}px` }}
          onClick={(e) => (e.target as Element | null)?.closest("button") && setOpen(null)}>
          {children}
        </div>
      ) : null}
    </>
  );
}
