/**
 * A Zheng Fen table from one seat's view: the status bar (status.tsx); the
 * seats with cards, points and scores and who is out in what order
 * (seat-chip.tsx) and what each put in the trick (seat-play.tsx), with the
 * combination to beat under them (ring-note.tsx); the panel to play or
 * pass (play-panel.tsx) above the hand; in sheets, the last trick
 * (last-trick.tsx), a deal's result (deal-result.tsx) and the game's end
 * (../game-over.tsx). The engine reads the chosen cards (and, when jokers
 * allow several readings, lets the leader name the category); the server
 * decides. When nothing in the hand beats the trick the seat passes by
 * itself (a setting); cards chosen before the turn go out when it comes, if
 * legal. This file holds the table's state (the selection, the reading, the
 * hint's advice, which sheet is open) and lays the parts out.
 */
import { useEffect, useState } from "preact/hooks";
import type { ZhengFenView } from "../../../../src/engine";
import type { ZhengFenCategory } from "../../../../src/engine/client";
import { t } from "../../i18n";
import { Hand } from "../../ui/hand";
import { ChromeParts, StandInBar, TableActs, useChrome } from "../chrome";
import { GameOver } from "../game-over";
import { RefusalNote } from "../refusal-note";
import { Ring } from "../ring";
import { StatusBar } from "../status-bar";
import { useTurnNotice } from "../turn/turn-notice";
import { useQueuedPlay } from "../turn/use-queued-play";
import { useSelection } from "../turn/use-selection";
import type { TableHandle } from "../use-table";
import { DealResult } from "./deal-result";
import { LastTrick } from "./last-trick";
import { PlayPanel, QueuedPanel } from "./play-panel";
import { RingNote } from "./ring-note";
import { SeatChip } from "./seat-chip";
import { SeatPlay } from "./seat-play";
import { ZhengFenStatus } from "./status";
import { useZfEngine, zf } from "./use-zf-engine";

/** The table once its rules (zf.js) are in; until then, a line saying it is loading. */
export function ZhengFenTable(props: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  return useZfEngine() ? <ZhengFenTableDrawn {...props} /> : <p class="hint" data-loading="zf">{t("loading")}</p>;
}

function ZhengFenTableDrawn({ h, view }: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  const { checkZhengFenPlay, zhengFenHint, zhengFenSuggestion } = zf();
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
  // The deal's result closed by its reader: it stays closed until the next deal's.
  const [closedDeal, setClosedDeal] = useState(-1);
  const chrome = useChrome();
  const key = `${view.deal}:${cards.join(",")}`;
  const hint = zhengFenHint(view);
  const usable = hint?.usable ? new Set(hint.usable) : null;
  const sel = useSelection(h, cards, key, hint === null && view.phase === "play");
  const { selected, chosen } = sel;
  useEffect(() => setAs(null), [key]);
  const entriesCount = view.trick?.entries.length ?? 0;
  useEffect(() => setAdvice(null), [entriesCount, key]);
  useTurnNotice(hint !== null);
  const over = view.phase === "over" || h.client.table?.phase === "over";

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

  return (
    <main class="game zhengfen" data-phase={view.phase}>
      <StatusBar acts={<TableActs h={h} c={chrome} onLast={view.lastTrick ? () => setShowLast(true) : null} />}>
        <ZhengFenStatus h={h} view={view} />
      </StatusBar>
      <StandInBar h={h} />
      <Ring players={view.players} bottom={you ?? 0} direction="anticlockwise"
        chip={(seat) => <SeatChip h={h} view={view} seat={seat} />} play={(seat) => <SeatPlay view={view} seat={seat} pending={seat === you && h.guess !== null} />} center={<RingNote h={h} view={view} />} />
      <div class="dock">
        {/* First in the page, so that Tab reaches the cards before the buttons that act on them; drawn last, under the panel (app.css). */}
        {/* On your turn, the cards no open play uses are dimmed (the engine's hint, by rank), as at a Shengji table. */}
        {you !== null ? <Hand cards={cards} selected={selected} playable={usable} onToggle={view.phase === "play" ? toggle : undefined} /> : null}
        {hint ? (
          <PlayPanel h={h} view={view} hint={hint} chosen={chosen} as={as} setAs={setAs} advice={advice} onHint={suggest} />
        ) : sel.queued && chosen.length > 0 ? (
          <QueuedPanel n={chosen.length} />
        ) : (
          <RefusalNote h={h} />
        )}
        {you === null ? <p class="muted center">{t("watchingGame")}</p> : null}
      </div>
      <ChromeParts h={h} c={chrome} over={over} />
      {showLast && view.lastTrick ? <LastTrick h={h} last={view.lastTrick} onClose={() => setShowLast(false)} /> : null}
      {view.phase === "deal" && view.lastDeal && !over && closedDeal !== view.lastDeal.deal ? (
        <DealResult h={h} view={view} deal={view.lastDeal} onClose={() => setClosedDeal(view.lastDeal?.deal ?? -1)} />
      ) : null}
      {over ? <GameOver h={h} winners={view.winners} standing={view.scores} played={(view.lastDeal?.deal ?? 0) > 0} /> : null}
    </main>
  );
}
