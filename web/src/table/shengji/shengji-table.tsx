/**
 * A Shengji table (Tractor, Da Bai Fen, Zhao Pengyou) from one seat's view:
 * the status bar (status.tsx); the seats around the table with levels,
 * cards, points and roles (seat-chip.tsx) and what each put down
 * (seat-play.tsx), with a line in words under them (ring-note.tsx); then,
 * above the hand sorted by trump and suit, notes on what just happened
 * (notes.tsx) and the panel for what this seat does now: declare, steal
 * the kitty, bury, call (panels.tsx), play (play-panel.tsx); in sheets, the last trick
 * (last-trick.tsx), a hand's result (result.tsx) and the game's end
 * (../game-over.tsx). Every rule question goes to the engine's hints; every
 * move goes to the server, whose refusal is shown in words near the hand.
 * Forced moves play by themselves (a setting), and cards chosen before the
 * turn go out when it comes. This file holds the table's state (the
 * selection, which sheet is open) and lays the parts out.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { ShengjiView } from "../../../../src/engine";
import { checkPlay, forcedPlay, isTrumpCard, kittyHolderOf, playHint, sortCards } from "../../../../src/engine/client";
import { t } from "../../i18n";
import { Hand } from "../../ui/hand";
import { ChromeParts, StandInBar, TableActs, useChrome } from "../chrome";
import { GameOver } from "../game-over";
import { levelText } from "../names";
import { RefusalNote } from "../refusal-note";
import { Ring } from "../ring";
import { StatusBar } from "../status-bar";
import { useTurnNotice } from "../turn/turn-notice";
import { useQueuedPlay } from "../turn/use-queued-play";
import { useSelection } from "../turn/use-selection";
import type { TableHandle } from "../use-table";
import { LastTrick } from "./last-trick";
import { HandNotes } from "./notes";
import { BidPanel, BuryPanel, CallPanel, StealPanel } from "./panels";
import { PlayPanel } from "./play-panel";
import { HandResultView } from "./result";
import { RingNote } from "./ring-note";
import { SeatChip } from "./seat-chip";
import { SeatPlay, shownTrick } from "./seat-play";
import { ShengjiStatus } from "./status";
import { useKittyMarks } from "./use-kitty-marks";

export function ShengjiTable({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
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
  const kittyMarks = useKittyMarks(view, cards, handKey);
  const holder = kittyHolderOf(view);
  const myTurn = hint !== null || (you !== null && ((view.phase === "burying" && holder === you) || (view.phase === "calling" && view.maker === you) || (view.phase === "stealing" && view.turn === you)));
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

  const { trick, old } = shownTrick(view);
  const over = view.phase === "over" || h.client.table?.phase === "over";
  const lastHand = view.lastResult && (view.phase !== "scored" || dismissed === view.hand) && !over ? () => setShowResult(true) : null;
  return (
    <main class="game shengji" data-phase={view.phase}>
      <StatusBar acts={<TableActs h={h} c={chrome} onLast={view.lastTrick !== null ? () => setShowLast(true) : null} />}>
        <ShengjiStatus h={h} view={view} lastHand={lastHand} />
      </StatusBar>
      <StandInBar h={h} />
      <Ring players={view.players} bottom={you ?? 0} direction={view.rules.direction}
        chip={(seat) => <SeatChip h={h} view={view} seat={seat} />} play={(seat) => <SeatPlay view={view} seat={seat} pending={seat === you && h.guess !== null} />} center={<RingNote h={h} view={view} />}
        sweepTo={old ? (trick?.winning ?? null) : null} />
      <div class="dock">
        {/* First in the page, so that Tab reaches the cards before the buttons that act on them; drawn last, under the panel (app.css). */}
        {you !== null ? (
          <Hand cards={cards} selected={selected} playable={hint?.playable ?? null} isTrump={(c) => isTrumpCard(view, c)} marked={kittyMarks}
            onToggle={view.phase === "burying" || view.phase === "playing" ? sel.toggle : undefined} />
        ) : null}
        <HandNotes h={h} view={view} />
        {you !== null && view.phase === "dealing" ? <BidPanel h={h} view={view} /> : null}
        {you !== null && view.phase === "stealing" && view.turn === you ? <StealPanel h={h} view={view} /> : null}
        {/* A kitty buried or friends called, not yet answered: drawn, its panel gone meanwhile. */}
        {you !== null && view.phase === "burying" && holder === you && !h.guess ? (
          <BuryPanel h={h} view={view} chosen={chosen} select={sel.select} clear={clear} />
        ) : null}
        {you !== null && view.phase === "calling" && view.maker === you && !h.guess ? <CallPanel h={h} view={view} /> : null}
        {you !== null && view.phase === "playing" ? <PlayPanel h={h} view={view} chosen={chosen} clear={clear} select={sel.select} queued={sel.queued} /> : null}
        {/* On this seat's turn the play panel says a refusal in its one line; at other times it stands here. */}
        {!hint ? <RefusalNote h={h} /> : null}
        {you === null ? <p class="muted center">{t("watchingGame")}</p> : null}
      </div>
      <ChromeParts h={h} c={chrome} over={over} />
      {showLast ? <LastTrick h={h} view={view} onClose={() => setShowLast(false)} /> : null}
      {((view.phase === "scored" && dismissed !== view.hand) || showResult) && view.lastResult !== null && !over ? (
        <HandResultView h={h} view={view} byHand={showResult} onClose={() => {
          setShowResult(false);
          setDismissed(view.hand);
        }} />
      ) : null}
      {over ? <GameOver h={h} winners={view.winners} standing={view.seats.map((s) => levelText(s.levelName))} played={view.handsPlayed > 0} /> : null}
    </main>
  );
}
