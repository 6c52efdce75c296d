/**
 * Beside the table: the game log (bids, trump and why that seat is the
 * maker, friends revealed, failed throws and what they cost, who won each
 * trick, how the levels moved and why: its lines come from explain.ts) and
 * the table's chat with quick reactions, and the hands played so far
 * (history-panel.tsx). On a laptop it stands at the
 * table's right; on a phone it opens over the table from the status bar.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { lang, pick, t } from "../../i18n";
import { CardRow } from "../../ui/card";
import type { ExplainContext, Line } from "./explain";
import { useExplain } from "./explain-loader";
import { HistoryPanel } from "./history-panel";
import { seatName, trumpLabel, watcherName } from "../names";
import type { TableHandle } from "../use-table";

/**
 * Quick reactions. Each goes out as its emoji (the chat's text, as every
 * client and the game's record keep it) but is drawn as a word in the
 * reader's language, on its button and in the chat: an emoji needs an emoji
 * font, and where none is installed it was an empty box (issue 57, item 7;
 * the rest of the client avoids emoji for that reason).
 */
const REACTIONS: Readonly<Record<string, readonly [string, string]>> = {
  "👍": ["Nice", "好"], "👏": ["Bravo", "厉害"], "😂": ["Haha", "哈哈"], "😮": ["Wow", "哇"], "😅": ["Oops", "哎呀"], "🙏": ["Thanks", "谢谢"],
};

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

/** What the explanations need of the table: names, trump words, the rules in play. */
export function explainContext(h: TableHandle): ExplainContext {
  const v = h.client.view;
  return { lang, name: (s) => seatName(h, s), trump: trumpLabel, rules: v?.game === "shengji" ? v.rules : null, players: v?.players ?? 0, target: v?.game === "zheng-fen" ? v.options.target : 0 };
}

/** A line's words, cards and bold names. */
export const LineParts = ({ l }: { readonly l: Line }) => <>{l.parts.map((p) => (typeof p === "string" ? p : "c" in p ? <CardRow cards={p.c} /> : <b>{p.b}</b>))}</>;

export function GameLog({ h }: { readonly h: TableHandle }) {
  // The explanations are their own script, asked for once the table has drawn (the log is mounted, shown or not,
  // so that it holds every line when a phone opens it).
  const ex = useExplain();
  const lines = ex ? ex.explainLog(h.log, explainContext(h)) : [];
  const list = useNewestInView(lines.length);
  return (
    <ol class="log" data-log="game" aria-live="polite" ref={list}>
      {lines.length === 0 ? <li class="muted">{t(ex ? "logEmpty" : "loading")}</li> : null}
      {lines.map((l, i) => (
        <li key={i} data-event={l.event} data-kind={l.kind} class={l.kind ? `log-${l.kind}` : ""}><LineParts l={l} /></li>
      ))}
    </ol>
  );
}

/** A chat line's text: a reaction as its word, anything else as written. */
function ChatText({ text }: { readonly text: string }) {
  const words = REACTIONS[text];
  return words ? <span class="reaction-word" data-reaction={text}>{pick(words)}</span> : <>{text}</>;
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
          <li key={i} data-chat={i}><b>{c.seat !== null ? seatName(h, c.seat) : watcherName(c.name)}</b>: <ChatText text={c.text} /></li>
        ))}
      </ol>
      <div class="reactions">
        {Object.entries(REACTIONS).map(([r, words]) => <button type="button" key={r} class="reaction" data-reaction={r} onClick={() => send(r)}>{pick(words)}</button>)}
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
