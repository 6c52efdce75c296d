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
import { type ComponentChildren, render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { Api, type GameRecord } from "../../../src/client/http";
import type { GameState } from "../../../src/engine";
import { levelName, replayHands, sortCards, sortZhengFen, viewForShengji } from "../../../src/engine/client";
import { lang, t } from "../i18n";
import { presetName } from "../options/option-groups";
import { CardRow, cardLabel } from "../ui/card";
import { LevelChart, seriesOf } from "../ui/level-chart";
import { displayName, levelText, trumpLabel } from "../table/names";
import { Ring } from "../table/ring";
import { ReviewPanel } from "./review-panel";

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

/**
 * The game's record, asked for again (a few times, further apart) while it
 * has fewer hands than the page was opened on: a hand's review is opened the
 * moment it ends, a moment before the hand reaches D1.
 */
/** `missing`: asked enough times, and the game (or that hand of it) is still not there. */
function useRecord(id: string, want: number): { game: GameRecord | null; missing: boolean } {
  const [game, setGame] = useState<GameRecord | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      const again = () => {
        if (attempt < 8) timer = setTimeout(() => load(attempt + 1), 300 * 2 ** attempt);
        else setMissing(true);
      };
      new Api(location.origin).game(id).then((g) => {
        setGame(g);
        if (g.hands.length < want) again();
      }, again);
    };
    load(0);
    return () => clearTimeout(timer);
  }, [id, want]);
  return { game, missing };
}

function Replay({ id, hand }: { readonly id: string; readonly hand: number | null }) {
  const { game, missing } = useRecord(id, hand ?? 1);
  const replayed = useMemo(() => (game ? replayHands({ preset: game.game, options: game.options }, game.players.length, game.hands) : []), [game]);
  const [k, setK] = useState(hand === null ? 0 : hand - 1);
  const [i, setI] = useState(0);
  const [asked] = useState(reviewHash);
  const [seat, setSeat] = useState<number | null>(asked.seat);
  if (!game || replayed.length === 0) return <p class="center">{missing ? t("notFound") : t("loading")}</p>;
  if (k >= replayed.length) return <p class="center">{missing ? t("notFound") : t("waitingHand")}</p>;
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
  let chip: (seat: number) => ComponentChildren;
  let play: (seat: number) => ComponentChildren;
  let info: ComponentChildren;
  if (s.game === "shengji") {
    const view = viewForShengji(s, 0);
    const trick = s.trick && s.trick.plays.length > 0 ? s.trick : s.tricks[s.tricks.length - 1];
    chip = (seat) => (
      <div class={`chip${s.maker === seat ? " maker-side" : ""}`} data-seat={seat}>
        <div class="chip-name">{name(seat)}{s.maker === seat ? ` · ${t("maker")}` : ""}</div>
        <div class="chip-meta"><span>{t("level")} {levelText(levelName(s.rules, s.seats[seat]?.level ?? 0))}</span><span class="pts">{s.won[seat]}{t("won")}</span></div>
        <div class="replay-hand"><CardRow cards={sortCards(view, s.hands[seat] ?? [])} /></div>
      </div>
    );
    play = (seat) => {
      const p = trick?.plays.find((x) => x.seat === seat);
      return p ? <div class="played"><CardRow cards={p.cards} /></div> : null;
    };
    info = (
      <div class="center-info">
        <div>{t("trump")} {trumpLabel(s.trump)}</div>
        {s.buried.length > 0 ? <div><small>{t("buried")}</small> <CardRow cards={s.buried} /></div> : null}
      </div>
    );
  } else {
    const entries = s.trick?.entries ?? s.lastTrick?.entries ?? [];
    chip = (seat) => (
      <div class="chip" data-seat={seat}>
        <div class="chip-name">{name(seat)}</div>
        <div class="chip-meta"><span>Σ{s.scores[seat]}</span></div>
        <div class="replay-hand"><CardRow cards={sortZhengFen(s.hands[seat] ?? [])} /></div>
      </div>
    );
    play = (seat) => {
      const e = [...entries].reverse().find((x) => x.seat === seat);
      return e ? (e.kind === "pass" ? <div class="played passed">{t("passed")}</div> : <div class="played"><CardRow cards={e.cards} /></div>) : null;
    };
    info = null;
  }
  const entry = game.hands[k]?.actions[i - 1];
  const series = seriesOf(game.hands, game.players.length);
  // The table fills the first screen; the review and the chart follow below it.
  return (
    <>
    <main class="game replay" data-hand-current={k + 1} data-tricks={tricksDone(s)}>
      <div class="status-bar">
        <span class="stat"><b>{t("replayTitle")}</b> · {presetName(game.game, lang)}</span>
        <span class="stat" data-stat="hand">{s.game === "shengji" ? t("result", { n: k + 1 }) : `${t("deal")} ${k + 1}`}</span>
        <span class="stat muted" data-step={i}>{t("step", { i, n })}</span>
        {entry ? <span class="stat muted">{entry.actor === "table" ? "table" : name(entry.actor)}: {entry.action.type}</span> : null}
      </div>
      <nav class="hand-links" aria-label={t("allHands")}>
        {replayed.map((_, j) => (
          <a key={j} href={`/g/${game.id}/${j + 1}`} data-hand-link={j + 1} {...(j === k ? { "aria-current": "page" } : {})} onClick={(e) => {
            e.preventDefault();
            goHand(j);
          }}>{j + 1}</a>
        ))}
      </nav>
      <Ring players={s.players} bottom={0} direction={s.game === "shengji" ? s.rules.direction : "anticlockwise"} chip={chip} play={play} center={info} />
      <div class="dock replay-controls">
        <input type="range" min={0} max={n} value={i} aria-label={t("step", { i, n })} onInput={(e) => setI(Number((e.target as HTMLInputElement).value))} />
        <div class="buttons">
          <button type="button" onClick={() => setI(0)}>{t("first")}</button>
          <button type="button" data-action="prev-trick" onClick={() => jump(-1)}>« {t("prevTrick")}</button>
          <button type="button" onClick={() => setI(Math.max(0, i - 1))}>‹ {t("prev")}</button>
          <button type="button" onClick={() => setI(Math.min(n, i + 1))}>{t("next")} ›</button>
          <button type="button" data-action="next-trick" onClick={() => jump(1)}>{t("nextTrick")} »</button>
          <button type="button" onClick={() => setI(n)}>{t("last")}</button>
        </div>
      </div>
    </main>
    <ReviewPanel
      key={k}
      game={game}
      hand={k}
      step={Math.min(i, n)}
      steps={n}
      goTo={(to) => {
        setI(to);
        document.querySelector("main.replay")?.scrollIntoView({ behavior: "smooth" });
      }}
      name={name}
      seat={seat ?? Math.max(0, game.players.findIndex((p) => !p.bot))}
      setSeat={setSeat}
      start={asked.start}
    />
    <Review end={states[n] as GameState} game={game} k={k} name={name} />
    <section class="review">
      {series ? <LevelChart series={series} names={game.players.map((_, seat) => name(seat))} title={t(s.game === "shengji" ? "levelChart" : "scoreChart")} /> : null}
      <p><a class="button" href={`/api/games/${game.id}`} download={`pengyou-${game.id}.json`} data-action="download">{t("download")}</a></p>
    </section>
    </>
  );
}

/** A completed hand at a glance: who called whom, every trick, the kitty (Zheng Fen: the deal's points). */
function Review({ end, game, k, name }: { readonly end: GameState; readonly game: GameRecord; readonly k: number; readonly name: (seat: number) => string }) {
  const summary = game.hands[k]?.summary;
  if (end.game === "zheng-fen" || summary?.game !== "shengji") {
    const r = summary?.game === "zheng-fen" ? summary.result : null;
    return r ? (
      <section class="review" data-review="deal">
        <p>{t("out")}: {r.outOrder.map(name).join(" → ")}</p>
        <ul class="levels">{r.points.map((p, seat) => <li key={seat}><span class="who">{name(seat)}</span><span class="lv">{p}</span></li>)}</ul>
      </section>
    ) : null;
  }
  const r = summary.result;
  return (
    <section class="review" data-review="hand">
      <p>
        {t("maker")} <b>{name(r.maker)}</b> · {t("trump")} <b>{trumpLabel(r.trump)}</b> · {t("totalPoints")} <b>{r.catcherPoints}</b>
      </p>
      {summary.calls.length > 0 ? (
        <p data-review="calls">
          {t("calls")}: {summary.calls.map((c) => `${cardLabel(c.card)}${c.ordinal === "other" ? "" : ` #${c.ordinal}`} → ${c.by === null ? "—" : name(c.by)}`).join(", ")}
        </p>
      ) : null}
      <div class="kitty">
        <div><small>{t("kitty")}</small> <CardRow cards={r.kitty} /></div>
        <div><small>{t("buried")}</small> <CardRow cards={r.buried} /></div>
      </div>
      <h3>{t("tricks")}</h3>
      <ol class="log tricks">
        {end.tricks.map((tr, j) => (
          <li key={j} data-trick={j + 1}>
            {t("trickN", { n: j + 1 })}:{" "}
            {tr.plays.map((p) => (
              <span key={p.seat} class={`trick-play${p.seat === tr.winner ? " won" : ""}`}>{name(p.seat)} <CardRow cards={p.cards} /> </span>
            ))}
            {tr.winner !== undefined ? <b>→ {name(tr.winner)} {tr.points ?? 0}{t("won")}</b> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** How the page loader of web/src/main.tsx starts this script. */
export function mount(el: Element, id: string, hand: number | null = null): void {
  render(<Replay id={id} hand={hand} />, el);
}
