/**
 * The guided hands, /learn and /learn/:game (learn.js, loaded on these
 * paths only): a fixed deal against the basic bots, run by the engine in
 * the browser (run.ts), with a coach above the hand that asks for one kind
 * of play at a time (only the asked cards are bright and only they can be
 * played) and then says what happened. Nothing goes over the network.
 * The table's own pieces draw it: the ring of seats, the hand, the cards.
 */
import { render } from "preact";
import { useState } from "preact/hooks";
import type { GameEvent, GameState } from "../../../src/engine";
import { isTrumpCard, sortCards, sortZhengFen, viewForShengji } from "../../../src/engine/client";
import { lang, setLang } from "../i18n";
import { trumpLabel } from "../table/names";
import { Ring } from "../table/ring";
import { CardRow } from "../ui/card";
import { Hand } from "../ui/hand";
import { ask, cardsWord, ending, explain, intro, meanwhile } from "./explain";
import { LEARNER, LESSONS, LESSON_IDS, type Lesson, type LessonId, type Step, isLessonId } from "./lessons";
import { type Moment, type StepResult, finishHand, runTo, startLesson, stepCards, takeStep } from "./run";
import { w } from "./words";

const name = (seat: number) => (seat === LEARNER ? w("you") : w("bot", { n: seat }));

function sortedHand(s: GameState): string[] {
  const cards = s.hands[LEARNER] ?? [];
  return s.game === "shengji" ? (s.trump ? sortCards(viewForShengji(s, LEARNER), cards) : [...cards]) : sortZhengFen(cards);
}

/** The same cards, as multisets. */
function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

type Stage = { readonly kind: "intro" } | { readonly kind: "ask"; readonly i: number } | { readonly kind: "told"; readonly i: number; readonly r: StepResult } | { readonly kind: "end" };

function Guided({ lesson }: { readonly lesson: Lesson }) {
  // The board opens on the learner's first step (the deal, bids and kitty already done by the bots).
  const [m, setM] = useState<Moment>(() => runTo(startLesson(lesson), lesson.steps[0]?.at ?? 0));
  const [stage, setStage] = useState<Stage>({ kind: "intro" });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // What the bots did between the last step and this one (tricks played for the learner, friends revealed).
  const [between, setBetween] = useState<readonly GameEvent[]>([]);
  const s = m.state;
  const l = lang === "zh" ? "zh" : "en";
  const cards = sortedHand(s);
  const n = lesson.steps.length;
  const step = stage.kind === "ask" ? lesson.steps[stage.i] : undefined;
  const want = step ? stepCards(step) : [];
  const chosen = [...selected].map((i) => cards[i] as string);

  const act = () => {
    if (stage.kind !== "ask" || !step) return;
    const r = takeStep(m, step);
    setM(r.after);
    setSelected(new Set());
    setStage({ kind: "told", i: stage.i, r });
  };
  const next = () => {
    const i = stage.kind === "told" ? stage.i + 1 : 0;
    const at = lesson.steps[i];
    if (stage.kind === "intro") setStage({ kind: "ask", i: 0 });
    else if (at) {
      const events: GameEvent[] = [];
      setM(runTo(m, at.at, events));
      setBetween(events);
      setStage({ kind: "ask", i });
    } else {
      setM(finishHand(m));
      setStage({ kind: "end" });
    }
  };

  // The seats: names, and what the table would show of each (cards left, points taken, the maker and friends).
  const chip = (seat: number) => {
    const turn = stage.kind === "ask" && seat === LEARNER;
    const badge = s.game === "shengji"
      ? s.maker === seat ? w("maker") : s.friends.includes(seat) && s.rules.teams === "friends" ? w("friend") : s.rules.teams !== "friends" && seat === (LEARNER + 2) % s.players ? w("partner") : null
      : null;
    const won = s.game === "shengji" ? s.won[seat] ?? 0 : 0;
    return (
      <div class={`chip${turn ? " turn" : ""}${seat === LEARNER ? " me" : ""}`} data-seat={seat}>
        <div class="chip-name">{name(seat)}</div>
        <div class="chip-meta one-line"><span class="count">🂠{s.hands[seat]?.length ?? 0}</span>{won > 0 ? <span class="pts">{won}</span> : null}</div>
        {badge ? <div class="role" data-role="badge">{badge}</div> : null}
      </div>
    );
  };
  const play = (seat: number) => {
    if (s.game === "shengji") {
      const trick = s.trick && s.trick.plays.length > 0 ? s.trick : s.tricks[s.tricks.length - 1];
      const p = trick?.plays.find((x) => x.seat === seat);
      return p ? <div class={`played${trick?.winner === seat ? " winning" : ""}`} data-played={seat}><CardRow cards={p.cards} /></div> : null;
    }
    // A round just taken stays on the table until the next play (as a Shengji trick does).
    const entries = s.trick && s.trick.entries.length > 0 ? s.trick.entries : s.lastTrick?.entries ?? [];
    const e = [...entries].reverse().find((x) => x.seat === seat);
    if (!e) return null;
    return e.kind === "pass" ? <div class="played passed" data-played={seat}>{lang === "zh" ? "不要" : "pass"}</div> : <div class="played" data-played={seat}><CardRow cards={e.cards} /></div>;
  };

  const words = intro(lesson, l);
  let say: string;
  let buttons;
  if (stage.kind === "intro") {
    say = words.text;
    buttons = <button type="button" class="primary big" data-action="learn-next" onClick={next}>{w("begin")}</button>;
  } else if (stage.kind === "ask" && step) {
    say = `${meanwhile(between, name, l)} ${ask(step, s, name, l)}`.trim();
    const kind = step.action.type;
    buttons = kind === "call" ? (
      <button type="button" class="primary big" data-action="call" onClick={act}>{w("call")}</button>
    ) : kind === "pass" ? (
      <button type="button" class="primary big" data-action="pass" onClick={act}>{lang === "zh" ? "不要" : "Pass"}</button>
    ) : (
      <>
        <button type="button" class="primary big" data-action="play" disabled={!sameCards(chosen, want)} onClick={act}>{lang === "zh" ? "出牌" : "Play"}</button>
        {sameCards(chosen, want) ? null : <span class="hint" data-hint="pick">{w("pickCards", { cards: cardsWord(want, l) })}</span>}
      </>
    );
  } else if (stage.kind === "told") {
    say = explain(lesson.steps[stage.i] as Step, stage.r, name, l);
    buttons = <button type="button" class="primary big" data-action="learn-next" onClick={next}>{stage.i + 1 < n ? w("next") : w("finish")}</button>;
  } else {
    say = ending(s, name, l);
    buttons = (
      <>
        <a class="button primary" href="/learn" data-action="learn-more">{w("another")}</a>{" "}
        <a class="button" href="/" data-action="real-table">{w("realTable")}</a>
      </>
    );
  }
  const at = stage.kind === "ask" || stage.kind === "told" ? stage.i + 1 : stage.kind === "end" ? n : 0;
  return (
    <main class="game learn" data-lesson={lesson.id} data-stage={stage.kind} data-step={at}>
      <div class="status-bar">
        <span class="stat" data-stat="lesson"><b>{words.title}</b></span>
        <span class="stat muted" data-stat="step">{w("stepOf", { i: at, n })}</span>
        {s.game === "shengji" ? <span class="stat" data-stat="trump"><small>{lang === "zh" ? "主" : "Trump"}</small> <b>{trumpLabel(s.trump)}</b></span> : null}
        {s.game === "shengji" && s.calls.length > 0 ? (
          <span class="stat" data-stat="calls">{s.calls.map((c) => `${cardsWord([c.card], l)}${c.ordinal === "other" ? "" : ` #${c.ordinal}`}${c.by !== null ? ` → ${name(c.by)}` : ""}`).join(" · ")}</span>
        ) : null}
      </div>
      <Ring players={s.players} bottom={LEARNER} direction={s.game === "shengji" ? s.rules.direction : "anticlockwise"} chip={chip} play={play} />
      <div class="dock">
        <div class="panel coach" data-coach={stage.kind} role="status">
          <p class="coach-say">{say}</p>
          <div class="buttons">{buttons}</div>
        </div>
        <Hand cards={cards} selected={selected} playable={stage.kind === "ask" && want.length > 0 ? new Set(want) : null}
          isTrump={(c) => s.game === "shengji" && s.trump !== null && isTrumpCard(viewForShengji(s, LEARNER), c)}
          onToggle={stage.kind === "ask" && want.length > 0 ? (i) => {
            // Only the asked cards can be chosen: the lesson's later steps depend on this play.
            if (!want.includes(cards[i] as string)) return;
            const next = new Set(selected);
            if (next.has(i)) next.delete(i);
            else if ([...next].filter((j) => cards[j] === cards[i]).length < want.filter((c) => c === cards[i]).length) next.add(i);
            setSelected(next);
          } : undefined} />
      </div>
    </main>
  );
}

const BLURB: Record<LessonId, "learnTractor" | "learnZpy" | "learnZhengFen"> = { tractor: "learnTractor", "zhao-pengyou": "learnZpy", "zheng-fen": "learnZhengFen" };

function Lessons() {
  return (
    <main class="start learn-list">
      <h1>{w("learnTitle")}</h1>
      <p>{w("learnLead")}</p>
      <ul class="lessons">
        {LESSON_IDS.map((id) => (
          <li key={id}><a class="button" href={`/learn/${id}`} data-lesson-link={id}><b>{intro(LESSONS[id], lang === "zh" ? "zh" : "en").title}</b><br /><small>{w(BLURB[id])}</small></a></li>
        ))}
      </ul>
      <p><a href="/">{w("realTable")}</a></p>
    </main>
  );
}

function Page({ game }: { readonly game: string | null }) {
  return game !== null && isLessonId(game) ? <Guided key={game} lesson={LESSONS[game]} /> : <Lessons />;
}

/**
 * How the page loader of web/src/main.tsx starts this script. This script
 * has its own copy of the dictionary's language: a change of language (the
 * root's `lang`, set by the app) is passed on, and the page redrawn.
 */
export function mount(el: Element, game: string | null): void {
  const draw = () => {
    const l = el.getAttribute("lang");
    if ((l === "en" || l === "zh") && l !== lang) setLang(l);
    render(<Page game={game} />, el);
  };
  draw();
  new MutationObserver(draw).observe(el, { attributes: true, attributeFilter: ["lang"] });
}
