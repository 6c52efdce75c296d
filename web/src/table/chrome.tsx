/**
 * What every game's table has around the seats: its buttons (the last
 * trick, the log and chat, the menu), which stand in the page's header row
 * (in the status bar when embedded) so that the status bar keeps one line
 * whatever the hand brings; the side panel (docked at the right on a
 * laptop, opened over the table on a phone); and the menu sheet, where the
 * host ends the game, away from the buttons people tap while playing.
 */
import { useState } from "preact/hooks";
import { lang, t } from "../i18n";
import { SidePanel } from "./side/side-panel";
import { TableMenu, clockWords } from "./table-menu";
import { TurnClock, clockLeft } from "./turn/turn-clock";
import { type TableHandle, standingIn } from "./use-table";

export function useChrome() {
  const [side, setSide] = useState(false);
  const [menu, setMenu] = useState(false);
  return { side, setSide, menu, setMenu };
}
export type Chrome = ReturnType<typeof useChrome>;

/** The table's clock in the status bar: a turn-based table's date, your own countdown while the table waits for you, else the turn's seconds. */
export function TableClock({ h }: { readonly h: TableHandle }) {
  const clock = h.client.table?.clock ?? null;
  if (clockLeft(h, h.client.you)) return <TurnClock h={h} seat={h.client.you} stat />;
  if (h.client.deadline !== null) {
    // A turn-based table: the clock is a date (the server's, in this browser's time zone).
    return (
      // Said in words like the bar's other items: an emoji clock is an empty box where no emoji font is installed.
      <span class="stat clock" data-stat="deadline" data-deadline={h.client.deadline}>
        <small>{t("deadline")}</small> <b>{new Date(h.client.deadline).toLocaleString(lang === "zh" ? "zh-CN" : "en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })}</b>
      </span>
    );
  }
  return clock ? <span class="stat" data-stat="pace" title={clockWords(clock)}><small>{t("clock")}</small> <b>{clock.turnSeconds >= 3600 ? `${clock.turnSeconds / 3600}h` : `${clock.turnSeconds}s`}</b></span> : null;
}

/** The table's buttons: the last trick, the log and chat, the menu. */
export function TableActs({ h, c, onLast }: { readonly h: TableHandle; readonly c: Chrome; readonly onLast: (() => void) | null }) {
  return (
    <span class="table-acts" data-part="acts">
      {onLast ? <button type="button" class="link" data-action="last-trick" onClick={onLast}>{t("lastTrick")}</button> : null}
      <button type="button" class="link side-toggle" data-action="side" aria-expanded={c.side} onClick={() => c.setSide(!c.side)}>
        {t("log")}{h.chat.length > 0 ? <b class="badge" aria-label={t("chat")}>{h.chat.length}</b> : null}
      </button>
      <button type="button" class="link" data-action="menu" aria-label={t("menu")} onClick={() => c.setMenu(true)}>⚙</button>
    </span>
  );
}

/**
 * "A bot is playing for you": a bar of its own right below the status bar
 * (issue 57, item 2), in the page's flow, so it covers neither the header,
 * the status bar nor a seat (the table gives it room); it goes when the
 * person is back. Any touch sends `back` (use-table.ts); the bar says so to
 * a person who reads first.
 */
export function StandInBar({ h }: { readonly h: TableHandle }) {
  return standingIn(h.client) ? (
    <button type="button" class="notice event stand-in-note" data-notice="stand-in" onClick={() => h.client.back()}>{t("standInYou")}</button>
  ) : null;
}

export function ChromeParts({ h, c, over }: { readonly h: TableHandle; readonly c: Chrome; readonly over: boolean }) {
  return (
    <>
      <div class={`side-dock${c.side ? " open" : ""}`}>
        <SidePanel h={h} onClose={() => c.setSide(false)} />
      </div>
      {c.menu ? <TableMenu h={h} over={over} onClose={() => c.setMenu(false)} /> : null}
    </>
  );
}
