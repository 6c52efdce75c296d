/**
 * The guided hands, /learn and /learn/:game (learn.js, loaded on these
 * paths only): a fixed deal against the basic bots, run by the engine in
 * the browser (run.ts), with a coach above the hand (coach.tsx) that asks
 * for one kind of play at a time (only the asked cards are bright and only
 * they can be played) and then says what happened. Nothing goes over the
 * network. The table's own pieces draw it: the ring of seats (with the
 * lesson's chips, lesson-seats.tsx), the hand, the cards. The list of
 * lessons is lesson-list.tsx.
 */
import { render } from "preact";
import { useState } from "preact/hooks";
import type { GameEvent, GameState } from "../../../src/engine";
import { isTrumpCard, sortCards, sortZhengFen, viewForShengji } from "../../../src/engine/client";
import { lang, setLang } from "../i18n";
import { trumpLabel } from "../table/names";
import { Ring } from "../table/ring";
import { Hand } from "../ui/hand";
import { Coach, type Stage } from "./coach";
import { cardsWord, intro } from "./explain";
import { LessonChip, LessonPlay, seatName as name } from "./lesson-seats";
import { LessonList } from "./lesson-list";
import { LEARNER, LESSONS, type Lesson, isLessonId } from "./lessons";
import { type Moment, finishHand, runTo, startLesson, stepCards, takeStep } from "./run";
import { w } from "./words";

function sortedHand(s: GameState): string[] {
  const cards = s.hands[LEARNER] ?? [];
  return s.game === "shengji" ? (s.trump ? sortCards(viewForShengji(s, LEARNER), cards) : [...cards]) : sortZhengFen(cards);
}

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
      const events: GameEvent[] = [];
      setM(finishHand(m, events));
      setBetween(events);
      setStage({ kind: "end" });
    }
  };

  const words = intro(lesson, l);
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
      <Ring players={s.players} bottom={LEARNER} direction={s.game === "shengji" ? s.rules.direction : "anticlockwise"}
        chip={(seat) => <LessonChip s={s} seat={seat} asking={stage.kind === "ask"} />} play={(seat) => <LessonPlay s={s} seat={seat} />} />
      <div class="dock">
        <Coach lesson={lesson} stage={stage} s={s} between={between} chosen={chosen} want={want} onAct={act} onNext={next} />
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

function Page({ game }: { readonly game: string | null }) {
  return game !== null && isLessonId(game) ? <Guided key={game} lesson={LESSONS[game]} /> : <LessonList />;
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
