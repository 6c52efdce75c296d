/**
 * Beside the table: the game log (bids, trump, friends revealed, failed
 * throws and their penalty, who won each trick with how many points) and
 * the table's chat with quick reactions, and the hands played so far
 * (history-panel.tsx). On a laptop it stands at the
 * table's right; on a phone it opens over the table from the status bar.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { GameEvent } from "../../../src/engine/game";
import { t } from "../i18n";
import { CardRow } from "../ui/card";
import { HistoryPanel } from "./history-panel";
import { seatName, trumpLabel } from "./names";
import type { TableHandle } from "./use-table";

const REACTIONS = ["👍", "👏", "😂", "😮", "😅", "🙏"];

/** One line of the log for an event, or null for events not worth a line (a card drawn, a play). */
function logLine(h: TableHandle, e: GameEvent): ComponentChildren | null {
  const name = (s: number) => <b>{seatName(h, s)}</b>;
  switch (e.type) {
    case "hand-started":
      return <span class="log-head">{t("result", { n: e.hand + 1 })}</span>;
    case "dealt":
      return <span class="log-head">{t("deal")} {e.deal}</span>;
    case "bid":
      return <>{name(e.seat)} {t(e.kind === "declare" ? "logDeclares" : e.kind === "overcall" ? "logOvercalls" : e.kind === "defend" ? "logDefends" : "logReinforces")} <CardRow cards={Array.from({ length: e.count }, () => e.card)} /></>;
    case "redeal":
      return <>{t("logRedeal")}</>;
    case "trump":
      return <>{t("trump")} <b>{trumpLabel(e.trump)}</b> · {t("maker")} {name(e.maker)}</>;
    case "buried":
      return e.exposed ? <>{name(e.seat)} {t("logBuriedUp")} <CardRow cards={e.exposed} /></> : <>{name(e.seat)} {t("logBuried", { n: e.count })}</>;
    case "called":
      return <>{t("calls")}: <CardRow cards={e.calls.map((c) => c.card)} /></>;
    case "friend":
      return <span class="log-friend">{t("friendRevealed", { name: seatName(h, e.seat) })}</span>;
    case "throw-failed":
      return (
        <span class="log-throw">
          {t("throwFailed", { name: seatName(h, e.seat) })} <CardRow cards={e.attempted} /> → <CardRow cards={e.forced} />
          {e.penalty > 0 ? ` · ${t("penaltyNote", { p: e.penalty })}` : ""}
        </span>
      );
    case "trick":
      return <>{t("logTrick", { name: seatName(h, e.winner), p: e.points })}</>;
    case "trick-won":
      return <>{t("logTrick", { name: seatName(h, e.seat), p: e.points })}</>;
    case "went-out":
      return <>{name(e.seat)} {t("out")} #{e.place}</>;
    case "hand-over":
      return <b>{e.result.winner === "makers" ? t("makersWin") : e.result.winner === "catchers" ? t("catchersWin") : t("nobodyMoves")} · {t("totalPoints")} {e.result.catcherPoints}</b>;
    case "deal-scored":
      return <b>{t("deal")} {e.deal} · {t("out")} #1 {seatName(h, e.first)}</b>;
    case "game-over":
      return <b>{t("gameOver")}</b>;
    default:
      return null;
  }
}

/**
 * A list that shows its newest line: at the end when a line comes, and
 * whenever it comes into view (on a phone the panel is hidden until opened,
 * and a hidden list cannot scroll: it opened at its oldest line).
 */
function useNewestInView(lines: number) {
  const list = useRef<HTMLOListElement>(null);
  const toEnd = () => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  };
  // Before the browser paints the new line: never a frame with it out of view.
  useLayoutEffect(toEnd, [lines]);
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    // Shown (its box goes from nothing to something) or resized: the newest line again.
    const ro = new ResizeObserver(toEnd);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return list;
}

export function GameLog({ h }: { readonly h: TableHandle }) {
  const lines = h.log.map((e, i) => ({ e, i, line: logLine(h, e) })).filter((x) => x.line !== null);
  const list = useNewestInView(lines.length);
  return (
    <ol class="log" data-log="game" aria-live="polite" ref={list}>
      {lines.length === 0 ? <li class="muted">{t("logEmpty")}</li> : null}
      {lines.map(({ e, i, line }) => (
        <li key={i} data-event={e.type}>{line}</li>
      ))}
    </ol>
  );
}

export function Chat({ h }: { readonly h: TableHandle }) {
  const [text, setText] = useState("");
  const list = useNewestInView(h.chat.length);
  const send = (s: string) => {
    const v = s.trim();
    if (!v) return;
    h.client.chat(v.slice(0, 300));
    setText("");
  };
  return (
    <div class="chat" data-section="chat">
      <ol class="log chat-lines" ref={list}>
        {h.chat.length === 0 ? <li class="muted">{t("chatEmpty")}</li> : null}
        {h.chat.map((c, i) => (
          <li key={i} data-chat={i}><b>{c.seat !== null ? seatName(h, c.seat) : c.name}</b>: {c.text}</li>
        ))}
      </ol>
      <div class="reactions">
        {REACTIONS.map((r) => <button type="button" key={r} class="reaction" data-reaction={r} aria-label={r} onClick={() => send(r)}>{r}</button>)}
      </div>
      <form class="chat-form" onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}>
        <input data-field="chat" maxLength={300} value={text} placeholder={t("chatSay")} aria-label={t("chatSay")}
          onInput={(e) => setText((e.target as HTMLInputElement).value)} />
        <button type="submit" data-action="chat-send">{t("send")}</button>
      </form>
    </div>
  );
}

/** The log and the chat, as tabs. */
export function SidePanel({ h, onClose }: { readonly h: TableHandle; readonly onClose?: () => void }) {
  const [tab, setTab] = useState<"log" | "chat" | "history">("log");
  return (
    <aside class="side-panel" data-panel="side" aria-label={t("logChat")}>
      <div class="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === "log"} class={tab === "log" ? "on" : ""} data-tab="log" onClick={() => setTab("log")}>{t("log")}</button>
        <button type="button" role="tab" aria-selected={tab === "chat"} class={tab === "chat" ? "on" : ""} data-tab="chat" onClick={() => setTab("chat")}>
          {t("chat")}{h.chat.length > 0 ? ` (${h.chat.length})` : ""}
        </button>
        <button type="button" role="tab" aria-selected={tab === "history"} class={tab === "history" ? "on" : ""} data-tab="history" onClick={() => setTab("history")}>{t("history")}</button>
        <span class="spacer" />
        {onClose ? <button type="button" class="link" data-action="close-side" onClick={onClose}>{t("close")}</button> : null}
      </div>
      {tab === "log" ? <GameLog h={h} /> : tab === "chat" ? <Chat h={h} /> : <HistoryPanel h={h} />}
    </aside>
  );
}
