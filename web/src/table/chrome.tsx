/**
 * What every game's table has around the seats: the buttons at the end of
 * the status bar (the log and chat on a phone, the menu, the last trick,
 * the host's "end the game"), the side panel (docked at the right on a
 * laptop, opened over the table on a phone), and the menu sheet.
 */
import { useState } from "preact/hooks";
import { lang, t } from "../i18n";
import { SidePanel } from "./side-panel";
import { TableMenu, paceOf, paceWords } from "./table-menu";
import { type TableHandle, standingIn } from "./use-table";

export function useChrome() {
  const [side, setSide] = useState(false);
  const [menu, setMenu] = useState(false);
  return { side, setSide, menu, setMenu };
}
export type Chrome = ReturnType<typeof useChrome>;

export function StatusActions({ h, c, over, onLast }: { readonly h: TableHandle; readonly c: Chrome; readonly over: boolean; readonly onLast: (() => void) | null }) {
  const { client } = h;
  const pace = paceOf(client.table?.settings);
  return (
    <>
      <span class="spacer" />
      {client.deadline !== null ? (
        // A turn-based table: the clock is a date (the server's, in this browser's time zone).
        <span class="stat clock" data-stat="deadline" data-deadline={client.deadline} title={t("deadline")}>
          ⏱{new Date(client.deadline).toLocaleString(lang === "zh" ? "zh-CN" : "en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })}
        </span>
      ) : pace.turnSeconds > 0 ? <span class="stat clock" data-stat="pace" title={paceWords(pace)}>⏱{pace.turnSeconds >= 3600 ? `${pace.turnSeconds / 3600}h` : `${pace.turnSeconds}s`}</span> : null}
      {onLast ? <button type="button" class="link" data-action="last-trick" onClick={onLast}>{t("lastTrick")}</button> : null}
      <button type="button" class="link side-toggle" data-action="side" aria-expanded={c.side} onClick={() => c.setSide(!c.side)}>
        {t("log")}{h.chat.length > 0 ? ` · ${t("chat")} ${h.chat.length}` : ""}
      </button>
      <button type="button" class="link" data-action="menu" aria-label={t("menu")} onClick={() => c.setMenu(true)}>⚙</button>
      {client.host && !over ? (
        <button type="button" class="link danger" data-action="end" onClick={() => {
          if (confirm(t("endConfirm"))) client.end();
        }}>{t("endGame")}</button>
      ) : null}
    </>
  );
}

export function ChromeParts({ h, c }: { readonly h: TableHandle; readonly c: Chrome }) {
  return (
    <>
      {standingIn(h.client) ? (
        // Any touch sends `back` (use-table.ts); the button says so to a person who reads first.
        <button type="button" class="notice event stand-in-note" data-notice="stand-in" onClick={() => h.client.back()}>{t("standInYou")}</button>
      ) : null}
      <div class={`side-dock${c.side ? " open" : ""}`}>
        <SidePanel h={h} onClose={() => c.setSide(false)} />
      </div>
      {c.menu ? <TableMenu h={h} onClose={() => c.setMenu(false)} /> : null}
    </>
  );
}
