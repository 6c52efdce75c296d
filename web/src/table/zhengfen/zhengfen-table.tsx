/**
 * A Zheng Fen table from one seat's view: the combination to beat, play or
 * pass, who is out and in what order, points caught this deal and scores.
 * The engine reads the chosen cards (and, when jokers allow several
 * readings, lets the leader name the category); the server decides. When
 * nothing in the hand beats the trick the seat passes by itself (a
 * setting); cards chosen before the turn go out when it comes, if legal.
 */
import { useEffect, useState } from "preact/hooks";
import type { ZhengFenView } from "../../../../src/engine";
import { type ZhengFenCategory, categoriesOf, checkZhengFenPlay, toBeat, zhengFenHint, zhengFenSuggestion } from "../../../../src/engine/client";
import { refusalText } from "../../errors";
import { colon, t } from "../../i18n";
import { navigate } from "../../route";
import { PracticeNote } from "../practice-note";
import { CardRow } from "../../ui/card";
import { Hand } from "../../ui/hand";
import { Sheet } from "../../ui/sheet";
import { ChipName } from "../chip-name";
import { ChromeParts, TableActs, TableClock, useChrome } from "../chrome";
import { seatName } from "../names";
import { Ring } from "../ring";
import { StatusBar } from "../status-bar";
import { useTurnNotice } from "../turn-notice";
import { useQueuedPlay } from "../use-queued-play";
import { useSelection } from "../use-selection";
import { categoryText, patternText } from "./zhengfen-words";
import type { TableHandle } from "../use-table";

export function ZhengFenTable({ h, view }: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  const { client } = h;
  const you = typeof view.viewer === "number" ? view.viewer : null;
  const cards = view.hand ?? [];
  const [as, setAs] = useState<ZhengFenCategory | null>(null);
  const [showLast, setShowLast] = useState(false);
  // A new deal has no last trick: the sheet goes, and must not come back by itself at the deal's first trick.
  const hasLast = Boolean(view.lastTrick);
  useEffect(() => {
    if (!hasLast) setShowLast(false);
  }, [hasLast]);
  const [advice, setAdvice] = useState<"pass" | null>(null);
  const chrome = useChrome();
  const key = `${view.deal}:${cards.join(",")}`;
  const hint = zhengFenHint(view);
  const sel = useSelection(h, cards, key, hint === null && view.phase === "play");
  const { selected, chosen } = sel;
  useEffect(() => setAs(null), [key]);
  const entriesCount = view.trick?.entries.length ?? 0;
  useEffect(() => setAdvice(null), [entriesCount, key]);
  useTurnNotice(hint !== null);
  const lead = toBeat(view);
  const readings = hint?.leading && chosen.length >= 5 ? categoriesOf(chosen) : [];
  const verdict = chosen.length > 0 && hint ? checkZhengFenPlay(view, chosen, as ?? undefined) : null;
  const out = new Map(view.out.map((s, i) => [s, i + 1]));
  const entries = view.trick?.entries ?? [];
  const over = view.phase === "over" || client.table?.phase === "over";

  const toggle = (i: number) => {
    sel.toggle(i);
    setAs(null);
    setAdvice(null);
  };
  const suggest = () => {
    const a = zhengFenSuggestion(view);
    if (!a) return;
    h.clearNotice();
    if (a.type === "pass") {
      // The advice is to pass: nothing to select; say so and point at the Pass button.
      sel.select([]);
      setAdvice("pass");
      return;
    }
    if (a.type !== "play") return;
    sel.select(a.cards);
    setAs("as" in a && a.as ? a.as : null);
  };

  // When the turn comes: a queued play if it is legal now, else pass by itself when nothing beats the trick.
  useQueuedPlay(h, sel, {
    spot: `${view.deal}:${view.handCounts.join(",")}:${view.trick?.leader ?? ""}:${entriesCount}`,
    myTurn: hint !== null,
    legal: (c) => checkZhengFenPlay(view, c).ok,
    forced: () => (hint?.canPass && hint.options === 0 ? { type: "pass" } : null),
  });

  const chip = (seat: number) => {
    const info = client.table?.seats[seat];
    const name = seatName(h, seat);
    return (
      <div class={`chip${view.turn === seat ? " turn" : ""}${seat === you ? " me" : ""}${out.has(seat) ? " out" : ""}`} data-seat={seat} data-turn={view.turn === seat ? "1" : "0"}
        role="group" aria-label={`${name}, ${view.handCounts[seat]} ${t("cards")}, ${view.pointsCaught[seat]} ${t("won")}, ${t("scores")} ${view.scores[seat]}`}>
        <ChipName name={name} dot={{ on: Boolean(info?.connected || info?.bot) }} />
        <div class="chip-meta">
          <span>🂠{view.handCounts[seat]}</span>
          <span class="pts">{view.pointsCaught[seat]}{t("won")}</span>
          <span title={t("scores")}>Σ{view.scores[seat]}</span>
        </div>
        {out.has(seat) ? <div class="role friend">{t("out")} #{out.get(seat)}</div> : null}
      </div>
    );
  };
  const play = (seat: number) => {
    // This seat's latest entry in the trick: its cards, or a pass.
    const e = [...entries].reverse().find((x) => x.seat === seat);
    if (!e) return null;
    return e.kind === "pass" ? (
      <div class="played passed">{t("passed")}</div>
    ) : (
      <div key={e.cards.join(",")} class={`played${view.trick?.current?.seat === seat ? " winning" : " old"}`} data-played={seat}><CardRow cards={e.cards} /></div>
    );
  };
  const center = (
    <>
      {lead ? (
        <span data-to-beat="1"><small>{t("toBeat")}{colon()}</small>{patternText(lead)}</span>
      ) : view.turn !== null && view.turn !== you ? (
        <span class="muted">{t("turnOf", { name: seatName(h, view.turn) })}</span>
      ) : null}
      {view.trick && view.trick.points > 0 ? <span class="pts">{t("points")}: {view.trick.points}</span> : null}
    </>
  );
  const problem = verdict && !verdict.ok ? refusalText(verdict.error) : h.notice ? refusalText(h.notice) : null;

  return (
    <main class="game zhengfen" data-phase={view.phase}>
      <StatusBar acts={<TableActs h={h} c={chrome} onLast={view.lastTrick ? () => setShowLast(true) : null} />}>
        <span class="stat"><small>{t("deal")}</small> <b>{view.deal}</b></span>
        <span class="stat"><small>{t("target")}</small> <b>{view.options.target}</b></span>
        {view.out.length > 0 ? (
          <span class="stat"><small>{t("out")}</small> <b>{view.out.map((s) => seatName(h, s)).join(", ")}</b></span>
        ) : null}
        <TableClock h={h} />
      </StatusBar>
      <Ring players={view.players} bottom={you ?? 0} direction="anticlockwise" chip={chip} play={play} center={center} />
      <div class="dock">
        {hint ? (
          <div class="panel play" data-panel="play">
            <p class="hint"><b class="turn-now">{t("yourTurn")}:</b> {hint.leading ? t("leadCombo") : hint.options > 0 ? t("beatOrPass") : t("noBeat")}</p>
            {problem ? (
              <p class="precheck" role="alert" data-precheck="error">{problem}</p>
            ) : verdict?.ok ? (
              <p class="precheck ok">{patternText(verdict.pattern)}</p>
            ) : advice === "pass" ? (
              <p class="precheck ok" data-advice="pass">{t("advisePass")}</p>
            ) : null}
            {readings.length > 1 ? (
              <label class="opt">
                <span class="opt-label">{t("playAs")}</span>
                <select value={as ?? readings[0]} onChange={(e) => setAs((e.target as HTMLSelectElement).value as ZhengFenCategory)}>
                  {readings.map((c) => <option key={c} value={c}>{categoryText(c)}</option>)}
                </select>
              </label>
            ) : null}
            <div class="buttons">
              <button type="button" class="primary big" data-action="play" disabled={h.busy || chosen.length === 0 || (verdict !== null && !verdict.ok)}
                onClick={() => void h.act({ type: "play", cards: chosen.slice(), ...(as ? { as } : {}) })}>
                {t("play")} {chosen.length > 0 ? `(${chosen.length})` : ""}
              </button>
              {hint.canPass ? (
                <button type="button" class={advice === "pass" ? "suggested" : ""} data-action="pass" disabled={h.busy} onClick={() => void h.act({ type: "pass" })}>{t("pass")}</button>
              ) : null}
              <button type="button" data-action="hint" onClick={suggest}>{t("hint")}</button>
            </div>
          </div>
        ) : sel.queued && chosen.length > 0 ? (
          <div class="panel play queued" data-panel="queued">
            <p class="hint">{t("queued", { n: chosen.length })}</p>
          </div>
        ) : h.notice && h.notice.code !== "started" ? (
          <p class="notice refusal" role="alert" data-notice="refusal"><b>{t("refused")}:</b> {refusalText(h.notice)}</p>
        ) : null}
        {you !== null ? <Hand cards={cards} selected={selected} onToggle={view.phase === "play" ? toggle : undefined} /> : <p class="muted center">{t("watchingGame")}</p>}
      </div>
      <ChromeParts h={h} c={chrome} over={over} />
      {showLast && view.lastTrick ? (
        <Sheet name="last-trick" label={t("lastTrick")} onClose={() => setShowLast(false)}>
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
        </Sheet>
      ) : null}
      {view.phase === "deal" && view.lastDeal && !over ? (
        <Sheet name="result" label={`${t("deal")} ${view.lastDeal.deal}`}>
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
          {h.client.table?.gameId ? (
            <p><a class="button" href={`/g/${h.client.table.gameId}/${view.lastDeal.deal}#review=${h.client.you ?? ""}`} target="_blank" rel="noopener" data-action="review">{t("review")}</a></p>
          ) : null}
          <p class="muted">{t("nextSoon")}</p>
        </Sheet>
      ) : null}
      {over ? (
        <Sheet name="over" label={t("gameOver")}>
          <h3>{t("gameOver")}</h3>
          {view.winners ? <p class="verdict makers">{t("winners")}: {view.winners.map((s) => seatName(h, s)).join(", ")}</p> : null}
          <ul class="levels">
            {view.scores.map((s, i) => <li key={i}><span class="who">{seatName(h, i)}</span><span class="lv">{s}</span></li>)}
          </ul>
          <PracticeNote h={h} />
          <div class="buttons">
            {client.host && !client.table?.practice ? <button type="button" class="primary" data-action="start" onClick={() => client.start()}>{t("newGame")}</button> : null}
            {/* Only completed deals are kept: a game ended in its first deal has nothing to replay. */}
            {client.table?.gameId && (view.lastDeal?.deal ?? 0) > 0 && !client.table.practice ? (
              <a class="button" href={`/g/${client.table.gameId}`} onClick={(e) => {
                e.preventDefault();
                navigate(`/g/${client.table?.gameId}`);
              }}>{t("replay")}</a>
            ) : null}
          </div>
        </Sheet>
      ) : null}
    </main>
  );
}
