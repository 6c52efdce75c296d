/**
 * The replay page, /g/:gameId: a finished game from D1 replayed with the
 * engine (createGame + applyAction over its action log), stepped through
 * action by action or trick by trick, with every hand visible. Built on its
 * own (replay.js) because it needs the whole engine.
 */
import { type ComponentChildren, render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { Api, type GameRecord } from "../../../src/client/http";
import type { GameState } from "../../../src/engine";
import { replayHands } from "../../../src/engine/replay";
import type { LogEntry } from "../../../src/engine/log";
import { levelName } from "../../../src/engine/shengji/levels";
import { sortCards } from "../../../src/engine/shengji/hints";
import { viewForShengji } from "../../../src/engine/shengji/view";
import { sortZhengFen } from "../../../src/engine/zhengfen/hints";
import { lang, t } from "../i18n";
import { presetName } from "../options";
import { CardRow } from "../ui/card";
import { trumpLabel } from "../table/names";
import { Ring } from "../table/ring";

/** Every state of the game, from the start to the end of its log. */
function replayAll(g: GameRecord): GameState[] {
  const out: GameState[] = [];
  replayHands({ preset: g.game, options: g.options }, g.players.length, g.hands).forEach((h, k) => out.push(...(k === 0 ? h.states : h.states.slice(1))));
  return out;
}

/** A step where a trick, a phase or a hand changed: where "next trick" stops. */
function landmark(a: GameState, b: GameState): boolean {
  if (a.game === "shengji" && b.game === "shengji") return a.phase !== b.phase || a.tricks.length !== b.tricks.length || a.hand !== b.hand;
  if (a.game === "zheng-fen" && b.game === "zheng-fen") return a.phase !== b.phase || a.lastTrick !== b.lastTrick || a.deal !== b.deal;
  return true;
}

function Replay({ id }: { readonly id: string }) {
  const [game, setGame] = useState<GameRecord | null>(null);
  const [missing, setMissing] = useState(false);
  const [i, setI] = useState(0);
  useEffect(() => {
    new Api(location.origin).game(id).then(setGame, () => setMissing(true));
  }, [id]);
  const states = useMemo(() => (game ? replayAll(game) : []), [game]);
  if (missing) return <p class="center">{t("notFound")}</p>;
  if (!game || states.length === 0) return <p class="center">{t("loading")}</p>;
  const s = states[Math.min(i, states.length - 1)] as GameState;
  const n = states.length - 1;
  const name = (seat: number) => game.players[seat]?.name ?? `${t("seat")} ${seat + 1}`;
  const jump = (dir: 1 | -1) => {
    let k = i;
    do k += dir;
    while (k > 0 && k < n && !landmark(states[k - dir] as GameState, states[k] as GameState));
    setI(Math.max(0, Math.min(n, k)));
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
        <div class="chip-meta"><span>{t("level")} {levelName(s.rules, s.seats[seat]?.level ?? 0)}</span><span class="pts">{s.won[seat]}{t("won")}</span></div>
        <div class="replay-hand"><CardRow cards={sortCards(view, s.hands[seat] ?? [])} /></div>
      </div>
    );
    play = (seat) => {
      const p = trick?.plays.find((x) => x.seat === seat);
      return p ? <div class="played"><CardRow cards={p.cards} /></div> : null;
    };
    info = (
      <div class="center-info">
        <div>{t("hand")} {s.hand + 1} · {t("trump")} {trumpLabel(s.trump)}</div>
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
    info = <div class="center-info">{t("deal")} {s.deal}</div>;
  }
  const entry = (game.hands.flatMap((h) => h.actions) as LogEntry[])[i - 1];
  return (
    <main class="game replay">
      <div class="status-bar">
        <span class="stat"><b>{t("replayTitle")}</b> · {presetName(game.game, lang)}</span>
        <span class="stat muted" data-step={i}>{t("step", { i, n })}</span>
        {entry ? <span class="stat muted">{entry.actor === "table" ? "table" : name(entry.actor)}: {entry.action.type}</span> : null}
      </div>
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
  );
}

export function mountReplay(el: Element, id: string): void {
  render(<Replay id={id} />, el);
}
