import type { ComponentChildren } from "preact";

/**
 * A seat's name on its chip. A chip's width is fixed (so that plays line
 * up), and a long name is cut with an ellipsis; a name that ends in a
 * number ("机器人 10", "Bot 11", a table's own names) keeps its number
 * whole and cuts the words before it, so that seats 10, 11 and 12 never
 * all read "机器人 …". `children` (the seat's turn clock) stand after the
 * name, whole: the name gives way to them, and the chip keeps its height.
 */
export function ChipName({ name, dot, children }: { readonly name: string; readonly dot: { readonly on: boolean; readonly away?: boolean; readonly title?: string }; readonly children?: ComponentChildren }) {
  const m = /^(.*\S)(\s+\d+)$/u.exec(name);
  return (
    <div class="chip-name seat-name">
      <span class={`dot${dot.on ? " on" : ""}${dot.away ? " away" : ""}`} title={dot.title ?? ""} />
      {m ? (
        <>
          <span class="nm">{m[1]}</span>
          <span class="no">{m[2]}</span>
        </>
      ) : (
        <span class="nm">{name}</span>
      )}
      {children}
    </div>
  );
}
