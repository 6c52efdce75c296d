/**
 * A Shengji table (Tractor, Da Bai Fen, Zhao Pengyou) from one seat's view:
 * the seats around the table with levels, cards, points and roles; the
 * trick in the middle; the hand sorted by trump and suit; and the panel for
 * what this seat does now (declare, bury, call, play). Every rule question
 * goes to the engine's hints; every move goes to the server, whose refusal
 * is shown in words near the hand. Forced moves play by themselves (a
 * setting), and cards chosen before the turn go out when it comes.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { ShengjiView } from "../../../../src/engine";
import { checkPlay, forcedPlay, isTrumpCard, playHint, sortCards, suggestion } from "../../../../src/engine/client";
import { refusalText } from "../../errors";
import { t, suitWord } from "../../i18n";
import { CardRow, cardLabel } from "../../ui/card";
import { Hand } from "../../ui/hand";
import { ChipName } from "../chip-name";
import { ChromeParts, TableActs, TableClock, useChrome } from "../chrome";
import { GameOver, HandResultView, roleOf } from "./result";
import { BidPanel, BuryPanel, CallPanel } from "./panels";
import { levelText, seatName, trumpLabel } from "../names";
import type * as Explain from "../side/explain";
import { useExplain } from "../side/explain-loader";
import { explainContext, LineParts } from "../side/side-panel";
import { Ring } from "../ring";
import { StatusBar } from "../status-bar";
import { Sheet } from "../../ui/sheet";
import { useTurnNotice } from "../turn-notice";
import { useQueuedPlay } from "../use-queued-play";
import { positions, useSelection } from "../use-selection";
import type { TableHandle } from "../use-table";

function ordinalLabel(o: number | "other"): string {
  if (o === "other") return t("other");
  return `#${o}`;
}


/** The failed throw of the trick in play: what was tried, what was led instead, why, and the penalty. Shown until the trick ends. */
function FailedThrow({ h, view, ex }: { readonly h: TableHandle; readonly view: ShengjiView; readonly ex: typeof Explain | null }) {
  const trick = view.trick;
  const led = trick?.plays[0];
  if (!trick?.attempted || !led) return null;
  const seat = led.seat;
  const penalty = [...view.penalties].reverse().find((p) => p.seat === seat)?.points ?? 0;
  // Who can beat which part, and what it cost, in the log's words (explain.ts) once they are here.
  const e = h.log.findLast((x) => x.type === "throw-failed" && x.attempted.join() === trick.attempted?.join());
  const why = ex && e ? ex.explainLog([e], explainContext(h)).slice(1) : [];
  return (
    <div class="notice throw" role="status" data-notice="throw">
      <b>{t("throwFailed", { name: seatName(h, seat) })}</b>{" "}
      <span class="throw-cards"><CardRow cards={trick.attempted} /> → <CardRow cards={led.cards} /></span>
      {why.length > 0 ? why.map((l, i) => <div key={i}><LineParts l={l} /></div>) : (
        <>
          <br />
          {view.rules.throwFailure === "lowest-card" ? t("throwWhyLowest") : t("throwWhy")}{" "}
          {penalty > 0 ? <b data-penalty={penalty}>{t("penaltyNote", { p: penalty })}</b> : t("noPenalty")}
        </>
      )}
    </div>
  );
}

function PlayPanel({ h, view, chosen, clear, select, queued }: {
  readonly h: TableHandle;
  readonly view: ShengjiView;
  readonly chosen: readonly string[];
  readonly clear: () => void;
  readonly select: (cards: readonly string[]) => void;
  readonly queued: boolean;
}) {
  const hint = playHint(view);
  if (!hint) {
    // Not this seat's turn: cards chosen now are a queued play.
    return chosen.length > 0 && queued ? (
      <div class="panel play queued" data-panel="queued">
        <p class="hint">{t("queued", { n: chosen.length })}</p>
        <div class="buttons"><button type="button" data-action="clear" onClick={clear}>{t("clear")}</button></div>
      </div>
    ) : null;
  }
  const pre = chosen.length > 0 ? checkPlay(view, chosen) : null;
  const need = hint.size ?? 0;
  const must = hint.mustFromSuit ?? 0;
  const suit = suitWord(hint.suitWords ?? "");
  // One line for what is wrong: the pre-check before sending, else the server's refusal.
  const problem = pre?.error ? refusalText(pre.error) : h.notice ? refusalText(h.notice) : null;
  return (
    <div class="panel play" data-panel="play">
      <p class="hint" data-hint="play" data-lead={hint.leading ? "1" : undefined} data-need={hint.leading ? undefined : need}>
        <b class="turn-now">{t("yourTurn")}:</b>{" "}
        {hint.leading ? t("leadAny") : must === 0 ? t("followVoid", { n: need, suit }) : must === need ? t("followAll", { n: need, suit }) : t("follow", { n: need, m: must, suit })}
      </p>
      {problem ? (
        <p class="precheck" role="alert" data-precheck="error">{problem}</p>
      ) : pre?.throw ? (
        <p class="precheck">{t("throwNote")}</p>
      ) : null}
      <div class="buttons">
        <button type="button" class="primary big" data-action="play" disabled={h.busy || chosen.length === 0 || !!pre?.error} onClick={() => {
          void h.act({ type: "play", cards: chosen.slice() }).then((ok) => ok && clear());
        }}>
          {t("play")} {chosen.length > 0 ? `(${chosen.length})` : ""}
        </button>
        <button type="button" data-action="hint" onClick={() => {
          const s = suggestion(view);
          if (s) select(s);
        }}>{t("hint")}</button>
        <button type="button" data-action="clear" disabled={chosen.length === 0} onClick={clear}>{t("clear")}</button>
      </div>
    </div>
  );
}

function LastTrick({ h, view, onClose }: { readonly h: TableHandle; readonly view: ShengjiView; readonly onClose: () => void }) {
  const last = view.lastTrick;
  return (
    <Sheet name="last-trick" label={t("lastTrick")} onClose={onClose}>
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
    </Sheet>
  );
}

export function ShengjiTable({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const { client } = h;
  const you = view.you;
  const cards = useMemo(() => sortCards(view, view.cards), [view.cards.join(","), view.trump?.suit, view.trump?.rank, view.phase]);
  const [showLast, setShowLast] = useState(false);
  const [showResult, setShowResult] = useState(false);
  const chrome = useChrome();
  // A new hand, phase or set of cards: the old selection means nothing.
  const handKey = `${view.hand}:${view.phase}:${cards.join(",")}`;
  const hint = playHint(view);
  const sel = useSelection(h, cards, handKey, view.phase === "playing" && hint === null);
  const { selected, chosen, clear } = sel;
  // The maker's hand as dealt, to mark the cards the kitty brought until they are buried.
  const dealt = useRef<{ hand: number; cards: readonly string[] } | null>(null);
  if (view.phase === "dealing") dealt.current = { hand: view.hand, cards: view.cards };
  const kittyMarks = useMemo(() => {
    if (view.phase !== "burying" || view.maker !== you || dealt.current?.hand !== view.hand) return null;
    const before = positions(cards, dealt.current.cards);
    return new Set(cards.map((_, i) => i).filter((i) => !before.has(i)));
  }, [handKey]);
  const myTurn = hint !== null || (view.maker === you && you !== null && (view.phase === "burying" || view.phase === "calling"));
  useTurnNotice(myTurn);
  // When the turn comes: a queued play goes out if it is legal; else a forced play (the only legal one), if the player allows it.
  useQueuedPlay(h, sel, {
    spot: `${view.hand}:${view.tricksPlayed}:${view.trick?.plays.length ?? 0}`,
    myTurn: hint !== null,
    legal: (c) => !checkPlay(view, c).error,
    forced: () => {
      const cards = forcedPlay(view);
      return cards ? { type: "play", cards } : null;
    },
    sent: (ok) => ok && clear(),
  });

  // A hand's result: up by itself when the hand ends (it may be closed), and reachable again after the next hand starts.
  const [dismissed, setDismissed] = useState(-1);
  useEffect(() => {
    if (view.phase === "scored") setShowResult(false);
  }, [view.phase]);

  const makers = new Set(view.makers);
  const catchersPoints = view.maker === null ? 0 : view.seats.reduce((sum, s, i) => sum + (makers.has(i) ? 0 : s.won), 0);
  const trick = view.trick && view.trick.plays.length > 0 ? view.trick : view.lastTrick;
  const trickIsOld = trick !== null && trick !== view.trick;
  const tableSeats = client.table?.seats ?? [];
  const friendNews = h.events.find((e) => e.type === "friend");
  // Trump just set: a note that says why this seat is the maker (explain.ts), until the next move.
  const ex = useExplain();
  const makerWhy = ex?.explainLog(h.events, explainContext(h)).find((l) => l.event === "trump" && l.kind === "why");

  const chip = (seat: number) => {
    const s = view.seats[seat];
    const info = tableSeats[seat];
    const turn = view.turn === seat || ((view.phase === "burying" || view.phase === "calling") && view.maker === seat);
    const role = roleOf(view, seat, view.maker, view.makers);
    const name = seatName(h, seat);
    const label = [name, `${t("level")} ${levelText(s?.levelName ?? "")}`, `${s?.cards ?? 0} ${t("cards")}`, s && s.won > 0 ? `${s.won} ${t("won")}` : "", role?.text ?? "", turn ? t("toPlay") : ""]
      .filter(Boolean)
      .join(", ");
    return (
      <div class={`chip${turn ? " turn" : ""}${seat === you ? " me" : ""}${makers.has(seat) ? " maker-side" : ""}`} data-seat={seat} data-turn={turn ? "1" : "0"}
        role="group" aria-label={label}>
        <ChipName name={name} dot={{ on: Boolean(info?.connected || info?.bot), away: Boolean(info?.standIn), title: info?.standIn ? t("away") : "" }} />
        {/* One line on a phone: every seat holds as many cards as the viewer's hand shows (the maker
            a kitty more while burying), so the count gives way there to keep the chip's height fixed. */}
        <div class="chip-meta one-line">
          <span title={t("level")}>{t("lv")}{levelText(s?.levelName ?? "")}</span>
          <span class="count">🂠{s?.cards}</span>
          {s && s.won > 0 ? <span class="pts">{s.won}{t("won")}</span> : null}
        </div>
        {role ? <div class={`role ${role.kind}`} data-role={role.kind}>{role.text}</div> : null}
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
      <div key={`${view.tricksPlayed}:${p.cards.join(",")}`} class={`played${trickIsOld ? " old" : ""}${trick?.winning === seat ? " winning" : ""}`} data-played={seat}>
        <CardRow cards={p.cards} />
      </div>
    );
  };

  // The declaration stays in view after the deal: who declared, with which cards (or the kitty's turned cards).
  const declared = view.phase !== "dealing" && view.bid ? (
    <span data-note="declared" data-cards={Array.from({ length: view.bid.count }, () => view.bid?.card).join(" ")}>
      {t("declaredBy", { name: seatName(h, view.bid.seat) })} <b class={/^[HD]/.test(view.bid.card) ? "red" : ""}>{Array.from({ length: view.bid.count }, () => cardLabel(view.bid?.card as string)).join(" ")}</b>
    </span>
  ) : view.phase !== "dealing" && view.turned.length > 0 ? (
    <span data-note="declared" data-cards={view.turned.join(" ")}>{t("turnedKitty")} {view.turned.map(cardLabel).join(" ")}</span>
  ) : null;

  const center = (
    <>
      {view.phase === "dealing" ? (
        <>
          <span>{view.toDeal > 0 ? t("dealing", { n: view.toDeal }) : t("dealt")}</span>
          <span class="muted">{view.bid ? `${t("currentBid")}: ${seatName(h, view.bid.seat)} ${view.bid.count}× ${cardLabel(view.bid.card)}` : t("noBid")}</span>
        </>
      ) : view.phase === "burying" && view.maker !== you ? (
        <span>{t("waitBury", { name: seatName(h, view.maker ?? 0), n: view.kittySize })}</span>
      ) : view.phase === "calling" && view.maker !== you ? (
        <span>{t("waitCall", { name: seatName(h, view.maker ?? 0) })}</span>
      ) : view.phase === "playing" && view.turn !== null && view.turn !== you ? (
        <span class="muted">{t("turnOf", { name: seatName(h, view.turn) })}</span>
      ) : null}
      {declared}
      {view.trick && view.trick.points > 0 ? <span class="pts">{t("points")}: {view.trick.points}</span> : null}
    </>
  );

  // While a bid stands and trump is not yet fixed, the status bar shows the bid's trump.
  const bidTrump = view.trump === null && view.bid ? cardLabel(view.bid.card) : null;
  const trumpRed = (view.trump?.suit ?? view.bid?.card[0]) === "H" || (view.trump?.suit ?? view.bid?.card[0]) === "D";
  const over = view.phase === "over" || client.table?.phase === "over";
  return (
    <main class="game shengji" data-phase={view.phase}>
      <StatusBar acts={<TableActs h={h} c={chrome} onLast={view.lastTrick !== null ? () => setShowLast(true) : null} />}>
        <span class="stat" data-stat="trump"><small>{t("trump")}</small> <b class={trumpRed ? "red" : ""}>{bidTrump ? `${bidTrump}?` : trumpLabel(view.trump)}</b></span>
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
        {view.lastResult && (view.phase !== "scored" || dismissed === view.hand) && !over ? (
          <button type="button" class="link" data-action="last-result" onClick={() => setShowResult(true)}>{t("lastHand")}</button>
        ) : null}
        <TableClock h={h} />
      </StatusBar>
      <Ring players={view.players} bottom={you ?? 0} direction={view.rules.direction} chip={chip} play={play} center={center}
        sweepTo={trickIsOld ? (trick?.winning ?? null) : null} />
      <div class="dock">
        {friendNews && friendNews.type === "friend" ? <p class="notice event" data-notice="event">{t("friendRevealed", { name: seatName(h, friendNews.seat) })}</p> : null}
        {makerWhy ? <p class="notice event" data-notice="maker"><LineParts l={makerWhy} /></p> : null}
        <FailedThrow h={h} view={view} ex={ex} />
        {you !== null && view.phase === "dealing" ? <BidPanel h={h} view={view} /> : null}
        {you !== null && view.phase === "burying" && view.maker === you ? (
          <BuryPanel h={h} view={view} chosen={chosen} select={sel.select} clear={clear} />
        ) : null}
        {you !== null && view.phase === "calling" && view.maker === you ? <CallPanel h={h} view={view} /> : null}
        {you !== null && view.phase === "playing" ? <PlayPanel h={h} view={view} chosen={chosen} clear={clear} select={sel.select} queued={sel.queued} /> : null}
        {/* On this seat's turn the play panel says a refusal in its one line; at other times it stands here. */}
        {h.notice && !hint && h.notice.code !== "started" ? (
          <p class="notice refusal" role="alert" data-notice="refusal"><b>{t("refused")}:</b> {refusalText(h.notice)}</p>
        ) : null}
        {you !== null ? (
          <Hand cards={cards} selected={selected} playable={hint?.playable ?? null} isTrump={(c) => isTrumpCard(view, c)} marked={kittyMarks}
            onToggle={view.phase === "burying" || view.phase === "playing" ? sel.toggle : undefined} />
        ) : (
          <p class="muted center">{t("watchingGame")}</p>
        )}
      </div>
      <ChromeParts h={h} c={chrome} over={over} />
      {showLast ? <LastTrick h={h} view={view} onClose={() => setShowLast(false)} /> : null}
      {((view.phase === "scored" && dismissed !== view.hand) || showResult) && view.lastResult !== null && !over ? (
        <HandResultView h={h} view={view} onClose={() => {
          setShowResult(false);
          setDismissed(view.hand);
        }} />
      ) : null}
      {over ? <GameOver h={h} view={view} /> : null}
    </main>
  );
}
