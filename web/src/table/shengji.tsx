/**
 * A Shengji table (Tractor, Da Bai Fen, Zhao Pengyou) from one seat's view:
 * the seats around the table with levels, cards, points and roles; the
 * trick in the middle; the hand sorted by trump and suit; and the panel for
 * what this seat does now (declare, bury, call, play). Every rule question
 * goes to the engine's hints; every move goes to the server, whose refusal
 * is shown in words near the hand.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { ShengjiView } from "../../../src/engine";
import { checkPlay, isTrumpCard, playHint, sortCards, suggestion } from "../../../src/engine/shengji/hints";
import { t, suitWord } from "../i18n";
import { CardRow, cardLabel } from "../ui/card";
import { Hand } from "../ui/hand";
import { GameOver, HandResultView } from "./shengji-result";
import { BidPanel, BuryPanel, CallPanel } from "./shengji-panels";
import { seatName, trumpLabel } from "./names";
import { Ring } from "./ring";
import type { TableHandle } from "./use-table";

function ordinalLabel(o: number | "other"): string {
  if (o === "other") return t("other");
  return `#${o}`;
}

/** What happened that people should not miss (a friend revealed, a failed throw). */
function announcement(h: TableHandle): string | null {
  for (const e of h.events) {
    if (e.type === "friend") return t("friendRevealed", { name: seatName(h, e.seat) });
    if (e.type === "throw-failed") return t("throwFailed", { name: seatName(h, e.seat) });
  }
  return null;
}

function PlayPanel({ h, view, cards, selected, clear, select }: {
  readonly h: TableHandle;
  readonly view: ShengjiView;
  readonly cards: readonly string[];
  readonly selected: ReadonlySet<number>;
  readonly clear: () => void;
  readonly select: (cards: readonly string[]) => void;
}) {
  const hint = playHint(view);
  if (!hint) return null;
  const chosen = [...selected].map((i) => cards[i] as string);
  const pre = chosen.length > 0 ? checkPlay(view, chosen) : null;
  const suggest = () => {
    const s = suggestion(view);
    if (s) select(s);
  };
  return (
    <div class="panel play" data-panel="play">
      <p class="turn-now">{t("yourTurn")}</p>
      <p class="hint" data-hint="play">
        {hint.leading
          ? t("leadAny")
          : t("follow", { n: hint.size ?? 0, m: hint.mustFromSuit ?? 0, suit: suitWord(hint.suitWords ?? "") })}
      </p>
      {pre?.error ? <p class="precheck" data-precheck="error">{pre.error.message}</p> : pre?.throw ? <p class="precheck">{t("throwNote")}</p> : null}
      <div class="buttons">
        <button type="button" class="primary big" data-action="play" disabled={h.busy || chosen.length === 0} onClick={() => {
          void h.act({ type: "play", cards: chosen }).then((ok) => ok && clear());
        }}>
          {t("play")} {chosen.length > 0 ? `(${chosen.length})` : ""}
        </button>
        <button type="button" data-action="hint" onClick={suggest}>{t("hint")}</button>
        <button type="button" data-action="clear" disabled={chosen.length === 0} onClick={clear}>{t("clear")}</button>
      </div>
    </div>
  );
}

function LastTrick({ h, view, onClose }: { readonly h: TableHandle; readonly view: ShengjiView; readonly onClose: () => void }) {
  const last = view.lastTrick;
  return (
    <div class="overlay" role="dialog" aria-label={t("lastTrick")} data-overlay="last-trick" onClick={onClose}>
      <div class="sheet" onClick={(e) => e.stopPropagation()}>
        <h3>{t("lastTrick")}</h3>
        {last ? (
          <ul class="plays">
            {last.plays.map((p) => (
              <li key={p.seat} class={p.seat === last.winning ? "winner" : ""}>
                <span class="who">{seatName(h, p.seat)}{p.seat === last.winning ? " ★" : ""}</span>
                <CardRow cards={p.cards} />
              </li>
            ))}
          </ul>
        ) : null}
        {last ? <p class="muted">{t("points")}: {last.points}</p> : null}
        <button type="button" onClick={onClose}>{t("close")}</button>
      </div>
    </div>
  );
}

export function ShengjiTable({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const { client } = h;
  const you = view.you;
  const cards = useMemo(() => sortCards(view, view.cards), [view.cards.join(","), view.trump?.suit, view.trump?.rank, view.phase]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [showLast, setShowLast] = useState(false);
  const handKey = `${view.hand}:${view.phase}:${cards.join(",")}`;
  // A new hand, phase or set of cards: the old selection means nothing.
  useEffect(() => setSelected(new Set()), [handKey]);
  const toggle = (i: number) => {
    const next = new Set(selected);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setSelected(next);
  };
  const selectCards = (want: readonly string[]) => {
    const next = new Set<number>();
    const left = want.slice();
    cards.forEach((c, i) => {
      const k = left.indexOf(c);
      if (k >= 0) {
        left.splice(k, 1);
        next.add(i);
      }
    });
    setSelected(next);
  };
  const clear = () => setSelected(new Set());
  const hint = playHint(view);
  const makers = new Set(view.makers);
  const catchersPoints = view.maker === null ? 0 : view.seats.reduce((sum, s, i) => sum + (makers.has(i) ? 0 : s.won), 0);
  const trick = view.trick && view.trick.plays.length > 0 ? view.trick : view.lastTrick;
  const trickIsOld = trick !== null && trick !== view.trick;
  const news = announcement(h);
  const tableSeats = client.table?.seats ?? [];

  const chip = (seat: number) => {
    const s = view.seats[seat];
    const info = tableSeats[seat];
    const turn = view.turn === seat || ((view.phase === "burying" || view.phase === "calling") && view.maker === seat);
    const role = view.maker === seat ? t("maker") : makers.has(seat) ? t("friend") : null;
    return (
      <div class={`chip${turn ? " turn" : ""}${seat === you ? " me" : ""}${makers.has(seat) ? " maker-side" : ""}`} data-seat={seat} data-turn={turn ? "1" : "0"}>
        <div class="chip-name">
          <span class={`dot${info?.connected || info?.bot ? " on" : ""}${info?.standIn ? " away" : ""}`} title={info?.standIn ? t("away") : ""} />
          {seatName(h, seat)}
        </div>
        <div class="chip-meta">
          <span title={t("level")}>{t("level")} {s?.levelName}</span>
          <span>🂠{s?.cards}</span>
          {s && s.won > 0 ? <span class="pts">{s.won}{t("won")}</span> : null}
        </div>
        {role ? <div class={`role ${view.maker === seat ? "maker" : "friend"}`}>{role}</div> : null}
      </div>
    );
  };

  const play = (seat: number) => {
    if (view.phase === "dealing") {
      const bid = view.bids.filter((b) => b.seat === seat).pop();
      return bid ? <div class={`played bid${view.bid?.seat === seat ? " standing" : " old"}`}><CardRow cards={Array.from({ length: bid.count }, () => bid.card)} /></div> : null;
    }
    const p = trick?.plays.find((x) => x.seat === seat);
    if (!p) return null;
    return (
      <div class={`played${trickIsOld ? " old" : ""}${trick?.winning === seat ? " winning" : ""}`} data-played={seat}>
        <CardRow cards={p.cards} />
      </div>
    );
  };

  const center = (
    <div class="center-info">
      {view.phase === "dealing" ? (
        <>
          <div>{view.toDeal > 0 ? t("dealing", { n: view.toDeal }) : t("dealt")}</div>
          <div class="muted">{view.bid ? `${t("currentBid")}: ${seatName(h, view.bid.seat)} ${view.bid.count}× ${cardLabel(view.bid.card)}` : t("noBid")}</div>
        </>
      ) : view.phase === "burying" && view.maker !== you ? (
        <div>{t("waitBury", { name: seatName(h, view.maker ?? 0), n: view.kittySize })}</div>
      ) : view.phase === "calling" && view.maker !== you ? (
        <div>{t("waitCall", { name: seatName(h, view.maker ?? 0) })}</div>
      ) : view.phase === "playing" && view.turn !== null && view.turn !== you ? (
        <div class="muted">{t("turnOf", { name: seatName(h, view.turn) })}</div>
      ) : null}
      {view.trick && view.trick.points > 0 ? <div class="pts">{t("points")}: {view.trick.points}</div> : null}
    </div>
  );

  return (
    <main class="game shengji" data-phase={view.phase}>
      <div class="status-bar">
        <span class="stat" data-stat="trump"><small>{t("trump")}</small> <b class={view.trump?.suit === "H" || view.trump?.suit === "D" ? "red" : ""}>{trumpLabel(view.trump)}</b></span>
        <span class="stat" data-stat="catchers"><small>{t("catchers")}</small> <b>{catchersPoints}</b></span>
        {view.calls.length > 0 ? (
          <span class="stat calls" data-stat="calls">
            <small>{t("calls")}</small>{" "}
            {view.calls.map((c, i) => (
              <b key={i} class={c.by !== null ? "found" : ""}>
                {cardLabel(c.card)} {ordinalLabel(c.ordinal)}
                {c.by !== null ? ` → ${seatName(h, c.by)}` : ""}
              </b>
            ))}
          </span>
        ) : null}
        <span class="spacer" />
        {view.lastTrick !== null ? (
          <button type="button" class="link" data-action="last-trick" onClick={() => setShowLast(true)}>{t("lastTrick")}</button>
        ) : null}
        {client.host && view.phase !== "over" ? (
          <button type="button" class="link danger" data-action="end" onClick={() => {
            if (confirm(t("endGame"))) client.end();
          }}>{t("endGame")}</button>
        ) : null}
      </div>
      <Ring players={view.players} bottom={you ?? 0} direction={view.rules.direction} chip={chip} play={play} center={center} />
      <div class="dock">
        {news ? <p class="notice event" data-notice="event">{news}</p> : null}
        {h.notice ? (
          <p class="notice refusal" role="alert" data-notice="refusal">
            <b>{t("refused")}:</b> {h.notice.text}
          </p>
        ) : null}
        {you !== null && view.phase === "dealing" ? <BidPanel h={h} view={view} /> : null}
        {you !== null && view.phase === "burying" && view.maker === you ? (
          <BuryPanel h={h} view={view} chosen={[...selected].map((i) => cards[i] as string)} select={selectCards} clear={clear} />
        ) : null}
        {you !== null && view.phase === "calling" && view.maker === you ? <CallPanel h={h} view={view} /> : null}
        {you !== null && view.phase === "playing" ? <PlayPanel h={h} view={view} cards={cards} selected={selected} clear={clear} select={selectCards} /> : null}
        {you !== null ? (
          <Hand cards={cards} selected={selected} playable={hint?.playable ?? null} isTrump={(c) => isTrumpCard(view, c)}
            onToggle={view.phase === "burying" || view.phase === "playing" ? toggle : undefined} />
        ) : (
          <p class="muted center">{t("watching")}</p>
        )}
      </div>
      {showLast ? <LastTrick h={h} view={view} onClose={() => setShowLast(false)} /> : null}
      {view.phase === "scored" && view.lastResult !== null ? <HandResultView h={h} view={view} /> : null}
      {view.phase === "over" || client.table?.phase === "over" ? <GameOver h={h} view={view} /> : null}
    </main>
  );
}
