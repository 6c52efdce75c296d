/**
 * The table's status bar: one line, always (a bar that wraps moves the
 * table down when the friend calls appear: issue 27, defect 4). On a phone
 * that line can be wider than the screen (five calls, a found friend's
 * name, the clock), and what lies past the right edge was only found by
 * swiping a bar that shows no scrollbar. So when the line does not fit, a
 * "more" mark stands at its right edge, and a tap on it opens every item
 * of the bar, wrapped, in a sheet just below it, over the table: nothing
 * moves. A tap elsewhere, Escape, the mark again, or a button in the sheet
 * closes it.
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

  // Does the line fit? Asked after every render (the items change with each
  // move) and whenever the bar's width changes (a phone turned, the side
  // panel docked). Only the items count, never the mark (it comes last and
  // lies over the line), so showing it cannot change the answer.
  const measure = () => {
    const el = bar.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    let end = 0;
    for (const item of el.children) {
      if (item === mark.current) continue;
      const r = item.getBoundingClientRect();
      // The buttons stand in the header row (absolutely placed) unless the table is embedded.
      if (r.width > 0 && getComputedStyle(item).position !== "absolute") end = Math.max(end, r.right - box.left + el.scrollLeft);
    }
    setOver(end > el.clientWidth - parseFloat(getComputedStyle(el).paddingRight || "0") + 1);
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
        {over ? (
          <button type="button" class="link status-more-mark" ref={mark} data-action="status-more" aria-expanded={open !== null}
            aria-label={t("statusMore")} title={t("statusMore")} onClick={toggle}>⋯</button>
        ) : null}
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
