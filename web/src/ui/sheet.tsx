/**
 * A sheet over the table (a trick, a result, the rules, settings): a Close
 * button when it can be closed, Escape closes it too, and a tap on the
 * dimmed table around it. The site header stays above it (the language
 * toggle works while a sheet is open).
 */
import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";
import { t } from "../i18n";

export function Sheet({ name, label, onClose, wide, onTouch, children }: {
  readonly name: string;
  readonly label: string;
  readonly onClose?: (() => void) | undefined;
  readonly wide?: boolean;
  /** Any touch of the sheet itself: a tap, a scroll, a wheel, a key (a result's reader: table/turn/use-reading.ts). */
  readonly onTouch?: ((e: Event) => void) | undefined;
  readonly children: ComponentChildren;
}) {
  // Escape works from the moment the sheet shows: the key is bound in the same
  // commit that adds the sheet (a layout effect; a plain effect runs after the
  // paint, so an Escape pressed at once was lost), once per sheet, and it
  // calls whichever onClose the latest render gave (callers pass a new
  // closure on every render, and rebinding each time left gaps too).
  const close = useRef(onClose);
  close.current = onClose;
  const closable = onClose !== undefined;
  useLayoutEffect(() => {
    if (!closable) return;
    const key = (e: KeyboardEvent) => {
      if (e.key === "Escape") close.current?.();
    };
    window.addEventListener("keydown", key);
    return () => window.removeEventListener("keydown", key);
  }, [closable]);
  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-label={label} data-overlay={name} onClick={onClose}>
      <div class={`sheet${wide ? " wide" : ""}`} onClick={(e) => e.stopPropagation()}
        onPointerDown={onTouch} onWheel={onTouch} onScroll={onTouch} onKeyDown={onTouch}>
        {children}
        {onClose ? (
          <div class="buttons end">
            <button type="button" data-action="close" onClick={onClose}>{t("close")}</button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
