/**
 * The replay page, /g/:gameId and /g/:gameId/:hand (hands count from 1): a
 * game's completed hands from D1 (a game still in play has its completed
 * hands only), each replayed with the engine from its own key and actions
 * (engine/replay.ts), stepped through action by action or trick by trick
 * with every hand of cards visible; under it the hand's review (every
 * trick, the kitty, who called whom), every player's level across the
 * hands, and the game as JSON to download. Built on its own (replay.js)
 * because it carries the whole engine.
 */
import { render } from "preact";
import { useMemo, useState } from "preact/hooks";
import type { GameState } from "../../../src/engine";
import { replayHands } from "../../../src/engine/client";
import { lang, setLang, t } from "../i18n";
import { presetName } from "../preset-names";
import { displayName } from "../table/names";
import { LevelChart, seriesOf } from "../ui/level-chart";
import { HandOverview } from "./hand-overview";
import { ReplayRing } from "./replay-ring";
import { w } from "./replay-words";
import { ReviewPanel } from "./review-panel";
import { StepControls } from "./step-controls";
import { useGameRecord } from "./use-game-record";

/** `#review` (start the review at once) or `#review=<seat>` (for that seat): how the table page opens a hand's review. */
function reviewHash(): { start: boolean; seat: number | null } {
  const m = /^#review(?:=(\d{0,2}))?$/.exec(typeof location === "undefined" ? "" : location.hash);
  return { start: m !== null, seat: m?.[1] ? Number(m[1]) : null };
}

/** Tricks completed by a state (Shengji: this hand's; Zheng Fen: whether the last trick is another one). */
function tricksDone(s: GameState): number {
  return s.game === "shengji" ? s.tricks.length : 0;
}

/** A step that completes a trick: where "next trick" and "previous trick" stop (with every card of it on the table). */
function trickEnds(a: GameState, b: GameState): boolean {
  if (a.game === "shengji" && b.game === "shengji") return b.tricks.length > a.tricks.length;
  return a.game === "zheng-fen" && b.game === "zheng-fen" && b.lastTrick !== null && a.lastTrick !== b.lastTrick;
}

function Replay({ id, hand }: { readonly id: string; readonly hand: number | null }) {
  const { game, missing } = useGameRecord(id, hand ?? 1);
  const replayed = useMemo(() => (game ? replayHands({ preset: game.game, options: game.options }, game.players.length, game.hands) : []), [game]);
  const [k, setK] = useState(hand === null ? 0 : hand - 1);
  const [i, setI] = useState(0);
  const [asked] = useState(reviewHash);
  const [seat, setSeat] = useState<number | null>(asked.seat);
  if (!game || replayed.length === 0) return <p class="center">{missing ? w("notFound") : t("loading")}</p>;
  if (k >= replayed.length) return <p class="center">{missing ? w("notFound") : w("waitingHand")}</p>;
  const states = (replayed[k] as (typeof replayed)[number]).states;
  const n = states.length - 1;
  const s = states[Math.min(i, n)] as GameState;
  const name = (seat: number) => {
    const p = game.players[seat];
    return displayName(p?.name ?? null, p?.bot ?? false, seat);
  };
  const goHand = (to: number) => {
    setK(to);
    setI(0);
    history.replaceState(null, "", `/g/${game.id}/${to + 1}`);
  };
  // The next (or previous) step that completes a trick; past the last one, the hand's end (or its start).
  const jump = (dir: 1 | -1) => {
    let j = i;
    do j += dir;
    while (j > 0 && j < n && !trickEnds(states[j - 1] as GameState, states[j] as GameState));
    setI(Math.max(0, Math.min(n, j)));
  };
  const entry = game.hands[k]?.actions[i - 1];
  const series = seriesOf(game.hands, game.players.length);
  // The table fills the first screen; the review and the chart follow below it.
  return (
    <>
    <main class="game replay" data-hand-current={k + 1} data-tricks={tricksDone(s)}>
      <h1 class="sr-only">{t("replayTitle")}: {presetName(game.game, lang)}</h1>
      <div class="status-bar">
        <span class="stat"><b>{t("replayTitle")}</b> · {presetName(game.game, lang)}</span>
        <span class="stat" data-stat="hand">{s.game === "shengji" ? t("result", { n: k + 1 }) : `${t("deal")} ${k + 1}`}</span>
        <span class="stat muted" data-step={i}>{w("step", { i, n })}</span>
        {entry ? <span class="stat muted">{entry.actor === "table" ? "table" : name(entry.actor)}: {entry.action.type}</span> : null}
      </div>
      <nav class="hand-links" aria-label={w("allHands")}>
        {replayed.map((_, j) => (
          <a key={j} href={`/g/${game.id}/${j + 1}`} data-hand-link={j + 1} {...(j === k ? { "aria-current": "page" } : {})} onClick={(e) => {
            e.preventDefault();
            goHand(j);
          }}>{j + 1}</a>
        ))}
      </nav>
      <ReplayRing s={s} name={name} />
      <StepControls i={i} n={n} go={setI} jump={jump} />
    </main>
    <ReviewPanel
      key={k}
      game={game}
      hand={k}
      step={Math.min(i, n)}
      steps={n}
      goTo={(to, show = true) => {
        setI(to);
        if (show) document.querySelector("main.replay")?.scrollIntoView({ behavior: "smooth" });
      }}
      name={name}
      seat={seat ?? Math.max(0, game.players.findIndex((p) => !p.bot))}
      setSeat={setSeat}
      start={asked.start}
    />
    <HandOverview end={states[n] as GameState} game={game} k={k} name={name} />
    <section class="review">
      {series ? <LevelChart series={series} names={game.players.map((_, seat) => name(seat))} title={t(s.game === "shengji" ? "levelChart" : "scoreChart")} /> : null}
      <p><a class="button" href={`/api/games/${game.id}`} download={`pengyou-${game.id}.json`} data-action="download">{t("download")}</a></p>
    </section>
    </>
  );
}

/**
 * How the page loader of web/src/main.tsx starts this script. This script
 * has its own copy of the dictionary's language: a change of language (the
 * root's `lang`, set by the app's switch) is passed on and the page drawn
 * again, where it stands (issue 57, item 4: it waited for a reload).
 */
export function mount(el: Element, id: string, hand: number | null = null): void {
  const draw = () => {
    const l = el.getAttribute("lang");
    if ((l === "en" || l === "zh") && l !== lang) setLang(l);
    render(<Replay id={id} hand={hand} />, el);
  };
  draw();
  new MutationObserver(draw).observe(el, { attributes: true, attributeFilter: ["lang"] });
}
