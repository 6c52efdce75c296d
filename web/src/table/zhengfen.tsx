/**
 * A Zheng Fen table from one seat's view: the combination to beat, play or
 * pass, who is out and in what order, points caught this deal and scores.
 * The engine reads the chosen cards (and, when jokers allow several
 * readings, lets the leader name the category); the server decides.
 */
import { useEffect, useState } from "preact/hooks";
import type { ZhengFenView } from "../../../src/engine";
import type { ZhengFenCategory } from "../../../src/engine/zhengfen/combos";
import { categoriesOf, checkZhengFenPlay, describe, describeCategory, toBeat, zhengFenHint, zhengFenSuggestion } from "../../../src/engine/zhengfen/hints";
import { t } from "../i18n";
import { navigate } from "../route";
import { CardRow } from "../ui/card";
import { Hand } from "../ui/hand";
import { seatName } from "./names";
import { Ring } from "./ring";
import type { TableHandle } from "./use-table";

export function ZhengFenTable({ h, view }: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  const { client } = h;
  const you = typeof view.viewer === "number" ? view.viewer : null;
  const cards = view.hand ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [as, setAs] = useState<ZhengFenCategory | null>(null);
  const [showLast, setShowLast] = useState(false);
  const key = `${view.deal}:${cards.join(",")}:${view.trick?.entries.length ?? 0}`;
  useEffect(() => {
    setSelected(new Set());
    setAs(null);
  }, [key]);
  const chosen = [...selected].map((i) => cards[i] as string);
  const hint = zhengFenHint(view);
  const lead = toBeat(view);
  const readings = hint?.leading && chosen.length >= 5 ? categoriesOf(chosen) : [];
  const verdict = chosen.length > 0 && hint ? checkZhengFenPlay(view, chosen, as ?? undefined) : null;
  const out = new Map(view.out.map((s, i) => [s, i + 1]));
  const entries = view.trick?.entries ?? [];

  const toggle = (i: number) => {
    const next = new Set(selected);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setSelected(next);
    setAs(null);
  };
  const suggest = () => {
    const a = zhengFenSuggestion(view);
    if (!a || a.type !== "play") return;
    const left = a.cards.slice();
    const next = new Set<number>();
    cards.forEach((c, i) => {
      const k = left.indexOf(c);
      if (k >= 0) {
        left.splice(k, 1);
        next.add(i);
      }
    });
    setSelected(next);
    setAs("as" in a && a.as ? a.as : null);
  };

  const chip = (seat: number) => (
    <div class={`chip${view.turn === seat ? " turn" : ""}${seat === you ? " me" : ""}${out.has(seat) ? " out" : ""}`} data-seat={seat} data-turn={view.turn === seat ? "1" : "0"}>
      <div class="chip-name">
        <span class={`dot${client.table?.seats[seat]?.connected || client.table?.seats[seat]?.bot ? " on" : ""}`} />
        {seatName(h, seat)}
      </div>
      <div class="chip-meta">
        <span>🂠{view.handCounts[seat]}</span>
        <span class="pts">{view.pointsCaught[seat]}{t("won")}</span>
        <span title={t("scores")}>Σ{view.scores[seat]}</span>
      </div>
      {out.has(seat) ? <div class="role friend">{t("out")} #{out.get(seat)}</div> : null}
    </div>
  );
  const play = (seat: number) => {
    // This seat's latest entry in the trick: its cards, or a pass.
    const e = [...entries].reverse().find((x) => x.seat === seat);
    if (!e) return null;
    return e.kind === "pass" ? (
      <div class="played passed">{t("passed")}</div>
    ) : (
      <div class={`played${view.trick?.current?.seat === seat ? " winning" : " old"}`} data-played={seat}><CardRow cards={e.cards} /></div>
    );
  };
  const center = (
    <div class="center-info">
      {lead ? (
        <div data-to-beat="1"><small>{t("toBeat")}</small><br />{describe(lead)}</div>
      ) : view.turn !== null && view.turn !== you ? (
        <div class="muted">{t("turnOf", { name: seatName(h, view.turn) })}</div>
      ) : null}
      {view.trick && view.trick.points > 0 ? <div class="pts">{t("points")}: {view.trick.points}</div> : null}
    </div>
  );

  return (
    <main class="game zhengfen" data-phase={view.phase}>
      <div class="status-bar">
        <span class="stat"><small>{t("deal")}</small> <b>{view.deal}</b></span>
        <span class="stat"><small>{t("target")}</small> <b>{view.options.target}</b></span>
        {view.out.length > 0 ? (
          <span class="stat"><small>{t("out")}</small> <b>{view.out.map((s) => seatName(h, s)).join(", ")}</b></span>
        ) : null}
        <span class="spacer" />
        {view.lastTrick ? (
          <button type="button" class="link" data-action="last-trick" onClick={() => setShowLast(!showLast)}>{t("lastTrick")}</button>
        ) : null}
        {client.host && view.phase !== "over" && client.table?.phase !== "over" ? (
          <button type="button" class="link danger" data-action="end" onClick={() => {
            if (confirm(t("endGame"))) client.end();
          }}>{t("endGame")}</button>
        ) : null}
      </div>
      <Ring players={view.players} bottom={you ?? 0} direction="anticlockwise" chip={chip} play={play} center={center} />
      <div class="dock">
        {h.notice ? (
          <p class="notice refusal" role="alert" data-notice="refusal"><b>{t("refused")}:</b> {h.notice.text}</p>
        ) : null}
        {hint ? (
          <div class="panel play" data-panel="play">
            <p class="turn-now">{t("yourTurn")}</p>
            <p class="hint">{hint.leading ? t("leadCombo") : hint.options > 0 ? t("beatOrPass") : t("noBeat")}</p>
            {verdict ? (
              verdict.ok ? <p class="precheck ok">{describe(verdict.pattern)}</p> : <p class="precheck" data-precheck="error">{verdict.error.message}</p>
            ) : null}
            {readings.length > 1 ? (
              <label class="opt">
                <span class="opt-label">{t("playAs")}</span>
                <select value={as ?? readings[0]} onChange={(e) => setAs((e.target as HTMLSelectElement).value as ZhengFenCategory)}>
                  {readings.map((c) => <option key={c} value={c}>{describeCategory(c)}</option>)}
                </select>
              </label>
            ) : null}
            <div class="buttons">
              <button type="button" class="primary big" data-action="play" disabled={h.busy || chosen.length === 0}
                onClick={() => void h.act({ type: "play", cards: chosen, ...(as ? { as } : {}) })}>
                {t("play")} {chosen.length > 0 ? `(${chosen.length})` : ""}
              </button>
              {hint.canPass ? <button type="button" data-action="pass" disabled={h.busy} onClick={() => void h.act({ type: "pass" })}>{t("pass")}</button> : null}
              <button type="button" data-action="hint" onClick={suggest}>{t("hint")}</button>
            </div>
          </div>
        ) : null}
        {you !== null ? <Hand cards={cards} selected={selected} onToggle={hint ? toggle : undefined} /> : <p class="muted center">{t("watching")}</p>}
      </div>
      {showLast && view.lastTrick ? (
        <div class="overlay" role="dialog" data-overlay="last-trick" onClick={() => setShowLast(false)}>
          <div class="sheet">
            <h3>{t("lastTrick")}</h3>
            <ul class="plays">
              {view.lastTrick.entries.map((e, i) => (
                <li key={i} class={e.kind === "play" && e.seat === view.lastTrick?.winner ? "winner" : ""}>
                  <span class="who">{seatName(h, e.seat)}</span>
                  {e.kind === "pass" ? <span class="muted">{t("passed")}</span> : <CardRow cards={e.cards} />}
                </li>
              ))}
            </ul>
            <p class="muted">{t("points")}: {view.lastTrick.points}</p>
          </div>
        </div>
      ) : null}
      {view.phase === "deal" && view.lastDeal && client.table?.phase !== "over" ? (
        <div class="overlay" role="dialog" data-overlay="result">
          <div class="sheet result">
            <h3>{t("deal")} {view.lastDeal.deal}</h3>
            <ul class="levels">
              {view.lastDeal.points.map((p, i) => (
                <li key={i} class={i === view.lastDeal?.first ? "up" : ""} data-seat={i}>
                  <span class="who">{seatName(h, i)}{i === view.lastDeal?.first ? ` · ${t("out")} #1` : ""}</span>
                  <span class="lv">+{p} → {view.scores[i]}</span>
                </li>
              ))}
            </ul>
            {view.lastDeal.lastHand.length > 0 ? (
              <div class="kitty"><div><small>{seatName(h, view.lastDeal.last)}</small> <CardRow cards={view.lastDeal.lastHand} /></div></div>
            ) : null}
            <p class="muted">{t("nextSoon")}</p>
          </div>
        </div>
      ) : null}
      {view.phase === "over" || client.table?.phase === "over" ? (
        <div class="overlay" role="dialog" data-overlay="over">
          <div class="sheet">
            <h3>{t("gameOver")}</h3>
            {view.winners ? <p class="verdict makers">{t("winners")}: {view.winners.map((s) => seatName(h, s)).join(", ")}</p> : null}
            <ul class="levels">
              {view.scores.map((s, i) => <li key={i}><span class="who">{seatName(h, i)}</span><span class="lv">{s}</span></li>)}
            </ul>
            <div class="buttons">
              {client.host ? <button type="button" class="primary" data-action="start" onClick={() => client.start()}>{t("newGame")}</button> : null}
              {client.table?.gameId ? (
                <a class="button" href={`/g/${client.table.gameId}`} onClick={(e) => {
                  e.preventDefault();
                  navigate(`/g/${client.table?.gameId}`);
                }}>{t("replay")}</a>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </main>
  );
}
